// ThreadHandoff (backends/threads/threadhandoff.h) between a test thread and a receiver living
// on a thread of its own: post() runs calls in the receiver's thread, in the order posted; what
// the sender wrote before post() is what the receiver reads; postBlocking() returns after its
// call ran there, and what the call wrote is what the caller reads after; runOnPool() hands a
// value to a pool thread and its result back; a pool job cancelled while queued never runs.
// Plain (non-atomic) memory is handed over on purpose: in the TSan tree (label threaded) a
// handoff Qt orders but ThreadHandoff failed to tell TSan about is reported as a race.
#include "backends/threads/threadhandoff.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <memory>
#include <numeric>
#include <vector>

using namespace lanebook;

namespace {

// Lives on `thread`; what it records is read back through postBlocking.
class Receiver : public QObject
{
public:
    std::vector<int> order;
    std::vector<QThread *> threads;
    long long sum = 0;
    QString text;
};

} // namespace

class TestThreadHandoff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ThreadHandoff::installQtHooks(); }

    void init()
    {
        m_thread = std::make_unique<QThread>();
        m_thread->setObjectName(QStringLiteral("receiver"));
        m_receiver = new Receiver;
        m_receiver->moveToThread(m_thread.get());
        connect(m_thread.get(), &QThread::finished, m_receiver, &QObject::deleteLater);
        m_thread->start();
    }

    void cleanup()
    {
        // Stop only after a blocking call: everything posted before it has run.
        ThreadHandoff::postBlocking(m_receiver, [] {});
        m_thread->quit();
        m_thread->wait();
        m_thread.reset();
        m_receiver = nullptr;
    }

    void postRunsInTheReceiversThreadInOrder()
    {
        constexpr int count = 2000;
        Receiver *receiver = m_receiver;
        for (int i = 0; i < count; ++i) {
            ThreadHandoff::post(receiver, [receiver, i] {
                receiver->order.push_back(i);
                receiver->threads.push_back(QThread::currentThread());
            });
        }
        std::vector<int> order;
        std::vector<QThread *> threads;
        ThreadHandoff::postBlocking(receiver, [&] {
            order = receiver->order;
            threads = receiver->threads;
        });
        std::vector<int> expected(count);
        std::iota(expected.begin(), expected.end(), 0);
        QCOMPARE(order, expected);
        QCOMPARE(threads.size(), size_t(count));
        for (QThread *thread : threads)
            QCOMPARE(thread, m_thread.get());
    }

    // A value built in the sender's thread, only then posted: the receiver reads all of it.
    void aValueWrittenBeforePostIsSeenInTheReceiver()
    {
        auto values = std::make_shared<std::vector<int>>(100000);
        std::iota(values->begin(), values->end(), 1);
        auto label = std::make_shared<QString>(QStringLiteral("written before post"));
        Receiver *receiver = m_receiver;
        ThreadHandoff::post(receiver, [receiver, values, label] {
            receiver->sum = std::accumulate(values->begin(), values->end(), 0LL);
            receiver->text = *label;
        });
        long long sum = 0;
        QString text;
        ThreadHandoff::postBlocking(receiver, [&] {
            sum = receiver->sum;
            text = receiver->text;
        });
        QCOMPARE(sum, 100000LL * 100001LL / 2);
        QCOMPARE(text, QStringLiteral("written before post"));
    }

    // The caller reads what the call wrote as soon as postBlocking returns: it has run.
    void postBlockingsResultIsVisibleAfter()
    {
        for (int round = 0; round < 100; ++round) {
            int written = -1;
            std::vector<int> filled;
            QThread *ranIn = nullptr;
            ThreadHandoff::postBlocking(m_receiver, [&] {
                filled.assign(1000, round);
                ranIn = QThread::currentThread();
                written = round; // last: the caller must never see it unset
            });
            QCOMPARE(written, round);
            QCOMPARE(filled, std::vector<int>(1000, round));
            QCOMPARE(ranIn, m_thread.get());
        }
    }

    // A blocking call after posted ones runs after them (one queue).
    void postBlockingWaitsForWhatWasPostedBefore()
    {
        Receiver *receiver = m_receiver;
        for (int i = 0; i < 500; ++i)
            ThreadHandoff::post(receiver, [receiver, i] { receiver->order.push_back(i); });
        size_t seen = 0;
        ThreadHandoff::postBlocking(receiver, [&] { seen = receiver->order.size(); });
        QCOMPARE(seen, size_t(500));
    }

    void runOnPoolHandsTheValueOverAndTheResultBack()
    {
        auto input = std::make_shared<std::vector<double>>(50000, 0.5);
        QThread *const caller = QThread::currentThread();
        QFuture<double> future = ThreadHandoff::runOnPool([input, caller] {
            if (QThread::currentThread() == caller)
                return -1.0;
            return std::accumulate(input->begin(), input->end(), 0.0);
        });
        QCOMPARE(ThreadHandoff::resultOf(future), 25000.0);
        // A job without a result.
        auto done = std::make_shared<int>(0);
        QFuture<void> job = ThreadHandoff::runOnPool([done] { *done = 7; });
        job.waitForFinished();
        ThreadHandoff::acquire();
        QCOMPARE(*done, 7);
    }

    // The pool has one thread, busy: a job queued behind it and cancelled never runs, and its
    // future still finishes (nobody waits forever for it).
    void aJobCancelledWhileQueuedNeverRuns()
    {
        QThreadPool *pool = QThreadPool::globalInstance();
        const int threads = pool->maxThreadCount();
        pool->setMaxThreadCount(1);
        QSemaphore started;
        QSemaphore release;
        QFuture<void> busy = ThreadHandoff::runOnPool([&] {
            started.release();
            release.acquire();
        });
        started.acquire(); // the only pool thread is taken
        auto ran = std::make_shared<bool>(false);
        QFuture<int> queued = ThreadHandoff::runOnPool([ran] {
            *ran = true;
            return 1;
        });
        queued.cancel();
        release.release();
        busy.waitForFinished();
        queued.waitForFinished();
        pool->waitForDone();
        pool->setMaxThreadCount(threads);
        ThreadHandoff::acquire();
        QVERIFY(queued.isCanceled());
        QVERIFY(queued.isFinished());
        QVERIFY(!*ran);
        QCOMPARE(queued.resultCount(), 0);
    }

private:
    std::unique_ptr<QThread> m_thread;
    Receiver *m_receiver = nullptr;
};

QTEST_GUILESS_MAIN(TestThreadHandoff)
#include "tst_threadhandoff.moc"
