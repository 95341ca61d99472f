#pragma once

#include <optional>
#include <vector>

namespace lanebook::stats {

// Welch's unequal-variance t-test of mean(y) - mean(x), as scipy.stats.ttest_ind(y, x,
// equal_var=False), plus the matching confidence interval of the difference with the
// Welch-Satterthwaite degrees of freedom. Lanebook applies it to log values, so the
// difference is a log ratio of geometric means.
struct WelchTest
{
    double meanDifference = 0.0; // mean(y) - mean(x)
    double standardError = 0.0;
    double t = 0.0;
    double degreesOfFreedom = 0.0;
    double pValue = 1.0; // two-sided
    double ciLow = 0.0;
    double ciHigh = 0.0;
};

// std::nullopt when a sample has fewer than two values or both have zero variance (the
// t statistic is then undefined).
std::optional<WelchTest> welchTTest(const std::vector<double> &x, const std::vector<double> &y,
                                    double confidence);

} // namespace lanebook::stats
