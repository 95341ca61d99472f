#include "backends/importers/latencystatistics.h"

#include "models/statistics/summary.h"

#include "models/run/metricvocabulary.h"

#include <algorithm>
#include <cmath>

namespace lanebook::LatencyStatistics {

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
                  stats::percentileOfSorted(values, 50.0), originalKey);
    run.setMetric(MetricVocabulary::latencyName(QStringLiteral("std"), metric),
                  populationStdDev(values, average), originalKey);
    for (double p : percentiles) {
        run.setMetric(MetricVocabulary::percentileLatencyName(p, metric),
                      stats::percentileOfSorted(values, p), originalKey);
    }
}

} // namespace lanebook::LatencyStatistics
