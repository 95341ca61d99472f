// AIPerf, two files of one benchmark: the summary
// profile_export_aiperf.json (metric objects as in genai-perf, plus schema_version,
// aiperf_version, start_time, input_config, telemetry_data) and the per-request
// profile_export.jsonl (see AiperfRecords). Each file is one run. The summary's run takes the
// GPU trace of gpu_telemetry_export.jsonl beside it (AiperfGpuTelemetry); that file alone adds
// nothing the summary does not bring.
#include "backends/importers/aiperfartifacts.h"
#include "backends/importers/aiperfgputelemetry.h"
#include "backends/importers/aiperfrecords.h"
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/profileexport.h"
#include "backends/importers/servingimport.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QDir>
#include <QFileInfo>

#include <QTimeZone>

#include <algorithm>
#include <limits>
#include <optional>
#include <tuple>
#include <utility>

namespace lanebook {

namespace {

constexpr std::size_t kSniffBytes = 256 * 1024;

// Keys only AIPerf's summary has (genai-perf writes the same metric objects).
constexpr std::string_view kSummaryKeys[] = {"benchmark_id", "was_cancelled", "error_summary"};

int summaryScore(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    if (AiperfArtifacts::kindOf(members) != AiperfArtifacts::Kind::None)
        return 0; // a file beside the summary, or an aggregate: it carries aiperf_version too
    if (hasKey(members, "aiperf_version"))
        return hasKey(members, "schema_version") ? 95 : 90;
    if (!hasKey(members, "request_throughput"))
        return 0;
    for (std::string_view key : kSummaryKeys) {
        if (hasKey(members, key))
            return 80;
    }
    return 0;
}

// The phase that was measured: "profiling" if named, else the last one.
const nlohmann::json *profilingPhase(const nlohmann::json &config)
{
    const nlohmann::json *phases = ProfileExport::find(config, {"phases"});
    if (!phases || !phases->is_array() || phases->empty())
        return nullptr;
    for (const nlohmann::json &phase : *phases) {
        if (ServingImport::stringOr(phase, "name") == QLatin1String("profiling"))
            return &phase;
    }
    return &phases->back();
}

// input_config: the nested form (models.items, endpoint, datasets, phases) of 0.8, the
// 2025 form (endpoint.model_names, loadgen), or flat keys. The first found wins.
void readInputConfig(Run &run, const nlohmann::json &config)
{
    using ProfileExport::find;
    using ProfileExport::findNumber;
    using ProfileExport::findString;
    run.model =
        findString(config, {"models.items.0.name", "endpoint.model_names", "model_names", "model"});
    const QString endpointType = findString(config, {"endpoint.type", "endpoint_type"});
    const QString tokenizer = findString(config, {"tokenizer.name", "tokenizer"});
    const QString url = findString(config, {"endpoint.urls", "endpoint.url", "url"});
    if (!endpointType.isEmpty())
        run.config["endpoint_type"] = endpointType.toStdString();
    if (!tokenizer.isEmpty())
        run.config["tokenizer"] = tokenizer.toStdString();
    if (!url.isEmpty())
        run.config["url"] = url.toStdString();
    if (const nlohmann::json *streaming = find(config, {"endpoint.streaming", "streaming"});
        streaming && streaming->is_boolean())
        run.config["streaming"] = *streaming;

    const nlohmann::json empty = nlohmann::json::object();
    const nlohmann::json *phase = profilingPhase(config);
    const nlohmann::json &p = phase ? *phase : empty;
    auto concurrency = findNumber(p, {"concurrency"});
    if (!concurrency)
        concurrency = findNumber(config, {"loadgen.concurrency", "concurrency"});
    auto rate = findNumber(p, {"rate", "request_rate"});
    if (!rate)
        rate = findNumber(config, {"loadgen.request_rate", "request_rate"});
    auto requests = findNumber(p, {"requests", "request_count"});
    if (!requests)
        requests = findNumber(config, {"loadgen.request_count", "request_count"});
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
    if (requests) {
        run.workload["num_prompts"] = *requests;
        run.setMetric(QStringLiteral("num_prompts"), *requests,
                      QStringLiteral("input_config.request_count"));
    }
    const QString dataset = findString(config, {"datasets.0.type", "input.dataset_type"});
    if (!dataset.isEmpty())
        run.workload["dataset"] = dataset.toStdString();
    if (const auto isl =
            findNumber(config, {"datasets.0.prompts.isl.mean", "input.prompt.input_tokens.mean"}))
        run.workload["input_tokens"] = *isl;
    if (const auto osl =
            findNumber(config, {"datasets.0.prompts.osl.mean", "input.prompt.output_tokens.mean"}))
        run.workload["output_tokens"] = *osl;
}

Run parseSummary(const JsonObjectScan::Value &object)
{
    const nlohmann::json document = JsonObjectScan::parseMembers(object);
    Run run;
    run.source.locator = sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object 1"));
    nlohmann::json extra = nlohmann::json::object();
    ProfileExport::mapMetricObjects(run, document, extra);

    if (const auto config = document.find("input_config");
        config != document.end() && !config->is_null()) {
        if (!config->is_object())
            throw ImportFailure(ImportersTr::tr("key \"input_config\" should be an object"));
        readInputConfig(run, *config);
        extra["input_config"] = *config;
    }
    if (const auto telemetry = document.find("telemetry_data"); telemetry != document.end()) {
        ProfileExport::addAiperfTelemetry(run, *telemetry);
        extra["telemetry_data"] = *telemetry;
    }
    const QString start = LenientJson::stringAt(document, "start_time").value_or(QString());
    run.startedAt = ProfileExport::parseLocalIsoTimeAsUtc(start);
    // The speculative histogram (0.13+: verify steps by drafts accepted) is no metric object.
    for (const char *key :
         {"schema_version", "aiperf_version", "benchmark_id", "start_time", "end_time",
          "was_cancelled", "error_summary", "pooled_spec_decode_acceptance_histogram"}) {
        if (const auto it = document.find(key); it != document.end())
            extra[key] = *it;
    }
    AiperfArtifacts::readRunRelations(run, document, extra);
    // Energy from its telemetry, per token as the vocabulary has it (AIPerf: tokens per joule).
    if (const nlohmann::json *perJoule = ProfileExport::find(document, {"output_tokens_per_joule"});
        perJoule && ProfileExport::isMetricObject(*perJoule)) {
        const auto tokensPerJ = LenientJson::numberAt(
            *perJoule, "avg", ImportersTr::tr("key \"output_tokens_per_joule\""));
        if (tokensPerJ && *tokensPerJ > 0.0)
            run.setMetric(QStringLiteral("energy_j_per_output_token"), 1.0 / *tokensPerJ,
                          QStringLiteral("1 / output_tokens_per_joule.avg"));
    }
    // A summary without the pooled speculative figures (a tool that sent per-request
    // acceptance only) has the per-request means: kept, named as such.
    for (const auto &[key, metric, unit] :
         {std::tuple{"spec_decode_acceptance_length", "spec_acceptance_length", ""},
          std::tuple{"spec_decode_draft_acceptance_rate", "spec_acceptance_rate", "%"}}) {
        const nlohmann::json *object = ProfileExport::find(document, {key});
        if (run.metric(QString::fromLatin1(metric)) || !object ||
            !ProfileExport::isMetricObject(*object) ||
            !ServingImport::stringOr(*object, "unit").contains(QLatin1String(unit)))
            continue;
        const QString where = ImportersTr::tr("key \"%1\"").arg(QString::fromLatin1(key));
        if (const auto mean = LenientJson::numberAt(*object, "avg", where))
            run.setMetric(QString::fromLatin1(metric), *mean,
                          QString::fromLatin1(key) + QStringLiteral(".avg"));
    }
    // error_summary counts failures by kind; their sum is the failed count when
    // error_request_count is absent (0.8.0 leaves it out when nothing failed).
    const auto summary = document.find("error_summary");
    if (!run.metric(QStringLiteral("failed")) && summary != document.end() && summary->is_array()) {
        double failed = 0.0;
        for (const nlohmann::json &entry : *summary)
            failed +=
                LenientJson::numberAt(entry, "count", ImportersTr::tr("key \"error_summary\""))
                    .value_or(0.0);
        run.setMetric(QStringLiteral("failed"), failed, QStringLiteral("error_summary"));
    }
    for (const char *name : {"input_tokens_mean", "output_tokens_mean"}) {
        if (const auto value = run.metricValue(QString::fromLatin1(name)))
            run.workload[name] = *value;
    }
    // The benchmark was stopped early (Ctrl+C): its numbers cover part of the planned run.
    if (const auto cancelled = document.find("was_cancelled");
        cancelled != document.end() && cancelled->is_boolean() && cancelled->get<bool>()) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(
            QT_TRANSLATE_NOOP("ImportersTr", "the benchmark was cancelled before it finished"));
    }
    if (!ServingImport::stringOr(document, "aiperf_version").isEmpty())
        run.config["client_version"] =
            ServingImport::stringOr(document, "aiperf_version").toStdString();
    // What the helpers above said in the run's extra (telemetry under unknown names) stays.
    if (run.extra.is_object())
        extra.update(run.extra);
    run.extra = std::move(extra);
    run.label = ServingImport::runLabel(
        {run.model, QStringLiteral("aiperf"), run.metricValue(QStringLiteral("concurrency")),
         run.metricValue(QStringLiteral("request_rate_per_s")), run.startedAt, 0});
    return run;
}

const QString &telemetryFileName()
{
    static const QString name = QStringLiteral("gpu_telemetry_export.jsonl");
    return name;
}

// Where the summary at summaryPath has its GPU trace: gpu_telemetry_export.jsonl, or under an
// export prefix <stem>_gpu_telemetry.jsonl (the JSONL writer's name for a prefixed export).
QStringList traceNames(const QString &summaryPath)
{
    const QFileInfo summary(summaryPath);
    return {summary.dir().filePath(telemetryFileName()),
            summary.dir().filePath(summary.completeBaseName() +
                                   QStringLiteral("_gpu_telemetry.jsonl"))};
}

bool looksLikeTelemetryLine(const std::vector<JsonObjectScan::Member> &members)
{
    using JsonObjectScan::hasKey;
    return hasKey(members, "timestamp_ns") && hasKey(members, "gpu_uuid") &&
           hasKey(members, "telemetry_data");
}

// The benchmark's window on the trace's clock. AIPerf's start_time and end_time name no time
// zone (the host's local time): each whole quarter hour from UTC-14 to UTC+14 is tried, and the
// window is placed where one offset alone puts at least two samples of every GPU inside it and
// the trace covers the window for every GPU, to within one scrape (AIPerf scrapes from before the
// warm-up to after the end, so the true window lies within the trace; a benchmark longer than a
// quarter hour fits at the neighbouring offsets too, but only partly covered). A time with its own
// offset is tried at that offset alone.
struct TraceWindow
{
    std::int64_t startNs = 0;
    std::int64_t endNs = 0;
    int utcOffsetMinutes = 0;
};

// ns since the epoch, or nothing past what an int64 holds (years after 2262).
std::optional<std::int64_t> epochNs(const QDateTime &time)
{
    const qint64 ms = time.toMSecsSinceEpoch();
    constexpr qint64 kLimitMs = std::numeric_limits<std::int64_t>::max() / 1000000 - 1;
    if (ms > kLimitMs || ms < -kLimitMs)
        return std::nullopt;
    return std::int64_t(ms) * 1000000;
}

// The window's start_time and end_time as parseSummary kept them in the run's extra (the
// summary is not parsed again).
std::optional<TraceWindow> placeWindow(const RunTelemetry &trace, const nlohmann::json &document)
{
    const QString startText = LenientJson::stringAt(document, "start_time").value_or(QString());
    const QString endText = LenientJson::stringAt(document, "end_time").value_or(QString());
    const QDateTime start = ProfileExport::parseLocalIsoTimeAsUtc(startText);
    const QDateTime end = ProfileExport::parseLocalIsoTimeAsUtc(endText);
    if (!start.isValid() || !end.isValid() || end <= start)
        return std::nullopt;
    const QString trimmed = startText.trimmed();
    const bool zoned =
        trimmed.endsWith(u'Z') || trimmed.indexOf(u'+', 10) > 0 || trimmed.lastIndexOf(u'-') > 10;
    const std::optional<std::int64_t> startNs = epochNs(start);
    const std::optional<std::int64_t> endNs = epochNs(end);
    if (!startNs || !endNs)
        return std::nullopt;
    // Each GPU's first and last sample, and its longest gap between scrapes: the trace covers
    // a window when it reaches both ends to within one scrape.
    struct Span
    {
        std::int64_t first = std::numeric_limits<std::int64_t>::max();
        std::int64_t last = std::numeric_limits<std::int64_t>::min();
        std::int64_t gap = 0;
    };
    std::vector<Span> spans(trace.gpus.size());
    for (const GpuSample &sample : trace.samples) { // by GPU, then time
        Span &span = spans[static_cast<std::size_t>(sample.gpuIndex)];
        if (span.last != std::numeric_limits<std::int64_t>::min())
            span.gap = std::max(span.gap, sample.tNs - span.last);
        span.first = std::min(span.first, sample.tNs);
        span.last = std::max(span.last, sample.tNs);
    }
    constexpr std::int64_t kQuarterHourNs = std::int64_t(15) * 60 * 1000000000;
    std::vector<TraceWindow> fits;
    for (int quarter = zoned ? 0 : -56; quarter <= (zoned ? 0 : 56); ++quarter) {
        // Local time = UTC + offset: the UTC window is the local one minus the offset.
        const TraceWindow window{*startNs - quarter * kQuarterHourNs,
                                 *endNs - quarter * kQuarterHourNs, quarter * 15};
        std::vector<int> inside(trace.gpus.size(), 0);
        for (const GpuSample &sample : trace.samples) {
            if (sample.tNs >= window.startNs && sample.tNs <= window.endNs)
                ++inside[static_cast<std::size_t>(sample.gpuIndex)];
        }
        const bool covered = std::all_of(spans.begin(), spans.end(), [&window](const Span &span) {
            return span.first <= window.startNs + span.gap && span.last >= window.endNs - span.gap;
        });
        if (covered && std::all_of(inside.begin(), inside.end(), [](int n) { return n >= 2; }))
            fits.push_back(window);
    }
    if (fits.size() != 1)
        return std::nullopt;
    return fits.front();
}

// The trace's samples inside the benchmark's window become the run's trace (stored with it,
// what the inspector shows) and add what the export's own telemetry_data lacks (energy, the
// temperature at the start, clocks' range, throttling from the violation counters); the tool's
// own figures stand where it printed them, and the run's start becomes the window's, in UTC.
// A trace that cannot be placed in the window is neither stored nor summarised: its idle
// minutes before the load would read as a clock that moved and energy the benchmark did not
// use, and the inspector would show them as the run's. Extra says which it was, and why.
void addTrace(Run &run, const AiperfGpuTelemetry::Trace &trace, const QString &fileName)
{
    if (trace.telemetry.samples.empty())
        return;
    nlohmann::json note = {{"file", fileName.toStdString()},
                           {"gpus", trace.telemetry.gpus.size()},
                           {"samples", trace.telemetry.samples.size()}};
    if (const std::optional<TraceWindow> window = placeWindow(trace.telemetry, run.extra)) {
        RunTelemetry inWindow;
        inWindow.gpus = trace.telemetry.gpus;
        int previousGpu = -1;
        for (const GpuSample &sample : trace.telemetry.samples) { // by GPU, then time
            if (sample.tNs < window->startNs || sample.tNs > window->endNs)
                continue;
            inWindow.samples.push_back(sample);
            // A GPU's first sample in the window: what its counters grew by came before it.
            if (sample.gpuIndex != previousGpu)
                inWindow.samples.back().throttleReasons.reset();
            previousGpu = sample.gpuIndex;
        }
        Run summarised;
        summarised.metrics = run.metrics;
        summariseRunTelemetry(inWindow, {}).applyTo(summarised);
        for (const MetricValue &metric : summarised.metrics) {
            if (!run.metric(metric.name))
                run.setMetric(metric.name, metric.value,
                              QStringLiteral("gpu_telemetry_export.jsonl"));
        }
        for (auto it = summarised.extra.begin(); it != summarised.extra.end(); ++it) {
            if (!run.extra.contains(it.key()))
                run.extra[it.key()] = *it;
        }
        note["window"] = {{"start_ns", window->startNs},
                          {"end_ns", window->endNs},
                          {"start_time_utc_offset_min", window->utcOffsetMinutes},
                          {"samples", inWindow.samples.size()}};
        // The run's trace is what its figures were taken from: the inspector summarises what
        // is stored, and must say what the metrics say.
        run.telemetry = std::make_shared<const RunTelemetry>(std::move(inWindow));
        run.startedAt = QDateTime::fromMSecsSinceEpoch(window->startNs / 1000000, QTimeZone::utc());
        // The label names the start as UTC ("...T213851Z"): now it is.
        run.label = ServingImport::runLabel(
            {run.model, QStringLiteral("aiperf"), run.metricValue(QStringLiteral("concurrency")),
             run.metricValue(QStringLiteral("request_rate_per_s")), run.startedAt, 0});
    } else {
        note["window"] = nullptr;
        note["why_not_stored"] =
            "the trace could not be placed in the benchmark's start_time..end_time (they name "
            "no time zone, and no UTC offset, or more than one, puts the window inside the "
            "trace): neither stored nor summarised";
    }
    if (!trace.duplicateSources.isEmpty()) {
        nlohmann::json left = nlohmann::json::array();
        for (const QString &source : trace.duplicateSources)
            left.push_back(source.toStdString());
        note["left_out_duplicate_sources"] = left;
    }
    if (!trace.unreadMetrics.isEmpty()) {
        nlohmann::json unread = nlohmann::json::array();
        for (const QString &name : trace.unreadMetrics)
            unread.push_back(name.toStdString());
        note["unread_metrics"] = unread;
    }
    run.extra["gpu_telemetry_export"] = note;
}

class AiPerfImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::AiPerf; }

    int detect(const ImportInput &input) const override
    {
        if (AiperfArtifacts::looksLikeAccuracyTable(input.content) ||
            AiperfArtifacts::tableKindOf(input.content) != AiperfArtifacts::Kind::None)
            return 80;
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        const auto members = JsonObjectScan::sniffFirstObject(text, kSniffBytes);
        if (const int score = summaryScore(members))
            return score;
        if (AiperfArtifacts::kindOf(members) != AiperfArtifacts::Kind::None)
            return 88;
        if (looksLikeTelemetryLine(members))
            return 86;
        return AiperfRecords::looksLikeRecord(members) ? 87 : 0;
    }

    // The summary's GPU trace, when AIPerf wrote one beside it.
    QStringList companionPaths(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (summaryScore(JsonObjectScan::sniffFirstObject(text, kSniffBytes)) == 0)
            return {};
        return traceNames(input.path) << AiperfArtifacts::companionPaths(input.path);
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::string_view text(input.content.constData(),
                                    static_cast<std::size_t>(input.content.size()));
        if (AiperfArtifacts::looksLikeAccuracyTable(input.content))
            AiperfArtifacts::passOver(AiperfArtifacts::Kind::Accuracy, input.path, text);
        if (const AiperfArtifacts::Kind table = AiperfArtifacts::tableKindOf(input.content);
            table != AiperfArtifacts::Kind::None)
            AiperfArtifacts::passOver(table, input.path, text);
        const auto members = JsonObjectScan::sniffFirstObject(text, kSniffBytes);
        if (const AiperfArtifacts::Kind kind = AiperfArtifacts::kindOf(members);
            kind != AiperfArtifacts::Kind::None)
            AiperfArtifacts::passOver(kind, input.path, text);
        if (summaryScore(members) == 0 && AiperfRecords::looksLikeRecord(members))
            return {AiperfRecords::parseRecords(text)};
        if (summaryScore(members) == 0 && looksLikeTelemetryLine(members)) {
            AiperfGpuTelemetry::parse(text); // a broken file is said as such
            // Its summary: <prefix>.json beside <prefix>_gpu_telemetry.jsonl, else the default.
            const QFileInfo trace(input.path);
            const QString prefixed = QStringLiteral("_gpu_telemetry.jsonl");
            const QString summaryName =
                trace.fileName().endsWith(prefixed)
                    ? trace.fileName().chopped(prefixed.size()) + QStringLiteral(".json")
                    : QStringLiteral("profile_export_aiperf.json");
            AiperfArtifacts::passOverBesideSummary(input.path, summaryName);
            throw ImportFailure(
                ImportersTr::tr("this is AIPerf's GPU telemetry export, a run's GPU trace: import "
                                "%1 of the same benchmark, which takes it from beside it")
                    .arg(summaryName));
        }
        const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
        if (values.size() != 1 || !values.front().isObject) {
            throw ImportFailure(
                ImportersTr::tr("expected one JSON object (profile_export_aiperf.json) or "
                                "request records (profile_export.jsonl)"));
        }
        Run run = parseSummary(values.front());
        const QStringList traces = traceNames(input.path);
        bool traced = false; // the first trace found is the run's
        for (const auto &[path, content] : input.companions) {
            const std::string_view companion(content.constData(),
                                             static_cast<std::size_t>(content.size()));
            if (!traces.contains(path)) {
                AiperfArtifacts::addCompanion(run, path, companion);
                continue;
            }
            if (std::exchange(traced, true))
                continue;
            try {
                addTrace(run, AiperfGpuTelemetry::parse(companion), QFileInfo(path).fileName());
            } catch (const ImportFailure &failure) {
                throw ImportFailure(ImportersTr::tr("%1 beside it: %2")
                                        .arg(QDir::toNativeSeparators(path), failure.message()));
            }
        }
        return {run};
    }
};

} // namespace

std::unique_ptr<Importer> makeAiPerfImporter()
{
    return std::make_unique<AiPerfImporter>();
}

} // namespace lanebook
