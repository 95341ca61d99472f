// The run gates other than the ledger (tst_ledgerboundgate.cpp): for each, a run
// that trips it, a clean run that passes, and a run without the evidence (not applicable,
// saying what is missing).
#include "models/rungatefixture.h"

using namespace lanebook;
using namespace lanebook::test;

class TestRunGates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanRunPassesEveryGate();
    void outputLength();
    void outputLengthNotApplicable();
    void freshResponse();
    void thermalClocks();
    void thermalClocksFromRunMetrics();
    void qualityCanaries();
    void contextReported();
    void errors();
    void gateIdsAndJson();
};

void TestRunGates::cleanRunPassesEveryGate()
{
    const std::vector<GateResult> results = runGates(servingRun(), steadyContext());
    QCOMPARE(results.size(), size_t(8));
    for (const GateResult &result : results)
        VERIFY_OUTCOME(result, GateOutcome::Pass);
}

void TestRunGates::outputLength()
{
    Run run = servingRun();
    GateResult result = checkOutputLength(run);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY(result.reason.contains(QLatin1String("256")));

    // Early EOS: 40 tokens on average where 256 were asked for.
    run.setMetric(QStringLiteral("output_tokens_mean"), 40.0);
    for (RequestSample &s : run.samples) {
        s.outputTokens = 40;
        s.finishReason = QStringLiteral("stop");
    }
    result = checkOutputLength(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("40")));

    // A little short on average (250 of 256, 97.7%): warn.
    run = servingRun();
    run.samples.clear();
    run.setMetric(QStringLiteral("output_tokens_mean"), 250.0);
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Warn);

    // One request of 100 stopped early: warn; one in four: fail.
    run = servingRun();
    run.samples.resize(100, run.samples.front());
    run.samples[7].outputTokens = 100;
    run.samples[7].finishReason = QStringLiteral("stop");
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Warn);
    run.samples.resize(4);
    run.samples[1].outputTokens = 100;
    run.samples[1].finishReason = QStringLiteral("stop");
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Fail);

    // An empty answer fails even when nothing says what was asked for.
    run = servingRun();
    run.workload.erase("output_tokens");
    run.samples[2].outputTokens = 0;
    result = checkOutputLength(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("empty_outputs")), 1.0);

    // SGLang's random dataset: a range ratio of 1 asks for exactly random_output_len...
    run = servingRun();
    run.workload = {{"dataset", "random"}, {"random_output_len", 512}, {"random_range_ratio", 1.0}};
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Fail); // 256 of 512
    // ...a ratio of 0 draws lengths from 1..512, so a mean of 256 is what was asked for...
    run.workload["random_range_ratio"] = 0.0;
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Pass);
    // ...over 1,000 requests the wander is 4.7 tokens: a mean of 150 is far short.
    run.samples.clear();
    run.setMetric(QStringLiteral("completed"), 1000);
    run.setMetric(QStringLiteral("output_tokens_mean"), 150);
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Fail);
    // SGLang writes random_output_len for every dataset; for sharegpt it means nothing.
    run.workload["dataset"] = "sharegpt";
    verifyMissing(checkOutputLength(run));
    run.workload["sharegpt_output_len"] = 256;
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Fail); // 150 of 256
    // Requested length from GuideLLM's data string.
    run = servingRun();
    run.workload = {{"data", "prompt_tokens=1024,output_tokens=256"}};
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Pass);
}

void TestRunGates::outputLengthNotApplicable()
{
    // Nothing says what was asked for, and the outputs ended naturally: cannot tell.
    Run run = servingRun();
    run.workload.erase("output_tokens");
    for (RequestSample &s : run.samples)
        s.finishReason = QStringLiteral("stop");
    verifyMissing(checkOutputLength(run));
    // ...unless every request ran into its limit.
    for (RequestSample &s : run.samples)
        s.finishReason = QStringLiteral("length");
    VERIFY_OUTCOME(checkOutputLength(run), GateOutcome::Pass);
    // llama-bench cannot stop early; a prompt test and a perplexity run generate nothing.
    VERIFY_OUTCOME(checkOutputLength(llamaBenchRun(0, 128)), GateOutcome::Pass);
    verifyDoesNotApply(checkOutputLength(llamaBenchRun(512, 0)));
    verifyDoesNotApply(checkOutputLength(perplexityRun()));
}

