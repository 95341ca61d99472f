// The comparison builder (models/comparison): workload points, pairing, per-point statistics
// with Holm, the overall line, gates, and a message instead of a number whenever nothing can
// be computed.
#include "comparisonfixture.h"

#include "models/comparison/comparisonreport.h"
#include "models/frontier/slo.h"

#include <QtTest>

#include <cmath>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const GateResult *gateOf(const std::vector<GateResult> &gates, GateId id)
{
    for (const GateResult &gate : gates) {
        if (gate.gate == id)
            return &gate;
    }
    return nullptr;
}

} // namespace

class TestComparisonReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void interleavedWaveEightPercentFasterAtEveryPoint()
    {
        Arms arms = interleavedWave({10, 64}, 6, 1.08);
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(report.comparable);
        QCOMPARE(report.metricName, QStringLiteral("output_tok_per_s"));
        QVERIFY(report.metricChosenAutomatically);
        QCOMPARE(report.points.size(), size_t(2));
        for (const PointComparison &row : report.points) {
            QCOMPARE(row.pairing, PairingKind::RepeatSlot);
            QCOMPARE(row.pairs, 6);
            QCOMPARE(row.verdict, stats::Verdict::Faster);
            QVERIFY(*row.ciLowPercent > 0.0);
            QVERIFY(std::fabs(*row.deltaPercent - 8.0) < 1.0);
            // Holm over two points doubles the smaller p (0.03125 for six pairs all up).
            QVERIFY(*row.pValue >= *row.pValueRaw);
            QCOMPARE(*row.pValue, 0.0625);
            QCOMPARE(row.controlRunIds.size(), size_t(6));
        }
        QVERIFY(report.points[0].point.label().contains(QStringLiteral("concurrency 10")));
        QVERIFY(report.points[1].point.label().contains(QStringLiteral("concurrency 64")));
        QCOMPARE(report.overallMethod, OverallMethod::PooledPairs);
        QVERIFY(report.paired);
        QCOMPARE(report.pairs.value_or(0), 12);
        QCOMPARE(report.verdict, stats::Verdict::Faster);
        QVERIFY(*report.ciLowPercent > 0.0 && *report.ciHighPercent < 10.0);
        QVERIFY(*report.pValue < 0.01); // 12 pairs all up (ties: normal approximation)
        QVERIFY(report.noiseFloorPercent.has_value());
        QCOMPARE(report.noiseFloorSource, QStringLiteral("control repeats"));
        QVERIFY(report.detectableEffectPercent.has_value());
        QVERIFY(report.message.isEmpty());

        // Config diff: the one held-fixed change, flagged.
        const auto changed = report.configDiff.changedHeldFixed();
        QCOMPARE(changed.size(), size_t(1));
        QCOMPARE(changed.front(), HeldFixedVariable::Quantization);
        QCOMPARE(gateOf(report.judgement.gates, GateId::OneVariable)->outcome, GateOutcome::Pass);
        QCOMPARE(gateOf(report.judgement.gates, GateId::Interleaving)->outcome, GateOutcome::Pass);
        // Several points: each comparison gate's reason says which point it is about.
        QVERIFY(gateOf(report.judgement.gates, GateId::SampleSize)
                    ->reason.contains(QStringLiteral("concurrency")));
        QVERIFY(report.key.startsWith(QStringLiteral("control:1,2,")));
    }

    void sameRecipeIsWithinNoise()
    {
        Arms arms = interleavedWave({32}, 8, 1.0, true);
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.overallMethod, OverallMethod::SinglePoint);
        QCOMPARE(report.verdict, stats::Verdict::WithinNoise);
        QVERIFY(*report.ciLowPercent < 0.0 || *report.ciHighPercent > 0.0);
        QVERIFY(report.configDiff.isEmpty());
    }

    void fivePairsAreNotEnoughData()
    {
        Arms arms = interleavedWave({64}, 5, 1.08);
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(report.comparable);
        QCOMPARE(report.verdict, stats::Verdict::NotEnoughData);
        QCOMPARE(report.pairs.value_or(0), 5);
        QVERIFY2(report.message.contains(QStringLiteral("0.0625")), qPrintable(report.message));
        QVERIFY(report.message.contains(QStringLiteral("6 pairs")));
        QVERIFY(!report.ciLowPercent && !report.ciHighPercent);
        QCOMPARE(*report.pValue, 0.0625);
        const nlohmann::json json = comparisonToJson(report);
        QVERIFY(json["ci95_pct"].is_null());
        QCOMPARE(json["verdict"].get<std::string>(), std::string("not-enough-data"));
        QCOMPARE(json["n_pairs"].get<int>(), 5);
        QCOMPARE(gateOf(report.judgement.gates, GateId::SampleSize)->outcome, GateOutcome::Fail);
    }

    void metricMissingOnOneArmNamesTheRuns()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        for (Run &run : arms.candidate)
            std::erase_if(run.metrics, [](const MetricValue &m) {
                return m.name == QLatin1String("output_tok_per_s");
            });
        ComparisonRequest request;
        request.metricName = QStringLiteral("output_tok_per_s");
        const ComparisonReport report = buildComparison(arms.control, arms.candidate, request);
        QVERIFY(!report.comparable);
        QCOMPARE(report.verdict, stats::Verdict::NotEnoughData);
        QVERIFY(!report.deltaPercent);
        QVERIFY2(
            report.message.contains(QStringLiteral("No candidate run records output_tok_per_s")),
            qPrintable(report.message));
        QVERIFY(report.message.contains(QStringLiteral("b-c64-r0 (id 7)")));
        QVERIFY(report.message.contains(QStringLiteral("--metric median_ttft_ms")));
    }

    void metricMissingOnSomeRunsLeavesThemOut()
    {
        Arms arms = interleavedWave({64}, 7, 1.08);
        numberRuns(arms);
        std::erase_if(arms.candidate[6].metrics, [](const MetricValue &m) {
            return m.name == QLatin1String("output_tok_per_s");
        });
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(report.comparable);
        QCOMPARE(report.pairs.value_or(0), 6); // the orphaned control run has no partner
        QVERIFY(report.notes.join(u'\n').contains(QStringLiteral("b-c64-r6")));
        QVERIFY(report.notes.join(u'\n').contains(QStringLiteral("a-c64-r6")));
        QCOMPARE(report.verdict, stats::Verdict::Faster);
    }

    // A perplexity run linked in each arm beside its speed runs (the demo's quantization
    // finding): left out of the points, it still reaches the quality gate, which reads what the
    // quality rows show instead of saying the arms share no quality metric.
    void qualityRunsInTheArmsReachTheQualityGate()
    {
        Arms arms = interleavedWave({64}, 3, 1.3);
        const auto perplexityRun = [](const QString &label, const nlohmann::json &config,
                                      double perplexity) {
            Run run;
            run.label = label;
            run.format = RunFormat::LlamaPerplexity;
            run.config = config;
            run.startedAt = kWaveStart.addSecs(3600);
            run.setMetric(QStringLiteral("perplexity"), perplexity);
            run.setMetric(QStringLiteral("perplexity_stderr"), 0.04);
            return run;
        };
        arms.control.push_back(perplexityRun(QStringLiteral("ppl-fp8"), controlConfig(), 6.10));
        arms.candidate.push_back(
            perplexityRun(QStringLiteral("ppl-nvfp4"), candidateConfig(), 6.25));
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(report.comparable);
        QCOMPARE(report.metricName, QStringLiteral("output_tok_per_s"));
        QCOMPARE(report.quality.size(), size_t(1));
        QCOMPARE(report.quality.front().metricName, QStringLiteral("perplexity"));
        const GateResult *quality = gateOf(report.judgement.gates, GateId::QualityCanary);
        QVERIFY(quality);
        QVERIFY2(!quality->reason.contains(QStringLiteral("share no quality metric")),
                 qPrintable(quality->reason));
        // 8 bits (fp8) to 4.5 (nvfp4): perplexity rose, as quantizing should make it.
        QVERIFY2(quality->outcome == GateOutcome::Pass, qPrintable(quality->reason));
        QCOMPARE(quality->evidenceValue(QStringLiteral("perplexity_quantized")).value_or(0.0),
                 6.25);
        QCOMPARE(quality->evidenceValue(QStringLiteral("perplexity_reference")).value_or(0.0),
                 6.10);

        // The same perplexity runs given as the arms' quality runs are read once, not twice.
        ComparisonRequest request;
        request.controlQualityRuns = {arms.control.back()};
        request.candidateQualityRuns = {arms.candidate.back()};
        const ComparisonReport linked = buildComparison(arms.control, arms.candidate, request);
        QCOMPARE(gateOf(linked.judgement.gates, GateId::QualityCanary)->outcome, GateOutcome::Pass);
    }

    void noSharedWorkloadPoint()
    {
        Arms a = interleavedWave({10}, 3, 1.0);
        Arms b = interleavedWave({64}, 3, 1.0);
        numberRuns(a);
        for (Run &run : b.candidate)
            run.id += 100;
        const ComparisonReport report = buildComparison(a.control, b.candidate);
        QVERIFY(!report.comparable);
        QVERIFY(report.points.empty());
        QVERIFY(report.message.contains(QStringLiteral("share no workload point")));
        QVERIFY(report.message.contains(QStringLiteral("concurrency 10")));
        QVERIFY(report.message.contains(QStringLiteral("concurrency 64")));
        QVERIFY(report.message.contains(QStringLiteral("a-c10-r0")));
        const nlohmann::json json = comparisonToJson(report);
        QVERIFY(json["delta_pct"].is_null());
        QVERIFY(json["p"].is_null());
        QCOMPARE(json["candidate_only_points"].size(), size_t(1));
    }

    void zeroValuesGiveAMessageNotANumber()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        arms.candidate[2].setMetric(QStringLiteral("output_tok_per_s"), 0.0);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(!report.comparable);
        QVERIFY(!report.deltaPercent);
        QVERIFY2(report.message.contains(QStringLiteral("zero or negative")),
                 qPrintable(report.message));
        QVERIFY(report.message.contains(QStringLiteral("b-c64-r2")));
    }

    void goodputAgainstDifferentSlosIsRefused()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        const auto judge = [](std::vector<Run> &runs, const char *bounds) {
            for (Run &run : runs) {
                run.setMetric(QStringLiteral("goodput_tok_per_s"),
                              *run.metricValue(QStringLiteral("output_tok_per_s")) * 0.9);
                run.extra["slo"]["bounds"] =
                    Slo::fromText(QString::fromLatin1(bounds)).value().toJson();
            }
        };
        judge(arms.control, "ttft_ms=200");
        judge(arms.candidate, "ttft_ms=200");
        ComparisonRequest request;
        request.metricName = QStringLiteral("goodput_tok_per_s");
        QVERIFY(buildComparison(arms.control, arms.candidate, request).comparable);

        // The candidate judged against a looser bar: its goodput is not the control's kind.
        judge(arms.candidate, "ttft_ms=300");
        const ComparisonReport report = buildComparison(arms.control, arms.candidate, request);
        QVERIFY(!report.comparable);
        QVERIFY(!report.deltaPercent);
        QVERIFY2(report.message.contains(QStringLiteral("judged against different SLOs")),
                 qPrintable(report.message));
        QVERIFY2(report.message.contains(QStringLiteral("against ttft_ms=300")),
                 qPrintable(report.message));
        // A metric the SLO does not touch still compares.
        QVERIFY(buildComparison(arms.control, arms.candidate).comparable);
    }

    void aZeroAtOnePointLeavesTheOtherPoint()
    {
        Arms arms = interleavedWave({10, 64}, 6, 1.08);
        numberRuns(arms);
        arms.control[1].setMetric(QStringLiteral("output_tok_per_s"), -1.0);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(report.comparable);
        QVERIFY(!report.points[0].deltaPercent);
        QCOMPARE(report.overallMethod, OverallMethod::SinglePoint);
        QCOMPARE(report.verdict, stats::Verdict::Faster);
        QVERIFY(report.notes.join(u'\n').contains(QStringLiteral("Left out of the overall")));
    }

    void oneRunPerSide()
    {
        Arms arms = interleavedWave({64}, 1, 1.08);
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QVERIFY(report.comparable);
        QCOMPARE(report.verdict, stats::Verdict::NotEnoughData);
        QVERIFY(!report.ciLowPercent);
        QVERIFY(report.message.contains(QStringLiteral("Run 5 more")));
    }

    void emptyArmAndRunInBothArms()
    {
        Arms arms = interleavedWave({64}, 3, 1.0);
        numberRuns(arms);
        QVERIFY(buildComparison(arms.control, {})
                    .message.contains(QStringLiteral("candidate arm has no runs")));
        const ComparisonReport both = buildComparison(arms.control, {arms.control.front()});
        QVERIFY(!both.comparable);
        QVERIFY(both.message.contains(QStringLiteral("in both arms")));
    }

    void blockedHistoryIsUnpairedAndSaysSo()
    {
        // All A, then all B, no slots: not drift-controlled.
        Arms arms;
        for (int i = 0; i < 6; ++i) {
            arms.control.push_back(servingRun(QStringLiteral("a%1").arg(i), controlConfig(), 64,
                                              1280.0 * (1.0 + wander(i)), i));
            arms.candidate.push_back(servingRun(QStringLiteral("b%1").arg(i), candidateConfig(), 64,
                                                1380.0 * (1.0 + wander(i + 2)), 100 + i));
        }
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.points.front().pairing, PairingKind::Unpaired);
        QVERIFY(!report.paired);
        QVERIFY(!report.pairs);
        QCOMPARE(report.verdict, stats::Verdict::Faster);
        QVERIFY(report.points.front().pValueRaw.has_value());
        QCOMPARE(gateOf(report.judgement.gates, GateId::Interleaving)->outcome, GateOutcome::Fail);
        QCOMPARE(comparisonToJson(report)["n_pairs"], nlohmann::json());
    }

    void backToBackRunsPairByStartTime()
    {
        Arms arms = interleavedWave({64}, 6, 1.05);
        for (std::vector<Run> *arm : {&arms.control, &arms.candidate}) {
            for (Run &run : *arm)
                run.extra = nlohmann::json::object();
        }
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.points.front().pairing, PairingKind::StartTimeOrder);
        QCOMPARE(report.verdict, stats::Verdict::Faster);
    }

    void severalUnpairedPointsCombineByInverseVariance()
    {
        Arms arms;
        for (int c : {8, 32}) {
            for (int i = 0; i < 4; ++i) {
                arms.control.push_back(servingRun(QStringLiteral("a%1-%2").arg(c).arg(i),
                                                  controlConfig(), c, 40.0 * c * (1 + wander(i)),
                                                  c * 10 + i));
                arms.candidate.push_back(
                    servingRun(QStringLiteral("b%1-%2").arg(c).arg(i), candidateConfig(), c,
                               40.0 * c * 1.1 * (1 + wander(i + 4)), 1000 + c * 10 + i));
            }
        }
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.overallMethod, OverallMethod::InverseVariance);
        QVERIFY(!report.paired);
        QCOMPARE(report.verdict, stats::Verdict::Faster);
        QVERIFY(std::fabs(*report.deltaPercent - 10.0) < 2.0);
    }

    void latencyMetricLowerIsBetter()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        ComparisonRequest request;
        request.metricName = QStringLiteral("median_ttft_ms");
        const ComparisonReport report = buildComparison(arms.control, arms.candidate, request);
        QCOMPARE(report.direction, stats::MetricDirection::LowerIsBetter);
        QVERIFY(*report.deltaPercent < 0.0); // TTFT went down
        QCOMPARE(report.verdict, stats::Verdict::Faster);
        QCOMPARE(comparisonToJson(report)["direction"].get<std::string>(),
                 std::string("lower-is-better"));
    }

    void noiseFloorOverrideWidensTheBand()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        ComparisonRequest request;
        request.noiseFloorPercent = 12.0;
        const ComparisonReport report = buildComparison(arms.control, arms.candidate, request);
        QCOMPARE(report.verdict, stats::Verdict::WithinNoise);
        QCOMPARE(report.thresholdPercent, 12.0);
        QCOMPARE(report.noiseFloorSource, QStringLiteral("override"));
    }

    void workloadPoints()
    {
        Run a = servingRun(QStringLiteral("a"), controlConfig(), 8, 100, 0);
        a.workload = {{"concurrency", 8}, {"input_tokens_mean", 1000.0}, {"request_rate", "inf"}};
        Run b = a;
        b.workload["input_tokens_mean"] = 1012.0; // a measured mean: within 2%
        QVERIFY(workloadPointOf(a).matches(workloadPointOf(b)));
        b.workload["input_tokens_mean"] = 1100.0;
        QVERIFY(!workloadPointOf(a).matches(workloadPointOf(b)));
        QCOMPARE(workloadPointOf(a).toJson()["input_tokens_mean"].get<double>(), 1000.0);

        // SGLang writes random_input_len for sharegpt too; only the random dataset means it.
        Run sharegpt;
        sharegpt.format = RunFormat::SglangBench;
        sharegpt.workload = {{"dataset", "sharegpt"},
                             {"random_input_len", 1024},
                             {"input_tokens_mean", 224.0},
                             {"request_rate", 4.0}};
        const WorkloadPoint p = workloadPointOf(sharegpt);
        QCOMPARE(p.toJson()["input_tokens_mean"].get<double>(), 224.0);
        QVERIFY(p.label().contains(QStringLiteral("rate 4/s")));

        // llama-bench: n_depth defaults to 0, so old and new builds meet at tg128.
        Run oldBuild;
        oldBuild.format = RunFormat::LlamaBench;
        oldBuild.workload = {{"n_prompt", 0}, {"n_gen", 128}};
        Run newBuild = oldBuild;
        newBuild.workload["n_depth"] = 0;
        QVERIFY(workloadPointOf(oldBuild).matches(workloadPointOf(newBuild)));
    }

    void defaultMetricByRunKind()
    {
        Run tg;
        tg.format = RunFormat::LlamaBench;
        tg.workload = {{"n_prompt", 0}, {"n_gen", 128}};
        tg.setMetric(QStringLiteral("gen_tok_per_s"), 150);
        Run pp;
        pp.format = RunFormat::LlamaBench;
        pp.workload = {{"n_prompt", 512}, {"n_gen", 0}};
        pp.setMetric(QStringLiteral("prompt_tok_per_s"), 9000);
        QCOMPARE(defaultComparisonMetric({tg}, {tg}), QStringLiteral("gen_tok_per_s"));
        QCOMPARE(defaultComparisonMetric({pp}, {pp}), QStringLiteral("prompt_tok_per_s"));
        const Run serving = servingRun(QStringLiteral("s"), controlConfig(), 8, 100, 0);
        QCOMPARE(defaultComparisonMetric({serving}, {serving}), QStringLiteral("output_tok_per_s"));
        QCOMPARE(defaultComparisonMetric({}, {}), QString());
    }

    void keyAndJsonShape()
    {
        QCOMPARE(comparisonKey({3, 1, 2}, {6, 4}, QStringLiteral("gen_tok_per_s")),
                 QStringLiteral("control:1,2,3;candidate:4,6;metric:gen_tok_per_s"));
        Arms arms = interleavedWave({10, 64}, 6, 1.08);
        numberRuns(arms);
        const nlohmann::json json = comparisonToJson(buildComparison(arms.control, arms.candidate));
        for (const char *key : {"verdict", "delta_pct", "ci95_pct", "p", "n_pairs", "paired",
                                "points", "gates", "metric", "direction", "message", "config_diff",
                                "noise_floor_pct", "detectable_effect_pct"})
            QVERIFY2(json.contains(key), key);
        QCOMPARE(json["verdict"].get<std::string>(), std::string("faster"));
        QCOMPARE(json["ci95_pct"].size(), size_t(2));
        QVERIFY(json["paired"].get<bool>());
        QCOMPARE(json["points"].size(), size_t(2));
        const nlohmann::json &point = json["points"][0];
        QCOMPARE(point["point"]["concurrency"].get<double>(), 10.0);
        QCOMPARE(point["n_pairs"].get<int>(), 6);
        QCOMPARE(point["gates"].size(), size_t(4));
        for (const nlohmann::json &gate : json["gates"]) {
            QVERIFY(gate.contains("gate") && gate.contains("outcome") && gate.contains("reason"));
        }
        bool flagged = false;
        for (const nlohmann::json &d : json["config_diff"])
            flagged = flagged || d["held_fixed"] == "quantization";
        QVERIFY(flagged);
    }
};

QTEST_GUILESS_MAIN(TestComparisonReport)
#include "tst_comparisonreport.moc"
