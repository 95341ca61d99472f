#include "backends/telemetry/fakesource.h"

#include "models/telemetry/synthetictelemetry.h"
#include "models/telemetry/telemetrytr.h"

#include <QDateTime>
#include <QFile>

namespace lanebook {

FakeSource::FakeSource(const QString &capturePath, int gpuCount)
    : m_capturePath(capturePath)
    , m_gpuCount(qBound(1, gpuCount, 64))
{}

QString FakeSource::id() const
{
    return m_capturePath.isEmpty() ? QStringLiteral("fake")
                                   : QStringLiteral("fake=") + m_capturePath;
}

bool FakeSource::open(int)
{
    m_startNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    m_clock.start();
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
            QString error;
            std::optional<TelemetryReading> reading = query.parseRow(section.rows.at(i), &error);
            if (!reading) {
                return unavailable(TelemetryTr::tr("%1: %2 section, row %3: %4")
                                       .arg(m_capturePath, section.state)
                                       .arg(i + 1)
                                       .arg(error));
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
        for (int i = 0; i < m_gpuCount; ++i) {
            batch.gpus.push_back(syntheticGpu(i));
            batch.samples.push_back(syntheticSample(i, batch.tNs, m_startNs));
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
