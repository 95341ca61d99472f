#include "models/statistics/wilcoxon.h"

#include "models/statistics/distributions.h"
#include "models/statistics/ranking.h"

#include <algorithm>
#include <cmath>

namespace lanebook::stats {

std::vector<double> signedRankDistribution(int n)
{
    // Adding difference number i either leaves R+ alone or adds i to it, each with
    // probability 1/2. Working in probabilities keeps the table exact for small n (halving
    // is exact) and free of overflow for large n.
    const int maxSum = n * (n + 1) / 2;
    std::vector<double> pmf(static_cast<size_t>(maxSum) + 1, 0.0);
    pmf[0] = 1.0;
    for (int i = 1; i <= n; ++i) {
        const int reach = i * (i + 1) / 2;
        for (int k = reach; k >= 0; --k) {
            const double without = pmf[static_cast<size_t>(k)];
            const double with = k >= i ? pmf[static_cast<size_t>(k - i)] : 0.0;
            pmf[static_cast<size_t>(k)] = 0.5 * (without + with);
        }
    }
    return pmf;
}

double signedRankCdf(int k, int n)
{
    if (k < 0)
        return 0.0;
    const std::vector<double> pmf = signedRankDistribution(n);
    double sum = 0.0;
    for (int i = 0; i <= k && i < static_cast<int>(pmf.size()); ++i)
        sum += pmf[static_cast<size_t>(i)];
    return std::min(sum, 1.0);
}

int signedRankQuantile(double p, int n)
{
    const std::vector<double> pmf = signedRankDistribution(n);
    // R compares against p minus a small fuzz so that a cumulative sum that should equal p
    // exactly but rounds just below it still counts.
    const double target = p - 10.0 * 2.220446049250313e-16;
    double sum = 0.0;
    for (size_t k = 0; k < pmf.size(); ++k) {
        sum += pmf[k];
        if (sum >= target)
            return static_cast<int>(k);
    }
    return static_cast<int>(pmf.size()) - 1;
}

std::optional<SignedRankTest> signedRankTest(const std::vector<double> &differences)
{
    SignedRankTest test;
    std::vector<double> nonZero;
    for (const double d : differences) {
        if (d == 0.0)
            ++test.zeros;
        else
            nonZero.push_back(d);
    }
    test.nonZero = static_cast<int>(nonZero.size());
    if (nonZero.empty())
        return std::nullopt;

    std::vector<double> magnitudes(nonZero.size());
    std::transform(nonZero.begin(), nonZero.end(), magnitudes.begin(),
                   [](double d) { return std::fabs(d); });
    const Ranking ranking = averageRanks(magnitudes);
    test.ties = !ranking.tieSizes.empty();
    for (size_t i = 0; i < nonZero.size(); ++i) {
        if (nonZero[i] > 0.0)
            test.rankSumPositive += ranking.ranks[i];
        else
            test.rankSumNegative += ranking.ranks[i];
    }
    test.statistic = std::min(test.rankSumPositive, test.rankSumNegative);

    const int n = test.nonZero;
    if (test.zeros == 0 && !test.ties && n <= kMaxExactSignedRankN) {
        test.method = SignedRankMethod::Exact;
        const std::vector<double> pmf = signedRankDistribution(n);
        const int rPlus = static_cast<int>(test.rankSumPositive);
        const int maxSum = static_cast<int>(pmf.size()) - 1;
        if (rPlus == maxSum / 2) {
            test.pValue = 1.0; // the centre of the distribution, as SciPy special-cases it
        } else {
            double less = 0.0;
            double greater = 0.0;
            for (int k = 0; k <= maxSum; ++k) {
                if (k <= rPlus)
                    less += pmf[static_cast<size_t>(k)];
                if (k >= rPlus)
                    greater += pmf[static_cast<size_t>(k)];
            }
            test.pValue = std::clamp(2.0 * std::min(less, greater), 0.0, 1.0);
        }
        return test;
    }

    test.method = SignedRankMethod::NormalApproximation;
    const double count = n;
    const double mean = count * (count + 1.0) / 4.0;
    double variance = count * (count + 1.0) * (2.0 * count + 1.0);
    variance -= 0.5 * tieTerm(ranking.tieSizes);
    const double standardError = std::sqrt(variance / 24.0);
    const double difference = test.statistic - mean;
    const double continuity = difference > 0.0 ? 0.5 : (difference < 0.0 ? -0.5 : 0.0);
    if (standardError > 0.0) {
        test.z = (difference - continuity) / standardError;
        test.pValue = std::min(1.0, 2.0 * normalSf(std::fabs(*test.z)));
    } else {
        test.pValue = 1.0;
    }
    return test;
}

} // namespace lanebook::stats
