// The statistics around a comparison: A/A noise floor, sample-size planner, Holm correction
// across a sweep, outlier flags with paired exclusion, and drift of the control arm and of
// the arm order. Golden values from tests/data/statistics/make_golden.py.
#include "models/statistics/drift.h"
#include "models/statistics/holm.h"
#include "models/statistics/noisefloor.h"
#include "models/statistics/outliers.h"
#include "models/statistics/samplesizeplanner.h"
#include "models/statistics/trend.h"

#include "models/statisticsgolden.h"

#include <QtTest>

using namespace lanebook::stats;
using lanebook::test::doublesOf;
using lanebook::test::statisticsGolden;

namespace {

std::vector<int> indicesOf(const std::vector<OutlierFlag> &flags, OutlierRule rule)
{
    std::vector<int> indices;
    for (const OutlierFlag &flag : flags) {
        if (flag.rule == rule)
            indices.push_back(flag.index);
    }
    return indices;
}

} // namespace

class TestStatisticsPlanning : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noiseFloorFromAaPairs();
    void noiseFloorFromRepeats();
    void noiseFloorNeedsEnoughRepeats();
    void plannerMatchesFormula();
    void plannerRefusesUnknowns();
    void acceptanceDraftTokens();
    void holmMatchesStatsmodels();
    void holmKeepsMissingPoints();
    void outliersMatchNumpy_data();
    void outliersMatchNumpy();
    void excludingOneMemberExcludesThePair();
    void exclusionNeedsAReason();
    void trendMatchesScipy_data();
    void trendMatchesScipy();
    void controlDriftFlagsOnlyLargeSignificantTrends();
    void armOrder();
};

void TestStatisticsPlanning::noiseFloorFromAaPairs()
{
    const auto &c = statisticsGolden()["noise_floor"]["aa_pairs"];
    const NoiseFloor floor =
        lanebook::stats::noiseFloorFromAaPairs(doublesOf(c["first"]), doublesOf(c["second"]));
    QVERIFY2(floor.percent, qPrintable(floor.message));
    QCOMPARE(floor.source, NoiseFloorSource::AaPairs);
    QCOMPARE(floor.samples, 8);
    LB_COMPARE_NEAR(*floor.percent, c["percent"].get<double>(), 1e-10, 1e-12);
    // Which arm is called "first" must not matter.
    const NoiseFloor swapped =
        lanebook::stats::noiseFloorFromAaPairs(doublesOf(c["second"]), doublesOf(c["first"]));
    LB_COMPARE_NEAR(*swapped.percent, *floor.percent, 1e-10, 1e-12);
}

void TestStatisticsPlanning::noiseFloorFromRepeats()
{
    const auto &c = statisticsGolden()["noise_floor"]["repeats"];
    const NoiseFloor floor = lanebook::stats::noiseFloorFromRepeats(doublesOf(c["values"]));
    QVERIFY2(floor.percent, qPrintable(floor.message));
    QCOMPARE(floor.source, NoiseFloorSource::Repeats);
    LB_COMPARE_NEAR(*floor.percent, c["percent"].get<double>(), 1e-11, 1e-13);
}

void TestStatisticsPlanning::noiseFloorNeedsEnoughRepeats()
{
    const NoiseFloor two = lanebook::stats::noiseFloorFromRepeats({81.0, 82.0});
    QVERIFY(!two.percent);
    QVERIFY2(two.message.contains(QLatin1String("at least 3")), qPrintable(two.message));
    const NoiseFloor five =
        lanebook::stats::noiseFloorFromAaPairs({80, 81, 82, 83, 84}, {80.5, 81, 81.6, 83.2, 84.1});
    QVERIFY(!five.percent);
    QVERIFY2(five.message.contains(QLatin1String("at least 6 pairs")), qPrintable(five.message));
    const NoiseFloor zero = lanebook::stats::noiseFloorFromRepeats({81.0, 0.0, 82.0});
    QVERIFY(!zero.percent);
    QVERIFY(!zero.message.isEmpty());
}

void TestStatisticsPlanning::plannerMatchesFormula()
{
    for (const auto &c : statisticsGolden()["planner"]) {
        const double cv = c["cv_percent"].get<double>();
        const double effect = c["effect_percent"].get<double>();
        const SampleSizePlan plan = planPairs(cv, effect);
        QVERIFY(plan.pairs);
        LB_COMPARE_NEAR(plan.formulaPairs, c["formula_pairs"].get<double>(), 1e-12, 0.0);
        const int ceil = c["ceil"].get<int>();
        QCOMPARE(*plan.pairs, std::max(ceil, 6)); // never below the exact interval's minimum
        QCOMPARE(plan.message.isEmpty(), ceil >= 6);
        LB_COMPARE_NEAR(*detectableEffectPercent(cv, ceil), c["detectable_at_ceil"].get<double>(),
                        1e-12, 0.0);
        // The detectable effect at the planned size is at most the effect planned for.
        QVERIFY(*detectableEffectPercent(cv, ceil) <= effect * (1.0 + 1e-12));
    }
}

