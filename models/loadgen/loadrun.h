#pragma once

#include "models/loadgen/loadspec.h"
#include "models/loadgen/requestrecord.h"
#include "models/loadgen/requesttrace.h"
#include "models/loadgen/servermetricsdelta.h"
#include "models/run/run.h"

#include <QDateTime>

#include <cstdint>
#include <optional>
#include <vector>

namespace lanebook {

// What a replayed trace was, for the run's workload.
struct TraceOutcome
{
    int requestsInFile = 0;
    bool reordered = false;
    double meanRatePerS = 0.0; // the trace's own, before the speed-up
    double inputTokensMean = 0.0;
    double outputTokensMean = 0.0;
    TraceReuse reuse; // of the replayed requests
};

// What the conversations of a multi-turn load were, for the run's workload.
struct ConversationOutcome
{
    int conversations = 0;
    int maxTurns = 0;
    double thinkTimeMs = 0.0;
    QString repliesFrom; // "server" or "file"
    int unsentTurns = 0; // an earlier turn of their conversation failed
};

// Everything a finished load produced, before it becomes a Run.
struct LoadOutcome
{
    std::vector<RequestRecord> measured; // warmup requests are not here
    std::int64_t measureStartNs = 0;     // first measured send (steady clock)
    std::int64_t measureEndNs = 0;       // last measured request ended
    QDateTime startedAt;                 // wall clock at the first measured send, UTC
    QString serverModelId;               // GET /v1/models, the first id; empty when unknown
    QString httpClient;                  // "lanebook" or "libcurl": what carried the requests
    QString promptSource;                // "synthetic" or the prompt file's name
    int uniquePrompts = 0;
    int warmupCompleted = 0;
    int warmupFailed = 0;
    bool cancelled = false;
    QString setupError; // a problem that stopped the load before any request (prompt file)
    std::optional<TraceOutcome> trace;
    std::optional<ConversationOutcome> conversation;
    std::optional<ServerCounters> countersBefore;
    std::optional<ServerCounters> countersAfter;
    QString metricsScrapeError; // why /metrics could not be read (not an error of the run)
};

// The notebook's view of a load (format lanebook): label, model, config (URL without
// credentials or query, endpoint, the server's model id), workload under the keys the
// importers and the workload grid read (concurrency, request_rate, burstiness,
// input_tokens, output_tokens, num_prompts, ignore_eos, dataset, unique_prompts, seed,
// reuse_prompts (and prompt_nonce "per-request" when every prompt opened with its nonce),
// warmup_requests, cache_state "fresh", "reused-prompts" or "trace" with the trace's own
// settings and implied reuse), the vocabulary's metrics, how late an open loop sent its
// requests (extra.send_lag_ms), one sample per measured request, failure counts by
// reason and the server's /metrics deltas in extra. A load where no request completed is
// a failed run whose reason names the first error.
Run buildLoadRun(const LoadSpec &spec, const LoadOutcome &outcome);

// The base URL as it may be stored: no user, password, query or fragment.
QString urlWithoutCredentials(const QString &url);

// "Qwen3-8B-lanebook-c64-20261130T023000Z" (or "-r4.5-" for an open loop, "-trace-" or
// "-trace-x100-" for a replayed trace).
QString defaultLoadLabel(const LoadSpec &spec, const QDateTime &startedAt);

} // namespace lanebook
