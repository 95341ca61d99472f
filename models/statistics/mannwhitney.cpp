#include "models/statistics/mannwhitney.h"

#include "models/statistics/distributions.h"
#include "models/statistics/ranking.h"

#include <algorithm>
#include <cmath>

namespace lanebook::stats {

double mannWhitneyExactSf(int u, int m, int n)
{
    if (u <= 0)
        return 1.0;
    if (m > n)
        std::swap(m, n); // the distribution is symmetric in (m, n); keep the outer loop short
    const int cells = m * n;
    if (u > cells)
        return 0.0;
    // counts[i][k]: arrangements of i first-sample and j second-sample values with U = k.
    // The largest value is either from the first sample (adding j pairs) or not:
    //   f(i, j, k) = f(i - 1, j, k - j) + f(i, j - 1, k).
    // Every step adds non-negative counts, so doubles stay accurate far beyond 2^53.
    std::vector<std::vector<double>> counts(static_cast<size_t>(m) + 1,
                                            std::vector<double>(static_cast<size_t>(cells) + 1));
    for (auto &row : counts)
        row[0] = 1.0; // j = 0: only U = 0
    for (int j = 1; j <= n; ++j) {
        for (int i = 1; i <= m; ++i) {
            std::vector<double> &current = counts[static_cast<size_t>(i)];
            const std::vector<double> &fewer = counts[static_cast<size_t>(i - 1)];
            for (int k = std::min(i * j, cells); k >= j; --k)
                current[static_cast<size_t>(k)] += fewer[static_cast<size_t>(k - j)];
        }
    }
    const std::vector<double> &distribution = counts[static_cast<size_t>(m)];
    double total = 0.0;
    double tail = 0.0;
    for (int k = 0; k <= cells; ++k) {
        total += distribution[static_cast<size_t>(k)];
        if (k >= u)
            tail += distribution[static_cast<size_t>(k)];
    }
    return tail / total;
}

std::optional<MannWhitneyTest> mannWhitneyU(const std::vector<double> &x,
                                            const std::vector<double> &y)
{
    if (x.empty() || y.empty())
        return std::nullopt;
    const int m = static_cast<int>(x.size());
    const int n = static_cast<int>(y.size());
    std::vector<double> pooled(x);
    pooled.insert(pooled.end(), y.begin(), y.end());
    const Ranking ranking = averageRanks(pooled);
    double rankSumX = 0.0;
    for (int i = 0; i < m; ++i)
        rankSumX += ranking.ranks[static_cast<size_t>(i)];

    MannWhitneyTest test;
    test.u1 = rankSumX - m * (m + 1) / 2.0;
    const double cells = static_cast<double>(m) * n;
    const double uLarger = std::max(test.u1, cells - test.u1);
    const bool ties = !ranking.tieSizes.empty();
    test.exact = !ties && (m <= 8 || n <= 8) && cells <= kMaxExactMannWhitneyCells;
    if (test.exact) {
        test.pValue = std::min(1.0, 2.0 * mannWhitneyExactSf(static_cast<int>(uLarger), m, n));
        return test;
    }
    const double total = m + n;
    const double variance =
        cells / 12.0 * ((total + 1.0) - tieTerm(ranking.tieSizes) / (total * (total - 1.0)));
    if (variance <= 0.0) {
        test.pValue = 1.0; // every value equal: nothing separates the samples
        return test;
    }
    // SciPy always takes the survival function of the larger U, so the continuity
    // correction always subtracts.
    test.z = (uLarger - cells / 2.0 - 0.5) / std::sqrt(variance);
    test.pValue = std::min(1.0, 2.0 * normalSf(*test.z));
    return test;
}

} // namespace lanebook::stats
