// Benchmark (label bench): `lanebook-cli push` of a local notebook of 100,000 runs (6 metrics
// each) into a team notebook on PostgreSQL over loopback, then the same push again, which
// must find every run there and add nothing (issue 14). Reference, measured in the same run:
// importing 10,000 of the same runs into a PostgreSQL notebook through the store, the path
// every run takes when it is recorded there directly. FAILS when the push costs more per run
// than its target against that import, or when the second push is not much quicker.
// LANEBOOK_BENCH_SMOKE=1: 20,000 runs (see runCount()).
#include "backends/notebook/copy/notebookcopy.h"
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"
#include "generatednotebook.h"
#include "notebookbackend.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

// Smoke: 20,000 runs (the notebook grows in copies of the 10,000-run seed). Both targets are
// per run or between two pushes of the same runs; a push's fixed costs (two connections, the
// schema check) stay small beside 40 batches of 500 runs.
int runCount()
{
    return test::benchSize(100000, 20000);
}
// A push reads each run and its children from SQLite and writes them to PostgreSQL in batches;
// an import only writes. Per run, the push may cost up to this many times the import.
constexpr double kPushToImportPerRun = 2.0;
// A second push only reads and matches UUIDs.
constexpr double kSecondToFirstPush = 0.5;

} // namespace

class BenchPush : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hundredThousandRunsToPostgres()
    {
        const int runs = runCount();
        QTemporaryDir dir;
        const QString local = dir.filePath(QStringLiteral("local.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(local), qPrintable(store.lastError()));
            const FileImportOutcome outcome = store.runs().storeParsedFile(test::seedRuns());
            QVERIFY2(outcome.ok(), qPrintable(outcome.error));
        }
        {
            const QString raw = QStringLiteral("raw");
            {
                QSqlDatabase db = test::addRawConnection(local, raw);
                QVERIFY(db.open());
                QString error;
                QVERIFY2(test::growNotebook(db, runs, &error), qPrintable(error));
            }
            QSqlDatabase::removeDatabase(raw);
        }

        test::PostgresFixture &server = test::postgresServer();
        QElapsedTimer timer;
        // Reference: the seed's runs imported straight into PostgreSQL.
        double importMs = 0;
        {
            NotebookStore store;
            QVERIFY2(store.open(server.url(server.createDatabase(QStringLiteral("imported")))),
                     qPrintable(store.lastError()));
            const ParsedFile seed = test::seedRuns();
            timer.start();
            const FileImportOutcome outcome = store.runs().storeParsedFile(seed);
            importMs = timer.nsecsElapsed() / 1e6;
            QVERIFY2(outcome.ok(), qPrintable(outcome.error));
            QCOMPARE(outcome.runsAdded, test::kSeedRuns);
        }

        const QString team = server.url(server.createDatabase(QStringLiteral("team")));
        double pushMs[2] = {0, 0};
        for (int pass = 0; pass < 2; ++pass) {
            NotebookCopy copy;
            QVERIFY2(copy.open(local, team), qPrintable(copy.error()));
            timer.restart();
            const auto summary = copy.run();
            pushMs[pass] = timer.nsecsElapsed() / 1e6;
            QVERIFY2(summary, qPrintable(copy.error()));
            QCOMPARE(summary->runsInSource, qint64(runs));
            QCOMPARE(summary->runsAdded, pass == 0 ? qint64(runs) : 0);
            QCOMPARE(summary->runsAlreadyThere, pass == 0 ? 0 : qint64(runs));
        }
        {
            NotebookStore store;
            QVERIFY(store.open(team, NotebookStore::Access::ReadOnly));
            QCOMPARE(store.runs().count(), qint64(runs));
        }

        const double importPerRun = importMs / test::kSeedRuns;
        const double pushPerRun = pushMs[0] / runs;
        qInfo("push of %d runs x 6 metrics, SQLite -> PostgreSQL (loopback):", runs);
        qInfo("  reference: store import into PostgreSQL  %8.3f ms/run (%d runs in %.0f ms)",
              importPerRun, test::kSeedRuns, importMs);
        qInfo("  first push                               %8.3f ms/run (%.1f s)  ratio %.2f "
              "(target <= %.1f)",
              pushPerRun, pushMs[0] / 1e3, pushPerRun / importPerRun, kPushToImportPerRun);
        qInfo("  second push (adds nothing)               %8.1f ms       ratio to the first %.2f "
              "(target <= %.1f)",
              pushMs[1], pushMs[1] / pushMs[0], kSecondToFirstPush);
        QVERIFY2(pushPerRun / importPerRun <= kPushToImportPerRun,
                 qPrintable(QStringLiteral("a push costs %1 ms per run, %2 x an import's %3 ms; "
                                           "target <= %4")
                                .arg(pushPerRun, 0, 'f', 3)
                                .arg(pushPerRun / importPerRun, 0, 'f', 2)
                                .arg(importPerRun, 0, 'f', 3)
                                .arg(kPushToImportPerRun)));
        QVERIFY2(pushMs[1] / pushMs[0] <= kSecondToFirstPush,
                 qPrintable(QStringLiteral("a push that adds nothing took %1 ms, %2 x the "
                                           "first's %3 ms; target <= %4")
                                .arg(pushMs[1], 0, 'f', 0)
                                .arg(pushMs[1] / pushMs[0], 0, 'f', 2)
                                .arg(pushMs[0], 0, 'f', 0)
                                .arg(kSecondToFirstPush)));
    }
};

QTEST_GUILESS_MAIN(BenchPush)
#include "tst_pushbench.moc"
