// inference-perf (kubernetes-sigs/inference-perf, inference_perf/reportgen/base.py): a report
// folder per benchmark, one stage_<N>_lifecycle_metrics.json per load stage (the client's view
// of the stage: counts, latency statistics in seconds, throughput, the load it asked for and
// achieved), summary_lifecycle_metrics.json over every stage, and the server's view of each
// from Prometheus (*_prometheus_metrics.json) when a metrics client was set. Every file may
// carry a report prefix in front of these names. A stage is a run; the summary is a run only
// when no stage file lies beside it (a mix of every stage's load is not a workload point); a
// Prometheus file adds its numbers to its lifecycle file's run and is never a run of its own.
// Keys, units and versions: FORMATS.md beside this file.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/inferenceperfconfig.h"
#include "backends/importers/inferenceperfrequests.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/latencystatistics.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <string_view>

namespace lanebook {

namespace {

constexpr std::size_t kInferencePerfSniffBytes = 64 * 1024;
// Stage files a summary looks for beside it: a stage file there means the summary's requests
// are those stages' runs.
constexpr int kStagesLookedFor = 64;

// Latency statistics under successes.latency, in seconds, and the vocabulary's name for each.
// normalized_time_per_output_token (end-to-end over output tokens) has none and stays extra.
struct InferencePerfLatency
{
    const char *key;
    const char *metric;
};
constexpr InferencePerfLatency kInferencePerfLatencies[] = {{"time_to_first_token", "ttft"},
                                                            {"time_per_output_token", "tpot"},
                                                            {"inter_token_latency", "itl"},
                                                            {"request_latency", "e2el"}};

// What a file's name says: its report prefix, and a stage number or the summary.
struct ReportName
{
    QString prefix;
    std::optional<int> stage; // nullopt: the summary (or a name the tool did not write)
    bool recognised = false;
};

ReportName reportNameOf(const QString &path, QLatin1String kind)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(.*)(?:summary|stage_(\\d{1,6}))_(lifecycle|prometheus)_metrics\\.json$"));
    const auto match = pattern.match(QFileInfo(path).fileName());
    ReportName name;
    if (!match.hasMatch() || match.captured(3) != kind)
        return name;
    name.recognised = true;
    name.prefix = match.captured(1);
    if (match.hasCaptured(2) && !match.captured(2).isEmpty())
        name.stage = match.captured(2).toInt();
    return name;
}

QString siblingPath(const QString &path, const QString &fileName)
{
    return QFileInfo(path).dir().filePath(fileName);
}

QString lifecycleFileName(const ReportName &name)
{
    return name.prefix +
           (name.stage ? QStringLiteral("stage_%1").arg(*name.stage) : QStringLiteral("summary")) +
           QStringLiteral("_lifecycle_metrics.json");
}

const QString kPerRequestFile = QStringLiteral("per_request_lifecycle_metrics.json");

QString prometheusFileName(const ReportName &name)
{
    return name.prefix +
           (name.stage ? QStringLiteral("stage_%1").arg(*name.stage) : QStringLiteral("summary")) +
           QStringLiteral("_prometheus_metrics.json");
}

// The three sections every report file has. A lifecycle file's load_summary holds at least its
// request count; a Prometheus file's is empty and its successes hold a rate.
enum class ReportKind { None, Lifecycle, Prometheus };

ReportKind reportKindOf(std::string_view text)
{
    const auto members = JsonObjectScan::sniffFirstObject(text, kInferencePerfSniffBytes);
    using JsonObjectScan::findMember;
    const JsonObjectScan::Member *load = findMember(members, "load_summary");
    const JsonObjectScan::Member *successes = findMember(members, "successes");
    if (!load || !successes || !JsonObjectScan::hasKey(members, "failures"))
        return ReportKind::None;
    std::string_view loadText = load->value;
    loadText.remove_prefix(std::min(loadText.find_first_not_of("{ \t\r\n"), loadText.size()));
    if (loadText.starts_with('}'))
        return JsonObjectScan::mentionsKey(successes->value, "rate") ? ReportKind::Prometheus
                                                                     : ReportKind::None;
    if (JsonObjectScan::mentionsKey(load->value, "count") &&
        JsonObjectScan::mentionsKey(successes->value, "count"))
        return ReportKind::Lifecycle;
    return ReportKind::None;
}

// A token count's mean: the newer {total, mean, ...} objects and the older statistics alike.
std::optional<double> meanOf(const nlohmann::json &successes, const char *key)
{
    const nlohmann::json &object = LenientJson::member(successes, key);
    if (!object.is_object())
        return std::nullopt;
    return LenientJson::numberAt(object, "mean",
                                 ServingImport::nestedKeyWhere(QStringLiteral("successes"), key));
}

// The folder words a label starts with: the report folder, or the folder above a folder named
// only "results" or "reports" (the demo's vllm/results).
QString folderWord(const QString &path)
{
    QDir dir = QFileInfo(path).dir();
    QString name = dir.dirName();
    if ((name == QLatin1String("results") || name == QLatin1String("reports")) && dir.cdUp() &&
        !dir.dirName().isEmpty())
        return dir.dirName();
    return name;
}

Run lifecycleRun(const ImportInput &input)
{
    const nlohmann::json json = LenientJson::parse(std::string_view(
        input.content.constData(), static_cast<std::size_t>(input.content.size())));
    if (!json.is_object())
        throw ImportFailure(ImportersTr::tr("the report is not a JSON object"));
    const nlohmann::json &load = LenientJson::member(json, "load_summary");
    const nlohmann::json &successes = LenientJson::member(json, "successes");
    const nlohmann::json &failures = LenientJson::member(json, "failures");
    if (!load.is_object() || !successes.is_object())
        throw ImportFailure(ImportersTr::tr("\"load_summary\" and \"successes\" must be objects"));
    const ReportName name = reportNameOf(input.path, QLatin1String("lifecycle"));

    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(1);
    nlohmann::json extra = nlohmann::json::object();
    if (name.stage)
        extra["stage"] = *name.stage;
    else
        extra["stage"] = "all";

    // The load: concurrency for a concurrent stage (its requested_rate is then the request
    // count), else the rate asked for. What was achieved is a measurement.
    const QString loadSection = QStringLiteral("load_summary");
    const auto concurrency = LenientJson::numberAt(
        load, "concurrency", ServingImport::nestedKeyWhere(loadSection, "concurrency"));
    const auto requested = LenientJson::numberAt(
        load, "requested_rate", ServingImport::nestedKeyWhere(loadSection, "requested_rate"));
    const auto achieved = LenientJson::numberAt(
        load, "achieved_rate", ServingImport::nestedKeyWhere(loadSection, "achieved_rate"));
    if (concurrency) {
        run.workload["concurrency"] = LenientJson::jsonNumber(*concurrency);
        run.setMetric(QStringLiteral("concurrency"), *concurrency,
                      QStringLiteral("load_summary.concurrency"));
    } else if (requested) {
        run.workload["request_rate"] = ServingImport::rateJson(*requested);
        run.setMetric(QStringLiteral("request_rate_per_s"), *requested,
                      QStringLiteral("load_summary.requested_rate"));
    }
    if (achieved)
        run.setMetric(QStringLiteral("achieved_request_rate_per_s"), *achieved,
                      QStringLiteral("load_summary.achieved_rate"));
    for (const char *key : {"send_duration", "schedule_delay"}) {
        if (load.contains(key))
            extra[key] = load[key];
    }

    // Counts, throughput, duration.
    const auto completed = LenientJson::numberAt(
        successes, "count", ServingImport::nestedKeyWhere(QStringLiteral("successes"), "count"));
    const auto failed = LenientJson::numberAt(
        failures, "count", ServingImport::nestedKeyWhere(QStringLiteral("failures"), "count"));
    if (completed)
        run.setMetric(QStringLiteral("completed"), *completed, QStringLiteral("successes.count"));
    if (failed)
        run.setMetric(QStringLiteral("failed"), *failed, QStringLiteral("failures.count"));
    const nlohmann::json &throughput = LenientJson::member(successes, "throughput");
    static constexpr std::pair<const char *, const char *> kThroughput[] = {
        {"output_tokens_per_sec", "output_tok_per_s"},
        {"total_tokens_per_sec", "total_tok_per_s"},
        {"requests_per_sec", "requests_per_s"}};
    const QString throughputSection = QStringLiteral("successes.throughput");
    for (const auto &[key, metric] : kThroughput) {
        if (const auto value = LenientJson::numberAt(
                throughput, key, ServingImport::nestedKeyWhere(throughputSection, key)))
            run.setMetric(QString::fromLatin1(metric), *value,
                          throughputSection + QLatin1Char('.') + QLatin1String(key));
    }
    if (const auto input = LenientJson::numberAt(
            throughput, "input_tokens_per_sec",
            ServingImport::nestedKeyWhere(throughputSection, "input_tokens_per_sec")))
        extra["input_tokens_per_sec"] = LenientJson::jsonNumber(*input);
    if (const auto seconds = LenientJson::numberAt(
            json, "benchmark_time_seconds",
            ServingImport::nestedKeyWhere(QString(), "benchmark_time_seconds")))
        run.setMetric(QStringLiteral("duration_s"), *seconds,
                      QStringLiteral("benchmark_time_seconds"));

    // Latencies (seconds), then token counts: prompt_tokens since 2026-08, prompt_len before;
    // the server's output_tokens since 2026-06 before the client's re-tokenised output_len.
    const nlohmann::json &latencies = LenientJson::member(successes, "latency");
    // Statistics objects {mean, min, max, median (p50 before 2025-08), p<P>...}, seconds; null
    // when no request measured it (TTFT of a run that was not streamed).
    for (const InferencePerfLatency &latency : kInferencePerfLatencies)
        LatencyStatistics::addStatisticsObject(
            run, LenientJson::member(latencies, latency.key), QString::fromLatin1(latency.metric),
            1000.0, QStringLiteral("successes.latency.") + QLatin1String(latency.key));
    if (latencies.contains("normalized_time_per_output_token"))
        extra["normalized_time_per_output_token"] = latencies["normalized_time_per_output_token"];
    for (const char *key : {"prompt_tokens", "prompt_len"}) {
        if (const auto mean = meanOf(successes, key)) {
            run.setMetric(QStringLiteral("input_tokens_mean"), *mean,
                          QStringLiteral("successes.%1.mean").arg(QLatin1String(key)));
            break;
        }
    }
    for (const char *key : {"output_tokens", "output_len"}) {
        if (const auto mean = meanOf(successes, key)) {
            run.setMetric(QStringLiteral("output_tokens_mean"), *mean,
                          QStringLiteral("successes.%1.mean").arg(QLatin1String(key)));
            break;
        }
    }
    if (successes.contains("token_count_mismatches"))
        extra["token_count_mismatches"] = successes["token_count_mismatches"];

    // Goodput as the tool defines it (of the successful requests; SLO bounds in its config).
    const nlohmann::json &goodput = LenientJson::member(successes, "goodput_metrics");
    if (goodput.is_object()) {
        for (const char *key : {"request_goodput", "request_goodput_rate"}) {
            if (const auto value =
                    LenientJson::numberAt(goodput, key,
                                          ServingImport::nestedKeyWhere(
                                              QStringLiteral("successes.goodput_metrics"), key))) {
                run.setMetric(QStringLiteral("goodput_requests_per_s"), *value,
                              QStringLiteral("successes.goodput_metrics.") + QLatin1String(key));
                break;
            }
        }
        extra["goodput_metrics"] = goodput;
    }
    if (successes.contains("slo_metrics"))
        extra["slo_metrics"] = successes["slo_metrics"];

    // Failures by label ("504 - Gateway Timeout"): the counts; the messages stay in the file.
    const nlohmann::json &byLabel = LenientJson::member(failures, "by_label");
    if (byLabel.is_object()) {
        nlohmann::json counts = nlohmann::json::object();
        for (auto it = byLabel.begin(); it != byLabel.end(); ++it)
            counts[it.key()] = LenientJson::member(it.value(), "count");
        extra["failures_by_label"] = std::move(counts);
    }

    // The server's view of the same stage, from the Prometheus file beside it.
    for (const auto &[path, content] : input.companions) {
        const std::string_view text(content.constData(), static_cast<std::size_t>(content.size()));
        if (reportKindOf(text) != ReportKind::Prometheus)
            continue;
        const QString file = QFileInfo(path).fileName();
        nlohmann::json server;
        try {
            server = LenientJson::parse(text);
        } catch (const ImportFailure &failure) {
            throw ImportFailure(ImportersTr::tr("%1: %2").arg(file, failure.message()));
        }
        extra["server_metrics"] = LenientJson::member(server, "successes");
        extra["server_metrics_file"] = file.toStdString();
    }

    // The requests themselves (per_request_lifecycle_metrics.json, every stage's together):
    // this run's only when the file holds as many requests as the run counts (one stage, or
    // the summary of the whole run). A record names no stage, so a stage among several cannot
    // tell its requests from the others'.
    for (const auto &[path, content] : input.companions) {
        const QString file = QFileInfo(path).fileName();
        if (!file.endsWith(kPerRequestFile))
            continue;
        InferencePerfRequests::Requests requests;
        try {
            requests = InferencePerfRequests::parse(
                std::string_view(content.constData(), static_cast<std::size_t>(content.size())));
        } catch (const ImportFailure &failure) {
            throw ImportFailure(ImportersTr::tr("%1: %2").arg(file, failure.message()));
        }
        const double counted = completed.value_or(0.0) + failed.value_or(0.0);
        const auto held = double(requests.samples.size());
        if (held == counted && requests.failed == int(failed.value_or(0.0))) {
            run.samples = std::move(requests.samples);
            extra["per_request_file"] = file.toStdString();
        } else {
            extra["per_request_not_read"] = {{"file", file.toStdString()},
                                             {"requests", requests.samples.size()},
                                             {"failed", requests.failed},
                                             {"run_requests", counted}};
        }
    }

    // What the report folder's config.yaml says (the model, the server), when it is there.
    for (const auto &[path, content] : input.companions) {
        if (QFileInfo(path).fileName() != QLatin1String("config.yaml"))
            continue;
        const InferencePerfConfig::Settings settings = InferencePerfConfig::read(content);
        run.model = settings.modelName;
        if (!settings.serverType.isEmpty())
            run.config["runtime"] = settings.serverType.toStdString();
        if (!settings.loadType.isEmpty())
            run.workload["load_type"] = settings.loadType.toStdString();
        if (!settings.apiType.isEmpty())
            run.workload["api_type"] = settings.apiType.toStdString();
        if (settings.streaming)
            run.workload["streaming"] = *settings.streaming;
    }
    run.extra = std::move(extra);

    if (completed && *completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
    }
    // Neither the model (but in config.yaml) nor the time is in these files: the folder and
    // the stage stand for them.
    ServingImport::LabelParts label;
    const QString stageWord =
        name.stage ? QStringLiteral("stage%1").arg(*name.stage) : QStringLiteral("summary");
    label.toolLabel = run.model.isEmpty()
                          ? folderWord(input.path) + QStringLiteral("-inference-perf-") + stageWord
                          : QString();
    label.model = run.model;
    label.tool = QStringLiteral("inference-perf-") + stageWord;
    label.concurrency = concurrency;
    label.requestRate = requested;
    run.label = ServingImport::runLabel(label);
    return run;
}

// A file that belongs to a lifecycle file beside it (a Prometheus view, the requests) is
// passed over as that file's.
void passOverBesideLifecycle(const ImportInput &input)
{
    for (const auto &[path, content] : input.companions) {
        if (reportKindOf(
                std::string_view(content.constData(), static_cast<std::size_t>(content.size()))) ==
            ReportKind::Lifecycle)
            throw ImportCovered(path);
    }
}

class InferencePerfImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::InferencePerf; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        if (InferencePerfRequests::looksLikeRequests(std::string_view(
                input.content.constData(), static_cast<std::size_t>(input.content.size()))))
            return 85;
        switch (reportKindOf(std::string_view(input.content.constData(),
                                              static_cast<std::size_t>(input.content.size())))) {
        case ReportKind::Lifecycle:
            return 90;
        case ReportKind::Prometheus:
            return 80;
        case ReportKind::None:
            break;
        }
        return 0;
    }

    QStringList companionPaths(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const ReportKind kind = reportKindOf(text);
        QStringList paths;
        if (InferencePerfRequests::looksLikeRequests(text)) {
            // Its lifecycle file: a lone stage's, else the summary's.
            const QString file = QFileInfo(input.path).fileName();
            const QString prefix =
                file.endsWith(kPerRequestFile) ? file.chopped(kPerRequestFile.size()) : QString();
            return {
                siblingPath(input.path, prefix + QStringLiteral("stage_0_lifecycle_metrics.json")),
                siblingPath(input.path, prefix + QStringLiteral("summary_lifecycle_metrics.json"))};
        }
        if (kind == ReportKind::Prometheus) {
            const ReportName name = reportNameOf(input.path, QLatin1String("prometheus"));
            if (name.recognised)
                paths << siblingPath(input.path, lifecycleFileName(name));
            return paths;
        }
        const ReportName name = reportNameOf(input.path, QLatin1String("lifecycle"));
        if (!name.recognised)
            return paths;
        paths << siblingPath(input.path, prometheusFileName(name))
              << siblingPath(input.path, QStringLiteral("config.yaml"))
              << siblingPath(input.path, name.prefix + kPerRequestFile);
        if (!name.stage) {
            for (int stage = 0; stage < kStagesLookedFor; ++stage)
                paths << siblingPath(
                    input.path,
                    name.prefix + QStringLiteral("stage_%1_lifecycle_metrics.json").arg(stage));
        }
        return paths;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (InferencePerfRequests::looksLikeRequests(text)) {
            InferencePerfRequests::parse(text); // a damaged file is said as such
            passOverBesideLifecycle(input);
            throw ImportFailure(
                ImportersTr::tr("these are inference-perf's requests of every stage, not a run: "
                                "import the stage_N_lifecycle_metrics.json or "
                                "summary_lifecycle_metrics.json beside them"));
        }
        if (reportKindOf(text) == ReportKind::Prometheus) {
            passOverBesideLifecycle(input);
            throw ImportFailure(
                ImportersTr::tr("this is the server's Prometheus view of an inference-perf "
                                "stage, not a run: import its *_lifecycle_metrics.json"));
        }
        // A summary beside its stage files: those are its runs, one per load.
        if (!reportNameOf(input.path, QLatin1String("lifecycle")).stage) {
            for (const auto &[path, content] : input.companions) {
                if (reportNameOf(path, QLatin1String("lifecycle")).stage &&
                    reportKindOf(std::string_view(content.constData(),
                                                  static_cast<std::size_t>(content.size()))) ==
                        ReportKind::Lifecycle)
                    throw ImportCovered(path);
            }
        }
        return {lifecycleRun(input)};
    }
};

} // namespace

std::unique_ptr<Importer> makeInferencePerfImporter()
{
    return std::make_unique<InferencePerfImporter>();
}

} // namespace lanebook
