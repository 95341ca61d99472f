#pragma once

#include <QFuture>
#include <QMetaObject>
#include <QObject>
#include <QPromise>
#include <QRunnable>
#include <QScopeGuard>
#include <QThreadPool>

#include <exception>
#include <type_traits>

#include <utility>

namespace lanebook::ThreadHandoff {

// Makes the ordering Qt's event queue gives a queued call visible to ThreadSanitizer.
//
// A value handed to another thread through Qt (a queued signal's arguments, the captures of a
// lambda given to QMetaObject::invokeMethod) is written before the event is posted and read
// after it is delivered; Qt's queue orders the two. Debian's Qt is not built with TSan and its
// QMutex waits on a futex TSan cannot see, so without help TSan reports every such handoff as
// a race. Under TSan, installQtHooks() has Qt call us at the start of every signal emission
// (release) and before every event is delivered, in any thread (acquire), and post() releases
// before a lambda is queued. One process-wide sync address carries all of them: TSan then
// treats each queued handoff as ordered, as Qt guarantees, and still reports memory two
// threads touch with no handoff between them (a member a worker and the window both use, a
// static destroyed at exit while a worker reads it). In a build without TSan every function
// here does nothing.

// True in a ThreadSanitizer build.
bool underThreadSanitizer();

// Once per process, before the first worker thread starts; later calls do nothing.
void installQtHooks();

// The sending side of a handoff Qt cannot show TSan: call after writing what the other thread
// will read. The receiving side is the delivery hook, or acquire() where a thread resumes after
// a blocking queued call returned.
void release();
void acquire();

// A callable handed to another thread through Qt, which tells TSan about the handoff. Qt
// copies the callable into its queued event or pool task after our code last ran in the
// sending thread (QMetaObject::invokeMethod, QtConcurrent::run allocate and move it there), so
// a release() before the call would not cover those writes: each copy or move of a HandedOff
// releases after writing, and calling it acquires first. Races inside the call on memory the
// sender touches after handing it over are still reported (tests/sanitizers/plantedrace.cpp).
template <typename Call> class HandedOff
{
public:
    explicit HandedOff(Call call)
        : m_call(std::move(call))
    {
        release();
    }
    // NOLINTNEXTLINE(performance-noexcept-move-constructor): as noexcept as the callable's own
    HandedOff(HandedOff &&other) noexcept(std::is_nothrow_move_constructible_v<Call>)
        : m_call(std::move(other.m_call))
    {
        release();
    }
    HandedOff(const HandedOff &other)
        : m_call(other.m_call)
    {
        release();
    }
    HandedOff &operator=(const HandedOff &) = delete;
    HandedOff &operator=(HandedOff &&) = delete;
    // Qt frees the callable in whichever thread drops its last reference, by a count TSan
    // cannot see: the acquire orders the free after the call's reads in the other thread.
    ~HandedOff() { acquire(); }

    template <typename... Args> decltype(auto) operator()(Args &&...args)
    {
        acquire();
        const auto released = qScopeGuard([] { release(); });
        return m_call(std::forward<Args>(args)...);
    }
    template <typename... Args> decltype(auto) operator()(Args &&...args) const
    {
        acquire();
        const auto released = qScopeGuard([] { release(); });
        return m_call(std::forward<Args>(args)...);
    }

private:
    Call m_call;
};

// QMetaObject::invokeMethod(receiver, call, Qt::QueuedConnection), with the handoff released.
template <typename Call> void post(QObject *receiver, Call &&call)
{
    QMetaObject::invokeMethod(receiver, HandedOff<std::decay_t<Call>>(std::forward<Call>(call)),
                              Qt::QueuedConnection);
}

// The same, blocking until call has run in the receiver's thread; what call wrote is visible
// to the caller afterwards.
template <typename Call> void postBlocking(QObject *receiver, Call &&call)
{
    QMetaObject::invokeMethod(receiver, HandedOff([&call] {
                                  call();
                                  release();
                              }),
                              Qt::BlockingQueuedConnection);
    acquire();
}

namespace detail {

// runOnPool's task: built whole in the calling thread before the handoff is released, so
// nothing of it is written after (QtConcurrent::run stores parts of its task after any code
// of ours last ran in the caller).
template <typename Result, typename Call> class PoolTask final : public QRunnable
{
public:
    explicit PoolTask(Call call)
        : m_call(std::move(call))
    {
        m_promise.start();
    }
    QFuture<Result> future() { return m_promise.future(); }

    void run() override
    {
        acquire();
        if (m_promise.isCanceled()) { // a job cancelled while queued never runs
            m_promise.finish();
            return;
        }
        // A job that throws fails its future, as QtConcurrent::run's did (an exception out of
        // QRunnable::run would end the process).
        try {
            if constexpr (std::is_void_v<Result>)
                m_call();
            else
                m_promise.addResult(m_call());
        } catch (...) {
            m_promise.setException(std::current_exception());
        }
        release(); // before finish(): a waiter wakes on it
        m_promise.finish();
    }

private:
    QPromise<Result> m_promise;
    Call m_call;
};

} // namespace detail

// QtConcurrent::run(call) on the global pool, with the handoff released both ways: the pool
// thread acquires before call runs, and releases after its result is stored in the future (a
// watcher's signal is delivered with an acquire; a thread that waits on the future itself uses
// resultOf()). Races inside call on memory the caller touches after handing it over are still
// reported (tests/sanitizers/plantedrace.cpp).
template <typename Call> auto runOnPool(Call &&call)
{
    using Task = std::decay_t<Call>;
    using Result = std::invoke_result_t<Task &>;
    auto *task = new detail::PoolTask<Result, Task>(std::forward<Call>(call));
    QFuture<Result> future = task->future();
    release();
    QThreadPool::globalInstance()->start(task); // the pool deletes it after run()
    return future;
}

// future.result() for a thread that waits on the future itself (QFuture's wait is a futex TSan
// cannot see): the acquire pairs with runOnPool's release after the result was stored.
template <typename T> T resultOf(QFuture<T> future)
{
    future.waitForFinished();
    acquire();
    return future.result();
}

} // namespace lanebook::ThreadHandoff