void TestRunGates::freshResponse()
{
    Run run = servingRun();
    VERIFY_OUTCOME(checkFreshResponse(run), GateOutcome::Pass);

    run.samples[1].cachedTokens = 512;
    GateResult result = checkFreshResponse(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("cached_prompt_tokens")), 512.0);
    // The same run offered as a diagnostic only warns.
    RunGateContext diagnostic;
    diagnostic.claim = ThroughputClaim::Diagnostic;
    VERIFY_OUTCOME(checkFreshResponse(run, diagnostic), GateOutcome::Warn);

    // Repeated prompts fail a headline run even with no cache hit recorded.
    run = servingRun();
    run.extra["prompt_hashes"] = {"a1", "b2", "a1", "d4"};
    result = checkFreshResponse(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("repeated_prompts")), 1.0);

    // A run total of cached tokens (no per-request samples).
    run = servingRun();
    run.samples.clear();
    run.extra["cached_tokens"] = 2048;
    VERIFY_OUTCOME(checkFreshResponse(run), GateOutcome::Fail);

    // No cache counts: unique prompts alone do not rule out a cache warmed by an earlier run.
    run = servingRun();
    for (RequestSample &s : run.samples)
        s.cachedTokens.reset();
    verifyMissing(checkFreshResponse(run));
    run.extra.erase("prompt_hashes");
    verifyMissing(checkFreshResponse(run));
    verifyDoesNotApply(checkFreshResponse(llamaBenchRun(0, 128)));
}

void TestRunGates::thermalClocks()
{
    const Run run = servingRun();
    RunGateContext context = steadyContext();
    VERIFY_OUTCOME(checkThermalClocks(run, context), GateOutcome::Pass);

    context.telemetry->throttleReasonsMask = 0x20; // SW thermal slowdown
    GateResult result = checkThermalClocks(run, context);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("throttled")));

    context = steadyContext();
    context.telemetry->throttleReasons = {QStringLiteral("gpu_idle"),
                                          QStringLiteral("SW Power Cap")};
    VERIFY_OUTCOME(checkThermalClocks(run, context), GateOutcome::Fail);

    // SM clock 1,700..1,980 MHz moved 14%: fail. 1,940..1,980 moved 2.0%: warn.
    context = steadyContext();
    context.telemetry->smClockMhzMin = 1700;
    result = checkThermalClocks(run, context);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(qAbs(*result.evidenceValue(QStringLiteral("sm_clock_spread_pct")) - 14.14) < 0.01);
    context.telemetry->smClockMhzMin = 1938;
    VERIFY_OUTCOME(checkThermalClocks(run, context), GateOutcome::Warn);

    // Thermal state is a variable: 42 degrees cold to 79 hot.
    context = steadyContext();
    context.telemetry->temperatureCStart = 42;
    context.telemetry->temperatureCMax = 79;
    VERIFY_OUTCOME(checkThermalClocks(run, context), GateOutcome::Warn);

    context = steadyContext();
    context.telemetry->clocksLocked = false;
    result = checkThermalClocks(run, context);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(result.reason.contains(QLatin1String("not locked")));

    // A locked clock the run fell below.
    context.telemetry = TelemetrySummary{};
    context.telemetry->lockedSmClockMhz = 2400;
    context.telemetry->smClockMhzMin = 2100;
    VERIFY_OUTCOME(checkThermalClocks(run, context), GateOutcome::Fail);

    // No telemetry at all.
    verifyMissing(checkThermalClocks(run));
}

