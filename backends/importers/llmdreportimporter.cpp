// The llm-d Benchmark Report (llm-d/llm-d-benchmark, llmdbenchmark/analysis/benchmark_report):
// one load stage of a benchmark, in YAML (what the harness writes, keys sorted) or JSON, in
// three versions: "0.1" (scenario + metrics, throughput as plain numbers), "0.2" and "0.2.1"
// (run + scenario + results, every metric a statistics object with its units). The one format
// that describes a prefill/decode-split stack: the stack's engines, their roles, replicas and
// parallelism are config. Keys, units and versions: FORMATS.md beside this file.
#include "backends/importers/blockyaml.h"
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/latencystatistics.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/llmdobservability.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

#include <cmath>
#include <string_view>

namespace lanebook {

namespace {

constexpr std::size_t kLlmdSniffBytes = 64 * 1024;

// The report's version, from its top-level keys, or empty when the bytes are no report.
// YAML: yaml.dump writes "version: '0.2'" at the left margin, after "results:" or "metrics:".
QString reportVersion(const QByteArray &content)
{
    const std::string_view text(content.constData(), static_cast<std::size_t>(content.size()));
    if (LenientJson::looksLikeJson(content)) {
        const auto members = JsonObjectScan::sniffFirstObject(text, kLlmdSniffBytes);
        const JsonObjectScan::Member *version = JsonObjectScan::findMember(members, "version");
        const bool shaped =
            JsonObjectScan::hasKey(members, "scenario") || JsonObjectScan::hasKey(members, "run");
        if (!version || !shaped ||
            !(JsonObjectScan::hasKey(members, "results") ||
              JsonObjectScan::hasKey(members, "metrics")))
            return {};
        return QString::fromUtf8(version->value.data(), qsizetype(version->value.size()))
            .remove(QLatin1Char('"'));
    }
    // yaml.dump sorts the keys, so "version" comes last: the whole text is searched, bytes only.
    const auto topLevelKey = [&text](std::string_view key) {
        for (std::size_t at = text.find(key); at != std::string_view::npos;
             at = text.find(key, at + 1)) {
            const std::size_t end = at + key.size();
            if ((at == 0 || text[at - 1] == '\n') && end < text.size() &&
                (text[end] == '\n' || text[end] == '\r' || text[end] == ' '))
                return std::string_view(text).substr(end);
        }
        return std::string_view();
    };
    if (topLevelKey("results:").empty() && topLevelKey("metrics:").empty())
        return {};
    if (topLevelKey("scenario:").empty() && topLevelKey("run:").empty())
        return {};
    std::string_view version = topLevelKey("version:");
    version = version.substr(0, version.find('\n'));
    for (const std::string_view candidate : {"0.2.1", "0.2", "0.1"}) {
        for (const std::string_view quote : {"'", "\"", ""}) {
            const std::string quoted =
                " " + std::string(quote) + std::string(candidate) + std::string(quote);
            if (version == quoted || version == quoted + "\r")
                return QString::fromLatin1(candidate.data(), qsizetype(candidate.size()));
        }
    }
    return {};
}

// A Statistics object's factor to milliseconds, from its units: "s", "ms", "s/token",
// "ms/token"; anything else for a latency is refused, naming it.
double llmdToMs(const nlohmann::json &stats, const QString &path)
{
    const nlohmann::json &units = LenientJson::member(stats, "units");
    const QString unit =
        units.is_string() ? QString::fromStdString(units.get<std::string>()) : QString();
    if (unit == QLatin1String("s") || unit == QLatin1String("s/token"))
        return 1000.0;
    if (unit == QLatin1String("ms") || unit == QLatin1String("ms/token"))
        return 1.0;
    throw ImportFailure(ImportersTr::tr("%1: units \"%2\"; a latency is in s, ms, s/token or "
                                        "ms/token")
                            .arg(ServingImport::nestedKeyWhere(path), unit));
}

void addLatency(Run &run, const nlohmann::json &latencies, const char *key, const char *metric,
                const QString &section)
{
    const nlohmann::json &stats = LenientJson::member(latencies, key);
    const QString path = section + QLatin1Char('.') + QLatin1String(key);
    // Statistics {units, mean, stddev, min, p0p1 ... p99p9, max}: the units say the scale.
    LatencyStatistics::addStatisticsObject(run, stats, QString::fromLatin1(metric),
                                           stats.is_object() ? llmdToMs(stats, path) : 1.0, path);
}

// The five latencies both versions write, and the vocabulary's names; NTPOT has none.
void addLatencies(Run &run, const nlohmann::json &latencies, const QString &section,
                  nlohmann::json &extra)
{
    addLatency(run, latencies, "time_to_first_token", "ttft", section);
    addLatency(run, latencies, "time_per_output_token", "tpot", section);
    addLatency(run, latencies, "inter_token_latency", "itl", section);
    addLatency(run, latencies, "request_latency", "e2el", section);
    if (latencies.contains("normalized_time_per_output_token"))
        extra["normalized_time_per_output_token"] = latencies["normalized_time_per_output_token"];
}

void addRequests(Run &run, const nlohmann::json &requests, const QString &section)
{
    const auto number = [&](const char *key) {
        return LenientJson::numberAt(
            requests, key,
            ServingImport::nestedKeyWhere(section + QLatin1Char('.') + QLatin1String(key)));
    };
    const auto total = number("total");
    const auto failures = number("failures");
    const auto incomplete = number("incomplete");
    if (total) {
        const double failed = failures.value_or(0.0) + incomplete.value_or(0.0);
        run.setMetric(QStringLiteral("completed"), *total - failed,
                      section + QStringLiteral(".total"));
        run.setMetric(QStringLiteral("failed"), failed, section + QStringLiteral(".failures"));
        if (*total - failed <= 0) {
            run.status = RunStatus::Failed;
            run.statusReason =
                statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
        }
    }
    for (const auto &[key, metric] : {std::pair{"input_length", "input_tokens_mean"},
                                      std::pair{"output_length", "output_tokens_mean"}}) {
        const nlohmann::json &stats = LenientJson::member(requests, key);
        const QString at =
            section + QLatin1Char('.') + QLatin1String(key) + QStringLiteral(".mean");
        if (const auto mean =
                LenientJson::numberAt(stats, "mean", ServingImport::nestedKeyWhere(at)))
            run.setMetric(QString::fromLatin1(metric), *mean, at);
    }
}

// "PT49.97206788184121S", "PT1H2M3.5S" -> seconds.
std::optional<double> isoDurationS(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^P(?:(\\d+(?:\\.\\d+)?)D)?T?(?:(\\d+(?:\\.\\d+)?)H)?(?:(\\d+(?:\\.\\d+)?)M)"
                       "?(?:(\\d+(?:\\.\\d+)?)S)?$"));
    const auto m = pattern.match(text);
    if (!m.hasMatch() || text == QLatin1String("P") || text == QLatin1String("PT"))
        return std::nullopt;
    return m.captured(1).toDouble() * 86400.0 + m.captured(2).toDouble() * 3600.0 +
           m.captured(3).toDouble() * 60.0 + m.captured(4).toDouble();
}

