#pragma once

#include "models/statistics/comparisonoptions.h"
#include "models/statistics/decision.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::stats {

// Unpaired comparison for history (runs from different days or waves): Welch's t-test on
// log values gives the ratio of geometric means and its interval, Mann-Whitney U on the
// logs a rank p-value. Nothing ties the two arms to the same moment, so drift of the
// machine is inside the difference: every result carries the "not drift-controlled" label.
struct UnpairedComparison
{
    Verdict verdict = Verdict::NotEnoughData;
    int controlRuns = 0;
    int candidateRuns = 0;
    std::optional<double> deltaPercent; // ratio of geometric means, 100 (B/A - 1)
    std::optional<double> ciLowPercent; // Welch interval
    std::optional<double> ciHighPercent;
    std::optional<double> logDelta;
    std::optional<double> logCiLow;
    std::optional<double> logCiHigh;
    std::optional<double> welchPValue;
    std::optional<double> welchDegreesOfFreedom;
    std::optional<double> mannWhitneyPValue;
    bool mannWhitneyExact = false;
    double thresholdPercent = kMinimumDecisionThresholdPercent;
    bool driftControlled = false;
    QString label;   // "not drift-controlled", translated
    QString message; // what is missing and what would make the comparison possible
};

UnpairedComparison compareUnpaired(const std::vector<double> &control,
                                   const std::vector<double> &candidate,
                                   const ComparisonOptions &options);

} // namespace lanebook::stats
