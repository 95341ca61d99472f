#pragma once

// The mock's prefix-cache emulation (--prefix-cache), so that what a real engine's prefix
// cache does to Lanebook's prompts is tested without the engine:
// - radix: token-granular longest-prefix reuse, as llama.cpp's llama-server (the common prefix
//   with a slot's cached prompt) and SGLang's RadixAttention (the longest prefix in a radix
//   tree of earlier requests) report it;
// - blocks:N: vLLM's automatic prefix caching, where only whole blocks of N tokens are hashed
//   and reused, so a hit is a multiple of N (vLLM: "a multiple of the block size").
// All three engines compute at least the last prompt token to get its logits, so a prompt
// seen before in full reuses all its tokens but the last (block-rounded down for blocks:N).
//
// A prompt is looked up when its request arrives and cached once it is prefilled (its first
// token left), as an engine can only reuse what it has computed; once the answer is generated,
// the prompt and the answer are cached together (the engines keep the generated tokens' KV
// too), which a conversation's next turn reuses.
// The cache holds at most its capacity in tokens (--prefix-cache-capacity-tokens) and evicts
// the least recently used prompt first, as the engines' block managers do under memory
// pressure: a hit makes the prompt it came from the most recently used. POST
// /reset_prefix_cache empties it. Thread-safe: the event loops share one cache, as the
// engines' schedulers do.

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

using TokenIds = std::vector<std::uint64_t>;

class PrefixCache
{
public:
    // About 4 million tokens: a large GPU's KV cache for an 8B model.
    static constexpr std::size_t kDefaultCapacityTokens = std::size_t(1) << 22;

    // blockTokens 1 is the radix (token-granular) cache; N > 1 reuses whole blocks of N.
    explicit PrefixCache(int blockTokens, std::size_t capacityTokens = kDefaultCapacityTokens);

    // Prompt tokens a request may take from the cache: the longest common prefix with any
    // cached prompt, at most all tokens but the last, rounded down to whole blocks. A hit
    // makes the prompt it came from the most recently used.
    int cachedTokens(const TokenIds &prompt);
    // The prefilled prompt becomes reusable (only its whole blocks, for blocks:N) and the most
    // recently used; past the capacity the least recently used prompts go (never the newest).
    void insert(const TokenIds &prompt);
    void clear();

    int blockTokens() const { return m_blockTokens; }
    std::size_t capacityTokens() const { return m_capacityTokens; }

private:
    using Prompts = std::map<TokenIds, std::uint64_t>; // the prompt and its last use
    void touch(Prompts::iterator at);

    const int m_blockTokens;
    const std::size_t m_capacityTokens;
    std::mutex m_mutex;
    // Sorted, so the longest common prefix with any member is that with a neighbour of the
    // place the prompt would take.
    Prompts m_prompts;
    std::map<std::uint64_t, Prompts::iterator> m_byUse; // least recently used first
    std::uint64_t m_clock = 0;
    std::size_t m_tokens = 0;
};
