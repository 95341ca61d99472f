// BCa bootstrap: the BCa step reproduces SciPy's interval on SciPy's own replicates; the full
// resampling, which draws different resamples, agrees with SciPy within a tolerance; and the
// seeded generator makes every interval reproducible.
#include "models/statistics/bootstrap.h"
#include "models/statistics/hodgeslehmann.h"
#include "models/statistics/summary.h"

#include "models/statisticsgolden.h"

#include <QtTest>

using namespace lanebook::stats;
using lanebook::test::doublesOf;
using lanebook::test::statisticsGolden;

namespace {

SampleStatistic statisticNamed(const std::string &name)
{
    if (name == "median")
        return medianOf;
    return hodgesLehmannEstimate;
}

std::vector<double> jackknifeOf(const std::vector<double> &data, const SampleStatistic &statistic)
{
    std::vector<double> replicates;
    for (size_t skip = 0; skip < data.size(); ++skip) {
        std::vector<double> rest;
        for (size_t i = 0; i < data.size(); ++i) {
            if (i != skip)
                rest.push_back(data[i]);
        }
        replicates.push_back(statistic(rest));
    }
    return replicates;
}

} // namespace

class TestStatisticsBootstrap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bcaStepMatchesScipy_data();
    void bcaStepMatchesScipy();
    void fullBootstrapAgreesWithScipy_data();
    void fullBootstrapAgreesWithScipy();
    void sameSeedSameInterval();
    void degenerateSamples();
};

void TestStatisticsBootstrap::bcaStepMatchesScipy_data()
{
    lanebook::test::addGoldenRows("bca_formula");
}

void TestStatisticsBootstrap::bcaStepMatchesScipy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["bca_formula"][static_cast<size_t>(index)];
    const std::vector<double> data = doublesOf(c["data"]);
    const SampleStatistic statistic = statisticNamed(c["statistic"].get<std::string>());
    LB_COMPARE_NEAR(statistic(data), c["estimate"].get<double>(), 1e-13, 1e-16);
    const std::optional<BcaInterval> interval = bcaFromReplicates(
        statistic(data), doublesOf(c["replicates"]), jackknifeOf(data, statistic), 0.95);
    QVERIFY(interval);
    LB_COMPARE_NEAR(interval->low, c["low"].get<double>(), 1e-11, 1e-14);
    LB_COMPARE_NEAR(interval->high, c["high"].get<double>(), 1e-11, 1e-14);
}

void TestStatisticsBootstrap::fullBootstrapAgreesWithScipy_data()
{
    lanebook::test::addGoldenRows("bootstrap_sanity");
}

void TestStatisticsBootstrap::fullBootstrapAgreesWithScipy()
{
    QFETCH(int, index);
    const auto &c = statisticsGolden()["bootstrap_sanity"][static_cast<size_t>(index)];
    const std::vector<double> data = doublesOf(c["data"]);
    const std::optional<BcaInterval> interval =
        bcaBootstrap(data, statisticNamed(c["statistic"].get<std::string>()), BootstrapOptions());
    QVERIFY(interval);
    QCOMPARE(interval->resamples, kMinimumBootstrapResamples);
    LB_COMPARE_NEAR(interval->estimate, c["estimate"].get<double>(), 1e-13, 1e-16);
    // Different generators draw different resamples: with 10,000 of them the limits move by a
    // few percent of the width, never by a tenth of it.
    const double width = c["high"].get<double>() - c["low"].get<double>();
    LB_COMPARE_NEAR(interval->low, c["low"].get<double>(), 0.0, 0.1 * width);
    LB_COMPARE_NEAR(interval->high, c["high"].get<double>(), 0.0, 0.1 * width);
    QVERIFY(interval->low <= interval->estimate && interval->estimate <= interval->high);
}

void TestStatisticsBootstrap::sameSeedSameInterval()
{
    const std::vector<double> data = doublesOf(statisticsGolden()["bootstrap_sanity"][0]["data"]);
    BootstrapOptions options;
    const auto first = bcaBootstrap(data, hodgesLehmannEstimate, options);
    const auto second = bcaBootstrap(data, hodgesLehmannEstimate, options);
    QVERIFY(first && second);
    QCOMPARE(first->low, second->low);
    QCOMPARE(first->high, second->high);
    options.seed += 1;
    const auto other = bcaBootstrap(data, hodgesLehmannEstimate, options);
    QVERIFY(other->low != first->low || other->high != first->high);
}

void TestStatisticsBootstrap::degenerateSamples()
{
    QVERIFY(!bcaBootstrap({0.5}, medianOf, BootstrapOptions()));
    // No spread at all: the interval collapses onto the estimate instead of failing.
    const auto flat = bcaBootstrap({0.2, 0.2, 0.2, 0.2}, medianOf, BootstrapOptions());
    QVERIFY(flat);
    QCOMPARE(flat->low, 0.2);
    QCOMPARE(flat->high, 0.2);
}

QTEST_GUILESS_MAIN(TestStatisticsBootstrap)
#include "tst_statisticsbootstrap.moc"
