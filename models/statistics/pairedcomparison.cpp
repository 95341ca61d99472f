#include "models/statistics/pairedcomparison.h"

#include "models/statistics/logratios.h"
#include "models/statistics/statisticstr.h"

namespace lanebook::stats {

PairedComparison comparePaired(const std::vector<double> &control,
                               const std::vector<double> &candidate,
                               const ComparisonOptions &options)
{
    PairedComparison comparison;
    comparison.thresholdPercent = decisionThresholdPercent(options.noiseFloorPercent);
    const LogValues ratios = pairedLogRatios(control, candidate, options.metricName);
    if (!ratios.ok()) {
        comparison.message = ratios.error;
        return comparison;
    }
    comparison.pairs = static_cast<int>(ratios.values.size());

    // The p-value is reported even when the interval is not: "5 pairs, p = 0.0625" is
    // itself the explanation of why nothing can be called.
    if (const std::optional<SignedRankTest> test = signedRankTest(ratios.values)) {
        comparison.pValue = test->pValue;
        comparison.pValueMethod = test->method;
    }

    const PairedInterval interval = pairedLogInterval(ratios.values, options);
    comparison.estimator = interval.estimator;
    comparison.logDelta = interval.estimate;
    comparison.deltaPercent = logRatioToPercent(interval.estimate);
    comparison.intervalMethod = interval.method;
    if (!interval.low || !interval.high) {
        comparison.message = interval.message;
        return comparison;
    }
    comparison.logCiLow = interval.low;
    comparison.logCiHigh = interval.high;
    comparison.ciLowPercent = logRatioToPercent(*interval.low);
    comparison.ciHighPercent = logRatioToPercent(*interval.high);
    comparison.achievedConfidence = interval.achievedConfidence;
    comparison.verdict =
        decide(*interval.low, *interval.high, comparison.thresholdPercent, options.direction);
    if (!comparison.pValue)
        comparison.message = StatisticsTr::tr("Every pair gave the same value on both arms; "
                                              "the signed-rank test has nothing to rank.");
    return comparison;
}

} // namespace lanebook::stats
