#include "backends/telemetry/latestreadings.h"

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

} // namespace lanebook
