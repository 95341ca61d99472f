// TelemetrySampler end to end: its worker thread reads a source, batches arrive queued in
// this thread, a fault is said once (not every tick), and while a run is active its samples
// go through the real NotebookWriter into a real SQLite notebook, where they are summarised
// into the run metrics the thermal/clocks gate reads.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/telemetry/telemetrysampler.h"
#include "models/gates/rungates.h"
#include "telemetrytestenv.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

qint64 addRun(const QString &path, const QString &label)
{
    NotebookStore store;
    if (!store.open(path))
        qFatal("%s", qPrintable(store.lastError()));
    Run run;
    run.label = label;
    const Expected<qint64> id = store.runs().insertRun(run);
    if (!id)
        qFatal("%s", qPrintable(store.lastError()));
    return *id;
}

int countOf(const QSignalSpy &spy, const QString &text)
{
    int n = 0;
    for (const QList<QVariant> &args : spy)
        n += args.at(0).toString() == text ? 1 : 0;
    return n;
}

} // namespace

class TelemetrySamplerTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void batchesArriveAndStatusIsSaid()
    {
        TelemetrySourceOptions options;
        options.fakeGpuCount = 3;
        TelemetrySampler sampler(nullptr, options);
        QSignalSpy batches(&sampler, &TelemetrySampler::batchReady);
        QSignalSpy status(&sampler, &TelemetrySampler::sourceStatus);
        QSignalSpy started(&sampler, &TelemetrySampler::sourceStarted);
        sampler.start(QStringLiteral("fake"), 50);
        QVERIFY(started.wait(10000));
        QCOMPARE(started.at(0).at(0).toString(), QStringLiteral("fake"));
        while (batches.size() < 5)
            QVERIFY(batches.wait(10000));
        const auto batch = batches.at(4).at(0).value<TelemetryBatch>();
        QCOMPARE(batch.gpus.size(), std::size_t(3)); // one batch for all GPUs per tick
        QCOMPARE(batch.samples.size(), std::size_t(3));
        QVERIFY(batch.samples[2].utilPct.has_value());
        QVERIFY2(status.at(0).at(0).toString().startsWith(QLatin1String("fake: 3 GPU(s)")),
                 qPrintable(status.at(0).at(0).toString()));
        QVERIFY(status.at(0).at(0).toString().contains(QLatin1String("at 50 Hz")));
        sampler.stop();
        QVERIFY(status.wait(10000));
        QCOMPARE(status.last().at(0).toString(), QStringLiteral("telemetry stopped"));
    }

    void noSourceIsSaidWithWhy()
    {
        TelemetrySampler sampler;
        QSignalSpy status(&sampler, &TelemetrySampler::sourceStatus);
        sampler.start(QStringLiteral("prometheus=ftp://nowhere"), 10);
        QVERIFY(status.wait(10000));
        QVERIFY2(status.at(0).at(0).toString().contains(QLatin1String("is not an http(s) URL")),
                 qPrintable(status.at(0).at(0).toString()));
        sampler.start(QStringLiteral("bogus"), 10);
        QVERIFY(status.wait(10000));
        QVERIFY(status.last().at(0).toString().contains(QLatin1String("unknown telemetry source")));
    }

    void aHangIsSaidOnceNotEveryTick()
    {
        ScopedEnv path("PATH", fakeToolsPath({QStringLiteral("fake-nvidia-smi")}));
        ScopedEnv fake("FAKE_NVIDIA_SMI_CAPTURE", capture(kH200Capture).toLocal8Bit());
        ScopedEnv fault("FAKE_NVIDIA_SMI_FAULT", "hang-after-3");
        TelemetrySampler sampler;
        sampler.setReadTimeoutMs(300);
        QSignalSpy status(&sampler, &TelemetrySampler::sourceStatus);
        QSignalSpy batches(&sampler, &TelemetrySampler::batchReady);
        sampler.start(QStringLiteral("nvidia-smi"), 20);
        const auto hangSaid = [&] {
            for (const QList<QVariant> &args : status) {
                if (args.at(0).toString().contains(QLatin1String("has printed nothing")))
                    return true;
            }
            return false;
        };
        for (int i = 0; i < 100 && !hangSaid(); ++i)
            status.wait(200);
        QVERIFY(hangSaid());
        // Twenty more ticks of a hung tool: still said once.
        const qsizetype seen = batches.size();
        while (batches.size() < seen + 20)
            QVERIFY(batches.wait(10000));
        QString hang;
        for (const QList<QVariant> &args : status) {
            if (args.at(0).toString().contains(QLatin1String("has printed nothing")))
                hang = args.at(0).toString();
        }
        QCOMPARE(countOf(status, hang), 1);
        const auto last = batches.last().at(0).value<TelemetryBatch>();
        QVERIFY(!last.samples.at(0).utilPct); // missing while hung
        QCOMPARE(last.error, hang.mid(QStringLiteral("nvidia-smi: ").size()));
    }

    void recordsTheActiveRunIntoTheNotebook()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("telemetry.lanebook"));
        const qint64 runA = addRun(path, QStringLiteral("run-a"));
        const qint64 runB = addRun(path, QStringLiteral("run-b"));

        NotebookWriter writer;
        QSignalSpy failures(&writer, &NotebookWriter::writeFailed);
        writer.openNotebook(path);
        TelemetrySampler sampler;
        connect(&sampler, &TelemetrySampler::telemetryToRecord, &writer,
                &NotebookWriter::storeTelemetry);
        connect(&sampler, &TelemetrySampler::runRecordingFinished, &writer,
                &NotebookWriter::summariseRunTelemetry);
        QSignalSpy records(&sampler, &TelemetrySampler::telemetryToRecord);
        QSignalSpy finished(&sampler, &TelemetrySampler::runRecordingFinished);
        QSignalSpy batches(&sampler, &TelemetrySampler::batchReady);

        sampler.start(QStringLiteral("fake"), 20);
        QVERIFY(batches.wait(10000));
        sampler.setActiveRun(runA);
        while (records.size() < 2)
            QVERIFY(records.wait(10000));
        sampler.setActiveRun(runB); // ends A
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toLongLong(), runA);
        // Run B records GPU 1 only from here on, beside no other run.
        sampler.startRecording(runB, {1});
        const qsizetype recordsBefore = records.size();
        while (records.size() < recordsBefore + 2)
            QVERIFY(records.wait(10000));
        sampler.stopRecording(runB);
        while (finished.size() < 2)
            QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(1).at(0).toLongLong(), runB);
        QTest::qWait(50); // the queued store and summary calls run in this thread
        QVERIFY2(failures.isEmpty(),
                 qPrintable(failures.isEmpty() ? QString() : failures.at(0).at(0).toString()));

        NotebookStore reader;
        QVERIFY(reader.open(path, NotebookStore::Access::ReadOnly));
        const RunTelemetry a = reader.telemetry().ofRun(runA).valueOr({});
        QCOMPARE(a.gpus.size(), std::size_t(2));
        QVERIFY(a.samples.size() >= 2 * 20); // two flushes of about a second each, two GPUs
        QVERIFY(std::is_sorted(
            a.samples.begin(), a.samples.end(), [](const GpuSample &x, const GpuSample &y) {
                return x.gpuIndex != y.gpuIndex ? x.gpuIndex < y.gpuIndex : x.tNs < y.tNs;
            }));
        QCOMPARE(a.gpus[0].name, QStringLiteral("Fake H200"));
        const RunTelemetry b = reader.telemetry().ofRun(runB).valueOr({});
        QCOMPARE(b.gpus.size(), std::size_t(1));
        QCOMPARE(b.gpus[0].index, 1);

        const std::optional<Run> stored = reader.runs().run(runA);
        QVERIFY(stored);
        for (const char *name : {"gpu_util_pct_mean", "power_w_mean", "sm_clock_mhz_min",
                                 "temperature_c_max", "memory_used_bytes_max"})
            QVERIFY2(stored->metricValue(QString::fromLatin1(name)).has_value(), name);
        QVERIFY(stored->extra.contains("throttle_reasons"));
        // The gate now has evidence: whatever it says, it is not "no telemetry".
        QVERIFY(!checkThermalClocks(*stored).missingEvidence());
    }

    void downsampledRecording()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("telemetry.lanebook"));
        const qint64 run = addRun(path, QStringLiteral("run"));
        NotebookWriter writer;
        writer.openNotebook(path);
        TelemetrySampler sampler;
        connect(&sampler, &TelemetrySampler::telemetryToRecord, &writer,
                &NotebookWriter::storeTelemetry);
        QSignalSpy batches(&sampler, &TelemetrySampler::batchReady);
        QSignalSpy finished(&sampler, &TelemetrySampler::runRecordingFinished);
        sampler.setRecordEveryNth(5);
        sampler.start(QStringLiteral("fake"), 50);
        QVERIFY(batches.wait(10000));
        sampler.setActiveRun(run);
        const qsizetype from = batches.size();
        while (batches.size() < from + 50)
            QVERIFY(batches.wait(10000));
        sampler.setActiveRun(0);
        QVERIFY(finished.wait(10000));
        const qsizetype ticks = batches.size() - from;
        QTest::qWait(50);
        NotebookStore reader;
        QVERIFY(reader.open(path, NotebookStore::Access::ReadOnly));
        const std::size_t stored =
            reader.telemetry().ofRun(run).valueOr({}).samples.size() / 2; // per GPU
        // One tick in five, give or take the ticks in flight when the run started and ended.
        QVERIFY2(stored >= std::size_t(ticks / 5 - 2) && stored <= std::size_t(ticks / 5 + 3),
                 qPrintable(QStringLiteral("%1 stored of %2 ticks").arg(stored).arg(ticks)));
    }
};

QTEST_GUILESS_MAIN(TelemetrySamplerTest)
#include "tst_telemetrysampler.moc"
