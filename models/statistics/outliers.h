#pragma once

#include <QString>

#include <vector>

namespace lanebook::stats {

// Outliers are flagged, never silently dropped. Two rules:
// - modified z-score (Iglewicz & Hoaglin): z = 0.6745 (x - median) / MAD, flagged when
//   |z| > 3.5. When more than half the values are equal the MAD is zero; then
//   z = (x - median) / (1.253314 * mean absolute deviation), and no flag at all when that is
//   zero too (every value equal).
// - Tukey fences: outside [p25 - 1.5 IQR, p75 + 1.5 IQR], numpy "linear" percentiles.
// Excluding a run is a user decision with a written reason; in a paired comparison it
// removes both members of the pair, because half a pair pairs with nothing.

enum class OutlierRule { ModifiedZScore, TukeyFence };

constexpr double kModifiedZScoreLimit = 3.5;
constexpr double kTukeyFenceFactor = 1.5;

struct OutlierFlag
{
    int index = 0;
    double value = 0.0;
    OutlierRule rule = OutlierRule::ModifiedZScore;
    double score = 0.0; // modified z-score, or the distance beyond the fence in IQRs
    QString reason;     // one sentence for the report
};

std::vector<double> modifiedZScores(const std::vector<double> &values);
// Flags by both rules, ordered by index then rule.
std::vector<OutlierFlag> flagOutliers(const std::vector<double> &values);

struct PairExclusion
{
    int pairIndex = 0; // 0-based slot in the control/candidate vectors
    QString reason;    // required
};

// Pairs worth a look: an outlier in either arm's values or in the log ratios. Suggestions
// only, with the reason prefilled; nothing is excluded until the user accepts.
std::vector<PairExclusion> suggestPairExclusions(const std::vector<double> &control,
                                                 const std::vector<double> &candidate);

struct PairedSamples
{
    std::vector<double> control;
    std::vector<double> candidate;
    std::vector<PairExclusion> excluded; // what was removed and why, for the record
    QString error;                       // the exclusions could not be applied

    bool ok() const { return error.isEmpty(); }
};

// Removes both members of every excluded pair. Fails on mismatched arms, an index out of
// range, or an exclusion without a reason.
PairedSamples excludePairs(const std::vector<double> &control, const std::vector<double> &candidate,
                           const std::vector<PairExclusion> &exclusions);

} // namespace lanebook::stats
