// Quality steps in a wave plan, and quality beside speed in a comparison: the plan's
// "quality" list read, validated (names, kinds, commands, placeholders, timeouts) and written
// back; placeholders filled; lm_eval's default command against the arm's own server; and a
// comparison whose arms carry quality runs: the quality shown per arm and read by the
// quality_canary gate (a quantized arm whose linked perplexity improves fails it).
#include "models/comparison/comparisonreport.h"
#include "models/waves/waveplanjson.h"
#include "models/waves/wavequalitystep.h"

#include "comparisonfixture.h"

#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

nlohmann::json plan(const nlohmann::json &quality)
{
    return {{"name", "q"},
            {"configs",
             {{{"name", "bf16"},
               {"argv", {"server"}},
               {"base_url", "http://127.0.0.1:8000"},
               {"model", "m"}}}},
            {"arms", {{{"name", "A"}, {"config", "bf16"}, {"role", "control"}, {"gpus", {0}}}}},
            {"workload", {{"concurrency", 1}}},
            {"quality", quality}};
}

Run qualityRun(double perplexity, double stderrValue)
{
    Run run;
    run.format = RunFormat::LlamaPerplexity;
    run.setMetric(QStringLiteral("perplexity"), perplexity);
    run.setMetric(QStringLiteral("perplexity_stderr"), stderrValue);
    return run;
}

std::optional<GateResult> qualityGate(const ComparisonReport &report)
{
    for (const GateResult &gate : report.judgement.gates) {
        if (gate.gate == GateId::QualityCanary)
            return gate;
    }
    return std::nullopt;
}

} // namespace

