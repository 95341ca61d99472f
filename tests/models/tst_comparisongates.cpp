// The comparison gates (one_variable, interleaving, sample_size, and the
// quality-after-quantizing half of quality_canary), the suggested status and the user's
// override. For each gate: a comparison that trips it, a clean one, and one without evidence.
#include "models/gates/comparisongates.h"
#include "models/gates/runjudgement.h"
#include "models/statistics/pairedcomparison.h"

#include <QtTest>

#include <cmath>

using namespace lanebook;

namespace {

const QDateTime kStart = QDateTime(QDate(2026, 7, 2), QTime(23, 0), Qt::UTC);

Run armRun(const QString &label, const nlohmann::json &config, double tokPerS, int minute)
{
    Run run;
    run.label = label;
    run.config = config;
    run.workload = {{"concurrency", 64},
                    {"input_tokens", 4096},
                    {"output_tokens", 256},
                    {"input_tokens_mean", 4096.0 - minute * 0.1}};
    run.startedAt = kStart.addSecs(60 * minute);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return run;
}

const nlohmann::json kControl{{"runtime", "vllm"},
                              {"runtime_version", "0.9.1"},
                              {"gpu", "NVIDIA H200"},
                              {"quantization", "fp8"},
                              {"num_speculative_tokens", 3}};

nlohmann::json candidateConfig()
{
    nlohmann::json config = kControl;
    config["quantization"] = "nvfp4";
    return config;
}

// Interleaved A,B,A,B... with `repeats` per arm; candidate `ratio` times the control.
void wave(std::vector<Run> &control, std::vector<Run> &candidate, int repeats, double ratio,
          const std::vector<double> &controlValues = {100, 102, 99, 101, 100, 98, 101, 100})
{
    control.clear();
    candidate.clear();
    for (int i = 0; i < repeats; ++i) {
        const double a = controlValues[size_t(i) % controlValues.size()];
        control.push_back(armRun(QStringLiteral("a%1").arg(i), kControl, a, 2 * i));
        candidate.push_back(
            armRun(QStringLiteral("b%1").arg(i), candidateConfig(), a * ratio, 2 * i + 1));
    }
}

std::vector<double> metricOf(const std::vector<Run> &runs)
{
    std::vector<double> values;
    for (const Run &run : runs)
        values.push_back(*run.metricValue(QStringLiteral("output_tok_per_s")));
    return values;
}

ComparisonGateContext pairedContext(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate)
{
    ComparisonGateContext context;
    context.paired =
        stats::comparePaired(metricOf(control), metricOf(candidate), stats::ComparisonOptions{});
    return context;
}

#define VERIFY_OUTCOME(result, expected)                                                           \
    do {                                                                                           \
        const GateResult r_ = (result);                                                            \
        QVERIFY2(r_.outcome == (expected),                                                         \
                 qPrintable(gateOutcomeId(r_.outcome) + QStringLiteral(": ") + r_.reason));        \
    } while (false)

void verifyMissing(const GateResult &result)
{
    QVERIFY2(result.missingEvidence(),
             qPrintable(gateOutcomeId(result.outcome) + QStringLiteral(": ") + result.reason));
}

} // namespace

class TestComparisonGates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneVariable();
    void oneVariableWithinArmAndUnverified();
    void oneVariableCountsOutsideHeldFixed();
    void oneVariableCountsTwoKeysOfOneGroup();
    void oneVariableArgvAndMechanical();
    void oneVariableDeclared();
    void oneVariableDeclaredByGroup();
    void acceptanceAsCovariate();
    void powerLimitAndEnergyCounter();
    void interleaving();
    void interleavingRepeatsAndProcesses();
    void sampleSize();
    void sampleSizeUnderpoweredAndAcceptance();
    void qualityAfterQuantizing();
    void qualityAfterQuantizingReadsEveryScoreTheArmsShare();
    void suggestedStatusAndOverride();
    void judgeComparisonCarriesRunGates();
};

void TestComparisonGates::oneVariable()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 6, 1.1);
    GateResult result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY(result.reason.contains(QLatin1String("quantization")));
    QVERIFY(result.reason.contains(QLatin1String("nvfp4")));

    // The classic invalid comparison: quantization, K, context and runtime all moved.
    for (Run &run : candidate) {
        run.config["num_speculative_tokens"] = 5;
        run.config["runtime"] = "trtllm";
        run.workload["input_tokens"] = 8192;
    }
    result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("held_fixed_changed")), 4.0);

    // A/A: the same recipe in both arms.
    wave(control, candidate, 3, 1.0);
    for (Run &run : candidate)
        run.config = kControl;
    VERIFY_OUTCOME(checkOneVariable(control, candidate), GateOutcome::Pass);

    // A change outside the held-fixed list (a batching knob) is one variable too.
    for (Run &run : candidate)
        run.config["max_num_batched_tokens"] = 16384;
    VERIFY_OUTCOME(checkOneVariable(control, candidate), GateOutcome::Pass);

    verifyMissing(checkOneVariable(control, {}));
    std::vector<Run> bare(3);
    verifyMissing(checkOneVariable(bare, bare));
}

