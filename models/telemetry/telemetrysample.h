#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace lanebook {

// Who a GPU is, as its vendor tool reports it. `index` is the tool's index on its host.
struct GpuIdentity
{
    QString host; // empty: this machine
    int index = 0;
    QString uuid;
    QString name;
    QString driver;
    QString busId;
    QString vendor; // "nvidia", "intel", "amd", "fake"

    friend bool operator==(const GpuIdentity &, const GpuIdentity &) = default;
};

// One reading of one GPU. A metric the source lacks, or that the tool printed as
// "[N/A]" / "[Not Supported]", is std::nullopt: missing, never 0.
struct GpuSample
{
    int gpuIndex = 0;     // position in TelemetryBatch::gpus of the source's identity list
    std::int64_t tNs = 0; // wall clock, ns since the epoch
    std::optional<double> utilPct;
    std::optional<double> memUtilPct;
    std::optional<double> memUsedBytes;
    std::optional<double> memTotalBytes;
    std::optional<double> temperatureC;
    std::optional<double> memTemperatureC;
    std::optional<double> powerW;
    std::optional<double> powerLimitW;
    std::optional<double> smClockMhz;
    std::optional<double> smClockMaxMhz;
    std::optional<double> memClockMhz;
    std::optional<double> memClockMaxMhz;
    std::optional<double> fanPct;
    std::optional<double> energyMj; // cumulative since the driver loaded
    std::optional<int> pcieGen;
    std::optional<int> pcieWidth;
    // NVML clock-event reason bits; other vendors map into the same bits.
    std::optional<std::uint64_t> throttleReasons;

    friend bool operator==(const GpuSample &, const GpuSample &) = default;
};

// Everything one source read in one tick: a sample per GPU, taken together. Crosses threads
// as one queued signal per tick, never a signal per sample.
struct TelemetryBatch
{
    QString sourceId; // "nvml", "nvidia-smi", "fake", "prometheus=http://..."
    std::int64_t tNs = 0;
    std::vector<GpuIdentity> gpus; // the identities, in sample order
    std::vector<GpuSample> samples;
    QString error; // empty when the tick read fine; said once by the sampler, not per tick
};

} // namespace lanebook
