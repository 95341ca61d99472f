#include "backends/loadgen/loadgenerator.h"
#include "backends/loadgen/loadgentr.h"
#include "backends/threads/threadhandoff.h"
#include "models/loadgen/modelslist.h"

#include "backends/loadgen/conversationload.h"
#include "backends/loadgen/httpget.h"
#include "backends/loadgen/loadfile.h"
#include "backends/loadgen/loadloop.h"
#include "backends/loadgen/servercounterscrape.h"
#include "backends/threads/workerthread.h"
#include "models/loadgen/arrivalschedule.h"
#include "models/loadgen/loadrun.h"
#include "models/loadgen/promptset.h"
#include "models/loadgen/requesttrace.h"
#include "models/loadgen/syntheticprompt.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

#include <sys/resource.h>

namespace lanebook {

namespace {

// Warmup requests get prompt keys of their own, so no measured prompt repeats one of them.
constexpr std::uint64_t kWarmupKeyBase = 1ULL << 40;
// The shared system prompt draws its words apart from the requests' own.
constexpr std::uint64_t kSystemPromptSalt = 0x73797374656dULL; // "system"

// Each stream holds a socket; a thousand of them pass the usual soft limit of 1024 files.
void raiseOpenFileLimit(int streams)
{
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return;
    const rlim_t wanted = rlim_t(streams) * 2 + 256;
    if (limit.rlim_cur >= wanted)
        return;
    limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, limit.rlim_max);
    setrlimit(RLIMIT_NOFILE, &limit);
}

// Users paste "http://host:8000/v1" as often as "http://host:8000".
QString normalizedBaseUrl(QString url)
{
    url = url.trimmed();
    while (url.endsWith(QLatin1Char('/')))
        url.chop(1);
    if (url.endsWith(QLatin1String("/v1")))
        url.chop(3);
    return url;
}

QString serverModelId(const LoadSpec &spec)
{
    const HttpGetResult models = httpGet(spec.baseUrl + QStringLiteral("/v1/models"), spec.apiKey,
                                         spec.connectTimeoutS, std::min(10.0, spec.totalTimeoutS));
    if (!models.ok())
        return {};
    return firstModelIdOf(QByteArray::fromStdString(models.body));
}

std::vector<RequestRecord> makeRecords(int count, bool warmup, int outputTokens)
{
    std::vector<RequestRecord> records(static_cast<std::size_t>(std::max(0, count)));
    for (int i = 0; i < count; ++i) {
        RequestRecord &r = records[static_cast<std::size_t>(i)];
        r.index = i;
        r.warmup = warmup;
        r.itlMs.reserve(static_cast<std::size_t>(std::clamp(outputTokens, 0, 1 << 16)));
    }
    return records;
}

// A trace to replay, its first spec.requestCount requests, described for the run; or why not
// (naming the file).
Expected<RequestTrace> readTrace(LoadSpec &spec, LoadOutcome &outcome)
{
    const QString name = QDir::toNativeSeparators(spec.traceFile);
    if (!spec.promptFile.isEmpty() || spec.reusePrompts)
        return unexpected(LoadGenTr::tr("%1: a trace brings its own prompts; leave out the prompt "
                                        "file and reused prompts")
                              .arg(name));
    Expected<RequestTrace> trace = readRequestTraceFile(spec.traceFile, spec.traceBlockTokens);
    if (!trace)
        return trace;
    TraceOutcome described;
    described.requestsInFile = int(trace->requests.size());
    described.reordered = trace->reordered;
    described.meanRatePerS = trace->meanRatePerS();
    if (spec.requestCount > 0 && std::size_t(spec.requestCount) < trace->requests.size())
        trace->requests.resize(std::size_t(spec.requestCount));
    spec.requestCount = int(trace->requests.size());
    for (const TraceRequest &request : trace->requests) {
        described.inputTokensMean += request.inputTokens;
        described.outputTokensMean +=
            request.outputTokens > 0 ? request.outputTokens : spec.outputTokens;
    }
    described.inputTokensMean /= double(spec.requestCount);
    described.outputTokensMean /= double(spec.requestCount);
    described.reuse = trace->impliedReuse();
    outcome.trace = described;
    outcome.promptSource = QFileInfo(spec.traceFile).fileName();
    outcome.uniquePrompts = spec.requestCount;
    return trace;
}

// What the conversations were, for the run: how many, their turns, and the turns that were
// never sent because an earlier turn of theirs failed.
ConversationOutcome describeConversations(const LoadSpec &spec, const ConversationLoad &load,
                                          const std::vector<RequestRecord> &records)
{
    ConversationOutcome described;
    described.conversations = int(load.scripts.size());
    for (const ConversationScript &script : load.scripts)
        described.maxTurns = std::max(described.maxTurns, int(script.userTurns.size()));
    described.thinkTimeMs = spec.thinkTimeMs;
    described.repliesFrom = load.fileReplies ? QStringLiteral("file") : QStringLiteral("server");
    for (const RequestRecord &r : records)
        described.unsentTurns += r.sendNs == 0 ? 1 : 0;
    return described;
}

} // namespace

