#pragma once

#include "models/loadgen/requestoutcome.h"
#include "models/loadgen/streamchunk.h"
#include "models/run/run.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lanebook {

// One request as the load generator lives it, in raw steady-clock nanoseconds. Records are
// allocated before the load starts (one per request, the ITL vector reserved for the
// requested output length) so the event loop only fills them in.
//
// Timing follows vLLM's client definitions: TTFT is the first chunk with a
// non-empty "choices" (a reasoning token counts: the user waits for it too); ITL is the gap
// between one content chunk and the next (a chunk with only a finish reason carries no token,
// so it adds no gap); the end-to-end latency ends at the last chunk with choices (the usage
// chunk after it is bookkeeping).
struct RequestRecord
{
    int index = 0; // measured requests 0..N-1; warmup requests are numbered apart
    bool warmup = false;
    int promptWords = 0; // what was sent; the fallback when the server reports no usage
    int maxTokens = 0;   // this request's max_tokens; 0: the spec's outputTokens (a trace's own)
    // An open loop: when the request was due (steady clock); 0 for a closed loop. Its send
    // stamp minus this is how late the client sent it.
    std::int64_t dueNs = 0;
    // A conversation's turn: the server's reply is kept, to be carried into the next turn.
    bool keepReply = false;
    std::string reply;
    int conversation = -1; // a conversation's turn: which conversation, which turn (0-based)
    int turn = -1;
    int historyWords = 0; // the earlier turns and replies this turn's prompt carries

    std::int64_t sendNs = 0;       // steady clock, just before the request was handed to curl
    std::int64_t firstChunkNs = 0; // 0: no choice arrived
    std::int64_t lastChunkNs = 0;
    std::int64_t endNs = 0; // when the request ended, whatever the outcome
    std::int64_t lastContentNs = 0;
    std::vector<float> itlMs;
    int choiceChunks = 0;
    int contentChunks = 0;

    std::optional<int> promptTokens;
    std::optional<int> completionTokens;
    std::optional<int> cachedTokens;
    std::optional<int> draftTokens;
    std::optional<int> draftAccepted;
    std::string finishReason;
    bool sawDone = false;

    RequestOutcome outcome = RequestOutcome::Pending;
    std::string error; // empty on success

    // --send-stamps: the server's receive time and the send time of its first choice chunk.
    std::optional<std::int64_t> mockReceivedNs;
    std::optional<std::int64_t> mockFirstSentNs;

    // Applies one parsed event that arrived at nowNs. A mid-stream error or a malformed
    // chunk ends the request (returns false); so does [DONE].
    bool applyChunk(const StreamChunk &chunk, std::int64_t nowNs);

    // Ends the request with an outcome unless it already ended; the first reason wins.
    void end(RequestOutcome why, std::int64_t nowNs, std::string message = {});

    bool ended() const { return outcome != RequestOutcome::Pending; }
    bool succeeded() const { return outcome == RequestOutcome::Completed; }
    // Output tokens: usage.completion_tokens, else the content chunks (one token each on
    // servers without usage; an estimate only).
    std::optional<int> outputTokens() const;
    // The server sent no usage: outputTokens() counts content chunks, an estimate only.
    bool outputTokensEstimated() const { return !completionTokens && contentChunks > 0; }
    std::optional<int> inputTokens() const;

    // As stored in the notebook, times relative to runStartNs. Failed requests keep what was
    // measured before they failed, and their reason.
    RequestSample toSample(std::int64_t runStartNs) const;
};

} // namespace lanebook
