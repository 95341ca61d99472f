#pragma once

// The mock's tokenizer, for the prefix-cache emulation: a token is a word separated by ASCII
// whitespace (what countWords counts), or a token id given in the request, identified by a
// 64-bit hash. Like a real engine, the mock puts a BOS token before every prompt and renders
// chat messages through a fixed template (Llama 3's shape):
//   <|begin_of_text|> then per message <|start_header_id|> ROLE <|end_header_id|> CONTENT
//   <|eot_id|>, then <|start_header_id|> assistant <|end_header_id|>.
// So every chat request opens with the same 4 tokens (BOS and the first message's header) and
// every completion with the same 1 (BOS): the fixed head that a real engine caches for every
// request, in production too.

#include "prefixcache.h"

#include <nlohmann/json_fwd.hpp>
#include <string_view>

namespace MockTokenizer {

constexpr int kCompletionHeadTokens = 1; // BOS
constexpr int kChatHeadTokens = 4;       // BOS, <|start_header_id|>, user, <|end_header_id|>

void appendBos(TokenIds &ids);
void appendWords(TokenIds &ids, std::string_view text);
void appendTokenId(TokenIds &ids, long long tokenId);
// One message through the template; `content` as the request gives it (text or parts).
void appendChatMessage(TokenIds &ids, const nlohmann::json &message);
// The generation prompt that closes a chat: <|start_header_id|> assistant <|end_header_id|>.
void appendAssistantHeader(TokenIds &ids);

} // namespace MockTokenizer
