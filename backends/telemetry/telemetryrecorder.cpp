#include "backends/telemetry/telemetryrecorder.h"

#include "models/telemetry/telemetrycapabilities.h"

#include <QtGlobal>

namespace lanebook {

int TelemetryRecorder::begin(const QList<int> &gpuIndices)
{
    const std::lock_guard lock(m_mutex);
    const int window = m_nextWindow++;
    m_windows[window].gpuIndices = gpuIndices;
    return window;
}

std::vector<TelemetryBatch> TelemetryRecorder::end(int window)
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_windows.find(window);
    if (it == m_windows.end())
        return {};
    std::vector<TelemetryBatch> batches = std::move(it->second.batches);
    m_windows.erase(it);
    return batches;
}

void TelemetryRecorder::append(const TelemetryBatch &batch)
{
    const std::lock_guard lock(m_mutex);
    ++m_batchesSeen;
    m_latestGpuIndices.clear();
    for (const GpuIdentity &gpu : batch.gpus)
        m_latestGpuIndices << gpu.index;
    for (auto &[token, window] : m_windows) {
        // Every window keeps its own first tick: a run's trace starts when the run does.
        if (window.ticks++ % quint64(m_recordEveryNth) != 0)
            continue;
        TelemetryBatch kept = onlyGpus(batch, window.gpuIndices);
        if (!kept.samples.empty())
            window.batches.push_back(std::move(kept));
    }
}

void TelemetryRecorder::setRecordEveryNth(int n)
{
    const std::lock_guard lock(m_mutex);
    m_recordEveryNth = qMax(1, n);
}

quint64 TelemetryRecorder::batchesSeen() const
{
    const std::lock_guard lock(m_mutex);
    return m_batchesSeen;
}

TelemetryBatch TelemetryRecorder::onlyGpus(const TelemetryBatch &batch,
                                           const QList<int> &gpuIndices)
{
    TelemetryBatch out;
    out.sourceId = batch.sourceId;
    out.tNs = batch.tNs;
    out.error = batch.error;
    // Positions in batch.gpus → positions in out.gpus; -1: not this window's GPU.
    std::vector<int> kept(batch.gpus.size(), -1);
    for (std::size_t i = 0; i < batch.gpus.size(); ++i) {
        if (gpuIndices.isEmpty() || gpuIndices.contains(batch.gpus[i].index)) {
            kept[i] = int(out.gpus.size());
            out.gpus.push_back(batch.gpus[i]);
        }
    }
    for (const GpuSample &s : batch.samples) {
        if (s.gpuIndex < 0 || s.gpuIndex >= int(kept.size()) || kept[std::size_t(s.gpuIndex)] < 0)
            continue;
        if (TelemetryMetrics::presentIn(s) == TelemetryCapabilities())
            continue;
        GpuSample copy = s;
        copy.gpuIndex = kept[std::size_t(s.gpuIndex)];
        out.samples.push_back(copy);
    }
    return out;
}

QList<int> TelemetryRecorder::latestGpuIndices() const
{
    const std::lock_guard lock(m_mutex);
    return m_latestGpuIndices;
}

} // namespace lanebook
