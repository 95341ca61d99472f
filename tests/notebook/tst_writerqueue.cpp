// The writers' queue (backends/notebook/writerqueue.h) on real notebook files: writers get the
// write lock in the order they asked for it; a writer waits in the queue, not in SQLite's busy
// loop, and writes as soon as the one ahead commits; one past its deadline is refused Busy and
// changes nothing, and the queue goes on without it; a notebook without a queue is written as
// before. The writers are threads of this process, each with its own connection: the queue's
// locks belong to open files, not to processes, so threads queue as processes do (label
// `threaded`; tests/bench/tst_concurrentwritersbench.cpp runs writer processes). Nothing is
// timed: order is read from the notebook and from the queue's ticket count.
#include "backends/notebook/connection/notebookconnection.h"
#include "backends/notebook/connection/writerqueue.h"
#include "backends/notebook/connection/writetransaction.h"
#include "backends/notebook/notebookstore.h"

#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <mutex>
#include <thread>

using namespace lanebook;

namespace {

// Thread starts, lock hand-offs and opens on a loaded machine: generous, never a measurement.
constexpr int kPatienceMs = 60000;

Run makeRun(const QString &label)
{
    Run run;
    run.label = label;
    run.model = QStringLiteral("mock-model");
    run.config = {{"runtime", "lanebook-mock"}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 100.0);
    RequestSample sample;
    sample.index = 0;
    sample.ttftMs = 20.0;
    sample.itlMs = {1.5f, 2.5f};
    run.samples.push_back(sample);
    return run;
}

bool createNotebook(const QString &path)
{
    NotebookStore store;
    return store.open(path);
}

qint64 metricNameCount(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT count(*) FROM metric_names WHERE name = ?"));
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

// The same, read on a connection of its own (this thread's).
qint64 metricNameCount(const QString &path, const QString &name)
{
    const QString connection = QStringLiteral("count-") + name;
    qint64 count = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            count = metricNameCount(db, name);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return count;
}

// A writer on a thread and connection of its own that holds the write lock (with a row
// written) until commit(); its connection stays open until it is destroyed.
class HeldWrite
{
public:
    explicit HeldWrite(const QString &path)
    {
        m_thread = std::thread([this, path] {
            NotebookConnection connection;
            if (connection.open(path, NotebookConnection::Access::ReadWrite)) {
                const auto transaction = connection.beginWrite();
                m_began = transaction->isOpen() &&
                          connection.exec(QStringLiteral(
                              "INSERT INTO metric_names(name) VALUES ('held-by-the-first')"));
                m_held.release();
                m_commit.acquire();
                m_committed = m_began && transaction->commit();
            } else {
                m_held.release();
                m_commit.acquire();
            }
            m_done.release();
            m_close.acquire();
        });
    }
    ~HeldWrite()
    {
        if (!m_committing)
            commit();
        m_close.release();
        m_thread.join();
    }
    HeldWrite(const HeldWrite &) = delete;
    HeldWrite &operator=(const HeldWrite &) = delete;

    bool waitUntilHeld()
    {
        m_held.acquire();
        return m_began;
    }
    bool commit()
    {
        m_committing = true;
        m_commit.release();
        m_done.acquire();
        return m_committed;
    }

private:
    std::thread m_thread;
    QSemaphore m_held;
    QSemaphore m_commit;
    QSemaphore m_done;
    QSemaphore m_close;
    // Atomic: the semaphores order them, but QSemaphore waits on a futex TSan cannot see.
    std::atomic<bool> m_began = false;
    std::atomic<bool> m_committed = false;
    bool m_committing = false;
};

} // namespace

class TestWriterQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        qunsetenv("LANEBOOK_WRITE_DEADLINE_MS");
    }
    void cleanup() { qunsetenv("LANEBOOK_WRITE_DEADLINE_MS"); }

    // Beside the file, as SQLite's -wal is (through a link, beside its target); none for a
    // notebook that is no file.
    void theQueueLivesBesideTheNotebookFile()
    {
        const QString path = notebookPath(QStringLiteral("beside"));
        QVERIFY(createNotebook(path));
        const QString canonical = QFileInfo(path).canonicalFilePath();
        QCOMPARE(WriterQueue::lockFileFor(path), QString(canonical + QStringLiteral("-writelock")));
        QVERIFY2(QFile::exists(WriterQueue::lockFileFor(path)),
                 "the schema's first write queued for its turn");
        QVERIFY(WriterQueue::ticketsTaken(path) > 0);
        const QString link = m_dir.filePath(QStringLiteral("link.lanebook"));
        QVERIFY(QFile::link(path, link));
        QCOMPARE(WriterQueue::lockFileFor(link), WriterQueue::lockFileFor(path));
        QVERIFY(WriterQueue::lockFileFor(QStringLiteral(":memory:")).isEmpty());
        QVERIFY(WriterQueue::lockFileFor(QString()).isEmpty());
    }

    // Three writers: the first holds the turn; the second and the third, who queued in that
    // order, get it in that order, each only when the one ahead has left.
    void writersTakeTheirTurnsInTheOrderTheyCame()
    {
        const QString path = notebookPath(QStringLiteral("order"));
        QVERIFY(createNotebook(path));
        const auto farAway = [] { return WriterQueue::Clock::now() + std::chrono::hours(1); };
        std::mutex mutex;
        QStringList turns;
        std::atomic<bool> secondWaited{false};
        std::atomic<bool> thirdWaited{false};
        QSemaphore letTheSecondGo;
        const auto writer = [&](const QString &name, std::atomic<bool> &waited,
                                QSemaphore *holdUntil) {
            WriterQueue queue;
            if (queue.enter(path, farAway()) != WriterQueue::Wait::Turn)
                return;
            waited = queue.waited();
            {
                const std::lock_guard lock(mutex);
                turns << name;
            }
            if (holdUntil)
                holdUntil->acquire();
        };
        const auto turnsSoFar = [&] {
            const std::lock_guard lock(mutex);
            return turns;
        };
        // Declared before the first writer: a failed check lets everyone go, then joins.
        std::jthread second;
        std::jthread third;
        const auto letGo = qScopeGuard([&letTheSecondGo] { letTheSecondGo.release(); });
        WriterQueue first;
        QCOMPARE(first.enter(path, farAway()), WriterQueue::Wait::Turn);
        QVERIFY(!first.waited());
        const qint64 tickets = WriterQueue::ticketsTaken(path);

        second =
            std::jthread(writer, QStringLiteral("second"), std::ref(secondWaited), &letTheSecondGo);
        QTRY_COMPARE_WITH_TIMEOUT(WriterQueue::ticketsTaken(path), tickets + 1, kPatienceMs);
        third = std::jthread(writer, QStringLiteral("third"), std::ref(thirdWaited), nullptr);
        QTRY_COMPARE_WITH_TIMEOUT(WriterQueue::ticketsTaken(path), tickets + 2, kPatienceMs);
        QVERIFY2(turnsSoFar().isEmpty(), qPrintable(turnsSoFar().join(u' ')));

        first.leave();
        QTRY_COMPARE_WITH_TIMEOUT(turnsSoFar().size(), 1, kPatienceMs);
        QCOMPARE(turnsSoFar(), QStringList{QStringLiteral("second")});
        letTheSecondGo.release();
        second.join();
        third.join();
        QCOMPARE(turnsSoFar(), (QStringList{QStringLiteral("second"), QStringLiteral("third")}));
        QVERIFY(secondWaited);
        QVERIFY(thirdWaited);
    }

    // A second connection's write waits in the queue while the first holds the lock, then
    // begins with the first's row committed, without SQLite ever answering busy.
    void aWriteWaitsItsTurnAndBeginsRightAfterTheCommit()
    {
        const QString path = notebookPath(QStringLiteral("handoff"));
        QVERIFY(createNotebook(path));
        std::atomic<bool> finished{false};
        bool began = false;
        bool waitedForTurn = false;
        int busyRetries = -1;
        qint64 firstRowsSeen = -1;
        bool committed = false;
        std::jthread second; // joined after the first writer let go, even when a check fails
        HeldWrite held(path);
        QVERIFY(held.waitUntilHeld());
        const qint64 tickets = WriterQueue::ticketsTaken(path);

        second = std::jthread([&] {
            NotebookConnection connection;
            if (connection.open(path, NotebookConnection::Access::ReadWrite)) {
                const auto transaction = connection.beginWrite();
                began = transaction->isOpen();
                waitedForTurn = transaction->waitedForTurn();
                busyRetries = transaction->busyRetries();
                firstRowsSeen =
                    metricNameCount(transaction->db(), QStringLiteral("held-by-the-first"));
                committed =
                    began &&
                    connection.exec(QStringLiteral(
                        "INSERT INTO metric_names(name) VALUES ('written-by-the-second')")) &&
                    transaction->commit();
            }
            finished = true;
        });
        QTRY_COMPARE_WITH_TIMEOUT(WriterQueue::ticketsTaken(path), tickets + 1, kPatienceMs);
        QVERIFY2(!finished, "the second writer began while the first held the lock");

        QVERIFY(held.commit());
        second.join();
        QVERIFY(began);
        QVERIFY(waitedForTurn);
        QCOMPARE(busyRetries, 0);
        QCOMPARE(firstRowsSeen, 1);
        QVERIFY(committed);
        QCOMPARE(metricNameCount(path, QStringLiteral("written-by-the-second")), 1);
    }

    // Past its deadline a queued writer is refused Busy, in the words a user reads, while the
    // lock is still held, and the notebook is as it was. The writers after it are not held up
    // by its abandoned place.
    void aWriterPastItsDeadlineIsRefusedBusyAndChangesNothing()
    {
        const QString path = notebookPath(QStringLiteral("deadline"));
        QVERIFY(createNotebook(path));
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        {
            std::optional<qint64> later;
            std::jthread next; // joined after the holder let go, even when a check fails
            HeldWrite held(path);
            QVERIFY(held.waitUntilHeld());
            const qint64 tickets = WriterQueue::ticketsTaken(path);
            qputenv("LANEBOOK_WRITE_DEADLINE_MS", "200");
            QVERIFY(!store.runs().insertRun(makeRun(QStringLiteral("refused"))));
            qunsetenv("LANEBOOK_WRITE_DEADLINE_MS");
            QCOMPARE(store.lastWriteRefusal(), NotebookStore::WriteRefusal::Busy);
            QVERIFY2(store.lastError().contains(QLatin1String("kept the notebook busy")),
                     qPrintable(store.lastError()));
            QCOMPARE(WriterQueue::ticketsTaken(path), tickets + 1);
            QCOMPARE(store.runs().count(), 0);
            QVERIFY(!QDir(path + QStringLiteral(".pending")).exists());

            // The next writer queues behind the holder only, and writes once it commits.
            next = std::jthread([&later, path] {
                NotebookStore own;
                if (!own.open(path))
                    return;
                if (const Expected<qint64> id =
                        own.runs().insertRun(makeRun(QStringLiteral("later"))))
                    later = *id;
            });
            QTRY_COMPARE_WITH_TIMEOUT(WriterQueue::ticketsTaken(path), tickets + 2, kPatienceMs);
            QVERIFY(held.commit());
            next.join();
            QVERIFY(later);
        }
        QCOMPARE(store.runs().count(), 1);
        QCOMPARE(store.runs().list().front().label, QStringLiteral("later"));
        QCOMPARE(metricNameCount(path, QStringLiteral("held-by-the-first")), 1);
        const Expected<qint64> again = store.runs().insertRun(makeRun(QStringLiteral("again")));
        LANEBOOK_VERIFY_EXPECTED(again);
        QCOMPARE(store.runs().count(), 2);
    }

    // No queue: the sidecar cannot be made (here a folder stands in its place, as a read-only
    // folder would refuse it), or the notebook is in memory. Writes go on as before.
    void withoutAQueueWritesGoOnAsBefore()
    {
        const QString path = notebookPath(QStringLiteral("noqueue"));
        QVERIFY(createNotebook(path));
        const QString lockFile = WriterQueue::lockFileFor(path);
        QVERIFY(QFile::remove(lockFile));
        QVERIFY(QDir().mkdir(lockFile));
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QVERIFY2(store.runs().insertRun(makeRun(QStringLiteral("one"))),
                 qPrintable(store.lastError()));
        QVERIFY2(store.runs().insertRun(makeRun(QStringLiteral("two"))),
                 qPrintable(store.lastError()));
        QCOMPARE(store.runs().count(), 2);
        QCOMPARE(WriterQueue::ticketsTaken(path), 0);

        NotebookStore memory;
        QVERIFY2(memory.open(QStringLiteral(":memory:")), qPrintable(memory.lastError()));
        QVERIFY2(memory.runs().insertRun(makeRun(QStringLiteral("in memory"))),
                 qPrintable(memory.lastError()));
        QCOMPARE(memory.runs().count(), 1);
        QVERIFY(!QFile::exists(QStringLiteral(":memory:") + WriterQueue::suffix()));
    }

private:
    QString notebookPath(const QString &name) const
    {
        return m_dir.filePath(name + QStringLiteral(".lanebook"));
    }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestWriterQueue)

#include "tst_writerqueue.moc"
