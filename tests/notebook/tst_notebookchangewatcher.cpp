// NotebookChangeWatcher on real SQLite files: a commit by another connection (as another
// process's would be) is announced, the watching store's own writes are not.

#include "backends/notebook/notebookchangewatcher.h"
#include "backends/notebook/notebookstore.h"

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

} // namespace

class TestNotebookChangeWatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ownWriteIsNotAChangeElsewhere();
    void anotherConnectionsCommitIs();
    void timerAnnouncesWithoutAPollCall();
    void closedStoreIsQuiet();
};

void TestNotebookChangeWatcher::ownWriteIsNotAChangeElsewhere()
{
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
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nb.sqlite"));
    NotebookStore watched;
    QVERIFY2(watched.open(path), qPrintable(watched.lastError()));
    NotebookStore other;
    QVERIFY2(other.open(path), qPrintable(other.lastError()));
    NotebookChangeWatcher watcher(watched);
    QSignalSpy changed(&watcher, &NotebookChangeWatcher::changedElsewhere);
    watcher.start(50);
    QVERIFY(other.runs().insertRun(makeRun(QStringLiteral("theirs"))));
    QTRY_COMPARE(changed.count(), 1);
}

void TestNotebookChangeWatcher::closedStoreIsQuiet()
{
    QTemporaryDir dir;
    NotebookStore store;
    QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.sqlite"))), qPrintable(store.lastError()));
    NotebookChangeWatcher watcher(store);
    store.close();
    QVERIFY(!store.dataVersion().has_value());
    QVERIFY(!watcher.poll());
}

QTEST_GUILESS_MAIN(TestNotebookChangeWatcher)
#include "tst_notebookchangewatcher.moc"
