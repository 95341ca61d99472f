#pragma once

#include <QStringList>

#include <cstdint>

namespace lanebook::ClockEventReasons {

// NVML clock-event (throttle) reason bits. Other vendors' reasons are mapped
// onto the same bits by their sources (power limits onto SwPowerCap, thermal onto
// HwThermalSlowdown) so that one gate reads them all.
enum Bit : std::uint64_t {
    GpuIdle = 0x1,
    ApplicationsClocksSetting = 0x2,
    SwPowerCap = 0x4,
    HwSlowdown = 0x8,
    SyncBoost = 0x10,
    SwThermalSlowdown = 0x20,
    HwThermalSlowdown = 0x40,
    HwPowerBrakeSlowdown = 0x80,
    DisplayClockSetting = 0x100,
};

// The bits that make a benchmark a measurement of a moving target (the thermal/clocks gate).
constexpr std::uint64_t kThrottlingMask =
    SwPowerCap | HwSlowdown | SwThermalSlowdown | HwThermalSlowdown | HwPowerBrakeSlowdown;

// NVML's names in snake case ("sw_power_cap", "hw_thermal_slowdown"), one per set bit, in
// bit order; unknown bits are named "bit_0x200". These are the words stored with a run.
QStringList names(std::uint64_t mask);

// The same in words a person reads ("power cap, HW thermal slowdown"); "none" for 0.
QString describe(std::uint64_t mask);

// The same, abbreviated for a narrow card ("pwr cap, HW therm"); the full words belong in a
// tooltip beside it. "none" for 0.
QString describeShort(std::uint64_t mask);

// The bit for an NVML name ("sw_power_cap"); 0 when unknown.
std::uint64_t bitForName(const QString &name);

} // namespace lanebook::ClockEventReasons