QString textAt(const nlohmann::json &object, const char *key)
{
    return ServingImport::stringOr(object, key);
}

// The stack (v0.2): each engine's tool, role, replicas, accelerator and parallelism; a
// prefill and a decode engine make a disaggregated stack. The model is the engines' model.
void addStack(Run &run, const nlohmann::json &stack)
{
    if (!stack.is_array())
        return;
    nlohmann::json engines = nlohmann::json::array();
    QStringList roles;
    int gpus = 0;
    for (const nlohmann::json &component : stack) {
        const nlohmann::json &standard = LenientJson::member(component, "standardized");
        if (textAt(standard, "kind") != QLatin1String("inference_engine"))
            continue;
        nlohmann::json engine = nlohmann::json::object();
        for (const char *key : {"tool", "tool_version", "role", "replicas"}) {
            if (standard.contains(key))
                engine[key] = standard[key];
        }
        const nlohmann::json &accelerator = LenientJson::member(standard, "accelerator");
        if (accelerator.is_object()) {
            for (const char *key : {"model", "count"}) {
                if (accelerator.contains(key))
                    engine[std::string("accelerator_") + key] = accelerator[key];
            }
            const nlohmann::json &parallelism = LenientJson::member(accelerator, "parallelism");
            if (parallelism.is_object())
                engine["parallelism"] = parallelism;
            const auto count = LenientJson::number(LenientJson::member(accelerator, "count"));
            const auto replicas = LenientJson::number(LenientJson::member(standard, "replicas"));
            if (count && *count >= 0 && *count < 4096)
                gpus += static_cast<int>(*count) *
                        static_cast<int>(replicas && *replicas >= 1 && *replicas < 4096 ? *replicas
                                                                                        : 1);
        }
        const QString model = textAt(LenientJson::member(standard, "model"), "name");
        if (run.model.isEmpty())
            run.model = model;
        roles << textAt(standard, "role");
        if (!run.config.contains("runtime") && !textAt(standard, "tool").isEmpty())
            run.config["runtime"] = textAt(standard, "tool").toLower().toStdString();
        if (!run.config.contains("gpu") && accelerator.is_object() &&
            !textAt(accelerator, "model").isEmpty())
            run.config["gpu"] = textAt(accelerator, "model").toStdString();
        engines.push_back(std::move(engine));
    }
    if (engines.empty())
        return;
    run.config["engines"] = std::move(engines);
    run.config["disaggregated"] =
        roles.contains(QLatin1String("prefill")) && roles.contains(QLatin1String("decode"));
    if (gpus > 0)
        run.config["gpu_count"] = gpus;
}

