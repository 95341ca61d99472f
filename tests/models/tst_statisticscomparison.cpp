// Paired and unpaired comparisons of two arms: golden values from SciPy, the decision rule
// (verdict only when the whole interval is outside +-delta), the properties any relative
// comparison must have (swapping arms, scaling both arms), and the messages for inputs that
// cannot give a number.
#include "models/statistics/decision.h"
#include "models/statistics/pairedcomparison.h"
#include "models/statistics/unpairedcomparison.h"

#include "models/statisticsgolden.h"

#include <QtTest>

using namespace lanebook::stats;
using lanebook::test::doublesOf;
using lanebook::test::optionalOf;
using lanebook::test::statisticsGolden;

namespace {

const nlohmann::json &pairedCase(const char *name)
{
    for (const auto &c : statisticsGolden()["paired"]) {
        if (c["name"] == name)
            return c;
    }
    static const nlohmann::json none;
    return none;
}

std::vector<double> scaled(std::vector<double> values, double factor)
{
    for (double &value : values)
        value *= factor;
    return values;
}

} // namespace

class TestStatisticsComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairedMatchesGolden_data();
    void pairedMatchesGolden();
    void fivePairsAreNotEnough();
    void verdictFollowsTheWholeInterval();
    void verdictFlipsAtDelta();
    void directionDecidesWhatFasterMeans();
    void swappingArmsNegatesTheDelta_data();
    void swappingArmsNegatesTheDelta();
    void scalingBothArmsChangesNothing();
    void pairedRefusesInputsWithoutMeaning_data();
    void pairedRefusesInputsWithoutMeaning();
    void identicalArmsAreWithinNoise();
    void unpairedMatchesGoldenAndSaysNotDriftControlled();
    void unpairedNeedsTwoRunsPerSide();
};

void TestStatisticsComparison::pairedMatchesGolden_data()
{
    lanebook::test::addGoldenRows("paired");
}

void TestStatisticsComparison::pairedMatchesGolden()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["paired"][static_cast<size_t>(index)];
    const PairedComparison result =
        comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), ComparisonOptions());
    QCOMPARE(result.pairs, c["pairs"].get<int>());
    QVERIFY(result.pValue);
    LB_COMPARE_NEAR(*result.pValue, c["pvalue"].get<double>(), 1e-12, 1e-300);
    QCOMPARE(*result.pValueMethod, c["p_method"] == "exact"
                                       ? SignedRankMethod::Exact
                                       : SignedRankMethod::NormalApproximation);
    QVERIFY(result.deltaPercent);
    LB_COMPARE_NEAR(*result.deltaPercent, c["delta_percent"].get<double>(), 1e-10, 1e-12);
    if (c.contains("scipy_bca_low_percent")) {
        QCOMPARE(result.intervalMethod, IntervalMethod::BootstrapBca);
        const double low = c["scipy_bca_low_percent"].get<double>();
        const double high = c["scipy_bca_high_percent"].get<double>();
        LB_COMPARE_NEAR(*result.ciLowPercent, low, 0.0, 0.1 * (high - low));
        LB_COMPARE_NEAR(*result.ciHighPercent, high, 0.0, 0.1 * (high - low));
    } else if (const auto low = optionalOf(c["ci_low_percent"])) {
        QCOMPARE(result.intervalMethod, IntervalMethod::ExactWalsh);
        LB_COMPARE_NEAR(*result.ciLowPercent, *low, 1e-10, 1e-12);
        LB_COMPARE_NEAR(*result.ciHighPercent, c["ci_high_percent"].get<double>(), 1e-10, 1e-12);
        QVERIFY(*result.achievedConfidence >= 0.95);
    } else {
        QCOMPARE(result.intervalMethod, IntervalMethod::None);
        QVERIFY(!result.ciLowPercent && !result.ciHighPercent);
        QCOMPARE(result.verdict, Verdict::NotEnoughData);
        return;
    }
    // The verdict, by the rule written out here rather than by the library's own helper:
    // delta = 1% with no noise floor, the band symmetric in log ratio.
    const double lowRatio = 1.0 + *result.ciLowPercent / 100.0;
    const double highRatio = 1.0 + *result.ciHighPercent / 100.0;
    const Verdict expected = lowRatio > 1.01          ? Verdict::Faster
                             : highRatio < 1.0 / 1.01 ? Verdict::Slower
                                                      : Verdict::WithinNoise;
    QCOMPARE(result.verdict, expected);
}

void TestStatisticsComparison::fivePairsAreNotEnough()
{
    const auto &c = pairedCase("n5_all_faster");
    const PairedComparison result =
        comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), ComparisonOptions());
    QCOMPARE(result.verdict, Verdict::NotEnoughData);
    QCOMPARE(*result.pValue, 0.0625); // every pair faster, and still p >= 0.0625
    QVERIFY(result.deltaPercent.has_value());
    QVERIFY(!result.ciLowPercent.has_value());
    QVERIFY2(result.message.contains(QLatin1String("at least 6 pairs")),
             qPrintable(result.message));
    QVERIFY2(result.message.contains(QLatin1String("Run 1 more")), qPrintable(result.message));
}

