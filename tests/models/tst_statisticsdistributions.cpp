// Distribution functions and summaries against SciPy/numpy golden values
// (tests/data/statistics/make_golden.py): normal and Student t, the incomplete beta behind
// them, and the numpy-compatible summary of a metric.
#include "models/statistics/distributions.h"
#include "models/statistics/ranking.h"
#include "models/statistics/summary.h"

#include "models/statisticsgolden.h"

#include <QtTest>

using namespace lanebook::stats;
using lanebook::test::doublesOf;
using lanebook::test::optionalOf;
using lanebook::test::statisticsGolden;

class TestStatisticsDistributions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goldenFileLoads();
    void normal();
    void studentT();
    void incompleteBeta();
    void summaryMatchesNumpy_data();
    void summaryMatchesNumpy();
    void summaryOfNothingSaysSo();
    void summarySkipsNonFiniteAndCountsThem();
    void averageRanksShareTies();
};

void TestStatisticsDistributions::goldenFileLoads()
{
    QVERIFY2(statisticsGolden().contains("wilcoxon"),
             "tests/data/statistics/golden.json is missing or unreadable");
}

void TestStatisticsDistributions::normal()
{
    const auto &golden = statisticsGolden()["distributions"];
    for (const auto &row : golden["normal_quantile"])
        LB_COMPARE_NEAR(normalQuantile(row[0].get<double>()), row[1].get<double>(), 1e-13, 1e-15);
    for (const auto &row : golden["normal_cdf"])
        LB_COMPARE_NEAR(normalCdf(row[0].get<double>()), row[1].get<double>(), 1e-13, 0.0);
    QVERIFY(std::isinf(normalQuantile(0.0)) && normalQuantile(0.0) < 0.0);
    QVERIFY(std::isnan(normalQuantile(1.5)));
    // Round trip deep in the upper tail, where 1 - p has few digits left.
    LB_COMPARE_NEAR(normalSf(normalQuantile(1.0 - 1e-9)), 1e-9, 1e-6, 0.0);
}

void TestStatisticsDistributions::studentT()
{
    const auto &golden = statisticsGolden()["distributions"];
    for (const auto &row : golden["t_cdf"])
        LB_COMPARE_NEAR(studentTCdf(row[0].get<double>(), row[1].get<double>()),
                        row[2].get<double>(), 1e-12, 1e-15);
    for (const auto &row : golden["t_two_sided"])
        LB_COMPARE_NEAR(studentTTwoSidedP(row[0].get<double>(), row[1].get<double>()),
                        row[2].get<double>(), 1e-12, 1e-15);
    // Golden quantiles are SciPy's stdtrit polished by Newton steps on SciPy's CDF (see
    // make_golden.py); the closed forms for 1 and 2 degrees of freedom check independently.
    for (const auto &row : golden["t_quantile"])
        LB_COMPARE_NEAR(studentTQuantile(row[0].get<double>(), row[1].get<double>()),
                        row[2].get<double>(), 1e-12, 1e-14);
    for (const double p : {0.0005, 0.025, 0.3, 0.9, 0.975}) {
        LB_COMPARE_NEAR(studentTQuantile(p, 1.0), std::tan(M_PI * (p - 0.5)), 1e-13, 1e-15);
        LB_COMPARE_NEAR(studentTQuantile(p, 2.0), (2.0 * p - 1.0) / std::sqrt(2.0 * p * (1.0 - p)),
                        1e-13, 1e-15);
    }
}

void TestStatisticsDistributions::incompleteBeta()
{
    for (const auto &row : statisticsGolden()["distributions"]["betainc"])
        LB_COMPARE_NEAR(regularizedIncompleteBeta(row[0].get<double>(), row[1].get<double>(),
                                                  row[2].get<double>()),
                        row[3].get<double>(), 1e-12, 1e-15);
    QCOMPARE(regularizedIncompleteBeta(2.0, 3.0, 0.0), 0.0);
    QCOMPARE(regularizedIncompleteBeta(2.0, 3.0, 1.0), 1.0);
}

void TestStatisticsDistributions::summaryMatchesNumpy_data()
{
    lanebook::test::addGoldenRows("summary");
}

void TestStatisticsDistributions::summaryMatchesNumpy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["summary"][static_cast<size_t>(index)];
    const Summary s = summarize(doublesOf(c["values"]));
    QVERIFY(s.isAvailable());
    QCOMPARE(s.n, c["n"].get<int>());
    LB_COMPARE_NEAR(s.median, c["median"].get<double>(), 1e-14, 0.0);
    LB_COMPARE_NEAR(s.p25, c["p25"].get<double>(), 1e-14, 0.0);
    LB_COMPARE_NEAR(s.p75, c["p75"].get<double>(), 1e-14, 0.0);
    LB_COMPARE_NEAR(s.iqr, c["p75"].get<double>() - c["p25"].get<double>(), 1e-12, 1e-12);
    LB_COMPARE_NEAR(s.p90, c["p90"].get<double>(), 1e-14, 0.0);
    LB_COMPARE_NEAR(s.p99, c["p99"].get<double>(), 1e-14, 0.0);
    LB_COMPARE_NEAR(s.mean, c["mean"].get<double>(), 1e-14, 0.0);
    QCOMPARE(s.min, c["min"].get<double>());
    QCOMPARE(s.max, c["max"].get<double>());
    const std::optional<double> sd = optionalOf(c["stddev"]);
    QCOMPARE(s.stddev.has_value(), sd.has_value());
    if (sd)
        LB_COMPARE_NEAR(*s.stddev, *sd, 1e-12, 0.0);
    const std::optional<double> cv = optionalOf(c["cv_percent"]);
    QCOMPARE(s.cvPercent.has_value(), cv.has_value());
    if (cv)
        LB_COMPARE_NEAR(*s.cvPercent, *cv, 1e-12, 0.0);
    if (!sd)
        QVERIFY(!s.message.isEmpty()); // one run: says why there is no spread
}

void TestStatisticsDistributions::summaryOfNothingSaysSo()
{
    const Summary s = summarize({});
    QVERIFY(!s.isAvailable());
    QVERIFY(s.message.contains(QLatin1String("missing")));
    QVERIFY(!s.stddev && !s.cvPercent);
}

void TestStatisticsDistributions::summarySkipsNonFiniteAndCountsThem()
{
    const Summary s = summarize({1.0, std::nan(""), 3.0, INFINITY});
    QCOMPARE(s.n, 2);
    QCOMPARE(s.skippedNonFinite, 2);
    QCOMPARE(s.median, 2.0);
    // A negative mean has no CV; the summary says so instead of printing one.
    const Summary negative = summarize({-1.0, -2.0, -3.0});
    QVERIFY(negative.stddev.has_value());
    QVERIFY(!negative.cvPercent.has_value());
    QVERIFY(!negative.message.isEmpty());
}

void TestStatisticsDistributions::averageRanksShareTies()
{
    const Ranking r = averageRanks({3.0, 1.0, 3.0, 2.0, 3.0});
    QCOMPARE(r.ranks, (std::vector<double>{4.0, 1.0, 4.0, 2.0, 4.0}));
    QCOMPARE(r.tieSizes, std::vector<int>{3});
    QCOMPARE(tieTerm(r.tieSizes), 24.0);
}

QTEST_GUILESS_MAIN(TestStatisticsDistributions)
#include "tst_statisticsdistributions.moc"
