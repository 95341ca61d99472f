#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::stats {

// Drift of the control arm over wall time, and arms that were not interleaved
// (thermal state is a variable; never AAAA then BBBB).
//
// The trend is the Theil-Sen slope of log(value) against time in hours, robust to a single
// odd run, with Sen's interval. It is flagged when the interval excludes zero AND the drift
// it implies over the whole span, 100 (exp(slope * span) - 1), exceeds the decision
// threshold: a significant but tiny trend is not worth a warning, a large but uncertain one
// is not evidence. Spearman's rho and its p-value are reported alongside.

struct ControlDrift
{
    int runs = 0;
    double spanHours = 0.0;
    std::optional<double> slopePercentPerHour; // 100 (exp(slope) - 1)
    std::optional<double> slopeLowPercentPerHour;
    std::optional<double> slopeHighPercentPerHour;
    std::optional<double> driftOverSpanPercent;
    std::optional<double> spearmanRho;
    std::optional<double> spearmanPValue;
    bool flagged = false;
    QString message; // the warning when flagged, or what is missing
};

constexpr int kMinimumRunsForDrift = 3;

ControlDrift controlArmDrift(const std::vector<long long> &timestampsMs,
                             const std::vector<double> &values, double thresholdPercent,
                             double confidence = 0.95);

// Order of the arms in a wave, from each run's arm label and start time.
struct ArmRun
{
    long long startedMs = 0;
    QString arm;
};

struct ArmOrder
{
    int runs = 0;
    int arms = 0;
    int blocks = 0;       // maximal stretches of one arm in time order
    int longestBlock = 0; // runs in the longest stretch
    QString longestBlockArm;
    bool fullyBlocked = false; // each arm ran in one stretch: AAAA then BBBB
    bool interleaved = false;  // no arm ran more than twice in a row (ABBA is allowed)
    QString message;           // the warning, or why the order cannot be judged
};

constexpr int kMaximumRunsInARow = 2;

ArmOrder checkArmOrder(std::vector<ArmRun> runs);

} // namespace lanebook::stats