void TestStatisticsComparison::verdictFollowsTheWholeInterval()
{
    const double one = percentToLogRatio(1.0);
    const auto higher = MetricDirection::HigherIsBetter;
    QCOMPARE(decide(one * 1.5, one * 4, 1.0, higher), Verdict::Faster);
    QCOMPARE(decide(-one * 4, -one * 1.5, 1.0, higher), Verdict::Slower);
    // Mostly above the band but touching it: within noise, not "faster".
    QCOMPARE(decide(one * 0.5, one * 10, 1.0, higher), Verdict::WithinNoise);
    QCOMPARE(decide(-one * 10, one * 10, 1.0, higher), Verdict::WithinNoise);
    QCOMPARE(decide(std::nan(""), one, 1.0, higher), Verdict::NotEnoughData);
    QCOMPARE(decisionThresholdPercent(std::nullopt), 1.0);
    QCOMPARE(decisionThresholdPercent(0.4), 1.0);
    QCOMPARE(decisionThresholdPercent(2.5), 2.5);
}

void TestStatisticsComparison::verdictFlipsAtDelta()
{
    const auto &c = pairedCase("n6_faster");
    ComparisonOptions options;
    const PairedComparison base =
        comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), options);
    QCOMPARE(base.verdict, Verdict::Faster);
    const double low = *base.ciLowPercent;
    options.noiseFloorPercent = low * 0.999;
    QCOMPARE(comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), options).verdict,
             Verdict::Faster);
    options.noiseFloorPercent = low * 1.001;
    const PairedComparison inside =
        comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), options);
    QCOMPARE(inside.verdict, Verdict::WithinNoise);
    QCOMPARE(inside.thresholdPercent, low * 1.001);
}

void TestStatisticsComparison::directionDecidesWhatFasterMeans()
{
    const auto &c = pairedCase("n12_latency"); // candidate latency about 4.5% lower
    ComparisonOptions options;
    options.direction = MetricDirection::LowerIsBetter;
    QCOMPARE(comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), options).verdict,
             Verdict::Faster);
    options.direction = MetricDirection::HigherIsBetter;
    QCOMPARE(comparePaired(doublesOf(c["control"]), doublesOf(c["candidate"]), options).verdict,
             Verdict::Slower);
}

void TestStatisticsComparison::swappingArmsNegatesTheDelta_data()
{
    lanebook::test::addGoldenRows("paired");
}

void TestStatisticsComparison::swappingArmsNegatesTheDelta()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["paired"][static_cast<size_t>(index)];
    const std::vector<double> a = doublesOf(c["control"]);
    const std::vector<double> b = doublesOf(c["candidate"]);
    const PairedComparison forward = comparePaired(a, b, ComparisonOptions());
    const PairedComparison backward = comparePaired(b, a, ComparisonOptions());
    LB_COMPARE_NEAR(*backward.logDelta, -*forward.logDelta, 1e-12, 1e-15);
    LB_COMPARE_NEAR(*backward.pValue, *forward.pValue, 1e-12, 0.0);
    if (forward.intervalMethod == IntervalMethod::ExactWalsh) {
        LB_COMPARE_NEAR(*backward.logCiLow, -*forward.logCiHigh, 1e-12, 1e-15);
        LB_COMPARE_NEAR(*backward.logCiHigh, -*forward.logCiLow, 1e-12, 1e-15);
    }
    if (forward.verdict == Verdict::Faster)
        QCOMPARE(backward.verdict, Verdict::Slower);
    if (forward.verdict == Verdict::WithinNoise || forward.verdict == Verdict::NotEnoughData)
        QCOMPARE(backward.verdict, forward.verdict);
}

void TestStatisticsComparison::scalingBothArmsChangesNothing()
{
    for (const char *name : {"n12_latency", "ties_and_zero", "n40_bootstrap"}) {
        const auto &c = pairedCase(name);
        const std::vector<double> a = doublesOf(c["control"]);
        const std::vector<double> b = doublesOf(c["candidate"]);
        const PairedComparison original = comparePaired(a, b, ComparisonOptions());
        // tok/s to tok/min: a change of unit must not change a relative comparison.
        const PairedComparison perMinute =
            comparePaired(scaled(a, 60.0), scaled(b, 60.0), ComparisonOptions());
        LB_COMPARE_NEAR(*perMinute.deltaPercent, *original.deltaPercent, 1e-9, 1e-12);
        LB_COMPARE_NEAR(*perMinute.ciLowPercent, *original.ciLowPercent, 1e-9, 1e-12);
        LB_COMPARE_NEAR(*perMinute.ciHighPercent, *original.ciHighPercent, 1e-9, 1e-12);
        QCOMPARE(perMinute.verdict, original.verdict);
    }
}

