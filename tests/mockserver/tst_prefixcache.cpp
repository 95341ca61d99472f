// The mock's prefix-cache emulation (app/mockserver/prefixcache.h) on its own, token ids in and
// cached tokens out: the radix cache reuses the longest common prefix with any prompt it holds
// (found among the sorted neighbours), blocks:N only whole blocks, both at most all tokens but
// the last; a prompt shorter than a block is never cached; the least recently used prompts go
// first once the cache is full (a hit counts as a use); clear() empties it. tst_mockprefixcache
// drives the same through the server.
#include "app/mockserver/prefixcache.h"

#include <QTest>

#include <numeric>

namespace {

// Tokens first, first+1, ..., first+count-1.
TokenIds run(std::uint64_t first, std::size_t count)
{
    TokenIds ids(count);
    std::iota(ids.begin(), ids.end(), first);
    return ids;
}

TokenIds joined(TokenIds a, const TokenIds &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

} // namespace

class TestPrefixCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyCacheAndEmptyPrompt()
    {
        PrefixCache cache(1);
        QCOMPARE(cache.cachedTokens(run(1, 10)), 0);
        cache.insert(run(1, 10));
        QCOMPARE(cache.cachedTokens(TokenIds()), 0);
        cache.insert(TokenIds());
        QCOMPARE(cache.cachedTokens(run(1, 10)), 9);
        QCOMPARE(PrefixCache(0).blockTokens(), 1); // off is never constructed; 0 reads as radix
        QCOMPARE(PrefixCache(16).blockTokens(), 16);
    }

    void radixReusesTheLongestCommonPrefix()
    {
        PrefixCache cache(1);
        const TokenIds prompt = run(1, 10);
        cache.insert(prompt);
        // Seen in full: all but the last token, whose logits are computed again.
        QCOMPARE(cache.cachedTokens(prompt), 9);
        // Longer: the whole cached prompt.
        QCOMPARE(cache.cachedTokens(joined(prompt, run(100, 5))), 10);
        // Shares 6 tokens, then differs.
        QCOMPARE(cache.cachedTokens(joined(run(1, 6), run(500, 4))), 6);
        // Shares nothing from the first token.
        QCOMPARE(cache.cachedTokens(run(2, 10)), 0);
        // A prefix of a cached prompt: all of it but its own last token.
        QCOMPARE(cache.cachedTokens(run(1, 4)), 3);
        QCOMPARE(cache.cachedTokens(run(1, 1)), 0);
    }

    // The longest match may sort before or after the prompt: both neighbours are asked.
    void theBetterOfBothNeighbours()
    {
        PrefixCache cache(1);
        const TokenIds second = joined(run(1, 3), {10, 10, 10, 10}); // 1 2 3 10 10 10 10
        const TokenIds first = joined(run(1, 5), {90, 90, 90, 90});  // 1 2 3 4 5 90 90 90 90
        cache.insert(second);
        cache.insert(first);
        // 1 2 3 4 5 50 sorts before both: the one after it shares 5.
        QCOMPARE(cache.cachedTokens(joined(run(1, 5), {50})), 5);
        // 1 2 3 4 5 95 1 sorts between them: the one before shares 5, the one after 3.
        QCOMPARE(cache.cachedTokens(joined(run(1, 5), {95, 1})), 5);
        // 1 2 3 9 sorts between them too: both share 3.
        QCOMPARE(cache.cachedTokens(joined(run(1, 3), {9})), 3);
        // 1 2 3 10 10 10 10 11 sorts after both: the one before shares 7.
        QCOMPARE(cache.cachedTokens(joined(second, {11})), 7);
    }

