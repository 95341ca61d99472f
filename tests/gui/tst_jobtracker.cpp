// The GUI's job tracker: only the latest job of a kind is delivered, cancelled jobs deliver
// nothing (and a queued one never runs), results arrive on the context's thread.
#include "app/gui/jobtracker.h"

#include <QScopeGuard>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtTest>

#include <atomic>

using namespace lanebook;

namespace {

// On the way out of a test, passed or failed: no job stays blocked on a semaphore that is about
// to go out of scope.
void unblockJobs(std::initializer_list<QSemaphore *> semaphores)
{
    for (QSemaphore *semaphore : semaphores)
        semaphore->release(1000);
    QThreadPool::globalInstance()->waitForDone(10000);
}

} // namespace

class TestJobTracker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup();
    void resultArrivesOnTheContextThread();
    void staleResultIsDropped();
    void staleJobEndingLeavesTheLatestRunning();
    void cancelledJobDeliversNothing();
    void queuedJobCancelledNeverRuns();
    void watchedFutureIsTrackedToo();
    void supersededReadSeesItsTokenCancelled();
    void contextGoneFirstIsQuiet();

private:
    // Every watcher has finished and deleted itself: each job's end has been handled.
    static bool allJobsHandled(const QObject &context)
    {
        return context.findChildren<QFutureWatcherBase *>().isEmpty();
    }
};

void TestJobTracker::cleanup()
{
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QThreadPool::globalInstance()->setMaxThreadCount(QThread::idealThreadCount());
}

void TestJobTracker::resultArrivesOnTheContextThread()
{
    QObject context;
    JobTracker jobs(&context);
    std::atomic<QThread *> jobThread = nullptr;
    QThread *deliveryThread = nullptr;
    int delivered = 0;
    jobs.start(
        [&jobThread] {
            jobThread = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            deliveryThread = QThread::currentThread();
            delivered = value;
        });
    QVERIFY(jobs.isRunning());
    QTRY_COMPARE(delivered, 42);
    QVERIFY(!jobs.isRunning());
    QVERIFY(jobThread.load() != context.thread());
    QCOMPARE(deliveryThread, context.thread());
    QTRY_VERIFY(allJobsHandled(context));
}

void TestJobTracker::staleResultIsDropped()
{
    QObject context;
    JobTracker jobs(&context);
    QSemaphore releaseFirst;
    const auto unblock = qScopeGuard([&releaseFirst] { unblockJobs({&releaseFirst}); });
    QList<int> delivered;
    const auto record = [&delivered](int value) { delivered.append(value); };
    const quint64 first = jobs.start(
        [&releaseFirst] {
            releaseFirst.acquire();
            return 1;
        },
        record);
    const quint64 second = jobs.start([] { return 2; }, record);
    QVERIFY(second > first);
    QCOMPARE(jobs.latestJobId(), second);
    QTRY_COMPARE(delivered, QList<int>{2});
    // The first job ends after the second was shown: its result must not replace it.
    releaseFirst.release();
    QThreadPool::globalInstance()->waitForDone();
    QTRY_VERIFY(allJobsHandled(context));
    QCOMPARE(delivered, QList<int>{2});
}

void TestJobTracker::staleJobEndingLeavesTheLatestRunning()
{
    // Coalescing callers start no second read while isRunning(): a superseded job that ends
    // must not make it look as if the latest one had.
    QObject context;
    JobTracker jobs(&context);
    QSemaphore releaseFirst;
    QSemaphore releaseSecond;
    const auto unblock = qScopeGuard([&] { unblockJobs({&releaseFirst, &releaseSecond}); });
    QList<int> delivered;
    const auto record = [&delivered](int value) { delivered.append(value); };
    jobs.start(
        [&releaseFirst] {
            releaseFirst.acquire();
            return 1;
        },
        record);
    jobs.start(
        [&releaseSecond] {
            releaseSecond.acquire();
            return 2;
        },
        record);
    releaseFirst.release();
    QTRY_COMPARE(context.findChildren<QFutureWatcherBase *>().size(), 1);
    QVERIFY(jobs.isRunning());
    QVERIFY(delivered.isEmpty());
    releaseSecond.release();
    QTRY_COMPARE(delivered, QList<int>{2});
    QVERIFY(!jobs.isRunning());
}

void TestJobTracker::cancelledJobDeliversNothing()
{
    QObject context;
    JobTracker jobs(&context);
    QSemaphore started;
    QSemaphore release;
    const auto unblock = qScopeGuard([&release] { unblockJobs({&release}); });
    std::atomic_bool sawCancel = false;
    int delivered = 0;
    jobs.start(
        [&](const JobToken &token) {
            started.release();
            release.acquire();
            sawCancel = token.isCancelled();
            return 7;
        },
        [&delivered](int value) { delivered = value; });
    started.acquire();
    jobs.cancel();
    QVERIFY(!jobs.isRunning());
    release.release();
    QThreadPool::globalInstance()->waitForDone();
    QTRY_VERIFY(allJobsHandled(context));
    QVERIFY(sawCancel);
    QCOMPARE(delivered, 0);
}

