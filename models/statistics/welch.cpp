#include "models/statistics/welch.h"

#include "models/statistics/distributions.h"

#include <cmath>
#include <numeric>

namespace lanebook::stats {

namespace {

struct Moments
{
    double mean = 0.0;
    double variance = 0.0; // ddof = 1
    double n = 0.0;
};

Moments momentsOf(const std::vector<double> &values)
{
    Moments moments;
    moments.n = static_cast<double>(values.size());
    moments.mean = std::accumulate(values.begin(), values.end(), 0.0) / moments.n;
    double sumSquares = 0.0;
    for (const double value : values)
        sumSquares += (value - moments.mean) * (value - moments.mean);
    moments.variance = sumSquares / (moments.n - 1.0);
    return moments;
}

} // namespace

std::optional<WelchTest> welchTTest(const std::vector<double> &x, const std::vector<double> &y,
                                    double confidence)
{
    if (x.size() < 2 || y.size() < 2 || !(confidence > 0.0 && confidence < 1.0))
        return std::nullopt;
    const Moments mx = momentsOf(x);
    const Moments my = momentsOf(y);
    const double vx = mx.variance / mx.n;
    const double vy = my.variance / my.n;
    const double se2 = vx + vy;
    if (!(se2 > 0.0))
        return std::nullopt;
    WelchTest test;
    test.meanDifference = my.mean - mx.mean;
    test.standardError = std::sqrt(se2);
    test.t = test.meanDifference / test.standardError;
    test.degreesOfFreedom = se2 * se2 / (vx * vx / (mx.n - 1.0) + vy * vy / (my.n - 1.0));
    test.pValue = studentTTwoSidedP(test.t, test.degreesOfFreedom);
    const double critical = studentTQuantile(0.5 + confidence / 2.0, test.degreesOfFreedom);
    test.ciLow = test.meanDifference - critical * test.standardError;
    test.ciHigh = test.meanDifference + critical * test.standardError;
    return test;
}

} // namespace lanebook::stats
