#pragma once

#include "models/loadgen/loadspec.h"

#include <string>
#include <string_view>
#include <vector>

namespace lanebook {

// The JSON body of one streamed request: model, the prompt (as "prompt" for
// /v1/completions, as one user message for /v1/chat/completions), max_tokens, temperature 0,
// stream with stream_options.include_usage, and, when the spec asks for exact output
// lengths, ignore_eos and min_tokens (vLLM, SGLang and llama-server take them).
// maxTokens > 0 replaces the spec's outputTokens (a trace request's own output length).
std::string requestBody(const LoadSpec &spec, std::string_view prompt, int maxTokens = 0);

// One message of a conversation's history.
struct ChatMessage
{
    bool fromAssistant = false;
    std::string_view text;
};

// A conversation's turn: its history and the user's new message last, as chat messages
// (/v1/chat/completions) or as one prompt of the messages' texts, one a line
// (/v1/completions), so each turn's prompt opens with the whole of the previous one and its
// reply, as a server's prefix cache sees it.
std::string requestBody(const LoadSpec &spec, const std::vector<ChatMessage> &messages,
                        int maxTokens = 0);

// "/v1/completions" or "/v1/chat/completions".
QString endpointPath(LoadEndpoint endpoint);
// "completions" / "chat", as the CLI and the run's config name them.
QString endpointId(LoadEndpoint endpoint);

} // namespace lanebook
