#include "models/telemetry/runtelemetry.h"

#include "models/telemetry/clockeventreasons.h"

#include <algorithm>
#include <limits>
#include <map>

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

struct GpuEnergy
{
    std::optional<double> joules;
    bool fromCounter = false;
    bool wrapped = false;
};

// One GPU's samples, in time order.
GpuEnergy energyOfGpu(const std::vector<const GpuSample *> &trace)
{
    GpuEnergy energy;
    if (trace.size() < 2)
        return energy;
    const bool counter = std::all_of(trace.begin(), trace.end(),
                                     [](const GpuSample *s) { return s->energyMj.has_value(); });
    if (counter) {
        double mj = 0.0;
        for (size_t i = 1; i < trace.size(); ++i) {
            const double step = *trace[i]->energyMj - *trace[i - 1]->energyMj;
            if (step < 0.0)
                energy.wrapped = true;
            else
                mj += step;
        }
        energy.joules = mj / 1000.0;
        energy.fromCounter = true;
        return energy;
    }
    if (!std::all_of(trace.begin(), trace.end(),
                     [](const GpuSample *s) { return s->powerW.has_value(); }))
        return energy;
    double joules = 0.0;
    for (size_t i = 1; i < trace.size(); ++i) {
        const double dtS = double(trace[i]->tNs - trace[i - 1]->tNs) / 1e9;
        joules += 0.5 * (*trace[i]->powerW + *trace[i - 1]->powerW) * dtS;
    }
    energy.joules = joules;
    return energy;
}

void addEnergy(RunTelemetrySummary &out, const std::vector<GpuSample> &samples)
{
    std::map<int, std::vector<const GpuSample *>> byGpu;
    std::int64_t firstNs = std::numeric_limits<std::int64_t>::max();
    std::int64_t lastNs = std::numeric_limits<std::int64_t>::min();
    for (const GpuSample &s : samples) {
        byGpu[s.gpuIndex].push_back(&s);
        firstNs = std::min(firstNs, s.tNs);
        lastNs = std::max(lastNs, s.tNs);
    }
    if (byGpu.empty() || lastNs <= firstNs)
        return;
    double joules = 0.0;
    int counters = 0;
    for (auto &[gpu, trace] : byGpu) {
        std::stable_sort(trace.begin(), trace.end(),
                         [](const GpuSample *a, const GpuSample *b) { return a->tNs < b->tNs; });
        const GpuEnergy energy = energyOfGpu(trace);
        if (!energy.joules)
            return; // a GPU without energy: no figure for the run, never a partial one
        joules += *energy.joules;
        counters += energy.fromCounter ? 1 : 0;
        out.energyCounterWrapped = out.energyCounterWrapped || energy.wrapped;
    }
    out.energyJ = joules;
    out.energySpanS = double(lastNs - firstNs) / 1e9;
    out.energyGpus = int(byGpu.size());
    out.energyMethod = counters == int(byGpu.size()) ? QStringLiteral("counter")
                       : counters == 0               ? QStringLiteral("integrated_power")
                                                     : QStringLiteral("mixed");
}

} // namespace

RunTelemetrySummary summariseRunTelemetry(const std::vector<GpuSample> &samples)
{
    RunTelemetrySummary out;
    out.sampleCount = int(samples.size());
    Range util, power, sm, temperature, memory, powerLimit;
    std::int64_t firstT = std::numeric_limits<std::int64_t>::max();
    for (const GpuSample &s : samples) {
        util.add(s.utilPct);
        power.add(s.powerW);
        sm.add(s.smClockMhz);
        temperature.add(s.temperatureC);
        memory.add(s.memUsedBytes);
        powerLimit.add(s.powerLimitW);
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
    out.powerLimitWMin = powerLimit.lowest();
    out.powerLimitWMax = powerLimit.highest();
    std::map<int, Range> limitOfGpu;
    for (const GpuSample &s : samples)
        limitOfGpu[s.gpuIndex].add(s.powerLimitW);
    for (const auto &entry : limitOfGpu)
        out.powerLimitChanged =
            out.powerLimitChanged || entry.second.lowest() != entry.second.highest();
    addEnergy(out, samples);
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
    add("energy_j", energyJ);
    return out;
}

void RunTelemetrySummary::applyTo(Run &run) const
{
    for (const MetricValue &m : metrics())
        run.setMetric(m.name, m.value, m.originalKey);
    if (energyJ && energySpanS > 0.0) {
        const double meanPowerW = *energyJ / energySpanS;
        const std::optional<double> tokPerS = run.metricValue(QStringLiteral("output_tok_per_s"));
        if (tokPerS && *tokPerS > 0.0 && meanPowerW > 0.0) {
            run.setMetric(QStringLiteral("energy_j_per_output_token"), meanPowerW / *tokPerS,
                          QStringLiteral("telemetry"));
            run.setMetric(QStringLiteral("output_tok_per_s_per_w"), *tokPerS / meanPowerW,
                          QStringLiteral("telemetry"));
        }
        run.extra["energy"] = {{"method", energyMethod.toStdString()},
                               {"span_s", energySpanS},
                               {"gpus", energyGpus},
                               {"counter_wrapped", energyCounterWrapped}};
    }
    if (powerLimitWMin && powerLimitWMax)
        run.extra["power_limit_w"] = {
            {"min", *powerLimitWMin}, {"max", *powerLimitWMax}, {"changed", powerLimitChanged}};
    if (throttleReasonsMask) {
        run.extra["throttle_reasons"] = *throttleReasonsMask;
        nlohmann::json names = nlohmann::json::array();
        for (const QString &name : ClockEventReasons::names(*throttleReasonsMask))
            names.push_back(name.toStdString());
        run.extra["throttle_reason_names"] = names;
    }
}

} // namespace lanebook
