// The Runs table of a large notebook is read by up to four connections at once, each a range
// of run ids, on threads of their own (NotebookReader, readTableRuns). They start only when the
// last run id is 100,000 or more: here a small SQLite notebook gets ids that far apart, so the
// parallel read runs in the default suite and under ThreadSanitizer (label `threaded`), and
// its rows must be those of one read, in id order, none lost or doubled at a range's edge.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

Run makeRun(const QString &label, double outputTokPerS)
{
    Run run;
    run.label = label;
    run.model = QStringLiteral("GLM-5-NVFP4");
    run.format = RunFormat::VllmBench;
    run.setMetric(QStringLiteral("output_tok_per_s"), outputTokPerS);
    return run;
}

// Gives a run another id, with its metric rows (the only rows these runs have elsewhere).
QString moveRun(const QString &path, qint64 from, qint64 to)
{
    const QString name = QStringLiteral("move-%1").arg(from);
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            return db.lastError().text();
        QSqlQuery query(db);
        for (const QString &sql : {QStringLiteral("UPDATE runs SET id = %2 WHERE id = %1"),
                                   QStringLiteral("UPDATE run_metrics SET run_id = %2 WHERE "
                                                  "run_id = %1")}) {
            if (!query.exec(sql.arg(from).arg(to))) {
                error = query.lastError().text();
                break;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

} // namespace

class TestParallelRangeReads : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsOfTheParallelReadAreThoseOfOneRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("far-apart.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(path), qPrintable(store.lastError()));
            for (int i = 1; i <= 12; ++i)
                QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("r%1").arg(i), 100.0 * i)));
            store.close();
        }
        // Ids in every range that 2, 3 or 4 readers (the machine's cores, at most 4) take of
        // 0..400,000, and runs on both sides of where the ranges meet (400,000 / N + 1).
        const std::vector<std::pair<qint64, qint64>> moves = {
            {3, 50000},  {4, 100000}, {5, 100001},  {6, 100002},  {7, 150000},
            {8, 200003}, {9, 250000}, {10, 300004}, {11, 350000}, {12, 400000}};
        for (const auto &[from, to] : moves)
            QCOMPARE(moveRun(path, from, to), QString());

        const QStringList columns = {QStringLiteral("output_tok_per_s")};
        RunTableSnapshot expected;
        {
            NotebookStore store;
            QVERIFY(store.open(path, NotebookStore::Access::ReadOnly));
            QCOMPARE(store.runs().lastRunId(), 400000);
            expected = store.runs().tableSnapshot(columns);
        }
        QCOMPARE(expected.rows.size(), size_t(12));

        for (const int twoStepFrom : {1000, 1}) { // one read, then the run columns first
            NotebookReader::setTwoStepTableRuns(twoStepFrom);
            QFuture<RunTableSnapshot> future = NotebookReader::runTableSnapshot(path, columns);
            future.waitForFinished();
            RunTableSnapshot read = future.result();
            if (read.metricsPending) {
                auto runs = std::make_shared<const RunTableSnapshot>(std::move(read));
                QFuture<RunTableSnapshot> metrics = NotebookReader::runTableMetrics(path, runs);
                metrics.waitForFinished();
                read = metrics.result();
            }
            QCOMPARE(read.rows.size(), expected.rows.size());
            for (size_t r = 0; r < read.rows.size(); ++r) {
                QCOMPARE(read.rows[r].id, expected.rows[r].id);
                QCOMPARE(read.rows[r].label, expected.rows[r].label);
                QCOMPARE(read.rows[r].metricValues, expected.rows[r].metricValues);
                if (r > 0)
                    QVERIFY(read.rows[r - 1].id < read.rows[r].id);
            }
        }
        NotebookReader::setTwoStepTableRuns(200000);
    }
};

QTEST_GUILESS_MAIN(TestParallelRangeReads)
#include "tst_parallelrangereads.moc"
