#pragma once

#include <optional>
#include <vector>

namespace lanebook::stats {

// Wilcoxon signed-rank test of paired differences against zero, matching
// scipy.stats.wilcoxon(d, zero_method="wilcox", correction=True, alternative="two-sided"):
// - zeros are dropped before ranking (SciPy's default zero_method "wilcox", also R's rule);
// - exact null distribution when no zero and no tie is present and at most
//   kMaxExactSignedRankN differences remain (SciPy method="exact"/"auto");
// - otherwise the normal approximation with the tie correction of the variance and a 0.5
//   continuity correction (SciPy method="approx", correction=True).
// SciPy 1.10's method="exact" silently truncates tied half-ranks; we never use the exact
// distribution with ties, so our p-value then matches method="approx".

enum class SignedRankMethod { Exact, NormalApproximation };

constexpr int kMaxExactSignedRankN = 50;

struct SignedRankTest
{
    int nonZero = 0;              // differences ranked
    int zeros = 0;                // differences equal to zero, dropped
    bool ties = false;            // some |d| are equal
    double rankSumPositive = 0.0; // R+
    double rankSumNegative = 0.0; // R-
    double statistic = 0.0;       // min(R+, R-), SciPy's two-sided statistic
    double pValue = 1.0;          // two-sided
    SignedRankMethod method = SignedRankMethod::Exact;
    std::optional<double> z; // normal approximation only
};

// std::nullopt when nothing is left to rank (empty input or all differences zero).
std::optional<SignedRankTest> signedRankTest(const std::vector<double> &differences);

// Null distribution of R+ for n untied nonzero differences: probabilities of 0..n(n+1)/2.
std::vector<double> signedRankDistribution(int n);
// P(R+ <= k).
double signedRankCdf(int k, int n);
// Smallest k with P(R+ <= k) >= p, R's qsignrank(p, n).
int signedRankQuantile(double p, int n);

} // namespace lanebook::stats
