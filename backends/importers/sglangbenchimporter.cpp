// SGLang `python -m sglang.bench_serving --output-file`: JSON Lines, one
// run per line, appended to across invocations; bare Infinity/NaN are common (the default
// request rate is inf). Key sets differ between releases, so every key is optional.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <algorithm>
#include <string_view>

namespace lanebook {

namespace {

// With --output-details a line carries per-request arrays after the summary keys, and
// `server_info` can be long; the identifying keys are near the start.
constexpr std::size_t kSniffBytes = 256 * 1024;

struct MetricKey
{
    const char *key;
    const char *metric;
};

constexpr MetricKey kMetricKeys[] = {
    {"output_throughput", "output_tok_per_s"},
    {"total_throughput", "total_tok_per_s"},
    {"request_throughput", "requests_per_s"},
    {"duration", "duration_s"},
    {"completed", "completed"},
    {"max_concurrency", "concurrency"},
    {"accept_length", "spec_acceptance_length"},
};

// Workload keys copied as they are.
constexpr const char *kWorkloadKeys[] = {"random_input_len", "random_output_len",
                                         "random_range_ratio", "sharegpt_output_len"};

// Server arguments worth a config entry, from the /get_server_info dump.
constexpr std::pair<const char *, const char *> kServerInfoKeys[] = {
    {"tp_size", "tp"},
    {"dp_size", "dp"},
    {"dtype", "dtype"},
    {"quantization", "quantization"},
    {"kv_cache_dtype", "kv_cache_dtype"},
    {"speculative_algorithm", "speculative_algorithm"},
    {"speculative_num_draft_tokens", "speculative_num_draft_tokens"},
    {"version", "runtime_version"},
};

enum class Evidence { None, Weak, Strong };

// `python -m sglang.benchmark.steady_state_serving` appends, after the result line, a line of
// its own: asdict(SteadyStateMetrics) (sglang/benchmark/steady_state.py), the window in which at
// least concurrency_ratio x the concurrency limit were in flight: window_start/window_end
// (perf_counter s), duration (s), completed (requests that ended in it), input/output
// throughput (tok/s), average and peak concurrency. It names no backend: it is the line above's.
bool isSteadyStateLine(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    return hasKey(members, "concurrency_ratio") && hasKey(members, "window_start") &&
           hasKey(members, "window_end") && hasKey(members, "average_concurrency");
}

// The steady window's line joins the run of the result line before it: kept whole, and its
// share of the completed requests for the steady_state gate of a run without samples.
void addSteadyState(Run &run, const JsonObjectScan::Value &object, const QString &where)
{
    const nlohmann::json line = JsonObjectScan::parseMembers(object);
    const auto completed = LenientJson::numberAt(line, "completed", where);
    for (const char *key : {"window_start", "window_end", "duration", "output_throughput",
                            "average_concurrency", "peak_concurrency"})
        (void)LenientJson::numberAt(line, key, where); // a damaged line is said as such
    run.extra["sglang_steady_state"] = line;
    const auto requests = run.metricValue(QStringLiteral("completed"));
    const auto ratio = LenientJson::numberAt(line, "concurrency_ratio", where);
    if (completed && requests)
        ServingImport::setToolSteadyWindow(
            run, "SGLang", *requests, *completed,
            ratio ? QStringLiteral("concurrency_ratio ") + QString::number(*ratio) : QString(),
            false);
}

Evidence sglangEvidence(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    const bool sglangKeys = hasKey(members, "total_output_tokens_retokenized") ||
                            hasKey(members, "mean_e2e_latency_ms") ||
                            hasKey(members, "random_input_len") ||
                            hasKey(members, "sharegpt_output_len");
    if (hasKey(members, "backend") && hasKey(members, "dataset_name") && sglangKeys)
        return Evidence::Strong;
    // Mid-2025 releases write the results before the arguments.
    if (hasKey(members, "total_output_tokens_retokenized") &&
        hasKey(members, "mean_e2e_latency_ms"))
        return Evidence::Strong;
    if (hasKey(members, "mean_e2e_latency_ms") && hasKey(members, "completed"))
        return Evidence::Weak;
    return Evidence::None;
}

Run parseLine(const JsonObjectScan::Value &object, const QString &where, int objectNumber)
{
    const nlohmann::json json =
        JsonObjectScan::parseMembers(object, ServingImport::perRequestKeys());
    Run run;
    run.source.locator =
        sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "line %1")).arg(object.line);
    const auto string = [&](const nlohmann::json &from, const char *key) {
        return LenientJson::stringAt(from, key, where).value_or(QString());
    };

