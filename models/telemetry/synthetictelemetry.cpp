#include "models/telemetry/synthetictelemetry.h"

#include "models/telemetry/clockeventreasons.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace lanebook {

GpuIdentity syntheticGpu(int index)
{
    GpuIdentity g;
    g.vendor = QStringLiteral("fake");
    g.index = index;
    g.uuid = QStringLiteral("GPU-fa4e0000-0000-0000-0000-%1").arg(index, 12, 10, QLatin1Char('0'));
    g.name = QStringLiteral("Fake H200");
    g.driver = QStringLiteral("fake");
    g.busId = QStringLiteral("00000000:%1:00.0").arg(0x18 + index * 0x10, 2, 16, QLatin1Char('0'));
    return g;
}

GpuSample syntheticSample(int index, std::int64_t tNs, std::int64_t startNs)
{
    constexpr double kPi = 3.14159265358979323846;
    const double t = double(tNs - startNs) / 1e9;
    // Load phases of 20 s with a per-GPU offset: busy most of the time, idle gaps between.
    const double phase = std::fmod(t + index * 3.0, 20.0);
    const bool busy = phase < 15.0;
    const double ripple = 0.5 + 0.5 * std::sin(2 * kPi * t / 2.5 + index);
    GpuSample s;
    s.gpuIndex = index;
    s.tNs = tNs;
    s.utilPct = busy ? 88.0 + 12.0 * ripple : 2.0 * ripple;
    s.memUtilPct = busy ? 35.0 + 25.0 * ripple : 0.0;
    s.memTotalBytes = 143771.0 * 1024 * 1024;
    s.memUsedBytes = (busy ? 120000.0 + 6000.0 * ripple : 32362.0) * 1024 * 1024;
    // Warms up over the first minutes, higher under load; GPU 1 runs hotter.
    const double warm = 1.0 - std::exp(-t / 60.0);
    s.temperatureC =
        34.0 + (busy ? 30.0 : 8.0) * warm + (index == 1 ? 16.0 * warm : 0.0) + 2.0 * ripple;
    s.memTemperatureC = *s.temperatureC - 10.0;
    s.powerLimitW = 700.0;
    s.powerW = busy ? 560.0 + 130.0 * ripple : 78.0 + 4.0 * ripple;
    s.smClockMaxMhz = 1980.0;
    s.memClockMaxMhz = 3201.0;
    s.memClockMhz = 3201.0;
    s.throttleReasons = busy ? std::uint64_t(0) : std::uint64_t(ClockEventReasons::GpuIdle);
    double sm = busy ? 1980.0 : 345.0;
    if (busy && *s.temperatureC > 80.0) {
        sm = 1755.0;
        s.throttleReasons = ClockEventReasons::SwThermalSlowdown;
    } else if (busy && *s.powerW > 685.0) {
        sm = 1905.0;
        s.throttleReasons = ClockEventReasons::SwPowerCap;
    }
    s.smClockMhz = sm;
    s.pcieGen = busy ? 5 : 1;
    s.pcieWidth = 16;
    // Energy since "driver load": integral of power, a plausible counter.
    s.energyMj = 1.0e9 + t * 400.0 * 1000.0;
    return s;
}

} // namespace lanebook
