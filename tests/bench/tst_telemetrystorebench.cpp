// Benchmark (label bench): persisting 1,000,000 telemetry samples (8 GPUs x 125,000 ticks) into
// a notebook, beside a raw prepared bulk insert of the same rows into the same table shape in
// the same run, one transaction each, in interleaved rounds. FAILS when the store's median
// ratio of CPU time against that insert misses its target: through the sqlite3 C API, the floor
// on this machine, for the store's fast path, and through one prepared QSqlQuery for its
// QSqlQuery path (Qt's SQLite built in).
// LANEBOOK_BENCH_SMOKE=1: 100,000 samples (see tickCount()), five rounds (three at full size).
#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"
#include "models/telemetry/synthetictelemetry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

using namespace lanebook;

namespace {

constexpr int kGpus = 8;
constexpr std::int64_t kStartNs = 1780000000000000000;
// The store against the same rows through the same API, in CPU time (steadier than wall time
// on a shared, loaded machine), medians of the rounds' ratios on the idle 2-core VM: at
// 1,000,000 samples the fast path 1.23 of the sqlite3 C API loop (2,314 ms against 1,882 ms in
// round 1), the QSqlQuery path 1.47 of one prepared QSqlQuery (1.20 in round 1, 1.47 and 1.57
// after); at the smoke size 1.22-1.25 and 1.20-1.26. A single store measured first, cold,
// against a warm reference once read 1.74 on CI: hence rounds, fresh files and medians.
// The QSqlQuery path's 64-row statements then read 1.51 to 1.68 (rounds after the first up to
// 1.77); on SQLite it now binds a row per statement, as the reference does (2026-12-07).
constexpr double kStoreToRawCpu = 1.5;

// Smoke: a tenth of the ticks. Both sides insert the same rows into an index of the same shape
// at its right end, so each is linear in the rows; the store's fixed costs (the run's 8 GPU
// rows, one statement prepared) stay a small share beside 100,000 rows.
int tickCount()
{
    return test::benchSize(125000, 12500);
}

std::vector<TelemetryBatch> makeBatches()
{
    const int ticks = tickCount();
    std::vector<TelemetryBatch> batches;
    batches.reserve(ticks);
    std::vector<GpuIdentity> gpus;
    for (int g = 0; g < kGpus; ++g)
        gpus.push_back(syntheticGpu(g));
    for (int t = 0; t < ticks; ++t) {
        TelemetryBatch batch;
        batch.sourceId = QStringLiteral("fake");
        batch.tNs = kStartNs + std::int64_t(t) * 100000000; // 10 Hz
        batch.gpus = gpus;
        for (int g = 0; g < kGpus; ++g)
            batch.samples.push_back(syntheticSample(g, batch.tNs, kStartNs));
        batches.push_back(std::move(batch));
    }
    return batches;
}

// This process's CPU time: on a shared, loaded machine the steadier figure than wall time.
double cpuMs()
{
    return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC;
}

// One round's timings, in ms.
struct Timing
{
    double wallMs = 0;
    double cpuMs = 0;
};

template <typename Work> Timing timed(Work &&work)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuMs();
    work();
    return {timer.nsecsElapsed() / 1e6, cpuMs() - cpu};
}

bool createRawTable(QSqlDatabase &db, const char *table)
{
    const QString name = QLatin1String(table);
    return QSqlQuery(db).exec(
               QStringLiteral("CREATE TABLE %1(run_id INTEGER, gpu_id INTEGER NOT NULL, t_ns "
                              "INTEGER NOT NULL, util_pct REAL, mem_used_bytes INTEGER, "
                              "mem_total_bytes INTEGER, temperature_c REAL, mem_temperature_c "
                              "REAL, power_w REAL, power_limit_w REAL, sm_clock_mhz REAL, "
                              "mem_clock_mhz REAL, throttle_reasons INTEGER, fan_pct REAL, "
                              "energy_mj REAL)")
                   .arg(name)) &&
           QSqlQuery(db).exec(
               QStringLiteral("CREATE INDEX %1_by_run ON %1(run_id, gpu_id, t_ns)").arg(name));
}

// The rows through one prepared QSqlQuery, one transaction.
bool rawQtInsert(QSqlDatabase &db, qint64 runId, const std::vector<TelemetryBatch> &batches)
{
    if (!db.transaction())
        return false;
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO qt VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    for (const TelemetryBatch &b : batches) {
        for (const GpuSample &s : b.samples) {
            insert.bindValue(0, runId);
            insert.bindValue(1, s.gpuIndex + 1);
            insert.bindValue(2, qint64(s.tNs));
            insert.bindValue(3, *s.utilPct);
            insert.bindValue(4, qint64(*s.memUsedBytes));
            insert.bindValue(5, qint64(*s.memTotalBytes));
            insert.bindValue(6, *s.temperatureC);
            insert.bindValue(7, *s.memTemperatureC);
            insert.bindValue(8, *s.powerW);
            insert.bindValue(9, *s.powerLimitW);
            insert.bindValue(10, *s.smClockMhz);
            insert.bindValue(11, *s.memClockMhz);
            insert.bindValue(12, qint64(*s.throttleReasons));
            insert.bindValue(13, QVariant(QMetaType::fromType<double>()));
            insert.bindValue(14, *s.energyMj);
            if (!insert.exec())
                return false;
        }
    }
    return db.commit();
}

