#include "models/statistics/samplesizeplanner.h"

#include "models/statistics/distributions.h"
#include "models/statistics/hodgeslehmann.h"
#include "models/statistics/statisticstr.h"

#include <algorithm>
#include <cmath>

namespace lanebook::stats {

namespace {

bool validOptions(const SampleSizeOptions &options)
{
    return options.alpha > 0.0 && options.alpha < 1.0 && options.power > 0.0 && options.power < 1.0;
}

double zSum(const SampleSizeOptions &options)
{
    return normalQuantile(1.0 - options.alpha / 2.0) + normalQuantile(options.power);
}

} // namespace

SampleSizePlan planPairs(double cvPercent, double effectPercent, const SampleSizeOptions &options)
{
    SampleSizePlan plan;
    if (!validOptions(options)) {
        plan.message = StatisticsTr::tr("Significance and power must lie between 0 and 1.");
        return plan;
    }
    plan.minimumPairs = minimumPairsForInterval(1.0 - options.alpha);
    if (!(std::isfinite(cvPercent) && cvPercent > 0.0)) {
        plan.message = StatisticsTr::tr("No spread is known yet: run at least three repeats of "
                                        "the same recipe to measure the coefficient of "
                                        "variation, then plan.");
        return plan;
    }
    if (!(std::isfinite(effectPercent) && effectPercent > 0.0)) {
        plan.message = StatisticsTr::tr("State the smallest effect worth detecting, in "
                                        "percent, to plan the number of repeats.");
        return plan;
    }
    const double ratio = zSum(options) * cvPercent / effectPercent;
    plan.formulaPairs = 2.0 * ratio * ratio;
    // Compare with a little slack so that a product meant to be whole is not bumped up by
    // rounding noise in the last digit.
    const double rounded = std::ceil(plan.formulaPairs * (1.0 - 1e-12));
    if (rounded > 1e9) {
        plan.message = StatisticsTr::tr("The effect is far below the noise: no practical number "
                                        "of repeats resolves it. Reduce the noise first (lock "
                                        "clocks, interleave, warm up).");
        return plan;
    }
    plan.pairs = std::max(static_cast<int>(rounded), plan.minimumPairs);
    if (*plan.pairs > static_cast<int>(rounded))
        plan.message = StatisticsTr::tr("The formula asks for %n pair(s); %1 is the fewest that "
                                        "give an exact %2% interval.",
                                        nullptr, static_cast<int>(rounded))
                           .arg(plan.minimumPairs)
                           .arg((1.0 - options.alpha) * 100.0, 0, 'g', 3);
    return plan;
}

std::optional<double> detectableEffectPercent(double cvPercent, int pairs,
                                              const SampleSizeOptions &options)
{
    if (!validOptions(options) || !(std::isfinite(cvPercent) && cvPercent > 0.0) || pairs < 1)
        return std::nullopt;
    return zSum(options) * cvPercent * std::sqrt(2.0 / pairs);
}

std::optional<long long> draftTokensForAcceptance(double acceptanceRate, double difference,
                                                  double alpha)
{
    if (!(acceptanceRate > 0.0 && acceptanceRate < 1.0) || !(difference > 0.0) ||
        !(alpha > 0.0 && alpha < 1.0))
        return std::nullopt;
    const double z = normalQuantile(1.0 - alpha / 2.0);
    const double tokens =
        acceptanceRate * (1.0 - acceptanceRate) * (z / difference) * (z / difference);
    if (tokens > 1e15)
        return std::nullopt;
    return static_cast<long long>(std::ceil(tokens * (1.0 - 1e-12)));
}

} // namespace lanebook::stats
