// vLLM `vllm bench serve --save-result` JSON, the legacy benchmarks/benchmark_serving.py
// and the TensorRT-LLM copy of it: one object per file, or several
// separated by newlines with --append-result (one run each). A `vllm bench sweep serve` run
// (run=N.json) is one of these with the settings its combination varied appended (VllmSweep).
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/metadatavalue.h"
#include "backends/importers/servingimport.h"
#include "backends/importers/vllmsweep.h"
#include "backends/importers/vllmsweepcsv.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QFileInfo>
#include <QTimeZone>

#include <cmath>
#include <set>
#include <string_view>

namespace lanebook {

namespace {

// Detection reads only the head of the file: the setup and count keys come before the
// per-request arrays, which can be tens of megabytes.
constexpr std::size_t kSniffBytes = 256 * 1024;

struct MetricKey
{
    const char *key;
    const char *metric;
};

// Tool keys with a vocabulary name. Both goodput spellings: the legacy
// script and the TensorRT-LLM copy write "request_goodput:" with a colon.
constexpr MetricKey kMetricKeys[] = {
    {"output_throughput", "output_tok_per_s"},
    {"total_token_throughput", "total_tok_per_s"},
    {"request_throughput", "requests_per_s"},
    {"request_goodput", "goodput_requests_per_s"},
    {"request_goodput:", "goodput_requests_per_s"},
    {"duration", "duration_s"},
    {"completed", "completed"},
    {"failed", "failed"},
    {"num_prompts", "num_prompts"},
    {"max_concurrency", "concurrency"},
    {"request_rate", "request_rate_per_s"},
    {"spec_decode_acceptance_rate", "spec_acceptance_rate"},
    {"spec_decode_acceptance_length", "spec_acceptance_length"},
    {"spec_decode_draft_tokens", "spec_draft_tokens"},
    // --energy-gpu-ids (vllm/benchmarks/lib/energy.py GpuEnergyMeter): the NVML total-energy
    // counters' rise over the measured GPUs, summed.
    {"gpu_energy_j", "energy_j"},
    {"gpu_energy_per_output_token_j", "energy_j_per_output_token"},
};

// GpuEnergyMeter's other keys: what the energy was measured over (kept under the tool's keys).
constexpr std::string_view kEnergyContextKeys[] = {"energy_gpu_ids", "gpu_energy_duration_s",
                                                   "gpu_avg_power_w"};

// Setup keys that are strings but not --metadata pairs ("_benchmark_name": a sweep
// combination's name, kept aside: it differs between combinations by design).
constexpr std::string_view kKnownStringKeys[] = {
    "date",         "endpoint_type", "backend",          "label",          "model_id",
    "tokenizer_id", "request_rate",  "ramp_up_strategy", "_benchmark_name"};

// Keys only the TensorRT-LLM fork writes.
constexpr std::string_view kTrtllmKeys[] = {"user_throughput", "avg_decoded_tokens_per_iter",
                                            "energy", "e2els"};

bool isVllmResult(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    if (!hasKey(members, "date") || !hasKey(members, "completed") ||
        !hasKey(members, "total_input_tokens"))
        return false;
    if (hasKey(members, "model_id") || hasKey(members, "endpoint_type") ||
        hasKey(members, "backend"))
        return true;
    for (const JsonObjectScan::Member &m : members) {
        if (m.key.find("_ttft_ms") != std::string_view::npos)
            return true;
    }
    return false;
}

// A `vllm bench sweep` summary.json: a list whose first element is a sweep's run.
bool isSweepSummary(std::string_view text)
{
    const std::string_view first = JsonObjectScan::firstArrayElement(text);
    if (first.empty())
        return false;
    // run_number is written after the per-request arrays (megabytes with --save-detailed).
    const auto members = JsonObjectScan::sniffFirstObject(first, kSniffBytes);
    return isVllmResult(members) && JsonObjectScan::mentionsKey(first, "run_number");
}

bool isKnownStringKey(std::string_view key)
{
    for (std::string_view known : kKnownStringKeys) {
        if (key == known)
            return true;
    }
    return false;
}

// A key the result itself writes (what a sweep's bench parameter of the same name overwrote in
// place, max_concurrency, num_prompts), as opposed to a setting the sweep added.
bool isResultKey(std::string_view key)
{
    for (const MetricKey &m : kMetricKeys) {
        if (key == m.key)
            return true;
    }
    for (std::string_view perRequest : ServingImport::perRequestKeys()) {
        if (key == perRequest)
            return true;
    }
    for (std::string_view known :
         {"total_input_tokens", "total_output_tokens", "burstiness", "ramp_up_start_rps",
          "ramp_up_end_rps", "max_output_tokens_per_s", "max_concurrent_requests", "rtfx"}) {
        if (key == known)
            return true;
    }
    for (std::string_view energy : kEnergyContextKeys) {
        if (key == energy)
            return true;
    }
    return isKnownStringKey(key) || ServingImport::latencyMetricName(key).has_value();
}

// "20261103-141522", written with datetime.now(): local time of the benchmark host,
// whose zone the file does not record. Taken as UTC so that the same file always gives
// the same instant; the run's time may therefore be off by the host's UTC offset.
QDateTime parseDate(const QString &text)
{
    const QDate date = QDate::fromString(text.left(8), QStringLiteral("yyyyMMdd"));
    const QTime time = QTime::fromString(text.mid(9, 6), QStringLiteral("HHmmss"));
    if (!date.isValid() || !time.isValid() || text.size() != 15)
        return {};
    return QDateTime(date, time, QTimeZone::utc());
}

Run parseResult(const JsonObjectScan::Value &object, const QString &where, int objectNumber,
                const VllmSweep::Folder &folder)
{
    using ServingImport::keyWhere;
    const nlohmann::json json =
        JsonObjectScan::parseMembers(object, ServingImport::perRequestKeys());
    Run run;
    run.source.locator =
        sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")).arg(object.index + 1);

    const auto string = [&](const char *key) {
        return LenientJson::stringAt(json, key, where).value_or(QString());
    };
    run.model = string("model_id");
    const QString date = string("date");
    run.startedAt = parseDate(date);

    bool trtllm = false;
    for (std::string_view key : kTrtllmKeys)
        trtllm = trtllm || json.contains(std::string(key));

    // A sweep's run: the settings its combination varied, each on its side (VllmSweep).
    const std::vector<VllmSweep::Setting> swept =
        VllmSweep::settingsOf(object.members, folder, isResultKey);
    std::set<std::string> sweptKeys;
    for (const VllmSweep::Setting &setting : swept)
        sweptKeys.insert(setting.key);

    // Config: how the client talked to which server, plus every --metadata k=v pair.
    const QString backend = string("backend");
    const QString endpointType = string("endpoint_type");
    QString runtime =
        trtllm ? QStringLiteral("trtllm") : ServingImport::runtimeFromBackend(backend);
    if (!backend.isEmpty())
        run.config["backend"] = backend.toStdString();
    if (!endpointType.isEmpty())
        run.config["endpoint_type"] = endpointType.toStdString();
    if (!string("tokenizer_id").isEmpty())
        run.config["tokenizer"] = string("tokenizer_id").toStdString();
    if (!string("label").isEmpty())
        run.config["label"] = string("label").toStdString();
    // --metadata pairs arrive as strings: typed, and workload settings (output_len=256
    // ignore_eos=true) go to the workload, where the output-length gate reads them.
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!it->is_string() || isKnownStringKey(it.key()) || sweptKeys.count(it.key()))
            continue;
        if (MetadataValue::isWorkloadSetting(it.key()))
            run.workload[it.key()] = MetadataValue::typed(it.value());
        else
            run.config[it.key()] = MetadataValue::typed(it.value());
    }
    if (!runtime.isEmpty() && !run.config.contains("runtime"))
        run.config["runtime"] = runtime.toStdString();

