// The fake GPU source drifts like a real card under load: utilization
// ramps instead of flipping between idle and full, temperature follows with inertia, and
// GPU 1 drifts hot into a thermal slowdown within the demo's first minute.
#include "models/telemetry/clockeventreasons.h"
#include "models/telemetry/synthetictelemetry.h"

#include <QtTest>

#include <cmath>

using namespace lanebook;

namespace {

constexpr std::int64_t kStartNs = 1'780'000'000'000'000'000;
constexpr std::int64_t kSecondNs = 1'000'000'000;

GpuSample at(int gpu, double seconds)
{
    return syntheticSample(gpu, kStartNs + std::int64_t(seconds * double(kSecondNs)), kStartNs);
}

} // namespace

class TestSyntheticTelemetry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadRampsAndTemperatureLags()
    {
        for (int gpu = 0; gpu < 8; ++gpu) {
            for (double t = 1.0; t < 600.0; t += 1.0) {
                const GpuSample before = at(gpu, t - 1.0);
                const GpuSample now = at(gpu, t);
                // A sampler at 1 Hz never sees idle-to-full in one tick.
                QVERIFY2(std::abs(*now.utilPct - *before.utilPct) < 40.0,
                         qPrintable(QStringLiteral("GPU %1 at %2 s: %3 -> %4 %")
                                        .arg(gpu)
                                        .arg(t)
                                        .arg(*before.utilPct)
                                        .arg(*now.utilPct)));
                // The die's thermal mass: a few degrees a second at most.
                QVERIFY2(std::abs(*now.temperatureC - *before.temperatureC) < 4.0,
                         qPrintable(QStringLiteral("GPU %1 at %2 s: %3 -> %4 C")
                                        .arg(gpu)
                                        .arg(t)
                                        .arg(*before.temperatureC)
                                        .arg(*now.temperatureC)));
            }
        }
    }

    void gpuOneDriftsHotWithinAMinute()
    {
        bool hotThrottled = false;
        for (double t = 0.0; t <= 60.0; t += 1.0)
            hotThrottled |= (*at(1, t).throttleReasons & ClockEventReasons::SwThermalSlowdown) != 0;
        QVERIFY(hotThrottled);
        for (double t = 0.0; t <= 600.0; t += 1.0)
            QVERIFY((*at(0, t).throttleReasons & ClockEventReasons::SwThermalSlowdown) == 0);
        // Hot in a busy phase, cooler again in the idle gap after it.
        QVERIFY(*at(1, 40.0).temperatureC > 80.0);
        QVERIFY(*at(1, 56.0).temperatureC < *at(1, 44.0).temperatureC - 10.0);
    }
};

QTEST_GUILESS_MAIN(TestSyntheticTelemetry)
#include "tst_synthetictelemetry.moc"
