// Wilcoxon signed-rank test, Hodges-Lehmann estimate and interval, Mann-Whitney U and Welch
// against SciPy golden values (tests/data/statistics/make_golden.py), including ties, zeros,
// and n = 5 where no two-sided p-value can go below 0.0625.
#include "models/statistics/hodgeslehmann.h"
#include "models/statistics/mannwhitney.h"
#include "models/statistics/welch.h"
#include "models/statistics/wilcoxon.h"

#include "models/statisticsgolden.h"

#include <QtTest>

#include <algorithm>

using namespace lanebook::stats;
using lanebook::test::doublesOf;
using lanebook::test::statisticsGolden;

class TestStatisticsRankTests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wilcoxonMatchesScipy_data();
    void wilcoxonMatchesScipy();
    void hodgesLehmannMatchesWalshConstruction_data();
    void hodgesLehmannMatchesWalshConstruction();
    void fivePairsCannotReachFivePercent();
    void signedRankQuantileMatchesR();
    void allZeroDifferencesHaveNoTest();
    void mannWhitneyMatchesScipy_data();
    void mannWhitneyMatchesScipy();
    void welchMatchesScipy_data();
    void welchMatchesScipy();
    void welchRefusesDegenerateSamples();
};

void TestStatisticsRankTests::wilcoxonMatchesScipy_data()
{
    lanebook::test::addGoldenRows("wilcoxon");
}

void TestStatisticsRankTests::wilcoxonMatchesScipy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["wilcoxon"][static_cast<size_t>(index)];
    const std::optional<SignedRankTest> test = signedRankTest(doublesOf(c["d"]));
    QVERIFY(test);
    QCOMPARE(test->zeros, c["zeros"].get<int>());
    QCOMPARE(test->ties, c["ties"].get<bool>());
    QCOMPARE(test->method, c["method"] == "exact" ? SignedRankMethod::Exact
                                                  : SignedRankMethod::NormalApproximation);
    QCOMPARE(test->statistic, c["statistic"].get<double>());
    QCOMPARE(test->rankSumPositive, c["r_plus"].get<double>());
    LB_COMPARE_NEAR(test->pValue, c["pvalue"].get<double>(), 1e-12, 1e-300);
    QCOMPARE(test->z.has_value(), test->method == SignedRankMethod::NormalApproximation);
}

void TestStatisticsRankTests::hodgesLehmannMatchesWalshConstruction_data()
{
    lanebook::test::addGoldenRows("wilcoxon");
}

void TestStatisticsRankTests::hodgesLehmannMatchesWalshConstruction()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["wilcoxon"][static_cast<size_t>(index)];
    const std::vector<double> d = doublesOf(c["d"]);
    LB_COMPARE_NEAR(hodgesLehmannEstimate(d), c["hl_estimate"].get<double>(), 1e-13, 1e-16);
    const std::optional<WalshInterval> interval = hodgesLehmannInterval(d, 0.95);
    QCOMPARE(interval.has_value(), !c["hl_interval"].is_null());
    if (!interval)
        return;
    const auto &expected = c["hl_interval"];
    QCOMPARE(interval->rank, expected["rank"].get<int>());
    LB_COMPARE_NEAR(interval->low, expected["low"].get<double>(), 1e-13, 1e-16);
    LB_COMPARE_NEAR(interval->high, expected["high"].get<double>(), 1e-13, 1e-16);
    LB_COMPARE_NEAR(interval->achievedConfidence, expected["achieved_confidence"].get<double>(),
                    1e-12, 0.0);
    QVERIFY(interval->achievedConfidence >= 0.95);
    QVERIFY(interval->low <= hodgesLehmannEstimate(d));
    QVERIFY(interval->high >= hodgesLehmannEstimate(d));
}

void TestStatisticsRankTests::fivePairsCannotReachFivePercent()
{
    // Five differences, all of one sign: the most extreme outcome there is, p = 2/32.
    const std::optional<SignedRankTest> test = signedRankTest({0.01, 0.02, 0.03, 0.04, 0.05});
    QVERIFY(test);
    QCOMPARE(test->method, SignedRankMethod::Exact);
    QCOMPARE(test->pValue, 0.0625);
    QVERIFY(!hodgesLehmannInterval({0.01, 0.02, 0.03, 0.04, 0.05}, 0.95));
    QCOMPARE(minimumPairsForInterval(0.95), 6);
    QCOMPARE(minimumPairsForInterval(0.99), 8);
    QVERIFY(hodgesLehmannInterval({0.01, 0.02, 0.03, 0.04, 0.05, 0.06}, 0.95));
    QVERIFY(!hodgesLehmannInterval({0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07}, 0.99));
}

