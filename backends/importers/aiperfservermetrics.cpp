#include "backends/importers/aiperfservermetrics.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"
#include "models/loadgen/servermetricsdelta.h"

namespace lanebook::AiperfServerMetrics {

using JsonObjectScan::hasKey;

bool looksLikeExport(const std::vector<JsonObjectScan::Member> &members)
{
    return hasKey(members, "aiperf_version") && hasKey(members, "summary") &&
           hasKey(members, "metrics") && !hasKey(members, "metadata") &&
           !hasKey(members, "request_throughput");
}

bool looksLikeScrapeLine(const std::vector<JsonObjectScan::Member> &members)
{
    return hasKey(members, "endpoint_url") && hasKey(members, "timestamp_ns") &&
           hasKey(members, "metrics");
}

bool looksLikeCsv(const QByteArray &content)
{
    return content.startsWith("# AIPerf Server Metrics Export");
}

void addTo(Run &run, const QString &fileName, const nlohmann::json &document)
{
    const nlohmann::json &metrics = LenientJson::member(document, "metrics");
    if (!metrics.is_object())
        throw ImportFailure(ImportersTr::tr("key \"metrics\" should be an object"));
    // The export's counter totals are the profiling phase's increase: what a scrape before and
    // one after it would differ by. Its family names drop prometheus_client's "_total".
    ServerCounters before;
    ServerCounters after;
    nlohmann::json others = nlohmann::json::object();
    for (auto family = metrics.begin(); family != metrics.end(); ++family) {
        const QString where =
            ImportersTr::tr("key \"metrics.%1\"").arg(QString::fromStdString(family.key()));
        const nlohmann::json &series = LenientJson::member(*family, "series");
        const QString type = ServingImport::stringOr(*family, "type");
        if (!family->is_object() || type.isEmpty() || !series.is_array())
            throw ImportFailure(
                ImportersTr::tr("%1 should be an object with \"type\" and a \"series\" list")
                    .arg(where));
        if (type == QLatin1String("counter")) {
            double total = 0.0;
            for (const nlohmann::json &one : series) {
                const nlohmann::json &stats = LenientJson::member(one, "stats");
                total += LenientJson::numberAt(stats, "total", where).value_or(0.0);
            }
            const std::string name = family.key() + "_total";
            before[name] = 0.0;
            after[name] = total;
            continue;
        }
        nlohmann::json kept = nlohmann::json::array();
        for (const nlohmann::json &one : series) {
            kept.push_back({{"labels", LenientJson::member(one, "labels")},
                            {"stats", LenientJson::member(one, "stats")}});
        }
        others[family.key()] = {{"type", type.toStdString()},
                                {"unit", LenientJson::member(*family, "unit")},
                                {"series", std::move(kept)}};
    }
    Run server;
    ServerMetricsDelta::addTo(server, before, after);
    nlohmann::json counters = server.extra["server_metrics"];
    counters["file"] = fileName.toStdString();
    run.extra["server_metrics"] = std::move(counters);
    // The summary's per-request acceptance stands where it has one; the server's counters
    // count every client of the server, not only this benchmark's.
    for (const QString &name :
         {QStringLiteral("spec_acceptance_rate"), QStringLiteral("spec_acceptance_length"),
          QStringLiteral("spec_draft_tokens")}) {
        const MetricValue *counted = server.metric(name);
        if (counted && !run.metric(name))
            run.setMetric(name, counted->value, fileName + u':' + counted->originalKey);
    }
    run.extra["aiperf_server_metrics"] = {{"file", fileName.toStdString()},
                                          {"summary", LenientJson::member(document, "summary")},
                                          {"metrics", std::move(others)}};
}

} // namespace lanebook::AiperfServerMetrics