void TestComparisonGates::oneVariableWithinArmAndUnverified()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    // One control run on a different runtime version: the arm is not one recipe.
    control[2].config["runtime_version"] = "0.8.5";
    GateResult result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("control")));

    // The candidate does not record its runtime version at all: cannot tell.
    wave(control, candidate, 4, 1.1);
    for (Run &run : candidate)
        run.config.erase("runtime_version");
    result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(result.reason.contains(QLatin1String("runtime")));
}

// A change outside the held-fixed groups counts, alongside one inside them.
void TestComparisonGates::oneVariableCountsOutsideHeldFixed()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1); // quantization differs
    for (Run &run : candidate)
        run.config["max_num_batched_tokens"] = 16384;
    const GateResult result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("max_num_batched_tokens")));
    QVERIFY(result.reason.contains(QLatin1String("quantization")));
    QCOMPARE(*result.evidenceValue(QStringLiteral("counted_differences")), 2.0);
}

// Two keys of one held-fixed group are two changes: the weights' dtype and the KV cache's.
void TestComparisonGates::oneVariableCountsTwoKeysOfOneGroup()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    for (Run &run : candidate)
        run.config["kv_cache_dtype"] = "fp8_e5m2";
    for (Run &run : control)
        run.config["kv_cache_dtype"] = "auto";
    const GateResult result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("kv_cache_dtype")));
    QCOMPARE(*result.evidenceValue(QStringLiteral("held_fixed_changed")), 1.0);
    QCOMPARE(*result.evidenceValue(QStringLiteral("counted_differences")), 2.0);
}

void TestComparisonGates::oneVariableArgvAndMechanical()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    const auto setArgv = [](std::vector<Run> &arm, const char *port, const char *threads,
                            const char *quant) {
        for (Run &run : arm) {
            run.config = kControl;
            run.config["argv"] = {"llama-server", "-m", "m.gguf", "--port", port, "-t", threads};
            run.config["config_name"] = port;
            run.config["quantization"] = quant;
        }
    };
    // One flag and the port: the port is mechanical, the threads are the variable.
    setArgv(control, "18081", "1", "fp8");
    setArgv(candidate, "18082", "2", "fp8");
    GateResult result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY(result.reason.contains(QStringLiteral("config.argv.-t: 1 → 2")));
    QVERIFY(result.reason.contains(QLatin1String("config.argv.--port")));
    QCOMPARE(*result.evidenceValue(QStringLiteral("mechanical_differences")), 2.0);

    // The threads and the quantization: two changes, both named.
    setArgv(candidate, "18082", "2", "nvfp4");
    result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("config.argv.-t")));
    QVERIFY(result.reason.contains(QLatin1String("nvfp4")));

    // Repeats of one arm on other ports are still one recipe.
    setArgv(candidate, "18082", "2", "fp8");
    candidate[1].config["argv"][4] = "18090";
    VERIFY_OUTCOME(checkOneVariable(control, candidate), GateOutcome::Pass);
    // ... but not with another flag value.
    candidate[2].config["argv"][6] = "4";
    result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("candidate")));
}

