// What a comparison may claim (models/comparison/comparisonclaim.h) and the numbers every
// output of it shares: a verdict the gates suggest invalid or inconclusive for does not count
// and says why in one sentence; Record Verdict starts from what the gates support; no noise
// floor from fewer than 3 repeats; one planner number in the gates and the message; acceptance
// listed as speculative decoding, not quality.
#include "comparisonfixture.h"

#include "models/comparison/comparisonclaim.h"
#include "models/comparison/comparisonpointsmodel.h"
#include "models/comparison/qualityrows.h"

#include <QtTest>

#include <map>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const GateResult *gateOf(const ComparisonReport &report, GateId id)
{
    for (const GateResult &gate : report.judgement.gates) {
        if (gate.gate == id)
            return &gate;
    }
    return nullptr;
}

// Four interleaved pairs whose candidate/control ratios spread by about ±9% around +8%: too
// few pairs for an interval, and the spread wide enough that the planner asks for more than
// the interval's minimum of six.
Arms widelySpreadFourPairs()
{
    const double spread[] = {1.10, 0.92, 1.09, 0.93};
    Arms arms;
    int minute = 0;
    for (int r = 0; r < 4; ++r) {
        const double a = 1280.0 * (1.0 + wander(r));
        Run control = servingRun(QStringLiteral("a-r%1").arg(r), controlConfig(), 64, a, minute++);
        Run candidate = servingRun(QStringLiteral("b-r%1").arg(r), candidateConfig(), 64,
                                   a * 1.08 * spread[r], minute++);
        for (Run *run : {&control, &candidate}) {
            run->extra["wave"] = "w1";
            run->extra["repeat"] = r;
        }
        arms.control.push_back(std::move(control));
        arms.candidate.push_back(std::move(candidate));
    }
    numberRuns(arms);
    return arms;
}

} // namespace

