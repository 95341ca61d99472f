// WorkerThread (backends/threads/workerthread.h): the worker lives on the named thread it owns,
// queued calls run there, stop() ends the thread after the calls queued before it and deletes
// the worker in its own thread (what it opened is closed where it was made), stop() twice and
// the destructor are safe, and a worker whose thread never started is deleted by stop().
#include "backends/threads/workerthread.h"

#include <QTest>

#include <atomic>
#include <memory>

using namespace lanebook;

namespace {

// Where and whether the worker was deleted, read after its thread ended.
struct Fate
{
    std::atomic<QThread *> deletedIn{nullptr};
    std::atomic<int> calls{0};
};

class Worker : public QObject
{
public:
    explicit Worker(std::shared_ptr<Fate> fate)
        : m_fate(std::move(fate))
    {}
    ~Worker() override { m_fate->deletedIn = QThread::currentThread(); }

    void call() { m_fate->calls.fetch_add(1); }

private:
    std::shared_ptr<Fate> m_fate;
};

} // namespace

class TestWorkerThread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theWorkerLivesOnItsNamedThread()
    {
        auto fate = std::make_shared<Fate>();
        WorkerThread<Worker> thread(std::make_unique<Worker>(fate), QStringLiteral("unit worker"));
        QVERIFY(thread.worker());
        QCOMPARE(thread.worker()->thread(), thread.thread());
        QVERIFY(thread.thread() != QThread::currentThread());
        QCOMPARE(thread.thread()->objectName(), QStringLiteral("unit worker"));
        thread.start();
        QString ranIn;
        QThread *ranOn = nullptr;
        ThreadHandoff::postBlocking(thread.worker(), [&] {
            ranIn = QThread::currentThread()->objectName();
            ranOn = QThread::currentThread();
        });
        QCOMPARE(ranIn, QStringLiteral("unit worker"));
        QCOMPARE(ranOn, thread.thread());
    }

    void stopDeletesTheWorkerInItsOwnThread()
    {
        auto fate = std::make_shared<Fate>();
        WorkerThread<Worker> thread(std::make_unique<Worker>(fate), QStringLiteral("deleting"));
        QThread *const workerThread = thread.thread();
        thread.start();
        ThreadHandoff::postBlocking(thread.worker(), [] {});
        thread.stop();
        QVERIFY(!thread.worker());
        QVERIFY(workerThread->isFinished());
        QCOMPARE(fate->deletedIn.load(), workerThread);
        thread.stop(); // again: nothing
        QVERIFY(!thread.worker());
    }

    // Never started: no loop will delete it, so stop() (here the destructor) does, here.
    void aWorkerNeverStartedIsDeletedByStop()
    {
        auto fate = std::make_shared<Fate>();
        {
            WorkerThread<Worker> thread(std::make_unique<Worker>(fate), QStringLiteral("idle"));
            QVERIFY(!fate->deletedIn.load());
        }
        QCOMPARE(fate->deletedIn.load(), QThread::currentThread());
    }

    void theDestructorStops()
    {
        auto fate = std::make_shared<Fate>();
        {
            WorkerThread<Worker> thread(std::make_unique<Worker>(fate), QStringLiteral("scoped"));
            thread.start();
            ThreadHandoff::post(thread.worker(), [worker = thread.worker()] { worker->call(); });
            ThreadHandoff::postBlocking(thread.worker(), [] {});
        }
        QCOMPARE(fate->calls.load(), 1);
        QVERIFY(fate->deletedIn.load() != nullptr);
        QVERIFY(fate->deletedIn.load() != QThread::currentThread());
    }

    // stop() "ends the thread's event loop (after the calls queued before)": a call posted
    // just before stop() has run when stop() returns. Many rounds, because whether the loop
    // had started, or was in the middle of its queue, when stop() came is up to the scheduler.
    void callsQueuedBeforeStopRunBeforeTheThreadEnds()
    {
        constexpr int rounds = 50;
        constexpr int callsPerRound = 200;
        int lost = 0;
        int firstLostRound = -1;
        int ranInThatRound = 0;
        for (int round = 0; round < rounds; ++round) {
            auto fate = std::make_shared<Fate>();
            WorkerThread<Worker> thread(std::make_unique<Worker>(fate), QStringLiteral("queued"));
            thread.start();
            for (int i = 0; i < callsPerRound; ++i)
                ThreadHandoff::post(thread.worker(),
                                    [worker = thread.worker()] { worker->call(); });
            thread.stop();
            const int ran = fate->calls.load();
            if (ran != callsPerRound) {
                ++lost;
                if (firstLostRound < 0) {
                    firstLostRound = round;
                    ranInThatRound = ran;
                }
            }
            QVERIFY(fate->deletedIn.load() != nullptr);
        }
        QVERIFY2(lost == 0,
                 qPrintable(QStringLiteral("calls queued before stop() were dropped in %1 of %2 "
                                           "rounds (the first: round %3, %4 of %5 ran)")
                                .arg(lost)
                                .arg(rounds)
                                .arg(firstLostRound)
                                .arg(ranInThatRound)
                                .arg(callsPerRound)));
    }
};

QTEST_GUILESS_MAIN(TestWorkerThread)
#include "tst_workerthread.moc"