void TestStatisticsRankTests::signedRankQuantileMatchesR()
{
    for (const auto &row : statisticsGolden()["signrank_quantile"]) {
        const int n = row["n"].get<int>();
        const double p = row["p"].get<double>();
        QCOMPARE(signedRankQuantile(p, n), row["k"].get<int>());
        LB_COMPARE_NEAR(signedRankCdf(row["k"].get<int>(), n), row["cdf_k"].get<double>(), 1e-12,
                        0.0);
    }
    const std::vector<double> pmf = signedRankDistribution(10);
    QCOMPARE(pmf.size(), size_t(56));
    QCOMPARE(pmf.front(), 1.0 / 1024.0);
    QCOMPARE(pmf[27], pmf[28]); // symmetric around n(n+1)/4
}

void TestStatisticsRankTests::allZeroDifferencesHaveNoTest()
{
    QVERIFY(!signedRankTest({}));
    QVERIFY(!signedRankTest({0.0, 0.0, 0.0}));
    QCOMPARE(hodgesLehmannEstimate({0.0, 0.0, 0.0, 0.0, 0.0, 0.0}), 0.0);
}

void TestStatisticsRankTests::mannWhitneyMatchesScipy_data()
{
    lanebook::test::addGoldenRows("mannwhitney");
}

void TestStatisticsRankTests::mannWhitneyMatchesScipy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["mannwhitney"][static_cast<size_t>(index)];
    const std::optional<MannWhitneyTest> test = mannWhitneyU(doublesOf(c["x"]), doublesOf(c["y"]));
    QVERIFY(test);
    QCOMPARE(test->u1, c["u1"].get<double>());
    QCOMPARE(test->exact, c["exact"].get<bool>());
    LB_COMPARE_NEAR(test->pValue, c["pvalue"].get<double>(), 1e-12, 1e-300);
    // Swapping the samples mirrors U and keeps the two-sided p-value.
    const std::optional<MannWhitneyTest> swapped =
        mannWhitneyU(doublesOf(c["y"]), doublesOf(c["x"]));
    QCOMPARE(swapped->u1, double(c["x"].size() * c["y"].size()) - test->u1);
    LB_COMPARE_NEAR(swapped->pValue, test->pValue, 1e-12, 0.0);
}

void TestStatisticsRankTests::welchMatchesScipy_data()
{
    lanebook::test::addGoldenRows("welch");
}

void TestStatisticsRankTests::welchMatchesScipy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["welch"][static_cast<size_t>(index)];
    const std::optional<WelchTest> test = welchTTest(doublesOf(c["x"]), doublesOf(c["y"]), 0.95);
    QVERIFY(test);
    LB_COMPARE_NEAR(test->meanDifference, c["mean_difference"].get<double>(), 1e-12, 1e-15);
    LB_COMPARE_NEAR(test->t, c["t"].get<double>(), 1e-11, 0.0);
    LB_COMPARE_NEAR(test->degreesOfFreedom, c["df"].get<double>(), 1e-11, 0.0);
    LB_COMPARE_NEAR(test->pValue, c["pvalue"].get<double>(), 1e-10, 1e-300);
    LB_COMPARE_NEAR(test->ciLow, c["ci_low"].get<double>(), 1e-12, 1e-14);
    LB_COMPARE_NEAR(test->ciHigh, c["ci_high"].get<double>(), 1e-12, 1e-14);
}

void TestStatisticsRankTests::welchRefusesDegenerateSamples()
{
    QVERIFY(!welchTTest({1.0}, {2.0, 3.0}, 0.95));
    QVERIFY(!welchTTest({1.0, 1.0}, {2.0, 2.0}, 0.95));
    QVERIFY(welchTTest({1.0, 1.0}, {2.0, 2.5}, 0.95));
}

QTEST_GUILESS_MAIN(TestStatisticsRankTests)
#include "tst_statisticsranktests.moc"
