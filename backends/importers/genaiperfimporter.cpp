// genai-perf profile_export_genai_perf.json: one object of metric objects
// plus `input_config` (the CLI arguments) and, with --server-metrics-url, `telemetry_stats`.
// One run per file; the file records no time, so the run has none.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/profileexport.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"

namespace lanebook {

namespace {

constexpr std::size_t kSniffBytes = 256 * 1024;

// AIPerf, genai-perf's successor, writes the same metric objects; these keys are its own.
constexpr std::string_view kAiperfKeys[] = {"aiperf_version", "schema_version", "benchmark_id",
                                            "was_cancelled", "error_summary"};

// genai-perf's request_throughput is {"unit": "requests/sec", "avg": ...}.
bool hasRequestThroughput(const std::vector<JsonObjectScan::Member> &members)
{
    const JsonObjectScan::Member *member =
        JsonObjectScan::findMember(members, "request_throughput");
    if (!member)
        return false;
    try {
        const nlohmann::json value = LenientJson::parse(member->value);
        return ProfileExport::isMetricObject(value) &&
               value["unit"].get<std::string>() == "requests/sec";
    } catch (const ImportFailure &) {
        return false;
    }
}

int score(const std::vector<JsonObjectScan::Member> &members)
{
    for (std::string_view key : kAiperfKeys) {
        if (JsonObjectScan::hasKey(members, key))
            return 0;
    }
    if (!hasRequestThroughput(members))
        return 0;
    return JsonObjectScan::hasKey(members, "input_config") ? 86 : 60;
}

// input_config comes flat (argparse vars: "model", "concurrency", "endpoint_type") or, from
// the config-file releases on, nested ("model_names", "endpoint.type",
// "perf_analyzer.stimulus.concurrency"). Both are read.
void readInputConfig(Run &run, const nlohmann::json &config)
{
    run.model = ProfileExport::findString(config, {"model", "model_names", "models"});
    const QString endpointType =
        ProfileExport::findString(config, {"endpoint_type", "endpoint.type"});
    const QString serviceKind =
        ProfileExport::findString(config, {"service_kind", "endpoint.service_kind"});
    const QString backend = ProfileExport::findString(config, {"backend", "endpoint.backend"});
    const QString tokenizer = ProfileExport::findString(config, {"tokenizer.name", "tokenizer"});
    if (!endpointType.isEmpty())
        run.config["endpoint_type"] = endpointType.toStdString();
    if (!serviceKind.isEmpty())
        run.config["service_kind"] = serviceKind.toStdString();
    // `backend` names the Triton backend (tensorrtllm, vllm) and only means something there.
    if (!backend.isEmpty() && serviceKind == QLatin1String("triton")) {
        run.config["backend"] = backend.toStdString();
        if (const QString runtime = ServingImport::runtimeFromBackend(backend); !runtime.isEmpty())
            run.config["runtime"] = runtime.toStdString();
    }
    if (!tokenizer.isEmpty())
        run.config["tokenizer"] = tokenizer.toStdString();

    const auto concurrency =
        ProfileExport::findNumber(config, {"concurrency", "perf_analyzer.stimulus.concurrency"});
    const auto rate =
        ProfileExport::findNumber(config, {"request_rate", "perf_analyzer.stimulus.request_rate"});
    if (concurrency) {
        run.workload["concurrency"] = *concurrency;
        run.setMetric(QStringLiteral("concurrency"), *concurrency,
                      QStringLiteral("input_config.concurrency"));
    }
    if (rate) {
        run.workload["request_rate"] = ServingImport::rateJson(*rate);
        run.setMetric(QStringLiteral("request_rate_per_s"), *rate,
                      QStringLiteral("input_config.request_rate"));
    }
    const auto prompts = ProfileExport::findNumber(
        config, {"num_dataset_entries", "num_prompts", "input.num_dataset_entries"});
    if (prompts)
        run.workload["num_prompts"] = *prompts;
    if (const auto requests = ProfileExport::findNumber(config, {"request_count"}))
        run.workload["request_count"] = *requests;
    if (const auto in = ProfileExport::findNumber(
            config, {"synthetic_input_tokens_mean", "input.synthetic_tokens.mean"}))
        run.workload["input_tokens"] = *in;
    if (const auto out =
            ProfileExport::findNumber(config, {"output_tokens_mean", "input.output_tokens.mean"}))
        run.workload["output_tokens"] = *out;
    const QString dataset = ProfileExport::findString(config, {"input_dataset", "input.dataset"});
    if (!dataset.isEmpty())
        run.workload["dataset"] = dataset.toStdString();
}

class GenaiPerfImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::GenaiPerf; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        return score(JsonObjectScan::sniffFirstObject(text, kSniffBytes));
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
        if (values.size() != 1 || !values.front().isObject)
            throw ImportFailure(
                ImportersTr::tr("expected one JSON object (profile_export_genai_perf.json), "
                                "found %1 values")
                    .arg(values.size()));
        const nlohmann::json document = JsonObjectScan::parseMembers(values.front());

        Run run;
        run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object 1"));
        nlohmann::json extra = nlohmann::json::object();
        ProfileExport::mapMetricObjects(run, document, extra);
        if (!run.metric(QStringLiteral("requests_per_s")))
            throw ImportFailure(ImportersTr::tr(
                "key \"request_throughput\" is missing: not a genai-perf profile export"));

        const auto config = document.find("input_config");
        if (config != document.end() && !config->is_null()) {
            if (!config->is_object())
                throw ImportFailure(ImportersTr::tr("key \"input_config\" should be an object"));
            readInputConfig(run, *config);
            extra["input_config"] = *config;
        }
        if (const auto telemetry = document.find("telemetry_stats"); telemetry != document.end()) {
            ProfileExport::addGenaiPerfTelemetry(run, *telemetry);
            extra["telemetry_stats"] = *telemetry;
        }
        for (const char *name : {"input_tokens_mean", "output_tokens_mean"}) {
            if (const auto value = run.metricValue(QString::fromLatin1(name)))
                run.workload[name] = *value;
        }
        run.extra = std::move(extra);
        run.label = ServingImport::runLabel({run.model, QStringLiteral("genai-perf"),
                                             run.metricValue(QStringLiteral("concurrency")),
                                             run.metricValue(QStringLiteral("request_rate_per_s")),
                                             QDateTime(), 0});
        return {run};
    }
};

} // namespace

std::unique_ptr<Importer> makeGenaiPerfImporter()
{
    return std::make_unique<GenaiPerfImporter>();
}

} // namespace lanebook