// The arms differ in quantization (the variable), and both record speculative acceptance:
// when it moved by more than its run-to-run spread the one_variable gate warns; when it held, or
// when speculation is what differs, it does not.
void TestComparisonGates::acceptanceAsCovariate()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    const auto setAcceptance = [](std::vector<Run> &runs, std::vector<double> rates) {
        for (size_t i = 0; i < runs.size(); ++i)
            runs[i].setMetric(QStringLiteral("spec_acceptance_rate"), rates[i % rates.size()]);
    };
    // Not recorded: nothing to say, and one_variable is as before.
    VERIFY_OUTCOME(checkAcceptanceCovariate(control, candidate), GateOutcome::NotApplicable);
    const GateResult before =
        comparisonGates(control, candidate, pairedContext(control, candidate))[0];

    setAcceptance(control, {71.0, 72.0, 70.5, 71.5});
    setAcceptance(candidate, {58.0, 59.5, 57.0, 58.5});
    GateResult result = checkAcceptanceCovariate(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QCOMPARE(result.gate, GateId::OneVariable);
    QCOMPARE(*result.evidenceValue(QStringLiteral("control_acceptance_pct")), 71.25);
    QCOMPARE(*result.evidenceValue(QStringLiteral("candidate_acceptance_pct")), 58.25);
    QVERIFY(result.reason.contains(QLatin1String("control 71.2%, candidate 58.2%")) ||
            result.reason.contains(QLatin1String("control 71.3%, candidate 58.3%")));
    // Merged into one_variable: the comparison says both.
    const GateResult merged =
        comparisonGates(control, candidate, pairedContext(control, candidate))[0];
    QCOMPARE(merged.gate, GateId::OneVariable);
    VERIFY_OUTCOME(merged, GateOutcome::Warn);
    QVERIFY(merged.reason.contains(before.reason));
    QVERIFY(merged.reason.contains(QLatin1String("Speculative acceptance differs")));

    // Within the spread: the noisy arms overlap.
    setAcceptance(candidate, {69.0, 73.5, 68.0, 74.0});
    VERIFY_OUTCOME(checkAcceptanceCovariate(control, candidate), GateOutcome::Pass);
    // A covariate that passes adds nothing to one_variable's say.
    QCOMPARE(comparisonGates(control, candidate, pairedContext(control, candidate))[0], before);

    // Speculation is the variable (declared, or the setting that differs): no warning.
    setAcceptance(candidate, {58.0, 59.5, 57.0, 58.5});
    const DeclaredVariable draft{QStringLiteral("draft depth"),
                                 {QStringLiteral("num_speculative_tokens")}};
    VERIFY_OUTCOME(checkAcceptanceCovariate(control, candidate, draft), GateOutcome::NotApplicable);
    for (Run &run : candidate) {
        run.config = kControl;
        run.config["num_speculative_tokens"] = 5;
    }
    VERIFY_OUTCOME(checkAcceptanceCovariate(control, candidate), GateOutcome::NotApplicable);
    QVERIFY(isSpeculativeKey(QStringLiteral("config.argv.--speculative-config")));
    QVERIFY(!isSpeculativeKey(QStringLiteral("config.quantization")));

    // One run with acceptance on a side: no spread to judge by.
    std::vector<Run> one(control.begin(), control.begin() + 1);
    for (Run &run : candidate)
        run.config = candidateConfig();
    VERIFY_OUTCOME(checkAcceptanceCovariate(one, candidate), GateOutcome::NotApplicable);
}

