#include "backends/telemetry/fakegpu.h"

#include "models/telemetry/clockeventreasons.h"

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

constexpr double kPi = 3.14159265358979323846;

// Time constants, in seconds. GPU Boost reacts within milliseconds: a read after work
// arrives sees the boost clock. Clocks fall back more slowly once the work ends.
constexpr double kClockUpS = 0.01;
constexpr double kClockDownS = 0.5;
constexpr double kUtilS = 0.3; // nvidia-smi's utilisation is an average over its period
constexpr double kPowerS = 0.15;
constexpr double kMemoryS = 0.5; // the server's KV cache filling and being freed
constexpr double kDieS = 1.5;
constexpr double kSinkS = 150.0;

constexpr double kIdleClockMhz = 345.0;
constexpr double kBoostClockMhz = 1980.0;
constexpr double kThrottledClockMhz = 1755.0;
constexpr double kMemClockMhz = 3201.0;
constexpr double kIdlePowerW = 72.0;
constexpr double kBusyPowerW = 540.0; // under the 700 W limit: a decode load, not a burn test
constexpr double kLeakageWPerC = 0.8; // a hot die leaks more
constexpr double kPowerLimitW = 700.0;
constexpr double kIdleMemMiB = 32362.0;
constexpr double kBusyMemMiB = 120000.0;
constexpr double kMemTotalMiB = 143771.0;
constexpr double kIdleUtil = 0.1; // below this share a real card reports itself idle

// x moved toward target over dt with time constant tau (exact for a first-order lag, so any
// step length is stable).
double approach(double x, double target, double dt, double tau)
{
    return target + (x - target) * std::exp(-dt / tau);
}

} // namespace

FakeGpu::FakeGpu(int index)
    : m_index(index)
    , m_inletC(index == 1 ? 40.0 : 32.0 + 0.5 * (index % 4))
    , m_dieRiseC(index == 1 ? 9.0 : 4.0)
    , m_sinkRiseC(index == 1 ? 42.0 : 26.0)
    , m_powerW(kIdlePowerW)
    , m_smClockMhz(kIdleClockMhz)
    , m_memUsedMiB(kIdleMemMiB)
{}

GpuSample FakeGpu::step(double stepS, double load, std::int64_t tNs)
{
    const double dt = std::max(stepS, 0.0);
    load = std::clamp(load, 0.0, 1.0);
    m_timeS += dt;
    // Slow wander of a real load (batch composition, request mix), not a flicker.
    const double wander = 0.5 + 0.5 * std::sin(2 * kPi * m_timeS / 7.0 + m_index);

    m_util = approach(m_util, load, dt, kUtilS);
    m_dieC = approach(m_dieC, m_dieRiseC * load, dt, kDieS);
    m_sinkC = approach(m_sinkC, m_sinkRiseC * load, dt, kSinkS);
    const double temperatureC = m_inletC + m_sinkC + m_dieC;
    const double powerTargetW = kIdlePowerW +
                                (kBusyPowerW - kIdlePowerW) * load * (0.95 + 0.05 * wander) +
                                kLeakageWPerC * std::max(0.0, temperatureC - 40.0);
    m_powerW = approach(m_powerW, powerTargetW, dt, kPowerS);
    m_memUsedMiB = approach(m_memUsedMiB, load > 0.0 ? kBusyMemMiB : kIdleMemMiB, dt, kMemoryS);
    const bool busy = load > 0.0;
    m_smClockMhz = approach(m_smClockMhz, busy ? kBoostClockMhz : kIdleClockMhz, dt,
                            busy ? kClockUpS : kClockDownS);
    m_energyMj += m_powerW * dt * 1000.0;

    GpuSample s;
    s.gpuIndex = m_index;
    s.tNs = tNs;
    s.utilPct = 100.0 * m_util * (0.97 + 0.03 * wander);
    s.memUtilPct = m_util * (35.0 + 25.0 * wander);
    s.memUsedBytes = m_memUsedMiB * 1024 * 1024;
    s.memTotalBytes = kMemTotalMiB * 1024 * 1024;
    s.temperatureC = temperatureC;
    s.memTemperatureC = temperatureC - 8.0;
    s.powerW = m_powerW;
    s.powerLimitW = kPowerLimitW;
    s.smClockMaxMhz = kBoostClockMhz;
    s.memClockMhz = kMemClockMhz;
    s.memClockMaxMhz = kMemClockMhz;
    s.smClockMhz = m_smClockMhz;
    s.throttleReasons = m_util < kIdleUtil ? std::uint64_t(ClockEventReasons::GpuIdle) : 0;
    if (temperatureC >= kSlowdownC && m_util >= kIdleUtil) {
        // The driver gives up boost bins to cool the die: the run measured a moving target.
        s.smClockMhz = std::min(m_smClockMhz, kThrottledClockMhz);
        s.throttleReasons = ClockEventReasons::SwThermalSlowdown;
    }
    // Links train down to save power when idle.
    s.pcieGen = m_util >= kIdleUtil ? 5 : 1;
    s.pcieWidth = 16;
    // An H200's slot: the link trains down at idle and back up under load, as a real card's.
    s.pcieGenMax = 5;
    s.pcieWidthMax = 16;
    s.energyMj = m_energyMj;
    return s;
}

} // namespace lanebook
