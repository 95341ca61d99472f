#pragma once

#include "models/telemetry/telemetrysample.h"

#include <QList>

#include <map>
#include <mutex>
#include <vector>

namespace lanebook {

// Keeps the telemetry of runs whose id is not known yet (a wave's run is stored only after
// its load ends): each window, from begin() to end(), collects the batches that arrived in
// between, cut down to that window's GPUs. Thread-safe: append() comes from whatever thread
// the sampler delivers on (a direct connection), begin()/end() from the wave's threads;
// side-by-side arms hold one window each.
//
//   const int window = recorder.begin({1});       // the arm's GPUs, before its load
//   ... runLoad ...
//   const auto batches = recorder.end(window);    // then storeTelemetry(runId, batches)
class TelemetryRecorder
{
public:
    // A window of the given host GPU indices (empty: every GPU); its token for end().
    int begin(const QList<int> &gpuIndices);
    // The window's batches, in arrival order; the window is closed. Unknown token: none.
    std::vector<TelemetryBatch> end(int window);
    // One sampler tick for all GPUs: a copy goes to every open window that sees its GPUs.
    void append(const TelemetryBatch &batch);
    // Keep one tick in n (downsampling for the notebook; 1: every tick). Counted per window.
    void setRecordEveryNth(int n);
    // How many ticks arrived since this recorder was made: 0 means no source fed it.
    quint64 batchesSeen() const;
    // The host indices of the GPUs in the latest tick: the GPUs this machine has, as the
    // source sees them (a wave's plan is checked against them). Empty before the first tick.
    QList<int> latestGpuIndices() const;

    // The batch with only the given GPUs (host indices; empty: all), samples re-pointed at
    // the kept identities; samples that carry no metric (the tool hung that tick) dropped.
    static TelemetryBatch onlyGpus(const TelemetryBatch &batch, const QList<int> &gpuIndices);

private:
    struct Window
    {
        QList<int> gpuIndices;
        quint64 ticks = 0;
        std::vector<TelemetryBatch> batches;
    };

    mutable std::mutex m_mutex;
    std::map<int, Window> m_windows;
    int m_nextWindow = 1;
    int m_recordEveryNth = 1;
    quint64 m_batchesSeen = 0;
    QList<int> m_latestGpuIndices;
};

} // namespace lanebook
