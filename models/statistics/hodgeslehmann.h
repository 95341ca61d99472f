#pragma once

#include <optional>
#include <vector>

namespace lanebook::stats {

// One-sample Hodges-Lehmann estimate (the median of the Walsh averages (d_i + d_j) / 2,
// i <= j) and its distribution-free confidence interval: the Walsh averages of order k and
// N + 1 - k, with k from the exact signed-rank distribution. This is R's
// wilcox.test(d, conf.int = TRUE) in its exact branch (Bauer 1972):
//   k = qsignrank(alpha / 2, n); interval = [W(k), W(N + 1 - k)], N = n(n + 1)/2.
// Unlike R we keep zero differences (a pair that did not move is evidence about the
// location) and use the exact k also with ties, where the stated coverage becomes
// approximate; R switches to an iterative normal-approximation interval there. Beyond
// kMaxExactIntervalN pairs the critical rank comes from the normal approximation with a
// continuity correction: k = floor(n(n+1)/4 - z * sqrt(n(n+1)(2n+1)/24) + 0.5).

constexpr int kMaxExactIntervalN = 200;

struct WalshInterval
{
    double low = 0.0;
    double high = 0.0;
    int rank = 0;                    // k: the interval is [W(k), W(N + 1 - k)], 1-based
    double achievedConfidence = 0.0; // 1 - 2 P(R+ <= k - 1): at least the requested level
};

// All n(n+1)/2 Walsh averages, sorted ascending.
std::vector<double> walshAverages(const std::vector<double> &differences);

// Median of the Walsh averages; NaN for no differences.
double hodgesLehmannEstimate(const std::vector<double> &differences);

// std::nullopt when n is too small for the requested confidence: even the widest interval
// [min, max] of the Walsh averages covers only 1 - 2^(1-n) (93.75% for 5 pairs).
std::optional<WalshInterval> hodgesLehmannInterval(const std::vector<double> &differences,
                                                   double confidence);

// Smallest number of pairs whose widest Walsh interval reaches the confidence (6 for 95%).
int minimumPairsForInterval(double confidence);

} // namespace lanebook::stats
