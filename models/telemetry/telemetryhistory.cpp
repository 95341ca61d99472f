#include "models/telemetry/telemetryhistory.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

namespace {

constexpr std::uint64_t kNoThrottleReasons = std::numeric_limits<std::uint64_t>::max();
constexpr float kMissing = std::numeric_limits<float>::quiet_NaN();
// A clock stepped back by more than this is a new recording (a replay restarted), not jitter.
constexpr std::int64_t kClockStepBackNs = 10'000'000'000;

struct MetricName
{
    TelemetrySeries metric;
    const char *id;
};
constexpr std::array<MetricName, kTelemetrySeriesCount> kMetricNames{{
    {TelemetrySeries::UtilPct, "util_pct"},
    {TelemetrySeries::MemUtilPct, "mem_util_pct"},
    {TelemetrySeries::MemUsedBytes, "mem_used_bytes"},
    {TelemetrySeries::TemperatureC, "temperature_c"},
    {TelemetrySeries::MemTemperatureC, "mem_temperature_c"},
    {TelemetrySeries::PowerW, "power_w"},
    {TelemetrySeries::SmClockMhz, "sm_clock_mhz"},
    {TelemetrySeries::MemClockMhz, "mem_clock_mhz"},
    {TelemetrySeries::FanPct, "fan_pct"},
}};

bool sameGpu(const GpuIdentity &a, const GpuIdentity &b)
{
    return a.host == b.host && a.uuid == b.uuid && a.index == b.index && a.name == b.name;
}

} // namespace

std::optional<double> telemetrySeriesValue(const GpuSample &sample, TelemetrySeries metric)
{
    switch (metric) {
    case TelemetrySeries::UtilPct:
        return sample.utilPct;
    case TelemetrySeries::MemUtilPct:
        return sample.memUtilPct;
    case TelemetrySeries::MemUsedBytes:
        return sample.memUsedBytes;
    case TelemetrySeries::TemperatureC:
        return sample.temperatureC;
    case TelemetrySeries::MemTemperatureC:
        return sample.memTemperatureC;
    case TelemetrySeries::PowerW:
        return sample.powerW;
    case TelemetrySeries::SmClockMhz:
        return sample.smClockMhz;
    case TelemetrySeries::MemClockMhz:
        return sample.memClockMhz;
    case TelemetrySeries::FanPct:
        return sample.fanPct;
    }
    return std::nullopt;
}

QString telemetrySeriesId(TelemetrySeries metric)
{
    return QString::fromLatin1(kMetricNames[static_cast<std::size_t>(metric)].id);
}

std::optional<TelemetrySeries> telemetrySeriesFromId(const QString &id)
{
    for (const MetricName &name : kMetricNames) {
        if (id == QLatin1String(name.id))
            return name.metric;
    }
    return std::nullopt;
}

TelemetryHistory::TelemetryHistory(int capacityPerGpu, QObject *parent)
    : QObject(parent)
    , m_capacity(std::max(2, capacityPerGpu))
{}

TelemetryHistory::~TelemetryHistory() = default;

void TelemetryHistory::resetRing(GpuRing &ring) const
{
    ring.tNs.assign(static_cast<std::size_t>(m_capacity), 0);
    for (auto &values : ring.values)
        values.assign(static_cast<std::size_t>(m_capacity), kMissing);
    ring.throttleReasons.assign(static_cast<std::size_t>(m_capacity), kNoThrottleReasons);
    ring.head = 0;
    ring.size = 0;
    ring.latest = GpuSample{};
}

int TelemetryHistory::physical(const GpuRing &ring, int logical) const
{
    int index = ring.head - ring.size + logical;
    if (index < 0)
        index += m_capacity;
    return index;
}