// The GPUs' power limit is no config key, yet it moves speed and energy: arms at different
// limits, a limit changed during a run and an energy counter that went backwards each warn
// under one_variable; equal limits pass; no telemetry, nothing to say.
void TestComparisonGates::powerLimitAndEnergyCounter()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    VERIFY_OUTCOME(checkTelemetryCovariates(control, candidate), GateOutcome::NotApplicable);
    const auto setLimit = [](std::vector<Run> &runs, double low, double high) {
        for (Run &run : runs)
            run.extra["power_limit_w"] = {{"min", low}, {"max", high}};
    };
    setLimit(control, 700.0, 700.0);
    setLimit(candidate, 700.0, 700.0);
    GateResult result = checkTelemetryCovariates(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY(result.reason.contains(QLatin1String("700 W")));

    setLimit(candidate, 600.0, 600.0);
    result = checkTelemetryCovariates(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY2(result.reason.contains(QLatin1String("control 700 W, candidate 600 W")),
             qPrintable(result.reason));
    QCOMPARE(*result.evidenceValue(QStringLiteral("candidate_power_limit_w")), 600.0);
    // In the comparison's gates, under one_variable.
    const GateResult merged =
        comparisonGates(control, candidate, pairedContext(control, candidate))[0];
    QCOMPARE(merged.gate, GateId::OneVariable);
    VERIFY_OUTCOME(merged, GateOutcome::Warn);
    QVERIFY(merged.reason.contains(QLatin1String("power limit differs")));

    setLimit(candidate, 700.0, 700.0);
    // Two GPUs at different caps are not a change; one GPU's cap lowered during the run is.
    candidate[2].extra["power_limit_w"] = {{"min", 700.0}, {"max", 700.0}, {"changed", true}};
    result = checkTelemetryCovariates(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY2(result.reason.contains(QLatin1String("The power limit changed during run b2.")),
             qPrintable(result.reason));

    candidate[2].extra["power_limit_w"] = {{"min", 700.0}, {"max", 700.0}};
    control[1].extra["energy"] = {{"method", "counter"}, {"counter_wrapped", true}};
    result = checkTelemetryCovariates(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY2(result.reason.contains(QLatin1String("energy counter of run a1 went backwards")),
             qPrintable(result.reason));
}

void TestComparisonGates::oneVariableDeclared()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    for (Run &run : control) {
        run.config = kControl;
        run.config["argv"] = {"vllm", "serve", "m"};
    }
    for (Run &run : candidate) {
        run.config = kControl;
        run.config["argv"] = {
            "vllm", "serve", "m", "--speculative-model", "d", "--num-speculative-tokens", "5"};
    }
    // Undeclared, one change in two flags fails.
    VERIFY_OUTCOME(checkOneVariable(control, candidate), GateOutcome::Fail);

    const DeclaredVariable speculation{
        QStringLiteral("speculative decoding"),
        {QStringLiteral("--speculative-model"), QStringLiteral("num-speculative-tokens")}};
    GateResult result = checkOneVariable(control, candidate, speculation);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY(result.reason.contains(QLatin1String("speculative decoding")));
    QVERIFY(result.reason.contains(QLatin1String("config.argv.--num-speculative-tokens")));
    QCOMPARE(*result.evidenceValue(QStringLiteral("counted_differences")), 1.0);

    // The declaration covers only its keys: another change still fails.
    for (Run &run : candidate)
        run.config["runtime_version"] = "0.9.2";
    VERIFY_OUTCOME(checkOneVariable(control, candidate, speculation), GateOutcome::Fail);

    // Carried by a wave's runs.
    for (Run &run : candidate) {
        run.config["runtime_version"] = kControl["runtime_version"];
        run.extra["variable_under_test"] = {
            {"name", "speculation"}, {"keys", {"--speculative-model", "--num-speculative-tokens"}}};
    }
    VERIFY_OUTCOME(checkOneVariable(control, candidate), GateOutcome::Pass);
    ComparisonGateContext context;
    context.variable = speculation;
    VERIFY_OUTCOME(comparisonGates(control, candidate, context).front(), GateOutcome::Pass);
}

void TestComparisonGates::oneVariableDeclaredByGroup()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1);
    const auto setArgv = [](std::vector<Run> &arm, const char *quant, const char *kv,
                            const char *seqs) {
        for (Run &run : arm) {
            run.config = kControl;
            run.config["argv"] = {
                "vllm", "serve",          "m", "--quantization", quant, "--kv-cache-dtype",
                kv,     "--max-num-seqs", seqs};
        }
    };
    // Weights and KV cache to fp8: two flags of one held-fixed group, named by the group.
    setArgv(control, "none", "auto", "256");
    setArgv(candidate, "fp8", "fp8", "256");
    const DeclaredVariable quantization{QStringLiteral("quantization"),
                                        {QStringLiteral("quantization")}};
    GateResult result = checkOneVariable(control, candidate, quantization);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY2(result.reason.contains(QLatin1String("config.argv.--kv-cache-dtype")),
             qPrintable(result.reason));
    QCOMPARE(*result.evidenceValue(QStringLiteral("counted_differences")), 1.0);

    // A second setting changed with it: the gate fails and names both.
    setArgv(candidate, "fp8", "fp8", "512");
    result = checkOneVariable(control, candidate, quantization);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY2(result.reason.contains(QLatin1String("quantization")), qPrintable(result.reason));
    QVERIFY2(result.reason.contains(QStringLiteral("config.argv.--max-num-seqs: 256 → 512")),
             qPrintable(result.reason));

    // Only the other setting changed: the comparison does not measure the declared variable.
    setArgv(candidate, "none", "auto", "512");
    VERIFY_OUTCOME(checkOneVariable(control, candidate), GateOutcome::Pass); // undeclared: one
    for (Run &run : candidate)
        run.extra["variable_under_test"] = {{"name", "quantization"}, {"keys", {"quantization"}}};
    result = checkOneVariable(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY2(result.reason.contains(QLatin1String("declared variable quantization")),
             qPrintable(result.reason));
    QVERIFY2(result.reason.contains(QLatin1String("--max-num-seqs")), qPrintable(result.reason));
}

void TestComparisonGates::interleaving()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 4, 1.1); // A B A B A B A B
    VERIFY_OUTCOME(checkInterleaving(control, candidate), GateOutcome::Pass);

    // AAAA then BBBB.
    for (int i = 0; i < 4; ++i) {
        control[size_t(i)].startedAt = kStart.addSecs(60 * i);
        candidate[size_t(i)].startedAt = kStart.addSecs(60 * (10 + i));
    }
    GateResult result = checkInterleaving(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("AAAA")));

    // A B B B A A B A: not blocked, but three in a row.
    const int order[8] = {0, 1, 1, 1, 0, 0, 1, 0};
    int a = 0;
    int b = 0;
    for (int slot = 0; slot < 8; ++slot) {
        Run &run = order[slot] == 0 ? control[size_t(a++)] : candidate[size_t(b++)];
        run.startedAt = kStart.addSecs(60 * slot);
    }
    VERIFY_OUTCOME(checkInterleaving(control, candidate), GateOutcome::Warn);

    // Side by side on two GPUs: each slot starts both arms at the same second.
    for (int i = 0; i < 4; ++i) {
        control[size_t(i)].startedAt = kStart.addSecs(300 * i);
        candidate[size_t(i)].startedAt = kStart.addSecs(300 * i);
    }
    VERIFY_OUTCOME(checkInterleaving(control, candidate), GateOutcome::Pass);

    // Without start times the order cannot be judged.
    for (Run &run : control)
        run.startedAt = QDateTime();
    verifyMissing(checkInterleaving(control, candidate));
}

