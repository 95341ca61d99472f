// The fake source's GPUs follow the load a wave reports on its GPUs (GpuLoadBoard), as a real
// card follows the server on it: read() driven directly, each read one simulated second (the
// interval given to open()), so what is asserted is the order of readings, not a time.
#include "backends/telemetry/fakesource.h"
#include "backends/telemetry/gpuloadboard.h"
#include "models/gates/rungates.h"
#include "models/telemetry/clockeventreasons.h"
#include "models/telemetry/runtelemetry.h"

#include <QtTest>

using namespace lanebook;

namespace {

constexpr int kOneSecondMs = 1000;

std::uint64_t reasons(const GpuSample &s)
{
    return s.throttleReasons.value_or(0);
}

bool looksIdle(const GpuSample &s)
{
    return *s.utilPct < 5.0 && *s.smClockMhz < 400.0 && *s.powerW < 150.0 &&
           (reasons(s) & ClockEventReasons::GpuIdle) != 0;
}

// The thermal/clocks gate on a run whose telemetry is these samples.
GateResult thermalGateOver(const std::vector<GpuSample> &samples)
{
    Run run;
    summariseRunTelemetry(samples).applyTo(run);
    return checkThermalClocks(run);
}

} // namespace

class TestFakeSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsTheLoadReportedOnItsGpu();
    void boardCountsLoadsThatOverlap();
    void gpuOneDriftsHotUnderUnbrokenLoad();
};

void TestFakeSource::followsTheLoadReportedOnItsGpu()
{
    GpuLoadBoard board;
    FakeSource source({}, 2, &board);
    QVERIFY(source.open(kOneSecondMs));
    const TelemetryBatch before = source.read(kOneSecondMs);
    QCOMPARE(before.samples.size(), size_t(2));
    QVERIFY(looksIdle(before.samples[0]));
    QVERIFY(looksIdle(before.samples[1]));
    const double idleC = *before.samples[1].temperatureC;

    std::vector<GpuSample> loaded; // GPU 1, one per read while its arm runs
    {
        const GpuLoadBoard::Busy busy({1}, board);
        for (int read = 0; read < 3; ++read) {
            const TelemetryBatch batch = source.read(kOneSecondMs);
            loaded.push_back(batch.samples[1]);
            // Only the loaded GPU moves: its neighbour idles on.
            QVERIFY2(looksIdle(batch.samples[0]), qPrintable(QString::number(read)));
        }
    }
    // The first read after the load arrived already shows it: GPU Boost's clock, the
    // utilisation and power of a busy card, a die warming up, no idle reason, no throttling.
    const GpuSample &first = loaded.front();
    QVERIFY2(*first.utilPct > 80.0, qPrintable(QString::number(*first.utilPct)));
    QCOMPARE(*first.smClockMhz, 1980.0);
    QVERIFY2(*first.powerW > 400.0, qPrintable(QString::number(*first.powerW)));
    QCOMPARE(reasons(first), std::uint64_t(0));
    QCOMPARE(*first.pcieGen, 5);
    // Temperature follows with inertia: up at every read, not all at once.
    QVERIFY(*first.temperatureC > idleC);
    QVERIFY(*loaded[1].temperatureC > *first.temperatureC);
    QVERIFY(*loaded[2].temperatureC > *loaded[1].temperatureC);
    QVERIFY(*loaded[2].temperatureC - idleC < 15.0);
    // Utilisation ramps (nvidia-smi averages it over its period): the second read is higher.
    QVERIFY(*loaded[1].utilPct > *first.utilPct);

    // The load ends: within two reads the card is idle again and cooling.
    const GpuSample after1 = source.read(kOneSecondMs).samples[1];
    const GpuSample after2 = source.read(kOneSecondMs).samples[1];
    QVERIFY2(*after1.utilPct < 10.0, qPrintable(QString::number(*after1.utilPct)));
    QVERIFY(*after1.smClockMhz < *first.smClockMhz);
    QVERIFY(*after1.powerW < *first.powerW);
    QVERIFY2(looksIdle(after2), qPrintable(QString::number(*after2.smClockMhz)));
    QVERIFY(*after1.temperatureC < *loaded[2].temperatureC);
    QVERIFY(*after2.temperatureC < *after1.temperatureC);
    QCOMPARE(*after2.pcieGen, 1);
}

void TestFakeSource::boardCountsLoadsThatOverlap()
{
    GpuLoadBoard board;
    QCOMPARE(board.loadsOn(0), 0);
    {
        const GpuLoadBoard::Busy first({0, 1}, board);
        {
            const GpuLoadBoard::Busy second({0}, board);
            QCOMPARE(board.loadsOn(0), 2);
            QCOMPARE(board.loadsOn(1), 1);
        }
        // One load ended; the other still holds GPU 0.
        QCOMPARE(board.loadsOn(0), 1);
        QCOMPARE(board.loadsOn(1), 1);
    }
    QCOMPARE(board.loadsOn(0), 0);
    QCOMPARE(board.loadsOn(1), 0);
    QCOMPARE(board.loadsOn(7), 0);
    // A source that reads another board sees none of it.
    GpuLoadBoard other;
    FakeSource source({}, 1, &other);
    QVERIFY(source.open(kOneSecondMs));
    const GpuLoadBoard::Busy elsewhere({0}, board);
    QVERIFY(looksIdle(source.read(kOneSecondMs).samples[0]));
}

void TestFakeSource::gpuOneDriftsHotUnderUnbrokenLoad()
{
    // A short wave leaves GPU 1 warm but unthrottled; minutes of unbroken load take it past its
    // slowdown temperature, and the thermal/clocks gate says so in words. GPU 0, under the same
    // load, never gets there.
    GpuLoadBoard board;
    FakeSource source({}, 2, &board);
    QVERIFY(source.open(kOneSecondMs));
    const GpuLoadBoard::Busy busy({0, 1}, board);
    std::vector<GpuSample> cool;
    std::vector<GpuSample> hot;
    int firstSlowdownRead = 0;
    for (int read = 1; read <= 600; ++read) {
        const TelemetryBatch batch = source.read(kOneSecondMs);
        QVERIFY((reasons(batch.samples[0]) & ClockEventReasons::kThrottlingMask) == 0);
        if (!firstSlowdownRead &&
            (reasons(batch.samples[1]) & ClockEventReasons::SwThermalSlowdown) != 0)
            firstSlowdownRead = read;
        // A run of ten minutes' fifth to sixth minute, on each GPU.
        if (read > 300 && read <= 400) {
            cool.push_back(batch.samples[0]);
            hot.push_back(batch.samples[1]);
        }
    }
    QVERIFY2(firstSlowdownRead > 120 && firstSlowdownRead < 600,
             qPrintable(QString::number(firstSlowdownRead)));
    QVERIFY(*hot.back().temperatureC >= FakeGpu::kSlowdownC);

    const GateResult coolGate = thermalGateOver(cool);
    QVERIFY2(coolGate.outcome == GateOutcome::Pass, qPrintable(coolGate.reason));
    const GateResult hotGate = thermalGateOver(hot);
    QCOMPARE(hotGate.outcome, GateOutcome::Fail);
    QVERIFY2(hotGate.reason.contains(QLatin1String("SW thermal slowdown")),
             qPrintable(hotGate.reason));
}

QTEST_GUILESS_MAIN(TestFakeSource)
#include "tst_fakesource.moc"
