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

namespace {

constexpr double kPi = 3.14159265358979323846;
// A load cycle: 45 s busy, 15 s idle, with 4 s ramps (a server filling and draining its batch),
// each GPU offset by 3 s.
constexpr double kCycleS = 60.0;
constexpr double kBusyS = 45.0;
constexpr double kRampS = 4.0;
// Thermal inertia: the die and heatsink follow the load with a ~12 s time constant; the
// chassis soaks up heat over minutes.
constexpr double kThermalTauS = 12.0;
constexpr double kSoakTauS = 120.0;
constexpr double kFilterStepS = 1.0;
constexpr int kFilterSteps = 72; // 6 time constants: what is older weighs under 0.3 %
constexpr double kAmbientC = 34.0;
constexpr double kThermalSlowdownC = 82.0;

double smoothstep(double x)
{
    x = std::clamp(x, 0.0, 1.0);
    return x * x * (3.0 - 2.0 * x);
}

// 0 (idle) .. 1 (full batch) at t seconds since the source started; idle before it.
double dutyLoad(int index, double t)
{
    if (t < 0.0)
        return 0.0;
    const double phase = std::fmod(t + index * 3.0, kCycleS);
    return smoothstep(phase / kRampS) * (1.0 - smoothstep((phase - kBusyS) / kRampS));
}

// The load seen through the first-order lag of the card's thermal mass (an exponential
// filter, summed over the recent past so that the sample stays a pure function of time).
double thermalLoad(int index, double t)
{
    const double alpha = 1.0 - std::exp(-kFilterStepS / kThermalTauS);
    double filtered = 0.0;
    double weight = alpha;
    for (int k = 0; k < kFilterSteps; ++k) {
        filtered += weight * dutyLoad(index, t - k * kFilterStepS);
        weight *= 1.0 - alpha;
    }
    return filtered;
}

} // namespace

GpuSample syntheticSample(int index, std::int64_t tNs, std::int64_t startNs)
{
    const double t = double(tNs - startNs) / 1e9;
    const double load = dutyLoad(index, t);
    // Slow wander (batch composition, request mix), not a flicker.
    const double wander = 0.5 + 0.5 * std::sin(2 * kPi * t / 7.0 + index);
    GpuSample s;
    s.gpuIndex = index;
    s.tNs = tNs;
    s.utilPct = std::clamp(100.0 * load * (0.9 + 0.1 * wander) + 1.0 * (1.0 - load), 0.0, 100.0);
    s.memUtilPct = load * (35.0 + 25.0 * wander);
    s.memTotalBytes = 143771.0 * 1024 * 1024;
    // The KV cache is allocated as the server fills up and kept while it runs.
    s.memUsedBytes = (32362.0 + (120000.0 - 32362.0) * smoothstep(2.0 * load)) * 1024 * 1024;
    // GPU 1 sits behind a worse heatsink (more °C per watt): it drifts past the slowdown
    // threshold about half a minute into each busy phase, for the demo and the thermal gate.
    const double riseC = index == 1 ? 52.0 : 34.0;
    const double soakC = 6.0 * (1.0 - std::exp(-std::max(t, 0.0) / kSoakTauS));
    s.temperatureC = kAmbientC + riseC * thermalLoad(index, t) + soakC + 0.5 * wander;
    s.memTemperatureC = *s.temperatureC - 10.0;
    s.powerLimitW = 700.0;
    s.powerW = 78.0 + 500.0 * load + 110.0 * load * wander;
    s.smClockMaxMhz = 1980.0;
    s.memClockMaxMhz = 3201.0;
    s.memClockMhz = 3201.0;
    s.throttleReasons = load < 0.1 ? std::uint64_t(ClockEventReasons::GpuIdle) : std::uint64_t(0);
    double sm = 345.0 + (1980.0 - 345.0) * smoothstep(4.0 * load);
    if (load >= 0.1 && *s.temperatureC > kThermalSlowdownC) {
        sm = std::min(sm, 1755.0);
        s.throttleReasons = ClockEventReasons::SwThermalSlowdown;
    } else if (load >= 0.1 && *s.powerW > 685.0) {
        sm = std::min(sm, 1905.0);
        s.throttleReasons = ClockEventReasons::SwPowerCap;
    }
    s.smClockMhz = sm;
    s.pcieGen = load >= 0.1 ? 5 : 1;
    s.pcieWidth = 16;
    // Energy since "driver load": integral of power, a plausible counter.
    s.energyMj = 1.0e9 + t * 400.0 * 1000.0;
    return s;
}

} // namespace lanebook
