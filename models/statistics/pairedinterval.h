#pragma once

#include "models/statistics/comparisonoptions.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::stats {

// The confidence interval of the centre of paired log ratios, shared by the comparison of
// two arms and by the A/A noise floor so both use one definition. The estimate is the
// Hodges-Lehmann median ratio; the interval is the exact Walsh interval up to
// options.maxPairsForExactInterval pairs and a BCa bootstrap of the same estimator beyond.
// Above kMaxPairsForHodgesLehmannBootstrap pairs, where 10,000 resamples of n^2/2 Walsh
// averages take seconds (about 2 s at 200 pairs), estimate and bootstrap switch to the plain
// median; `estimator` says which.

constexpr int kMaxPairsForHodgesLehmannBootstrap = 100;

enum class IntervalMethod {
    None,         // no interval: too few pairs
    ExactWalsh,   // exact Wilcoxon signed-rank interval from the Walsh averages
    BootstrapBca, // paired BCa bootstrap
};

enum class Estimator { HodgesLehmann, Median };

struct PairedInterval
{
    IntervalMethod method = IntervalMethod::None;
    Estimator estimator = Estimator::HodgesLehmann;
    double estimate = 0.0;                    // log ratio
    std::optional<double> low;                // log ratio
    std::optional<double> high;               // log ratio
    std::optional<double> achievedConfidence; // exact interval only
    int resamples = 0;                        // bootstrap only
    QString message;                          // why there is no interval
};

PairedInterval pairedLogInterval(const std::vector<double> &logRatios,
                                 const ComparisonOptions &options);

// Name of the method for reports, translated.
QString intervalMethodText(IntervalMethod method);

} // namespace lanebook::stats
