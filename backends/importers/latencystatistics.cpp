#include "backends/importers/latencystatistics.h"

#include "models/metricvocabulary.h"

#include <algorithm>
#include <cmath>

namespace lanebook::LatencyStatistics {

double percentileOfSorted(const std::vector<double> &sorted, double percentile)
{
    if (sorted.size() == 1)
        return sorted.front();
    const double rank = percentile / 100.0 * static_cast<double>(sorted.size() - 1);
    const auto lower = static_cast<std::size_t>(std::floor(rank));
    const std::size_t upper = std::min(lower + 1, sorted.size() - 1);
    const double fraction = rank - static_cast<double>(lower);
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction;
}

double mean(const std::vector<double> &values)
{
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

double populationStdDev(const std::vector<double> &values, double mean)
{
    double squares = 0.0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    return std::sqrt(squares / static_cast<double>(values.size()));
}

void addLatencyMetrics(Run &run, const QString &metric, std::vector<double> values,
                       const std::vector<double> &percentiles, const QString &originalKey)
{
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }),
        values.end());
    if (values.empty())
        return;
    std::sort(values.begin(), values.end());
    const double average = mean(values);
    run.setMetric(MetricVocabulary::latencyName(QStringLiteral("mean"), metric), average,
                  originalKey);
    run.setMetric(MetricVocabulary::latencyName(QStringLiteral("median"), metric),
                  percentileOfSorted(values, 50.0), originalKey);
    run.setMetric(MetricVocabulary::latencyName(QStringLiteral("std"), metric),
                  populationStdDev(values, average), originalKey);
    for (double p : percentiles) {
        run.setMetric(MetricVocabulary::percentileLatencyName(p, metric),
                      percentileOfSorted(values, p), originalKey);
    }
}

} // namespace lanebook::LatencyStatistics
