// runSideBySide and LoopThread (backends/threads): the calls of runSideBySide overlap (each waits
// until all have begun, which only calls running at once can do), call 0 runs on the calling
// thread and each other call on a thread of its own, what the calls wrote is the caller's once
// it returns, and no call runs for a count of zero. A LoopThread runs its loop on another thread
// until the loop ends, and join() and its destructor wait for that.
#include "backends/threads/loopthread.h"
#include "backends/threads/sidebyside.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace lanebook;

namespace {

// Counts the calls that began; each waits until `expected` have begun, or gives up after a
// minute (a helper that ran the calls one after the other would leave the first waiting).
class Rendezvous
{
public:
    explicit Rendezvous(size_t expected)
        : m_expected(expected)
    {}
    bool arriveAndWait()
    {
        std::unique_lock lock(m_mutex);
        ++m_arrived;
        m_changed.notify_all();
        return m_changed.wait_for(lock, std::chrono::minutes(1),
                                  [this] { return m_arrived >= m_expected; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    size_t m_arrived = 0;
    const size_t m_expected;
};

} // namespace

class TestSideBySide : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theCallsRunAtOnceEachOnItsOwnThread()
    {
        constexpr size_t kCalls = 4;
        Rendezvous rendezvous(kCalls);
        std::vector<std::thread::id> ranOn(kCalls);
        std::vector<int> metAll(kCalls, 0); // each call writes its own slot only
        runSideBySide(kCalls, [&](size_t k) {
            ranOn[k] = std::this_thread::get_id();
            metAll[k] = rendezvous.arriveAndWait() ? 1 : 0;
        });
        QCOMPARE(metAll, std::vector<int>(kCalls, 1));
        QCOMPARE(ranOn[0], std::this_thread::get_id());
        const std::set<std::thread::id> distinct(ranOn.begin(), ranOn.end());
        QCOMPARE(distinct.size(), kCalls);
    }

    void oneCallRunsOnTheCallerAndNoneRunForZero()
    {
        std::vector<std::thread::id> ranOn;
        runSideBySide(1, [&](size_t k) {
            QCOMPARE(k, size_t(0));
            ranOn.push_back(std::this_thread::get_id());
        });
        QCOMPARE(ranOn, std::vector<std::thread::id>{std::this_thread::get_id()});
        runSideBySide(0, [&](size_t) { ranOn.push_back(std::this_thread::get_id()); });
        QCOMPARE(ranOn.size(), size_t(1));
    }

    void aLoopRunsUntilItEndsAndIsJoined()
    {
        std::atomic<bool> stop{false};
        std::thread::id loopOn;
        {
            LoopThread loop;
            QVERIFY(!loop.isStarted());
            loop.join(); // not started: nothing to wait for
            loop.start([&] {
                loopOn = std::this_thread::get_id();
                while (!stop.load())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
            });
            QVERIFY(loop.isStarted());
            stop = true;
            loop.join();
            QVERIFY(!loop.isStarted());
            QVERIFY(loopOn != std::this_thread::get_id());
            QVERIFY(loopOn != std::thread::id());
        }
    }

    void theDestructorWaitsForTheLoop()
    {
        std::atomic<bool> stop{false};
        std::atomic<bool> ended{false};
        {
            LoopThread loop;
            loop.start([&] {
                while (!stop.load())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
                ended = true;
            });
            stop = true;
        }
        QVERIFY(ended.load());
    }
};

QTEST_GUILESS_MAIN(TestSideBySide)
#include "tst_sidebyside.moc"
