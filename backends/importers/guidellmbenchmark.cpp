#include "backends/importers/guidellmbenchmark.h"

#include "backends/importers/importlabel.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/metadatavalue.h"
#include "models/run/metricvocabulary.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>
#include <limits>

namespace lanebook::GuideLlm {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(GuideLlmImporter)
};

const nlohmann::json &member(const nlohmann::json &object, const char *key)
{
    static const nlohmann::json null;
    if (!object.is_object())
        return null;
    const auto it = object.find(key);
    return it == object.end() ? null : *it;
}

QString text(const nlohmann::json &object, const char *key, const QString &where)
{
    return LenientJson::stringAt(object, key, where).value_or(QString());
}

nlohmann::json jsonNumber(double value)
{
    if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) < 9.0e15)
        return static_cast<long long>(value);
    return value;
}

// "p001" is the 0.1th percentile, "p999" the 99.9th, "p05" the 5th.
std::optional<double> percentileOfKey(const std::string &key)
{
    if (key.size() < 3 || key[0] != 'p')
        return std::nullopt;
    const std::string digits = key.substr(1);
    for (char c : digits) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    const double value = std::stod(digits);
    return digits.size() >= 3 ? value / std::pow(10.0, static_cast<double>(digits.size() - 2))
                              : value;
}

// The DistributionSummary of one status; "successful" unless told otherwise, "total" when
// the file has no per-status split for it.
struct Distribution
{
    const nlohmann::json *summary = nullptr;
    QString key; // e.g. "time_to_first_token_ms.successful"
    QString where;
};

Distribution distribution(const nlohmann::json &metrics, const char *metric, const char *status,
                          const QString &where)
{
    const nlohmann::json &byStatus = member(metrics, metric);
    const char *chosen = status;
    const nlohmann::json *summary = &member(byStatus, status);
    if (!summary->is_object()) {
        chosen = "total";
        summary = &member(byStatus, "total");
    }
    if (!summary->is_object())
        return {};
    const QString key = QString::fromLatin1(metric) + u'.' + QString::fromLatin1(chosen);
    const QString summaryWhere = where + QStringLiteral(" › metrics › ") +
                                 QString::fromLatin1(metric) + QStringLiteral(" › ") +
                                 QString::fromLatin1(chosen);
    // A summary of no values (every request errored) is all zeros: nothing was measured.
    if (LenientJson::numberAt(*summary, "count", summaryWhere) == 0.0)
        return {};
    return {summary, key, summaryWhere};
}

void setFromDistribution(Run &run, const Distribution &d, const char *stat, const QString &name)
{
    if (!d.summary)
        return;
    if (const auto value = LenientJson::numberAt(*d.summary, stat, d.where))
        run.setMetric(name, *value, d.key + u'.' + QString::fromLatin1(stat));
}

// mean/median/std/min/max and every percentile of a latency distribution, as
// `{stat}_{metric}_ms`; `scale` turns the tool's unit into ms.
void setLatency(Run &run, const nlohmann::json &metrics, const char *key, const QString &metric,
                double scale, const QString &where)
{
    const Distribution d = distribution(metrics, key, "successful", where);
    if (!d.summary)
        return;
    const std::pair<const char *, const char *> stats[] = {
        {"mean", "mean"}, {"median", "median"}, {"std_dev", "std"}, {"min", "min"}, {"max", "max"}};
    for (const auto &[tool, ours] : stats) {
        if (const auto value = LenientJson::numberAt(*d.summary, tool, d.where))
            run.setMetric(MetricVocabulary::latencyName(QString::fromLatin1(ours), metric),
                          *value * scale, d.key + u'.' + QString::fromLatin1(tool));
    }
    const nlohmann::json &percentiles = member(*d.summary, "percentiles");
    bool hasP50 = false;
    if (percentiles.is_object()) {
        for (auto it = percentiles.begin(); it != percentiles.end(); ++it) {
            const auto percentile = percentileOfKey(it.key());
            if (!percentile)
                continue;
            const QString key = QString::fromStdString(it.key());
            const auto value = LenientJson::numberAt(percentiles, it.key().c_str(),
                                                     d.where + QStringLiteral(" › percentiles"));
            if (!value)
                continue;
            hasP50 = hasP50 || *percentile == 50.0;
            run.setMetric(MetricVocabulary::percentileLatencyName(*percentile, metric),
                          *value * scale, d.key + QStringLiteral(".percentiles.") + key);
        }
    }
    // ≤ v0.3 has no p50; its median is the same statistic.
    if (!hasP50) {
        if (const auto median = LenientJson::numberAt(*d.summary, "median", d.where))
            run.setMetric(MetricVocabulary::percentileLatencyName(50, metric), *median * scale,
                          d.key + QStringLiteral(".median"));
    }
}

