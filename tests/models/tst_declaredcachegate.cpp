// fresh_response as a cache gate (models/gates/declaredcachegate.h): a load that declares its
// reuse (a replayed trace, a shared system prompt) passes when the cache served what it
// declared, warns when it served clearly less, and fails when it served almost nothing
// (caching off) or more than declared (a cache warm from before, reuse nobody declared).
// Hand-built runs with the fields the load generator writes (tst_tracereplay drives the same
// through the real mock server); an undeclared or fresh run keeps the fresh-response rules.
#include "models/gates/declaredcachegate.h"
#include "rungatefixture.h"

using namespace lanebook;
using namespace lanebook::test;

namespace {

// Requests of 1,000 prompt tokens, each with `cached` tokens from the cache.
Run runWithCached(const std::vector<int> &cached)
{
    return servingRunWithCached(cached, 1000);
}

// A replayed trace whose blocks imply `implied` cached tokens over its 10 requests.
Run traceRun(const std::vector<int> &cached, double implied)
{
    Run run = runWithCached(cached);
    run.workload["cache_state"] = "trace";
    run.workload["trace_reuse"] = {
        {"cached_tokens", implied}, {"prompt_tokens", 10'000.0}, {"share", implied / 10'000.0}};
    return run;
}

Run systemPromptRun(const std::vector<int> &cached, int systemTokens, int concurrency)
{
    Run run = runWithCached(cached);
    run.workload["cache_state"] = "shared-system-prompt";
    run.workload["shared_system_prompt_tokens"] = systemTokens;
    run.workload["concurrency"] = concurrency;
    return run;
}

#define VERIFY_REASON(result, text)                                                                \
    QVERIFY2((result).reason.contains(QStringLiteral(text)), qPrintable((result).reason))

} // namespace

