#pragma once

#include "models/base/expected.h"

#include <QString>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace lanebook {

// One request of a replayed trace: when it is due, how long its prompt and its answer are, and
// which prompt blocks it is made of. Requests naming the same block id at the same place share
// that block's exact text, so a server's prefix cache sees the trace's own reuse.
struct TraceRequest
{
    double offsetS = 0.0; // from the trace's first request, before any speed-up
    int inputTokens = 0;
    int outputTokens = 0; // 0: the load's own output length (a text_input line without one)
    std::vector<std::uint64_t> blockIds;
    std::string textInput; // AIPerf's literal prompt, sent as it is (then no block ids)
    int line = 0;          // in the file, for messages
};

// The prompt tokens a trace implies a prefix cache could serve: each request's leading blocks
// that an earlier request of the trace already sent, as tokens (all but the last token when
// every block was sent before). What an unbounded cache that has prefilled every earlier
// request would hit; a real one holds less (capacity) or later (requests still in flight).
struct TraceReuse
{
    double cachedTokens = 0.0;
    double promptTokens = 0.0;
    int reusingRequests = 0;

    double share() const { return promptTokens > 0.0 ? cachedTokens / promptTokens : 0.0; }
};

// A request trace read from a file: in time order (the file's order among equal times).
struct RequestTrace
{
    static constexpr int kDefaultBlockTokens = 512; // Mooncake's block size
    // Refused beyond these: a hostile or mistaken file must not make the client build prompts
    // of a billion words or schedule a request a century away.
    static constexpr int kMaxInputTokens = 1 << 21;
    static constexpr int kMaxOutputTokens = 1 << 20;
    static constexpr double kMaxOffsetS = 30.0 * 24 * 3600;

    std::vector<TraceRequest> requests;
    int blockTokens = kDefaultBlockTokens;
    bool reordered = false; // the file's lines were not in time order

    // Mooncake's trace format (kvcache-ai/Mooncake FAST25-release/README.md): JSON Lines,
    // {"timestamp": ms, "input_length": N, "output_length": N, "hash_ids": [ids]}, each id a
    // block of blockTokens prompt tokens (the last block may be partial). AIPerf's
    // mooncake_trace lines are read too: float timestamps, extra keys (session_id, group_id)
    // ignored, and "text_input", a literal prompt, in place of the lengths and ids; its session
    // turns timed by "delay" alone, and "messages"/"payload" lines, are refused by line. Blank
    // lines are skipped; anything else wrong is refused naming its line and what to do.
    static Expected<RequestTrace> parseMooncake(std::string_view text, int blockTokens);

    TraceReuse impliedReuse() const;
    // Requests per second over the trace's span (its first to its last request); 0 when the
    // trace has one request or no span.
    double meanRatePerS() const;
};

// The prompt of one trace request: its blocks' texts in order, each block blockTokens words
// (the last one what is left of inputTokens). A block's text depends only on (seed, its id):
// it opens with a nonce of its own, so blocks with different ids differ from their first
// word, and a partial block is the first words of the whole one.
std::string tracePrompt(const TraceRequest &request, int blockTokens, std::uint64_t seed);

} // namespace lanebook