    void blocksReuseWholeBlocksOnly()
    {
        PrefixCache cache(4);
        // 10 tokens: only the first 8 (two whole blocks) are kept.
        cache.insert(run(1, 10));
        QCOMPARE(cache.cachedTokens(run(1, 10)), 8);
        QCOMPARE(cache.cachedTokens(run(1, 20)), 8);
        // Shares 7: one whole block.
        QCOMPARE(cache.cachedTokens(joined(run(1, 7), run(700, 5))), 4);
        // 8 tokens, all cached: the last is computed, so 7, so one block.
        QCOMPARE(cache.cachedTokens(run(1, 8)), 4);
        QCOMPARE(cache.cachedTokens(run(1, 3)), 0);
        // Shorter than a block: nothing to keep.
        PrefixCache small(16);
        small.insert(run(1, 15));
        QCOMPARE(small.cachedTokens(run(1, 40)), 0);
        small.insert(run(1, 16));
        QCOMPARE(small.cachedTokens(run(1, 40)), 16);
    }

    void clearEmptiesIt()
    {
        PrefixCache cache(1);
        cache.insert(run(1, 10));
        cache.insert(run(50, 10));
        cache.clear();
        QCOMPARE(cache.cachedTokens(run(1, 10)), 0);
        QCOMPARE(cache.cachedTokens(run(50, 10)), 0);
        cache.insert(run(1, 10));
        QCOMPARE(cache.cachedTokens(run(1, 10)), 9);
    }

    // Past its capacity the cache forgets its least recently used prompts first, as an engine
    // evicts; without hits in between that is the oldest.
    void theOldestGoFirst()
    {
        constexpr std::size_t capacity = PrefixCache::kDefaultCapacityTokens;
        PrefixCache cache(1);
        const TokenIds first = run(1'000'000'000ULL, capacity / 2);
        const TokenIds second = run(2'000'000'000ULL, capacity / 2);
        const TokenIds third = run(3'000'000'000ULL, 16);
        cache.insert(first);
        cache.insert(second);
        // Exactly full: both stay.
        QCOMPARE(cache.cachedTokens(first), int(first.size() - 1));
        QCOMPARE(cache.cachedTokens(second), int(second.size() - 1));
        // Over: the oldest goes, the newer two stay.
        cache.insert(third);
        QCOMPARE(cache.cachedTokens(first), 0);
        QCOMPARE(cache.cachedTokens(second), int(second.size() - 1));
        QCOMPARE(cache.cachedTokens(third), 15);
        // The same prompt again is not a second copy (it does not push anything out).
        cache.insert(third);
        QCOMPARE(cache.cachedTokens(second), int(second.size() - 1));
        // One prompt larger than the whole cache is still kept: the newest always stays.
        PrefixCache huge(1);
        const TokenIds big = run(1, capacity + 8);
        huge.insert(big);
        QCOMPARE(huge.cachedTokens(big), int(big.size() - 1));
    }

    // A hit is a use: with room for two 100-token prompts, A B, a hit on A, then C pushes out
    // B (least recently used), where first-in-first-out would have pushed out A.
    void aHitKeepsAPromptLeastRecentlyUsedGoes()
    {
        PrefixCache cache(1, 200);
        QCOMPARE(cache.capacityTokens(), std::size_t(200));
        const TokenIds a = run(1'000, 100);
        const TokenIds b = run(2'000, 100);
        const TokenIds c = run(3'000, 100);
        cache.insert(a);
        cache.insert(b);
        QCOMPARE(cache.cachedTokens(joined(run(1'000, 50), run(9'000, 3))), 50); // a hit on A
        cache.insert(c);
        QCOMPARE(cache.cachedTokens(b), 0);
        QCOMPARE(cache.cachedTokens(a), 99);
        QCOMPARE(cache.cachedTokens(c), 99);
        // Inserting a prompt held already is a use too: A then C were used last, so after
        // A again and a fourth prompt, C goes.
        cache.insert(a);
        cache.insert(run(4'000, 100));
        QCOMPARE(cache.cachedTokens(c), 0);
        QCOMPARE(cache.cachedTokens(a), 99);
        // A miss uses nothing: cycling through three prompts that each need the room of two
        // finds none of them (LRU's worst case), as the trace replay test relies on.
        PrefixCache small(16, 200);
        for (int round = 0; round < 3; ++round) {
            for (std::uint64_t p = 1; p <= 3; ++p) {
                const TokenIds prompt = run(p * 10'000, 96);
                QCOMPARE(small.cachedTokens(prompt), 0);
                small.insert(prompt);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPrefixCache)
#include "tst_prefixcache.moc"
