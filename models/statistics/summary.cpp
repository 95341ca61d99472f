#include "models/statistics/summary.h"

#include "models/statistics/statisticstr.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace lanebook::stats {

double percentileOfSorted(const std::vector<double> &sorted, double percentile)
{
    const double position =
        std::clamp(percentile, 0.0, 100.0) / 100.0 * static_cast<double>(sorted.size() - 1);
    const auto lower = static_cast<size_t>(std::floor(position));
    const size_t upper = std::min(lower + 1, sorted.size() - 1);
    const double fraction = position - static_cast<double>(lower);
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction;
}

double medianOfSorted(const std::vector<double> &sorted)
{
    const size_t n = sorted.size();
    return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}

double medianOf(std::vector<double> values)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    return medianOfSorted(values);
}

Summary summarize(const std::vector<double> &values)
{
    Summary summary;
    std::vector<double> sorted;
    sorted.reserve(values.size());
    for (const double value : values) {
        if (std::isfinite(value))
            sorted.push_back(value);
        else
            ++summary.skippedNonFinite;
    }
    summary.n = static_cast<int>(sorted.size());
    if (sorted.empty()) {
        summary.message = StatisticsTr::tr("No values to summarize: the metric is missing from "
                                           "every run in this set.");
        return summary;
    }
    std::sort(sorted.begin(), sorted.end());
    summary.median = medianOfSorted(sorted);
    summary.p25 = percentileOfSorted(sorted, 25.0);
    summary.p75 = percentileOfSorted(sorted, 75.0);
    summary.iqr = summary.p75 - summary.p25;
    summary.p90 = percentileOfSorted(sorted, 90.0);
    summary.p99 = percentileOfSorted(sorted, 99.0);
    summary.min = sorted.front();
    summary.max = sorted.back();
    const double count = static_cast<double>(sorted.size());
    summary.mean = std::accumulate(sorted.begin(), sorted.end(), 0.0) / count;
    if (sorted.size() < 2) {
        summary.message = StatisticsTr::tr("One run: spread (standard deviation, CV) needs at "
                                           "least two runs.");
        return summary;
    }
    double sumSquares = 0.0;
    for (const double value : sorted)
        sumSquares += (value - summary.mean) * (value - summary.mean);
    summary.stddev = std::sqrt(sumSquares / (count - 1.0));
    if (summary.mean > 0.0)
        summary.cvPercent = *summary.stddev / summary.mean * 100.0;
    else
        summary.message = StatisticsTr::tr("The mean is not positive, so a coefficient of "
                                           "variation has no meaning for this metric.");
    return summary;
}

} // namespace lanebook::stats
