// The max-load search against servers whose SLO threshold is known: it ends with the highest
// load met just below the threshold and the lowest missed just above, within its resolution
// and its probe budget, from starts below and above; a server that misses even the minimum,
// or never misses, ends saying so.
#include "models/frontier/maxloadsearch.h"

#include <QTest>

using namespace lanebook;

namespace {

// Runs the search against a server that meets the SLO at loads up to `threshold`.
MaxLoadSearch searchAgainst(double threshold, MaxLoadSearch::Options options)
{
    MaxLoadSearch search(options);
    for (int guard = 0; guard < 100; ++guard) {
        const std::optional<double> load = search.nextLoad();
        if (!load)
            break;
        search.record(*load, *load <= threshold ? 100.0 : 60.0);
    }
    return search;
}

} // namespace

class TestMaxLoadSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void concurrencyKnees_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("threshold");
        QTest::addColumn<int>("budget");
        QTest::newRow("knee 40 from 8") << 8.0 << 40.0 << 8;
        QTest::newRow("knee 10 from 8") << 8.0 << 10.0 << 8;
        QTest::newRow("knee 3 from 8") << 8.0 << 3.0 << 8;
        QTest::newRow("knee 1 from 8") << 8.0 << 1.0 << 8;
        QTest::newRow("knee 100 from 8") << 8.0 << 100.0 << 12;
        QTest::newRow("knee 700 from 64") << 64.0 << 700.0 << 12;
    }

    void concurrencyKnees()
    {
        QFETCH(double, start);
        QFETCH(double, threshold);
        QFETCH(int, budget);
        MaxLoadSearch::Options options;
        options.startLoad = start;
        options.maxProbes = budget;
        const MaxLoadSearch search = searchAgainst(threshold, options);
        QCOMPARE(search.end(), MaxLoadSearch::End::Converged);
        QVERIFY(int(search.probes().size()) <= budget);
        const double met = *search.highestMet();
        const double missed = *search.lowestMissed();
        QVERIFY(met <= threshold && missed > threshold);
        QVERIFY2(missed - met <= 1.0 || (missed - met) / missed <= options.resolution,
                 qPrintable(QStringLiteral("%1 .. %2").arg(met).arg(missed)));
        // Every probe is a whole concurrency, and none is tried twice.
        for (size_t i = 0; i < search.probes().size(); ++i) {
            QCOMPARE(search.probes()[i].load, std::round(search.probes()[i].load));
            for (size_t j = 0; j < i; ++j)
                QVERIFY(search.probes()[i].load != search.probes()[j].load);
        }
    }

    void rateWithinResolution()
    {
        MaxLoadSearch::Options options;
        options.wholeNumbers = false;
        options.startLoad = 4.0;
        options.minLoad = 0.01;
        const MaxLoadSearch search = searchAgainst(13.7, options);
        QCOMPARE(search.end(), MaxLoadSearch::End::Converged);
        QVERIFY(search.probes().size() <= 8);
        QVERIFY(*search.highestMet() <= 13.7 && *search.lowestMissed() > 13.7);
        QVERIFY((*search.lowestMissed() - *search.highestMet()) / *search.lowestMissed() <= 0.05);
    }

    void theEnds()
    {
        MaxLoadSearch::Options options;
        options.startLoad = 4.0;
        const MaxLoadSearch never = searchAgainst(0.5, options); // misses even one stream
        QCOMPARE(never.end(), MaxLoadSearch::End::BelowMinimum);
        QVERIFY(!never.highestMet());
        options.maxLoad = 64.0;
        const MaxLoadSearch always = searchAgainst(1e9, options);
        QCOMPARE(always.end(), MaxLoadSearch::End::AboveMaximum);
        QCOMPARE(*always.highestMet(), 64.0);
        options.maxLoad = 65536.0;
        options.maxProbes = 3;
        const MaxLoadSearch budget = searchAgainst(1000.0, options);
        QCOMPARE(budget.end(), MaxLoadSearch::End::ProbeBudget);
        QCOMPARE(int(budget.probes().size()), 3);
        QCOMPARE(MaxLoadSearch::endId(MaxLoadSearch::End::Converged), QStringLiteral("converged"));
    }

    // A noisy server that meets a load above one it missed: the bracket stays below the miss.
    void aMissBelowAMetLoadIsTrusted()
    {
        MaxLoadSearch::Options options;
        options.startLoad = 16.0;
        MaxLoadSearch search(options);
        search.record(16.0, 100.0); // met
        QCOMPARE(*search.nextLoad(), 32.0);
        search.record(32.0, 50.0); // missed
        const double mid = *search.nextLoad();
        QVERIFY(mid > 16.0 && mid < 32.0);
        search.record(mid, 10.0);   // missed
        search.record(30.0, 100.0); // met above the miss: noise
        QVERIFY(*search.highestMet() < mid);
        QVERIFY(*search.nextLoad() < mid);
    }
};

QTEST_GUILESS_MAIN(TestMaxLoadSearch)
#include "tst_maxloadsearch.moc"