    const nlohmann::json serverInfo = json.value("server_info", nlohmann::json::object());
    run.model = string(json, "model_id");
    if (run.model.isEmpty())
        run.model = string(json, "model");
    for (const char *key : {"served_model_name", "model_path"}) {
        if (run.model.isEmpty())
            run.model = ServingImport::stringOr(serverInfo, key);
    }

    const QString backend = string(json, "backend");
    if (!backend.isEmpty())
        run.config["backend"] = backend.toStdString();
    if (const QString runtime = ServingImport::runtimeFromBackend(backend); !runtime.isEmpty())
        run.config["runtime"] = runtime.toStdString();
    QString tokenizer = string(json, "tokenizer_id");
    if (tokenizer.isEmpty())
        tokenizer = ServingImport::stringOr(serverInfo, "tokenizer_path");
    if (!tokenizer.isEmpty())
        run.config["tokenizer"] = tokenizer.toStdString();
    if (!string(json, "tag").isEmpty())
        run.config["tag"] = string(json, "tag").toStdString();
    for (const auto &[key, name] : kServerInfoKeys) {
        const auto it = serverInfo.is_object() ? serverInfo.find(key) : serverInfo.end();
        if (serverInfo.is_object() && it != serverInfo.end() && !it->is_null())
            run.config[name] = *it;
    }

    nlohmann::json extra = nlohmann::json::object();
    for (auto it = json.begin(); it != json.end(); ++it) {
        const std::string &key = it.key();
        const QString original = QString::fromStdString(key);
        bool mapped = false;
        for (const MetricKey &m : kMetricKeys) {
            if (key == m.key) {
                if (const auto value = LenientJson::numberAt(json, m.key, where))
                    run.setMetric(QString::fromLatin1(m.metric), *value, original);
                mapped = true;
                break;
            }
        }
        if (!mapped) {
            if (const auto name = ServingImport::latencyMetricName(key)) {
                if (const auto value = LenientJson::numberAt(json, key.c_str(), where))
                    run.setMetric(*name, *value, original);
                mapped = true;
            }
        }
        const bool inConfig =
            key == "backend" || key == "tag" || key == "tokenizer_id" || key == "model_id";
        // `concurrency` is measured (mean requests in flight), not the configured limit:
        // it stays in extra under its own name.
        if (!mapped && !inConfig)
            extra[key] = it.value();
    }

    // request_rate: a number, Infinity, or "trace" when a trace was replayed.
    std::optional<double> rate;
    if (const auto it = json.find("request_rate"); it != json.end() && !it->is_null()) {
        if (it->is_string() && it->get<std::string>() == "trace") {
            run.workload["request_rate"] = "trace";
        } else {
            rate = LenientJson::numberAt(json, "request_rate", where);
            run.setMetric(QStringLiteral("request_rate_per_s"), *rate,
                          QStringLiteral("request_rate"));
            run.workload["request_rate"] = ServingImport::rateJson(*rate);
        }
    }
    const auto concurrency = LenientJson::numberAt(json, "max_concurrency", where);
    if (concurrency)
        run.workload["concurrency"] = *concurrency;
    if (!string(json, "dataset_name").isEmpty())
        run.workload["dataset"] = string(json, "dataset_name").toStdString();
    for (const char *key : kWorkloadKeys) {
        if (const auto value = LenientJson::numberAt(json, key, where))
            run.workload[key] = *value;
    }

    const auto completed = LenientJson::numberAt(json, "completed", where);
    const auto totalIn = LenientJson::numberAt(json, "total_input_tokens", where);
    const auto totalOut = LenientJson::numberAt(json, "total_output_tokens", where);
    if (completed && *completed > 0) {
        if (totalIn)
            run.setMetric(QStringLiteral("input_tokens_mean"), *totalIn / *completed,
                          QStringLiteral("total_input_tokens"));
        if (totalOut)
            run.setMetric(QStringLiteral("output_tokens_mean"), *totalOut / *completed,
                          QStringLiteral("total_output_tokens"));
    }
    if (const MetricValue *m = run.metric(QStringLiteral("input_tokens_mean")))
        run.workload["input_tokens_mean"] = m->value;
    if (const MetricValue *m = run.metric(QStringLiteral("output_tokens_mean")))
        run.workload["output_tokens_mean"] = m->value;