void TestComparisonGates::interleavingRepeatsAndProcesses()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 2, 1.1);
    GateResult result = checkInterleaving(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("2 repeat")));

    // Three runs, but all three in one server process: one repeat, not three.
    wave(control, candidate, 3, 1.1);
    for (Run &run : candidate)
        run.extra["server_pid"] = 4242;
    for (size_t i = 0; i < control.size(); ++i)
        control[i].extra["server_pid"] = int(1000 + i);
    result = checkInterleaving(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QCOMPARE(*result.evidenceValue(QStringLiteral("repeats_candidate")), 1.0);
    QCOMPARE(*result.evidenceValue(QStringLiteral("repeats_control")), 3.0);

    // Repeats count per workload point: 6 runs over two concurrencies are 3 each.
    wave(control, candidate, 6, 1.1);
    for (size_t i = 0; i < 6; ++i) {
        control[i].workload["concurrency"] = i % 2 ? 256 : 64;
        candidate[i].workload["concurrency"] = i % 2 ? 256 : 64;
    }
    VERIFY_OUTCOME(checkInterleaving(control, candidate), GateOutcome::Pass);
    control.pop_back();
    VERIFY_OUTCOME(checkInterleaving(control, candidate), GateOutcome::Fail);
    verifyMissing(checkInterleaving({}, candidate));
}

void TestComparisonGates::sampleSize()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    // 8 pairs, candidate 10% faster with a little noise: the interval clears the band.
    wave(control, candidate, 8, 1.10);
    candidate[3].setMetric(QStringLiteral("output_tok_per_s"), 101 * 1.12);
    candidate[5].setMetric(QStringLiteral("output_tok_per_s"), 98 * 1.09);
    ComparisonGateContext context = pairedContext(control, candidate);
    QCOMPARE(context.paired->verdict, stats::Verdict::Faster);
    GateResult result = checkSampleSize(control, candidate, context);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QCOMPARE(*result.evidenceValue(QStringLiteral("pairs")), 8.0);

    // A 0.3% "win" is inside the 1% band: no claim.
    wave(control, candidate, 8, 1.003);
    candidate[2].setMetric(QStringLiteral("output_tok_per_s"), 99 * 1.001);
    context = pairedContext(control, candidate);
    result = checkSampleSize(control, candidate, context);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(result.reason.contains(QLatin1String("noise band")));

    // Three pairs support nothing (the exact interval needs six).
    wave(control, candidate, 3, 1.10);
    context = pairedContext(control, candidate);
    result = checkSampleSize(control, candidate, context);
    VERIFY_OUTCOME(result, GateOutcome::Fail);

    // No comparison computed.
    verifyMissing(checkSampleSize(control, candidate, ComparisonGateContext{}));
}

