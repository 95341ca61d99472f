#include "models/statistics/hodgeslehmann.h"

#include "models/statistics/distributions.h"
#include "models/statistics/summary.h"
#include "models/statistics/wilcoxon.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook::stats {

std::vector<double> walshAverages(const std::vector<double> &differences)
{
    const size_t n = differences.size();
    std::vector<double> averages;
    averages.reserve(n * (n + 1) / 2);
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = i; j < n; ++j)
            averages.push_back(0.5 * (differences[i] + differences[j]));
    }
    std::sort(averages.begin(), averages.end());
    return averages;
}

double hodgesLehmannEstimate(const std::vector<double> &differences)
{
    const size_t n = differences.size();
    if (n == 0)
        return std::numeric_limits<double>::quiet_NaN();
    // Called once per bootstrap resample: select the middle instead of sorting all N.
    std::vector<double> averages;
    averages.reserve(n * (n + 1) / 2);
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = i; j < n; ++j)
            averages.push_back(0.5 * (differences[i] + differences[j]));
    }
    const size_t count = averages.size();
    const auto middle = averages.begin() + static_cast<std::ptrdiff_t>(count / 2);
    std::nth_element(averages.begin(), middle, averages.end());
    if (count % 2 == 1)
        return *middle;
    const double below = *std::max_element(averages.begin(), middle);
    return 0.5 * (below + *middle);
}

std::optional<WalshInterval> hodgesLehmannInterval(const std::vector<double> &differences,
                                                   double confidence)
{
    const int n = static_cast<int>(differences.size());
    if (n < 1 || !(confidence > 0.0 && confidence < 1.0))
        return std::nullopt;
    const double alpha = 1.0 - confidence;
    const int walshCount = n * (n + 1) / 2;
    int rank = 0;
    WalshInterval interval;
    if (n <= kMaxExactIntervalN) {
        rank = signedRankQuantile(alpha / 2.0, n);
        if (rank < 1)
            return std::nullopt;
        interval.achievedConfidence = 1.0 - 2.0 * signedRankCdf(rank - 1, n);
    } else {
        const double count = n;
        const double mean = count * (count + 1.0) / 4.0;
        const double sd = std::sqrt(count * (count + 1.0) * (2.0 * count + 1.0) / 24.0);
        rank = static_cast<int>(std::floor(mean - normalQuantile(1.0 - alpha / 2.0) * sd + 0.5));
        if (rank < 1)
            return std::nullopt;
        interval.achievedConfidence = 1.0 - 2.0 * normalCdf((rank - 0.5 - mean) / sd);
    }
    const std::vector<double> averages = walshAverages(differences);
    interval.rank = rank;
    interval.low = averages[static_cast<size_t>(rank - 1)];
    interval.high = averages[static_cast<size_t>(walshCount - rank)];
    return interval;
}

int minimumPairsForInterval(double confidence)
{
    // The widest interval [W(1), W(N)] misses only when all signs agree, probability 2 * 2^-n;
    // strict, as in hodgesLehmannInterval, so the two never disagree at the boundary.
    const double alpha = 1.0 - confidence;
    int n = 1;
    while (n < 64 && 2.0 * std::ldexp(1.0, -n) >= alpha)
        ++n;
    return n;
}

} // namespace lanebook::stats
