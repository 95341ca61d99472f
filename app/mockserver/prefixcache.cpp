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

PrefixCache::PrefixCache(int blockTokens, std::size_t capacityTokens)
    : m_blockTokens(std::max(1, blockTokens))
    , m_capacityTokens(capacityTokens)
{}

void PrefixCache::touch(Prompts::iterator at)
{
    m_byUse.erase(at->second);
    at->second = ++m_clock;
    m_byUse.emplace(at->second, at);
}

int PrefixCache::cachedTokens(const TokenIds &prompt)
{
    if (prompt.empty())
        return 0;
    const std::size_t block = std::size_t(m_blockTokens);
    // The last token is always computed; only whole blocks are reused.
    const auto usable = [&](std::size_t common) {
        return std::min(common, prompt.size() - 1) / block * block;
    };
    const std::lock_guard lock(m_mutex);
    std::size_t longest = 0;
    auto source = m_prompts.end();
    const auto next = m_prompts.lower_bound(prompt);
    if (next != m_prompts.end()) {
        longest = usable(commonPrefix(prompt, next->first));
        source = longest > 0 ? next : source;
    }
    if (next != m_prompts.begin()) {
        const auto before = std::prev(next);
        const std::size_t shared = usable(commonPrefix(prompt, before->first));
        if (shared > longest) {
            longest = shared;
            source = before;
        }
    }
    if (source != m_prompts.end())
        touch(source);
    return int(longest);
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
    const auto [at, added] = m_prompts.emplace(std::move(stored), 0);
    if (!added) {
        touch(at);
        return;
    }
    at->second = ++m_clock;
    m_byUse.emplace(at->second, at);
    m_tokens += kept;
    while (m_tokens > m_capacityTokens && m_byUse.size() > 1) {
        const auto oldest = m_byUse.begin()->second;
        m_tokens -= oldest->first.size();
        m_prompts.erase(oldest);
        m_byUse.erase(m_byUse.begin());
    }
}

void PrefixCache::clear()
{
    const std::lock_guard lock(m_mutex);
    m_prompts.clear();
    m_byUse.clear();
    m_tokens = 0;
}
