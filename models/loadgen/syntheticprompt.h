#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace lanebook {

// Prompts that share nothing (the fresh_response gate; prefix-cache hits inflate tok/s): every
// prompt starts with a nonce unique to (seed, request), so a prefix cache finds nothing of one
// request in another. Only what the server itself puts in front (BOS, the chat template's opening
// tokens) is shared.
namespace SyntheticPrompt {

// The nonce that opens every fresh prompt, e.g. "527013948112-17": digits, so tokenizers split
// it into numbers (cl100k, Llama 3 and o200k into groups of three, Qwen, Llama 2 and Mistral
// into single digits) and not into a literal every request shares, as the old "q<seed tag>-"
// was. Its first three digits step by 101 from one request to the next, from an offset drawn
// from the seed: 900 consecutive requests have different first three-digit groups and 8
// consecutive ones different first digits, so even the first token of a prompt differs from
// those of its neighbours in flight. Then 9 digits hashed from (seed, request) set runs with
// other seeds apart, and "-<request>" makes the whole word unique within the run.
std::string nonce(std::uint64_t seed, std::uint64_t requestKey);

// N words, whitespace-separated: the nonce, then common English words that real tokenizers
// keep as one token each, drawn from (seed, request), so N words are close to N tokens (the
// mock server counts words exactly). requestKey distinguishes every request of a load
// (warmup requests use their own keys).
std::string build(int words, std::uint64_t seed, std::uint64_t requestKey);

// Words separated by ASCII whitespace (space, tab, CR, LF): what the mock server counts as
// tokens, and a prompt's length where the server reports none.
int wordCount(std::string_view text);

// A prompt file's entry as a fresh request sends it: the nonce, a space, the entry.
std::string withNonce(const std::string &prompt, std::uint64_t seed, std::uint64_t requestKey);

} // namespace SyntheticPrompt

} // namespace lanebook