void TestComparisonGates::sampleSizeUnderpoweredAndAcceptance()
{
    // Six pairs whose log ratios are all positive but spread widely (1.5% .. 40%): the exact
    // interval [+1.5%, +40%] clears the band, yet sd(d) / sqrt(2) ~ 11% asks the planner for
    // 2 (2.8 x 11 / 14)^2 ~ 10 pairs. A lucky call.
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 6, 1.0, {100, 100, 100, 100, 100, 100});
    const double gains[6] = {1.015, 1.02, 1.03, 1.20, 1.30, 1.40};
    for (size_t i = 0; i < 6; ++i)
        candidate[i].setMetric(QStringLiteral("output_tok_per_s"), 100 * gains[i]);
    ComparisonGateContext context = pairedContext(control, candidate);
    QCOMPARE(context.paired->verdict, stats::Verdict::Faster);
    GateResult result = checkSampleSize(control, candidate, context);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(*result.evidenceValue(QStringLiteral("pairs_needed")) > 6.0);

    // Acceptance 70% vs 71% over 2,000 draft tokens per arm: a one-point difference needs
    // about p (1 - p) (1.96 / 0.01)^2 = 0.705 x 0.295 x 38416 = 7,990 draft tokens.
    wave(control, candidate, 8, 1.10);
    for (Run &run : control) {
        run.setMetric(QStringLiteral("spec_acceptance_rate"), 0.70);
        run.setMetric(QStringLiteral("spec_draft_tokens"), 250);
    }
    for (Run &run : candidate) {
        run.setMetric(QStringLiteral("spec_acceptance_rate"), 0.71);
        run.setMetric(QStringLiteral("spec_draft_tokens"), 250);
    }
    // Even without a tok/s comparison the acceptance claim is short of draft tokens.
    VERIFY_OUTCOME(checkSampleSize(control, candidate, ComparisonGateContext{}), GateOutcome::Warn);
    result = checkSampleSize(control, candidate, pairedContext(control, candidate));
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(qAbs(*result.evidenceValue(QStringLiteral("draft_tokens_needed")) - 7990) <= 2);
    for (Run &run : candidate)
        run.setMetric(QStringLiteral("spec_draft_tokens"), 1500); // 12,000 per arm, control 2,000
    VERIFY_OUTCOME(checkSampleSize(control, candidate, pairedContext(control, candidate)),
                   GateOutcome::Warn);
    for (Run &run : control)
        run.setMetric(QStringLiteral("spec_draft_tokens"), 1500);
    VERIFY_OUTCOME(checkSampleSize(control, candidate, pairedContext(control, candidate)),
                   GateOutcome::Pass);
}

void TestComparisonGates::qualityAfterQuantizing()
{
    // BF16 control, NVFP4 candidate (4.5 bits). Perplexity 6.10 +- 0.04 vs 5.80 +- 0.04: an
    // improvement of 0.30 against 2 x sqrt(0.04^2 + 0.04^2) = 0.113 of noise. A bug.
    const nlohmann::json bf16{{"runtime", "llama.cpp"}, {"dtype", "bf16"}};
    const nlohmann::json nvfp4{{"runtime", "llama.cpp"}, {"quantization", "nvfp4"}};
    std::vector<Run> control{armRun(QStringLiteral("ref"), bf16, 0, 0)};
    std::vector<Run> candidate{armRun(QStringLiteral("q"), nvfp4, 0, 1)};
    control[0].setMetric(QStringLiteral("perplexity"), 6.10);
    control[0].setMetric(QStringLiteral("perplexity_stderr"), 0.04);
    candidate[0].setMetric(QStringLiteral("perplexity"), 5.80);
    candidate[0].setMetric(QStringLiteral("perplexity_stderr"), 0.04);
    GateResult result = checkQualityAfterQuantizing(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("perplexity")));
    // Within noise (6.05) or worse (6.25) is what quantization looks like.
    candidate[0].setMetric(QStringLiteral("perplexity"), 6.05);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(control, candidate), GateOutcome::Pass);
    candidate[0].setMetric(QStringLiteral("perplexity"), 6.25);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(control, candidate), GateOutcome::Pass);
    // The arms swapped: the more-quantized arm is found by its bits, not its role.
    VERIFY_OUTCOME(checkQualityAfterQuantizing(candidate, control), GateOutcome::Pass);

    // Acceptance up after quantizing the target, 70% -> 74% over 50,000 draft tokens each:
    // se = sqrt(0.7 x 0.3 / 5e4 + 0.74 x 0.26 / 5e4) = 0.0028, so +4 points is z = 14.
    control[0].setMetric(QStringLiteral("spec_acceptance_rate"), 0.70);
    control[0].setMetric(QStringLiteral("spec_draft_tokens"), 50000);
    candidate[0].setMetric(QStringLiteral("spec_acceptance_rate"), 0.74);
    candidate[0].setMetric(QStringLiteral("spec_draft_tokens"), 50000);
    result = checkQualityAfterQuantizing(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("acceptance")));
    // Without draft-token counts the same rise can only warn.
    control[0].metrics.pop_back();
    candidate[0].metrics.pop_back();
    VERIFY_OUTCOME(checkQualityAfterQuantizing(control, candidate), GateOutcome::Warn);

    // KL to the reference lower for the more-quantized arm (Q4 below Q8).
    std::vector<Run> q8{armRun(QStringLiteral("q8"), {{"file_type", "Q8_0"}}, 0, 0)};
    std::vector<Run> q4{armRun(QStringLiteral("q4"), {{"file_type", "Q4_K - Medium"}}, 0, 1)};
    q8[0].setMetric(QStringLiteral("kl_mean"), 0.004);
    q4[0].setMetric(QStringLiteral("kl_mean"), 0.001);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(q8, q4), GateOutcome::Fail);
    q4[0].setMetric(QStringLiteral("kl_mean"), 0.021);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(q8, q4), GateOutcome::Pass);

    // Not applicable: same bits, no shared metric; missing: bits unknown.
    result = checkQualityAfterQuantizing(q8, q8);
    QVERIFY(result.outcome == GateOutcome::NotApplicable && !result.missingEvidence());
    std::vector<Run> plain{armRun(QStringLiteral("p"), kControl, 100, 0)};
    result = checkQualityAfterQuantizing(plain, plain);
    QVERIFY(result.outcome == GateOutcome::NotApplicable && !result.missingEvidence());
    q4[0].config = {{"runtime", "llama.cpp"}};
    verifyMissing(checkQualityAfterQuantizing(q8, q4));
}

