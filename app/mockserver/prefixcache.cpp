#include "prefixcache.h"

#include <algorithm>
#include <iterator>

namespace {

std::size_t commonPrefix(const TokenIds &a, const TokenIds &b)
{
    const auto [ia, ib] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
    return std::size_t(ia - a.begin());
}

} // namespace

PrefixCache::PrefixCache(int blockTokens)
    : m_blockTokens(std::max(1, blockTokens))
{}

int PrefixCache::cachedTokens(const TokenIds &prompt) const
{
    if (prompt.empty())
        return 0;
    std::size_t longest = 0;
    {
        const std::lock_guard lock(m_mutex);
        const auto next = m_prompts.lower_bound(prompt);
        if (next != m_prompts.end())
            longest = commonPrefix(prompt, *next);
        if (next != m_prompts.begin())
            longest = std::max(longest, commonPrefix(prompt, *std::prev(next)));
    }
    longest = std::min(longest, prompt.size() - 1); // the last token is always computed
    const std::size_t block = std::size_t(m_blockTokens);
    return int(longest / block * block);
}

void PrefixCache::insert(const TokenIds &prompt)
{
    // vLLM hashes full blocks only; a partial last block is never reused.
    const std::size_t block = std::size_t(m_blockTokens);
    const std::size_t kept = prompt.size() / block * block;
    if (kept == 0)
        return;
    TokenIds stored(prompt.begin(), prompt.begin() + std::ptrdiff_t(kept));
    const std::lock_guard lock(m_mutex);
    const auto [at, added] = m_prompts.insert(std::move(stored));
    if (!added)
        return;
    m_oldestFirst.push_back(at);
    m_tokens += kept;
    while (m_tokens > kCapacityTokens && m_oldestFirst.size() > 1) {
        m_tokens -= m_oldestFirst.front()->size();
        m_prompts.erase(m_oldestFirst.front());
        m_oldestFirst.pop_front();
    }
}

void PrefixCache::clear()
{
    const std::lock_guard lock(m_mutex);
    m_prompts.clear();
    m_oldestFirst.clear();
    m_tokens = 0;
}