class TestDeclaredCacheGate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void traceServedAsImplied()
    {
        // 4,000 implied; the cache gave 4,000 (blocks) or 4,009 (radix's BOS on each).
        std::vector<int> cached = {0, 500, 500, 1000, 0, 500, 500, 1000, 0, 0};
        const GateResult exact = checkFreshResponse(traceRun(cached, 4000.0));
        VERIFY_OUTCOME(exact, GateOutcome::Pass);
        VERIFY_REASON(exact, "4000 prompt tokens came from the cache where the trace implies "
                             "4000 (100.0%), as declared.");
        QCOMPARE(*exact.evidenceValue(QStringLiteral("trace_implied_cached_tokens")), 4000.0);
        for (int &c : cached)
            c += 1;
        cached[0] = 0;
        VERIFY_OUTCOME(checkFreshResponse(traceRun(cached, 4000.0)), GateOutcome::Pass);
        // 80% of it still passes.
        VERIFY_OUTCOME(
            checkFreshResponse(traceRun({0, 400, 400, 800, 0, 400, 400, 800, 0, 0}, 4000.0)),
            GateOutcome::Pass);
    }

    void traceServedLessWarns()
    {
        const GateResult less =
            checkFreshResponse(traceRun({0, 300, 300, 600, 0, 300, 300, 600, 0, 0}, 4000.0));
        VERIFY_OUTCOME(less, GateOutcome::Warn);
        VERIFY_REASON(less, "(60.0%): the cache served less than the trace shares");
    }

    void traceWithCachingOffFails()
    {
        const GateResult off = checkFreshResponse(traceRun(std::vector<int>(10, 0), 4000.0));
        VERIFY_OUTCOME(off, GateOutcome::Fail);
        VERIFY_REASON(off, "prefix caching looks off");
        // Radix's BOS alone is not a cache that served the trace either.
        std::vector<int> bos(10, 1);
        VERIFY_OUTCOME(checkFreshResponse(traceRun(bos, 4000.0)), GateOutcome::Fail);
    }

    // A server whose config turns caching off is a baseline measured on purpose (a "cache on
    // or off" A/B): its empty cache passes, naming the flag or key.
    void cachingOffByConfigIsABaseline_data()
    {
        QTest::addColumn<QString>("argvJson");
        QTest::addColumn<QString>("configJson");
        QTest::addColumn<QString>("named");
        QTest::newRow("vllm") << R"(["vllm", "serve", "m", "--no-enable-prefix-caching"])"
                              << "{}"
                              << "--no-enable-prefix-caching";
        QTest::newRow("vllm =false") << R"(["vllm", "serve", "--enable-prefix-caching=False"])"
                                     << "{}"
                                     << "--enable-prefix-caching=False";
        QTest::newRow("sglang")
            << R"(["python", "-m", "sglang.launch_server", "--disable-radix-cache"])"
            << "{}"
            << "--disable-radix-cache";
        QTest::newRow("mock") << R"(["lanebook-mock-server", "--prefix-cache", "off"])"
                              << "{}"
                              << "--prefix-cache off";
        QTest::newRow("key") << "[]"
                             << R"({"enable_prefix_caching": false})"
                             << "enable_prefix_caching: false";
        QTest::newRow("recipe") << "[]"
                                << R"({"prefix_cache": "off"})"
                                << "prefix_cache: off";
    }
    void cachingOffByConfigIsABaseline()
    {
        QFETCH(QString, argvJson);
        QFETCH(QString, configJson);
        QFETCH(QString, named);
        Run run = traceRun(std::vector<int>(10, 0), 4000.0);
        run.config = nlohmann::json::parse(configJson.toStdString());
        run.config["argv"] = nlohmann::json::parse(argvJson.toStdString());
        const GateResult baseline = checkFreshResponse(run);
        VERIFY_OUTCOME(baseline, GateOutcome::Pass);
        VERIFY_REASON(baseline, "prefix caching is off by its config");
        QVERIFY2(baseline.reason.contains(named), qPrintable(baseline.reason));
        // A cache that is on by its config and served nothing still fails.
        run.config = {{"argv", {"vllm", "serve", "m", "--enable-prefix-caching"}}};
        VERIFY_OUTCOME(checkFreshResponse(run), GateOutcome::Fail);
        // Off by its config, yet it served more than declared: still a failure.
        run.config["argv"].push_back("--no-enable-prefix-caching");
        VERIFY_OUTCOME(checkFreshResponse(traceRun(std::vector<int>(10, 999), 4000.0)),
                       GateOutcome::Fail);
    }

    // A cache warm from an earlier replay of the same trace serves whole prompts.
    void traceServedMoreFails()
    {
        std::vector<int> warm(10, 999);
        const GateResult more = checkFreshResponse(traceRun(warm, 4000.0));
        VERIFY_OUTCOME(more, GateOutcome::Fail);
        VERIFY_REASON(more, "9990 prompt tokens came from the cache where the trace implies 4000");
        VERIFY_REASON(more, "/reset_prefix_cache");
        // A chat template's head on every request (here 60 tokens) is not more than declared.
        std::vector<int> heads = {60, 560, 560, 1060, 60, 560, 560, 1060, 60, 60};
        VERIFY_OUTCOME(checkFreshResponse(traceRun(heads, 4000.0)), GateOutcome::Pass);
    }

    void traceWithoutCachedTokensIsMissingEvidence()
    {
        Run run = traceRun(std::vector<int>(10, 0), 4000.0);
        for (RequestSample &s : run.samples)
            s.cachedTokens.reset();
        const GateResult missing = checkFreshResponse(run);
        VERIFY_OUTCOME(missing, GateOutcome::NotApplicable);
        VERIFY_REASON(missing, "The load declared a trace's reuse, but no request reported cached");
    }

    // Without per-request figures, the server's /metrics counter over the run stands in.
    void serverCounterStandsIn()
    {
        Run run = traceRun(std::vector<int>(10, 0), 4000.0);
        for (RequestSample &s : run.samples)
            s.cachedTokens.reset();
        run.extra["server_metrics"] = {{"prompt_tokens_cached", 3900.0}};
        const GateResult counted = checkFreshResponse(run);
        VERIFY_OUTCOME(counted, GateOutcome::Pass);
        VERIFY_REASON(counted, "3900 prompt tokens came from the cache where the trace implies "
                               "4000 (97.5%) (the server's /metrics counter");
        run.extra["server_metrics"] = {{"prefix_cache_hit_tokens", 9000.0}};
        VERIFY_OUTCOME(checkFreshResponse(run), GateOutcome::Fail);
        run.extra["server_metrics"] = {{"prefix_cache_hit_tokens", "many"}};
        VERIFY_OUTCOME(checkFreshResponse(run), GateOutcome::NotApplicable);
    }

    // A trace that shares nothing is a fresh load: any reuse is judged as the fresh gate does.
    void traceWithoutReuseIsFresh()
    {
        QVERIFY(!checkDeclaredCacheState(traceRun(std::vector<int>(10, 0), 0.0)));
        VERIFY_OUTCOME(checkFreshResponse(traceRun(std::vector<int>(10, 500), 0.0)),
                       GateOutcome::Fail);
    }

    void systemPromptFound()
    {
        // Four streams: the first four may race the prompt's prefill; the rest find 256
        // (block-rounded from 260 with its BOS, or 257 by radix).
        std::vector<int> cached(40, 256);
        cached[0] = cached[1] = cached[2] = cached[3] = 0;
        const GateResult found = checkFreshResponse(systemPromptRun(cached, 260, 4));
        VERIFY_OUTCOME(found, GateOutcome::Pass);
        VERIFY_REASON(found, "36 of 36 requests found a shared 260-token system prompt in the "
                             "cache, and none more, as declared.");
    }

    void systemPromptNotFoundFails()
    {
        const GateResult off = checkFreshResponse(systemPromptRun(std::vector<int>(40, 1), 260, 4));
        VERIFY_OUTCOME(off, GateOutcome::Fail);
        VERIFY_REASON(off, "Only 0 of 36 requests found a shared 260-token system prompt");
        VERIFY_REASON(off, "prefix caching looks off");
        std::vector<int> some(40, 0);
        for (std::size_t i = 4; i < 24; ++i)
            some[i] = 256;
        VERIFY_OUTCOME(checkFreshResponse(systemPromptRun(some, 260, 4)), GateOutcome::Warn);
    }

    void systemPromptAndMoreFails()
    {
        std::vector<int> cached(40, 256);
        cached[17] = 990; // a whole prompt again
        const GateResult more = checkFreshResponse(systemPromptRun(cached, 260, 1));
        VERIFY_OUTCOME(more, GateOutcome::Fail);
        VERIFY_REASON(more, "1 of 39 requests took more than a shared 260-token system prompt and "
                            "its head from the cache (up to 990 tokens)");
    }

    // Fields of the wrong type (a hostile or damaged import) are not a declaration, and do
    // not throw.
    void damagedDeclarationsAreIgnored()
    {
        Run run = traceRun(std::vector<int>(10, 0), 4000.0);
        run.workload["trace_reuse"]["cached_tokens"] = "lots";
        QVERIFY(!checkDeclaredCacheState(run));
        run.workload["trace_reuse"] = "everything";
        QVERIFY(!checkDeclaredCacheState(run));
        run.workload["cache_state"] = 7;
        QVERIFY(!checkDeclaredCacheState(run));
        Run system = systemPromptRun(std::vector<int>(40, 256), 260, 4);
        system.workload["concurrency"] = "inf";
        QVERIFY(checkDeclaredCacheState(system));
        system.workload["shared_system_prompt_tokens"] = "many";
        QVERIFY(!checkDeclaredCacheState(system));
        system.workload["cache_state"] = "fresh";
        QVERIFY(!checkDeclaredCacheState(system));
    }
};

QTEST_GUILESS_MAIN(TestDeclaredCacheGate)
#include "tst_declaredcachegate.moc"