// The same rows straight through the sqlite3 C API, one transaction: the floor here.
bool rawCInsert(QSqlDatabase &db, qint64 runId, const std::vector<TelemetryBatch> &batches)
{
    if (!db.transaction())
        return false;
    SqliteStatement c;
    if (!c.prepare(db, "INSERT INTO c VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"))
        return false;
    for (const TelemetryBatch &b : batches) {
        for (const GpuSample &s : b.samples) {
            c.bindInt64(1, runId);
            c.bindInt64(2, s.gpuIndex + 1);
            c.bindInt64(3, s.tNs);
            c.bindDouble(4, *s.utilPct);
            c.bindInt64(5, qint64(*s.memUsedBytes));
            c.bindInt64(6, qint64(*s.memTotalBytes));
            c.bindDouble(7, *s.temperatureC);
            c.bindDouble(8, *s.memTemperatureC);
            c.bindDouble(9, *s.powerW);
            c.bindDouble(10, *s.powerLimitW);
            c.bindDouble(11, *s.smClockMhz);
            c.bindDouble(12, *s.memClockMhz);
            c.bindInt64(13, qint64(*s.throttleReasons));
            c.bindNull(14);
            c.bindDouble(15, *s.energyMj);
            if (!c.execute())
                return false;
        }
    }
    return db.commit();
}

} // namespace

class TelemetryStoreBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void persistOneMillionSamples()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::vector<TelemetryBatch> batches = makeBatches();
        qint64 rows = 0;
        for (const TelemetryBatch &b : batches)
            rows += qint64(b.samples.size());
        QCOMPARE(rows, qint64(kGpus) * tickCount());

        // Each round stores the rows through the store's fast path and through its QSqlQuery
        // path (a row per statement on SQLite), each into a fresh notebook, and inserts them into
        // fresh tables of a raw database: every figure is an insert into an empty table, as a run's
        // first trace is. The order of store and reference alternates between rounds, and each
        // figure is the median of the rounds' ratios, so neither a cold first insert nor one
        // slow round on a busy machine decides.
        const int rounds = test::benchSize(3, 5);
        std::vector<double> fastRatios, qtRatios;
        Timing store0, storeQt0, rawQt0, rawC0;
        bool direct = false;
        double readMs = 0.0;
        for (int round = 0; round < rounds; ++round) {
            const QString stem = dir.filePath(QStringLiteral("round%1").arg(round));
            NotebookStore fastStore;
            NotebookStore qtStore;
            QVERIFY2(fastStore.open(stem + QStringLiteral("-fast.lanebook")),
                     qPrintable(fastStore.lastError()));
            QVERIFY2(qtStore.open(stem + QStringLiteral("-qt.lanebook")),
                     qPrintable(qtStore.lastError()));
            Run run;
            run.label = QStringLiteral("telemetry-bench");
            const Expected<qint64> runId = fastStore.runs().insertRun(run);
            const Expected<qint64> qtRunId = qtStore.runs().insertRun(run);
            QVERIFY(runId && qtRunId);
            const QString connection = QStringLiteral("raw%1").arg(round);
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
                db.setDatabaseName(stem + QStringLiteral("-raw.sqlite"));
                QVERIFY(db.open());
                QSqlQuery(db).exec(QStringLiteral("PRAGMA journal_mode = WAL"));
                QSqlQuery(db).exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
                QVERIFY(createRawTable(db, "qt"));
                QVERIFY(createRawTable(db, "c"));
                // Without the C API (Qt's SQLite built in) the store's fast path is its
                // QSqlQuery path too; the fast path's target is then not measured.
                direct = SqliteStatement::isUsable(db);

                bool ok = true;
                const auto storeFast = [&] {
                    return timed([&] { ok = ok && fastStore.telemetry().store(*runId, batches); });
                };
                const auto storeQt = [&] {
                    SqliteStatement::setEnabled(false);
                    const Timing t =
                        timed([&] { ok = ok && qtStore.telemetry().store(*qtRunId, batches); });
                    SqliteStatement::setEnabled(true);
                    return t;
                };
                const auto rawQt = [&] {
                    return timed([&] { ok = ok && rawQtInsert(db, *runId, batches); });
                };
                const auto rawC = [&] {
                    return timed([&] { ok = ok && (!direct || rawCInsert(db, *runId, batches)); });
                };
                Timing fast, viaQt, refQt, refC;
                if (round % 2 == 0) {
                    fast = storeFast();
                    refC = rawC();
                    viaQt = storeQt();
                    refQt = rawQt();
                } else {
                    refC = rawC();
                    fast = storeFast();
                    refQt = rawQt();
                    viaQt = storeQt();
                }
                QVERIFY2(ok, qPrintable(fastStore.lastError() + qtStore.lastError() +
                                        db.lastError().text()));
                if (direct)
                    fastRatios.push_back(fast.cpuMs / refC.cpuMs);
                qtRatios.push_back(viaQt.cpuMs / refQt.cpuMs);
                qInfo("  round %d: store %.1f ms CPU, sqlite3 C API %.1f ms CPU (%.2f); "
                      "QSqlQuery path %.1f ms CPU, one prepared QSqlQuery %.1f ms CPU (%.2f)",
                      round + 1, fast.cpuMs, refC.cpuMs, direct ? fast.cpuMs / refC.cpuMs : 0.0,
                      viaQt.cpuMs, refQt.cpuMs, viaQt.cpuMs / refQt.cpuMs);
                if (round == 0) {
                    store0 = fast;
                    storeQt0 = viaQt;
                    rawQt0 = refQt;
                    rawC0 = refC;
                    // Read back what the fast path stored: every row, every GPU.
                    QElapsedTimer timer;
                    timer.start();
                    const RunTelemetry trace = fastStore.telemetry().ofRun(*runId).valueOr({});
                    readMs = timer.nsecsElapsed() / 1e6;
                    QCOMPARE(trace.samples.size(), std::size_t(rows));
                    QCOMPARE(trace.gpus.size(), std::size_t(kGpus));
                    QCOMPARE(qtStore.telemetry().ofRun(*qtRunId).valueOr({}).samples.size(),
                             std::size_t(rows));
                }
                db.close();
            }
            QSqlDatabase::removeDatabase(connection);
            fastStore.close();
            qtStore.close();
            // A round's files go with it: at full size each holds a million rows.
            for (const QString &file :
                 QDir(dir.path()).entryList({QStringLiteral("round%1-*").arg(round)}, QDir::Files))
                QFile::remove(dir.filePath(file));
        }

        const double fastRatio = direct ? test::median(fastRatios) : 0.0;
        const double qtRatio = test::median(qtRatios);
        qInfo("telemetry store bench: %lld samples (%d GPUs x %d ticks), %d rounds", rows, kGpus,
              tickCount(), rounds);
        qInfo("  lanebook storeTelemetry (1 txn)  %8.1f ms wall, %8.1f ms CPU  (%.0f samples/s; "
              "round 1)",
              store0.wallMs, store0.cpuMs, rows / (store0.wallMs / 1000.0));
        qInfo("  lanebook storeTelemetry, QSqlQuery path %8.1f ms wall, %8.1f ms CPU (round 1)",
              storeQt0.wallMs, storeQt0.cpuMs);
        qInfo("  raw QSqlQuery prepared insert    %8.1f ms wall, %8.1f ms CPU  (QSqlQuery path / "
              "raw: median ratio %.2f CPU, target <= %.1f)",
              rawQt0.wallMs, rawQt0.cpuMs, qtRatio, kStoreToRawCpu);
        if (direct)
            qInfo("  raw sqlite3 C API insert         %8.1f ms wall, %8.1f ms CPU  (store / raw: "
                  "median ratio %.2f CPU, target <= %.1f CPU)",
                  rawC0.wallMs, rawC0.cpuMs, fastRatio, kStoreToRawCpu);
        else
            qInfo("  raw sqlite3 C API insert: not available (Qt's SQLite is built in)");
        qInfo("  telemetryOfRun read back         %8.1f ms", readMs);
        QVERIFY2(!direct || fastRatio <= kStoreToRawCpu,
                 qPrintable(QStringLiteral("storing %1 samples took a median %2 x the CPU time "
                                           "of the sqlite3 C API's insert of the same rows over "
                                           "%3 rounds; target <= %4")
                                .arg(rows)
                                .arg(fastRatio, 0, 'f', 2)
                                .arg(rounds)
                                .arg(kStoreToRawCpu)));
        QVERIFY2(qtRatio <= kStoreToRawCpu,
                 qPrintable(QStringLiteral("storing %1 samples through QSqlQuery took a median %2 "
                                           "x the CPU time of one prepared QSqlQuery's insert of "
                                           "the same rows over %3 rounds; target <= %4")
                                .arg(rows)
                                .arg(qtRatio, 0, 'f', 2)
                                .arg(rounds)
                                .arg(kStoreToRawCpu)));
    }
};

QTEST_GUILESS_MAIN(TelemetryStoreBench)
#include "tst_telemetrystorebench.moc"
