#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lanebook {

// What the load generator needs from one `data:` event of an OpenAI-compatible stream:
// whether it carries a choice (TTFT and ITL are measured on those, as
// vLLM's client does), the finish reason, usage, llama-server timings, a mid-stream error,
// and the mock server's send stamps. Everything else in the chunk is ignored.
struct StreamChunk
{
    enum class Kind { Data, Done, Malformed };

    Kind kind = Kind::Data;
    bool hasChoices = false; // "choices" is a non-empty array
    // The first choice carries output: text, delta content, reasoning or tool calls. A chunk
    // with only a role or only a finish reason has choices but no content.
    bool hasContent = false;
    // The text of the first choice's content ("text", or the delta's "content"), decoded; only
    // when asked for (a conversation carries the server's reply into its next turn).
    std::string contentText;
    std::string finishReason;
    // usage (the last one seen is the final one: some servers send running counts)
    std::optional<int> promptTokens;
    std::optional<int> completionTokens;
    std::optional<int> cachedTokens; // usage.prompt_tokens_details.cached_tokens
    // llama-server timings (on the last chunk)
    std::optional<int> timingsCacheN;
    std::optional<int> timingsDraftN;
    std::optional<int> timingsDraftAccepted;
    std::string error; // mid-stream error message, or why the chunk is malformed
    // --send-stamps of lanebook-mock-server: CLOCK_MONOTONIC ns
    std::optional<std::int64_t> mockReceivedNs;
    std::optional<std::int64_t> mockSentNs;
};

// Reads one event's data. "[DONE]" gives Kind::Done; text that is not a JSON object gives
// Kind::Malformed with the reason in error. Never throws.
// keepText: decode the content's text into contentText (costs a copy per chunk).
StreamChunk parseStreamChunk(std::string_view data, bool keepText = false);

} // namespace lanebook