void TestJobTracker::queuedJobCancelledNeverRuns()
{
    // One pool thread, kept busy: the tracked job waits in the queue when it is cancelled.
    QThreadPool::globalInstance()->setMaxThreadCount(1);
    QSemaphore started;
    QSemaphore release;
    const auto unblock = qScopeGuard([&release] { unblockJobs({&release}); });
    (void)ThreadHandoff::runOnPool([&] {
        started.release();
        release.acquire();
    });
    started.acquire();
    QObject context;
    JobTracker jobs(&context);
    std::atomic_int runs = 0;
    bool delivered = false;
    jobs.start(
        [&runs] {
            ++runs;
            return true;
        },
        [&delivered](bool) { delivered = true; });
    jobs.cancel();
    release.release();
    QThreadPool::globalInstance()->waitForDone();
    QTRY_VERIFY(allJobsHandled(context));
    QCOMPARE(runs.load(), 0);
    QVERIFY(!delivered);
}

void TestJobTracker::watchedFutureIsTrackedToo()
{
    QObject context;
    JobTracker jobs(&context);
    QSemaphore releaseFirst;
    const auto unblock = qScopeGuard([&releaseFirst] { unblockJobs({&releaseFirst}); });
    QStringList delivered;
    const auto record = [&delivered](const QString &value) { delivered.append(value); };
    jobs.watch(ThreadHandoff::runOnPool([&releaseFirst] {
                   releaseFirst.acquire();
                   return QStringLiteral("old notebook");
               }),
               record);
    jobs.watch(ThreadHandoff::runOnPool([] { return QStringLiteral("new notebook"); }), record);
    QTRY_COMPARE(delivered, QStringList{QStringLiteral("new notebook")});
    releaseFirst.release();
    QThreadPool::globalInstance()->waitForDone();
    QTRY_VERIFY(allJobsHandled(context));
    QCOMPARE(delivered, QStringList{QStringLiteral("new notebook")});
}

// JobTracker::read hands the read its token: a read of the notebook before (NotebookReader's
// reads check it between steps) sees it cancelled once the next read starts, and only the
// latest read is delivered.
void TestJobTracker::supersededReadSeesItsTokenCancelled()
{
    QObject context;
    JobTracker jobs(&context);
    QSemaphore started;
    QSemaphore release;
    const auto unblock = qScopeGuard([&release] { unblockJobs({&release}); });
    std::atomic_bool firstSawCancel = false;
    QStringList delivered;
    const auto record = [&delivered](const QString &value) { delivered.append(value); };
    const quint64 first = jobs.read(
        [&](const JobToken &token) {
            return ThreadHandoff::runOnPool([&, token] {
                started.release();
                release.acquire();
                firstSawCancel = token.isCancelled();
                return QStringLiteral("old notebook");
            });
        },
        record);
    started.acquire();
    quint64 secondTokenId = 0;
    bool secondCancelled = true;
    const quint64 second = jobs.read(
        [&](const JobToken &token) {
            secondTokenId = token.jobId();
            secondCancelled = token.isCancelled();
            return ThreadHandoff::runOnPool([] { return QStringLiteral("new notebook"); });
        },
        record);
    QCOMPARE(secondTokenId, second);
    QVERIFY(!secondCancelled);
    QVERIFY(second > first);
    QTRY_COMPARE(delivered, QStringList{QStringLiteral("new notebook")});
    release.release();
    QThreadPool::globalInstance()->waitForDone();
    QTRY_VERIFY(allJobsHandled(context));
    QVERIFY(firstSawCancel);
    QCOMPARE(delivered, QStringList{QStringLiteral("new notebook")});
    // A default token (a test's, the CLI's read) is never cancelled.
    QVERIFY(!JobToken().isCancelled());
}

void TestJobTracker::contextGoneFirstIsQuiet()
{
    // A page closed while its read runs: the watcher goes with the context, nothing is called.
    QSemaphore release;
    const auto unblock = qScopeGuard([&release] { unblockJobs({&release}); });
    bool delivered = false;
    {
        QObject context;
        JobTracker jobs(&context);
        jobs.start(
            [&release] {
                release.acquire();
                return 1;
            },
            [&delivered](int) { delivered = true; });
    }
    release.release();
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(0);
    QVERIFY(!delivered);
}

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
