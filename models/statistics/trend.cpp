#include "models/statistics/trend.h"

#include "models/statistics/distributions.h"
#include "models/statistics/ranking.h"
#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace lanebook::stats {

namespace {

double kendallTieSum(const std::vector<double> &values)
{
    double sum = 0.0;
    for (const int size : averageRanks(values).tieSizes) {
        const double k = size;
        sum += k * (k - 1.0) * (2.0 * k + 5.0);
    }
    return sum;
}

double pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    const double n = static_cast<double>(x.size());
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double my = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0.0;
    double sxx = 0.0;
    double syy = 0.0;
    for (size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return sxy / std::sqrt(sxx * syy);
}

} // namespace

std::optional<TheilSenFit> theilSen(const std::vector<double> &x, const std::vector<double> &y,
                                    double confidence)
{
    if (x.size() != y.size() || x.size() < 2 || !(confidence > 0.0 && confidence < 1.0))
        return std::nullopt;
    std::vector<double> slopes;
    for (size_t i = 0; i < x.size(); ++i) {
        for (size_t j = 0; j < x.size(); ++j) {
            if (x[i] > x[j])
                slopes.push_back((y[i] - y[j]) / (x[i] - x[j]));
        }
    }
    if (slopes.empty())
        return std::nullopt;
    std::sort(slopes.begin(), slopes.end());
    TheilSenFit fit;
    fit.slope = medianOfSorted(slopes);
    fit.intercept = medianOf(y) - fit.slope * medianOf(x);

    const double alpha = std::min(confidence, 1.0 - confidence);
    const double z = normalQuantile(alpha / 2.0); // negative
    const double ny = static_cast<double>(y.size());
    const double nt = static_cast<double>(slopes.size());
    const double variance =
        (ny * (ny - 1.0) * (2.0 * ny + 5.0) - kendallTieSum(x) - kendallTieSum(y)) / 18.0;
    const double sigma = std::sqrt(std::max(0.0, variance));
    // std::nearbyint rounds half to even in the default rounding mode, as np.round does.
    const long long last = static_cast<long long>(slopes.size()) - 1;
    const long long upper =
        std::min(static_cast<long long>(std::nearbyint((nt - z * sigma) / 2.0)), last);
    const long long lower =
        std::max(static_cast<long long>(std::nearbyint((nt + z * sigma) / 2.0)) - 1, 0LL);
    fit.slopeLow = slopes[static_cast<size_t>(std::clamp(lower, 0LL, last))];
    fit.slopeHigh = slopes[static_cast<size_t>(std::clamp(upper, 0LL, last))];
    return fit;
}

std::optional<SpearmanCorrelation> spearman(const std::vector<double> &x,
                                            const std::vector<double> &y)
{
    if (x.size() != y.size() || x.size() < 3)
        return std::nullopt;
    const std::vector<double> rx = averageRanks(x).ranks;
    const std::vector<double> ry = averageRanks(y).ranks;
    const double rho = pearson(rx, ry);
    if (!std::isfinite(rho))
        return std::nullopt;
    SpearmanCorrelation correlation;
    correlation.rho = std::clamp(rho, -1.0, 1.0);
    const double dof = static_cast<double>(x.size()) - 2.0;
    const double denominator = (correlation.rho + 1.0) * (1.0 - correlation.rho);
    if (denominator <= 0.0) {
        correlation.pValue = 0.0; // a perfect monotone relation
        return correlation;
    }
    const double t = correlation.rho * std::sqrt(dof / denominator);
    correlation.pValue = studentTTwoSidedP(t, dof);
    return correlation;
}

} // namespace lanebook::stats
