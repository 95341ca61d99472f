#pragma once

#include <optional>
#include <vector>

namespace lanebook::stats {

// Rank-based trend statistics for drift detection, matching SciPy:
// - Theil-Sen slope (scipy.stats.theilslopes, method="separate"): the median of the pairwise
//   slopes over pairs with distinct x, its interval from Sen (1968) with the tie-corrected
//   variance of Kendall's S and numpy's round-half-to-even of the ranks;
// - Spearman's rho with the t-distribution p-value (scipy.stats.spearmanr).

struct TheilSenFit
{
    double slope = 0.0;
    double intercept = 0.0;
    double slopeLow = 0.0;
    double slopeHigh = 0.0;
};

// std::nullopt when there are fewer than two distinct x.
std::optional<TheilSenFit> theilSen(const std::vector<double> &x, const std::vector<double> &y,
                                    double confidence);

struct SpearmanCorrelation
{
    double rho = 0.0;
    double pValue = 1.0; // two-sided
};

// std::nullopt for fewer than three points or a constant x or y.
std::optional<SpearmanCorrelation> spearman(const std::vector<double> &x,
                                            const std::vector<double> &y);

} // namespace lanebook::stats
