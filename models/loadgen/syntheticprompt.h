#pragma once

#include <cstdint>
#include <string>

namespace lanebook {

// Synthetic prompts for the fresh-response policy (DESIGN §6 fresh_response): N words,
// whitespace-separated, the first of which is unique to (seed, request), so no two requests
// of a load share even their first prefix-cache block. The other words come from a list of
// common English words that real tokenizers keep as one token each, drawn from the seed, so
// N words are close to N tokens (the mock server counts words exactly).
namespace SyntheticPrompt {

// requestKey distinguishes every request of a load (warmup requests use their own keys).
std::string build(int words, std::uint64_t seed, std::uint64_t requestKey);

// The unique first word build() uses, e.g. "q3f2a1c0-17".
std::string uniquePrefix(std::uint64_t seed, std::uint64_t requestKey);

} // namespace SyntheticPrompt

} // namespace lanebook