void TestRunGates::thermalClocksFromRunMetrics()
{
    Run run = servingRun();
    run.setMetric(QStringLiteral("sm_clock_mhz_min"), 2385);
    run.setMetric(QStringLiteral("sm_clock_mhz_max"), 2400);
    run.setMetric(QStringLiteral("temperature_c_max"), 68);
    run.setMetric(QStringLiteral("temperature_c_min"), 64);
    run.extra["clocks_locked"] = true;
    VERIFY_OUTCOME(checkThermalClocks(run), GateOutcome::Pass);
    run.extra["throttle_reasons"] = {"hw_thermal_slowdown"};
    VERIFY_OUTCOME(checkThermalClocks(run), GateOutcome::Fail);
    // nvidia-smi prints the active reasons as a hex mask: GPU idle is no throttling, SW
    // thermal slowdown (0x20) is.
    run.extra["throttle_reasons"] = "0x0000000000000001";
    VERIFY_OUTCOME(checkThermalClocks(run), GateOutcome::Pass);
    run.extra["throttle_reasons"] = "0x0000000000000020";
    VERIFY_OUTCOME(checkThermalClocks(run), GateOutcome::Fail);
    // Clocks that moved 2385..2400 (0.6%) are steady; 2200..2400 (8.3%) are not.
    run.extra.erase("throttle_reasons");
    run.setMetric(QStringLiteral("sm_clock_mhz_min"), 2200);
    VERIFY_OUTCOME(checkThermalClocks(run), GateOutcome::Fail);
    QVERIFY(isThrottlingReason(QStringLiteral("HW Slowdown")));
    QVERIFY(!isThrottlingReason(QStringLiteral("clocks_event_reason_gpu_idle")));
    QVERIFY(!isThrottlingReason(QStringLiteral("Applications Clocks Setting")));
}

void TestRunGates::qualityCanaries()
{
    Run run = servingRun();
    VERIFY_OUTCOME(checkQualityCanaries(run), GateOutcome::Pass);

    // The 2-bit quality cliff's broken tool call: \name\ where "name" belongs.
    RunGateContext context;
    context.canaries = {
        {QStringLiteral("weather"), CanaryKind::ToolCall,
         QStringLiteral(R"({\name\: \get_weather\, \arguments\: {\city\: \Paris\}})"), QString()}};
    GateResult result = checkQualityCanaries(run, context);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("\\name\\")));

    context.canaries = {
        {QStringLiteral("json"), CanaryKind::Json, QStringLiteral("{\"city\": \"Paris\", "),
         QString()},
        {QStringLiteral("fenced"), CanaryKind::Json, QStringLiteral("```json\n{\"ok\": true}\n```"),
         QString()},
        {QStringLiteral("empty"), CanaryKind::Text, QStringLiteral("  "), QString()}};
    result = checkQualityCanaries(run, context);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("broken_canaries")), 2.0);

    context.canaries = {
        {QStringLiteral("capital"), CanaryKind::Text,
         QStringLiteral("The capital of France is Paris."), QStringLiteral("Paris")},
        {QStringLiteral("call"), CanaryKind::ToolCall,
         QStringLiteral(R"({"function": {"name": "f", "arguments": "{}"}})"), QString()}};
    VERIFY_OUTCOME(checkQualityCanaries(run, context), GateOutcome::Pass);
    context.canaries[0].expected = QStringLiteral("Lyon");
    VERIFY_OUTCOME(checkQualityCanaries(run, context), GateOutcome::Fail);

    // KL of exactly 0 for a 4-bit model: the eval ran the reference.
    Run kl = perplexityRun();
    kl.setMetric(QStringLiteral("kl_mean"), 0.0);
    VERIFY_OUTCOME(checkQualityCanaries(kl), GateOutcome::Fail);
    kl.setMetric(QStringLiteral("kl_mean"), 0.021);
    verifyDoesNotApply(checkQualityCanaries(kl));

    run.extra.erase("canaries");
    verifyMissing(checkQualityCanaries(run));
}

