// The notebook's write discipline against real SQLite files and a real second process (the
// sqlite3 shell holding the write lock): every write goes through WriteTransaction, a held
// lock is waited for, a lock held past the deadline sends a measured run to the run journal,
// and the journal is replayed at the next open exactly once, even when a replay was cut off.
#include "backends/notebook/connection/writetransaction.h"
#include "backends/notebook/journal/runjournal.h"
#include "backends/notebook/notebookstore.h"
#include "notebooklockholder.h"

#include "testutils.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace lanebook;

namespace {

Run measuredRun(const QString &label)
{
    Run run;
    run.label = label;
    run.format = RunFormat::Lanebook;
    run.model = QStringLiteral("mock-model");
    run.startedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0, 0, 250), Qt::UTC);
    run.config = {{"runtime", "lanebook-mock"}, {"argv", {"mock", "--port", "1"}}};
    run.workload = {{"concurrency", 4}, {"output_tokens", 16}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 1234.5, QStringLiteral("output_tok_per_s"));
    run.setMetric(QStringLiteral("request_rate_per_s"), std::numeric_limits<double>::infinity());
    run.extra = {{"http_client", "lanebook"}};
    for (int i = 0; i < 3; ++i) {
        RequestSample sample;
        sample.index = i;
        sample.sendTimeS = 0.01 * i;
        sample.ttftMs = 20.0 + i;
        sample.e2elMs = 100.0 + i;
        sample.inputTokens = 32;
        sample.outputTokens = 16;
        sample.itlMs = {5.0f, 5.5f, 6.0f};
        sample.finishReason = QStringLiteral("length");
        run.samples.push_back(sample);
    }
    return run;
}

using LockHolder = lanebook::test::NotebookLockHolder;

} // namespace

class TestWriteDiscipline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void writesOutsideTheHelperAreRefused();
    void aLockHeldByAnotherProcessIsWaitedFor();
    void aLockHeldPastTheDeadlineSendsTheRunToTheJournal();
    void aReplayCutOffBeforeItsFileWentAddsNothingTwice();
    void aBrokenJournalEntryIsNamedAndKept();
    void readersDoTheHousekeepingOfAReadWriteOpen();

private:
    QString notebookPath() const { return m_dir.filePath(QStringLiteral("nb.lanebook")); }
    QTemporaryDir m_dir;
};

void TestWriteDiscipline::init()
{
    QVERIFY(m_dir.isValid());
    qunsetenv("LANEBOOK_WRITE_DEADLINE_MS");
}

void TestWriteDiscipline::cleanup()
{
    qunsetenv("LANEBOOK_WRITE_DEADLINE_MS");
    QDir(m_dir.path()).removeRecursively();
    QDir().mkpath(m_dir.path());
}

