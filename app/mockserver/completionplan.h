#pragma once

// What the mock does with one completion request, decided once when the request arrives:
// how many prompt and output tokens it has, which fault it suffers, and the delay before
// each token. Deterministic: the same seed and request sequence number give the same plan,
// so a test can predict which request of a run gets the 429 or the reset.

#include "mockoptions.h"
#include "prefixcache.h"

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>

enum class CompletionKind { Text, Chat }; // /v1/completions, /v1/chat/completions

struct CompletionPlan
{
    CompletionKind kind = CompletionKind::Text;
    std::string id; // "cmpl-…" or "chatcmpl-…"
    std::int64_t createdS = 0;
    bool stream = false;
    bool includeUsage = false;

    int promptTokens = 0;
    int cachedTokens = 0;      // --cached-tokens, or set from the prefix cache on arrival
    TokenIds promptTokenIds;   // with --prefix-cache only (mocktokenizer.h): BOS, template, words
    int outputTokens = 0;      // tokens that will actually be generated
    bool stoppedEarly = false; // finish_reason "stop" instead of "length"

    // A canary's answer in place of the filler words (cannedanswer.h); non-streaming only.
    std::string cannedContent;
    std::string toolCallsJson; // an OpenAI tool_calls array; the message has no content

    int httpErrorStatus = 0;   // 429 or 500: answer that instead of generating
    int resetAtToken = -1;     // close the connection (RST) before sending this token
    int malformedAtToken = -1; // send one non-JSON event before this token
    int stallAtToken = -1;     // wait stallMs more before this token

    // Delay before token `index` (0: the TTFT), jittered and with the stall added; call in
    // order, once per token, because it advances the plan's own random stream.
    std::int64_t nextDelayNs(int index);

    std::uint64_t rngState = 0;
    double ttftMs = 0.0;
    double itlMs = 0.0;
    double jitterMs = 0.0;
    double stallMs = 0.0;
};

struct CompletionPlanResult
{
    bool ok = false;
    int errorStatus = 400;
    std::string errorType = "BadRequestError";
    std::string errorMessage;
    CompletionPlan plan;
};

// `body` is the raw request body; `sequence` is the server-wide number of this request.
CompletionPlanResult planCompletion(CompletionKind kind, const std::string &body,
                                    const MockOptions &options, std::uint64_t sequence,
                                    std::int64_t wallClockS);

// Words separated by ASCII whitespace: the mock's tokenizer.
int countWords(const std::string &text);

// The text of generated token `index`: a word and a space.
const std::string &tokenText(int index);