void TestStatisticsPlanning::plannerRefusesUnknowns()
{
    QVERIFY(!planPairs(0.0, 1.0).pairs);
    QVERIFY(!planPairs(2.0, 0.0).pairs);
    QVERIFY(!planPairs(std::nan(""), 1.0).pairs);
    QVERIFY(!planPairs(2.0, 1.0).message.isEmpty() || planPairs(2.0, 1.0).pairs);
    QVERIFY(!planPairs(0.0, 1.0).message.isEmpty());
    QVERIFY(!detectableEffectPercent(2.0, 0));
}

void TestStatisticsPlanning::acceptanceDraftTokens()
{
    for (const auto &c : statisticsGolden()["acceptance"])
        QCOMPARE(*draftTokensForAcceptance(c["rate"].get<double>(), c["difference"].get<double>()),
                 c["tokens"].get<long long>());
    QVERIFY(!draftTokensForAcceptance(1.0, 0.01));
    QVERIFY(!draftTokensForAcceptance(0.7, 0.0));
}

void TestStatisticsPlanning::holmMatchesStatsmodels()
{
    for (const auto &c : statisticsGolden()["holm"]) {
        const std::vector<double> adjusted = holmAdjust(doublesOf(c["p"]));
        const std::vector<double> expected = doublesOf(c["adjusted"]);
        QCOMPARE(adjusted.size(), expected.size());
        for (size_t i = 0; i < adjusted.size(); ++i)
            LB_COMPARE_NEAR(adjusted[i], expected[i], 1e-14, 0.0);
    }
}

void TestStatisticsPlanning::holmKeepsMissingPoints()
{
    const std::vector<double> adjusted = holmAdjust({0.01, std::nan(""), 0.04});
    QCOMPARE(adjusted[0], 0.02); // m = 2: the missing point does not count
    QVERIFY(std::isnan(adjusted[1]));
    QCOMPARE(adjusted[2], 0.04);
    QVERIFY(holmAdjust({}).empty());
}

void TestStatisticsPlanning::outliersMatchNumpy_data()
{
    lanebook::test::addGoldenRows("outliers");
}

void TestStatisticsPlanning::outliersMatchNumpy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["outliers"][static_cast<size_t>(index)];
    const std::vector<double> values = doublesOf(c["values"]);
    const std::vector<double> z = modifiedZScores(values);
    const std::vector<double> expected = doublesOf(c["modified_z"]);
    for (size_t i = 0; i < z.size(); ++i)
        LB_COMPARE_NEAR(z[i], expected[i], 1e-12, 1e-12);
    const std::vector<OutlierFlag> flags = flagOutliers(values);
    QCOMPARE(indicesOf(flags, OutlierRule::ModifiedZScore), c["flag_z"].get<std::vector<int>>());
    QCOMPARE(indicesOf(flags, OutlierRule::TukeyFence), c["flag_tukey"].get<std::vector<int>>());
    for (const OutlierFlag &flag : flags)
        QVERIFY(!flag.reason.isEmpty());
}

void TestStatisticsPlanning::excludingOneMemberExcludesThePair()
{
    const std::vector<double> control{82.0, 81.6, 82.4, 81.9, 82.2, 70.3, 82.1, 81.8};
    const std::vector<double> candidate{83.1, 82.9, 83.6, 83.0, 83.3, 83.4, 83.2, 82.7};
    const std::vector<PairExclusion> suggested = suggestPairExclusions(control, candidate);
    const auto slot6 = std::find_if(suggested.begin(), suggested.end(),
                                    [](const PairExclusion &e) { return e.pairIndex == 5; });
    QVERIFY(slot6 != suggested.end());
    QVERIFY2(slot6->reason.contains(QLatin1String("control value: modified z-score")),
             qPrintable(slot6->reason));
    // Suggestions are not exclusions: the user accepts the one for slot 6 only.
    const PairedSamples kept = excludePairs(control, candidate, {*slot6});
    QVERIFY2(kept.ok(), qPrintable(kept.error));
    QCOMPARE(kept.control.size(), size_t(7));
    QCOMPARE(kept.candidate.size(), size_t(7)); // the candidate's run 6 went too
    QVERIFY(std::find(kept.control.begin(), kept.control.end(), 70.3) == kept.control.end());
    QVERIFY(std::find(kept.candidate.begin(), kept.candidate.end(), 83.4) == kept.candidate.end());
    QCOMPARE(kept.excluded.size(), size_t(1));
    QCOMPARE(kept.excluded[0].reason, slot6->reason);
}

void TestStatisticsPlanning::exclusionNeedsAReason()
{
    const std::vector<double> arm{1, 2, 3};
    QVERIFY(!excludePairs(arm, arm, {{1, QString()}}).ok());
    QVERIFY(!excludePairs(arm, arm, {{1, QStringLiteral("  ")}}).ok());
    QVERIFY(!excludePairs(arm, arm, {{3, QStringLiteral("thermal throttle")}}).ok());
    QVERIFY(!excludePairs(arm, {1, 2}, {}).ok());
    QVERIFY(excludePairs(arm, arm, {{2, QStringLiteral("thermal throttle")}}).ok());
}