// A guarded connection refuses INSERT/UPDATE/DELETE in autocommit and any BEGIN that does
// not come from WriteTransaction (QSqlDatabase::transaction() is a plain BEGIN).
void TestWriteDiscipline::writesOutsideTheHelperAreRefused()
{
    {
        NotebookStore store;
        QVERIFY2(store.open(notebookPath()), qPrintable(store.lastError()));
    }
    const QString name = QStringLiteral("guarded");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(notebookPath());
        QVERIFY(db.open());
        const auto guard = WriteTransaction::guardConnection(db);
        QVERIFY2(guard, "the SQLite API behind Qt's plugin must be reachable on Debian's Qt");

        QSqlQuery outside(db);
        QVERIFY(!outside.exec(QStringLiteral("INSERT INTO metric_names(name) VALUES ('x')")));
        QVERIFY2(outside.lastError().text().contains(QLatin1String("authoriz")),
                 qPrintable(outside.lastError().text()));
        QVERIFY(!db.transaction());

        {
            WriteTransaction transaction(name);
            QVERIFY2(transaction.isOpen(), qPrintable(transaction.error()));
            QSqlQuery inside(db);
            QVERIFY2(inside.exec(QStringLiteral("INSERT INTO metric_names(name) VALUES ('y')")),
                     qPrintable(inside.lastError().text()));
            QVERIFY(transaction.commit());
        }
        {
            WriteTransaction rolledBack(name);
            QSqlQuery inside(db);
            QVERIFY(inside.exec(QStringLiteral("INSERT INTO metric_names(name) VALUES ('z')")));
        } // no commit: rolled back
        QSqlQuery count(db);
        QVERIFY(count.exec(
            QStringLiteral("SELECT count(*) FROM metric_names WHERE name IN ('x', 'y', 'z')")));
        QVERIFY(count.next());
        QCOMPARE(count.value(0).toInt(), 1);
        // Reads need no transaction.
        QSqlQuery read(db);
        QVERIFY(read.exec(QStringLiteral("SELECT count(*) FROM runs")));
        count.finish();
        read.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

void TestWriteDiscipline::aLockHeldByAnotherProcessIsWaitedFor()
{
    NotebookStore store;
    QVERIFY2(store.open(notebookPath()), qPrintable(store.lastError()));
    LockHolder holder;
    // The holder lets go after 1.5 s; the writer waits for it instead of failing at once
    // (SQLite's busy handler alone gives up after one 1 s slice).
    QVERIFY(holder.hold(notebookPath(), 1500));
    const Expected<qint64> id = store.runs().insertRun(measuredRun(QStringLiteral("waited")));
    LANEBOOK_VERIFY_EXPECTED(id);
    QCOMPARE(store.runs().count(), 1);
}

void TestWriteDiscipline::aLockHeldPastTheDeadlineSendsTheRunToTheJournal()
{
    qputenv("LANEBOOK_WRITE_DEADLINE_MS", "300");
    const Run run = measuredRun(QStringLiteral("kept"));
    QString entryId;
    {
        NotebookStore store;
        QVERIFY2(store.open(notebookPath()), qPrintable(store.lastError()));
        LockHolder holder;
        QVERIFY(holder.hold(notebookPath()));
        const NotebookStore::MeasuredRunOutcome outcome = store.recordMeasuredRun(run);
        QVERIFY(!outcome.runId);
        QVERIFY2(!outcome.journalEntry.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(store.lastWriteRefusal(), NotebookStore::WriteRefusal::Busy);
        QVERIFY2(outcome.journalNote.contains(QLatin1String("kept in")),
                 qPrintable(outcome.journalNote));
        // In words: SQLite's own "database is locked" tells a user nothing.
        QVERIFY2(!outcome.journalNote.contains(QLatin1String("database is locked")),
                 qPrintable(outcome.journalNote));
        QVERIFY2(outcome.journalNote.contains(QLatin1String("kept the notebook busy")),
                 qPrintable(outcome.journalNote));
        entryId = outcome.journalEntry;
        const QStringList files = RunJournal(notebookPath()).files();
        QCOMPARE(files.size(), 1);
        struct stat info
        {
        };
        QCOMPARE(::stat(QFile::encodeName(files.first()).constData(), &info), 0);
        QCOMPARE(info.st_mode & 0777, 0600u); // configs can hold the user's model paths
        holder.release();
    }
    qunsetenv("LANEBOOK_WRITE_DEADLINE_MS");
    NotebookStore reopened;
    QVERIFY2(reopened.open(notebookPath()), qPrintable(reopened.lastError()));
    QCOMPARE(reopened.lastJournalReplay().replayed, 1);
    QVERIFY(reopened.lastJournalReplay().problems.isEmpty());
    QCOMPARE(reopened.runs().count(), 1);
    QVERIFY(RunJournal(notebookPath()).files().isEmpty());
    QVERIFY(!QDir(RunJournal(notebookPath()).folder()).exists());
    const std::vector<Run> runs = reopened.runs().list();
    QCOMPARE(runs.size(), size_t(1));
    QCOMPARE(runs.front().label, run.label);
    QVERIFY(runs.front().config == run.config);
    QVERIFY(runs.front().workload == run.workload);
    QCOMPARE(runs.front().metricValue(QStringLiteral("output_tok_per_s")), 1234.5);
    QVERIFY(std::isinf(*runs.front().metricValue(QStringLiteral("request_rate_per_s"))));
    QCOMPARE(reopened.runs().requestSamples(runs.front().id), run.samples);
    QVERIFY(
        !reopened.judgements().runGates(runs.front().id).empty()); // judged, as a recorded run is
    reopened.close();
    NotebookStore third;
    QVERIFY(third.open(notebookPath()));
    QCOMPARE(third.lastJournalReplay().replayed, 0);
    QCOMPARE(third.runs().count(), 1);
}

// A process killed between the replay's commit and the removal of the entry's file leaves the
// file behind; the next open must not add the run again.
void TestWriteDiscipline::aReplayCutOffBeforeItsFileWentAddsNothingTwice()
{
    {
        NotebookStore store;
        QVERIFY(store.open(notebookPath()));
    }
    const RunJournal journal(notebookPath());
    const auto entry = journal.append(measuredRun(QStringLiteral("once")), std::nullopt);
    QVERIFY2(entry, qPrintable(entry.error()));
    const QString file = journal.files().value(0);
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    in.close();
    {
        NotebookStore store;
        QVERIFY(store.open(notebookPath()));
        QCOMPARE(store.lastJournalReplay().replayed, 1);
    }
    // The file comes back, as if the replaying process died before removing it.
    QVERIFY(QDir().mkpath(journal.folder()));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    // Two processes' opens at once would race the same way; the entry id decides.
    NotebookStore store;
    QVERIFY(store.open(notebookPath()));
    QCOMPARE(store.lastJournalReplay().replayed, 0);
    QCOMPARE(store.lastJournalReplay().alreadyPresent, 1);
    QCOMPARE(store.runs().count(), 1);
    QVERIFY(journal.files().isEmpty());
}

void TestWriteDiscipline::aBrokenJournalEntryIsNamedAndKept()
{
    const RunJournal journal(notebookPath());
    QVERIFY(QDir().mkpath(journal.folder()));
    const QString broken = QDir(journal.folder()).filePath(QStringLiteral("0-broken.json"));
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(R"({"lanebook_run_journal": 1, "entry": "e1", "run": {"label": 5}})");
    out.close();
    NotebookStore store;
    QVERIFY2(store.open(notebookPath()), qPrintable(store.lastError()));
    const QStringList problems = store.lastJournalReplay().problems;
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QLatin1String("0-broken.json")) &&
                 problems.first().contains(QLatin1String("label")),
             qPrintable(problems.first()));
    QVERIFY(QFile::exists(broken)); // kept for the user to look at
    QCOMPARE(store.runs().count(), 0);
}

void TestWriteDiscipline::readersDoTheHousekeepingOfAReadWriteOpen()
{
    {
        NotebookStore store;
        QVERIFY(store.open(notebookPath()));
    }
    QVERIFY(
        RunJournal(notebookPath()).append(measuredRun(QStringLiteral("pending")), std::nullopt));
    NotebookStore reader;
    QVERIFY(reader.open(notebookPath(), NotebookStore::Access::ReadOnly));
    QVERIFY(reader.needsHousekeeping());
    QCOMPARE(reader.runs().count(), 0);
    NotebookStore writer;
    QVERIFY(writer.open(notebookPath()));
    QVERIFY2(writer.lastJournalReplay().problems.isEmpty(),
             qPrintable(writer.lastJournalReplay().problems.join(u'\n')));
    QCOMPARE(writer.lastJournalReplay().replayed, 1);
    QVERIFY(!reader.needsHousekeeping());
    QCOMPARE(reader.runs().count(), 1);
}

QTEST_GUILESS_MAIN(TestWriteDiscipline)
#include "tst_writediscipline.moc"