// Every quality metric both arms record is read, not only the five with rules of their own:
// an lm-eval task (with its filter), a llama-perplexity score, KL p99.
void TestComparisonGates::qualityAfterQuantizingReadsEveryScoreTheArmsShare()
{
    std::vector<Run> q8{armRun(QStringLiteral("q8"), {{"file_type", "Q8_0"}}, 0, 0)};
    std::vector<Run> q4{armRun(QStringLiteral("q4"), {{"file_type", "Q4_K - Medium"}}, 0, 1)};
    // ARC accuracy 0.52 +- 0.01 at 8 bits, 0.50 +- 0.01 at 4: what quantizing looks like.
    q8[0].setMetric(QStringLiteral("arc_challenge.acc"), 0.52);
    q8[0].setMetric(QStringLiteral("arc_challenge.acc_stderr"), 0.01);
    q4[0].setMetric(QStringLiteral("arc_challenge.acc"), 0.50);
    q4[0].setMetric(QStringLiteral("arc_challenge.acc_stderr"), 0.01);
    GateResult result = checkQualityAfterQuantizing(q8, q4);
    VERIFY_OUTCOME(result, GateOutcome::Pass);
    QVERIFY2(result.reason.contains(QLatin1String("arc_challenge.acc")), qPrintable(result.reason));
    QCOMPARE(result.evidenceValue(QStringLiteral("arc_challenge.acc_quantized")).value_or(0), 0.50);
    // 0.58 at 4 bits: up by 0.06 against 2 x sqrt(2) x 0.01 = 0.028 of noise. A bug.
    q4[0].setMetric(QStringLiteral("arc_challenge.acc"), 0.58);
    result = checkQualityAfterQuantizing(q8, q4);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY(result.reason.contains(QLatin1String("arc_challenge.acc rose from 0.52 to 0.58")));

    // lm-eval's filtered names keep the filter after the stderr: gsm8k 0.40 +- 0.01 at 8 bits,
    // 0.41 +- 0.01 at 4 is within noise.
    std::vector<Run> a{armRun(QStringLiteral("q8"), {{"file_type", "Q8_0"}}, 0, 0)};
    std::vector<Run> b{armRun(QStringLiteral("q4"), {{"file_type", "Q4_K - Medium"}}, 0, 1)};
    a[0].setMetric(QStringLiteral("gsm8k.exact_match,strict-match"), 0.40);
    a[0].setMetric(QStringLiteral("gsm8k.exact_match_stderr,strict-match"), 0.01);
    b[0].setMetric(QStringLiteral("gsm8k.exact_match,strict-match"), 0.41);
    b[0].setMetric(QStringLiteral("gsm8k.exact_match_stderr,strict-match"), 0.01);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(a, b), GateOutcome::Pass);
    b[0].setMetric(QStringLiteral("gsm8k.exact_match,strict-match"), 0.46);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(a, b), GateOutcome::Fail);

    // KL p99 (lower is better) lower after quantizing, with no standard error: a warning.
    std::vector<Run> c{armRun(QStringLiteral("q8"), {{"file_type", "Q8_0"}}, 0, 0)};
    std::vector<Run> d{armRun(QStringLiteral("q4"), {{"file_type", "Q4_K - Medium"}}, 0, 1)};
    c[0].setMetric(QStringLiteral("kl_p99"), 0.20);
    d[0].setMetric(QStringLiteral("kl_p99"), 0.15);
    result = checkQualityAfterQuantizing(c, d);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY(result.reason.contains(QLatin1String("kl_p99 fell from 0.2 to 0.15")));
    d[0].setMetric(QStringLiteral("kl_p99"), 0.90);
    VERIFY_OUTCOME(checkQualityAfterQuantizing(c, d), GateOutcome::Pass);

    // A score only one arm records is not shared.
    std::vector<Run> e{armRun(QStringLiteral("q4"), {{"file_type", "Q4_K - Medium"}}, 0, 1)};
    e[0].setMetric(QStringLiteral("hellaswag.acc"), 0.7);
    result = checkQualityAfterQuantizing(q8, e);
    QVERIFY(result.outcome == GateOutcome::NotApplicable && !result.missingEvidence());
}

