#include "backends/telemetry/latestreadings.h"

#include "models/telemetry/telemetrytr.h"

#include <QDateTime>

namespace lanebook {

void LatestReadings::update(TelemetryReading reading)
{
    const qint64 now = m_clock.elapsed();
    Entry &entry = m_gpus[{reading.gpu.host, reading.gpu.index}];
    entry.reading = std::move(reading);
    entry.atMs = now;
    m_newestMs = now;
}

TelemetryBatch LatestReadings::batch(std::int64_t nowNs, qint64 staleMs) const
{
    TelemetryBatch out;
    out.tNs = nowNs;
    const qint64 now = m_clock.elapsed();
    for (const auto &[key, entry] : m_gpus) {
        out.gpus.push_back(entry.reading.gpu);
        GpuSample sample;
        if (now - entry.atMs <= staleMs)
            sample = entry.reading.sample;
        sample.gpuIndex = int(out.gpus.size()) - 1;
        sample.tNs = nowNs;
        out.samples.push_back(sample);
    }
    return out;
}

qint64 LatestReadings::msSinceNewest() const
{
    return m_newestMs < 0 ? m_clock.elapsed() : m_clock.elapsed() - m_newestMs;
}

TelemetryBatch LatestReadings::loopingToolBatch(const QString &sourceId, const QString &toolName,
                                                qint64 staleMs, QString problem) const
{
    if (problem.isEmpty() && msSinceNewest() > staleMs) {
        problem = TelemetryTr::tr("%1 has printed nothing for more than %2 s; metrics are "
                                  "missing until it answers")
                      .arg(toolName)
                      .arg(double(staleMs) / 1000.0, 0, 'f', 1);
    }
    TelemetryBatch out = batch(QDateTime::currentMSecsSinceEpoch() * 1000000, staleMs);
    out.sourceId = sourceId;
    out.error = problem;
    return out;
}

} // namespace lanebook
