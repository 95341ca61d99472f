#pragma once

#include "models/frontier/slo.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>
#include <optional>

namespace lanebook {

// Which OpenAI-compatible endpoint the load generator streams from.
enum class LoadEndpoint { Completions, ChatCompletions };

// How requests arrive: a fixed number of streams in flight (closed loop), an open-loop
// request rate with Poisson or gamma (burstiness) inter-arrival times, or a trace's own
// timestamps (traceFile).
enum class ArrivalMode { ClosedLoop, Poisson, Gamma, Trace };

// Which HTTP client carries the load: Lanebook's own for plain http:// (the cheapest per
// streamed chunk, so the client disturbs the measurement least) with libcurl for https:// and
// proxies, or libcurl for everything (to compare, or when a server needs what only curl does).
enum class HttpClient { Auto, Curl };

// One load-generator run, fully specified (what `lanebook-cli bench` takes). A value type:
// the CLI, the wave runner and the GUI fill it; the load generator never reads settings.
struct LoadSpec
{
    QString label;
    QString lane;    // the run's lane; empty: derived from the model (defaultLaneName)
    QString baseUrl; // e.g. http://127.0.0.1:8000 (no trailing /v1)
    QString model;
    LoadEndpoint endpoint = LoadEndpoint::Completions;
    QString apiKey; // a secret: never stored in the notebook

    ArrivalMode arrival = ArrivalMode::ClosedLoop;
    int concurrency = 1;          // closed loop: streams in flight; open loop: cap (0 = none)
    double requestRatePerS = 0.0; // open loop only
    double burstiness = 1.0;      // gamma shape; 1.0 is Poisson

    int requestCount = 100; // measured requests
    int warmupRequests = 0; // sent first, not counted
    int inputTokens = 128;  // synthetic prompts: about this many tokens each
    int outputTokens = 128; // max_tokens (and min_tokens where the server takes it)
    bool ignoreEos = true;  // ask the server to generate exactly outputTokens
    QString promptFile;     // JSONL (ShareGPT style); empty: synthetic prompts
    // A prompt file's entries are sent as they are, repeats included, instead of each behind
    // a per-request nonce: a prefix-cache experiment, labelled so in the run's workload.
    // Synthetic prompts are fresh by construction and cannot be reused.
    bool reusePrompts = false;
    // Synthetic prompts that open with the same system prompt of this many tokens (of
    // inputTokens), the rest fresh behind a nonce: an agent's or a chat product's traffic, whose
    // shared head a prefix cache should serve (cache_state "shared-system-prompt"). 0: fresh.
    int sharedSystemPromptTokens = 0;
    // Multi-turn conversations: each keeps its own history and sends its next turn after the
    // reply and the think time; concurrency counts conversations in flight. Synthetic
    // (conversationTurns turns, the first of inputTokens, the others of turnInputTokens) or a
    // prompt file's conversations, every turn (multiTurnFile), carrying the file's assistant
    // replies into the history (fileReplies) or the server's. conversationCount conversations
    // are sent; requestCount is ignored.
    int conversationTurns = 0;
    bool multiTurnFile = false;
    bool fileReplies = false;
    int conversationCount = 16;
    int turnInputTokens = 64;
    double thinkTimeMs = 0.0;
    bool isConversational() const { return conversationTurns > 0 || multiTurnFile; }

    // A request trace replayed (Mooncake JSON Lines, models/loadgen/requesttrace.h): each
    // request at its timestamp divided by traceSpeedup, with its own input and output lengths
    // and its prompt built from its blocks, so requests sharing a block id share its text and
    // the server's prefix cache sees the trace's reuse. Replaces the synthetic prompts and the
    // arrival schedule; requestCount takes the trace's first requests.
    QString traceFile;
    int traceBlockTokens = 512;
    double traceSpeedup = 1.0;
    std::uint64_t seed = 0; // prompts and arrivals are reproducible from it

    double connectTimeoutS = 10.0;
    double firstTokenTimeoutS = 120.0;
    double totalTimeoutS = 600.0;

    // Judged after the load: slo_attainment_pct and goodput from the samples, the SLO stored
    // with the run (models/frontier/sloattainment.h).
    std::optional<Slo> slo;

    HttpClient httpClient = HttpClient::Auto;
    bool scrapeServerMetrics = true; // GET {baseUrl}/metrics before and after the run

    // Requests arrive at a finite positive rate (Poisson or gamma) or at a trace's times;
    // otherwise the load keeps `concurrency` streams in flight.
    bool isOpenLoop() const
    {
        if (arrival == ArrivalMode::Trace)
            return true;
        return arrival != ArrivalMode::ClosedLoop && requestRatePerS > 0.0 &&
               requestRatePerS < std::numeric_limits<double>::infinity();
    }
};

// What a running load generator reports, at most 10 times a second.
struct LoadProgress
{
    int completed = 0; // measured requests finished successfully
    int failed = 0;
    int inFlight = 0;
    int total = 0; // measured requests planned
    double elapsedS = 0.0;
    double outputTokensPerS = 0.0; // over the last second
    double ttftMedianMs = 0.0;     // of the requests finished so far; 0 before the first
};

} // namespace lanebook
