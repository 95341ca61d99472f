#pragma once

#include "models/statistics/comparisonoptions.h"
#include "models/statistics/decision.h"
#include "models/statistics/pairedinterval.h"
#include "models/statistics/wilcoxon.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::stats {

// Paired comparison of a candidate arm with a control arm: runs pair by workload
// point and repeat slot of an interleaved wave, and the analysis works on d = log(B / A).
// Reports the Hodges-Lehmann median ratio as a relative delta, its confidence interval,
// the Wilcoxon signed-rank p-value, and the verdict of the decision rule.
struct PairedComparison
{
    Verdict verdict = Verdict::NotEnoughData;
    int pairs = 0;
    IntervalMethod intervalMethod = IntervalMethod::None;
    Estimator estimator = Estimator::HodgesLehmann;
    std::optional<double> deltaPercent; // 100 (B/A - 1) at the estimate
    std::optional<double> ciLowPercent;
    std::optional<double> ciHighPercent;
    std::optional<double> logDelta; // the same three on the log scale
    std::optional<double> logCiLow;
    std::optional<double> logCiHigh;
    std::optional<double> achievedConfidence; // exact interval: at least the requested level
    std::optional<double> pValue;             // Wilcoxon, two-sided
    std::optional<SignedRankMethod> pValueMethod;
    double thresholdPercent = kMinimumDecisionThresholdPercent; // delta of the decision rule
    QString message; // what is missing and what would make the comparison possible
};

PairedComparison comparePaired(const std::vector<double> &control,
                               const std::vector<double> &candidate,
                               const ComparisonOptions &options);

} // namespace lanebook::stats