int TelemetryHistory::lowerBound(const GpuRing &ring, std::int64_t tNs) const
{
    int low = 0;
    int high = ring.size;
    while (low < high) {
        const int mid = low + (high - low) / 2;
        if (ring.tNs[static_cast<std::size_t>(physical(ring, mid))] < tNs)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

void TelemetryHistory::append(const TelemetryBatch &batch)
{
    if (batch.samples.empty()) {
        if (!batch.error.isEmpty() && batch.error != m_problem)
            setSourceStatus(batch.sourceId, batch.error);
        return;
    }
    // Samples flow (again): whatever the problem was, it is over.
    setSourceStatus(batch.sourceId.isEmpty() ? m_sourceId : batch.sourceId, {});

    // The identities of this tick; a source that sends none still names its GPUs by position.
    std::vector<GpuIdentity> gpus = batch.gpus;
    for (const GpuSample &sample : batch.samples) {
        while (sample.gpuIndex >= static_cast<int>(gpus.size()) && sample.gpuIndex < 64) {
            GpuIdentity anonymous;
            anonymous.index = static_cast<int>(gpus.size());
            gpus.push_back(anonymous);
        }
    }
    bool gpusChangedNow = gpus.size() != m_gpus.size();
    m_rings.resize(gpus.size());
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        if (i >= m_gpus.size() || !sameGpu(gpus[i], m_gpus[i])) {
            resetRing(m_rings[i]);
            gpusChangedNow = true;
        }
    }
    m_gpus = std::move(gpus);

    std::int64_t tickNs = batch.tNs;
    for (const GpuSample &sample : batch.samples) {
        if (sample.gpuIndex < 0 || sample.gpuIndex >= static_cast<int>(m_rings.size()))
            continue;
        tickNs = std::max(tickNs, push(m_rings[static_cast<std::size_t>(sample.gpuIndex)], sample,
                                       sample.tNs != 0 ? sample.tNs : batch.tNs));
    }
    noteTickInterval(tickNs);
    if (gpusChangedNow)
        Q_EMIT gpusChanged();
    Q_EMIT appended();
}

std::int64_t TelemetryHistory::push(GpuRing &ring, const GpuSample &sample, std::int64_t tNs)
{
    if (ring.size > 0) {
        const std::int64_t lastNs =
            ring.tNs[static_cast<std::size_t>(physical(ring, ring.size - 1))];
        if (tNs < lastNs - kClockStepBackNs)
            resetRing(ring);
        else if (tNs <= lastNs)
            tNs = lastNs + 1; // jitter: keep the ring in time order for binary search
    }
    const auto at = static_cast<std::size_t>(ring.head);
    ring.tNs[at] = tNs;
    for (int m = 0; m < kTelemetrySeriesCount; ++m) {
        const auto value = telemetrySeriesValue(sample, static_cast<TelemetrySeries>(m));
        ring.values[static_cast<std::size_t>(m)][at] =
            value ? static_cast<float>(*value) : kMissing;
    }
    ring.throttleReasons[at] = sample.throttleReasons.value_or(kNoThrottleReasons);
    ring.head = ring.head + 1 == m_capacity ? 0 : ring.head + 1;
    ring.size = std::min(ring.size + 1, m_capacity);
    ring.latest = sample;
    ring.latest.tNs = tNs;
    m_newestTNs = std::max(m_newestTNs, tNs);
    return tNs;
}

void TelemetryHistory::loadRecording(const RunTelemetry &trace)
{
    m_gpus = trace.gpus;
    m_rings.assign(m_gpus.size(), GpuRing{});
    for (GpuRing &ring : m_rings)
        resetRing(ring);
    m_newestTNs = 0;
    m_lastTickNs = 0;
    m_tickIntervalNs = 0;
    m_recentIntervalCount = 0;
    std::vector<const GpuSample *> ordered;
    ordered.reserve(trace.samples.size());
    for (const GpuSample &sample : trace.samples) {
        if (sample.gpuIndex >= 0 && sample.gpuIndex < static_cast<int>(m_rings.size()))
            ordered.push_back(&sample);
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const GpuSample *a, const GpuSample *b) {
        return a->gpuIndex != b->gpuIndex ? a->gpuIndex < b->gpuIndex : a->tNs < b->tNs;
    });
    // The recording's own interval (the notebook may keep one tick in n): the median gap.
    std::vector<std::int64_t> gapsNs;
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        push(m_rings[static_cast<std::size_t>(ordered[i]->gpuIndex)], *ordered[i], ordered[i]->tNs);
        if (i > 0 && ordered[i - 1]->gpuIndex == ordered[i]->gpuIndex &&
            ordered[i]->tNs > ordered[i - 1]->tNs)
            gapsNs.push_back(ordered[i]->tNs - ordered[i - 1]->tNs);
    }
    if (!gapsNs.empty()) {
        std::nth_element(gapsNs.begin(), gapsNs.begin() + static_cast<long>(gapsNs.size() / 2),
                         gapsNs.end());
        m_tickIntervalNs = gapsNs[gapsNs.size() / 2];
    }
    Q_EMIT gpusChanged();
    Q_EMIT appended();
}

void TelemetryHistory::noteTickInterval(std::int64_t tNs)
{
    if (m_lastTickNs > 0 && tNs > m_lastTickNs) {
        m_recentIntervalsNs[static_cast<std::size_t>(m_recentIntervalCount) %
                            m_recentIntervalsNs.size()] = tNs - m_lastTickNs;
        ++m_recentIntervalCount;
        // The median of the recent intervals: one late tick does not move it.
        const auto count = std::min<std::size_t>(static_cast<std::size_t>(m_recentIntervalCount),
                                                 m_recentIntervalsNs.size());
        std::array<std::int64_t, 15> sorted = m_recentIntervalsNs;
        std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(count / 2),
                         sorted.begin() + static_cast<long>(count));
        m_tickIntervalNs = sorted[count / 2];
    }
    m_lastTickNs = tNs;
}

