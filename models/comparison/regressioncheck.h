#pragma once

#include "models/comparison/comparisonreport.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// The CI regression gate's rule (`lanebook-cli check`), on top of a comparison report.
//
// A row (one workload point, or the overall pooled numbers) is a regression when both hold:
// - it is beyond the noise: the comparison's verdict is "slower" (worse for the metric's
//   direction), i.e. the whole interval lies outside +-max(1%, the A/A noise floor);
// - it is beyond the allowed regression: the delta, on the worse side, exceeds
//   maxRegressionPercent (a real 0.5% loss under a 2% allowance passes).
// Without an interval (too few pairs: one run per arm is the common CI case) the row is
// judged on its point estimate alone, against max(allowed, decision threshold), and says so:
// a CI job that runs once per commit still catches a 10% cliff, and a 0.1% wobble never
// fails it. A row with no delta at all cannot be judged.

enum class RegressionOutcome {
    Pass,       // no regression beyond the noise and the allowance
    Regression, // worse beyond both
    NoDelta,    // nothing computed for this row (its message says why)
};

enum class RegressionBasis {
    Interval,      // the confidence interval decided
    PointEstimate, // no interval: the delta alone
    None,
};

struct RegressionRow
{
    QString where; // the workload point's label; "all points" for the overall row
    bool overall = false;
    std::optional<double> baseline;  // control median (per point; overall with one point)
    std::optional<double> candidate; // candidate median
    std::optional<double> deltaPercent;
    std::optional<double> ciLowPercent;
    std::optional<double> ciHighPercent;
    stats::Verdict verdict = stats::Verdict::NotEnoughData;
    double thresholdPercent = stats::kMinimumDecisionThresholdPercent;
    RegressionOutcome outcome = RegressionOutcome::NoDelta;
    RegressionBasis basis = RegressionBasis::None;
    QString reason; // one sentence with the figures, translated
};

struct MetricRegressionCheck
{
    QString metricName;
    stats::MetricDirection direction = stats::MetricDirection::HigherIsBetter;
    double maxRegressionPercent = 0.0;
    // One row per shared workload point, then the overall row when there are several.
    std::vector<RegressionRow> rows;

    bool regressed() const;
};

// Judges every point of a comparable report and its overall numbers.
MetricRegressionCheck checkForRegression(const ComparisonReport &report,
                                         double maxRegressionPercent);

// How much worse the candidate is, in percent (positive = worse), for the direction:
// -delta when more is better, +delta when less is.
double worsePercent(double deltaPercent, stats::MetricDirection direction);

QString regressionOutcomeId(RegressionOutcome outcome); // "pass", "regression", "no-delta"

} // namespace lanebook
