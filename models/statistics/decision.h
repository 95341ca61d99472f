#pragma once

#include <QString>

#include <optional>

namespace lanebook::stats {

// The decision rule: a change is called only when the whole confidence
// interval lies outside the band of +-delta, delta = max(1%, the A/A noise floor). The band
// is symmetric on the log scale (a ratio between 1/(1 + delta) and 1 + delta is inside), so
// swapping control and candidate swaps Faster and Slower exactly. Overlap of two separate
// intervals is never the test.

enum class Verdict { Faster, Slower, WithinNoise, NotEnoughData };

// Whether a larger value is an improvement (tok/s) or a regression (latency); "Faster"
// always means better.
enum class MetricDirection { HigherIsBetter, LowerIsBetter };

constexpr double kMinimumDecisionThresholdPercent = 1.0;

// max(1%, noise floor); the floor is optional because it needs A/A repeats.
double decisionThresholdPercent(std::optional<double> noiseFloorPercent);

// Interval of log(candidate / control), threshold in percent.
Verdict decide(double logCiLow, double logCiHigh, double thresholdPercent,
               MetricDirection direction);

// log ratio <-> relative change in percent: 100 (e^x - 1) and its inverse.
double logRatioToPercent(double logRatio);
double percentToLogRatio(double percent);

// "faster", "slower", "within noise", "not enough data", translated.
QString verdictText(Verdict verdict);

} // namespace lanebook::stats
