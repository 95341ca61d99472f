#pragma once

#include "models/run/run.h"
#include "models/telemetry/telemetrysample.h"

#include <QList>

#include <cstdint>
#include <optional>
#include <vector>

namespace lanebook {

// A run's telemetry trace as the notebook keeps it: the GPUs it ran on and every stored
// sample, ordered by GPU then time; GpuSample::gpuIndex is a position in `gpus`.
struct RunTelemetry
{
    std::vector<GpuIdentity> gpus;
    std::vector<GpuSample> samples;
};

// Telemetry summarised over a run (the vocabulary's telemetry metrics), what the thermal/clocks
// gate reads: any field is missing when no sample carried that metric.
struct RunTelemetrySummary
{
    int sampleCount = 0;
    std::optional<double> gpuUtilPctMean;
    std::optional<double> powerWMean;
    std::optional<double> smClockMhzMin;
    std::optional<double> smClockMhzMax;
    std::optional<double> temperatureCStart; // the hottest GPU at the first sample
    std::optional<double> temperatureCMax;
    std::optional<double> memoryUsedBytesMax;
    std::optional<std::uint64_t> throttleReasonsMask; // clock-event reasons OR'ed over the run
    // Energy of the run's GPUs over the trace's span (first to last sample), summed: each GPU's
    // energy counter where every sample of it has one (NVML total energy, amd-smi), else its
    // power integrated by the trapezoid rule; missing when a GPU has neither, or fewer than two
    // samples. "counter", "integrated_power", or "mixed" (GPUs differ).
    std::optional<double> energyJ;
    double energySpanS = 0.0;
    int energyGpus = 0;
    QString energyMethod;
    // A GPU's counter went backwards (a wrap or a driver reload): only its increases counted.
    bool energyCounterWrapped = false;
    // The GPUs' power limit (enforced, in W) over the run: its lowest and highest reading over
    // every GPU, and whether one GPU's limit changed during the run (GPUs capped differently
    // are not a change).
    std::optional<double> powerLimitWMin;
    std::optional<double> powerLimitWMax;
    bool powerLimitChanged = false;

    // gpu_util_pct_mean, power_w_mean, sm_clock_mhz_min, sm_clock_mhz_max,
    // temperature_c_start, temperature_c_max, memory_used_bytes_max, energy_j: the present
    // ones.
    std::vector<MetricValue> metrics() const;
    // Sets those metrics on the run, and extra.throttle_reasons (the NVML mask, as the gate
    // reads it) with extra.throttle_reason_names (the same in NVML's words). With energy and
    // the run's output_tok_per_s: energy_j_per_output_token and output_tok_per_s_per_w, both
    // from the GPUs' mean power over the trace's span (energy_j / span) against the run's
    // throughput over its measured window, and extra.energy saying how (method, span_s, gpus,
    // counter_wrapped), and extra.power_limit_w {"min", "max", "changed"} where the source reads
    // it.
    void applyTo(Run &run) const;
};

RunTelemetrySummary summariseRunTelemetry(const std::vector<GpuSample> &samples);
// Over the GPUs the run used (their host indices, runs.gpu_ids; empty: every GPU in the
// trace), so that an idle neighbour's clocks do not count against a run.
RunTelemetrySummary summariseRunTelemetry(const RunTelemetry &trace, const QList<int> &gpuIndices);

} // namespace lanebook