    // Metrics with a vocabulary name; latency statistics by their key pattern.
    nlohmann::json extra = nlohmann::json::object();
    for (auto it = json.begin(); it != json.end(); ++it) {
        const std::string &key = it.key();
        if (sweptKeys.count(key))
            continue; // placed below
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
        // What went into run.model or run.config is not repeated; `date` stays, since
        // startedAt had to guess its zone.
        const bool inConfig = key == "model_id" || key == "backend" || key == "endpoint_type" ||
                              key == "tokenizer_id" || key == "label" ||
                              (it->is_string() && key != "date" && !isKnownStringKey(key));
        if (!mapped && !inConfig)
            extra[key] = it.value();
    }

    // Energy as Lanebook's own is recorded (RunTelemetrySummary::applyTo): output tokens per
    // joule is output tok/s per watt; extra.energy says how it was measured, for the power and
    // energy gate.
    if (const auto energyJ = run.metricValue(QStringLiteral("energy_j")); energyJ && !trtllm) {
        const auto totalOut = LenientJson::numberAt(json, "total_output_tokens", where);
        if (totalOut && *totalOut > 0 && *energyJ > 0)
            run.setMetric(QStringLiteral("output_tok_per_s_per_w"), *totalOut / *energyJ,
                          QStringLiteral("gpu_energy_j"));
        const auto gpus = json.find("energy_gpu_ids");
        extra["energy"] = {
            {"method", "counter"},
            {"source", "vllm GpuEnergyMeter"},
            {"span_s", LenientJson::numberAt(json, "gpu_energy_duration_s", where).value_or(0.0)},
            {"gpus", gpus != json.end() && gpus->is_array() ? int(gpus->size()) : 0},
            // A counter that went backwards makes vLLM leave the keys out, not write them.
            {"counter_wrapped", false}};
    }

