// LLMPerf (ray-project/llmperf, token_benchmark_ray.py): two files per benchmark,
// <name>_summary.json (one flat object: the run's parameters, then results_<metric>_<stat>
// for every per-request metric, then counts, --metadata pairs and the end time) and
// <name>_individual_responses.json (a list of one object per request). The summary is the
// run; its per-request file beside it gives the run its requests. A per-request file alone is
// a run of its own; beside its summary it adds nothing (its requests are the summary's run's).
// Keys and meanings: FORMATS.md beside this file.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/latencystatistics.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/metadatavalue.h"
#include "backends/importers/servingimport.h"
#include "models/run/metricvocabulary.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QDir>
#include <QFileInfo>
#include <QTimeZone>

#include <cmath>
#include <string_view>

namespace lanebook {

namespace {

constexpr std::size_t kLlmPerfSniffBytes = 64 * 1024;

// The summary's own keys before its results (what the run was asked to do).
constexpr std::string_view kParameterKeys[] = {"version",
                                               "name",
                                               "model",
                                               "mean_input_tokens",
                                               "stddev_input_tokens",
                                               "mean_output_tokens",
                                               "stddev_output_tokens",
                                               "num_concurrent_requests",
                                               "timestamp"};

// Per-request latencies in seconds, and the vocabulary's name for each. LLMPerf's
// inter_token_latency_s is not one: it sums every gap *including* the time to first token
// and divides by the output tokens (about end-to-end over output tokens), so it is kept as
// the tool wrote it, beside the run, and no ITL or TPOT is made of it.
struct LlmPerfLatency
{
    std::string_view key;
    const char *metric;
};
constexpr LlmPerfLatency kLatencies[] = {{"ttft_s", "ttft"}, {"end_to_end_latency_s", "e2el"}};

// results_<metric>_quantiles_p<P>: the quantiles LLMPerf writes (pandas, linear).
constexpr int kQuantiles[] = {25, 50, 75, 90, 95, 99};

bool isSummary(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    return hasKey(members, "num_concurrent_requests") && hasKey(members, "mean_input_tokens") &&
           (hasKey(members, "results_ttft_s_mean") ||
            hasKey(members, "results_num_completed_requests"));
}

// The first element of a top-level array, if it is an object with the per-request keys.
bool isIndividualResponses(std::string_view text)
{
    const auto members = JsonObjectScan::sniffFirstObject(JsonObjectScan::firstArrayElement(text),
                                                          kLlmPerfSniffBytes);
    using JsonObjectScan::hasKey;
    return hasKey(members, "error_code") && hasKey(members, "ttft_s") &&
           hasKey(members, "end_to_end_latency_s") && hasKey(members, "inter_token_latency_s");
}

QString where(const char *key)
{
    return ImportersTr::tr("key \"%1\"").arg(QLatin1String(key));
}

// Where a summary's per-request file may be, in the summary's own folder: beside its file name
// (<stem>_summary.json and <stem>_individual_responses.json, the tool's names or both renamed
// alike), then by the "name" it records (<stem>_summary) when only the summary was renamed.
// The recorded name is a file name, never a path: nothing outside the folder is read.
QStringList individualPathsOf(const QString &summaryPath, const QString &name)
{
    const QFileInfo info(summaryPath);
    QStringList paths;
    if (info.completeBaseName().endsWith(QLatin1String("_summary")))
        paths << info.dir().filePath(info.completeBaseName().chopped(8) +
                                     QStringLiteral("_individual_responses.json"));
    if (name.endsWith(QLatin1String("_summary")) && !name.contains(QLatin1Char('/')) &&
        !name.contains(QLatin1Char('\\')) && name != QLatin1String("_summary") &&
        !name.startsWith(QLatin1Char('.')))
        paths << info.dir().filePath(name.chopped(8) +
                                     QStringLiteral("_individual_responses.json"));
    paths.removeDuplicates();
    return paths;
}

QString summaryPathOf(const QString &individualPath)
{
    const QFileInfo info(individualPath);
    const QString base = info.completeBaseName();
    if (!base.endsWith(QLatin1String("_individual_responses")))
        return {};
    return info.dir().filePath(base.chopped(21) + QStringLiteral("_summary.json"));
}

// Per-request records as samples: seconds to milliseconds; an error_code that is not null
// (an HTTP status, or -1) is a failed request, whose latencies LLMPerf writes as 0.
std::vector<RequestSample> samplesOf(const nlohmann::json &records, const QString &file)
{
    if (!records.is_array())
        throw ImportFailure(ImportersTr::tr("%1: the per-request file is not a list").arg(file));
    std::vector<RequestSample> samples;
    samples.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const nlohmann::json &record = records[i];
        const QString at = ImportersTr::tr("%1, request %2").arg(file).arg(i + 1);
        if (!record.is_object())
            throw ImportFailure(ImportersTr::tr("%1: not an object").arg(at));
        RequestSample sample;
        sample.index = static_cast<int>(i);
        const nlohmann::json &code = LenientJson::member(record, "error_code");
        if (!code.is_null()) {
            const QString message =
                LenientJson::stringAt(record, "error_msg", at).value_or(QString());
            sample.error = message.isEmpty()
                               ? ImportersTr::tr("error %1").arg(LenientJson::toQString(code))
                               : message;
        } else {
            if (const auto ttft = LenientJson::numberAt(record, "ttft_s", at))
                sample.ttftMs = *ttft * 1000.0;
            if (const auto e2e = LenientJson::numberAt(record, "end_to_end_latency_s", at))
                sample.e2elMs = *e2e * 1000.0;
        }
        if (const auto in = LenientJson::numberAt(record, "number_input_tokens", at);
            in && std::isfinite(*in) && std::abs(*in) < 1e9)
            sample.inputTokens = static_cast<int>(*in);
        if (const auto out = LenientJson::numberAt(record, "number_output_tokens", at);
            out && std::isfinite(*out) && std::abs(*out) < 1e9 && sample.error.isEmpty())
            sample.outputTokens = static_cast<int>(*out);
        samples.push_back(std::move(sample));
    }
    return samples;
}

Run summaryRun(const ImportInput &input)
{
    const nlohmann::json json = LenientJson::parse(std::string_view(
        input.content.constData(), static_cast<std::size_t>(input.content.size())));
    if (!json.is_object())
        throw ImportFailure(ImportersTr::tr("the summary is not a JSON object"));
    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(1);
    run.model = LenientJson::stringAt(json, "model", where("model")).value_or(QString());
    const QString name = LenientJson::stringAt(json, "name", where("name")).value_or(QString());

    // What was asked: the load and the token counts it drew from (normal distributions).
    const auto concurrency =
        LenientJson::numberAt(json, "num_concurrent_requests", where("num_concurrent_requests"));
    if (concurrency) {
        run.workload["concurrency"] = LenientJson::jsonNumber(*concurrency);
        run.setMetric(QStringLiteral("concurrency"), *concurrency,
                      QStringLiteral("num_concurrent_requests"));
    }
    for (const char *key : {"mean_input_tokens", "stddev_input_tokens", "mean_output_tokens",
                            "stddev_output_tokens"}) {
        if (const auto value = LenientJson::numberAt(json, key, where(key)))
            run.workload[key] = LenientJson::jsonNumber(*value);
    }

    nlohmann::json extra = nlohmann::json::object();
    for (auto it = json.begin(); it != json.end(); ++it) {
        const std::string &key = it.key();
        const bool parameter = std::find(std::begin(kParameterKeys), std::end(kParameterKeys),
                                         key) != std::end(kParameterKeys);
        if (parameter)
            continue;
        // --additional-sampling-params {"temperature": 0.7}: flattened, a client setting.
        if (key.starts_with("additional_sampling_params_") && key.size() > 27) {
            run.workload[key.substr(27)] = it.value();
            continue;
        }
        if (key.starts_with("results_")) {
            extra[key] = it.value();
            continue;
        }
        // --metadata k=v pairs (strings): typed, as for vLLM's.
        if (MetadataValue::isWorkloadSetting(key))
            run.workload[key] = MetadataValue::typed(it.value());
        else
            run.config[key] = MetadataValue::typed(it.value());
    }

    // Latency statistics over the successful requests, seconds to milliseconds.
    for (const LlmPerfLatency &latency : kLatencies) {
        const std::string prefix = "results_" + std::string(latency.key) + "_";
        const QString metric = QString::fromLatin1(latency.metric);
        const auto set = [&](const std::string &key, const QString &name) {
            if (const auto value = LenientJson::numberAt(json, key.c_str(), where(key.c_str()))) {
                run.setMetric(name, *value * 1000.0, QString::fromStdString(key));
                extra.erase(key);
            }
        };
        for (int quantile : kQuantiles) {
            const std::string key = prefix + "quantiles_p" + std::to_string(quantile);
            set(key, quantile == 50
                         ? MetricVocabulary::latencyName(QStringLiteral("median"), metric)
                         : MetricVocabulary::percentileLatencyName(quantile, metric));
        }
        for (const char *stat : {"mean", "min", "max"})
            set(prefix + stat, MetricVocabulary::latencyName(QLatin1String(stat), metric));
        // Sample standard deviation (pandas, ddof=1), where vLLM's std is numpy's (ddof=0).
        set(prefix + "stddev", MetricVocabulary::latencyName(QStringLiteral("std"), metric));
    }

    // Counts and throughput, each from its own key.
    const auto completed = LenientJson::numberAt(json, "results_num_completed_requests",
                                                 where("results_num_completed_requests"));
    const auto errors =
        LenientJson::numberAt(json, "results_number_errors", where("results_number_errors"));
    const auto perMinute = LenientJson::numberAt(json, "results_num_completed_requests_per_min",
                                                 where("results_num_completed_requests_per_min"));
    const auto outputPerS =
        LenientJson::numberAt(json, "results_mean_output_throughput_token_per_s",
                              where("results_mean_output_throughput_token_per_s"));
    if (completed)
        run.setMetric(QStringLiteral("completed"), *completed,
                      QStringLiteral("results_num_completed_requests"));
    if (errors)
        run.setMetric(QStringLiteral("failed"), *errors, QStringLiteral("results_number_errors"));
    if (perMinute)
        run.setMetric(QStringLiteral("requests_per_s"), *perMinute / 60.0,
                      QStringLiteral("results_num_completed_requests_per_min"));
    if (outputPerS)
        run.setMetric(QStringLiteral("output_tok_per_s"), *outputPerS,
                      QStringLiteral("results_mean_output_throughput_token_per_s"));
    // Measured token counts per successful request (their min and max are written as strings).
    if (const auto in = LenientJson::numberAt(json, "results_number_input_tokens_mean",
                                              where("results_number_input_tokens_mean")))
        run.setMetric(QStringLiteral("input_tokens_mean"), *in,
                      QStringLiteral("results_number_input_tokens_mean"));
    if (const auto out = LenientJson::numberAt(json, "results_number_output_tokens_mean",
                                               where("results_number_output_tokens_mean")))
        run.setMetric(QStringLiteral("output_tokens_mean"), *out,
                      QStringLiteral("results_number_output_tokens_mean"));
    for (const char *key :
         {"results_num_completed_requests", "results_number_errors",
          "results_num_completed_requests_per_min", "results_mean_output_throughput_token_per_s",
          "results_number_input_tokens_mean", "results_number_output_tokens_mean"})
        extra.erase(key);

    // "timestamp" is written when the run has ended (LLMPerfResults, int(time.time())); the
    // run lasted completed / (completed per minute) minutes, so it started that much earlier.
    const auto end = LenientJson::numberAt(json, "timestamp", where("timestamp"));
    std::optional<double> durationS;
    if (completed && perMinute && *perMinute > 0 && *completed > 0) {
        durationS = *completed / *perMinute * 60.0;
        run.setMetric(QStringLiteral("duration_s"), *durationS,
                      QStringLiteral("results_num_completed_requests_per_min"));
    }
    if (end && std::isfinite(*end) && std::abs(*end) < 1e12) {
        const qint64 endMs = static_cast<qint64>(*end * 1000.0);
        const qint64 lengthMs =
            durationS ? static_cast<qint64>(std::llround(*durationS * 1000.0)) : 0;
        run.startedAt = QDateTime::fromMSecsSinceEpoch(endMs - lengthMs, QTimeZone::utc());
        extra["timestamp"] = json["timestamp"];
    }
    if (const QString version =
            LenientJson::stringAt(json, "version", where("version")).value_or(QString());
        !version.isEmpty())
        extra["version"] = version.toStdString();
    run.extra = std::move(extra);

    if (completed && *completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
    }
    ServingImport::LabelParts label;
    label.model = run.model;
    label.tool = QStringLiteral("llmperf");
    label.concurrency = concurrency;
    label.startedAt = run.startedAt;
    run.label = ServingImport::runLabel(label);

    // The requests, from the first per-request file found beside it (companionPaths' order).
    for (const auto &[path, content] : input.companions) {
        const std::string_view text(content.constData(), static_cast<std::size_t>(content.size()));
        if (!isIndividualResponses(text))
            continue;
        const QString file = QFileInfo(path).fileName();
        nlohmann::json records;
        try {
            records = LenientJson::parse(text);
        } catch (const ImportFailure &failure) {
            throw ImportFailure(ImportersTr::tr("%1: %2").arg(file, failure.message()));
        }
        run.samples = samplesOf(records, file);
        run.extra["individual_responses"] = file.toStdString();
        break;
    }
    return run;
}

// A per-request file with no summary beside it: the run is what its requests say.
Run requestsRun(const ImportInput &input)
{
    const QString file = QFileInfo(input.path).fileName();
    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(1);
    run.samples =
        samplesOf(LenientJson::parse(std::string_view(
                      input.content.constData(), static_cast<std::size_t>(input.content.size()))),
                  file);
    std::vector<double> ttfts;
    std::vector<double> e2els;
    int failed = 0;
    for (const RequestSample &sample : run.samples) {
        if (!sample.error.isEmpty()) {
            ++failed;
            continue;
        }
        ttfts.push_back(sample.ttftMs.value_or(std::nan("")));
        e2els.push_back(sample.e2elMs.value_or(std::nan("")));
    }
    const auto completed = static_cast<double>(run.samples.size()) - failed;
    run.setMetric(QStringLiteral("completed"), completed, QStringLiteral("error_code"));
    run.setMetric(QStringLiteral("failed"), failed, QStringLiteral("error_code"));
    const std::vector<double> percentiles(std::begin(kQuantiles), std::end(kQuantiles));
    LatencyStatistics::addLatencyMetrics(run, QStringLiteral("ttft"), std::move(ttfts), percentiles,
                                         QStringLiteral("ttft_s"));
    LatencyStatistics::addLatencyMetrics(run, QStringLiteral("e2el"), std::move(e2els), percentiles,
                                         QStringLiteral("end_to_end_latency_s"));
    if (completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
    }
    // Neither the model nor the time is in this file: its name stands for both.
    QString stem = QFileInfo(input.path).completeBaseName();
    if (stem.endsWith(QLatin1String("_individual_responses")))
        stem.chop(21);
    run.label = stem + QStringLiteral("-llmperf-requests");
    return run;
}

class LlmPerfImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LlmPerf; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const auto members = JsonObjectScan::sniffFirstObject(text, kLlmPerfSniffBytes);
        if (isSummary(members))
            return JsonObjectScan::hasKey(members, "version") ? 92 : 85;
        return isIndividualResponses(text) ? 88 : 0;
    }

    QStringList companionPaths(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (isIndividualResponses(text)) {
            const QString summary = summaryPathOf(input.path);
            return summary.isEmpty() ? QStringList() : QStringList{summary};
        }
        const auto members = JsonObjectScan::sniffFirstObject(text, kLlmPerfSniffBytes);
        QString name;
        if (const JsonObjectScan::Member *member = JsonObjectScan::findMember(members, "name")) {
            try {
                name = LenientJson::toQString(LenientJson::parse(member->value));
            } catch (const ImportFailure &) {
                // parse() names the bad value
            }
        }
        return individualPathsOf(input.path, name);
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (!isIndividualResponses(text))
            return {summaryRun(input)};
        // Beside its summary, the requests belong to the summary's run.
        for (const auto &[path, content] : input.companions) {
            const std::string_view companion(content.constData(),
                                             static_cast<std::size_t>(content.size()));
            if (isSummary(JsonObjectScan::sniffFirstObject(companion, kLlmPerfSniffBytes)))
                throw ImportCovered(path);
        }
        return {requestsRun(input)};
    }
};

} // namespace

std::unique_ptr<Importer> makeLlmPerfImporter()
{
    return std::make_unique<LlmPerfImporter>();
}

} // namespace lanebook
