// fresh_response: a fixed head cached on every request (BOS, the chat template's opening
// tokens; real engines cache it in production too) passes with its numbers; prompt reuse
// beyond it fails, with its numbers; a run total alone cannot rule reuse out.
#include "rungatefixture.h"

using namespace lanebook;
using namespace lanebook::test;

namespace {

// 40 requests of 340 prompt tokens each, every one with `cached` tokens from the cache.
Run runWithCached(const std::vector<int> &cached)
{
    Run run = servingRunWithCached(cached, 340);
    run.workload["input_tokens"] = 340;
    return run;
}

#define VERIFY_REASON(result, text)                                                                \
    QVERIFY2((result).reason.contains(QStringLiteral(text)), qPrintable((result).reason))

} // namespace

class TestFreshResponseGate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameHeadOnEveryRequestIsNotReuse()
    {
        // The first request found an empty cache; the other 39 the 4-token chat head.
        std::vector<int> cached(40, 4);
        cached[0] = 0;
        const GateResult result = checkFreshResponse(runWithCached(cached));
        VERIFY_OUTCOME(result, GateOutcome::Pass);
        VERIFY_REASON(result, "39 of 40 requests had the same 4-token head cached (template/BOS), "
                              "1.2% of its prompt: not reuse.");
        QCOMPARE(*result.evidenceValue(QStringLiteral("cached_head_tokens")), 4.0);
        QCOMPARE(*result.evidenceValue(QStringLiteral("reusing_requests")), 0.0);

        // Everyone had it (a warm server): "every request".
        const GateResult warm = checkFreshResponse(runWithCached(std::vector<int>(40, 4)));
        VERIFY_OUTCOME(warm, GateOutcome::Pass);
        VERIFY_REASON(warm, "Every request had the same 4-token head cached");

        // vLLM rounds a 20-token head down to one 16-token block, the same on every request.
        VERIFY_OUTCOME(checkFreshResponse(runWithCached(std::vector<int>(40, 16))),
                       GateOutcome::Pass);
    }

    void aFewTokensBeyondTheHeadByChanceAreNotReuse()
    {
        // A radix cache finds an earlier nonce whose leading digit tokens agree.
        std::vector<int> cached(40, 4);
        cached[7] = 5;
        cached[23] = 6;
        const GateResult result = checkFreshResponse(runWithCached(cached));
        VERIFY_OUTCOME(result, GateOutcome::Pass);
        VERIFY_REASON(result, "2 of them matched at most 4 more tokens by chance.");
    }

    void reuseBeyondTheHeadFails()
    {
        // A real llama-server run had 343 tokens; here 37 of 40 requests reused 10 tokens
        // of an earlier prompt beyond the 4-token head.
        std::vector<int> cached(40, 14);
        cached[0] = 4;
        cached[1] = 4;
        cached[2] = 4;
        const GateResult result = checkFreshResponse(runWithCached(cached));
        VERIFY_OUTCOME(result, GateOutcome::Fail);
        VERIFY_REASON(result, "37 of 40 requests reused 370 prompt tokens beyond a 4-token head "
                              "(10 a request on average, 2.9% of its prompt)");
        QCOMPARE(*result.evidenceValue(QStringLiteral("reusing_requests")), 37.0);
        QCOMPARE(*result.evidenceValue(QStringLiteral("reused_tokens_beyond_head")), 370.0);

        // As a diagnostic it only warns, and a labelled cache experiment says so.
        Run labelled = runWithCached(cached);
        labelled.workload["reuse_prompts"] = true;
        RunGateContext diagnostic;
        diagnostic.claim = ThroughputClaim::Diagnostic;
        const GateResult warned = checkFreshResponse(labelled, diagnostic);
        VERIFY_OUTCOME(warned, GateOutcome::Warn);
        VERIFY_REASON(warned, "reused prompts: a prefix-cache experiment");
    }

    void aSharedPrefixTooLongForAHeadIsReuse()
    {
        // The same 339 of 340 tokens on every request but the first: the same prompt again.
        std::vector<int> cached(40, 339);
        cached[0] = 0;
        const GateResult result = checkFreshResponse(runWithCached(cached));
        VERIFY_OUTCOME(result, GateOutcome::Fail);
        VERIFY_REASON(result, "39 of 40 requests took 13221 prompt tokens from the prefix cache "
                              "(339 a request on average, 99.7% of its prompt), more than a "
                              "template/BOS head of at most 64 tokens and 25% of a prompt");
        // 100 tokens on every request: few enough in share (29%) but not in count.
        VERIFY_OUTCOME(checkFreshResponse(runWithCached(std::vector<int>(40, 100))),
                       GateOutcome::Fail);
    }

    void onlyARunTotal()
    {
        // 160 cached tokens over 40 requests: 4 a request, as small as a head, but a single
        // request reusing 160 tokens would give the same total: warn, never pass.
        Run run = runWithCached(std::vector<int>(40, 0));
        for (RequestSample &s : run.samples)
            s.cachedTokens.reset();
        run.extra["server_metrics"] = {{"prefix_cache_hit_tokens", 160}};
        const GateResult small = checkFreshResponse(run);
        VERIFY_OUTCOME(small, GateOutcome::Warn);
        VERIFY_REASON(small, "160 prompt tokens came from the prefix cache, 4.0 a request on "
                             "average (1.2% of its prompt)");
        // 13,560 tokens, 339 a request: reuse.
        run.extra["server_metrics"] = {{"prefix_cache_hit_tokens", 13560}};
        const GateResult large = checkFreshResponse(run);
        VERIFY_OUTCOME(large, GateOutcome::Fail);
        VERIFY_REASON(large, "13560 prompt tokens came from the prefix cache (339 a request on "
                             "average");
    }
};

QTEST_GUILESS_MAIN(TestFreshResponseGate)
#include "tst_freshresponsegate.moc"
