#include "models/loadgen/loadrun.h"
#include "models/loadgen/loadgentr.h"
#include "models/run/runextrakeys.h"
#include "models/run/statusreason.h"

#include "models/frontier/frontieraxes.h"
#include "models/frontier/sloattainment.h"
#include "models/frontier/steadystate.h"
#include "models/loadgen/loadmetrics.h"
#include "models/loadgen/requestbody.h"
#include "models/statistics/summary.h"

#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace lanebook {

namespace {

QString labelWord(QString text)
{
    text = text.section(QLatin1Char('/'), -1);
    text.replace(QLatin1Char(' '), QLatin1Char('-'));
    return text;
}

// With lanebook-mock-server --send-stamps every stream says when the server received the
// request and sent its first chunk (CLOCK_MONOTONIC, the clock steady_clock reads on Linux):
// what the client adds to TTFT is measured TTFT minus the server's own.
void addStampBias(Run &run, const LoadOutcome &outcome)
{
    // Steady clock and CLOCK_MONOTONIC share an epoch on Linux, so the two halves are
    // meaningful too: send (our send stamp to the server's receive) and receive (the server's
    // send to our first-chunk stamp).
    std::vector<double> biasMs, sendMs, receiveMs;
    for (const RequestRecord &r : outcome.measured) {
        if (!r.succeeded() || !r.mockReceivedNs || !r.mockFirstSentNs || r.firstChunkNs == 0)
            continue;
        const double clientMs = double(r.firstChunkNs - r.sendNs) / 1e6;
        const double serverMs = double(*r.mockFirstSentNs - *r.mockReceivedNs) / 1e6;
        biasMs.push_back(clientMs - serverMs);
        sendMs.push_back(double(*r.mockReceivedNs - r.sendNs) / 1e6);
        receiveMs.push_back(double(r.firstChunkNs - *r.mockFirstSentNs) / 1e6);
    }
    if (biasMs.empty())
        return;
    std::sort(biasMs.begin(), biasMs.end());
    run.extra["client_ttft_bias_ms"] = {{"n", biasMs.size()},
                                        {"median", stats::medianOfSorted(biasMs)},
                                        {"p90", stats::percentileOfSorted(biasMs, 90.0)},
                                        {"p99", stats::percentileOfSorted(biasMs, 99.0)},
                                        {"max", biasMs.back()},
                                        {"send_median", stats::medianOf(sendMs)},
                                        {"receive_median", stats::medianOf(receiveMs)}};
}

// An open loop's requests were due at their arrival times; the client sends each as soon as
// it can. How late it was says whether the schedule (a trace's, a rate's) was kept.
void addSendLag(Run &run, const LoadOutcome &outcome)
{
    std::vector<double> lagMs;
    lagMs.reserve(outcome.measured.size());
    for (const RequestRecord &r : outcome.measured) {
        if (r.dueNs > 0 && r.sendNs > 0)
            lagMs.push_back(double(r.sendNs - r.dueNs) / 1e6); // never sent before its time
    }
    if (lagMs.empty())
        return;
    std::sort(lagMs.begin(), lagMs.end());
    run.extra["send_lag_ms"] = {{"n", lagMs.size()},
                                {"median", stats::medianOfSorted(lagMs)},
                                {"p99", stats::percentileOfSorted(lagMs, 99.0)},
                                {"max", lagMs.back()},
                                {"min", lagMs.front()}};
}

// The workload of a replayed trace: its file and settings, what it asks for on average, and
// the reuse it implies (the cache gate's reference).
void addTraceWorkload(nlohmann::json &w, const LoadSpec &spec, const TraceOutcome &trace,
                      const QString &fileName)
{
    w["arrival"] = "trace";
    w["dataset"] = "trace";
    w["trace_file"] = fileName.toStdString();
    w["trace_format"] = "mooncake";
    w["trace_block_tokens"] = spec.traceBlockTokens;
    w["trace_speedup"] = spec.traceSpeedup;
    w["trace_requests"] = trace.requestsInFile;
    if (trace.reordered)
        w["trace_reordered"] = true;
    w["request_rate"] = trace.meanRatePerS * spec.traceSpeedup;
    w["input_tokens_mean"] = trace.inputTokensMean;
    w["output_tokens_mean"] = trace.outputTokensMean;
    w["cache_state"] = "trace";
    w["trace_reuse"] = {{"cached_tokens", trace.reuse.cachedTokens},
                        {"prompt_tokens", trace.reuse.promptTokens},
                        {"share", trace.reuse.share()},
                        {"reusing_requests", trace.reuse.reusingRequests},
                        {"block_tokens", spec.traceBlockTokens}};
}

// The workload of a multi-turn load: its conversations, and the reuse their history implies
// (each turn's earlier turns and replies: the cache gate's reference).
void addConversationWorkload(nlohmann::json &w, const LoadSpec &spec,
                             const ConversationOutcome &conversation, const LoadOutcome &outcome)
{
    const bool synthetic = !spec.multiTurnFile;
    w["dataset"] = synthetic ? "synthetic-conversations" : "conversations";
    if (synthetic) {
        w["input_tokens"] = spec.inputTokens;
        w["turn_input_tokens"] = spec.turnInputTokens;
    } else {
        w["prompt_file"] = outcome.promptSource.toStdString();
    }
    w["conversations"] = conversation.conversations;
    w["turns"] = conversation.maxTurns;
    w["think_time_ms"] = conversation.thinkTimeMs;
    w["replies_from"] = conversation.repliesFrom.toStdString();
    w["cache_state"] = "conversation";
    double history = 0.0;
    double prompts = 0.0;
    int reusing = 0;
    for (const RequestRecord &r : outcome.measured) {
        history += r.historyWords;
        prompts += r.promptWords;
        reusing += r.historyWords > 0 ? 1 : 0;
    }
    w["conversation_reuse"] = {{"cached_tokens", history},
                               {"prompt_tokens", prompts},
                               {"share", prompts > 0.0 ? history / prompts : 0.0},
                               {"reusing_requests", reusing}};
}

// TTFT by turn position (what a prefix-cache change moves: turn 1 computes everything, later
// turns only their new message), as metrics for the first kMaxTurnMetrics turns and, with the
// history and the cache, per turn in extra.conversation.
void addTurnMetrics(Run &run, const LoadOutcome &outcome)
{
    constexpr int kMaxTurnMetrics = 16;
    struct Turn
    {
        std::vector<double> ttftMs;
        int requests = 0;
        double historyWords = 0.0;
        double cached = 0.0;
        double prompt = 0.0;
    };
    std::vector<Turn> turns;
    nlohmann::json turnOfRequest = nlohmann::json::array();
    nlohmann::json historyWords = nlohmann::json::array();
    for (const RequestRecord &r : outcome.measured) {
        turnOfRequest.push_back(r.turn + 1);
        historyWords.push_back(r.historyWords);
        if (r.turn < 0)
            continue;
        if (std::size_t(r.turn) >= turns.size())
            turns.resize(std::size_t(r.turn) + 1);
        Turn &turn = turns[std::size_t(r.turn)];
        ++turn.requests;
        turn.historyWords += r.historyWords;
        if (r.succeeded() && r.firstChunkNs > 0)
            turn.ttftMs.push_back(double(r.firstChunkNs - r.sendNs) / 1e6);
        if (r.cachedTokens && r.inputTokens()) {
            turn.cached += *r.cachedTokens;
            turn.prompt += *r.inputTokens();
        }
    }
    nlohmann::json byTurn = nlohmann::json::array();
    for (std::size_t i = 0; i < turns.size(); ++i) {
        Turn &turn = turns[i];
        nlohmann::json row = {
            {"turn", i + 1},
            {"requests", turn.requests},
            {"history_words_mean", turn.requests > 0 ? turn.historyWords / turn.requests : 0.0}};
        if (!turn.ttftMs.empty()) {
            std::sort(turn.ttftMs.begin(), turn.ttftMs.end());
            const double median = stats::medianOfSorted(turn.ttftMs);
            const double p99 = stats::percentileOfSorted(turn.ttftMs, 99.0);
            row["ttft_ms_median"] = median;
            row["ttft_ms_p99"] = p99;
            if (int(i) < kMaxTurnMetrics) {
                run.setMetric(QStringLiteral("median_ttft_ms_turn%1").arg(i + 1), median);
                run.setMetric(QStringLiteral("p99_ttft_ms_turn%1").arg(i + 1), p99);
            }
        }
        if (turn.prompt > 0.0)
            row["prefix_cache_hit_pct"] = 100.0 * turn.cached / turn.prompt;
        byTurn.push_back(std::move(row));
    }
    nlohmann::json &conversation = run.extra["conversation"];
    conversation["by_turn"] = std::move(byTurn);
    conversation["turn_of_request"] = std::move(turnOfRequest);
    conversation["history_words"] = std::move(historyWords);
    conversation["unsent_turns"] = outcome.conversation->unsentTurns;
}

} // namespace