void TelemetryHistory::clear()
{
    m_gpus.clear();
    m_rings.clear();
    m_newestTNs = 0;
    m_lastTickNs = 0;
    m_tickIntervalNs = 0;
    m_recentIntervalCount = 0;
    Q_EMIT gpusChanged();
    Q_EMIT appended();
}

void TelemetryHistory::setSourceStatus(const QString &sourceId, const QString &problem)
{
    if (sourceId == m_sourceId && problem == m_problem)
        return;
    m_sourceId = sourceId;
    m_problem = problem;
    Q_EMIT sourceStatusChanged();
}

const GpuIdentity &TelemetryHistory::gpu(int gpuIndex) const
{
    static const GpuIdentity none;
    if (gpuIndex < 0 || gpuIndex >= gpuCount())
        return none;
    return m_gpus[static_cast<std::size_t>(gpuIndex)];
}

int TelemetryHistory::sampleCount(int gpuIndex) const
{
    if (gpuIndex < 0 || gpuIndex >= gpuCount())
        return 0;
    return m_rings[static_cast<std::size_t>(gpuIndex)].size;
}

const GpuSample *TelemetryHistory::latest(int gpuIndex) const
{
    if (sampleCount(gpuIndex) == 0)
        return nullptr;
    return &m_rings[static_cast<std::size_t>(gpuIndex)].latest;
}

std::int64_t TelemetryHistory::oldestTNs() const
{
    std::int64_t oldest = 0;
    for (const GpuRing &ring : m_rings) {
        if (ring.size == 0)
            continue;
        const std::int64_t tNs = ring.tNs[static_cast<std::size_t>(physical(ring, 0))];
        oldest = oldest == 0 ? tNs : std::min(oldest, tNs);
    }
    return oldest;
}

DecimatedSeries TelemetryHistory::decimate(int gpuIndex, TelemetrySeries metric,
                                           std::int64_t fromNs, std::int64_t toNs,
                                           int columns) const
{
    DecimatedSeries out;
    if (sampleCount(gpuIndex) == 0 || columns < 1 || toNs <= fromNs)
        return out;
    const GpuRing &ring = m_rings[static_cast<std::size_t>(gpuIndex)];
    const std::vector<float> &values = ring.values[static_cast<std::size_t>(metric)];
    int begin = lowerBound(ring, fromNs);
    if (begin > 0)
        --begin; // the sample before the window, so the line reaches the left edge
    const int end = lowerBound(ring, toNs + 1);
    if (begin >= end)
        return out;
    out.tNs.reserve(static_cast<std::size_t>(std::min(end - begin, 2 * columns + 16)));
    out.values.reserve(out.tNs.capacity());

    // No sample for three and a half ticks is a gap in the recording, drawn as one.
    const std::int64_t gapNs =
        m_tickIntervalNs > 0 ? m_tickIntervalNs * 7 / 2 : std::numeric_limits<std::int64_t>::max();
    const std::int64_t spanNs = toNs - fromNs;
    const double columnsPerNs = static_cast<double>(columns) / static_cast<double>(spanNs);

    int column = std::numeric_limits<int>::min();
    std::int64_t minT = 0, maxT = 0;
    float minV = 0, maxV = 0;
    auto push = [&out, fromNs](std::int64_t tNs, double value) {
        out.tNs.push_back(tNs);
        out.values.push_back(value);
        if (tNs >= fromNs && !std::isnan(value)) {
            out.minValue = out.minValue ? std::min(*out.minValue, value) : value;
            out.maxValue = out.maxValue ? std::max(*out.maxValue, value) : value;
        }
    };
    auto flush = [&] {
        if (column == std::numeric_limits<int>::min())
            return;
        if (minT == maxT) {
            push(minT, minV);
        } else if (minT < maxT) {
            push(minT, minV);
            push(maxT, maxV);
        } else {
            push(maxT, maxV);
            push(minT, minV);
        }
        column = std::numeric_limits<int>::min();
    };
    auto pushBreak = [&](std::int64_t tNs) {
        flush();
        if (!out.values.empty() && !std::isnan(out.values.back()))
            push(tNs, std::numeric_limits<double>::quiet_NaN());
    };

    std::int64_t previousT = 0;
    bool havePrevious = false;
    int p = physical(ring, begin);
    for (int i = begin; i < end; ++i, p = p + 1 == m_capacity ? 0 : p + 1) {
        const std::int64_t tNs = ring.tNs[static_cast<std::size_t>(p)];
        const float value = values[static_cast<std::size_t>(p)];
        if (havePrevious && tNs - previousT > gapNs)
            pushBreak(previousT);
        previousT = tNs;
        havePrevious = true;
        if (std::isnan(value)) {
            pushBreak(tNs);
            continue;
        }
        const int at =
            tNs < fromNs
                ? -1
                : std::min(columns - 1,
                           static_cast<int>(static_cast<double>(tNs - fromNs) * columnsPerNs));
        if (at != column) {
            flush();
            column = at;
            minT = maxT = tNs;
            minV = maxV = value;
        } else if (value < minV) {
            minV = value;
            minT = tNs;
        } else if (value > maxV) {
            maxV = value;
            maxT = tNs;
        }
    }
    flush();
    if (!out.values.empty() && std::isnan(out.values.back())) {
        out.tNs.pop_back();
        out.values.pop_back();
    }
    return out;
}

