// Benchmark (label bench): persisting 1,000,000 telemetry samples (8 GPUs x 125,000 ticks) into
// a notebook, beside a raw prepared bulk insert of the same rows into the same table shape in
// the same run, one transaction each. FAILS when the store takes more CPU time than its target
// against that insert: through the sqlite3 C API, the floor on this machine, for the store's
// fast path, and through one prepared QSqlQuery for its QSqlQuery path (Qt's SQLite built in).
// LANEBOOK_BENCH_SMOKE=1: 100,000 samples (see tickCount()).
#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"
#include "models/telemetry/synthetictelemetry.h"

#include <QElapsedTimer>
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
// on a shared, loaded machine), at 1,000,000 samples on a 2-core machine busy compiling: the
// fast path 0.96 of the sqlite3 C API loop (0.87 in wall time, 1,793 ms against 2,052 ms); the
// QSqlQuery path 1.11 of one prepared QSqlQuery (in wall time, 4,688 ms against 4,232 ms).
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

        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("bench.lanebook"))),
                 qPrintable(store.lastError()));
        Run run;
        run.label = QStringLiteral("telemetry-bench");
        const std::optional<qint64> runId = store.runs().insertRun(run);
        QVERIFY(runId);

        // Wall time, and this process's CPU time: on a shared, loaded machine the CPU time is
        // the steadier figure.
        const auto cpuMs = [] { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; };
        QElapsedTimer timer;
        timer.start();
        double cpu = cpuMs();
        QVERIFY2(store.telemetry().store(*runId, batches), qPrintable(store.lastError()));
        const double storeMs = timer.nsecsElapsed() / 1e6;
        const double storeCpuMs = cpuMs() - cpu;

        // The same through the store's QSqlQuery path (64-row statements), into another run.
        SqliteStatement::setEnabled(false);
        const std::optional<qint64> qtRunId = store.runs().insertRun(run);
        QVERIFY(qtRunId);
        timer.restart();
        cpu = cpuMs();
        QVERIFY2(store.telemetry().store(*qtRunId, batches), qPrintable(store.lastError()));
        const double storeQtMs = timer.nsecsElapsed() / 1e6;
        const double storeQtCpuMs = cpuMs() - cpu;
        SqliteStatement::setEnabled(true);

        // The same rows into the same table shape, one transaction each: through one prepared
        // QSqlQuery, and straight through the sqlite3 C API (the floor on this machine).
        double rawQtMs = 0, rawQtCpuMs = 0, rawCMs = 0, rawCCpuMs = 0;
        bool direct = false;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(dir.filePath(QStringLiteral("raw.sqlite")));
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA journal_mode = WAL"));
            QSqlQuery(db).exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
            for (const char *table : {"qt", "c"}) {
                QVERIFY(QSqlQuery(db).exec(
                    QStringLiteral(
                        "CREATE TABLE %1(run_id INTEGER, gpu_id INTEGER NOT NULL, t_ns "
                        "INTEGER NOT NULL, util_pct REAL, mem_used_bytes INTEGER, mem_total_bytes "
                        "INTEGER, temperature_c REAL, mem_temperature_c REAL, power_w REAL, "
                        "power_limit_w REAL, sm_clock_mhz REAL, mem_clock_mhz REAL, "
                        "throttle_reasons "
                        "INTEGER, fan_pct REAL, energy_mj REAL)")
                        .arg(QLatin1String(table))));
                QVERIFY(QSqlQuery(db).exec(
                    QStringLiteral("CREATE INDEX %1_by_run ON %1(run_id, gpu_id, t_ns)")
                        .arg(QLatin1String(table))));
            }
            timer.restart();
            cpu = cpuMs();
            QVERIFY(db.transaction());
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO qt VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
            for (const TelemetryBatch &b : batches) {
                for (const GpuSample &s : b.samples) {
                    insert.bindValue(0, *runId);
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
                    QVERIFY(insert.exec());
                }
            }
            QVERIFY(db.commit());
            rawQtMs = timer.nsecsElapsed() / 1e6;
            rawQtCpuMs = cpuMs() - cpu;

            direct = SqliteStatement::isUsable(db);
            if (direct) {
                timer.restart();
                cpu = cpuMs();
                QVERIFY(db.transaction());
                SqliteStatement c;
                QVERIFY(c.prepare(db, "INSERT INTO c VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
                for (const TelemetryBatch &b : batches) {
                    for (const GpuSample &s : b.samples) {
                        c.bindInt64(1, *runId);
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
                        QVERIFY(c.execute());
                    }
                }
                QVERIFY(db.commit());
                rawCMs = timer.nsecsElapsed() / 1e6;
                rawCCpuMs = cpuMs() - cpu;
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));

        timer.restart();
        const RunTelemetry trace = store.telemetry().ofRun(*runId);
        const double readMs = timer.nsecsElapsed() / 1e6;
        QCOMPARE(trace.samples.size(), std::size_t(rows));
        QCOMPARE(trace.gpus.size(), std::size_t(kGpus));

        // Without the C API (Qt's SQLite built in) the store's first pass took its QSqlQuery
        // path too; the fast path's target is then not measured.
        const double fastRatio = direct ? storeCpuMs / rawCCpuMs : 0.0;
        const double qtRatio = storeQtCpuMs / rawQtCpuMs;
        qInfo("telemetry store bench: %lld samples (%d GPUs x %d ticks)", rows, kGpus, tickCount());
        qInfo("  lanebook storeTelemetry (1 txn)  %8.1f ms wall, %8.1f ms CPU  (%.0f samples/s)",
              storeMs, storeCpuMs, rows / (storeMs / 1000.0));
        qInfo("  lanebook storeTelemetry, QSqlQuery path %8.1f ms wall, %8.1f ms CPU", storeQtMs,
              storeQtCpuMs);
        qInfo("  raw QSqlQuery prepared insert    %8.1f ms wall, %8.1f ms CPU  (QSqlQuery path / "
              "raw: ratio %.2f CPU, target <= %.1f)",
              rawQtMs, rawQtCpuMs, qtRatio, kStoreToRawCpu);
        if (direct)
            qInfo("  raw sqlite3 C API insert         %8.1f ms wall, %8.1f ms CPU  (store / raw: "
                  "ratio %.2f wall, %.2f CPU, target <= %.1f CPU)",
                  rawCMs, rawCCpuMs, storeMs / rawCMs, fastRatio, kStoreToRawCpu);
        else
            qInfo("  raw sqlite3 C API insert: not available (Qt's SQLite is built in)");
        qInfo("  telemetryOfRun read back         %8.1f ms", readMs);
        QVERIFY2(!direct || fastRatio <= kStoreToRawCpu,
                 qPrintable(QStringLiteral("storing %1 samples took %2 ms of CPU, %3 x the "
                                           "sqlite3 C API's insert of the same rows (%4 ms); "
                                           "target <= %5")
                                .arg(rows)
                                .arg(storeCpuMs, 0, 'f', 1)
                                .arg(fastRatio, 0, 'f', 2)
                                .arg(rawCCpuMs, 0, 'f', 1)
                                .arg(kStoreToRawCpu)));
        QVERIFY2(qtRatio <= kStoreToRawCpu,
                 qPrintable(QStringLiteral("storing %1 samples through QSqlQuery took %2 ms of "
                                           "CPU, %3 x one prepared QSqlQuery's insert of the same "
                                           "rows (%4 ms); target <= %5")
                                .arg(rows)
                                .arg(storeQtCpuMs, 0, 'f', 1)
                                .arg(qtRatio, 0, 'f', 2)
                                .arg(rawQtCpuMs, 0, 'f', 1)
                                .arg(kStoreToRawCpu)));
    }
};

QTEST_GUILESS_MAIN(TelemetryStoreBench)
#include "tst_telemetrystorebench.moc"
