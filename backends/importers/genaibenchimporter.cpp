// genai-bench (sgl-project/genai-bench and Baseten's fork): an experiment folder holds
// experiment_metadata.json (the command, the model, the server, the scenarios) and one run file
// per model, traffic scenario and concurrency (or batch size, or request rate):
// {"aggregated_metrics", "individual_request_metrics", "_time_unit"}. A run file is a run, its
// folder's metadata giving it the model and the server; the metadata alone is no run.
// Keys, units, the writer's quirks and versions: FORMATS.md beside this file.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/latencystatistics.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"
#include "models/findings/secretredaction.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <string_view>

namespace lanebook {

namespace {

constexpr std::size_t kGenaiBenchSniffBytes = 64 * 1024;
constexpr int kRunFilesLookedFor = 256;

// Latency statistics, in the file's _time_unit, and the vocabulary's name for each.
// output_latency (end-to-end less the first token) has none and stays extra.
struct GenaiBenchLatency
{
    const char *key;
    const char *metric;
};
constexpr GenaiBenchLatency kGenaiBenchLatencies[] = {
    {"ttft", "ttft"}, {"tpot", "tpot"}, {"e2e_latency", "e2el"}};

std::string_view textOf(const QByteArray &content)
{
    return std::string_view(content.constData(), static_cast<std::size_t>(content.size()));
}

// The per-request list follows the aggregate and may run to megabytes: past the sniffed head
// it is only looked for.
bool isRunFile(const QByteArray &content)
{
    const std::string_view text = textOf(content);
    return JsonObjectScan::hasKey(JsonObjectScan::sniffFirstObject(text, kGenaiBenchSniffBytes),
                                  "aggregated_metrics") &&
           JsonObjectScan::mentionsKey(text, "individual_request_metrics");
}

bool isMetadata(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    return hasKey(members, "cmd") && hasKey(members, "benchmark_version") &&
           hasKey(members, "traffic_scenario") && hasKey(members, "iteration_type");
}

std::vector<JsonObjectScan::Member> sniff(const QByteArray &content)
{
    return JsonObjectScan::sniffFirstObject(textOf(content), kGenaiBenchSniffBytes);
}

// The value after a `--flag` in the recorded command, or empty ("--qps-level 2.5").
QString flagValue(const QString &cmd, QLatin1String flag)
{
    const QStringList words = cmd.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        if (words.at(i) == flag)
            return words.at(i + 1);
    }
    return {};
}

// The folder's metadata, as run settings. The command is kept with its secrets redacted: a key
// passed on the command line is written there in clear (genai-bench masks only keys it read from
// the environment).
struct Metadata
{
    QString model;
    QString cmd;
    bool streaming = true;
    std::optional<double> qps; // --qps-level: num_concurrency then holds the request rate
    nlohmann::json config = nlohmann::json::object();
    nlohmann::json workload = nlohmann::json::object();
    QString unit; // metrics_time_unit
};

Metadata metadataOf(const QByteArray &content, const QString &file)
{
    Metadata metadata;
    nlohmann::json json;
    try {
        json = LenientJson::parse(textOf(content));
    } catch (const ImportFailure &failure) {
        throw ImportFailure(ImportersTr::tr("%1: %2").arg(file, failure.message()));
    }
    const auto text = [&](const char *key) {
        const nlohmann::json &value = LenientJson::member(json, key);
        return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
    };
    const QString apiModel = text("api_model_name");
    metadata.model =
        apiModel.isEmpty() || apiModel.contains(QLatin1Char(',')) ? text("model") : apiModel;
    metadata.cmd = redactSecretsInText(text("cmd"));
    metadata.unit = text("metrics_time_unit");
    const QString streaming = flagValue(metadata.cmd, QLatin1String("--disable-streaming"));
    metadata.streaming = streaming.compare(QLatin1String("true"), Qt::CaseInsensitive) != 0;
    if (const QString qps = flagValue(metadata.cmd, QLatin1String("--qps-level")); !qps.isEmpty()) {
        bool ok = false;
        const double value = qps.toDouble(&ok);
        if (ok && std::isfinite(value) && value > 0)
            metadata.qps = value;
    }
    // "vLLM", "SGLang", "TRT-LLM" as the runtimes' ids; an engine no importer names
    // ("TokenSpeed") as written, in lower case.
    if (const QString engine = text("server_engine"); !engine.isEmpty()) {
        const QString known = ServingImport::runtimeFromBackend(engine);
        metadata.config["runtime"] = (known.isEmpty() ? engine.toLower() : known).toStdString();
    }
    if (const QString version = text("server_version"); !version.isEmpty())
        metadata.config["runtime_version"] = version.toStdString();
    if (const QString gpu = text("server_gpu_type"); !gpu.isEmpty())
        metadata.config["gpu"] = gpu.toStdString();
    // server_gpu_count is written as a string ("1").
    const nlohmann::json &gpuCount = LenientJson::member(json, "server_gpu_count");
    bool countOk = gpuCount.is_number();
    const double count = countOk ? LenientJson::number(gpuCount).value_or(0.0)
                                 : LenientJson::toQString(gpuCount).toDouble(&countOk);
    if (countOk && count >= 1 && count <= 1024 && std::floor(count) == count)
        metadata.config["gpu_count"] = static_cast<int>(count);
    if (const QString backend = text("api_backend"); !backend.isEmpty())
        metadata.config["api_backend"] = backend.toStdString();
    if (const QString tokenizer = text("server_model_tokenizer"); !tokenizer.isEmpty())
        metadata.config["tokenizer"] = tokenizer.toStdString();
    if (const QString task = text("task"); !task.isEmpty())
        metadata.workload["task"] = task.toStdString();
    metadata.workload["streaming"] = metadata.streaming;
    const nlohmann::json &params = LenientJson::member(json, "additional_request_params");
    if (params.is_object()) {
        for (auto it = params.begin(); it != params.end(); ++it)
            metadata.workload[it.key()] = it.value();
    }
    return metadata;
}

// The time unit's factor to milliseconds: the run file's _time_unit, else the metadata's, else
// seconds (files before 2025-09 have neither).
double toMsFactor(const nlohmann::json &json, const QString &metadataUnit)
{
    const nlohmann::json &unit = LenientJson::member(json, "_time_unit");
    const QString text =
        unit.is_string() ? QString::fromStdString(unit.get<std::string>()) : metadataUnit;
    if (text.isEmpty() || text == QLatin1String("s"))
        return 1000.0;
    if (text == QLatin1String("ms"))
        return 1.0;
    throw ImportFailure(ImportersTr::tr("key \"_time_unit\" is \"%1\"; genai-bench writes \"s\" "
                                        "or \"ms\"")
                            .arg(text));
}

// Per-request metrics, in completion order. An error_code means every metric is null.
std::vector<RequestSample> genaiBenchSamplesOf(const nlohmann::json &records, double toMs,
                                               bool streaming)
{
    if (!records.is_array())
        throw ImportFailure(ImportersTr::tr("key \"individual_request_metrics\" is not a list"));
    std::vector<RequestSample> samples;
    samples.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const nlohmann::json &record = records[i];
        const QString at = ImportersTr::tr("request %1").arg(i + 1);
        if (!record.is_object())
            throw ImportFailure(ImportersTr::tr("%1: not an object").arg(at));
        RequestSample sample;
        sample.index = static_cast<int>(i);
        const nlohmann::json &code = LenientJson::member(record, "error_code");
        if (!code.is_null()) {
            const QString message =
                LenientJson::stringAt(record, "error_message", at).value_or(QString());
            const QString codeText = LenientJson::toQString(code);
            sample.error = message.isEmpty()
                               ? ImportersTr::tr("error %1").arg(codeText)
                               : ImportersTr::tr("error %1: %2").arg(codeText, message.left(500));
            samples.push_back(std::move(sample));
            continue;
        }
        // Not streamed, the fork writes a first token 1 ms after the start: no measurement.
        if (streaming) {
            if (const auto ttft = LenientJson::numberAt(record, "ttft", at);
                ttft && std::isfinite(*ttft))
                sample.ttftMs = *ttft * toMs;
        }
        if (const auto e2e = LenientJson::numberAt(record, "e2e_latency", at);
            e2e && std::isfinite(*e2e))
            sample.e2elMs = *e2e * toMs;
        const auto count = [&](const char *key) -> std::optional<int> {
            const auto value = LenientJson::numberAt(record, key, at);
            if (value && std::isfinite(*value) && *value >= 0 && *value < 1e9)
                return static_cast<int>(*value);
            return std::nullopt;
        };
        sample.inputTokens = count("num_input_tokens");
        sample.outputTokens = count("num_output_tokens");
        samples.push_back(std::move(sample));
    }
    return samples;
}