class TestComparisonClaim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inconclusiveGatesWithholdAFasterVerdict()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.verdict, stats::Verdict::Faster); // measured, and kept as measured
        // The planted runs record no telemetry, canaries or cached tokens: gates lack evidence.
        QCOMPARE(report.judgement.suggestion.status, RunStatus::Inconclusive);
        QCOMPARE(claimStanding(report), ClaimStanding::DoesNotCount);
        QVERIFY(!verdictCounts(report));
        const QString sentence = doesNotCountSentence(report);
        QVERIFY2(sentence.startsWith(QStringLiteral("Candidate (B) would be faster (+8")),
                 qPrintable(sentence));
        QVERIFY2(sentence.contains(QStringLiteral("Output tok/s")), qPrintable(sentence));
        QVERIFY2(sentence.contains(QStringLiteral("does not count: the gates suggest inconclusive "
                                                  "(no evidence for ")),
                 qPrintable(sentence));
        QVERIFY(sentence.contains(gateTitle(GateId::LedgerBound)));
        QCOMPARE(sentence.count(u'.'), qsizetype(2)); // "+8.0%" and the one full stop: one sentence
        QVERIFY(sentence.endsWith(u'.'));
        QCOMPARE(verdictCellText(report),
                 QStringLiteral("faster (does not count: the gates suggest inconclusive)"));

        const nlohmann::json json = comparisonToJson(report);
        QCOMPARE(json["verdict"].get<std::string>(), std::string("faster"));
        QCOMPARE(json["verdict_counts"].get<bool>(), false);
        QCOMPARE(QString::fromStdString(json["verdict_note"].get<std::string>()), sentence);

        // The table's rows say the same: none of them is coloured as a win.
        ComparisonPointsModel model;
        model.setReport(report);
        QVERIFY(model.index(0, ComparisonPointsModel::VerdictColumn)
                    .data(ComparisonPointsModel::VerdictWithheldRole)
                    .toBool());
    }

    void invalidGatesNameTheFailedGate()
    {
        const Arms arms = blockedArms(1.43);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.verdict, stats::Verdict::Faster);
        QCOMPARE(gateOf(report, GateId::Interleaving)->outcome, GateOutcome::Fail);
        QCOMPARE(report.judgement.suggestion.status, RunStatus::Invalid);
        QCOMPARE(claimStanding(report), ClaimStanding::DoesNotCount);
        const QString sentence = doesNotCountSentence(report);
        QVERIFY2(sentence.startsWith(QStringLiteral("Candidate (B) would be faster (+4")),
                 qPrintable(sentence));
        QVERIFY2(sentence.contains(QStringLiteral("the gates suggest invalid (")) &&
                     sentence.contains(gateTitle(GateId::Interleaving) + QStringLiteral(" failed")),
                 qPrintable(sentence));
        QVERIFY(withholdingGates(report.judgement).contains(gateTitle(GateId::Interleaving)));
        QVERIFY(!withholdingGates(report.judgement).contains(gateTitle(GateId::LedgerBound)));
        QCOMPARE(verdictCellText(report),
                 QStringLiteral("faster (does not count: the gates suggest invalid)"));
        QCOMPARE(suggestedFindingVerdict(report), FindingVerdict::Invalid);
    }

    void cleanOrDiagnosticGatesLetTheVerdictCount()
    {
        Arms arms = interleavedWave({64}, 6, 1.08);
        numberRuns(arms);
        ComparisonReport report = buildComparison(arms.control, arms.candidate);
        passAllGates(report);
        QCOMPARE(report.judgement.suggestion.status, RunStatus::Valid);
        QCOMPARE(claimStanding(report), ClaimStanding::Counts);
        QVERIFY(doesNotCountSentence(report).isEmpty());
        QCOMPARE(verdictCellText(report), QStringLiteral("faster"));
        QCOMPARE(comparisonToJson(report)["verdict_counts"].get<bool>(), true);
        QVERIFY(comparisonToJson(report)["verdict_note"].is_null());

        // A warning is shown beside the verdict; it does not withhold it.
        report.judgement.gates.front().outcome = GateOutcome::Warn;
        report.judgement.suggestion = suggestStatus(report.judgement.gates);
        QCOMPARE(report.judgement.suggestion.status, RunStatus::Diagnostic);
        QCOMPARE(claimStanding(report), ClaimStanding::Counts);
    }

    void notEnoughDataClaimsNothing()
    {
        Arms arms = interleavedWave({64}, 5, 1.08);
        numberRuns(arms);
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(claimStanding(report), ClaimStanding::NoVerdict);
        QVERIFY(doesNotCountSentence(report).isEmpty());
        QCOMPARE(verdictCellText(report), QStringLiteral("not-enough-data"));
        QVERIFY(!statusWithholdsVerdicts(RunStatus::Diagnostic));
        QVERIFY(!statusWithholdsVerdicts(RunStatus::Valid));
        QVERIFY(statusWithholdsVerdicts(RunStatus::Invalid));
        QVERIFY(statusWithholdsVerdicts(RunStatus::Inconclusive));
    }

    // Record Verdict starts from what the gates support: never "adopted" when they say
    // inconclusive.
    void recordVerdictStartsFromTheGates()
    {
        Arms faster = interleavedWave({64}, 8, 1.08);
        numberRuns(faster);
        ComparisonReport report = buildComparison(faster.control, faster.candidate);
        QCOMPARE(report.judgement.suggestion.status, RunStatus::Inconclusive);
        QCOMPARE(suggestedFindingVerdict(report), FindingVerdict::Inconclusive);
        passAllGates(report);
        QCOMPARE(suggestedFindingVerdict(report), FindingVerdict::Adopted);

        Arms slower = interleavedWave({64}, 8, 0.9);
        numberRuns(slower);
        ComparisonReport worse = buildComparison(slower.control, slower.candidate);
        QCOMPARE(worse.verdict, stats::Verdict::Slower);
        QCOMPARE(suggestedFindingVerdict(worse), FindingVerdict::Inconclusive);
        passAllGates(worse);
        QCOMPARE(suggestedFindingVerdict(worse), FindingVerdict::Negative);
    }

    void oneRepeatNoiseFloorIsUnknown()
    {
        Arms one = interleavedWave({64}, 1, 1.08);
        numberRuns(one);
        const ComparisonReport single = buildComparison(one.control, one.candidate);
        QVERIFY(!single.noiseFloorPercent);
        QVERIFY(single.noiseFloorSource.isEmpty());
        QCOMPARE(single.thresholdPercent, stats::kMinimumDecisionThresholdPercent);
        QCOMPARE(noiseFloorUnknownText(),
                 QStringLiteral("unknown: repeat each arm at least 3 times"));

        // Two repeats at each of two points are four values, but no point measured a floor:
        // the pooled spread must not pass for one.
        Arms two = interleavedWave({10, 64}, 2, 1.08);
        numberRuns(two);
        const ComparisonReport pooled = buildComparison(two.control, two.candidate);
        QCOMPARE(pooled.points.size(), size_t(2));
        QVERIFY2(!pooled.noiseFloorPercent,
                 qPrintable(QString::number(pooled.noiseFloorPercent.value_or(-1.0))));
        QVERIFY(comparisonToJson(pooled)["noise_floor_pct"].is_null());

        Arms three = interleavedWave({10, 64}, 3, 1.08);
        numberRuns(three);
        QVERIFY(buildComparison(three.control, three.candidate).noiseFloorPercent.has_value());
    }

    // The sample-size gate and the message name the same planner number: never "2 more
    // repeats" in one place and 5 in another.
    void onePlannerNumber()
    {
        const Arms arms = widelySpreadFourPairs();
        const ComparisonReport report = buildComparison(arms.control, arms.candidate);
        QCOMPARE(report.verdict, stats::Verdict::NotEnoughData);
        QCOMPARE(report.pairs.value_or(0), 4);
        QVERIFY(report.plannedPairs.has_value());
        const int planned = *report.plannedPairs;
        QVERIFY2(planned > 6, qPrintable(QString::number(planned))); // more than the minimum
        QCOMPARE(report.points.front().plannedPairs, report.plannedPairs);
        const GateResult *sampleSize = gateOf(report, GateId::SampleSize);
        QCOMPARE(sampleSize->evidenceValue(QStringLiteral("pairs_needed")).value_or(0.0),
                 double(planned));
        QVERIFY2(sampleSize->reason.contains(
                     QStringLiteral("the planner asks for %1 pairs").arg(planned)),
                 qPrintable(sampleSize->reason));
        QVERIFY2(report.message.contains(QStringLiteral("The planner asks for %1 pairs at this "
                                                        "spread: run %2 more")
                                             .arg(planned)
                                             .arg(planned - 4)),
                 qPrintable(report.message));
        // The interval's minimum is still explained; its own "Run 2 more" is gone.
        QVERIFY(report.message.contains(QStringLiteral("needs at least 6 pairs")));
        QVERIFY2(!report.message.contains(QStringLiteral("Run 2 more")),
                 qPrintable(report.message));
        QCOMPARE(comparisonToJson(report)["planned_pairs"].get<int>(), planned);
    }

    void acceptanceIsSpeculativeDecodingNotQuality()
    {
        Run control = servingRun(QStringLiteral("a"), controlConfig(), 8, 100, 0);
        Run candidate = servingRun(QStringLiteral("b"), candidateConfig(), 8, 120, 1);
        for (Run *run : {&control, &candidate}) {
            run->setMetric(QStringLiteral("spec_acceptance_rate"), run == &control ? 62.0 : 64.0);
            run->setMetric(QStringLiteral("spec_acceptance_length"), 2.9);
            run->setMetric(QStringLiteral("spec_draft_tokens"), 5000);
            run->setMetric(QStringLiteral("perplexity"), 6.1);
        }
        const std::vector<QualityRow> rows = qualityRows({control}, {candidate});
        QCOMPARE(rows.size(), size_t(3)); // draft tokens are a count, not a judgement
        QCOMPARE(rows[0].metricName, QStringLiteral("perplexity"));
        QCOMPARE(rows[0].kind, QualityRowKind::Quality);
        QCOMPARE(rows[1].metricName, QStringLiteral("spec_acceptance_length"));
        QCOMPARE(rows[1].kind, QualityRowKind::SpeculativeDecoding);
        QCOMPARE(rows[2].metricName, QStringLiteral("spec_acceptance_rate"));
        QCOMPARE(rows[2].kind, QualityRowKind::SpeculativeDecoding);

        const nlohmann::json json = comparisonToJson(buildComparison({control}, {candidate}));
        std::map<std::string, std::string> groups;
        for (const nlohmann::json &row : json["quality"])
            groups[row["metric"].get<std::string>()] = row["group"].get<std::string>();
        QCOMPARE(groups["perplexity"], std::string("quality"));
        QCOMPARE(groups["spec_acceptance_rate"], std::string("speculative-decoding"));
        QCOMPARE(groups["spec_acceptance_length"], std::string("speculative-decoding"));
    }

    // The prefix cache beside speed: the hit rate, then a conversation's median TTFT turn by
    // turn in turn order (turn 2 before turn 10); p99s stay in the metric list, not here.
    void thePrefixCacheIsListedBesideSpeed()
    {
        Run control = servingRun(QStringLiteral("a"), controlConfig(), 8, 100, 0);
        Run candidate = servingRun(QStringLiteral("b"), candidateConfig(), 8, 120, 1);
        for (Run *run : {&control, &candidate}) {
            const double scale = run == &control ? 1.0 : 0.5;
            run->setMetric(QStringLiteral("median_ttft_ms_turn10"), 90.0 * scale);
            run->setMetric(QStringLiteral("median_ttft_ms_turn2"), 40.0 * scale);
            run->setMetric(QStringLiteral("median_ttft_ms_turn1"), 200.0);
            run->setMetric(QStringLiteral("p99_ttft_ms_turn2"), 80.0);
            run->setMetric(QStringLiteral("prefix_cache_hit_pct"), run == &control ? 20.0 : 70.0);
            run->setMetric(QStringLiteral("perplexity"), 6.1);
        }
        const std::vector<QualityRow> rows = qualityRows({control}, {candidate});
        QStringList names;
        for (const QualityRow &row : rows) {
            names << row.metricName;
            QCOMPARE(row.kind, row.metricName == QLatin1String("perplexity")
                                   ? QualityRowKind::Quality
                                   : QualityRowKind::PrefixCache);
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("perplexity"), QStringLiteral("prefix_cache_hit_pct"),
                              QStringLiteral("median_ttft_ms_turn1"),
                              QStringLiteral("median_ttft_ms_turn2"),
                              QStringLiteral("median_ttft_ms_turn10")}));
        QCOMPARE(rows[1].changePercent().value_or(0.0), 250.0);
        QCOMPARE(rows[3].changePercent().value_or(0.0), -50.0);
        const nlohmann::json json = comparisonToJson(buildComparison({control}, {candidate}));
        std::map<std::string, std::string> groups;
        for (const nlohmann::json &row : json["quality"])
            groups[row["metric"].get<std::string>()] = row["group"].get<std::string>();
        QCOMPARE(groups["median_ttft_ms_turn2"], std::string("prefix-cache"));
        QCOMPARE(groups["prefix_cache_hit_pct"], std::string("prefix-cache"));
    }
};

QTEST_GUILESS_MAIN(TestComparisonClaim)
#include "tst_comparisonclaim.moc"