void TestComparisonGates::suggestedStatusAndOverride()
{
    const GateResult pass = gatePass(GateId::Errors, QStringLiteral("All 10 succeeded."));
    const GateResult warn = gateWarn(GateId::ThermalClocks, QStringLiteral("Clocks unlocked."));
    const GateResult fail = gateFail(GateId::LedgerBound, QStringLiteral("Beats physics."));
    const GateResult missing = gateMissingEvidence(GateId::FreshResponse, QStringLiteral("?"));
    const GateResult skip = gateDoesNotApply(GateId::QualityCanary, QStringLiteral("n/a"));

    QCOMPARE(suggestStatus({pass, skip}).status, RunStatus::Valid);
    QCOMPARE(suggestStatus({pass, missing, skip}).status, RunStatus::Inconclusive);
    QCOMPARE(suggestStatus({pass, warn, missing}).status, RunStatus::Diagnostic);
    const StatusSuggestion invalid = suggestStatus({warn, pass, fail, missing});
    QCOMPARE(invalid.status, RunStatus::Invalid);
    // Reasons: fails first, then warns, then what is missing.
    QCOMPARE(invalid.reasons.size(), 3);
    QVERIFY(invalid.reasons[0].contains(QLatin1String("Beats physics.")));
    QVERIFY(invalid.reasons[1].contains(QLatin1String("Clocks unlocked.")));
    QCOMPARE(suggestStatus({skip}).status, RunStatus::Inconclusive);

    Judgement judgement;
    judgement.gates = {pass, fail};
    judgement.suggestion = suggestStatus(judgement.gates);
    QCOMPARE(judgement.effectiveStatus(), RunStatus::Invalid);
    QVERIFY(!judgement.overrideWith(RunStatus::Valid, QStringLiteral("   ")));
    QCOMPARE(judgement.effectiveStatus(), RunStatus::Invalid);
    QVERIFY(judgement.overrideWith(
        RunStatus::SupportOnly, QStringLiteral("B_token in the config was a typo; rerun queued")));
    QCOMPARE(judgement.effectiveStatus(), RunStatus::SupportOnly);

    const nlohmann::json json = judgementToJson(judgement);
    QCOMPARE(json["suggested_status"], nlohmann::json("invalid"));
    QCOMPARE(json["override"]["status"], nlohmann::json("support-only"));
    const auto back = judgementFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->gates.size(), size_t(2));
    QCOMPARE(back->effectiveStatus(), RunStatus::SupportOnly);
    QCOMPARE(back->suggestion.status, RunStatus::Invalid);
    judgement.clearOverride();
    QCOMPARE(judgement.effectiveStatus(), RunStatus::Invalid);
}

void TestComparisonGates::judgeComparisonCarriesRunGates()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    wave(control, candidate, 8, 1.10);
    candidate[3].setMetric(QStringLiteral("output_tok_per_s"), 101 * 1.12);
    // One candidate run lost 10% of its requests.
    candidate[4].setMetric(QStringLiteral("completed"), 90);
    candidate[4].setMetric(QStringLiteral("failed"), 10);
    const Judgement judgement =
        judgeComparison(control, candidate, pairedContext(control, candidate));
    QCOMPARE(judgement.suggestion.status, RunStatus::Invalid);
    const auto errors = std::find_if(judgement.gates.begin(), judgement.gates.end(),
                                     [](const GateResult &r) { return r.gate == GateId::Errors; });
    QVERIFY(errors != judgement.gates.end());
    QCOMPARE(errors->outcome, GateOutcome::Fail);
    QVERIFY(errors->reason.startsWith(QLatin1String("b4: ")));
    // Each comparison gate appears once before the run gates.
    QCOMPARE(judgement.gates[0].gate, GateId::OneVariable);
    QCOMPARE(judgement.gates[1].gate, GateId::Interleaving);
    QCOMPARE(judgement.gates[2].gate, GateId::SampleSize);
}

QTEST_GUILESS_MAIN(TestComparisonGates)
#include "tst_comparisongates.moc"