QString urlWithoutCredentials(const QString &url)
{
    QUrl parsed(url);
    if (!parsed.isValid())
        return QString();
    return parsed
        .adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment |
                  QUrl::StripTrailingSlash)
        .toString();
}

QString defaultLoadLabel(const LoadSpec &spec, const QDateTime &startedAt)
{
    QStringList parts;
    if (!spec.model.isEmpty())
        parts << labelWord(spec.model);
    parts << QStringLiteral("lanebook");
    if (spec.arrival == ArrivalMode::Trace)
        parts << (spec.traceSpeedup == 1.0
                      ? QStringLiteral("trace")
                      : QStringLiteral("trace-x") + QString::number(spec.traceSpeedup, 'g', 6));
    else if (!spec.isOpenLoop())
        parts << QLatin1Char('c') + QString::number(spec.concurrency);
    else
        parts << QLatin1Char('r') + QString::number(spec.requestRatePerS, 'g', 6);
    if (startedAt.isValid())
        parts << startedAt.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    return parts.join(QLatin1Char('-'));
}

Run buildLoadRun(const LoadSpec &spec, const LoadOutcome &outcome)
{
    Run run;
    run.format = RunFormat::Lanebook;
    run.model = spec.model;
    run.lane = spec.lane;
    run.startedAt = outcome.startedAt.toUTC();
    run.label = spec.label.isEmpty() ? defaultLoadLabel(spec, run.startedAt) : spec.label;

    run.config["client"] = "lanebook";
    run.config["url"] = urlWithoutCredentials(spec.baseUrl).toStdString();
    run.config["endpoint"] = endpointId(spec.endpoint).toStdString();
    run.config["endpoint_path"] = endpointPath(spec.endpoint).toStdString();
    if (!outcome.serverModelId.isEmpty())
        run.config["server_model"] = outcome.serverModelId.toStdString();

    const bool closed = !spec.isOpenLoop();
    const bool replay = outcome.trace.has_value();
    nlohmann::json &w = run.workload;
    if (closed || spec.concurrency > 0)
        w["concurrency"] = spec.concurrency;
    const bool conversing = outcome.conversation.has_value();
    if (replay) {
        addTraceWorkload(w, spec, *outcome.trace, outcome.promptSource);
    } else if (closed) {
        w["request_rate"] = "inf";
    } else {
        w["request_rate"] = spec.requestRatePerS;
        w["arrival"] = spec.arrival == ArrivalMode::Gamma ? "gamma" : "poisson";
        w["burstiness"] = spec.arrival == ArrivalMode::Gamma ? spec.burstiness : 1.0;
    }
    const bool synthetic = spec.promptFile.isEmpty() && !replay && !conversing;
    if (conversing) {
        addConversationWorkload(w, spec, *outcome.conversation, outcome);
        w["output_tokens"] = spec.outputTokens;
        w["max_tokens"] = spec.outputTokens;
    } else if (!replay) {
        w["dataset"] = synthetic ? "synthetic" : "prompt-file";
        if (synthetic)
            w["input_tokens"] = spec.inputTokens;
        else
            w["prompt_file"] = outcome.promptSource.toStdString();
        w["output_tokens"] = spec.outputTokens;
        w["max_tokens"] = spec.outputTokens;
        w["cache_state"] = spec.reusePrompts                   ? "reused-prompts"
                           : spec.sharedSystemPromptTokens > 0 ? "shared-system-prompt"
                                                               : "fresh";
        if (spec.sharedSystemPromptTokens > 0)
            w["shared_system_prompt_tokens"] = spec.sharedSystemPromptTokens;
    }
    w["ignore_eos"] = spec.ignoreEos;
    w["num_prompts"] = spec.requestCount;
    w["warmup_requests"] = spec.warmupRequests;
    w["unique_prompts"] = outcome.uniquePrompts;
    // Said either way, so the fresh-response gate and the reader know a cache experiment.
    w["reuse_prompts"] = spec.reusePrompts;
    if (!spec.reusePrompts && !replay && !conversing)
        w["prompt_nonce"] = "per-request";
    w["seed"] = spec.seed;
    w["temperature"] = 0;
    w["timeouts_s"] = {{"connect", spec.connectTimeoutS},
                       {"first_token", spec.firstTokenTimeoutS},
                       {"total", spec.totalTimeoutS}};

    run.samples.reserve(outcome.measured.size());
    std::map<QString, int> failures;
    double draftTokens = 0.0;
    double draftAccepted = 0.0;
    QString firstError;
    int estimatedCounts = 0;
    for (const RequestRecord &record : outcome.measured) {
        run.samples.push_back(record.toSample(outcome.measureStartNs));
        if (record.succeeded() && record.outputTokensEstimated())
            ++estimatedCounts;
        if (record.draftTokens) {
            draftTokens += *record.draftTokens;
            draftAccepted += record.draftAccepted.value_or(0);
        }
        if (!record.succeeded()) {
            ++failures[requestOutcomeId(record.outcome)];
            if (firstError.isEmpty())
                firstError = run.samples.back().error;
        }
    }
    const double durationS = outcome.measureEndNs > outcome.measureStartNs
                                 ? double(outcome.measureEndNs - outcome.measureStartNs) / 1e9
                                 : 0.0;
    LoadMetrics::addTo(run, durationS);
    if (spec.slo)
        SloJudge::addTo(run, *spec.slo);
    FrontierAxes::addTo(run, 0); // per GPU where the caller knows the GPUs (waves, bench --gpus)
    SteadyState::addTo(run);
    if (closed || spec.concurrency > 0)
        run.setMetric(QStringLiteral("concurrency"), spec.concurrency);
    run.setMetric(QStringLiteral("request_rate_per_s"),
                  closed   ? std::numeric_limits<double>::infinity()
                  : replay ? outcome.trace->meanRatePerS * spec.traceSpeedup
                           : spec.requestRatePerS);
    if (synthetic)
        run.setMetric(QStringLiteral("context_tokens"), spec.inputTokens);

    addStampBias(run, outcome);
    addSendLag(run, outcome);
    if (conversing)
        addTurnMetrics(run, outcome);

    nlohmann::json byKind = nlohmann::json::object();
    for (const auto &[kind, count] : failures)
        byKind[kind.toStdString()] = count;
    run.extra["errors_by_kind"] = byKind;
    // Said in the run, the inspector and the output-length gate: counts from chunks are an
    // estimate (a chunk may carry several tokens, or none).
    if (estimatedCounts > 0)
        run.extra[kTokenCountsEstimatedKey] = {
            {"requests", estimatedCounts},
            {"why", "the server sent no usage; output tokens were counted as content chunks"}};
    run.extra["warmup"] = {{"completed", outcome.warmupCompleted},
                           {"failed", outcome.warmupFailed}};
    if (outcome.cancelled)
        run.extra["cancelled"] = true;
    if (!outcome.httpClient.isEmpty())
        run.extra["http_client"] = outcome.httpClient.toStdString();
    if (outcome.countersBefore && outcome.countersAfter)
        ServerMetricsDelta::addTo(run, *outcome.countersBefore, *outcome.countersAfter);
    else if (!outcome.metricsScrapeError.isEmpty())
        run.extra["server_metrics"] = {{"error", outcome.metricsScrapeError.toStdString()}};
    ServerMetricsDelta::addDraftTotals(run, draftTokens, draftAccepted);

    const int completed = int(run.metricValue(QStringLiteral("completed")).value_or(0));
    if (!outcome.setupError.isEmpty()) {
        run.status = RunStatus::Failed;
        run.statusReason = outcome.setupError;
    } else if (completed == 0) {
        run.status = RunStatus::Failed;
        run.statusReason =
            outcome.measured.empty()
                ? (outcome.cancelled
                       ? statusReason(
                             QT_TRANSLATE_NOOP("LoadGenModelTr", "cancelled before any request"))
                       : statusReason(QT_TRANSLATE_NOOP("LoadGenModelTr", "no request was sent")))
                : statusReason(QT_TRANSLATE_NOOP("LoadGenModelTr", "no request completed: %1"))
                      .arg(firstError);
    } else if (outcome.cancelled) {
        run.statusReason =
            statusReason(QT_TRANSLATE_NOOP("LoadGenModelTr", "cancelled: %1 of %2 requests ended"))
                .arg(outcome.measured.size())
                .arg(spec.requestCount);
    }
    return run;
}

} // namespace lanebook
