#pragma once

#include <QList>
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

// A process with a compute context on a GPU, as the driver lists it (nvidia-smi
// --query-compute-apps, NVML's running compute processes).
struct GpuProcess
{
    qint64 pid = 0;
    QString name; // the tool's process_name (often a path); empty when it could not say
    std::optional<double> usedMemBytes; // missing under Windows WDDM or without permission

    friend bool operator==(const GpuProcess &, const GpuProcess &) = default;
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
    // The PCIe link now (an idle GPU drops its generation to save power) and the most the GPU
    // and its slot allow.
    std::optional<int> pcieGen;
    std::optional<int> pcieWidth;
    std::optional<int> pcieGenMax;
    std::optional<int> pcieWidthMax;
    // NVML clock-event reason bits; other vendors map into the same bits.
    std::optional<std::uint64_t> throttleReasons;
    // The processes on the GPU: nullopt when the source does not list them, empty when it does
    // and none runs. A QList, so that copying a sample (every tick, into the history) shares
    // the list instead of copying it.
    std::optional<QList<GpuProcess>> processes;

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
