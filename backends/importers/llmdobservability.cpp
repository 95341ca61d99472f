#include "backends/importers/llmdobservability.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"

#include <optional>

namespace lanebook::LlmdObservability {

namespace {

const QString kSection = QStringLiteral("results.observability");

// A portion's mean in percent: "percent" as it is, "fraction" x 100.
std::optional<double> percentMean(const nlohmann::json &statistics, const QString &at)
{
    if (!statistics.is_object())
        return std::nullopt;
    const auto mean = LenientJson::numberAt(statistics, "mean", ServingImport::nestedKeyWhere(at));
    if (!mean)
        return std::nullopt;
    const QString units = ServingImport::stringOr(statistics, "units");
    if (units == QLatin1String("percent"))
        return *mean;
    if (units == QLatin1String("fraction"))
        return *mean * 100.0;
    throw ImportFailure(
        ImportersTr::tr("%1: units \"%2\" for a portion; the report's schema "
                        "allows percent or fraction")
            .arg(ServingImport::nestedKeyWhere(at + QStringLiteral(".units")), units));
}

// A component's time series by name: units and point count.
nlohmann::json seriesShapes(const nlohmann::json &timeSeries)
{
    nlohmann::json shapes = nlohmann::json::object();
    if (!timeSeries.is_object())
        return shapes;
    for (auto it = timeSeries.begin(); it != timeSeries.end(); ++it) {
        if (!it->is_object())
            continue;
        const nlohmann::json &series = LenientJson::member(*it, "series");
        shapes[it.key()] = {{"units", ServingImport::stringOr(*it, "units").toStdString()},
                            {"points", series.is_array() ? series.size() : 0}};
    }
    return shapes;
}

} // namespace

void add(Run &run, const nlohmann::json &observability, nlohmann::json &extra)
{
    if (!observability.is_object())
        return;
    nlohmann::json kept = nlohmann::json::object();
    const nlohmann::json &components = LenientJson::member(observability, "components");
    double utilSum = 0.0;
    int utilCount = 0;
    std::optional<double> hitRate;
    int hitRateCount = 0;
    QString hitRateAt;
    if (components.is_array()) {
        nlohmann::json list = nlohmann::json::array();
        for (std::size_t i = 0; i < components.size(); ++i) {
            const nlohmann::json &component = components[i];
            const QString at = kSection + QStringLiteral(".components[%1]").arg(i);
            if (!component.is_object())
                throw ImportFailure(ImportersTr::tr("%1 should be an object")
                                        .arg(ServingImport::nestedKeyWhere(at)));
            nlohmann::json entry = nlohmann::json::object();
            for (const char *key : {"component_label", "replica_id"}) {
                if (component.contains(key))
                    entry[key] = component[key];
            }
            const nlohmann::json &aggregate = LenientJson::member(component, "aggregate");
            if (aggregate.is_object()) {
                entry["aggregate"] = aggregate;
                const QString aggregateAt = at + QStringLiteral(".aggregate");
                if (const auto util =
                        percentMean(LenientJson::member(aggregate, "gpu_utilization"),
                                    aggregateAt + QStringLiteral(".gpu_utilization.mean"))) {
                    utilSum += *util;
                    ++utilCount;
                }
                if (const auto rate =
                        percentMean(LenientJson::member(aggregate, "cache_hit_rate"),
                                    aggregateAt + QStringLiteral(".cache_hit_rate.mean"))) {
                    hitRate = rate;
                    hitRateAt = aggregateAt + QStringLiteral(".cache_hit_rate.mean");
                    ++hitRateCount;
                }
                for (const char *portion : {"kv_cache_usage", "gpu_cache_usage", "cpu_cache_usage",
                                            "cpu_utilization"}) // their units are checked too
                    (void)percentMean(LenientJson::member(aggregate, portion),
                                      aggregateAt + QLatin1Char('.') + QLatin1String(portion) +
                                          QStringLiteral(".mean"));
            }
            const nlohmann::json shapes =
                seriesShapes(LenientJson::member(component, "time_series"));
            if (!shapes.empty())
                entry["time_series"] = shapes;
            list.push_back(std::move(entry));
        }
        kept["components"] = std::move(list);
    }
    if (const nlohmann::json &drop = LenientJson::member(observability, "drop_rate");
        drop.is_object()) {
        (void)percentMean(drop, kSection + QStringLiteral(".drop_rate.mean"));
        kept["drop_rate"] = drop;
    }
    if (observability.contains("time_series_interval"))
        kept["time_series_interval"] = observability["time_series_interval"];
    if (const nlohmann::json &startup = LenientJson::member(
            LenientJson::member(observability, "pod_startup_times"), "aggregate");
        startup.is_object())
        kept["pod_startup_seconds"] = startup;
    if (const nlohmann::json &ready = LenientJson::member(
            LenientJson::member(observability, "replica_status"), "aggregate_ready_replicas");
        !ready.is_null())
        kept["ready_replicas"] = ready;
    if (utilCount > 0 && !run.metric(QStringLiteral("gpu_util_pct_mean")))
        run.setMetric(QStringLiteral("gpu_util_pct_mean"), utilSum / utilCount,
                      kSection + QStringLiteral(".components[*].aggregate.gpu_utilization.mean"));
    if (hitRateCount == 1 && !run.metric(QStringLiteral("prefix_cache_hit_pct")))
        run.setMetric(QStringLiteral("prefix_cache_hit_pct"), *hitRate, hitRateAt);
    if (!kept.empty())
        extra["observability"] = std::move(kept);
}

} // namespace lanebook::LlmdObservability
