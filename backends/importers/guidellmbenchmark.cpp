#include "backends/importers/guidellmbenchmark.h"

#include "backends/importers/importerstr.h"
#include "backends/importers/importlabel.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/metadatavalue.h"
#include "models/run/metricvocabulary.h"
#include "models/run/statusreason.h"

#include <QSet>

#include <cmath>
#include <limits>

namespace lanebook::GuideLlm {

namespace {

using LenientJson::member;

QString text(const nlohmann::json &object, const char *key, const QString &where)
{
    return LenientJson::stringAt(object, key, where).value_or(QString());
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

namespace {

// Where a benchmark keeps what: ≤ v0.3 keeps the strategy under args and the backend under
// worker; v0.4+ under config.
struct BenchmarkParts
{
    const nlohmann::json &benchmark;
    const nlohmann::json &metrics;
    bool legacy;
    const nlohmann::json &benchConfig;
    const nlohmann::json &strategy;
    const nlohmann::json &backend;
    QString where;
    QString configWhere;
};

// When it ran, in seconds.
struct BenchmarkTimes
{
    std::optional<double> start; // since the epoch
    std::optional<double> duration;
};

// What the strategy and the labels say that the run's label is made of.
struct StrategyRead
{
    QString type;
    std::optional<double> rate;
    std::optional<double> streams;
    QString labelName; // the user's "name" label
};

BenchmarkParts benchmarkParts(const nlohmann::json &benchmark, int index)
{
    const QString where = QStringLiteral("benchmark %1").arg(index);
    if (!benchmark.is_object())
        throw ImportFailure(ImportersTr::tr("%1: expected a JSON object").arg(where));
    const nlohmann::json &metrics = member(benchmark, "metrics");
    if (!metrics.is_object())
        throw ImportFailure(ImportersTr::tr("%1: no \"metrics\" object").arg(where));
    const bool legacy = !benchmark.contains("config") && benchmark.contains("args");
    const nlohmann::json &benchConfig = member(benchmark, legacy ? "args" : "config");
    return BenchmarkParts{
        benchmark,
        metrics,
        legacy,
        benchConfig,
        member(benchConfig, "strategy"),
        legacy ? member(benchmark, "worker") : member(benchConfig, "backend"),
        where,
        where + (legacy ? QStringLiteral(" › args") : QStringLiteral(" › config")),
    };
}

// The model, the times and the config: the client and the server it talked to; the server's
// own config is not in the file.
BenchmarkTimes setModelTimesAndClient(Run &run, const BenchmarkParts &parts,
                                      const ReportContext &context)
{
    const bool legacy = parts.legacy;
    const QString &where = parts.where;
    run.source.locator = where;
    run.model = text(parts.backend, legacy ? "backend_model" : "model", where);
    if (run.model.isEmpty())
        run.model = context.model;
    QString target = text(parts.backend, legacy ? "backend_target" : "target", where);
    if (target.isEmpty())
        target = context.target;

    BenchmarkTimes times;
    times.start = LenientJson::numberAt(parts.benchmark, "start_time", where);
    const auto end = LenientJson::numberAt(parts.benchmark, "end_time", where);
    times.duration = LenientJson::numberAt(parts.benchmark, "duration", where);
    if (!times.duration && times.start && end)
        times.duration = *end - *times.start;
    // Seconds since the epoch; past year 9999 the product below would leave qint64 (and no
    // benchmark started then), so such a start time is not kept.
    constexpr double kLatestStartS = 253402300800.0;
    if (const auto start = times.start;
        start && std::isfinite(*start) && *start > 0 && *start < kLatestStartS)
        run.startedAt =
            QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(*start * 1000.0), Qt::UTC);

    run.config["client"] = "guidellm";
    if (!context.guidellmVersion.isEmpty())
        run.config["client_version"] = context.guidellmVersion.toStdString();
    if (!target.isEmpty())
        run.config["target"] = target.toStdString();
    QString backendKind = text(parts.backend, legacy ? "backend_type" : "kind", where);
    if (backendKind.isEmpty())
        backendKind = context.backendKind;
    if (!backendKind.isEmpty())
        run.config["backend"] = backendKind.toStdString();
    if (const QString format = text(parts.backend, "request_format", where); !format.isEmpty())
        run.config["request_format"] = format.toStdString();
    return times;
}

// Workload: the strategy as configured, its limits, the data, and the user's labels (a
// workload setting among them feeds the gates too).
StrategyRead setWorkload(Run &run, const BenchmarkParts &parts, const ReportContext &context)
{
    StrategyRead strategy;
    const QString strategyWhere = parts.configWhere + QStringLiteral(" › strategy");
    strategy.type = text(parts.strategy, "type_", strategyWhere);
    strategy.rate = LenientJson::numberAt(parts.strategy, "rate", strategyWhere);
    const auto maxConcurrency =
        LenientJson::numberAt(parts.strategy, "max_concurrency", strategyWhere);
    strategy.streams = LenientJson::numberAt(parts.strategy, "streams", strategyWhere);
    if (!strategy.type.isEmpty())
        run.workload["strategy"] = strategy.type.toStdString();
    if (strategy.rate)
        run.workload["rate"] = LenientJson::jsonNumber(*strategy.rate);
    if (maxConcurrency)
        run.workload["max_concurrency"] = LenientJson::jsonNumber(*maxConcurrency);
    if (strategy.streams)
        run.workload["streams"] = LenientJson::jsonNumber(*strategy.streams);
    if (parts.legacy) {
        for (const char *key : {"max_number", "max_duration", "warmup_number", "warmup_duration",
                                "cooldown_number", "cooldown_duration"}) {
            if (const auto value = LenientJson::numberAt(parts.benchConfig, key, parts.configWhere))
                run.workload[key] = LenientJson::jsonNumber(*value);
        }
        const QString data = text(member(parts.benchmark, "request_loader"), "data", parts.where);
        if (!data.isEmpty())
            run.workload["data"] = data.toStdString();
    } else {
        const nlohmann::json &constraints = member(parts.benchConfig, "constraints");
        if (constraints.is_object()) {
            for (auto it = constraints.begin(); it != constraints.end(); ++it)
                run.workload["constraints"][it.key()] =
                    it->is_object() && it->contains("args") ? it->at("args") : *it;
        }
        if (!context.data.is_null())
            run.workload["data"] = context.data;
    }
    for (auto it = context.labels.begin(); it != context.labels.end(); ++it) {
        if (it.key() == "name" && it->is_string())
            strategy.labelName = QString::fromStdString(it->get<std::string>()).trimmed();
        if (MetadataValue::isWorkloadSetting(it.key()))
            run.workload[it.key()] = MetadataValue::typed(*it);
        else
            run.extra["labels"][it.key()] = MetadataValue::typed(*it);
    }
    if (strategy.rate &&
        (strategy.type == QLatin1String("constant") || strategy.type == QLatin1String("poisson")))
        run.setMetric(QStringLiteral("request_rate_per_s"), *strategy.rate,
                      QStringLiteral("strategy.rate"));
    else if (strategy.type == QLatin1String("throughput"))
        run.setMetric(QStringLiteral("request_rate_per_s"), std::numeric_limits<double>::infinity(),
                      QStringLiteral("strategy.type_"));
    return strategy;
}

// Request counts and the duration; a benchmark whose every request errored failed.
void setTotals(Run &run, const BenchmarkParts &parts, std::optional<double> duration)
{
    const QString &where = parts.where;
    // request_totals sits under metrics in v0.4+, beside them in ≤ v0.3.
    const nlohmann::json *totals = &member(parts.metrics, "request_totals");
    if (!totals->is_object())
        totals = &member(parts.benchmark, "request_totals");
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
        run.extra["incomplete_requests"] = LenientJson::jsonNumber(*incomplete);
    if (duration)
        run.setMetric(QStringLiteral("duration_s"), *duration, QStringLiteral("duration"));
    if (successful && *successful == 0 && errored && *errored > 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "every request errored"));
    }
}

// Throughput and token means over successful requests; concurrency over all requests in
// flight, errored ones included, since they loaded the server too; the latency percentiles.
void setVocabularyMetrics(Run &run, const nlohmann::json &metrics, const QString &where)
{
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
}

// GuideLLM's own goodput (0.8+, PR #1085): the SLO in config.slo ({ttft_ms, tpot_ms, e2el_ms},
// ms, at least one set; tpot_ms is held against the inter-token latency), and in metrics
// slo_attainment (a 0-1 fraction of the requests it could judge), slo_determined_requests,
// request_goodput (a rate distribution whose successful mean is req/s), output_token_goodput
// (tok/s) and slo_attainment_by_metric. The goodput is the vocabulary's tool goodput; the rest
// is kept as the tool's in extra.tool_slo. A null (no SLO, or no request it could judge) is not
// a zero and is left out.
void setToolGoodput(Run &run, const BenchmarkParts &parts)
{
    setFromDistribution(run,
                        distribution(parts.metrics, "request_goodput", "successful", parts.where),
                        "mean", QStringLiteral("goodput_requests_per_s"));
    nlohmann::json kept = nlohmann::json::object();
    const nlohmann::json &slo = member(parts.benchConfig, "slo");
    const QString sloWhere = parts.configWhere + QStringLiteral(" › slo");
    for (const char *bound : {"ttft_ms", "tpot_ms", "e2el_ms"}) {
        if (const auto value = LenientJson::numberAt(slo, bound, sloWhere))
            kept["bounds"][bound] = *value;
    }
    const QString metricsWhere = parts.where + QStringLiteral(" › metrics");
    if (const auto attainment =
            LenientJson::numberAt(parts.metrics, "slo_attainment", metricsWhere))
        kept["attainment_pct"] = 100.0 * *attainment;
    if (const auto determined =
            LenientJson::numberAt(parts.metrics, "slo_determined_requests", metricsWhere);
        determined && kept.contains("attainment_pct"))
        kept["determined_requests"] = *determined;
    const Distribution tokens =
        distribution(parts.metrics, "output_token_goodput", "successful", parts.where);
    if (tokens.summary) {
        if (const auto mean = LenientJson::numberAt(*tokens.summary, "mean", tokens.where))
            kept["output_token_goodput_tok_per_s"] = *mean;
    }
    if (const nlohmann::json &byMetric = member(parts.metrics, "slo_attainment_by_metric");
        byMetric.is_object() && !byMetric.empty())
        kept["by_metric"] = byMetric;
    if (kept.empty())
        return;
    kept["tool"] = "GuideLLM";
    run.extra["tool_slo"] = std::move(kept);
}

// The distributions without a vocabulary name keep their successful mean, median and p99 in
// extra.
void keepOtherDistributions(Run &run, const nlohmann::json &metrics, const QString &where)
{
    static const QSet<QString> mapped = {
        QStringLiteral("requests_per_second"),    QStringLiteral("output_tokens_per_second"),
        QStringLiteral("tokens_per_second"),      QStringLiteral("request_concurrency"),
        QStringLiteral("prompt_token_count"),     QStringLiteral("output_token_count"),
        QStringLiteral("time_to_first_token_ms"), QStringLiteral("time_per_output_token_ms"),
        QStringLiteral("inter_token_latency_ms"), QStringLiteral("request_latency"),
        QStringLiteral("request_totals"),         QStringLiteral("request_goodput"),
        QStringLiteral("output_token_goodput")};
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
}

// The schema, the benchmark's ids and its warm-up and cool-down.
void keepBenchmarkIdentity(Run &run, const BenchmarkParts &parts, const ReportContext &context)
{
    run.extra["guidellm_schema"] = schemaWord(context.schema).toStdString();
    for (const char *key : {"id_", "run_id"}) {
        const QString value =
            text(parts.legacy ? parts.benchmark : parts.benchConfig, key, parts.where);
        if (!value.isEmpty())
            run.extra[key] = value.toStdString();
    }
    for (const char *key : {"warmup_duration", "cooldown_duration"}) {
        if (const auto value = LenientJson::numberAt(parts.benchmark, key, parts.where))
            run.extra[key] = *value;
    }
}

} // namespace

Run runFromBenchmark(const nlohmann::json &benchmark, int index, const ReportContext &context)
{
    const BenchmarkParts parts = benchmarkParts(benchmark, index);
    Run run;
    const BenchmarkTimes times = setModelTimesAndClient(run, parts, context);
    const StrategyRead strategy = setWorkload(run, parts, context);
    setTotals(run, parts, times.duration);
    setVocabularyMetrics(run, parts.metrics, parts.where);
    setToolGoodput(run, parts);
    keepOtherDistributions(run, parts.metrics, parts.where);
    keepBenchmarkIdentity(run, parts, context);
    run.samples = requestSamples(benchmark, times.start.value_or(0.0), parts.where);

    // The user's name for the run leads in place of model and tool; a report's benchmarks
    // share it, so the strategy and the time still tell them apart.
    QStringList labelParts =
        strategy.labelName.isEmpty()
            ? QStringList{ImportLabel::modelWord(run.model), QStringLiteral("guidellm")}
            : QStringList{strategy.labelName};
    labelParts << strategyWord(strategy.type, strategy.rate, strategy.streams)
               << ImportLabel::timestamp(run.startedAt);
    run.label = ImportLabel::join(labelParts);
    return run;
}

} // namespace lanebook::GuideLlm
