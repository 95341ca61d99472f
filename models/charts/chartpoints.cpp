#include "models/charts/chartpoints.h"

#include "models/statistics/distributions.h"
#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>

namespace lanebook::ChartPoints {

ChartPoint aggregate(double x, const std::vector<Repeat> &repeats, ErrorBars errorBars)
{
    ChartPoint point;
    point.x = x;
    point.runCount = static_cast<int>(repeats.size());
    std::vector<double> values;
    values.reserve(repeats.size());
    for (const Repeat &repeat : repeats)
        values.push_back(repeat.y);
    const stats::Summary summary = stats::summarize(values);
    if (errorBars == ErrorBars::Ci95) {
        point.y = summary.mean;
        if (summary.stddev && summary.n >= 2) {
            const double t = stats::studentTQuantile(0.975, summary.n - 1.0);
            const double half = t * *summary.stddev / std::sqrt(static_cast<double>(summary.n));
            point.low = summary.mean - half;
            point.high = summary.mean + half;
        }
    } else {
        point.y = summary.median;
        if (errorBars == ErrorBars::Iqr && summary.n >= 2) {
            point.low = summary.p25;
            point.high = summary.p75;
        }
    }
    const auto closest = std::min_element(
        repeats.begin(), repeats.end(), [&point](const Repeat &a, const Repeat &b) {
            return std::fabs(a.y - point.y) < std::fabs(b.y - point.y);
        });
    point.runId = closest->runId;
    if (closest->runLabel)
        point.runLabel = *closest->runLabel;
    return point;
}

std::vector<ChartPoint> decimate(const std::vector<ChartPoint> &points, int columns,
                                 AxisScale xScale)
{
    const bool logX = xScale != AxisScale::Linear;
    std::vector<ChartPoint> usable;
    usable.reserve(points.size());
    for (const ChartPoint &point : points) {
        if (std::isfinite(point.x) && std::isfinite(point.y) && (!logX || point.x > 0.0))
            usable.push_back(point);
    }
    columns = std::max(columns, 1);
    if (usable.size() <= 2 * static_cast<size_t>(columns))
        return usable;
    auto position = [logX](double x) { return logX ? std::log(x) : x; };
    const double first = position(usable.front().x);
    const double last = position(usable.back().x);
    const double width = (last - first) / columns;
    std::vector<ChartPoint> kept;
    kept.reserve(2 * static_cast<size_t>(columns));
    size_t begin = 0;
    while (begin < usable.size()) {
        const int column =
            width > 0.0 ? std::min(columns - 1,
                                   static_cast<int>((position(usable[begin].x) - first) / width))
                        : 0;
        size_t end = begin;
        size_t low = begin;
        size_t high = begin;
        while (end < usable.size()) {
            const int c =
                width > 0.0 ? std::min(columns - 1,
                                       static_cast<int>((position(usable[end].x) - first) / width))
                            : 0;
            if (c != column)
                break;
            if (usable[end].y < usable[low].y)
                low = end;
            if (usable[end].y > usable[high].y)
                high = end;
            ++end;
        }
        // In x order, so that a line through the kept points does not double back.
        kept.push_back(usable[std::min(low, high)]);
        if (low != high)
            kept.push_back(usable[std::max(low, high)]);
        begin = end;
    }
    return kept;
}

std::vector<ChartPoint> cumulative(const std::vector<double> &sortedValues, int maxPoints)
{
    std::vector<ChartPoint> points;
    const size_t n = sortedValues.size();
    if (n == 0)
        return points;
    maxPoints = std::max(maxPoints, 2);
    const size_t step = std::max<size_t>(1, (n + static_cast<size_t>(maxPoints) - 1) /
                                                static_cast<size_t>(maxPoints));
    points.reserve(n / step + 2);
    for (size_t i = 0; i < n; i += step) {
        ChartPoint point;
        point.x = sortedValues[i];
        point.y = 100.0 * static_cast<double>(i + 1) / static_cast<double>(n);
        points.push_back(point);
    }
    if ((n - 1) % step != 0) {
        ChartPoint last;
        last.x = sortedValues.back();
        last.y = 100.0;
        points.push_back(last);
    }
    return points;
}

} // namespace lanebook::ChartPoints