Expected<RequestTrace> readRequestTraceFile(const QString &path, int blockTokens)
{
    const Expected<QByteArray> bytes =
        readLoadFile(path, LoadGenTr::tr("%1: cannot read the trace: %2"));
    if (!bytes)
        return unexpected(bytes.error());
    Expected<RequestTrace> trace = RequestTrace::parseMooncake(
        std::string_view(bytes->constData(), std::size_t(bytes->size())), blockTokens);
    if (!trace)
        return unexpected(
            LoadGenTr::tr("%1: %2").arg(QDir::toNativeSeparators(path), trace.error()));
    return trace;
}

Run runLoad(const LoadSpec &requested, LoadControl &control,
            const std::function<void(const LoadProgress &)> &progress)
{
    LoadSpec spec = requested;
    spec.baseUrl = normalizedBaseUrl(spec.baseUrl);
    // An open loop without a cap (concurrency 0) holds as many streams as its arrivals outrun
    // the server.
    raiseOpenFileLimit(spec.concurrency > 0 ? std::max(spec.concurrency, 64) : 4096);
    LoadOutcome outcome;
    outcome.startedAt = QDateTime::currentDateTimeUtc();

    // Prompts: synthetic (unique per request) or a file, in a seeded order, each entry behind
    // a per-request nonce unless the spec asks to reuse them.
    PromptSet file;
    std::vector<std::size_t> order;
    RequestTrace trace;
    if (!spec.traceFile.isEmpty()) {
        spec.arrival = ArrivalMode::Trace;
        Expected<RequestTrace> read = readTrace(spec, outcome);
        if (!read) {
            outcome.setupError = read.error();
            return buildLoadRun(spec, outcome);
        }
        trace = std::move(*read);
    } else if (spec.reusePrompts && spec.promptFile.isEmpty()) {
        outcome.setupError =
            LoadGenTr::tr("reusing prompts needs a prompt file: synthetic prompts are "
                          "fresh by construction");
        return buildLoadRun(spec, outcome);
    }
    std::optional<ConversationLoad> conversations;
    if (spec.isConversational()) {
        if (!trace.requests.empty() || spec.reusePrompts || spec.sharedSystemPromptTokens > 0) {
            outcome.setupError = LoadGenTr::tr("conversations carry their own history: leave out "
                                               "the trace, reused prompts and a shared system "
                                               "prompt");
            return buildLoadRun(spec, outcome);
        }
        Expected<ConversationLoad> prepared = ConversationLoad::prepare(spec);
        if (!prepared) {
            outcome.setupError = prepared.error();
            return buildLoadRun(spec, outcome);
        }
        conversations = std::move(*prepared);
        outcome.promptSource = conversations->source;
    } else if (!spec.promptFile.isEmpty()) {
        const Expected<QByteArray> bytes =
            readLoadFile(spec.promptFile, LoadGenTr::tr("%1: cannot read the prompt file: %2"));
        if (!bytes) {
            outcome.setupError = bytes.error();
            return buildLoadRun(spec, outcome);
        }
        file = PromptSet::parse(std::string_view(bytes->constData(), std::size_t(bytes->size())));
        if (!file.ok()) {
            outcome.setupError =
                LoadGenTr::tr("%1: %2").arg(QDir::toNativeSeparators(spec.promptFile), file.error);
            return buildLoadRun(spec, outcome);
        }
        outcome.promptSource = QFileInfo(spec.promptFile).fileName();
        order = seededOrder(file.prompts.size(), spec.seed);
        outcome.uniquePrompts =
            spec.reusePrompts
                ? int(std::min<std::size_t>(file.prompts.size(),
                                            std::size_t(std::max(0, spec.requestCount))))
                : std::max(0, spec.requestCount);
    } else if (trace.requests.empty() && !conversations) {
        outcome.promptSource = QStringLiteral("synthetic");
        outcome.uniquePrompts = std::max(0, spec.requestCount);
    }
    std::string systemPrompt;
    if (spec.sharedSystemPromptTokens > 0) {
        if (!file.prompts.empty() || !trace.requests.empty() ||
            spec.sharedSystemPromptTokens >= spec.inputTokens) {
            outcome.setupError = LoadGenTr::tr("a shared system prompt is part of a synthetic "
                                               "prompt: shorter than its input tokens, without "
                                               "a prompt file or trace");
            return buildLoadRun(spec, outcome);
        }
        systemPrompt =
            SyntheticPrompt::build(spec.sharedSystemPromptTokens, spec.seed ^ kSystemPromptSalt, 0);
    }
    const auto promptFor = [&](const RequestRecord &record) -> std::string {
        const std::uint64_t key = record.warmup ? kWarmupKeyBase + std::uint64_t(record.index)
                                                : std::uint64_t(record.index);
        // A trace's warmup is synthetic: it must not prefill the trace's own blocks.
        if (!trace.requests.empty() && !record.warmup)
            return tracePrompt(trace.requests[std::size_t(record.index)], trace.blockTokens,
                               spec.seed);
        if (file.prompts.empty() && !systemPrompt.empty())
            return systemPrompt + ' ' +
                   SyntheticPrompt::build(spec.inputTokens - spec.sharedSystemPromptTokens,
                                          spec.seed, key);
        if (file.prompts.empty())
            return SyntheticPrompt::build(spec.inputTokens, spec.seed, key);
        // Warmup draws from the end of the order so that it does not warm the measured prompts.
        const std::size_t n = order.size();
        const std::size_t at =
            record.warmup ? n - 1 - std::size_t(record.index) % n : std::size_t(record.index) % n;
        const std::string &entry = file.prompts[order[at]];
        return spec.reusePrompts ? entry : SyntheticPrompt::withNonce(entry, spec.seed, key);
    };

    std::vector<RequestRecord> warmup = makeRecords(spec.warmupRequests, true, spec.outputTokens);
    std::vector<RequestRecord> measured =
        conversations ? conversations->makeRecords(spec)
                      : makeRecords(spec.requestCount, false, spec.outputTokens);
    if (conversations) {
        spec.requestCount = int(measured.size());
        outcome.uniquePrompts = spec.requestCount;
    }
    const auto bodyFor = [&](RequestRecord &record) -> std::string {
        if (conversations && !record.warmup)
            return conversations->bodyFor(spec, record, measured);
        return requestBody(spec, promptFor(record), record.maxTokens);
    };
    for (auto *records : {&warmup, &measured}) {
        for (RequestRecord &r : *records) {
            if (conversations && !r.warmup)
                continue; // its prompt is known when its turn is sent
            if (!trace.requests.empty() && !r.warmup) {
                const TraceRequest &request = trace.requests[std::size_t(r.index)];
                r.promptWords = request.inputTokens;
                r.maxTokens = request.outputTokens;
                r.itlMs.reserve(std::size_t(std::min(request.outputTokens, 1 << 16)));
                continue;
            }
            r.promptWords =
                file.prompts.empty() ? spec.inputTokens : SyntheticPrompt::wordCount(promptFor(r));
        }
    }

    outcome.serverModelId = serverModelId(spec);

    LoadLoop loop(spec, control, bodyFor, progress);
    outcome.httpClient = loop.httpClientName();
    bool finished = true;
    if (!warmup.empty())
        finished = loop.run(warmup, std::vector<double>(warmup.size(), 0.0), false, false);
    for (const RequestRecord &r : warmup) {
        outcome.warmupCompleted += r.succeeded() ? 1 : 0;
        outcome.warmupFailed += isFailure(r.outcome) ? 1 : 0;
    }
    // The server's counters are read around the measured requests only, warmup excluded.
    if (finished && spec.scrapeServerMetrics) {
        Expected<ServerCounters> scraped =
            scrapeServerCounters(spec.baseUrl, spec.apiKey, spec.connectTimeoutS);
        outcome.countersBefore = scraped ? std::optional(std::move(*scraped)) : std::nullopt;
        outcome.metricsScrapeError = scraped.error();
    }
    if (finished) {
        std::vector<double> offsets;
        if (trace.requests.empty()) {
            offsets = arrivalOffsetsS(spec, spec.requestCount, spec.seed);
        } else {
            offsets.reserve(trace.requests.size());
            for (const TraceRequest &request : trace.requests)
                offsets.push_back(request.offsetS / spec.traceSpeedup);
        }
        outcome.startedAt = QDateTime::currentDateTimeUtc();
        finished = conversations ? loop.runConversations(measured, conversations->starts,
                                                         std::int64_t(spec.thinkTimeMs * 1e6))
                                 : loop.run(measured, offsets, spec.isOpenLoop(), true);
    }
    outcome.cancelled = !finished;

    outcome.measureStartNs = 0;
    for (RequestRecord &r : measured) {
        if (r.sendNs == 0)
            continue;
        if (outcome.measureStartNs == 0 || r.sendNs < outcome.measureStartNs)
            outcome.measureStartNs = r.sendNs;
        outcome.measureEndNs = std::max(outcome.measureEndNs, r.endNs);
    }
    if (conversations)
        outcome.conversation = describeConversations(spec, *conversations, measured);
    measured.erase(std::remove_if(measured.begin(), measured.end(),
                                  [](const RequestRecord &r) { return r.sendNs == 0; }),
                   measured.end());
    outcome.measured = std::move(measured);

    if (spec.scrapeServerMetrics && outcome.countersBefore) {
        Expected<ServerCounters> scraped =
            scrapeServerCounters(spec.baseUrl, spec.apiKey, spec.connectTimeoutS);
        outcome.countersAfter = scraped ? std::optional(std::move(*scraped)) : std::nullopt;
        outcome.metricsScrapeError = scraped.error();
    }
    return buildLoadRun(spec, outcome);
}