Run runOf(const ImportInput &input)
{
    const nlohmann::json json = LenientJson::parse(textOf(input.content));
    if (!json.is_object())
        throw ImportFailure(ImportersTr::tr("the run file is not a JSON object"));
    const nlohmann::json &aggregated = LenientJson::member(json, "aggregated_metrics");
    if (!aggregated.is_object())
        throw ImportFailure(ImportersTr::tr("key \"aggregated_metrics\" is not an object"));

    Metadata metadata;
    for (const auto &[path, content] : input.companions) {
        if (isMetadata(sniff(content))) {
            metadata = metadataOf(content, QFileInfo(path).fileName());
            break;
        }
    }
    const double toMs = toMsFactor(json, metadata.unit);

    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(1);
    run.model = metadata.model;
    run.config = metadata.config;
    run.workload = metadata.workload;
    nlohmann::json extra = nlohmann::json::object();
    if (!metadata.cmd.isEmpty())
        extra["cmd"] = metadata.cmd.toStdString();

    // The load: concurrency, batch size, or (open loop, --qps-level) the request rate, which
    // the fork writes into num_concurrency.
    const QString section = QStringLiteral("aggregated_metrics");
    const auto number = [&](const char *key) {
        return LenientJson::numberAt(aggregated, key, ServingImport::nestedKeyWhere(section, key));
    };
    const QString iteration = ServingImport::stringOr(aggregated, "iteration_type");
    const auto concurrency = number("num_concurrency");
    std::optional<double> labelConcurrency;
    std::optional<double> labelRate;
    if (iteration == QLatin1String("batch_size")) {
        if (const auto batch = number("batch_size"))
            run.workload["batch_size"] = LenientJson::jsonNumber(*batch);
    } else if (concurrency && metadata.qps) {
        run.workload["request_rate"] = ServingImport::rateJson(*concurrency);
        run.setMetric(QStringLiteral("request_rate_per_s"), *concurrency,
                      QStringLiteral("aggregated_metrics.num_concurrency"));
        labelRate = concurrency;
    } else if (concurrency) {
        run.workload["concurrency"] = LenientJson::jsonNumber(*concurrency);
        run.setMetric(QStringLiteral("concurrency"), *concurrency,
                      QStringLiteral("aggregated_metrics.num_concurrency"));
        labelConcurrency = concurrency;
    }
    const QString scenario = ServingImport::stringOr(aggregated, "scenario");
    if (!scenario.isEmpty())
        run.workload["traffic_scenario"] = scenario.toStdString();

    // Counts, throughput, duration. error_rate is left out: the writer computes it before it
    // counts the requests, so it is 0 in every file; it is computed here from the counts.
    static constexpr std::pair<const char *, const char *> kScalars[] = {
        {"num_completed_requests", "completed"},
        {"num_error_requests", "failed"},
        {"requests_per_second", "requests_per_s"},
        {"mean_output_throughput_tokens_per_s", "output_tok_per_s"},
        {"mean_total_tokens_throughput_tokens_per_s", "total_tok_per_s"},
        {"run_duration", "duration_s"}};
    for (const auto &[key, metric] : kScalars) {
        if (const auto value = number(key))
            run.setMetric(QString::fromLatin1(metric), *value,
                          section + QLatin1Char('.') + QLatin1String(key));
    }
    const auto completed = number("num_completed_requests");
    const auto errors = number("num_error_requests");
    if (completed && errors && *completed + *errors > 0)
        extra["error_rate"] = *errors / (*completed + *errors);
    for (const char *key : {"error_codes_frequency", "total_arrivals",
                            "arrival_requests_per_second", "mean_input_throughput_tokens_per_s"}) {
        if (aggregated.contains(key) && !aggregated[key].is_null())
            extra[key] = aggregated[key];
    }

    const nlohmann::json &stats = LenientJson::member(aggregated, "stats");
    for (const GenaiBenchLatency &latency : kGenaiBenchLatencies) {
        // TTFT of a run that was not streamed is the 1 ms the fork writes, and TPOT is made of
        // it: neither is a measurement.
        if (!metadata.streaming && std::string_view(latency.key) != "e2e_latency")
            continue;
        const nlohmann::json &object = LenientJson::member(stats, latency.key);
        if (object.is_object()) // {min, max, mean, stddev, sum, p25 ... p99}
            LatencyStatistics::addStatisticsObject(
                run, object, QString::fromLatin1(latency.metric), toMs,
                QStringLiteral("aggregated_metrics.stats.") + QLatin1String(latency.key));
    }
    for (const auto &[key, metric] : {std::pair{"num_input_tokens", "input_tokens_mean"},
                                      std::pair{"num_output_tokens", "output_tokens_mean"}}) {
        const nlohmann::json &stat = LenientJson::member(stats, key);
        if (const auto mean = LenientJson::numberAt(
                stat, "mean",
                ServingImport::nestedKeyWhere(
                    QStringLiteral("aggregated_metrics.stats.") + QLatin1String(key), "mean")))
            run.setMetric(
                QString::fromLatin1(metric), *mean,
                QStringLiteral("aggregated_metrics.stats.%1.mean").arg(QLatin1String(key)));
    }
    if (stats.contains("output_latency"))
        extra["output_latency"] = stats["output_latency"];
    extra["time_unit"] = toMs == 1.0 ? "ms" : "s";
    run.extra = std::move(extra);

    run.samples = genaiBenchSamplesOf(LenientJson::member(json, "individual_request_metrics"), toMs,
                                      metadata.streaming);

    if (completed && *completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
    }
    ServingImport::LabelParts label;
    label.model = run.model;
    // The scenario as the tool writes it into its file names: D(100,100) -> D100_100.
    QString scenarioWord = scenario;
    scenarioWord.replace(QLatin1Char('/'), QLatin1Char('_'))
        .replace(QLatin1Char(','), QLatin1Char('_'))
        .remove(QLatin1Char('('))
        .remove(QLatin1Char(')'));
    label.tool = scenarioWord.isEmpty() ? QStringLiteral("genai-bench")
                                        : QStringLiteral("genai-bench-") + scenarioWord;
    if (run.model.isEmpty())
        label.toolLabel = QFileInfo(input.path).dir().dirName() + QLatin1Char('-') + label.tool;
    label.concurrency = labelConcurrency;
    label.requestRate = labelRate;
    run.label = ServingImport::runLabel(label);
    return run;
}

