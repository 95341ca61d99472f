#include "backends/telemetry/fakesource.h"

#include "backends/telemetry/gpuloadboard.h"
#include "models/telemetry/synthetictelemetry.h"
#include "models/telemetry/telemetrytr.h"

#include <QDateTime>
#include <QFile>

namespace lanebook {

FakeSource::FakeSource(const QString &capturePath, int gpuCount, const GpuLoadBoard *board)
    : m_capturePath(capturePath)
    , m_gpuCount(qBound(1, gpuCount, 64))
    , m_board(board ? board : &GpuLoadBoard::processWide())
{
    m_clock.start();
    if (m_capturePath.isEmpty()) {
        for (int i = 0; i < m_gpuCount; ++i)
            m_simulated.emplace_back(i);
    }
}

QString FakeSource::id() const
{
    return m_capturePath.isEmpty() ? QStringLiteral("fake")
                                   : QStringLiteral("fake=") + m_capturePath;
}

bool FakeSource::open(int intervalMs)
{
    m_intervalMs = qMax(1, intervalMs);
    m_clock.start();
    m_lastReadMs = -1;
    if (m_capturePath.isEmpty())
        return true;
    QFile file(m_capturePath);
    if (!file.open(QIODevice::ReadOnly))
        return unavailable(TelemetryTr::tr("%1: %2").arg(m_capturePath, file.errorString()));
    const auto sections = parseNvidiaSmiCapture(QString::fromUtf8(file.readAll()));
    for (const NvidiaSmiCaptureSection &section : sections) {
        const NvidiaSmiQuery query(section.fields);
        std::vector<TelemetryReading> gpus;
        for (qsizetype i = 0; i < section.rows.size(); ++i) {
            Expected<TelemetryReading> reading = query.parseRow(section.rows.at(i));
            if (!reading) {
                return unavailable(TelemetryTr::tr("%1: %2 section, row %3: %4")
                                       .arg(m_capturePath, section.state)
                                       .arg(i + 1)
                                       .arg(reading.error()));
            }
            gpus.push_back(std::move(*reading));
        }
        if (!gpus.empty())
            m_replay.push_back(std::move(gpus));
    }
    if (m_replay.empty())
        return unavailable(
            TelemetryTr::tr("%1 holds no nvidia-smi --query-gpu CSV section").arg(m_capturePath));
    return true;
}

TelemetryBatch FakeSource::read(int)
{
    TelemetryBatch batch;
    batch.sourceId = id();
    batch.tNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    if (m_replay.empty()) {
        const qint64 nowMs = m_clock.elapsed();
        const qint64 sinceMs = m_lastReadMs < 0 ? m_intervalMs : nowMs - m_lastReadMs;
        m_lastReadMs = nowMs;
        const double stepS = double(qMax<qint64>(sinceMs, m_intervalMs)) / 1000.0;
        for (std::size_t i = 0; i < m_simulated.size(); ++i) {
            const int gpu = int(i);
            const double load = m_board->loadsOn(gpu) > 0 ? 1.0 : 0.0;
            batch.gpus.push_back(syntheticGpu(gpu));
            batch.samples.push_back(m_simulated[i].step(stepS, load, batch.tNs));
        }
        return batch;
    }
    const std::size_t section = std::size_t(m_clock.elapsed() / 1000) % m_replay.size();
    for (const TelemetryReading &reading : m_replay[section]) {
        GpuSample s = reading.sample;
        s.gpuIndex = int(batch.gpus.size());
        s.tNs = batch.tNs;
        batch.gpus.push_back(reading.gpu);
        batch.samples.push_back(s);
    }
    return batch;
}

TelemetryCapabilities FakeSource::capabilities() const
{
    if (m_replay.empty())
        return TelemetryMetrics::all() & ~TelemetryCapabilities(TelemetryMetric::Fan);
    TelemetryCapabilities out;
    for (const auto &gpus : m_replay) {
        for (const TelemetryReading &r : gpus)
            out |= TelemetryMetrics::presentIn(r.sample);
    }
    return out;
}

} // namespace lanebook