void TestRunGates::contextReported()
{
    GateResult result = checkContextReported(servingRun());
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QCOMPARE(*result.evidenceValue(QStringLiteral("context_tokens")), 1024.0);

    Run run = servingRun();
    run.workload = {{"concurrency", 1}};
    run.metrics.erase(std::remove_if(run.metrics.begin(), run.metrics.end(),
                                     [](const MetricValue &m) {
                                         return m.name == QLatin1String("input_tokens_mean");
                                     }),
                      run.metrics.end());
    result = checkContextReported(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("output_tok_per_s")));

    // llama-bench tg128 is measured at 0 context: that is a context.
    VERIFY_OUTCOME(checkContextReported(llamaBenchRun(0, 128)), GateOutcome::Pass);
    Run quality;
    quality.format = RunFormat::LmEval;
    quality.setMetric(QStringLiteral("arc_challenge.acc"), 0.52);
    verifyDoesNotApply(checkContextReported(quality));
}

void TestRunGates::errors()
{
    VERIFY_OUTCOME(checkErrors(servingRun()), GateOutcome::Pass);
    Run run = servingRun();
    run.setMetric(QStringLiteral("completed"), 999);
    run.setMetric(QStringLiteral("failed"), 1); // 0.1%
    VERIFY_OUTCOME(checkErrors(run), GateOutcome::Warn);
    run.setMetric(QStringLiteral("completed"), 95);
    run.setMetric(QStringLiteral("failed"), 5); // 5%
    GateResult result = checkErrors(run);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("failed_pct")), 5.0);
    run.setMetric(QStringLiteral("completed"), 0);
    VERIFY_OUTCOME(checkErrors(run), GateOutcome::Fail);

    // Counted from the samples when no total was written.
    run = servingRun();
    run.metrics.clear();
    run.samples[0].error = QStringLiteral("HTTP 500");
    run.setMetric(QStringLiteral("output_tok_per_s"), 100.0);
    VERIFY_OUTCOME(checkErrors(run), GateOutcome::Fail); // 1 of 4

    run.samples.clear();
    verifyMissing(checkErrors(run));
    verifyDoesNotApply(checkErrors(llamaBenchRun(0, 128)));
}

void TestRunGates::gateIdsAndJson()
{
    QStringList ids;
    for (GateId gate : allGates())
        ids << gateId(gate);
    QCOMPARE(ids, (QStringList{QStringLiteral("ledger_bound"), QStringLiteral("output_length"),
                               QStringLiteral("fresh_response"), QStringLiteral("thermal_clocks"),
                               QStringLiteral("one_variable"), QStringLiteral("interleaving"),
                               QStringLiteral("sample_size"), QStringLiteral("quality_canary"),
                               QStringLiteral("context_reported"), QStringLiteral("errors"),
                               QStringLiteral("steady_state")}));
    QCOMPARE(gateOutcomeId(GateOutcome::NotApplicable), QStringLiteral("not-applicable"));

    Run run = servingRun();
    run.setMetric(QStringLiteral("median_tpot_ms"), 4.0);
    const GateResult result = checkLedgerBound(run);
    const nlohmann::json json = gateResultToJson(result);
    QCOMPARE(json["gate"], nlohmann::json("ledger_bound"));
    QCOMPARE(json["outcome"], nlohmann::json("fail"));
    QCOMPARE(QString::fromStdString(json["reason"].get<std::string>()), result.reason);
    const auto back = gateResultFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->outcome, result.outcome);
    QCOMPARE(back->reason, result.reason);
    QCOMPARE(back->evidence.size(), result.evidence.size());
    QCOMPARE(back->evidenceValue(QStringLiteral("predicted_tok_per_s")),
             result.evidenceValue(QStringLiteral("predicted_tok_per_s")));
    const GateResult missing = checkThermalClocks(run);
    QVERIFY(gateResultFromJson(gateResultToJson(missing))->missingEvidence());
    QVERIFY(!gateResultFromJson(nlohmann::json{{"gate", "nonsense"}, {"outcome", "pass"}}));
}

QTEST_GUILESS_MAIN(TestRunGates)
#include "tst_rungates.moc"