struct LoadGenerator::Private
{
    // The loop runs in calls queued to this plain object's thread.
    WorkerThread<QObject> thread{std::make_unique<QObject>(), QStringLiteral("lanebook-loadgen")};
    QObject *worker = thread.worker();
    LoadControl control;
    bool running = false;
};

LoadGenerator::LoadGenerator(QObject *parent)
    : QObject(parent)
    , d(new Private)
{
    d->thread.start();
}

LoadGenerator::~LoadGenerator()
{
    d->control.cancelRequested = true;
    d->thread.stop();
    delete d;
}

bool LoadGenerator::isRunning() const
{
    return d->running;
}

void LoadGenerator::start(const lanebook::LoadSpec &spec)
{
    if (d->running)
        return;
    d->running = true;
    d->control.cancelRequested = false;
    ThreadHandoff::post(d->worker, [this, spec] {
        // Progress and the result are queued back to this object's thread as values.
        const auto report = [this](const LoadProgress &p) {
            ThreadHandoff::post(this, [this, p] { Q_EMIT progressed(p); });
        };
        const Run run = runLoad(spec, d->control, report);
        ThreadHandoff::post(this, [this, run] {
            d->running = false;
            Q_EMIT finished(run);
        });
    });
}

void LoadGenerator::cancel()
{
    d->control.cancelRequested = true;
}

} // namespace lanebook