QString strategyWord(const QString &type, std::optional<double> rate, std::optional<double> streams)
{
    if (rate && std::isfinite(*rate) && *rate > 0 &&
        (type == QLatin1String("constant") || type == QLatin1String("poisson")))
        return type + u'-' + QString::number(*rate, 'g', 4) + QStringLiteral("rps");
    if (streams && type == QLatin1String("concurrent"))
        return type + u'-' + QString::number(*streams, 'g', 6);
    return type;
}

} // namespace

QString schemaWord(Schema schema)
{
    switch (schema) {
    case Schema::Legacy:
        return QStringLiteral("v0.3");
    case Schema::V1:
        return QStringLiteral("v1");
    case Schema::V2:
        return QStringLiteral("v2");
    }
    return {};
}

Run runFromBenchmark(const nlohmann::json &benchmark, int index, const ReportContext &context)
{
    const QString where = QStringLiteral("benchmark %1").arg(index);
    if (!benchmark.is_object())
        throw ImportFailure(Tr::tr("%1: expected a JSON object").arg(where));
    const nlohmann::json &metrics = member(benchmark, "metrics");
    if (!metrics.is_object())
        throw ImportFailure(Tr::tr("%1: no \"metrics\" object").arg(where));

    // ≤ v0.3 keeps the strategy under args and the backend under worker; v0.4+ under config.
    const bool legacy = !benchmark.contains("config") && benchmark.contains("args");
    const nlohmann::json &benchConfig = member(benchmark, legacy ? "args" : "config");
    const nlohmann::json &strategy = member(benchConfig, "strategy");
    const nlohmann::json &backend =
        legacy ? member(benchmark, "worker") : member(benchConfig, "backend");
    const QString configWhere =
        where + (legacy ? QStringLiteral(" › args") : QStringLiteral(" › config"));

    Run run;
    run.source.locator = where;
    run.model = text(backend, legacy ? "backend_model" : "model", where);
    if (run.model.isEmpty())
        run.model = context.model;
    QString target = text(backend, legacy ? "backend_target" : "target", where);
    if (target.isEmpty())
        target = context.target;

    const auto start = LenientJson::numberAt(benchmark, "start_time", where);
    const auto end = LenientJson::numberAt(benchmark, "end_time", where);
    std::optional<double> duration = LenientJson::numberAt(benchmark, "duration", where);
    if (!duration && start && end)
        duration = *end - *start;
    // Seconds since the epoch; past year 9999 the product below would leave qint64 (and no
    // benchmark started then), so such a start time is not kept.
    constexpr double kLatestStartS = 253402300800.0;
    if (start && std::isfinite(*start) && *start > 0 && *start < kLatestStartS)
        run.startedAt =
            QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(*start * 1000.0), Qt::UTC);

    // Config: the client and the server it talked to; the server's own config is not in
    // the file.
    run.config["client"] = "guidellm";
    if (!context.guidellmVersion.isEmpty())
        run.config["client_version"] = context.guidellmVersion.toStdString();
    if (!target.isEmpty())
        run.config["target"] = target.toStdString();
    QString backendKind = text(backend, legacy ? "backend_type" : "kind", where);
    if (backendKind.isEmpty())
        backendKind = context.backendKind;
    if (!backendKind.isEmpty())
        run.config["backend"] = backendKind.toStdString();
    if (const QString format = text(backend, "request_format", where); !format.isEmpty())
        run.config["request_format"] = format.toStdString();

    // Workload: the strategy as configured.
    const QString strategyType =
        text(strategy, "type_", configWhere + QStringLiteral(" › strategy"));
    const QString strategyWhere = configWhere + QStringLiteral(" › strategy");
    const auto rate = LenientJson::numberAt(strategy, "rate", strategyWhere);
    const auto maxConcurrency = LenientJson::numberAt(strategy, "max_concurrency", strategyWhere);
    const auto streams = LenientJson::numberAt(strategy, "streams", strategyWhere);
    if (!strategyType.isEmpty())
        run.workload["strategy"] = strategyType.toStdString();
    if (rate)
        run.workload["rate"] = jsonNumber(*rate);
    if (maxConcurrency)
        run.workload["max_concurrency"] = jsonNumber(*maxConcurrency);
    if (streams)
        run.workload["streams"] = jsonNumber(*streams);
    if (legacy) {
        for (const char *key : {"max_number", "max_duration", "warmup_number", "warmup_duration",
                                "cooldown_number", "cooldown_duration"}) {
            if (const auto value = LenientJson::numberAt(benchConfig, key, configWhere))
                run.workload[key] = jsonNumber(*value);
        }
        const QString data = text(member(benchmark, "request_loader"), "data", where);
        if (!data.isEmpty())
            run.workload["data"] = data.toStdString();
    } else {
        const nlohmann::json &constraints = member(benchConfig, "constraints");
        if (constraints.is_object()) {
            for (auto it = constraints.begin(); it != constraints.end(); ++it)
                run.workload["constraints"][it.key()] =
                    it->is_object() && it->contains("args") ? it->at("args") : *it;
        }
        if (!context.data.is_null())
            run.workload["data"] = context.data;
    }
    // The user's labels are evidence too: a workload setting among them feeds the gates.
    QString labelName;
    for (auto it = context.labels.begin(); it != context.labels.end(); ++it) {
        if (it.key() == "name" && it->is_string())
            labelName = QString::fromStdString(it->get<std::string>()).trimmed();
        if (MetadataValue::isWorkloadSetting(it.key()))
            run.workload[it.key()] = MetadataValue::typed(*it);
        else
            run.extra["labels"][it.key()] = MetadataValue::typed(*it);
    }
    if (rate &&
        (strategyType == QLatin1String("constant") || strategyType == QLatin1String("poisson")))
        run.setMetric(QStringLiteral("request_rate_per_s"), *rate, QStringLiteral("strategy.rate"));
    else if (strategyType == QLatin1String("throughput"))
        run.setMetric(QStringLiteral("request_rate_per_s"), std::numeric_limits<double>::infinity(),
                      QStringLiteral("strategy.type_"));

    // Totals: request_totals sits under metrics in v0.4+, beside them in ≤ v0.3.
    const nlohmann::json *totals = &member(metrics, "request_totals");
    if (!totals->is_object())
        totals = &member(benchmark, "request_totals");
    const QString totalsWhere = where + QStringLiteral(" › request_totals");
    const auto successful = LenientJson::numberAt(*totals, "successful", totalsWhere);
    const auto errored = LenientJson::numberAt(*totals, "errored", totalsWhere);
    const auto incomplete = LenientJson::numberAt(*totals, "incomplete", totalsWhere);
    if (successful)
        run.setMetric(QStringLiteral("completed"), *successful,
                      QStringLiteral("request_totals.successful"));
    if (errored)
        run.setMetric(QStringLiteral("failed"), *errored, QStringLiteral("request_totals.errored"));
    if (incomplete)
        run.extra["incomplete_requests"] = jsonNumber(*incomplete);
    if (duration)
        run.setMetric(QStringLiteral("duration_s"), *duration, QStringLiteral("duration"));
    if (successful && *successful == 0 && errored && *errored > 0) {
        run.status = RunStatus::Failed;
        run.statusReason = Tr::tr("every request errored");
    }

    // Throughput and token means over successful requests; concurrency over all requests
    // in flight, errored ones included, since they loaded the server too.
    setFromDistribution(run, distribution(metrics, "requests_per_second", "successful", where),
                        "mean", QStringLiteral("requests_per_s"));
    setFromDistribution(run, distribution(metrics, "output_tokens_per_second", "successful", where),
                        "mean", QStringLiteral("output_tok_per_s"));
    setFromDistribution(run, distribution(metrics, "tokens_per_second", "successful", where),
                        "mean", QStringLiteral("total_tok_per_s"));
    setFromDistribution(run, distribution(metrics, "request_concurrency", "total", where), "mean",
                        QStringLiteral("concurrency"));
    setFromDistribution(run, distribution(metrics, "prompt_token_count", "successful", where),
                        "mean", QStringLiteral("input_tokens_mean"));
    setFromDistribution(run, distribution(metrics, "output_token_count", "successful", where),
                        "mean", QStringLiteral("output_tokens_mean"));

    setLatency(run, metrics, "time_to_first_token_ms", QStringLiteral("ttft"), 1.0, where);
    setLatency(run, metrics, "time_per_output_token_ms", QStringLiteral("tpot"), 1.0, where);
    setLatency(run, metrics, "inter_token_latency_ms", QStringLiteral("itl"), 1.0, where);
    setLatency(run, metrics, "request_latency", QStringLiteral("e2el"), 1000.0, where); // seconds

    // The other distributions keep their successful mean, median and p99 in extra.
    static const QSet<QString> mapped = {
        QStringLiteral("requests_per_second"),    QStringLiteral("output_tokens_per_second"),
        QStringLiteral("tokens_per_second"),      QStringLiteral("request_concurrency"),
        QStringLiteral("prompt_token_count"),     QStringLiteral("output_token_count"),
        QStringLiteral("time_to_first_token_ms"), QStringLiteral("time_per_output_token_ms"),
        QStringLiteral("inter_token_latency_ms"), QStringLiteral("request_latency"),
        QStringLiteral("request_totals")};
    for (auto it = metrics.begin(); it != metrics.end(); ++it) {
        if (mapped.contains(QString::fromStdString(it.key())))
            continue;
        const Distribution d = distribution(metrics, it.key().c_str(), "successful", where);
        if (!d.summary)
            continue;
        nlohmann::json summary = nlohmann::json::object();
        for (const char *stat : {"mean", "median"}) {
            if (const auto value = LenientJson::numberAt(*d.summary, stat, d.where))
                summary[stat] = *value;
        }
        if (const auto p99 =
                LenientJson::numberAt(member(*d.summary, "percentiles"), "p99", d.where))
            summary["p99"] = *p99;
        run.extra["metrics"][it.key()] = summary;
    }

    run.extra["guidellm_schema"] = schemaWord(context.schema).toStdString();
    for (const char *key : {"id_", "run_id"}) {
        const QString value = text(legacy ? benchmark : benchConfig, key, where);
        if (!value.isEmpty())
            run.extra[key] = value.toStdString();
    }
    for (const char *key : {"warmup_duration", "cooldown_duration"}) {
        if (const auto value = LenientJson::numberAt(benchmark, key, where))
            run.extra[key] = *value;
    }

    run.samples = requestSamples(benchmark, start.value_or(0.0), where);

    // The user's name for the run leads in place of model and tool; a report's benchmarks
    // share it, so the strategy and the time still tell them apart.
    QStringList labelParts = labelName.isEmpty() ? QStringList{ImportLabel::modelWord(run.model),
                                                               QStringLiteral("guidellm")}
                                                 : QStringList{labelName};
    labelParts << strategyWord(strategyType, rate, streams)
               << ImportLabel::timestamp(run.startedAt);
    run.label = ImportLabel::join(labelParts);
    return run;
}

} // namespace lanebook::GuideLlm
