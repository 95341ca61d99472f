#pragma once

// What the mock says to a wave's canaries instead of its filler words: a tool call for a
// request with `tools`, the sum for "What is 17 + 25?", a few facts, and a JSON object when
// the prompt asks for JSON. Only for requests without streaming (canaries never stream; the
// load generator always does), so measured runs keep the filler. --corrupt-json-quotes writes
// JSON as a model quantized past its cliff did (`{\name\: \mock\}`), --wrong-answers misses
// every sum and fact by one.

#include "completionplan.h"
#include "mockoptions.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

struct CannedAnswer
{
    std::string content;       // the message's text; empty when toolCallsJson is set
    std::string toolCallsJson; // an OpenAI tool_calls array, as JSON text
    bool any() const { return !content.empty() || !toolCallsJson.empty(); }
};

// Nothing (any() false) when the request is none of the above: the mock's filler follows.
CannedAnswer cannedAnswer(CompletionKind kind, const nlohmann::json &request,
                          const MockOptions &options, std::uint64_t sequence);

// Every double quote of `json` written as a backslash: `{"name":"mock"}` → `{\name\:\mock\}`.
std::string corruptQuotes(const std::string &json);
