#include "models/statistics/outliers.h"

#include "models/statistics/statisticstr.h"
#include "models/statistics/summary.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace lanebook::stats {

namespace {

constexpr double kMadConsistency = 0.6745;
constexpr double kMeanAdConsistency = 1.253314;

} // namespace

std::vector<double> modifiedZScores(const std::vector<double> &values)
{
    std::vector<double> scores(values.size(), 0.0);
    if (values.empty())
        return scores;
    const double median = medianOf(values);
    std::vector<double> deviations(values.size());
    std::transform(values.begin(), values.end(), deviations.begin(),
                   [median](double x) { return std::fabs(x - median); });
    const double mad = medianOf(deviations);
    const double meanAd = std::accumulate(deviations.begin(), deviations.end(), 0.0) /
                          static_cast<double>(deviations.size());
    for (size_t i = 0; i < values.size(); ++i) {
        if (mad > 0.0)
            scores[i] = kMadConsistency * (values[i] - median) / mad;
        else if (meanAd > 0.0)
            scores[i] = (values[i] - median) / (kMeanAdConsistency * meanAd);
    }
    return scores;
}

std::vector<OutlierFlag> flagOutliers(const std::vector<double> &values)
{
    std::vector<OutlierFlag> flags;
    if (values.size() < 3)
        return flags; // two values cannot disagree with "the rest"
    const std::vector<double> scores = modifiedZScores(values);
    std::vector<double> sorted(values);
    std::sort(sorted.begin(), sorted.end());
    const double p25 = percentileOfSorted(sorted, 25.0);
    const double p75 = percentileOfSorted(sorted, 75.0);
    const double iqr = p75 - p25;
    const double lowFence = p25 - kTukeyFenceFactor * iqr;
    const double highFence = p75 + kTukeyFenceFactor * iqr;
    for (size_t i = 0; i < values.size(); ++i) {
        const int index = static_cast<int>(i);
        if (std::fabs(scores[i]) > kModifiedZScoreLimit) {
            flags.push_back({index, values[i], OutlierRule::ModifiedZScore, scores[i],
                             StatisticsTr::tr("modified z-score %1 is beyond +-%2")
                                 .arg(scores[i], 0, 'f', 2)
                                 .arg(kModifiedZScoreLimit)});
        }
        if (values[i] < lowFence || values[i] > highFence) {
            const bool low = values[i] < lowFence;
            const double beyond = low ? lowFence - values[i] : values[i] - highFence;
            flags.push_back(
                {index, values[i], OutlierRule::TukeyFence, iqr > 0.0 ? beyond / iqr : 0.0,
                 low ? StatisticsTr::tr("below the lower Tukey fence %1").arg(lowFence, 0, 'g', 6)
                     : StatisticsTr::tr("above the upper Tukey fence %1")
                           .arg(highFence, 0, 'g', 6)});
        }
    }
    return flags;
}

std::vector<PairExclusion> suggestPairExclusions(const std::vector<double> &control,
                                                 const std::vector<double> &candidate)
{
    std::vector<PairExclusion> suggestions;
    if (control.size() != candidate.size())
        return suggestions;
    std::vector<double> logRatios;
    for (size_t i = 0; i < control.size(); ++i) {
        if (!(control[i] > 0.0 && candidate[i] > 0.0 && std::isfinite(control[i]) &&
              std::isfinite(candidate[i])))
            return suggestions; // the comparison itself reports unusable values
        logRatios.push_back(std::log(candidate[i] / control[i]));
    }
    std::map<int, QStringList> reasons;
    const auto collect = [&reasons](const std::vector<double> &values, const QString &what) {
        for (const OutlierFlag &flag : flagOutliers(values))
            reasons[flag.index].append(what.arg(flag.reason));
    };
    collect(control, StatisticsTr::tr("control value: %1"));
    collect(candidate, StatisticsTr::tr("candidate value: %1"));
    collect(logRatios, StatisticsTr::tr("log ratio: %1"));
    for (const auto &[index, lines] : reasons)
        suggestions.push_back({index, lines.join(QStringLiteral("; "))});
    return suggestions;
}

PairedSamples excludePairs(const std::vector<double> &control, const std::vector<double> &candidate,
                           const std::vector<PairExclusion> &exclusions)
{
    PairedSamples samples;
    if (control.size() != candidate.size()) {
        samples.error = StatisticsTr::tr("The arms have %1 and %2 runs; exclusions apply to "
                                         "pairs, so both arms need one run per slot.")
                            .arg(control.size())
                            .arg(candidate.size());
        return samples;
    }
    std::set<int> excluded;
    for (const PairExclusion &exclusion : exclusions) {
        if (exclusion.pairIndex < 0 || exclusion.pairIndex >= static_cast<int>(control.size())) {
            samples.error = StatisticsTr::tr("Pair %1 does not exist; there are %2 pairs.")
                                .arg(exclusion.pairIndex + 1)
                                .arg(control.size());
            return samples;
        }
        if (exclusion.reason.trimmed().isEmpty()) {
            samples.error = StatisticsTr::tr("Pair %1 is excluded without a reason; write down "
                                             "why, so the report can show it.")
                                .arg(exclusion.pairIndex + 1);
            return samples;
        }
        if (excluded.insert(exclusion.pairIndex).second)
            samples.excluded.push_back(exclusion);
    }
    for (size_t i = 0; i < control.size(); ++i) {
        if (excluded.count(static_cast<int>(i)) == 0) {
            samples.control.push_back(control[i]);
            samples.candidate.push_back(candidate[i]);
        }
    }
    return samples;
}

} // namespace lanebook::stats