std::optional<std::uint64_t>
TelemetryHistory::throttleReasonsBetween(int gpuIndex, std::int64_t fromNs, std::int64_t toNs) const
{
    if (sampleCount(gpuIndex) == 0)
        return std::nullopt;
    const GpuRing &ring = m_rings[static_cast<std::size_t>(gpuIndex)];
    std::optional<std::uint64_t> reasons;
    const int end = lowerBound(ring, toNs + 1);
    for (int i = lowerBound(ring, fromNs); i < end; ++i) {
        const std::uint64_t bits =
            ring.throttleReasons[static_cast<std::size_t>(physical(ring, i))];
        if (bits != kNoThrottleReasons)
            reasons = reasons.value_or(0) | bits;
    }
    return reasons;
}

std::vector<std::uint64_t> TelemetryHistory::throttleReasonsByColumn(int gpuIndex,
                                                                     std::int64_t fromNs,
                                                                     std::int64_t toNs,
                                                                     int columns) const
{
    std::vector<std::uint64_t> out(static_cast<std::size_t>(std::max(columns, 0)), 0);
    if (sampleCount(gpuIndex) == 0 || columns < 1 || toNs <= fromNs)
        return out;
    const GpuRing &ring = m_rings[static_cast<std::size_t>(gpuIndex)];
    const double columnsPerNs = static_cast<double>(columns) / static_cast<double>(toNs - fromNs);
    auto columnOf = [&](std::int64_t tNs) {
        return std::clamp(static_cast<int>(static_cast<double>(tNs - fromNs) * columnsPerNs), 0,
                          columns - 1);
    };
    // A reading holds until the next one (at most a tick and a half, so a gap stays a gap):
    // a trace recorded at 1 Hz marks whole seconds, not dots.
    const std::int64_t holdNs = m_tickIntervalNs > 0 ? m_tickIntervalNs * 3 / 2 : 0;
    const int end = lowerBound(ring, toNs + 1);
    for (int i = std::max(0, lowerBound(ring, fromNs) - 1); i < end; ++i) {
        const auto p = static_cast<std::size_t>(physical(ring, i));
        const std::uint64_t bits = ring.throttleReasons[p];
        if (bits == kNoThrottleReasons || bits == 0)
            continue;
        std::int64_t untilNs = ring.tNs[p] + holdNs;
        if (i + 1 < ring.size)
            untilNs = std::min(untilNs, ring.tNs[static_cast<std::size_t>(physical(ring, i + 1))]);
        if (untilNs < fromNs)
            continue;
        const int last = std::max(columnOf(ring.tNs[p]), columnOf(untilNs) - 1);
        for (int c = columnOf(ring.tNs[p]); c <= last; ++c)
            out[static_cast<std::size_t>(c)] |= bits;
    }
    return out;
}

std::optional<std::pair<double, double>> TelemetryHistory::range(int gpuIndex,
                                                                 TelemetrySeries metric,
                                                                 std::int64_t fromNs,
                                                                 std::int64_t toNs) const
{
    if (sampleCount(gpuIndex) == 0)
        return std::nullopt;
    const GpuRing &ring = m_rings[static_cast<std::size_t>(gpuIndex)];
    const std::vector<float> &values = ring.values[static_cast<std::size_t>(metric)];
    std::optional<std::pair<double, double>> result;
    const int end = lowerBound(ring, toNs + 1);
    for (int i = lowerBound(ring, fromNs); i < end; ++i) {
        const float value = values[static_cast<std::size_t>(physical(ring, i))];
        if (std::isnan(value))
            continue;
        if (!result)
            result = std::make_pair(double(value), double(value));
        result->first = std::min(result->first, double(value));
        result->second = std::max(result->second, double(value));
    }
    return result;
}

} // namespace lanebook