Run reportRunV2(const nlohmann::json &json, const QString &version)
{
    Run run;
    nlohmann::json extra = nlohmann::json::object();
    extra["report_version"] = version.toStdString();
    const nlohmann::json &runInfo = LenientJson::member(json, "run");
    for (const char *key : {"uid", "eid", "cid", "description"}) {
        if (runInfo.contains(key))
            extra[std::string("run_") + key] = runInfo[key];
    }
    const nlohmann::json &time = LenientJson::member(runInfo, "time");
    if (const QString start = textAt(time, "start"); !start.isEmpty()) {
        const QDateTime at = QDateTime::fromString(start, Qt::ISODateWithMs);
        if (at.isValid())
            run.startedAt = at.toUTC();
    }
    if (const auto duration = isoDurationS(textAt(time, "duration")))
        extra["harness_duration_s"] = *duration;

    const nlohmann::json &scenario = LenientJson::member(json, "scenario");
    addStack(run, LenientJson::member(scenario, "stack"));
    const nlohmann::json &load =
        LenientJson::member(LenientJson::member(scenario, "load"), "standardized");
    std::optional<double> concurrency;
    std::optional<double> rate;
    if (load.is_object()) {
        const nlohmann::json &c = LenientJson::member(load, "concurrency");
        concurrency = LenientJson::number(c);
        rate = LenientJson::number(LenientJson::member(load, "rate_qps"));
        // A concurrent stage: inference-perf's converter writes the request count as its rate.
        if (concurrency) {
            run.workload["concurrency"] = LenientJson::jsonNumber(*concurrency);
            if (std::isfinite(*concurrency))
                run.setMetric(QStringLiteral("concurrency"), *concurrency,
                              QStringLiteral("scenario.load.standardized.concurrency"));
            rate.reset();
        } else if (rate) {
            run.workload["request_rate"] = ServingImport::rateJson(*rate);
            run.setMetric(QStringLiteral("request_rate_per_s"), *rate,
                          QStringLiteral("scenario.load.standardized.rate_qps"));
        }
        for (const char *key :
             {"input_seq_len", "output_seq_len", "prefix", "multi_turn", "source"}) {
            if (load.contains(key))
                run.workload[key] = load[key];
        }
        for (const char *key : {"tool", "tool_version", "stage", "parallelism"}) {
            if (load.contains(key))
                extra[std::string("load_") + key] = load[key];
        }
    }

    const nlohmann::json &aggregate = LenientJson::member(
        LenientJson::member(LenientJson::member(json, "results"), "request_performance"),
        "aggregate");
    if (!aggregate.is_object())
        throw ImportFailure(ImportersTr::tr("%1 is missing: the report holds no request results")
                                .arg(ServingImport::nestedKeyWhere(
                                    QStringLiteral("results.request_performance.aggregate"))));
    const QString section = QStringLiteral("results.request_performance.aggregate");
    addRequests(run, LenientJson::member(aggregate, "requests"),
                section + QStringLiteral(".requests"));
    addLatencies(run, LenientJson::member(aggregate, "latency"),
                 section + QStringLiteral(".latency"), extra);
    const nlohmann::json &throughput = LenientJson::member(aggregate, "throughput");
    for (const auto &[key, metric] : {std::pair{"output_token_rate", "output_tok_per_s"},
                                      std::pair{"total_token_rate", "total_tok_per_s"},
                                      std::pair{"request_rate", "requests_per_s"}}) {
        const QString at =
            section + QStringLiteral(".throughput.") + QLatin1String(key) + QStringLiteral(".mean");
        if (const auto mean = LenientJson::numberAt(LenientJson::member(throughput, key), "mean",
                                                    ServingImport::nestedKeyWhere(at)))
            run.setMetric(QString::fromLatin1(metric), *mean, at);
    }
    if (throughput.contains("input_token_rate"))
        extra["input_token_rate"] = throughput["input_token_rate"];
    LlmdObservability::add(
        run, LenientJson::member(LenientJson::member(json, "results"), "observability"), extra);
    run.extra = std::move(extra);

    ServingImport::LabelParts label;
    label.model = run.model;
    label.tool = QStringLiteral("llm-d");
    label.concurrency = concurrency;
    label.requestRate = rate;
    label.startedAt = run.startedAt;
    if (const auto stage = LenientJson::number(LenientJson::member(load, "stage")))
        label.tool += QStringLiteral("-stage%1").arg(static_cast<int>(*stage));
    run.label = ServingImport::runLabel(label);
    return run;
}

