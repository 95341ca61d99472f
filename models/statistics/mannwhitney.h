#pragma once

#include <optional>
#include <vector>

namespace lanebook::stats {

// Two-sided Mann-Whitney U test, matching scipy.stats.mannwhitneyu(x, y,
// use_continuity=True, alternative="two-sided", method="auto"): exact null distribution
// when there are no ties and at least one sample has 8 or fewer values; otherwise the normal
// approximation with the tie-corrected variance and a 0.5 continuity correction. We also
// fall back to the approximation when m * n exceeds kMaxExactMannWhitneyCells, where SciPy
// would still enumerate; the two agree closely at that size.

constexpr int kMaxExactMannWhitneyCells = 10000;

struct MannWhitneyTest
{
    double u1 = 0.0; // U of the first sample: pairs (x, y) with x > y, ties count one half
    double pValue = 1.0;
    bool exact = false;
    std::optional<double> z; // normal approximation only
};

// std::nullopt when either sample is empty.
std::optional<MannWhitneyTest> mannWhitneyU(const std::vector<double> &x,
                                            const std::vector<double> &y);

// P(U >= u) under the null for sample sizes m and n, from the exact distribution.
double mannWhitneyExactSf(int u, int m, int n);

} // namespace lanebook::stats
