// ledger_bound on runs: a run that beats the byte ledger fails, one
// under it passes, and a run without B_token, bandwidth or a decode rate is not applicable.
// The ledger's arithmetic is in tst_byteledger.cpp; the numbers used here are repeated in the
// comments.
#include "models/rungatefixture.h"

using namespace lanebook;
using namespace lanebook::test;

class TestLedgerBoundGate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ledgerBound();
    void ledgerBoundConcurrencyAndSpeculation();
    void ledgerBoundNotApplicable();
};

void TestLedgerBoundGate::ledgerBound()
{
    // Per sequence at concurrency 1 and 1,024 context: 3.35e12 x 0.92 / (16e9 + 131,072 x
    // 1,024) = 191.02 tok/s. 1000 / 6.5 ms = 153.8 tok/s is 80% of peak: pass.
    Run run = servingRun();
    GateResult result = checkLedgerBound(run);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY(qAbs(*result.evidenceValue(QStringLiteral("predicted_tok_per_s")) - 191.0226) < 1e-3);
    // Achieved: B_token 16.134e9 x 153.85 / 3.35e12 = 74.1%.
    QVERIFY(qAbs(*result.evidenceValue(QStringLiteral("achieved_bandwidth_pct")) - 74.09) < 0.01);

    // 4 ms per token is 250 tok/s: more than the bytes allow. A bug, not a speedup.
    run.setMetric(QStringLiteral("median_tpot_ms"), 4.0);
    result = checkLedgerBound(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("250")));
    QVERIFY(*result.evidenceValue(QStringLiteral("achieved_bandwidth_pct")) > 100.0);

    // The aggregate alone trips it too: 400 tok/s at concurrency 1 against 191.
    run = servingRun();
    run.metrics.erase(std::remove_if(run.metrics.begin(), run.metrics.end(),
                                     [](const MetricValue &m) {
                                         return m.name == QLatin1String("median_tpot_ms");
                                     }),
                      run.metrics.end());
    run.setMetric(QStringLiteral("output_tok_per_s"), 400.0);
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Fail);

    // A user table that says this GPU is slower moves the bound: 1.5e12 x 0.92 / 16.134e9 =
    // 85.5 tok/s, below the measured 140.
    GpuBandwidthTable table = GpuBandwidthTable::builtIn();
    table.setEntry({QStringLiteral("NVIDIA H100 SXM5 80GB"), {}, 1.5e12, QString(), true});
    RunGateContext context;
    context.bandwidthTable = &table;
    VERIFY_OUTCOME(checkLedgerBound(servingRun(), context), GateOutcome::Fail);

    // llama-bench tg128 on a 4090 with only the file size: 1.008e12 x 0.92 / 4.9e9 = 189.3
    // tok/s. 150 passes; 240 only warns, since the file counts the embedding table.
    Run bench = llamaBenchRun(0, 128);
    VERIFY_OUTCOME(checkLedgerBound(bench), GateOutcome::Pass);
    bench.setMetric(QStringLiteral("gen_tok_per_s"), 240.0);
    result = checkLedgerBound(bench);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(result.reason.contains(QLatin1String("active_params")));
    // With the real B_token given, the same number is a firm fail.
    bench.config["b_token_bytes"] = 4.5e9; // 1.008e12 x 0.92 / 4.5e9 = 206.1 tok/s
    VERIFY_OUTCOME(checkLedgerBound(bench), GateOutcome::Fail);
}

void TestLedgerBoundGate::ledgerBoundConcurrencyAndSpeculation()
{
    // Concurrency 64: aggregate bound 8021.5 tok/s, per-sequence 125.3 tok/s.
    Run run = servingRun();
    run.workload["concurrency"] = 64;
    run.setMetric(QStringLiteral("output_tok_per_s"), 5000.0);
    run.setMetric(QStringLiteral("median_tpot_ms"), 10.0); // 100 tok/s per sequence
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Pass);
    run.setMetric(QStringLiteral("output_tok_per_s"), 9000.0);
    GateResult result = checkLedgerBound(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("per_sequence")), 0.0);
    QVERIFY(qAbs(*result.evidenceValue(QStringLiteral("predicted_tok_per_s")) - 8021.49) < 0.01);

    // Under a finite request rate fewer than 64 were in flight, so the per-sequence bound
    // falls back to concurrency 1 (191 tok/s): 150 tok/s per sequence is possible there.
    run.setMetric(QStringLiteral("output_tok_per_s"), 5000.0);
    run.setMetric(QStringLiteral("median_tpot_ms"), 1000.0 / 150.0);
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Fail); // closed loop: 150 > 125.3
    run.workload["request_rate"] = 4.0;
    result = checkLedgerBound(run);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    // The closer of the two checks is reported: per sequence, 150 of 191.
    QCOMPARE(*result.evidenceValue(QStringLiteral("concurrency")), 1.0);
    QCOMPARE(*result.evidenceValue(QStringLiteral("per_sequence")), 1.0);
    run.setMetric(QStringLiteral("median_tpot_ms"), 4.0); // 250 > 191 even at concurrency 1
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Fail);

    // Speculation: 2 ms per token (500 tok/s) breaks the plain bound of 191...
    run = servingRun();
    run.setMetric(QStringLiteral("median_tpot_ms"), 2.0);
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Fail);
    // ...but not with K = 3 drafts, up to 4 tokens per step: 764.1 tok/s.
    run.config["speculative_config"] = {{"method", "eagle"}, {"num_speculative_tokens", 3}};
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Pass);
    // A measured acceptance length of 2.5 caps a step at 3.5 tokens: 668.6 tok/s, so 1.4 ms
    // (714 tok/s) is too fast.
    run.setMetric(QStringLiteral("spec_acceptance_length"), 2.5);
    run.setMetric(QStringLiteral("median_tpot_ms"), 1.4);
    VERIFY_OUTCOME(checkLedgerBound(run), GateOutcome::Fail);
    // Speculation without K or acceptance is unbounded: no verdict.
    run.config["speculative_config"] = {{"method", "eagle"}};
    run.metrics.erase(std::remove_if(run.metrics.begin(), run.metrics.end(),
                                     [](const MetricValue &m) {
                                         return m.name == QLatin1String("spec_acceptance_length");
                                     }),
                      run.metrics.end());
    verifyMissing(checkLedgerBound(run));
}

void TestLedgerBoundGate::ledgerBoundNotApplicable()
{
    Run run = servingRun();
    run.config.erase("active_params");
    GateResult result = checkLedgerBound(run);
    verifyMissing(result);
    QVERIFY(result.reason.contains(QLatin1String("b_token_bytes")));
    run = servingRun();
    run.config["gpu"] = "Acme Brick";
    result = checkLedgerBound(run);
    verifyMissing(result);
    QVERIFY(result.reason.contains(QLatin1String("Acme Brick")));
    Run moe = llamaBenchRun(0, 128);
    moe.config["model_type"] = "qwen3moe 30B.A3B Q4_K - Medium";
    verifyMissing(checkLedgerBound(moe));
    verifyDoesNotApply(checkLedgerBound(llamaBenchRun(512, 0)));
    verifyDoesNotApply(checkLedgerBound(perplexityRun()));
}

QTEST_GUILESS_MAIN(TestLedgerBoundGate)
#include "tst_ledgerboundgate.moc"
