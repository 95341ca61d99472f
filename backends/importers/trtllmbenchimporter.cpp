// TensorRT-LLM's trtllm-bench (throughput or latency, --report_json): one object per benchmark,
// written by tensorrt_llm/bench/dataclasses/reporting.py (ReportUtility.get_statistics_dict):
// engine, machine, world_info, request_info, performance, streaming_metrics (streamed runs),
// decoding_stats (speculative decoding), dataset, energy. The settings of the engine and of its
// parallelism are config; the dataset and request count are the workload. No request-level
// data is in it (--request_json writes that to a file the user names).
// Keys, units and versions: FORMATS.md beside this file.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/latencystatistics.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"

#include <cmath>
#include <string_view>

namespace lanebook {

namespace {

constexpr std::size_t kTrtllmSniffBytes = 64 * 1024;

bool isTrtllmReport(const QByteArray &content)
{
    const auto members = JsonObjectScan::sniffFirstObject(
        std::string_view(content.constData(), static_cast<std::size_t>(content.size())),
        kTrtllmSniffBytes);
    using JsonObjectScan::hasKey;
    return hasKey(members, "engine") && hasKey(members, "world_info") &&
           hasKey(members, "request_info") && hasKey(members, "performance");
}

// A setting as the config stores it: the writer's "None" (str() of no path) is no setting.
void setConfig(Run &run, const char *name, const nlohmann::json &value)
{
    if (value.is_null() || (value.is_string() && (value.get<std::string>() == "None" ||
                                                  value.get<std::string>().empty())))
        return;
    run.config[name] = value;
}

Run reportRun(const ImportInput &input)
{
    const nlohmann::json json = LenientJson::parse(std::string_view(
        input.content.constData(), static_cast<std::size_t>(input.content.size())));
    if (!json.is_object())
        throw ImportFailure(ImportersTr::tr("the report is not a JSON object"));
    const nlohmann::json &engine = LenientJson::member(json, "engine");
    const nlohmann::json &world = LenientJson::member(json, "world_info");
    const nlohmann::json &requests = LenientJson::member(json, "request_info");
    const nlohmann::json &performance = LenientJson::member(json, "performance");
    const nlohmann::json &streaming = LenientJson::member(json, "streaming_metrics");
    const nlohmann::json &decoding = LenientJson::member(json, "decoding_stats");
    const nlohmann::json &dataset = LenientJson::member(json, "dataset");
    const nlohmann::json &machine = LenientJson::member(json, "machine");
    for (const auto &[name, section] :
         {std::pair{"performance", &performance}, std::pair{"request_info", &requests}}) {
        if (!section->is_object())
            throw ImportFailure(
                ImportersTr::tr("key \"%1\" is not an object").arg(QLatin1String(name)));
    }

    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(1);
    run.model =
        LenientJson::stringAt(engine, "model",
                              ServingImport::nestedKeyWhere(QStringLiteral("engine"), "model"))
            .value_or(QString());
    nlohmann::json extra = nlohmann::json::object();

    // The server: the engine and how it is spread over GPUs.
    run.config["runtime"] = "trtllm";
    setConfig(run, "runtime_version", LenientJson::member(engine, "version"));
    setConfig(run, "backend", LenientJson::member(engine, "backend"));
    setConfig(run, "dtype", LenientJson::member(engine, "dtype"));
    setConfig(run, "kv_cache_dtype", LenientJson::member(engine, "kv_cache_dtype"));
    setConfig(run, "quantization", LenientJson::member(engine, "quantization"));
    setConfig(run, "model_path", LenientJson::member(engine, "model_path"));
    setConfig(run, "engine_dir", LenientJson::member(engine, "engine_dir"));
    for (const char *key : {"max_input_length", "max_sequence_length"})
        setConfig(run, key, LenientJson::member(engine, key));
    for (const char *key : {"tp_size", "pp_size", "ep_size", "max_batch_size", "max_num_tokens",
                            "scheduling_policy", "kv_cache_percentage"})
        setConfig(run, key, LenientJson::member(world, key));
    const auto worldSize = LenientJson::numberAt(
        world, "world_size",
        ServingImport::nestedKeyWhere(QStringLiteral("world_info"), "world_size"));
    if (worldSize && *worldSize >= 1 && *worldSize <= 4096)
        run.config["gpu_count"] = static_cast<int>(*worldSize);
    // issue_rate is (last start - first start) / requests in ns, times 1e9: not a rate.
    if (world.contains("issue_rate"))
        extra["issue_rate"] = world["issue_rate"];
    setConfig(run, "gpu", LenientJson::member(machine, "name"));
    if (machine.is_object())
        extra["machine"] = machine;

    // The workload: the dataset and how many requests of it.
    const auto numRequests = LenientJson::numberAt(
        requests, "num_requests",
        ServingImport::nestedKeyWhere(QStringLiteral("request_info"), "num_requests"));
    if (numRequests) {
        run.workload["num_prompts"] = LenientJson::jsonNumber(*numRequests);
        run.setMetric(QStringLiteral("num_prompts"), *numRequests,
                      QStringLiteral("request_info.num_requests"));
        // The report counts only requests that finished; it has no failed ones.
        run.setMetric(QStringLiteral("completed"), *numRequests,
                      QStringLiteral("request_info.num_requests"));
    }
    if (const QString path = ServingImport::stringOr(dataset, "dataset_path");
        !path.isEmpty() && path != QLatin1String("None"))
        run.workload["dataset"] = path.toStdString();
    run.workload["streaming"] = streaming.is_object();
    for (const auto &[key, metric] : {std::pair{"avg_input_length", "input_tokens_mean"},
                                      std::pair{"avg_output_length", "output_tokens_mean"}}) {
        if (const auto value = LenientJson::numberAt(
                requests, key, ServingImport::nestedKeyWhere(QStringLiteral("request_info"), key)))
            run.setMetric(QString::fromLatin1(metric), *value,
                          QStringLiteral("request_info.") + QLatin1String(key));
    }
    if (requests.contains("avg_num_concurrent_requests"))
        extra["avg_num_concurrent_requests"] = requests["avg_num_concurrent_requests"];
    if (dataset.is_object())
        extra["dataset"] = dataset;

    // System throughput (output tokens include the first) and the per-user and per-GPU rates.
    static constexpr std::pair<const char *, const char *> kThroughput[] = {
        {"request_throughput_req_s", "requests_per_s"},
        {"system_output_throughput_tok_s", "output_tok_per_s"},
        {"system_total_throughput_tok_s", "total_tok_per_s"},
        {"output_throughput_per_user_tok_s", "output_tok_per_s_per_user"},
        {"output_throughput_per_gpu_tok_s", "output_tok_per_s_per_gpu"}};
    for (const auto &[key, metric] : kThroughput) {
        if (const auto value = LenientJson::numberAt(
                performance, key,
                ServingImport::nestedKeyWhere(QStringLiteral("performance"), key)))
            run.setMetric(QString::fromLatin1(metric), *value,
                          QStringLiteral("performance.") + QLatin1String(key));
    }
    if (const auto totalMs = LenientJson::numberAt(
            performance, "total_latency_ms",
            ServingImport::nestedKeyWhere(QStringLiteral("performance"), "total_latency_ms")))
        run.setMetric(QStringLiteral("duration_s"), *totalMs / 1000.0,
                      QStringLiteral("performance.total_latency_ms"));
    // PercentileStats {p50, p90 (since 2025), p95, p99, minimum, maximum, average}, already in
    // ms; nearest-rank (sorted[int(n * q)]), not interpolated.
    LatencyStatistics::addStatisticsObject(
        run, LenientJson::member(performance, "request_latency_percentiles_ms"),
        QStringLiteral("e2el"), 1.0, QStringLiteral("performance.request_latency_percentiles_ms"));
    if (!run.metric(QStringLiteral("mean_e2el_ms"))) {
        if (const auto mean =
                LenientJson::numberAt(performance, "avg_request_latency_ms",
                                      ServingImport::nestedKeyWhere(QStringLiteral("performance"),
                                                                    "avg_request_latency_ms")))
            run.setMetric(QStringLiteral("mean_e2el_ms"), *mean,
                          QStringLiteral("performance.avg_request_latency_ms"));
    }

    // Streamed: TTFT and TPOT per request, in ms.
    if (streaming.is_object()) {
        LatencyStatistics::addStatisticsObject(
            run, LenientJson::member(streaming, "ttft_percentiles"), QStringLiteral("ttft"), 1.0,
            QStringLiteral("streaming_metrics.ttft_percentiles"));
        LatencyStatistics::addStatisticsObject(
            run, LenientJson::member(streaming, "tpot_percentiles"), QStringLiteral("tpot"), 1.0,
            QStringLiteral("streaming_metrics.tpot_percentiles"));
        for (const auto &[key, metric] :
             {std::pair{"avg_ttft_ms", "mean_ttft_ms"}, std::pair{"avg_tpot_ms", "mean_tpot_ms"}}) {
            if (run.metric(QString::fromLatin1(metric)))
                continue;
            if (const auto value = LenientJson::numberAt(
                    streaming, key,
                    ServingImport::nestedKeyWhere(QStringLiteral("streaming_metrics"), key)))
                run.setMetric(QString::fromLatin1(metric), *value,
                              QStringLiteral("streaming_metrics.") + QLatin1String(key));
        }
        for (const char *key : {"token_output_speed_tok_s", "gen_tps_percentiles"}) {
            if (streaming.contains(key))
                extra[key] = streaming[key];
        }
    }

    // Speculative decoding: the draft acceptance (a 0-1 share, the vocabulary's is a percent),
    // the tokens per step, the drafted tokens; the mode is a setting.
    if (decoding.is_object()) {
        setConfig(run, "speculative_mode", LenientJson::member(decoding, "mode"));
        const auto averageOf = [&](const char *key) -> std::optional<double> {
            const nlohmann::json &stats = LenientJson::member(decoding, key);
            if (!stats.is_object())
                return std::nullopt;
            return LenientJson::numberAt(
                stats, "average",
                ServingImport::nestedKeyWhere(QStringLiteral("decoding_stats"), key));
        };
        if (const auto rate = averageOf("draft_acceptance_rate_percentiles"))
            run.setMetric(
                QStringLiteral("spec_acceptance_rate"), *rate * 100.0,
                QStringLiteral("decoding_stats.draft_acceptance_rate_percentiles.average"));
        if (const auto length = averageOf("acceptance_length_percentiles"))
            run.setMetric(QStringLiteral("spec_acceptance_length"), *length,
                          QStringLiteral("decoding_stats.acceptance_length_percentiles.average"));
        if (const auto drafted = averageOf("num_draft_tokens_percentiles"))
            run.setMetric(QStringLiteral("spec_draft_tokens"), *drafted,
                          QStringLiteral("decoding_stats.num_draft_tokens_percentiles.average"));
        extra["decoding_stats"] = decoding;
    }
    // GPU energy (2026): kept as written; its key names are not settled enough to map.
    if (json.contains("energy") && !json["energy"].is_null())
        extra["energy"] = json["energy"];
    run.extra = std::move(extra);

    ServingImport::LabelParts label;
    label.model = run.model;
    label.tool = QStringLiteral("trtllm-bench");
    run.label = ServingImport::runLabel(label);
    return run;
}

class TrtllmBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::TrtllmBench; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        return isTrtllmReport(input.content) ? 90 : 0;
    }

    std::vector<Run> parse(const ImportInput &input) const override { return {reportRun(input)}; }
};

} // namespace

std::unique_ptr<Importer> makeTrtllmBenchImporter()
{
    return std::make_unique<TrtllmBenchImporter>();
}

} // namespace lanebook
