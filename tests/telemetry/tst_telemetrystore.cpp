// The notebook's telemetry tables on a real SQLite file: a trace stored and read back intact
// (missing stays missing) through both insert paths, GPUs kept by (host, uuid), a refused
// batch leaves nothing behind, and the run summary counts only the run's own GPUs.
#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "models/telemetry/synthetictelemetry.h"
#include "notebookbackend.h"
#include "testutils.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lanebook;

namespace {

constexpr std::int64_t kStartNs = 1'780'000'000'000'000'000;

std::vector<TelemetryBatch> trace(int ticks, int gpus, const QString &host = {})
{
    std::vector<TelemetryBatch> out;
    for (int t = 0; t < ticks; ++t) {
        TelemetryBatch b;
        b.tNs = kStartNs + std::int64_t(t) * 100'000'000;
        for (int g = 0; g < gpus; ++g) {
            GpuIdentity id = syntheticGpu(g);
            id.host = host;
            b.gpus.push_back(id);
            GpuSample s = syntheticSample(g, b.tNs, kStartNs);
            if (t % 3 == 0)
                s.powerW.reset(); // a metric the tool left out this tick
            if (g == 1)
                s.fanPct = 40.0 + t;
            b.samples.push_back(s);
        }
        out.push_back(std::move(b));
    }
    return out;
}

qint64 newRun(NotebookStore &store, const QString &label)
{
    Run run;
    run.label = label;
    return store.runs().insertRun(run).valueOr(0);
}

int rowCount(const QString &path, const QString &sql)
{
    int n = -1;
    {
        QSqlDatabase db = test::addRawConnection(path, QStringLiteral("count"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                n = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("count"));
    return n;
}

} // namespace

class TelemetryStoreTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { SqliteStatement::setEnabled(true); }

    void roundTrip_data()
    {
        QTest::addColumn<bool>("direct");
        QTest::newRow("sqlite3 handle") << true;
        QTest::newRow("QSqlQuery") << false;
    }
    void roundTrip()
    {
        QFETCH(bool, direct);
        SqliteStatement::setEnabled(direct);
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY(store.open(test::notebookAt(dir, QStringLiteral("n.lanebook"))));
        const qint64 run = newRun(store, QStringLiteral("r"));
        // 70 samples: more than one 64-row block, and a tail.
        const std::vector<TelemetryBatch> batches = trace(35, 2);
        LANEBOOK_VERIFY_EXPECTED(store.telemetry().store(run, batches));
        const RunTelemetry back = store.telemetry().ofRun(run).valueOr({});
        QCOMPARE(back.gpus.size(), std::size_t(2));
        QCOMPARE(back.gpus[1].uuid, syntheticGpu(1).uuid);
        QCOMPARE(back.gpus[1].busId, syntheticGpu(1).busId);
        QCOMPARE(back.samples.size(), std::size_t(70));
        for (int g = 0; g < 2; ++g) {
            for (int t = 0; t < 35; ++t) {
                GpuSample expected = batches[t].samples[g];
                expected.gpuIndex = g;
                // Live-only fields: the schema has no column for them.
                expected.memUtilPct.reset();
                expected.smClockMaxMhz.reset();
                expected.memClockMaxMhz.reset();
                expected.pcieGen.reset();
                expected.pcieWidth.reset();
                expected.pcieGenMax.reset();
                expected.pcieWidthMax.reset();
                expected.processes.reset();
                // Bytes are stored as whole numbers.
                expected.memUsedBytes = std::round(*expected.memUsedBytes);
                expected.memTotalBytes = std::round(*expected.memTotalBytes);
                QCOMPARE(back.samples[std::size_t(g * 35 + t)], expected);
            }
        }
        QVERIFY(!back.samples[0].powerW); // missing, not 0
        QVERIFY(!back.samples[0].fanPct); // GPU 0 never had a fan reading
        QCOMPARE(back.samples[35].fanPct, 40.0);
        // Every field but memory utilisation, the clock maxima and the PCIe link is stored.
        QVERIFY(!back.samples[1].memUtilPct && !back.samples[1].smClockMaxMhz);
    }

    void gpusAreKeptByHostAndUuid()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("n.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        const qint64 run = newRun(store, QStringLiteral("r"));
        QVERIFY(store.telemetry().store(run, trace(2, 2)));
        QVERIFY(store.telemetry().store(run, trace(2, 2))); // same GPUs again: no new rows
        QVERIFY(store.telemetry().store(
            run, trace(2, 2, QStringLiteral("node7")))); // same uuids elsewhere
        std::vector<TelemetryBatch> renamed = trace(1, 1);
        renamed[0].gpus[0].driver = QStringLiteral("999.1");
        QVERIFY(store.telemetry().store(run, renamed));
        GpuIdentity noUuid;
        noUuid.vendor = QStringLiteral("intel");
        noUuid.index = 0;
        noUuid.busId = QStringLiteral("0000:03:00.0");
        const Expected<qint64> first = store.telemetry().gpuId(noUuid);
        LANEBOOK_VERIFY_EXPECTED(first);
        QCOMPARE(store.telemetry().gpuId(noUuid).valueOr(0), *first);
        store.close();
        QCOMPARE(rowCount(path, QStringLiteral("SELECT COUNT(*) FROM gpus")), 5);
        // This machine's GPUs are kept under its name, never under '' that every host would
        // share in a team notebook.
        QCOMPARE(rowCount(path, QStringLiteral("SELECT COUNT(*) FROM gpus WHERE host = '%1'")
                                    .arg(localHostName())),
                 3);
        QCOMPARE(rowCount(path, QStringLiteral("SELECT COUNT(*) FROM gpus WHERE host = 'node7'")),
                 2);
        QCOMPARE(rowCount(path, QStringLiteral("SELECT COUNT(*) FROM gpus WHERE driver = '999.1'")),
                 1);
        QCOMPARE(rowCount(path, QStringLiteral("SELECT COUNT(*) FROM gpus WHERE uuid = "
                                               "'intel:bus:0000:03:00.0'")),
                 1);
    }

    void aRefusedBatchLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("n.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        const qint64 run = newRun(store, QStringLiteral("r"));
        QVERIFY(store.telemetry().store(run, trace(3, 1)));
        const Expected<void> refused = store.telemetry().store(run + 1000, trace(100, 1));
        QVERIFY(!refused); // no such run
        QVERIFY2(refused.error().contains(QString::number(run + 1000)),
                 qPrintable(refused.error()));
        QCOMPARE(store.telemetry().ofRun(run).valueOr({}).samples.size(),
                 std::size_t(3)); // nothing lost
        store.close();
        QCOMPARE(rowCount(path, QStringLiteral("SELECT COUNT(*) FROM telemetry_samples")), 3);
    }

    void summaryCountsOnlyTheRunsGpus()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("n.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        const qint64 run = newRun(store, QStringLiteral("r"));
        std::vector<TelemetryBatch> batches = trace(10, 2);
        for (TelemetryBatch &b : batches)
            b.samples[0].smClockMhz = 345.0; // GPU 0 idles beside the run
        QVERIFY(store.telemetry().store(run, batches));
        store.close();
        {
            QSqlDatabase db = test::addRawConnection(path, QStringLiteral("edit"));
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("UPDATE runs SET gpu_ids = '1'")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));
        QVERIFY(store.open(path));
        const Expected<RunTelemetrySummary> summary = store.telemetry().summariseRun(run);
        QVERIFY2(summary, qPrintable(store.lastError()));
        QCOMPARE(summary->sampleCount, 10);
        const std::optional<Run> stored = store.runs().run(run);
        QVERIFY(*stored->metricValue(QStringLiteral("sm_clock_mhz_min")) > 345.0);
        QCOMPARE(stored->metricValue(QStringLiteral("temperature_c_max")),
                 summary->temperatureCMax);
        QVERIFY(stored->extra.contains("throttle_reason_names"));
        // Summarised again after a GPU's power readings went (so no energy any more): the
        // earlier energy figures go with them rather than stand beside the new summary.
        QVERIFY(store.telemetry().summariseRun(run));
        const std::optional<Run> before = store.runs().run(run);
        QVERIFY(before->metricValue(QStringLiteral("energy_j"))); // the GPUs' energy counters
        QVERIFY(before->extra.contains("energy"));
        store.close();
        {
            QSqlDatabase db = test::addRawConnection(path, QStringLiteral("edit"));
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("UPDATE telemetry_samples SET power_w = "
                                                      "NULL, energy_mj = NULL")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));
        QVERIFY(store.open(path));
        QVERIFY(store.telemetry().summariseRun(run));
        const std::optional<Run> again = store.runs().run(run);
        QVERIFY(!again->metricValue(QStringLiteral("energy_j")));
        QVERIFY(!again->extra.contains("energy"));
        QVERIFY(!again->metricValue(QStringLiteral("power_w_mean")));
        QCOMPARE(again->metricValue(QStringLiteral("temperature_c_max")), summary->temperatureCMax);
        // No trace: nothing written, no error.
        const qint64 empty = newRun(store, QStringLiteral("empty"));
        QCOMPARE(store.telemetry().summariseRun(empty)->sampleCount, 0);
        QVERIFY(!store.runs().run(empty)->metricValue(QStringLiteral("sm_clock_mhz_min")));
    }
};

QTEST_GUILESS_MAIN(TelemetryStoreTest)
#include "tst_telemetrystore.moc"