// The run files of an experiment folder, by the tool's names for them (its own loader's pattern).
QStringList runFilesBeside(const QString &metadataPath)
{
    static const QRegularExpression pattern(
        QStringLiteral("^.+_.+_(?:concurrency|batch_size)_[\\d.]+_time_\\d+s\\.json$"));
    const QDir dir = QFileInfo(metadataPath).dir();
    QStringList paths;
    const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        if (pattern.match(name).hasMatch() && !name.startsWith(QLatin1String("debug_for_run_")))
            paths << dir.filePath(name);
        if (paths.size() >= kRunFilesLookedFor)
            break;
    }
    return paths;
}

class GenaiBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::GenaiBench; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        if (isRunFile(input.content))
            return 90;
        return isMetadata(sniff(input.content)) ? 80 : 0;
    }

    QStringList companionPaths(const ImportInput &input) const override
    {
        if (isMetadata(sniff(input.content)))
            return runFilesBeside(input.path);
        return {QFileInfo(input.path).dir().filePath(QStringLiteral("experiment_metadata.json"))};
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        if (!isMetadata(sniff(input.content)))
            return {runOf(input)};
        for (const auto &[path, content] : input.companions) {
            if (isRunFile(content))
                throw ImportCovered(path);
        }
        throw ImportFailure(ImportersTr::tr(
            "this is a genai-bench experiment's settings, not a run, and no run file of the "
            "experiment lies beside it: import its <scenario>_..._time_<N>s.json files"));
    }
};

} // namespace

std::unique_ptr<Importer> makeGenaiBenchImporter()
{
    return std::make_unique<GenaiBenchImporter>();
}

} // namespace lanebook