    // --output-details: the request count and failures are only known from the arrays.
    if (const std::optional<int> failed = ServingImport::readRequestSamples(run, object, where)) {
        run.setMetric(QStringLiteral("failed"), *failed, QStringLiteral("errors"));
        run.setMetric(QStringLiteral("num_prompts"), static_cast<double>(run.samples.size()),
                      QStringLiteral("errors"));
        run.workload["num_prompts"] = run.samples.size();
    }

    // --cache-report: the prompt tokens the server took from its prefix cache, in %.
    if (const auto report = json.find("cache_report");
        report != json.end() && report->is_object()) {
        if (const auto rate = LenientJson::numberAt(*report, "cache_hit_rate_pct",
                                                    where + QStringLiteral(" › cache_report")))
            run.setMetric(QStringLiteral("prefix_cache_hit_pct"), *rate,
                          QStringLiteral("cache_report.cache_hit_rate_pct"));
    }
    run.extra = std::move(extra);
    ServingImport::dropUnmeasuredLatencies(run);
    if (completed && *completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
    }
    // The user's own --tag leads the run's label; load and line keep a sweep's runs apart.
    ServingImport::LabelParts label{
        run.model, QStringLiteral("sglang"), concurrency, rate, QDateTime(), objectNumber};
    label.toolLabel = string(json, "tag");
    run.label = ServingImport::runLabel(label);
    return run;
}

class SglangBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::SglangBench; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const auto members = JsonObjectScan::sniffFirstObject(text, kSniffBytes);
        if (isSteadyStateLine(members))
            return 70; // parse() says what it lacks
        // Keys in another order (sorted) put the per-request arrays before the results.
        if (JsonObjectScan::hasKey(members, "backend") &&
            JsonObjectScan::hasKey(members, "dataset_name") &&
            sglangEvidence(members) == Evidence::None &&
            (JsonObjectScan::mentionsKey(text, "total_output_tokens_retokenized") ||
             JsonObjectScan::mentionsKey(text, "mean_e2e_latency_ms")))
            return 84;
        switch (sglangEvidence(members)) {
        case Evidence::Strong:
            return 88;
        case Evidence::Weak:
            return 60;
        case Evidence::None:
            break;
        }
        return 0;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
        if (values.empty())
            throw ImportFailure(ImportersTr::tr("the file holds no JSON object"));
        // A steady-state line is its result's, not a run: the label numbers results only.
        const bool several = std::count_if(values.begin(), values.end(), [](const auto &value) {
                                 return !(value.isObject && isSteadyStateLine(value.members));
                             }) > 1;
        std::vector<Run> runs;
        runs.reserve(values.size());
        for (const JsonObjectScan::Value &value : values) {
            const QString where = ImportersTr::tr("line %1").arg(value.line);
            if (value.isObject && isSteadyStateLine(value.members)) {
                if (runs.empty() || runs.back().extra.contains("sglang_steady_state"))
                    throw ImportFailure(
                        ImportersTr::tr("line %1 is SGLang's steady-state window "
                                        "(steady_state_serving), which belongs to the result line "
                                        "before it, and there is none")
                            .arg(value.line));
                addSteadyState(runs.back(), value, where);
                continue;
            }
            if (!value.isObject || sglangEvidence(value.members) == Evidence::None) {
                throw ImportFailure(
                    ImportersTr::tr("line %1 is not an SGLang bench_serving result: it has "
                                    "neither \"mean_e2e_latency_ms\" nor \"dataset_name\" "
                                    "with \"backend\"")
                        .arg(value.line));
            }
            runs.push_back(parseLine(value, where, several ? value.index + 1 : 0));
        }
        return runs;
    }
};

} // namespace

std::unique_ptr<Importer> makeSglangBenchImporter()
{
    return std::make_unique<SglangBenchImporter>();
}

} // namespace lanebook