    // Workload as run. Means are over successful requests, as the totals are.
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
    const auto concurrency = LenientJson::numberAt(json, "max_concurrency", where);
    const auto rate = LenientJson::numberAt(json, "request_rate", where);
    if (concurrency)
        run.workload["concurrency"] = *concurrency;
    if (rate)
        run.workload["request_rate"] = ServingImport::rateJson(*rate);
    for (const char *key : {"num_prompts", "burstiness", "ramp_up_start_rps", "ramp_up_end_rps"}) {
        if (const auto value = LenientJson::numberAt(json, key, where))
            run.workload[key] = *value;
    }
    if (!string("ramp_up_strategy").isEmpty())
        run.workload["ramp_up_strategy"] = string("ramp_up_strategy").toStdString();
    if (const MetricValue *m = run.metric(QStringLiteral("input_tokens_mean")))
        run.workload["input_tokens_mean"] = m->value;
    if (const MetricValue *m = run.metric(QStringLiteral("output_tokens_mean")))
        run.workload["output_tokens_mean"] = m->value;

    // The swept settings as the file holds them (numbers stay numbers; text typed as a
    // --metadata pair's, which a file re-saved with sorted keys cannot be told from): the
    // server's are the config the diff and the one-variable gate compare, the client's shape
    // the workload, and the report options are kept aside.
    for (const VllmSweep::Setting &setting : swept) {
        const auto found = json.find(setting.key);
        if (found == json.end())
            continue;
        const nlohmann::json value =
            found->is_string() ? MetadataValue::typed(*found) : nlohmann::json(*found);
        switch (setting.side) {
        case VllmSweep::Side::Server:
            run.config[setting.key] = value;
            break;
        case VllmSweep::Side::Client:
            run.workload[setting.key] = value;
            break;
        case VllmSweep::Side::Report:
            extra[setting.key] = value;
            break;
        }
    }

    const std::optional<int> failed = ServingImport::readRequestSamples(run, object, where);
    if (failed && !run.metric(QStringLiteral("failed")))
        run.setMetric(QStringLiteral("failed"), *failed, QStringLiteral("errors"));

