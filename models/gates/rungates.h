#pragma once

#include "models/gates/gateresult.h"
#include "models/gates/rungatecontext.h"
#include "models/run/run.h"

#include <vector>

namespace lanebook {

// The validity gates that judge one run. Each returns not-applicable, saying what evidence
// would make it applicable, when the run does not record what it needs; none passes silently.

// Errors: failed / (completed + failed). Any failure warns (the survivors may be the easy
// requests); more than 1% fails.
constexpr double kErrorsFailShare = 0.01;

// Output length: the mean output below 90% of the tokens asked for fails, below 98% warns
// (client-side token recounts differ by a few tokens, so exact equality is not required);
// when lengths are drawn from a range (SGLang's random dataset), the expected mean is the
// middle of the range and the sampling wander of the mean is allowed on top. Any empty output
// fails; requests cut short (below 90% of the least asked for, or ended by EOS before it)
// warn, and fail above 5% of the requests.
constexpr double kOutputMeanFailRatio = 0.90;
constexpr double kOutputMeanWarnRatio = 0.98;
constexpr double kEarlyStopFailShare = 0.05;

// Thermal/clocks: the SM clock spread (max - min) / max over the run warns above 2% and
// fails above 5%; a temperature climb above 10 degrees C warns; clocks not locked warns;
// active throttle reasons (power cap, HW/SW thermal or HW slowdown, power brake) fail.
constexpr double kClockSpreadWarnPercent = 2.0;
constexpr double kClockSpreadFailPercent = 5.0;
constexpr double kTemperatureClimbWarnC = 10.0;
// A climb past half that still passes, but the reason says how far the GPU warmed.
constexpr double kTemperatureClimbNoteC = kTemperatureClimbWarnC / 2.0;
// NVML clocks-event reasons that mean the GPU slowed itself down: SwPowerCap 0x4,
// HwSlowdown 0x8, SwThermalSlowdown 0x20, HwThermalSlowdown 0x40, HwPowerBrakeSlowdown 0x80.
// GpuIdle, ApplicationsClocksSetting, SyncBoost and DisplayClockSetting are not throttling.
constexpr quint64 kThrottlingReasonsMask = 0x4 | 0x8 | 0x20 | 0x40 | 0x80;

GateResult checkLedgerBound(const Run &run, const RunGateContext &context = {});
GateResult checkOutputLength(const Run &run);
GateResult checkFreshResponse(const Run &run, const RunGateContext &context = {});
GateResult checkThermalClocks(const Run &run, const RunGateContext &context = {});
GateResult checkQualityCanaries(const Run &run, const RunGateContext &context = {});
GateResult checkContextReported(const Run &run);
GateResult checkErrors(const Run &run);
// Steady state: the run's steady window (models/frontier/steadystate.h) under half the run, or
// its throughput rising or falling between the window's thirds beyond both 20% and the
// counts' noise, warns; without per-request send times it does not apply.
GateResult checkSteadyState(const Run &run);

// All run gates, in their documented order (the order of GateId).
std::vector<GateResult> runGates(const Run &run, const RunGateContext &context = {});

// Whether a throttle reason name (nvidia-smi, NVML, dcgm, or other vendors' words) means the
// GPU slowed itself down.
bool isThrottlingReason(const QString &reason);

} // namespace lanebook
