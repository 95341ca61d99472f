#include "backends/importers/latencystatistics.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"
#include "models/statistics/summary.h"

#include "models/run/metricvocabulary.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

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

std::optional<QString> statisticName(std::string_view stat, const QString &metric)
{
    static constexpr std::pair<std::string_view, const char *> kNames[] = {
        {"mean", "mean"}, {"average", "mean"}, {"median", "median"}, {"p50", "median"},
        {"min", "min"},   {"minimum", "min"},  {"max", "max"},       {"maximum", "max"},
        {"std", "std"},   {"stddev", "std"}};
    for (const auto &[spelling, name] : kNames) {
        if (stat == spelling)
            return MetricVocabulary::latencyName(QLatin1String(name), metric);
    }
    if (stat.size() < 2 || stat.front() != 'p')
        return std::nullopt;
    std::string number(stat.substr(1));
    std::replace(number.begin(), number.end(), 'p', '.');
    double percentile = 0.0;
    const auto [end, ec] =
        std::from_chars(number.data(), number.data() + number.size(), percentile);
    if (ec != std::errc() || end != number.data() + number.size() || percentile < 0.0 ||
        percentile > 100.0)
        return std::nullopt;
    return MetricVocabulary::percentileLatencyName(percentile, metric);
}

void addStatisticsObject(Run &run, const nlohmann::json &stats, const QString &metric, double toMs,
                         const QString &path)
{
    if (stats.is_null())
        return;
    if (!stats.is_object())
        throw ImportFailure(ImportersTr::tr("key \"%1\" is not an object").arg(path));
    for (auto it = stats.begin(); it != stats.end(); ++it) {
        const std::string &stat = it.key();
        const auto name = statisticName(stat, metric);
        if (!name)
            continue;
        const QString at = ServingImport::dottedKey(path, stat);
        const auto value =
            LenientJson::numberAt(stats, stat.c_str(), ServingImport::nestedKeyWhere(path, stat));
        if (value && std::isfinite(*value))
            run.setMetric(*name, *value * toMs, at);
    }
}

} // namespace lanebook::LatencyStatistics
