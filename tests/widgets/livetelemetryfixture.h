#pragma once

// Synthetic telemetry for the Live tab's tests and benchmark, in the shape the sampler hands
// over (models/telemetry/telemetrysample.h): one batch per tick for all GPUs. Values follow
// an H200 under a serving load (nvidia-smi's documented example: 100 %, 32362 MiB of 143771 MiB,
// 52 °C, 627.40 W of 700 W, 1980 MHz SM, 3201 MHz memory), with a slow swing per GPU. Fan
// speed is missing, as nvidia-smi prints "[N/A]" for it on an H200. The PCIe link is Gen 5 x16
// of Gen 5 x16 (the H200 capture), but GPU 6 runs at x8 in its x16 slot; GPU 0 runs the three
// processes of the H200 capture under load, each other GPU one server process.
#include "models/telemetry/telemetryhistory.h"

#include <cmath>

namespace lanebook::test {

constexpr std::int64_t kLiveStartNs = 1'780'000'000LL * 1'000'000'000;
constexpr std::int64_t kLiveTickNs = 100'000'000; // 10 Hz

struct LiveFixture
{
    int gpuCount = 8;
    int throttlingGpu = 5; // -1: none
    // Throttled: power cap and HW thermal slowdown, SM clock pulled down.
    std::uint64_t throttleReasons = 0x4 | 0x40;
    // false: the source reports neither the PCIe link nor the processes (as amd-smi here).
    bool linkAndProcesses = true;

    TelemetryBatch batch(int tick) const
    {
        TelemetryBatch batch;
        batch.sourceId = QStringLiteral("fake");
        batch.tNs = kLiveStartNs + tick * kLiveTickNs;
        for (int g = 0; g < gpuCount; ++g) {
            GpuIdentity gpu;
            gpu.index = g;
            gpu.uuid = QStringLiteral("GPU-fake-%1").arg(g);
            gpu.name = QStringLiteral("NVIDIA H200");
            gpu.driver = QStringLiteral("590.48.01");
            gpu.busId =
                QStringLiteral("00000000:%1:00.0").arg(0x18 + g * 0x10, 2, 16, QLatin1Char('0'));
            gpu.vendor = QStringLiteral("fake");
            batch.gpus.push_back(gpu);

            const double phase = tick / 40.0 + g * 0.7;
            const bool throttled = g == throttlingGpu;
            GpuSample sample;
            sample.gpuIndex = g;
            sample.tNs = batch.tNs;
            sample.utilPct = std::round(std::clamp(80.0 + 20.0 * std::sin(phase), 0.0, 100.0));
            sample.memUtilPct = 7.0;
            sample.memUsedBytes = (32362.0 + 2000.0 * g) * 1024 * 1024;
            sample.memTotalBytes = 143771.0 * 1024 * 1024;
            sample.temperatureC = std::round(throttled ? 86.0 : 52.0 + 4.0 * std::sin(phase / 3));
            sample.memTemperatureC = 40.0;
            sample.powerW = throttled ? 699.5 : 560.0 + 67.4 * std::sin(phase);
            sample.powerLimitW = 700.0;
            sample.smClockMhz = throttled ? 1410.0 + 60 * std::sin(phase) : 1980.0;
            sample.smClockMaxMhz = 1980.0;
            sample.memClockMhz = 3201.0;
            sample.memClockMaxMhz = 3201.0;
            if (linkAndProcesses) {
                sample.pcieGen = 5;
                sample.pcieWidth = g == 6 ? 8 : 16;
                sample.pcieGenMax = 5;
                sample.pcieWidthMax = 16;
                sample.processes = processes(g);
            }
            sample.throttleReasons = throttled ? throttleReasons : 0;
            batch.samples.push_back(sample);
        }
        return batch;
    }

    static QList<GpuProcess> processes(int g)
    {
        constexpr double kMiB = 1024.0 * 1024.0;
        if (g == 0)
            return {{10291, QStringLiteral("/root/tools/memhog"), 2566 * kMiB},
                    {10293, QStringLiteral("/root/tools/memhog"), 1542 * kMiB},
                    {10309, QStringLiteral("./gpu_burn"), 28234 * kMiB}};
        return {{4100 + g, QStringLiteral("/usr/bin/python3"), (30000.0 + 2000.0 * g) * kMiB}};
    }

    // Fills `ticks` ticks of history (6000: ten minutes at 10 Hz).
    void fill(TelemetryHistory &history, int ticks) const
    {
        for (int t = 0; t < ticks; ++t)
            history.append(batch(t));
    }
};

} // namespace lanebook::test
