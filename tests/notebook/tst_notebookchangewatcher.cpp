// NotebookChangeWatcher on real SQLite files (PRAGMA data_version) and, as
// notebook_tst_notebookchangewatcher_postgresql, on a real PostgreSQL server (LISTEN/NOTIFY):
// a commit by another connection (as another process's or another host's would be) is
// announced, the watching store's own writes are not.

#include "backends/notebook/notebookchangewatcher.h"
#include "backends/notebook/notebookstore.h"
#include "notebookbackend.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

Run makeRun(const QString &label)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("Qwen/Qwen3-8B");
    run.startedAt = QDateTime(QDate(2026, 11, 3), QTime(14, 15, 22), Qt::UTC);
    run.config = {{"runtime", "vllm"}, {"gpu", "H200"}};
    run.workload = {{"concurrency", 4}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 600.0, QStringLiteral("output_throughput"));
    return run;
}

// One notebook (a file, or a database on the test server) open twice: the watched store and
// another connection that writes as another process or host would.
struct TwoConnections
{
    QTemporaryDir dir;
    NotebookStore watched;
    NotebookStore other;

    bool open()
    {
        const QString path = test::notebookAt(dir, QStringLiteral("nb.sqlite"));
        return watched.open(path) && other.open(path);
    }
    QString error() const { return watched.lastError() + other.lastError(); }
};

} // namespace

class TestNotebookChangeWatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ownWriteIsNotAChangeElsewhere();
    void anotherConnectionsCommitIs();
    void timerAnnouncesWithoutAPollCall();
    void closedStoreIsQuiet();
    void ownWritesStaySilentWhileOthersAreHeard();
    void aBurstIsAnnouncedTogether();
    void stoppedWatcherHearsNothing();
    void serverBackAfterAnOutageIsHeardAgain();
};

void TestNotebookChangeWatcher::ownWriteIsNotAChangeElsewhere()
{
    LANEBOOK_SQLITE_FILE_ONLY(); // poll() reads data_version; the listening variant is below
    QTemporaryDir dir;
    NotebookStore store;
    QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.sqlite"))), qPrintable(store.lastError()));
    QVERIFY(store.dataVersion().has_value());
    NotebookChangeWatcher watcher(store);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("mine"))));
    QVERIFY(!watcher.poll());
    QCOMPARE(changed.count(), 0);
}

void TestNotebookChangeWatcher::anotherConnectionsCommitIs()
{
    LANEBOOK_SQLITE_FILE_ONLY();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nb.sqlite"));
    NotebookStore watched;
    QVERIFY2(watched.open(path), qPrintable(watched.lastError()));
    NotebookStore other;
    QVERIFY2(other.open(path), qPrintable(other.lastError()));
    NotebookChangeWatcher watcher(watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    QVERIFY(!watcher.poll());

    QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs"))));
    QVERIFY(watcher.poll());
    QCOMPARE(changed.count(), 1);
    // Seen once: the next read finds nothing new.
    QVERIFY(!watcher.poll());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(watched.runs().count(), 1);
}

void TestNotebookChangeWatcher::timerAnnouncesWithoutAPollCall()
{
    TwoConnections notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.error()));
    NotebookStore &watched = notebook.watched;
    NotebookStore &other = notebook.other;
    NotebookChangeWatcher watcher(watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    watcher.start(50);
    QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs"))));
    QTRY_COMPARE(changed.count(), 1);
}

void TestNotebookChangeWatcher::closedStoreIsQuiet()
{
    LANEBOOK_SQLITE_FILE_ONLY();
    QTemporaryDir dir;
    NotebookStore store;
    QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.sqlite"))), qPrintable(store.lastError()));
    NotebookChangeWatcher watcher(store);
    store.close();
    QVERIFY(!store.dataVersion().has_value());
    QVERIFY(!watcher.poll());
}

// The window's own writes announce themselves (NotebookWriter::notebookChanged); announcing
// them again would reload every view twice. A write by another connection after them is heard.
void TestNotebookChangeWatcher::ownWritesStaySilentWhileOthersAreHeard()
{
    TwoConnections notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.error()));
    NotebookStore &watched = notebook.watched;
    NotebookStore &other = notebook.other;
    NotebookChangeWatcher watcher(watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    watcher.start(50);
    QCOMPARE(watched.changeNotifier() != nullptr, test::onPostgres());

    QVERIFY(watched.runs().insertRun(makeRun(QStringLiteral("mine"))));
    QVERIFY(watched.runs().insertRun(makeRun(QStringLiteral("mine too"))));
    // Long enough for a notification or a poll to have come (several timer periods); a
    // watcher that announced its own writes would have done so by now.
    QTest::qWait(4 * NotebookChangeWatcher::kCoalesceMs);
    QCOMPARE(changed.count(), 0);

    QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs"))));
    QTRY_COMPARE(changed.count(), 1);
    QCOMPARE(watched.runs().count(), 3);
}

// Another host importing a folder commits many times in a row: the window hears of it, and
// far fewer times than there were commits (each announcement reloads its views).
void TestNotebookChangeWatcher::aBurstIsAnnouncedTogether()
{
    TwoConnections notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.error()));
    NotebookStore &watched = notebook.watched;
    NotebookStore &other = notebook.other;
    NotebookChangeWatcher watcher(watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    watcher.start(50);
    constexpr int kCommits = 40;
    for (int i = 0; i < kCommits; ++i)
        QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs %1").arg(i))));
    QTRY_VERIFY(changed.count() >= 1);
    // The commits ran without the event loop: everything they sent is waiting together.
    QTest::qWait(4 * NotebookChangeWatcher::kCoalesceMs);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(watched.runs().count(), kCommits);
}

void TestNotebookChangeWatcher::stoppedWatcherHearsNothing()
{
    TwoConnections notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.error()));
    NotebookStore &watched = notebook.watched;
    NotebookStore &other = notebook.other;
    NotebookChangeWatcher watcher(watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    watcher.start(50);
    watcher.stop();
    QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs"))));
    QTest::qWait(4 * NotebookChangeWatcher::kCoalesceMs);
    QCOMPARE(changed.count(), 0);
    // Started again, it hears the next one.
    watcher.start(50);
    QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs again"))));
    QTRY_COMPARE(changed.count(), 1);
}

// The server restarts (a crash, a failover) under a window: its connection, and the LISTEN
// on it, are gone. Once the server is back the watcher connects again, announces a change
// (others may have written meanwhile) and hears later commits again.
void TestNotebookChangeWatcher::serverBackAfterAnOutageIsHeardAgain()
{
    if (!test::onPostgres())
        QSKIP("a SQLite file has no server to lose");
    TwoConnections notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.error()));
    NotebookChangeWatcher watcher(notebook.watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    watcher.start(50);
    // One reference: postgresServer() would start a new server while this one is stopped.
    test::PostgresFixture &server = test::postgresServer();
    server.stop();
    QVERIFY2(server.restart(), qPrintable(server.logText()));
    QTRY_COMPARE(changed.count(), 1);
    QTest::qWait(4 * NotebookChangeWatcher::kCoalesceMs);
    QCOMPARE(changed.count(), 1); // once for the outage, not once per poll
    // The other connection's write connects again too (NotebookConnection::beginWrite).
    QVERIFY2(notebook.other.runs().insertRun(makeRun(QStringLiteral("after the outage"))),
             qPrintable(notebook.other.lastError()));
    QTRY_COMPARE(changed.count(), 2);
    QCOMPARE(notebook.watched.runs().count(), 1);
}

QTEST_GUILESS_MAIN(TestNotebookChangeWatcher)
#include "tst_notebookchangewatcher.moc"