void TestStatisticsComparison::pairedRefusesInputsWithoutMeaning_data()
{
    QTest::addColumn<std::vector<double>>("control");
    QTest::addColumn<std::vector<double>>("candidate");
    QTest::addColumn<QString>("says");
    const std::vector<double> six{80, 81, 82, 83, 84, 85};
    QTest::newRow("no workload point in common")
        << std::vector<double>{} << std::vector<double>{} << QStringLiteral("share no workload");
    QTest::newRow("metric missing on control")
        << std::vector<double>{} << six << QStringLiteral("control arm has no value");
    QTest::newRow("metric missing on candidate")
        << six << std::vector<double>{} << QStringLiteral("candidate arm has no value");
    QTest::newRow("mismatched runs")
        << six << std::vector<double>{80, 81, 82} << QStringLiteral("6 runs and the candidate 3");
    QTest::newRow("zero") << six << std::vector<double>{80, 81, 0, 83, 84, 85}
                          << QStringLiteral("Pair 3");
    QTest::newRow("negative") << std::vector<double>{80, -1, 82, 83, 84, 85} << six
                              << QStringLiteral("zero or negative");
    QTest::newRow("missing value") << six << std::vector<double>{80, 81, 82, 83, 84, std::nan("")}
                                   << QStringLiteral("candidate missing");
    QTest::newRow("one run each") << std::vector<double>{80} << std::vector<double>{84}
                                  << QStringLiteral("Run 5 more");
}

void TestStatisticsComparison::pairedRefusesInputsWithoutMeaning()
{
    QFETCH(std::vector<double>, control);
    QFETCH(std::vector<double>, candidate);
    QFETCH(QString, says);
    ComparisonOptions options;
    options.metricName = QStringLiteral("output_tok_s");
    const PairedComparison result = comparePaired(control, candidate, options);
    QCOMPARE(result.verdict, Verdict::NotEnoughData);
    QVERIFY(!result.ciLowPercent && !result.ciHighPercent);
    QVERIFY2(result.message.contains(says), qPrintable(result.message));
    if (control.size() != 1) // a log failed: not even a point estimate
        QVERIFY(!result.deltaPercent);
}

void TestStatisticsComparison::identicalArmsAreWithinNoise()
{
    const std::vector<double> arm{80, 81, 82, 83, 84, 85, 86};
    const PairedComparison result = comparePaired(arm, arm, ComparisonOptions());
    QCOMPARE(result.verdict, Verdict::WithinNoise);
    QCOMPARE(*result.deltaPercent, 0.0);
    QCOMPARE(*result.ciLowPercent, 0.0);
    QCOMPARE(*result.ciHighPercent, 0.0);
    QVERIFY(!result.pValue); // nothing to rank, and no made-up p-value either
    QVERIFY(!result.message.isEmpty());
}

void TestStatisticsComparison::unpairedMatchesGoldenAndSaysNotDriftControlled()
{
    const auto &c = statisticsGolden()["unpaired"][0];
    const UnpairedComparison result =
        compareUnpaired(doublesOf(c["control"]), doublesOf(c["candidate"]), ComparisonOptions());
    QVERIFY(!result.driftControlled);
    QCOMPARE(result.label, QStringLiteral("not drift-controlled"));
    const auto &welch = c["welch"];
    LB_COMPARE_NEAR(*result.logDelta, welch["mean_difference"].get<double>(), 1e-12, 1e-15);
    LB_COMPARE_NEAR(*result.logCiLow, welch["ci_low"].get<double>(), 1e-12, 1e-14);
    LB_COMPARE_NEAR(*result.logCiHigh, welch["ci_high"].get<double>(), 1e-12, 1e-14);
    LB_COMPARE_NEAR(*result.welchPValue, welch["pvalue"].get<double>(), 1e-10, 0.0);
    LB_COMPARE_NEAR(*result.mannWhitneyPValue, c["mannwhitney"]["pvalue"].get<double>(), 1e-12,
                    0.0);
    QCOMPARE(result.mannWhitneyExact, c["mannwhitney"]["exact"].get<bool>());
    LB_COMPARE_NEAR(*result.deltaPercent, std::expm1(*result.logDelta) * 100.0, 1e-12, 0.0);
    QCOMPARE(result.verdict,
             decide(*result.logCiLow, *result.logCiHigh, 1.0, MetricDirection::HigherIsBetter));
}

void TestStatisticsComparison::unpairedNeedsTwoRunsPerSide()
{
    const UnpairedComparison one = compareUnpaired({80, 81, 82}, {84}, ComparisonOptions());
    QCOMPARE(one.verdict, Verdict::NotEnoughData);
    QVERIFY(!one.deltaPercent);
    QVERIFY2(one.message.contains(QLatin1String("at least two runs on each side")),
             qPrintable(one.message));
    const UnpairedComparison zero = compareUnpaired({80, 0, 82}, {84, 85}, ComparisonOptions());
    QCOMPARE(zero.verdict, Verdict::NotEnoughData);
    QVERIFY2(zero.message.contains(QLatin1String("Run 2 of the control arm")),
             qPrintable(zero.message));
    const UnpairedComparison flat = compareUnpaired({80, 80}, {80, 80}, ComparisonOptions());
    QCOMPARE(flat.verdict, Verdict::NotEnoughData);
    QVERIFY(!flat.message.isEmpty());
}

QTEST_GUILESS_MAIN(TestStatisticsComparison)
#include "tst_statisticscomparison.moc"
