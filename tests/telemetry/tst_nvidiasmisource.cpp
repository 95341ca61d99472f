// NvidiaSmiSource against a fake nvidia-smi on PATH (tests/data/synthetic/fake-nvidia-smi:
// POSIX sh + awk replaying the real captures of tests/data/nvidia-smi): one long-lived
// looping process, the PCIe link now and at most, the processes from a one-shot
// --query-compute-apps, the old-driver field fallback, and the faults: no driver, not on
// PATH, a tool that hangs, prints garbage, or exits.
#include "backends/telemetry/nvidiasmisource.h"
#include "models/telemetry/clockeventreasons.h"
#include "telemetrytestenv.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

// The fake's starts of the looping --query-gpu tool (the one-shot process queries aside).
QStringList logLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.filter(QStringLiteral("--query-gpu="));
}

bool hasLoadSample(const TelemetryBatch &b)
{
    return !b.samples.empty() && b.samples[0].utilPct == 100.0;
}

} // namespace

class NvidiaSmiSourceTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_log;
    std::unique_ptr<ScopedEnv> m_path, m_capture, m_gpus, m_logEnv, m_fault;

    void useFake(const QByteArray &fault, int gpus = 2)
    {
        m_log = m_dir.filePath(QStringLiteral("nvidia-smi-%1.log")
                                   .arg(QString::fromLatin1(QTest::currentTestFunction())));
        QFile::remove(m_log);
        m_path =
            std::make_unique<ScopedEnv>("PATH", fakeToolsPath({QStringLiteral("fake-nvidia-smi")}));
        m_capture = std::make_unique<ScopedEnv>("FAKE_NVIDIA_SMI_CAPTURE",
                                                capture(kH200Capture).toLocal8Bit());
        m_gpus = std::make_unique<ScopedEnv>("FAKE_NVIDIA_SMI_GPUS", QByteArray::number(gpus));
        m_logEnv = std::make_unique<ScopedEnv>("FAKE_NVIDIA_SMI_LOG", m_log.toLocal8Bit());
        m_fault = std::make_unique<ScopedEnv>("FAKE_NVIDIA_SMI_FAULT", fault);
    }