void TestStatisticsPlanning::trendMatchesScipy_data()
{
    lanebook::test::addGoldenRows("trend");
}

void TestStatisticsPlanning::trendMatchesScipy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["trend"][static_cast<size_t>(index)];
    std::vector<double> logs = doublesOf(c["values"]);
    for (double &value : logs)
        value = std::log(value);
    const auto fit = theilSen(doublesOf(c["hours"]), logs, 0.95);
    QVERIFY(fit);
    LB_COMPARE_NEAR(fit->slope, c["slope"].get<double>(), 1e-10, 1e-14);
    LB_COMPARE_NEAR(fit->intercept, c["intercept"].get<double>(), 1e-10, 1e-14);
    LB_COMPARE_NEAR(fit->slopeLow, c["low"].get<double>(), 1e-10, 1e-14);
    LB_COMPARE_NEAR(fit->slopeHigh, c["high"].get<double>(), 1e-10, 1e-14);
    const auto rank = spearman(doublesOf(c["hours"]), logs);
    QVERIFY(rank);
    LB_COMPARE_NEAR(rank->rho, c["rho"].get<double>(), 1e-12, 1e-15);
    LB_COMPARE_NEAR(rank->pValue, c["spearman_p"].get<double>(), 1e-9, 1e-300);

    std::vector<long long> timestamps;
    for (const auto &t : c["timestamps_ms"])
        timestamps.push_back(t.get<long long>());
    const ControlDrift drift = controlArmDrift(timestamps, doublesOf(c["values"]), 1.0);
    LB_COMPARE_NEAR(*drift.driftOverSpanPercent, c["drift_over_span_percent"].get<double>(), 1e-9,
                    1e-12);
    const bool large =
        std::fabs(std::log1p(*drift.driftOverSpanPercent / 100.0)) > std::log1p(0.01);
    QCOMPARE(drift.flagged, c["significant"].get<bool>() && large);
}

void TestStatisticsPlanning::controlDriftFlagsOnlyLargeSignificantTrends()
{
    // Steady decline of 2% an hour, one run every 10 minutes for 2 hours.
    std::vector<long long> timestamps;
    std::vector<double> values;
    for (int i = 0; i < 13; ++i) {
        timestamps.push_back(1'700'000'000'000LL + i * 600'000LL);
        values.push_back(84.0 * std::pow(0.98, i / 6.0) * (1.0 + ((i % 3) - 1) * 0.0005));
    }
    const ControlDrift drift = controlArmDrift(timestamps, values, 1.0);
    QVERIFY(drift.flagged);
    QVERIFY(drift.message.contains(QLatin1String("drifted")));
    LB_COMPARE_NEAR(*drift.slopePercentPerHour, -2.0, 0.05, 0.0);
    // The same trend, but the threshold (noise floor) is larger than the drift: no flag.
    QVERIFY(!controlArmDrift(timestamps, values, 5.0).flagged);
    QVERIFY(!controlArmDrift({1, 2}, {80.0, 81.0}, 1.0).slopePercentPerHour);
    QVERIFY(!controlArmDrift({1, 2, 3}, {80.0, 81.0}, 1.0).message.isEmpty());
    QVERIFY(!controlArmDrift({5, 5, 5}, {80.0, 81.0, 82.0}, 1.0).slopePercentPerHour);
}

void TestStatisticsPlanning::armOrder()
{
    const auto runsOf = [](const char *sequence) {
        std::vector<ArmRun> runs;
        for (int i = 0; sequence[i]; ++i)
            runs.push_back({1000LL * (100 - i), QString(QLatin1Char(sequence[i]))});
        std::reverse(runs.begin(), runs.end()); // given out of order; sorted by time inside
        return runs;
    };
    const ArmOrder blocked = checkArmOrder(runsOf("AAAABBBB"));
    QVERIFY(blocked.fullyBlocked);
    QVERIFY(!blocked.interleaved);
    QCOMPARE(blocked.longestBlock, 4);
    QVERIFY(blocked.message.contains(QLatin1String("AAAA then BBBB")));
    QVERIFY(checkArmOrder(runsOf("ABABABAB")).interleaved);
    QVERIFY(checkArmOrder(runsOf("ABBAABBA")).interleaved);
    QVERIFY(checkArmOrder(runsOf("ABCABC")).interleaved);
    const ArmOrder stretch = checkArmOrder(runsOf("ABAAABAB"));
    QVERIFY(!stretch.interleaved && !stretch.fullyBlocked);
    QCOMPARE(stretch.longestBlockArm, QStringLiteral("A"));
    QVERIFY(stretch.message.contains(QLatin1String("3 times in a row")));
    QVERIFY(!checkArmOrder(runsOf("AAB")).interleaved);
    QVERIFY(checkArmOrder(runsOf("AB")).interleaved);
    QVERIFY(!checkArmOrder(runsOf("AAA")).interleaved);
    QVERIFY(!checkArmOrder(runsOf("AAA")).message.isEmpty());
}

QTEST_GUILESS_MAIN(TestStatisticsPlanning)
#include "tst_statisticsplanning.moc"
