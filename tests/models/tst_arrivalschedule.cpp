// arrivalOffsetsS: open-loop arrivals with gamma gaps (vLLM's burstiness), from the seed.
#include "models/loadgen/arrivalschedule.h"

#include <QTest>

#include <cmath>
#include <numeric>

using namespace lanebook;

namespace {

LoadSpec openLoop(ArrivalMode mode, double rate, double burstiness = 1.0)
{
    LoadSpec spec;
    spec.arrival = mode;
    spec.requestRatePerS = rate;
    spec.burstiness = burstiness;
    return spec;
}

// Coefficient of variation of the gaps.
double gapCv(const std::vector<double> &offsets)
{
    std::vector<double> gaps;
    for (std::size_t i = 1; i < offsets.size(); ++i)
        gaps.push_back(offsets[i] - offsets[i - 1]);
    const double mean = std::accumulate(gaps.begin(), gaps.end(), 0.0) / double(gaps.size());
    double sq = 0.0;
    for (double g : gaps)
        sq += (g - mean) * (g - mean);
    return std::sqrt(sq / double(gaps.size())) / mean;
}

} // namespace

class TestArrivalSchedule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void closedLoopHasNoSchedule()
    {
        const auto offsets = arrivalOffsetsS(LoadSpec{}, 5, 1);
        QCOMPARE(offsets, std::vector<double>(5, 0.0));
    }

    void poissonMeanRate()
    {
        const int n = 20000;
        const auto offsets = arrivalOffsetsS(openLoop(ArrivalMode::Poisson, 50.0), n, 7);
        QCOMPARE(offsets.front(), 0.0);
        QVERIFY(std::is_sorted(offsets.begin(), offsets.end()));
        const double rate = (n - 1) / offsets.back();
        QVERIFY2(std::fabs(rate - 50.0) < 2.0, qPrintable(QString::number(rate)));
        // Exponential gaps: CV 1.
        QVERIFY(std::fabs(gapCv(offsets) - 1.0) < 0.05);
    }

    void burstinessShapesTheGaps()
    {
        const int n = 20000;
        // Gamma shape k has CV 1/sqrt(k): k = 0.25 is bursty (CV 2), k = 4 regular (CV 0.5).
        const auto bursty = arrivalOffsetsS(openLoop(ArrivalMode::Gamma, 10.0, 0.25), n, 3);
        const auto regular = arrivalOffsetsS(openLoop(ArrivalMode::Gamma, 10.0, 4.0), n, 3);
        QVERIFY(std::fabs(gapCv(bursty) - 2.0) < 0.15);
        QVERIFY(std::fabs(gapCv(regular) - 0.5) < 0.05);
        // Same mean rate either way.
        QVERIFY(std::fabs((n - 1) / bursty.back() - 10.0) < 0.6);
        QVERIFY(std::fabs((n - 1) / regular.back() - 10.0) < 0.3);
    }

    void reproducible()
    {
        const LoadSpec spec = openLoop(ArrivalMode::Poisson, 5.0);
        QCOMPARE(arrivalOffsetsS(spec, 100, 9), arrivalOffsetsS(spec, 100, 9));
        QVERIFY(arrivalOffsetsS(spec, 100, 9) != arrivalOffsetsS(spec, 100, 10));
    }
};

QTEST_GUILESS_MAIN(TestArrivalSchedule)
#include "tst_arrivalschedule.moc"