private Q_SLOTS:
    void cleanup()
    {
        m_fault.reset(), m_logEnv.reset(), m_gpus.reset(), m_capture.reset(), m_path.reset();
    }

    void readsAllGpusFromOneLoopingProcess()
    {
        useFake("");
        NvidiaSmiSource source;
        QVERIFY2(source.open(50), qPrintable(source.unavailableReason()));
        const TelemetryBatch load = readUntil(source, hasLoadSample);
        QVERIFY(hasLoadSample(load));
        QVERIFY(load.error.isEmpty());
        QCOMPARE(load.sourceId, QStringLiteral("nvidia-smi"));
        QCOMPARE(load.gpus.size(), std::size_t(2));
        QCOMPARE(load.samples.size(), std::size_t(2));
        QCOMPARE(load.gpus[1].index, 1);
        QCOMPARE(load.gpus[0].name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(load.gpus[0].driver, QStringLiteral("590.48.01"));
        QVERIFY(load.gpus[0].uuid != load.gpus[1].uuid);
        QCOMPARE(load.samples[1].gpuIndex, 1);
        QCOMPARE(load.samples[0].powerW, 627.40);
        QCOMPARE(load.samples[0].memUsedBytes, 32362.0 * 1024 * 1024);
        QCOMPARE(load.samples[0].throttleReasons, std::uint64_t(0));
        QVERIFY(!load.samples[0].fanPct);
        QCOMPARE(load.samples[0].tNs, load.tNs); // one instant per batch
        // Several blocks later, still the one process started at open().
        readUntil(source, [](const TelemetryBatch &b) { return b.samples[0].utilPct == 0.0; });
        const QStringList starts = logLines(m_log);
        QCOMPARE(starts.size(), 1);
        QVERIFY2(starts[0].contains(QLatin1String("-lms 50")), qPrintable(starts[0]));
        QVERIFY(starts[0].contains(QLatin1String("--format=csv,noheader,nounits")));
        QVERIFY(!source.capabilities().testFlag(TelemetryMetric::Energy));
    }

    void pcieLinkAndProcesses()
    {
        useFake("");
        NvidiaSmiSource source;
        QVERIFY2(source.open(50), qPrintable(source.unavailableReason()));
        // The H200 capture's load state: Gen 5 x16 of Gen 5 x16, and three processes on GPU 0
        // (the capture's one GPU; GPU 1 is a copy under another uuid, with none).
        const TelemetryBatch batch = readUntil(source, [](const TelemetryBatch &b) {
            return hasLoadSample(b) && b.samples[0].processes.has_value();
        });
        QVERIFY(batch.samples[0].processes.has_value());
        const GpuSample &s = batch.samples[0];
        QCOMPARE(s.pcieGen, 5);
        QCOMPARE(s.pcieWidth, 16);
        QCOMPARE(s.pcieGenMax, 5);
        QCOMPARE(s.pcieWidthMax, 16);
        QCOMPARE(s.processes->size(), qsizetype(3));
        QCOMPARE(s.processes->at(2).pid, qint64(10309));
        QCOMPARE(s.processes->at(2).name, QStringLiteral("./gpu_burn"));
        QCOMPARE(s.processes->at(2).usedMemBytes, 28234.0 * 1024 * 1024);
        QVERIFY(batch.samples[1].processes.has_value());
        QVERIFY(batch.samples[1].processes->isEmpty()); // listed: none runs there
        // Asked by a one-shot process, not by the looping one.
        QFile log(m_log);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QString all = QString::fromUtf8(log.readAll());
        QVERIFY2(all.contains(QLatin1String(
                     "--query-compute-apps=gpu_uuid,pid,process_name,used_gpu_memory")),
                 qPrintable(all));
        QCOMPARE(logLines(m_log).size(), 1);
    }

    void aToolThatCannotListProcessesListsNone()
    {
        useFake("no-compute-apps");
        NvidiaSmiSource source;
        QVERIFY2(source.open(50), qPrintable(source.unavailableReason()));
        // Forty ticks: the process query was asked and refused long before the last.
        TelemetryBatch batch;
        for (int i = 0; i < 40; ++i) {
            batch = source.read(500);
            QTest::qWait(50);
        }
        QVERIFY(batch.samples.at(0).powerW.has_value()); // the GPU query still answers
        for (const GpuSample &s : batch.samples)
            QVERIFY(!s.processes.has_value()); // not listed: no line for them, never "none"
        QFile log(m_log);
        QVERIFY(log.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(log.readAll()).count(QLatin1String("--query-compute-apps=")), 1);
    }

    void oldDriverFallsBackToTheThrottleName()
    {
        useFake("old-driver", 1);
        NvidiaSmiSource source;
        QVERIFY2(source.open(50), qPrintable(source.unavailableReason()));
        const TelemetryBatch batch = source.read(500);
        QVERIFY(batch.samples.at(0).throttleReasons.has_value());
        const QStringList starts = logLines(m_log);
        QCOMPARE(starts.size(), 2);
        QVERIFY(starts[1].contains(QLatin1String("clocks_throttle_reasons.active")));
    }

    void noDriverIsUnavailableWithWhy()
    {
        useFake("no-driver");
        NvidiaSmiSource source;
        QVERIFY(!source.open(50));
        QVERIFY2(source.unavailableReason().contains(
                     QLatin1String("couldn't communicate with the NVIDIA driver")),
                 qPrintable(source.unavailableReason()));
    }

    void notOnPath()
    {
        ScopedEnv path("PATH", m_dir.path().toLocal8Bit());
        NvidiaSmiSource source;
        QVERIFY(!source.open(50));
        QCOMPARE(source.unavailableReason(), QStringLiteral("nvidia-smi is not on PATH"));
    }

    void aHangingToolLeavesMetricsMissing()
    {
        useFake("hang-after-3");
        NvidiaSmiSource source;
        QVERIFY(source.open(50));
        const TelemetryBatch hung = readUntil(
            source, [](const TelemetryBatch &b) { return !b.error.isEmpty(); }, 300);
        QVERIFY2(hung.error.contains(QLatin1String("nvidia-smi has printed nothing")),
                 qPrintable(hung.error));
        QCOMPARE(hung.gpus.size(), std::size_t(2)); // still there, by identity
        for (const GpuSample &s : hung.samples) {
            QVERIFY(!s.utilPct && !s.powerW && !s.temperatureC && !s.smClockMhz);
            QVERIFY(!s.throttleReasons);
        }
        // The same words next tick: the sampler says it once, on change.
        QCOMPARE(source.read(300).error, hung.error);
    }

    void garbageIsNamedAndSkipped()
    {
        useFake("garbage-after-2");
        NvidiaSmiSource source;
        QVERIFY(source.open(50));
        const TelemetryBatch batch = readUntil(source, [](const TelemetryBatch &b) {
            return b.error.contains(QLatin1String("garbled"));
        });
        QVERIFY2(batch.error.contains(QLatin1String("printed 1 values where 24 were asked for")),
                 qPrintable(batch.error));
        QCOMPARE(batch.gpus.size(), std::size_t(2));
    }

    void aToolThatExitsIsSaid()
    {
        useFake("exit-after-2");
        NvidiaSmiSource source;
        QVERIFY(source.open(50));
        const TelemetryBatch batch =
            readUntil(source, [](const TelemetryBatch &b) { return !b.error.isEmpty(); });
        QVERIFY2(batch.error.contains(QLatin1String("exited with status 15")),
                 qPrintable(batch.error));
        QVERIFY(batch.error.contains(QLatin1String("Unknown Error")));
    }
};

QTEST_GUILESS_MAIN(NvidiaSmiSourceTest)
#include "tst_nvidiasmisource.moc"
