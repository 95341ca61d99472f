#include "models/statistics/pairedinterval.h"

#include "models/statistics/hodgeslehmann.h"
#include "models/statistics/statisticstr.h"
#include "models/statistics/summary.h"

namespace lanebook::stats {

PairedInterval pairedLogInterval(const std::vector<double> &logRatios,
                                 const ComparisonOptions &options)
{
    PairedInterval interval;
    const int pairs = static_cast<int>(logRatios.size());
    if (pairs == 0) {
        interval.message = StatisticsTr::tr("No pairs to compare.");
        return interval;
    }
    interval.estimate = hodgesLehmannEstimate(logRatios);
    const int needed = minimumPairsForInterval(options.confidence);
    if (pairs < needed) {
        // Two messages: each count picks its own plural form ("1 pair", "4 more repeats").
        interval.message =
            StatisticsTr::tr("%n pair(s): a %1% interval needs at least %2 pairs (with 5 pairs "
                             "the smallest possible two-sided p-value is 0.0625).",
                             nullptr, pairs)
                .arg(options.confidence * 100.0, 0, 'g', 3)
                .arg(needed) +
            u' ' +
            StatisticsTr::tr("Run %n more interleaved repeat(s) of both arms.", nullptr,
                             needed - pairs);
        return interval;
    }
    if (pairs <= options.maxPairsForExactInterval) {
        const std::optional<WalshInterval> walsh =
            hodgesLehmannInterval(logRatios, options.confidence);
        if (walsh) {
            interval.method = IntervalMethod::ExactWalsh;
            interval.low = walsh->low;
            interval.high = walsh->high;
            interval.achievedConfidence = walsh->achievedConfidence;
        } else {
            interval.message = StatisticsTr::tr("No exact interval at this confidence level.");
        }
        return interval;
    }
    BootstrapOptions bootstrap = options.bootstrap;
    bootstrap.confidence = options.confidence;
    bootstrap.resamples = std::max(bootstrap.resamples, kMinimumBootstrapResamples);
    SampleStatistic statistic = hodgesLehmannEstimate;
    if (pairs > kMaxPairsForHodgesLehmannBootstrap) {
        interval.estimator = Estimator::Median;
        statistic = medianOf;
        interval.estimate = medianOf(logRatios);
    }
    const std::optional<BcaInterval> bca = bcaBootstrap(logRatios, statistic, bootstrap);
    if (!bca) {
        interval.message = StatisticsTr::tr("The bootstrap interval could not be computed: the "
                                            "log ratios do not vary in a way the BCa correction "
                                            "can use.");
        return interval;
    }
    interval.method = IntervalMethod::BootstrapBca;
    interval.low = bca->low;
    interval.high = bca->high;
    interval.resamples = bca->resamples;
    return interval;
}

QString intervalMethodText(IntervalMethod method)
{
    switch (method) {
    case IntervalMethod::ExactWalsh:
        return StatisticsTr::tr("exact Wilcoxon signed-rank interval");
    case IntervalMethod::BootstrapBca:
        return StatisticsTr::tr("paired BCa bootstrap");
    case IntervalMethod::None:
        break;
    }
    return StatisticsTr::tr("no interval");
}

} // namespace lanebook::stats