    run.extra = std::move(extra);
    ServingImport::dropUnmeasuredLatencies(run);
    if (completed && *completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
    }
    // The user's own --label leads the run's label (one label for a whole sweep: the load and
    // the start time keep its runs apart, as they do for a label made up here).
    ServingImport::LabelParts label{
        run.model,     trtllm ? QStringLiteral("trtllm") : QStringLiteral("vllm"),
        concurrency,   rate,
        run.startedAt, objectNumber};
    label.toolLabel = string("label");
    // A sweep's runs share one --label, if any: its combination's names tell them apart.
    if (!swept.empty()) {
        QStringList names;
        for (const QString &name : {label.toolLabel, folder.serveName, folder.benchName}) {
            if (!name.isEmpty())
                names << name;
        }
        label.toolLabel = names.join(QLatin1Char('-'));
    }
    run.label = ServingImport::runLabel(label);
    return run;
}

class VllmBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::VllmBench; }

    int detect(const ImportInput &input) const override
    {
        if (VllmSweepCsv::looksLikeSummaryCsv(input.content))
            return 86;
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const auto members = JsonObjectScan::sniffFirstObject(text, kSniffBytes);
        if (isVllmResult(members))
            return 90;
        if (isSweepSummary(text))
            return 88;
        // Keys in another order (a file re-saved with sorted keys): the head shows the
        // setup keys, the rest is looked for anywhere.
        using JsonObjectScan::hasKey;
        using JsonObjectScan::mentionsKey;
        if (hasKey(members, "date") &&
            (hasKey(members, "completed") || hasKey(members, "duration")) &&
            mentionsKey(text, "total_input_tokens") && mentionsKey(text, "model_id"))
            return 85;
        return 0;
    }

    // A sweep summary's runs are its run=<n>.json files: read those beside it.
    QStringList companionPaths(const ImportInput &input) const override
    {
        if (VllmSweepCsv::looksLikeSummaryCsv(input.content))
            return VllmSweepCsv::runFilesBeside(input.path);
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (!isSweepSummary(text))
            return {};
        std::vector<int> numbers = VllmSweep::runNumbersIn(text);
        std::sort(numbers.begin(), numbers.end());
        numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
        QStringList paths;
        for (int runNumber : numbers)
            paths << VllmSweep::runFilePath(input.path, runNumber);
        return paths;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        if (VllmSweepCsv::looksLikeSummaryCsv(input.content))
            return parseSweepCsv(input);
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (isSweepSummary(text))
            return parseSweepSummary(input, text);
        const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
        if (values.empty())
            throw ImportFailure(ImportersTr::tr("the file holds no JSON object"));
        const bool appended = values.size() > 1;
        const VllmSweep::Folder folder = VllmSweep::folderOf(input.path);
        std::vector<Run> runs;
        runs.reserve(values.size());
        for (const JsonObjectScan::Value &value : values) {
            const QString where =
                appended
                    ? ImportersTr::tr("object %1 (line %2)").arg(value.index + 1).arg(value.line)
                    : QString();
            if (!value.isObject || !isVllmResult(value.members)) {
                throw ImportFailure(
                    ImportersTr::tr(
                        "object %1 (line %2) is not a vLLM bench result: it lacks \"date\", "
                        "\"completed\" or \"total_input_tokens\"")
                        .arg(value.index + 1)
                        .arg(value.line));
            }
            runs.push_back(parseResult(value, where, appended ? value.index + 1 : 0, folder));
        }
        return runs;
    }