Run reportRunV1(const nlohmann::json &json)
{
    Run run;
    nlohmann::json extra = nlohmann::json::object();
    extra["report_version"] = "0.1";
    const nlohmann::json &scenario = LenientJson::member(json, "scenario");
    const nlohmann::json &metrics = LenientJson::member(json, "metrics");
    if (!metrics.is_object())
        throw ImportFailure(ImportersTr::tr("%1 is not an object")
                                .arg(ServingImport::nestedKeyWhere(QStringLiteral("metrics"))));
    run.model = textAt(LenientJson::member(scenario, "model"), "name");
    const nlohmann::json &engines =
        LenientJson::member(LenientJson::member(scenario, "platform"), "engine");
    if (engines.is_array() && !engines.empty()) {
        if (const QString name = textAt(engines.front(), "name"); !name.isEmpty())
            run.config["runtime"] = name.toLower().toStdString();
        if (const QString version = textAt(engines.front(), "version"); !version.isEmpty())
            run.config["runtime_version"] = version.toStdString();
    }
    const nlohmann::json &accelerators =
        LenientJson::member(LenientJson::member(scenario, "host"), "accelerator");
    if (accelerators.is_array() && !accelerators.empty()) {
        if (const QString model = textAt(accelerators.front(), "model"); !model.isEmpty())
            run.config["gpu"] = model.toStdString();
        run.config["accelerators"] = accelerators;
    }
    const nlohmann::json &hostTypes =
        LenientJson::member(LenientJson::member(scenario, "host"), "type");
    if (hostTypes.is_array())
        run.config["host_types"] = hostTypes;

    // The load: the harness's own settings for this stage (its config is not stored whole: it
    // holds the server's api_key). inference-perf's names the model and server the report
    // leaves "unknown".
    const nlohmann::json &load = LenientJson::member(scenario, "load");
    const nlohmann::json &server = LenientJson::member(LenientJson::member(load, "args"), "server");
    if (run.model.isEmpty() || run.model == QLatin1String("unknown"))
        run.model = textAt(server, "model_name");
    if (!run.config.contains("runtime") && !textAt(server, "type").isEmpty())
        run.config["runtime"] = textAt(server, "type").toLower().toStdString();
    const auto stage =
        LenientJson::number(LenientJson::member(LenientJson::member(load, "metadata"), "stage"));
    std::optional<double> concurrency;
    std::optional<double> rate;
    const nlohmann::json &stages = LenientJson::member(
        LenientJson::member(LenientJson::member(load, "args"), "load"), "stages");
    if (stage && stages.is_array() && *stage >= 0 && *stage < double(stages.size())) {
        const nlohmann::json &settings = stages[static_cast<std::size_t>(*stage)];
        concurrency = LenientJson::number(LenientJson::member(settings, "concurrency_level"));
        rate = LenientJson::number(LenientJson::member(settings, "rate"));
        if (concurrency) {
            run.workload["concurrency"] = LenientJson::jsonNumber(*concurrency);
            run.setMetric(QStringLiteral("concurrency"), *concurrency,
                          QStringLiteral("scenario.load.args.load.stages.concurrency_level"));
            rate.reset();
        } else if (rate) {
            run.workload["request_rate"] = ServingImport::rateJson(*rate);
            run.setMetric(QStringLiteral("request_rate_per_s"), *rate,
                          QStringLiteral("scenario.load.args.load.stages.rate"));
        }
    }
    if (stage)
        extra["load_stage"] = static_cast<int>(*stage);
    if (const QString tool = textAt(load, "name"); !tool.isEmpty())
        extra["load_tool"] = tool.toStdString();

    addRequests(run, LenientJson::member(metrics, "requests"), QStringLiteral("metrics.requests"));
    addLatencies(run, LenientJson::member(metrics, "latency"), QStringLiteral("metrics.latency"),
                 extra);
    const nlohmann::json &throughput = LenientJson::member(metrics, "throughput");
    for (const auto &[key, metric] : {std::pair{"output_tokens_per_sec", "output_tok_per_s"},
                                      std::pair{"total_tokens_per_sec", "total_tok_per_s"},
                                      std::pair{"requests_per_sec", "requests_per_s"}}) {
        const QString at = QStringLiteral("metrics.throughput.") + QLatin1String(key);
        if (const auto value =
                LenientJson::numberAt(throughput, key, ServingImport::nestedKeyWhere(at)))
            run.setMetric(QString::fromLatin1(metric), *value, at);
    }
    const nlohmann::json &time = LenientJson::member(metrics, "time");
    if (const auto duration = LenientJson::numberAt(
            time, "duration",
            ServingImport::nestedKeyWhere(QStringLiteral("metrics.time.duration"))))
        run.setMetric(QStringLiteral("duration_s"), *duration,
                      QStringLiteral("metrics.time.duration"));
    if (const auto start = LenientJson::number(LenientJson::member(time, "start"));
        start && std::isfinite(*start) && *start > 0 && *start < 1e11)
        run.startedAt =
            QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(*start * 1000.0), QTimeZone::utc());
    run.extra = std::move(extra);

    ServingImport::LabelParts label;
    label.model = run.model;
    label.tool = stage ? QStringLiteral("llm-d-stage%1").arg(static_cast<int>(*stage))
                       : QStringLiteral("llm-d");
    label.concurrency = concurrency;
    label.requestRate = rate;
    label.startedAt = run.startedAt;
    run.label = ServingImport::runLabel(label);
    return run;
}

class LlmdReportImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LlmdReport; }

    int detect(const ImportInput &input) const override
    {
        return reportVersion(input.content).isEmpty() ? 0 : 90;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const nlohmann::json json = LenientJson::looksLikeJson(input.content)
                                        ? LenientJson::parse(text)
                                        : BlockYaml::parse(text);
        if (!json.is_object())
            throw ImportFailure(ImportersTr::tr("the report is not a mapping"));
        const QString version = ServingImport::stringOr(json, "version");
        Run run;
        if (version == QLatin1String("0.1"))
            run = reportRunV1(json);
        else if (version == QLatin1String("0.2") || version == QLatin1String("0.2.1"))
            run = reportRunV2(json, version);
        else
            throw ImportFailure(
                ImportersTr::tr("report version \"%1\"; Lanebook reads 0.1, 0.2 and "
                                "0.2.1")
                    .arg(version));
        run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(1);
        return {run};
    }
};

} // namespace

std::unique_ptr<Importer> makeLlmdReportImporter()
{
    return std::make_unique<LlmdReportImporter>();
}

} // namespace lanebook
