#include "models/telemetry/runtelemetry.h"

#include "models/telemetry/clockeventreasons.h"

#include <algorithm>
#include <limits>

namespace lanebook {

namespace {

struct Range
{
    double sum = 0;
    int n = 0;
    double min = std::numeric_limits<double>::infinity();
    double max = -std::numeric_limits<double>::infinity();

    void add(const std::optional<double> &v)
    {
        if (!v)
            return;
        sum += *v;
        ++n;
        min = std::min(min, *v);
        max = std::max(max, *v);
    }
    std::optional<double> mean() const { return n ? std::optional<double>(sum / n) : std::nullopt; }
    std::optional<double> lowest() const { return n ? std::optional<double>(min) : std::nullopt; }
    std::optional<double> highest() const { return n ? std::optional<double>(max) : std::nullopt; }
};

} // namespace

RunTelemetrySummary summariseRunTelemetry(const std::vector<GpuSample> &samples)
{
    RunTelemetrySummary out;
    out.sampleCount = int(samples.size());
    Range util, power, sm, temperature, memory;
    std::int64_t firstT = std::numeric_limits<std::int64_t>::max();
    for (const GpuSample &s : samples) {
        util.add(s.utilPct);
        power.add(s.powerW);
        sm.add(s.smClockMhz);
        temperature.add(s.temperatureC);
        memory.add(s.memUsedBytes);
        if (s.throttleReasons)
            out.throttleReasonsMask = out.throttleReasonsMask.value_or(0) | *s.throttleReasons;
        if (s.temperatureC)
            firstT = std::min(firstT, s.tNs);
    }
    // Each GPU's first reading lands in the first tick; the hottest of them is the start.
    Range start;
    for (const GpuSample &s : samples) {
        if (s.temperatureC && s.tNs == firstT)
            start.add(s.temperatureC);
    }
    out.gpuUtilPctMean = util.mean();
    out.powerWMean = power.mean();
    out.smClockMhzMin = sm.lowest();
    out.smClockMhzMax = sm.highest();
    out.temperatureCStart = start.highest();
    out.temperatureCMax = temperature.highest();
    out.memoryUsedBytesMax = memory.highest();
    return out;
}

RunTelemetrySummary summariseRunTelemetry(const RunTelemetry &trace, const QList<int> &gpuIndices)
{
    if (gpuIndices.isEmpty())
        return summariseRunTelemetry(trace.samples);
    std::vector<GpuSample> used;
    for (const GpuSample &s : trace.samples) {
        if (s.gpuIndex >= 0 && s.gpuIndex < int(trace.gpus.size()) &&
            gpuIndices.contains(trace.gpus[std::size_t(s.gpuIndex)].index))
            used.push_back(s);
    }
    return summariseRunTelemetry(used);
}

std::vector<MetricValue> RunTelemetrySummary::metrics() const
{
    std::vector<MetricValue> out;
    const auto add = [&out](const char *name, const std::optional<double> &v) {
        if (v)
            out.push_back({QString::fromLatin1(name), *v, QStringLiteral("telemetry")});
    };
    add("gpu_util_pct_mean", gpuUtilPctMean);
    add("power_w_mean", powerWMean);
    add("sm_clock_mhz_min", smClockMhzMin);
    add("sm_clock_mhz_max", smClockMhzMax);
    add("temperature_c_start", temperatureCStart);
    add("temperature_c_max", temperatureCMax);
    add("memory_used_bytes_max", memoryUsedBytesMax);
    return out;
}

void RunTelemetrySummary::applyTo(Run &run) const
{
    for (const MetricValue &m : metrics())
        run.setMetric(m.name, m.value, m.originalKey);
    if (throttleReasonsMask) {
        run.extra["throttle_reasons"] = *throttleReasonsMask;
        nlohmann::json names = nlohmann::json::array();
        for (const QString &name : ClockEventReasons::names(*throttleReasonsMask))
            names.push_back(name.toStdString());
        run.extra["throttle_reason_names"] = names;
    }
}

} // namespace lanebook