private:
    // summary.csv repeats every run of the experiment: a row whose run file is in a combination
    // folder beside it (the same date and run_number) comes from that file; the others (a run
    // file deleted, or only the table kept) are read from their row, each with its settings
    // (which side each is on told by the keys vLLM knows: the table names no folder).
    static std::vector<Run> parseSweepCsv(const ImportInput &input)
    {
        // Run files beside it that were not handed over (more than an import reads beside one
        // file, or one it could not read): their rows cannot be told from rows whose file is
        // gone, and a row read here beside its own file would store the run twice. The table
        // then adds nothing: a folder import reads every run file itself.
        if (std::size_t(VllmSweepCsv::runFilesBeside(input.path).size()) > input.companions.size())
            throw ImportCovered(QFileInfo(input.path).absolutePath());
        std::set<std::pair<std::string, int>> beside;
        for (const auto &[path, content] : input.companions) {
            const std::string_view runText(content.constData(),
                                           static_cast<std::size_t>(content.size()));
            const auto members = JsonObjectScan::sniffFirstObject(runText, kSniffBytes);
            const JsonObjectScan::Member *date = JsonObjectScan::findMember(members, "date");
            const std::vector<int> held = VllmSweep::runNumbersIn(runText);
            if (date && isVllmResult(members) && held.size() == 1)
                beside.emplace(std::string(date->value), held.front());
        }
        std::vector<Run> runs;
        for (const VllmSweepCsv::Row &row : VllmSweepCsv::rows(input.content)) {
            const QString where = ImportersTr::tr("line %1").arg(row.line);
            std::vector<JsonObjectScan::Value> values;
            try {
                values = JsonObjectScan::scanValues(row.json);
            } catch (const ImportFailure &failure) {
                throw ImportFailure(where + QStringLiteral(": ") + failure.message());
            }
            if (values.size() != 1 || !isVllmResult(values.front().members))
                throw ImportFailure(ImportersTr::tr("%1 is not a vLLM bench result: it lacks "
                                                    "\"date\", \"completed\" or "
                                                    "\"total_input_tokens\"")
                                        .arg(where));
            JsonObjectScan::Value &value = values.front();
            const JsonObjectScan::Member *date = value.member("date");
            const JsonObjectScan::Member *runNumber = value.member("run_number");
            const auto number = runNumber ? VllmSweep::runNumberOf(runNumber->value) : std::nullopt;
            if (date && number && beside.count({std::string(date->value), *number}))
                continue;
            value.index = row.line - 2; // "object N": the table's N-th run
            runs.push_back(parseResult(value, where, row.line - 1, VllmSweep::Folder()));
        }
        if (runs.empty())
            throw ImportCovered(QFileInfo(input.path).absolutePath());
        return runs;
    }

    // summary.json repeats the combination's runs: the ones whose run=<n>.json is beside it
    // come from that file, so here they add nothing; the others (a run file deleted, or only
    // the summary kept) are read from the summary, each with its settings.
    static std::vector<Run> parseSweepSummary(const ImportInput &input, std::string_view text)
    {
        // A run file counts only when it holds its run whole: a result, with its run_number
        // (written last, so a file cut short has none) equal to its name's.
        std::set<int> beside;
        for (const auto &[path, content] : input.companions) {
            const std::string_view runText(content.constData(),
                                           static_cast<std::size_t>(content.size()));
            const auto runNumber = VllmSweep::runNumberOfPath(path);
            const std::vector<int> held = VllmSweep::runNumbersIn(runText);
            if (runNumber && isVllmResult(JsonObjectScan::sniffFirstObject(runText, kSniffBytes)) &&
                held.size() == 1 && held.front() == *runNumber)
                beside.insert(*runNumber);
        }
        const VllmSweep::Folder folder = VllmSweep::folderOf(input.path);
        std::vector<Run> runs;
        for (const JsonObjectScan::Value &value : JsonObjectScan::scanArrayElements(text)) {
            const QString where =
                ImportersTr::tr("object %1 (line %2)").arg(value.index + 1).arg(value.line);
            if (!value.isObject || !isVllmResult(value.members))
                throw ImportFailure(ImportersTr::tr("%1 is not a vLLM bench result: it lacks "
                                                    "\"date\", \"completed\" or "
                                                    "\"total_input_tokens\"")
                                        .arg(where));
            const JsonObjectScan::Member *runNumber = value.member("run_number");
            const auto number = runNumber ? VllmSweep::runNumberOf(runNumber->value) : std::nullopt;
            if (number && beside.count(*number))
                continue;
            runs.push_back(parseResult(value, where, value.index + 1, folder));
        }
        if (runs.empty())
            throw ImportCovered(QFileInfo(input.path).absolutePath());
        return runs;
    }
};

} // namespace

std::unique_ptr<Importer> makeVllmBenchImporter()
{
    return std::make_unique<VllmBenchImporter>();
}

} // namespace lanebook
