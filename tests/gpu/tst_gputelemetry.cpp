// On a machine with an NVIDIA GPU (CTest label gpu, not in the default run): NVML through
// dlopen and the real nvidia-smi read the same GPUs, with the metrics a datacenter board has.
// Skips cleanly, saying why, where there is no driver.
#include "backends/telemetry/nvidiasmisource.h"
#include "backends/telemetry/nvmlsource.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace lanebook;

class GpuTelemetryTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nvmlReadsEveryGpu()
    {
        NvmlSource nvml;
        if (!nvml.open(100))
            QSKIP(qPrintable(QStringLiteral("no NVML here: ") + nvml.unavailableReason()));
        const TelemetryBatch b = nvml.read(1000);
        QVERIFY(!b.gpus.empty());
        QCOMPARE(b.samples.size(), b.gpus.size());
        for (std::size_t i = 0; i < b.gpus.size(); ++i) {
            const GpuIdentity &g = b.gpus[i];
            const GpuSample &s = b.samples[i];
            qInfo("GPU %d %s %s driver %s: util %s%%, %0.1f W of %0.1f W, %0.0f C, SM %0.0f/%0.0f "
                  "MHz, "
                  "reasons 0x%llx",
                  g.index, qPrintable(g.name), qPrintable(g.uuid), qPrintable(g.driver),
                  s.utilPct ? qPrintable(QString::number(*s.utilPct)) : "missing",
                  s.powerW.value_or(-1), s.powerLimitW.value_or(-1), s.temperatureC.value_or(-1),
                  s.smClockMhz.value_or(-1), s.smClockMaxMhz.value_or(-1),
                  (unsigned long long)s.throttleReasons.value_or(0));
            QVERIFY(g.uuid.startsWith(QLatin1String("GPU-")) ||
                    g.uuid.startsWith(QLatin1String("MIG-")));
            QVERIFY(!g.name.isEmpty());
            QVERIFY(s.temperatureC && *s.temperatureC > 0 && *s.temperatureC < 120);
            QVERIFY(s.powerW && *s.powerW > 0);
            QVERIFY(s.memTotalBytes && *s.memTotalBytes > 1e9);
            QVERIFY(s.smClockMhz && s.smClockMaxMhz && *s.smClockMhz <= *s.smClockMaxMhz + 1);
            QVERIFY(s.throttleReasons.has_value());
        }
    }

    void nvidiaSmiAgreesWithNvml()
    {
        NvmlSource nvml;
        if (!nvml.open(100))
            QSKIP(qPrintable(QStringLiteral("no NVML here: ") + nvml.unavailableReason()));
        if (QStandardPaths::findExecutable(QStringLiteral("nvidia-smi")).isEmpty())
            QSKIP("nvidia-smi is not on PATH");
        NvidiaSmiSource smi;
        QVERIFY2(smi.open(100), qPrintable(smi.unavailableReason()));
        const TelemetryBatch a = nvml.read(1000);
        const TelemetryBatch b = smi.read(1000);
        QCOMPARE(b.gpus.size(), a.gpus.size());
        for (std::size_t i = 0; i < a.gpus.size(); ++i) {
            QCOMPARE(b.gpus[i].uuid, a.gpus[i].uuid);
            QCOMPARE(b.gpus[i].name, a.gpus[i].name);
            QCOMPARE(b.samples[i].memTotalBytes.has_value(), true);
            // nvidia-smi prints MiB; NVML counts bytes (v1 memory info can differ by the
            // reserved part).
            QVERIFY(std::abs(*b.samples[i].memTotalBytes - *a.samples[i].memTotalBytes) <
                    0.02 * *a.samples[i].memTotalBytes);
            QCOMPARE(b.samples[i].smClockMaxMhz, a.samples[i].smClockMaxMhz);
        }
    }
};

QTEST_GUILESS_MAIN(GpuTelemetryTest)
#include "tst_gputelemetry.moc"