class TestWaveQualityStep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsValidatesAndWritesBack()
    {
        const nlohmann::json steps = {
            {{"name", "kld"},
             {"kind", "perplexity"},
             {"argv",
              {"llama-perplexity", "-m", "/m/{config}.gguf", "--kl-divergence-base", "base.kld",
               "--kl-divergence"}},
             {"timeout_s", 900},
             {"when", "per_arm"}},
            {{"name", "arc"}, {"kind", "lm_eval"}, {"tasks", "arc_challenge"}, {"limit", 50}}};
        const WavePlanParse parsed = wavePlanFromJson(plan(steps));
        QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
        QCOMPARE(parsed.plan->quality.size(), size_t(2));
        const WaveQualityStep &kld = parsed.plan->quality[0];
        QCOMPARE(kld.kind, QualityStepKind::Perplexity);
        QCOMPARE(kld.when, QualityStepSchedule::PerArm);
        QCOMPARE(kld.timeoutS, 900.0);
        QCOMPARE(parsed.plan->quality[1].when, QualityStepSchedule::PerServerStart);
        // Written back, read again: the same plan.
        const WavePlanParse again = wavePlanFromJson(wavePlanToJson(*parsed.plan));
        QVERIFY2(again.plan, qPrintable(again.errors.join(u'\n')));
        QVERIFY(again.plan->quality == parsed.plan->quality);
    }

    void refusesBadSteps()
    {
        const WavePlanParse parsed = wavePlanFromJson(
            plan({{{"name", "a"}, {"kind", "perplexity"}, {"argv", "llama-perplexity -m x"}},
                  {{"name", "a"}, {"kind", "bleu"}, {"argv", {"x"}}},
                  {{"name", "b"}, {"kind", "command"}, {"argv", {"x", "{modle}"}}},
                  {{"name", "c"}, {"kind", "lm_eval"}},
                  {{"name", "d"}, {"argv", {"x"}}, {"timeout_s", 0}, {"when", "never"}},
                  {{"name", "e f"}, {"argv", {"x"}}, {"colour", "red"}}}));
        QVERIFY(!parsed.plan);
        const QString errors = parsed.errors.join(u'\n');
        for (const char *expected :
             {"quality[0].argv: expected a list of strings", "quality[1].kind: \"bleu\"",
              "quality[4].timeout_s", "quality[4].when: \"never\"",
              "quality[5].colour: unknown key"})
            QVERIFY2(errors.contains(QLatin1String(expected)), qPrintable(errors));
        // The shape is right, so the meaning is checked: names, placeholders, lm_eval's tasks.
        const WavePlanParse meaning =
            wavePlanFromJson(plan({{{"name", "a"}, {"argv", {"x"}}},
                                   {{"name", "a"}, {"argv", {"x"}}},
                                   {{"name", "b"}, {"argv", {"x", "--url={base_url}/{modle}"}}},
                                   {{"name", "c"}, {"kind", "lm_eval"}},
                                   {{"name", "e f"}, {"argv", {"x"}}},
                                   {{"name", "g"}, {"argv", nlohmann::json::array()}}}));
        QVERIFY(!meaning.plan);
        const QString more = meaning.errors.join(u'\n');
        for (const char *expected :
             {"quality[1].name: a second quality step named \"a\"",
              "quality[2].argv[1]: unknown placeholder {modle}", "quality[3].tasks",
              "quality[4].name: \"e f\"", "quality[5].argv: the command is empty"})
            QVERIFY2(more.contains(QLatin1String(expected)), qPrintable(more));
    }

    void fillsPlaceholdersAndDefaultsLmEval()
    {
        QualityStepPlaceholders values{QStringLiteral("http://127.0.0.1:8001"),
                                       QStringLiteral("glm5"),
                                       {2, 3},
                                       QStringLiteral("/tmp/q/out"),
                                       QStringLiteral("B"),
                                       QStringLiteral("nvfp4")};
        QCOMPARE(expandQualityArgv({QStringLiteral("eval"), QStringLiteral("{base_url}/v1"),
                                    QStringLiteral("--gpus={gpus}"),
                                    QStringLiteral("{out_dir}/{arm}-{config}-{model}.json")},
                                   values),
                 QStringList({QStringLiteral("eval"), QStringLiteral("http://127.0.0.1:8001/v1"),
                              QStringLiteral("--gpus=2,3"),
                              QStringLiteral("/tmp/q/out/B-nvfp4-glm5.json")}));
        WaveQualityStep lmEval;
        lmEval.kind = QualityStepKind::LmEval;
        lmEval.tasks = QStringLiteral("arc_challenge");
        lmEval.limit = 100;
        const QStringList argv = expandQualityArgv(lmEval.effectiveArgv(), values);
        QCOMPARE(argv.value(0), QStringLiteral("lm_eval"));
        QCOMPARE(argv.value(2), QStringLiteral("local-completions"));
        QVERIFY2(argv.value(4).contains(
                     QStringLiteral("model=glm5,base_url=http://127.0.0.1:8001/v1/completions")),
                 qPrintable(argv.join(u' ')));
        QVERIFY(argv.contains(QStringLiteral("/tmp/q/out")));
        QCOMPARE(argv.mid(argv.size() - 2),
                 QStringList({QStringLiteral("--limit"), QStringLiteral("100")}));
    }

    void comparisonShowsQualityBesideSpeedAndTheGateReadsIt()
    {
        Arms arms = interleavedWave({64}, 6, 1.3);
        numberRuns(arms);
        for (Run &run : arms.control)
            run.config["bits_per_weight"] = 16;
        for (Run &run : arms.candidate)
            run.config["bits_per_weight"] = 2.6;
        ComparisonRequest request;
        request.metricName = QStringLiteral("output_tok_per_s");

        // No quality runs: nothing beside speed, and the gate has no quality metric to read.
        const ComparisonReport bare = buildComparison(arms.control, arms.candidate, request);
        QVERIFY(bare.quality.empty());
        QCOMPARE(qualityGate(bare)->outcome, GateOutcome::NotApplicable);

        // The quantized arm's perplexity rose, as it should: shown, and the gate passes.
        request.controlQualityRuns = {qualityRun(6.10, 0.03), qualityRun(6.12, 0.03)};
        request.candidateQualityRuns = {qualityRun(7.45, 0.04)};
        const ComparisonReport honest = buildComparison(arms.control, arms.candidate, request);
        QCOMPARE(honest.quality.size(), size_t(1));
        QCOMPARE(honest.quality[0].metricName, QStringLiteral("perplexity"));
        QCOMPARE(*honest.quality[0].controlMedian, 6.11);
        QCOMPARE(honest.quality[0].controlRuns, 2);
        QCOMPARE(*honest.quality[0].candidateMedian, 7.45);
        QVERIFY(std::abs(*honest.quality[0].changePercent() - 21.93) < 0.01);
        QCOMPARE(qualityGate(honest)->outcome, GateOutcome::Pass);
        const nlohmann::json json = comparisonToJson(honest);
        QCOMPARE(json["quality"][0]["metric"].get<std::string>(), std::string("perplexity"));
        QCOMPARE(json["quality"][0]["candidate_median"].get<double>(), 7.45);

        // The 2.6-bit arm "improving" perplexity is a measurement bug: the gate fails.
        request.candidateQualityRuns = {qualityRun(5.20, 0.03)};
        const ComparisonReport bug = buildComparison(arms.control, arms.candidate, request);
        const auto gate = qualityGate(bug);
        QCOMPARE(gate->outcome, GateOutcome::Fail);
        QVERIFY2(gate->reason.contains(QStringLiteral("perplexity fell")),
                 qPrintable(gate->reason));
        // The quality runs are not compared as workload points.
        QCOMPARE(bug.points.size(), size_t(1));
        QCOMPARE(bug.points.front().controlRunIds.size(), size_t(6));
    }
};

QTEST_GUILESS_MAIN(TestWaveQualityStep)
#include "tst_wavequalitystep.moc"
