#pragma once

#include "models/telemetry/runtelemetry.h"
#include "models/telemetry/telemetrysample.h"

#include <QObject>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace lanebook {

// The series a live chart can draw for one GPU; each is a numeric GpuSample field (units in
// the name). Not TelemetryMetric: that is a source's capability flag (telemetrycapabilities.h).
enum class TelemetrySeries {
    UtilPct,
    MemUtilPct,
    MemUsedBytes,
    TemperatureC,
    MemTemperatureC,
    PowerW,
    SmClockMhz,
    MemClockMhz,
    FanPct,
};
inline constexpr int kTelemetrySeriesCount = 9;

// The sample's value of a metric; std::nullopt when the source did not have it.
std::optional<double> telemetrySeriesValue(const GpuSample &sample, TelemetrySeries metric);
// A stable id for settings and tests: "util_pct", "power_w", ...
QString telemetrySeriesId(TelemetrySeries metric);
std::optional<TelemetrySeries> telemetrySeriesFromId(const QString &id);

// One series cut to what a chart of `columns` pixel columns can show: for each column the
// lowest and the highest sample in it, in time order (so the polyline keeps every spike and
// every dip), about two points per column at most. A NaN value is a break in the line: the
// source had no value there, or no sample came for several sampling intervals.
struct DecimatedSeries
{
    std::vector<std::int64_t> tNs;
    std::vector<double> values;
    std::optional<double> minValue; // over the points shown
    std::optional<double> maxValue;

    std::size_t size() const { return tNs.size(); }
    bool hasValues() const { return minValue.has_value(); }
};

// What the Live tab, the status-bar meters and the wave monitor draw from: a fixed-capacity
// ring buffer per GPU (timestamps, one float per metric, throttle reasons) fed one
// TelemetryBatch per sampler tick, and the source's status. Lives in the GUI thread; the
// sampler's queued batchReady signal calls append(). Readers never copy the history: they
// ask for a decimated window, so a chart's cost depends on its width, not on how long the
// sampler has run. Capacity is per GPU; the default keeps 20 minutes at 10 Hz.
class TelemetryHistory : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultCapacity = 12000;

    explicit TelemetryHistory(int capacityPerGpu = kDefaultCapacity, QObject *parent = nullptr);
    ~TelemetryHistory() override;

    // One tick for all GPUs. A GPU whose identity changed (another uuid at that position)
    // starts an empty history; a batch with an error and no samples only updates the status.
    void append(const TelemetryBatch &batch);
    void clear();
    // Replaces everything with a run's recorded trace (the inspector's view of a run). Holds
    // the newest `capacity()` samples of each GPU: size the history to the trace.
    void loadRecording(const RunTelemetry &trace);

    // Which source feeds the history, and why it cannot (empty: it can). The views show
    // "no GPU telemetry: <problem>" rather than an empty page.
    void setSourceStatus(const QString &sourceId, const QString &problem);
    QString sourceId() const { return m_sourceId; }
    QString problem() const { return m_problem; }

    int capacity() const { return m_capacity; }
    int gpuCount() const { return static_cast<int>(m_gpus.size()); }
    const GpuIdentity &gpu(int gpuIndex) const;
    int sampleCount(int gpuIndex) const;
    // The newest sample of a GPU (nullptr before the first).
    const GpuSample *latest(int gpuIndex) const;
    // The span the history holds, over all GPUs (0 when empty).
    std::int64_t oldestTNs() const;
    std::int64_t newestTNs() const { return m_newestTNs; }
    // Typical time between ticks, from the recent ones (0 before two ticks).
    std::int64_t tickIntervalNs() const { return m_tickIntervalNs; }

    // The samples of one metric with fromNs <= t <= toNs (and the one just before, so a line
    // reaches the left edge), decimated to at most about 2 × columns points.
    DecimatedSeries decimate(int gpuIndex, TelemetrySeries metric, std::int64_t fromNs,
                             std::int64_t toNs, int columns) const;
    // The throttle-reason bits seen in [fromNs, toNs], OR-ed; nullopt when none was reported.
    std::optional<std::uint64_t> throttleReasonsBetween(int gpuIndex, std::int64_t fromNs,
                                                        std::int64_t toNs) const;
    // The throttle-reason bits of each of `columns` equal slices of [fromNs, toNs], OR-ed over
    // the samples in the slice (0: none set or none reported), for a band under a chart.
    std::vector<std::uint64_t> throttleReasonsByColumn(int gpuIndex, std::int64_t fromNs,
                                                       std::int64_t toNs, int columns) const;
    // Lowest and highest value of a metric over [fromNs, toNs]; nullopt when none.
    std::optional<std::pair<double, double>> range(int gpuIndex, TelemetrySeries metric,
                                                   std::int64_t fromNs, std::int64_t toNs) const;

Q_SIGNALS:
    // Once per appended batch (not per sample): views mark themselves dirty.
    void appended();
    // GPUs were added, removed or replaced: views rebuild their per-GPU parts.
    void gpusChanged();
    void sourceStatusChanged();

private:
    struct GpuRing
    {
        std::vector<std::int64_t> tNs;
        std::array<std::vector<float>, kTelemetrySeriesCount> values;
        std::vector<std::uint64_t> throttleReasons;
        int head = 0; // where the next sample goes
        int size = 0;
        GpuSample latest;
    };
    void resetRing(GpuRing &ring) const;
    int physical(const GpuRing &ring, int logical) const;
    // The first logical index whose time is >= tNs (ring.size when none).
    int lowerBound(const GpuRing &ring, std::int64_t tNs) const;
    void noteTickInterval(std::int64_t tNs);
    // Writes one sample at the ring's head; returns the time it was stored under.
    std::int64_t push(GpuRing &ring, const GpuSample &sample, std::int64_t tNs);

    int m_capacity;
    std::vector<GpuIdentity> m_gpus;
    std::vector<GpuRing> m_rings;
    QString m_sourceId;
    QString m_problem;
    std::int64_t m_newestTNs = 0;
    std::int64_t m_lastTickNs = 0;
    std::int64_t m_tickIntervalNs = 0;
    std::array<std::int64_t, 15> m_recentIntervalsNs{};
    int m_recentIntervalCount = 0;
};

} // namespace lanebook
