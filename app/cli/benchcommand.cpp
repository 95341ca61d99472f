// lanebook-cli bench: one load-generator run against a live server, recorded in the notebook.
#include "app/cli/commandhelp.h"

#include "app/cli/benchsearch.h"
#include "app/cli/clinotebook.h"
#include "app/cli/clitr.h"
#include "app/cli/commandline.h"
#include "app/cli/commandoptions.h"

#include "app/cli/runtext.h"
#include "backends/loadgen/loadgenerator.h"
#include "backends/notebook/notebookstore.h"
#include "backends/telemetry/backgroundsampler.h"
#include "backends/telemetry/telemetryrecorder.h"
#include "models/frontier/frontieraxes.h"
#include "models/frontier/sloattainment.h"
#include "models/run/metricvocabulary.h"
#include "models/run/runjson.h"
#include "models/run/statusreason.h"
#include "models/telemetry/runtelemetry.h"
#include "models/telemetry/telemetrysourcespec.h"
#include "models/text/numbertext.h"

#include <QDir>
#include <QUrl>

#include <climits>
#include <cmath>
#include <limits>
#include <optional>

#include <unistd.h>

namespace lanebook::cli {

namespace {

struct BenchOptions
{
    LoadSpec spec;
    bool hasUrl = false;
    bool hasModel = false;
    bool hasConcurrency = false;
    bool hasRequests = false;
    QString telemetrySource; // empty: none
    QList<int> gpus;         // host indices; empty: every GPU the source reports
    int telemetryEveryNth = 1;
    // --find-max-concurrency: a search of runs instead of one (benchsearch.h).
    std::optional<MaxLoadSearch::Options> search;
};

constexpr double kNoLimit = std::numeric_limits<double>::infinity();
const NumberRange kPositive{0.0, kNoLimit, true, false, {}};
const NumberRange kSeconds{0.0, kNoLimit, true, false, QStringLiteral("s")};

// The server and what is asked of it: URL, model, endpoint, and the request switches.
void readServerOptions(const CommandOptions &given, BenchOptions &o)
{
    o.spec.ignoreEos = !given.flag(QStringLiteral("no-ignore-eos"));
    o.spec.reusePrompts = given.flag(QStringLiteral("reuse-prompts"));
    o.spec.scrapeServerMetrics = !given.flag(QStringLiteral("no-server-metrics"));
    if (given.has(QStringLiteral("url"))) {
        const QString value = given.string(QStringLiteral("url"));
        const QUrl url(value);
        if (!url.isValid() || url.host().isEmpty() ||
            (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
            given.addError(CliTr::tr("--url: \"%1\" is not an http:// or https:// URL").arg(value));
        o.spec.baseUrl = value;
        o.hasUrl = true;
    }
    o.spec.model = given.string(QStringLiteral("model"));
    o.hasModel = !o.spec.model.isEmpty();
    if (const auto endpoint = given.choice(QStringLiteral("endpoint"),
                                           {QStringLiteral("completions"), QStringLiteral("chat")}))
        o.spec.endpoint = *endpoint == QLatin1String("chat") ? LoadEndpoint::ChatCompletions
                                                             : LoadEndpoint::Completions;
}

// Which telemetry source is recorded with the run, from which GPUs, how often.
void readTelemetryOptions(const CommandOptions &given, BenchOptions &o)
{
    if (given.has(QStringLiteral("telemetry"))) {
        const QString value = given.string(QStringLiteral("telemetry"));
        if (value != QLatin1String("none")) {
            if (const auto spec = TelemetrySourceSpec::parse(value); !spec)
                given.addError(CliTr::tr("--telemetry: %1").arg(spec.error()));
        }
        o.telemetrySource = value == QLatin1String("none") ? QString() : value;
    }
    o.telemetryEveryNth =
        int(given.integer(QStringLiteral("telemetry-every"), 1, INT_MAX).value_or(1));
    if (given.has(QStringLiteral("gpus"))) {
        const QString value = given.string(QStringLiteral("gpus"));
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int gpu = part.trimmed().toInt(&ok);
            if (!ok || gpu < 0) {
                given.addError(
                    CliTr::tr("--gpus: \"%1\" is not a list of GPU indices like 0,1").arg(value));
                break;
            }
            o.gpus << gpu;
        }
    }
}

// How the client talks and what it names the run.
void readClientOptions(const CommandOptions &given, BenchOptions &o)
{
    if (const auto client = given.choice(QStringLiteral("http-client"),
                                         {QStringLiteral("auto"), QStringLiteral("curl")}))
        o.spec.httpClient = *client == QLatin1String("curl") ? HttpClient::Curl : HttpClient::Auto;
    o.spec.label = given.string(QStringLiteral("label"), o.spec.label);
    o.spec.lane = given.string(QStringLiteral("lane"), o.spec.lane);
    o.spec.promptFile = given.string(QStringLiteral("prompt-file"), o.spec.promptFile);
    o.spec.apiKey = given.string(QStringLiteral("api-key"), o.spec.apiKey);
    o.spec.slo = sloOption(given);
}

// How many requests of which lengths, how many at once.
void readWorkloadOptions(const CommandOptions &given, BenchOptions &o)
{
    if (const auto n = given.integer(QStringLiteral("concurrency"), 1, INT_MAX)) {
        o.spec.concurrency = int(*n);
        o.hasConcurrency = true;
    }
    if (const auto n = given.integer(QStringLiteral("requests"), 1, INT_MAX)) {
        o.spec.requestCount = int(*n);
        o.hasRequests = true;
    }
    o.spec.warmupRequests =
        int(given.integer(QStringLiteral("warmup"), 0, INT_MAX).value_or(o.spec.warmupRequests));
    o.spec.inputTokens =
        int(given.integer(QStringLiteral("input-tokens"), 1, INT_MAX).value_or(o.spec.inputTokens));
    o.spec.outputTokens = int(
        given.integer(QStringLiteral("output-tokens"), 1, INT_MAX).value_or(o.spec.outputTokens));
    o.spec.sharedSystemPromptTokens =
        int(given.integer(QStringLiteral("shared-system-prompt"), 1, INT_MAX).value_or(0));
    if (const auto seed = given.integer(QStringLiteral("seed"), 0))
        o.spec.seed = quint64(*seed);
}

// When requests are sent: a closed loop, Poisson arrivals at a rate, or gamma (bursty) ones.
void readArrivalOptions(const CommandOptions &given, BenchOptions &o)
{
    if (given.string(QStringLiteral("request-rate")) == QLatin1String("inf")) {
        o.spec.arrival = ArrivalMode::ClosedLoop;
        o.spec.requestRatePerS = kNoLimit;
    } else if (const auto rate = given.number(QStringLiteral("request-rate"), kPositive)) {
        o.spec.arrival = ArrivalMode::Poisson;
        o.spec.requestRatePerS = *rate;
    }
    if (const auto b = given.number(QStringLiteral("burstiness"), kPositive)) {
        o.spec.burstiness = *b;
        o.spec.arrival = ArrivalMode::Gamma;
    }
}

// Multi-turn conversations: synthetic (--turns) or a prompt file's (--multi-turn), how many,
// the later turns' length, the think time and whose replies the history carries.
QString readConversationOptions(const CommandOptions &given, BenchOptions &o)
{
    const bool synthetic = given.has(QStringLiteral("turns"));
    const bool fromFile = given.flag(QStringLiteral("multi-turn"));
    if (!synthetic && !fromFile) {
        for (const char *name :
             {"turn-input-tokens", "think-time-ms", "conversations", "replies"}) {
            if (given.has(QLatin1String(name)))
                return CliTr::tr("--%1 needs --turns or --multi-turn").arg(QLatin1String(name));
        }
        return {};
    }
    if (synthetic && fromFile)
        return CliTr::tr("--turns makes synthetic conversations and --multi-turn reads them from "
                         "--prompt-file: choose one");
    if (fromFile && !given.has(QStringLiteral("prompt-file")))
        return CliTr::tr("--multi-turn needs --prompt-file");
    for (const char *name : {"request-rate", "burstiness", "requests", "trace", "reuse-prompts",
                             "shared-system-prompt", "find-max-concurrency"}) {
        if (given.has(QLatin1String(name)))
            return CliTr::tr("conversations send each turn after the last reply (--concurrency "
                             "counts conversations, --conversations how many); leave out --%1")
                .arg(QLatin1String(name));
    }
    o.spec.conversationTurns = int(given.integer(QStringLiteral("turns"), 1, 4096).value_or(0));
    o.spec.multiTurnFile = fromFile;
    o.spec.conversationCount = int(given.integer(QStringLiteral("conversations"), 1, 1'000'000)
                                       .value_or(o.spec.conversationCount));
    o.spec.turnInputTokens = int(given.integer(QStringLiteral("turn-input-tokens"), 1, INT_MAX)
                                     .value_or(o.spec.turnInputTokens));
    o.spec.thinkTimeMs = given
                             .number(QStringLiteral("think-time-ms"),
                                     NumberRange{0.0, 3.6e6, true, true, QStringLiteral("ms")})
                             .value_or(0.0);
    if (const auto replies = given.choice(QStringLiteral("replies"),
                                          {QStringLiteral("server"), QStringLiteral("file")})) {
        if (*replies == QLatin1String("file") && !fromFile)
            return CliTr::tr("--replies file needs --multi-turn: synthetic conversations carry "
                             "the server's replies");
        o.spec.fileReplies = *replies == QLatin1String("file");
    }
    return {};
}

// A trace to replay: its file, block size and speed-up. It decides arrivals, lengths and
// prompts, so the options that would set them again are refused beside it.
QString readTraceOptions(const CommandOptions &given, BenchOptions &o)
{
    const bool hasTrace = given.has(QStringLiteral("trace"));
    if (!hasTrace) {
        for (const char *name : {"trace-block-tokens", "trace-speedup"}) {
            if (given.has(QLatin1String(name)))
                return CliTr::tr("--%1 needs --trace").arg(QLatin1String(name));
        }
        return {};
    }
    for (const char *name :
         {"request-rate", "burstiness", "prompt-file", "reuse-prompts", "input-tokens",
          "output-tokens", "find-max-concurrency", "shared-system-prompt"}) {
        if (given.has(QLatin1String(name)))
            return CliTr::tr("--trace sets the arrivals, lengths and prompts itself; leave out "
                             "--%1")
                .arg(QLatin1String(name));
    }
    o.spec.traceFile = given.string(QStringLiteral("trace"));
    o.spec.arrival = ArrivalMode::Trace;
    o.spec.traceBlockTokens = int(given.integer(QStringLiteral("trace-block-tokens"), 1, 1 << 20)
                                      .value_or(o.spec.traceBlockTokens));
    o.spec.traceSpeedup =
        given.number(QStringLiteral("trace-speedup"), NumberRange{0.0, 1e6, true, true, {}})
            .value_or(o.spec.traceSpeedup);
    // The whole trace unless --requests takes its first N; no cap on streams unless
    // --concurrency sets one.
    if (!o.hasRequests)
        o.spec.requestCount = 0;
    if (!o.hasConcurrency)
        o.spec.concurrency = 0;
    return {};
}

void readTimeouts(const CommandOptions &given, BenchOptions &o)
{
    o.spec.connectTimeoutS =
        given.number(QStringLiteral("connect-timeout"), kSeconds).value_or(o.spec.connectTimeoutS);
    o.spec.firstTokenTimeoutS = given.number(QStringLiteral("first-token-timeout"), kSeconds)
                                    .value_or(o.spec.firstTokenTimeoutS);
    o.spec.totalTimeoutS =
        given.number(QStringLiteral("timeout"), kSeconds).value_or(o.spec.totalTimeoutS);
}

// What the options say together: required ones and pairs that need each other. Settles the
// arrival mode; an error message, or empty.
QString checkCombination(BenchOptions &o)
{
    if (!o.hasUrl)
        return CliTr::tr("--url is required");
    if (!o.hasModel)
        return CliTr::tr("--model is required");
    if (o.spec.sharedSystemPromptTokens > 0 &&
        (!o.spec.promptFile.isEmpty() || o.spec.sharedSystemPromptTokens >= o.spec.inputTokens))
        return CliTr::tr("--shared-system-prompt opens synthetic prompts: give fewer tokens than "
                         "--input-tokens (%1), without --prompt-file")
            .arg(o.spec.inputTokens);
    if (o.spec.reusePrompts && o.spec.promptFile.isEmpty())
        return CliTr::tr("--reuse-prompts needs --prompt-file: synthetic prompts are fresh by "
                         "construction");
    if (!o.gpus.isEmpty() && o.telemetrySource.isEmpty())
        return CliTr::tr("--gpus needs --telemetry");
    // --burstiness without a rate shapes nothing: a closed loop has no arrivals to shape.
    if (o.spec.arrival == ArrivalMode::Gamma && !(o.spec.requestRatePerS > 0.0))
        return CliTr::tr("--burstiness needs --request-rate");
    if (o.spec.arrival == ArrivalMode::Trace)
        return {};
    if (o.spec.arrival != ArrivalMode::ClosedLoop && std::isinf(o.spec.requestRatePerS))
        o.spec.arrival = ArrivalMode::ClosedLoop;
    // An open loop without --concurrency has no cap on the requests in flight.
    if (o.spec.arrival != ArrivalMode::ClosedLoop && !o.hasConcurrency)
        o.spec.concurrency = 0;
    return {};
}

// --find-max-concurrency and its settings; the search starts at --concurrency (default 8).
void readSearchOptions(const CommandOptions &given, BenchOptions &o)
{
    if (!given.flag(QStringLiteral("find-max-concurrency")))
        return;
    MaxLoadSearch::Options search;
    search.startLoad = o.hasConcurrency ? o.spec.concurrency : 8;
    const NumberRange percent{0.0, 100.0, true, false, QStringLiteral("%")};
    search.targetAttainmentPct = given.number(QStringLiteral("target-attainment"), percent)
                                     .value_or(search.targetAttainmentPct);
    if (const auto resolution = given.number(QStringLiteral("resolution"), percent))
        search.resolution = *resolution / 100.0;
    search.maxProbes =
        int(given.integer(QStringLiteral("max-probes"), 1, 64).value_or(search.maxProbes));
    o.search = search;
}

// Reads the options the spec accepted into the load spec; an error message, or empty.
QString parse(const QStringList &args, BenchOptions &o)
{
    const CommandOptions given = commandOptions(QStringLiteral("bench"), args);
    if (!given.positional().isEmpty())
        return CliTr::tr("unexpected argument \"%1\"").arg(given.positional().first());
    // With several mistakes, the first read is the first reported: keep this order.
    readServerOptions(given, o);
    readTelemetryOptions(given, o);
    readClientOptions(given, o);
    readWorkloadOptions(given, o);
    readArrivalOptions(given, o);
    readTimeouts(given, o);
    readSearchOptions(given, o);
    QString traceError = readTraceOptions(given, o);
    QString conversationError = readConversationOptions(given, o);
    if (!given.ok())
        return given.error();
    if (!traceError.isEmpty())
        return traceError;
    if (!conversationError.isEmpty())
        return conversationError;
    if (o.search) {
        if (!o.telemetrySource.isEmpty())
            return CliTr::tr("--find-max-concurrency records no telemetry; leave out --telemetry");
        if (o.spec.requestRatePerS > 0.0 && !std::isinf(o.spec.requestRatePerS))
            return CliTr::tr("--find-max-concurrency searches a closed loop; leave out "
                             "--request-rate");
    } else {
        for (const char *name : {"target-attainment", "resolution", "max-probes"}) {
            if (given.has(QLatin1String(name)))
                return CliTr::tr("--%1 needs --find-max-concurrency").arg(QLatin1String(name));
        }
    }
    return checkCombination(o);
}

// The prefix cache as the server reported it, beside what a replayed trace implies, and how
// late an open loop sent its requests; empty when the run says none of it.
QString cacheSummary(const Run &run)
{
    QString text;
    const std::optional<double> hitPct = run.metricValue(QStringLiteral("prefix_cache_hit_pct"));
    const auto reuse = run.workload.find("trace_reuse");
    const bool trace =
        reuse != run.workload.end() && reuse->is_object() && reuse->value("share", -1.0) >= 0.0;
    if (trace)
        text += CliTr::tr("  cache      %1 % of prompt tokens cached; the trace implies %2 %\n")
                    .arg(hitPct ? formatMetricValue(QStringLiteral("prefix_cache_hit_pct"), *hitPct)
                                : CliTr::tr("-"),
                         formatMetricValue(QStringLiteral("prefix_cache_hit_pct"),
                                           100.0 * reuse->value("share", 0.0)));
    else if (hitPct && *hitPct > 0.0)
        text += CliTr::tr("  cache      %1 % of prompt tokens cached\n")
                    .arg(formatMetricValue(QStringLiteral("prefix_cache_hit_pct"), *hitPct));
    const auto conversation = run.extra.find("conversation");
    if (conversation != run.extra.end() && conversation->is_object() &&
        conversation->contains("by_turn") && (*conversation)["by_turn"].is_array()) {
        QStringList turns;
        for (const nlohmann::json &row : (*conversation)["by_turn"]) {
            if (!row.is_object() || !row.contains("ttft_ms_median"))
                continue;
            turns << CliTr::tr("%1: %2 ms")
                         .arg(row.value("turn", 0))
                         .arg(NumberText::threeSignificant(row.value("ttft_ms_median", 0.0)));
        }
        if (!turns.isEmpty())
            text +=
                CliTr::tr("  by turn    TTFT median %1\n").arg(turns.join(QStringLiteral(", ")));
    }
    const auto lag = run.extra.find("send_lag_ms");
    if (lag != run.extra.end() && lag->is_object())
        text += CliTr::tr("  schedule   requests sent late by median %1 ms, p99 %2 ms\n")
                    .arg(lag->value("median", 0.0), 0, 'f', 3)
                    .arg(lag->value("p99", 0.0), 0, 'f', 3);
    return text;
}

QString summaryText(const Run &run, qint64 id)
{
    using namespace MetricId;
    const auto value = [&run](const QString &name) {
        const auto v = run.metricValue(name);
        return v ? formatMetricValue(name, *v) : QStringLiteral("-");
    };
    QString text = CliTr::tr("run %1  %2\n").arg(id).arg(run.label);
    text += CliTr::tr("  requests   %1 completed, %2 failed in %3 s\n")
                .arg(value(kCompleted), value(kFailed), value(kDurationS));
    text += CliTr::tr("  throughput %1 output tok/s, %2 req/s\n")
                .arg(value(kOutputTokPerS), value(kRequestsPerS));
    text +=
        CliTr::tr("  TTFT ms    median %1, p99 %2\n").arg(value(kMedianTtftMs), value(kP99TtftMs));
    text +=
        CliTr::tr("  TPOT ms    median %1, p99 %2\n").arg(value(kMedianTpotMs), value(kP99TpotMs));
    text +=
        CliTr::tr("  ITL ms     median %1, p99 %2\n").arg(value(kMedianItlMs), value(kP99ItlMs));
    if (const std::optional<Slo> slo = SloJudge::storedSlo(run))
        text += CliTr::tr("  SLO        %1 % of requests met %2; goodput %3 req/s, %4 tok/s\n")
                    .arg(value(QStringLiteral("slo_attainment_pct")), slo->toText(),
                         value(QStringLiteral("goodput_req_per_s")),
                         value(QStringLiteral("goodput_tok_per_s")));
    if (const QString cache = cacheSummary(run); !cache.isEmpty())
        text += cache;
    if (run.metricValue(kSmClockMhzMin))
        text += CliTr::tr("  GPUs       %1 % util, %2 W mean; SM clock min %3 MHz; max %4 °C\n")
                    .arg(value(kGpuUtilPctMean), value(kPowerWMean), value(kSmClockMhzMin),
                         value(kTemperatureCMax));
    const auto errors = run.extra.find("errors_by_kind");
    if (errors != run.extra.end() && errors->is_object() && !errors->empty()) {
        QStringList kinds;
        for (auto it = errors->begin(); it != errors->end(); ++it)
            kinds << QStringLiteral("%1 %2")
                         .arg(QString::fromStdString(it.key()))
                         .arg(it->get<int>());
        text += CliTr::tr("  failures   %1\n").arg(kinds.join(QStringLiteral(", ")));
    }
    return text;
}

int refuseSearchWithoutSlo(CommandContext &context)
{
    context.err << CliTr::tr("lanebook-cli bench: --find-max-concurrency needs --slo, or a lane "
                             "with an SLO (lanebook-cli lane slo): the bounds the load must "
                             "keep\n")
                << usageText(QStringLiteral("bench"));
    return UsageError;
}

} // namespace

int benchCommand(CommandContext &context)
{
    BenchOptions options;
    if (const QString error = parse(context.arguments, options); !error.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli bench: %1\n").arg(error)
                    << usageText(QStringLiteral("bench"));
        return UsageError;
    }
    if (options.spec.apiKey.isEmpty())
        options.spec.apiKey = qEnvironmentVariable("OPENAI_API_KEY");

    // A trace that cannot be replayed is refused before the notebook is opened: nothing of it
    // is recorded.
    if (!options.spec.traceFile.isEmpty()) {
        if (const Expected<RequestTrace> trace =
                readRequestTraceFile(options.spec.traceFile, options.spec.traceBlockTokens);
            !trace) {
            context.err << CliTr::tr("lanebook-cli bench: %1\n").arg(trace.error());
            return Failure;
        }
    }

    // A search needs bounds: --slo, or the lane's, which a notebook not made yet has none of
    // (refused before the open would make it).
    if (options.search && !options.spec.slo && !notebookExists(context.notebookPath))
        return refuseSearchWithoutSlo(context);

    // Open the notebook first: a run that cannot be recorded is not worth the server's time.
    NotebookStore store;
    if (!store.open(context.notebookPath, NotebookStore::Access::ReadWrite)) {
        context.err << CliTr::tr("lanebook-cli: %1\n").arg(store.lastError());
        return Failure;
    }

    // Without --slo, the lane's SLO judges the run (and bounds a search).
    if (!options.spec.slo) {
        Run named;
        named.model = options.spec.model;
        named.lane = options.spec.lane;
        const QString lane = defaultLaneName(named);
        options.spec.slo = store.lanes().slo(lane);
        if (options.spec.slo && !context.json)
            context.out << CliTr::tr("Judged against lane %1's SLO: %2\n")
                               .arg(lane, options.spec.slo->toText());
    }
    if (options.search && !options.spec.slo)
        return refuseSearchWithoutSlo(context);
    if (options.search)
        return searchMaxConcurrency(context, options.spec, *options.search, store);

    // The GPUs' telemetry during the load: the run's trace and the thermal/clocks evidence.
    TelemetryRecorder recorder;
    recorder.setRecordEveryNth(options.telemetryEveryNth);
    std::optional<BackgroundSampler> sampler;
    int telemetryWindow = 0;
    if (!options.telemetrySource.isEmpty()) {
        sampler.emplace(recorder);
        if (sampler->start(options.telemetrySource)) {
            telemetryWindow = recorder.begin(options.gpus);
        } else {
            context.err << CliTr::tr("lanebook-cli bench: no GPU telemetry is recorded with this "
                                     "run: %1\n")
                               .arg(sampler->status());
            sampler.reset();
        }
    }

    const bool interactive = isatty(STDERR_FILENO) == 1;
    double lastPrintedS = -1.0;
    LoadControl control;
    Run run = runLoad(options.spec, control, [&](const LoadProgress &p) {
        if (!interactive || p.elapsedS - lastPrintedS < 1.0)
            return;
        lastPrintedS = p.elapsedS;
        context.err << CliTr::tr("\r%1/%2 done, %3 failed, %4 in flight, %5 tok/s   ")
                           .arg(p.completed + p.failed)
                           .arg(p.total)
                           .arg(p.failed)
                           .arg(p.inFlight)
                           .arg(NumberText::threeSignificant(p.outputTokensPerS));
        context.err.flush();
    });
    if (interactive && lastPrintedS >= 0.0)
        context.err << QLatin1Char('\n');
    std::vector<TelemetryBatch> telemetry;
    if (sampler) {
        telemetry = recorder.end(telemetryWindow);
        sampler.reset();
        std::vector<GpuSample> samples;
        for (const TelemetryBatch &batch : telemetry)
            samples.insert(samples.end(), batch.samples.begin(), batch.samples.end());
        if (!samples.empty())
            summariseRunTelemetry(samples).applyTo(run);
        else
            context.err << CliTr::tr("lanebook-cli bench: no telemetry of GPU(s) %1 arrived during "
                                     "the run; it is recorded without a trace\n")
                               .arg(options.gpus.isEmpty() ? CliTr::tr("any")
                                                           : NumberText::gpuList(options.gpus));
    }

    // --gpus names the GPUs the server under load runs on: its throughput per GPU.
    FrontierAxes::addTo(run, int(options.gpus.size()));
    const NotebookStore::MeasuredRunOutcome recorded = store.recordMeasuredRun(run);
    if (!recorded.kept()) {
        context.err << CliTr::tr("lanebook-cli bench: cannot record the run in %1: %2\n")
                           .arg(QDir::toNativeSeparators(context.notebookPath), recorded.error);
        return Failure;
    }
    if (!recorded.runId) {
        // Measured, and kept: it joins the notebook at its next open.
        context.err << CliTr::tr("lanebook-cli bench: %1\n").arg(recorded.journalNote);
        return Success;
    }
    const std::optional<qint64> id = recorded.runId;
    if (const Expected<void> traced =
            telemetry.empty() ? Expected<void>() : store.telemetry().store(*id, telemetry);
        !traced)
        context.err << CliTr::tr("lanebook-cli bench: the telemetry trace of run %1 was not stored "
                                 "in %2: %3\n")
                           .arg(*id)
                           .arg(QDir::toNativeSeparators(context.notebookPath), traced.error());
    Run stored = run;
    stored.id = *id;
    if (context.json) {
        nlohmann::json object = runToJson(stored);
        object["extra"] = stored.extra;
        object["request_samples"] = static_cast<qint64>(stored.samples.size());
        context.out << QString::fromStdString(object.dump(2)) << QLatin1Char('\n');
    } else {
        context.out << summaryText(stored, *id);
    }
    if (stored.status == RunStatus::Failed) {
        context.err << CliTr::tr("lanebook-cli bench: %1 (recorded as failed run %2)\n")
                           .arg(statusReasonText(stored.statusReason))
                           .arg(*id);
        return Failure;
    }
    return Success;
}

} // namespace lanebook::cli
