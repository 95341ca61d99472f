#pragma once

#include "backends/threads/jobtoken.h"
#include "backends/threads/threadhandoff.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <type_traits>
#include <utility>

namespace lanebook {

// One kind of asynchronous job of the GUI (the Runs snapshot, a run's details, the findings
// list, ...). Lives in the GUI thread. Each start() runs a job on the thread pool under a new job
// id and supersedes the jobs before it; a job's result is handed to `deliver` on the context
// object's thread only if it is still the latest job of its kind and was not cancelled, so the
// callers need no stale-result checks of their own. A superseded job that has not started yet
// never runs; one that has sees JobToken::isCancelled().
//
//   m_runJobs.read([path, runId](const JobToken &token) {
//                      return NotebookReader::runDetails(path, runId, token); },
//                  [this](RunDetails details) { m_window->showRun(...); });
//   m_runJobs.cancel(); // another notebook opened: whatever is running is not shown
//
// The watcher of each job is a child of the context, so a context deleted first takes them
// along; the tracker itself must not outlive its context.
class JobTracker
{
public:
    explicit JobTracker(QObject *context)
        : m_context(context)
    {}
    ~JobTracker() { cancel(); }

    JobTracker(const JobTracker &) = delete;
    JobTracker &operator=(const JobTracker &) = delete;

    // Runs job on the thread pool: job() or job(const JobToken &) returns the result.
    template <typename Job, typename Deliver> quint64 start(Job job, Deliver deliver)
    {
        const quint64 jobId = nextJobId();
        if constexpr (std::is_invocable_v<Job, const JobToken &>) {
            const JobToken token(m_state, jobId);
            return watchAs(jobId, ThreadHandoff::runOnPool([job = std::move(job), token] {
                               return job(token);
                           }),
                           std::move(deliver));
        } else {
            return watchAs(jobId, ThreadHandoff::runOnPool(std::move(job)), std::move(deliver));
        }
    }

    // Takes over a job started elsewhere (a future from the pool).
    template <typename T, typename Deliver> quint64 watch(QFuture<T> future, Deliver deliver)
    {
        return watchAs(nextJobId(), std::move(future), std::move(deliver));
    }

    // A read of the notebook: startRead(token) starts it (NotebookReader's functions return
    // futures and take the token), so a read superseded while it runs stops between its steps.
    template <typename StartRead, typename Deliver>
    quint64 read(StartRead startRead, Deliver deliver)
    {
        const quint64 jobId = nextJobId();
        return watchAs(jobId, startRead(JobToken(m_state, jobId)), std::move(deliver));
    }

    // Nothing started so far is delivered; a job not yet running never runs.
    void cancel()
    {
        m_state->store(++m_lastJobId, std::memory_order_relaxed);
        m_latestRunning = false;
        m_latestFuture.cancel();
    }

    // The latest job has been started and neither delivered nor cancelled yet.
    bool isRunning() const { return m_latestRunning; }
    // 0 before the first job.
    quint64 latestJobId() const { return m_state->load(std::memory_order_relaxed); }

private:
    quint64 nextJobId()
    {
        // The job before is superseded: its token says so, and if it waits in the pool's queue
        // it is dropped there.
        m_latestFuture.cancel();
        m_state->store(++m_lastJobId, std::memory_order_relaxed);
        m_latestRunning = true;
        return m_lastJobId;
    }

    template <typename T, typename Deliver>
    quint64 watchAs(quint64 jobId, QFuture<T> future, Deliver deliver)
    {
        m_latestFuture = QFuture<void>(future);
        auto *watcher = new QFutureWatcher<T>(m_context);
        // `this` is only used while the job is the latest one: the tracker's destructor
        // cancels, so a tracker that is gone never has a latest job to be called for.
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
                         [this, watcher, jobId, state = m_state, deliver = std::move(deliver)] {
                             watcher->deleteLater();
                             if (state->load(std::memory_order_relaxed) != jobId)
                                 return; // superseded or cancelled
                             m_latestRunning = false;
                             QFuture<T> result = watcher->future();
                             if (result.isCanceled() || result.resultCount() == 0)
                                 return;
                             deliver(result.takeResult());
                         });
        watcher->setFuture(future);
        return jobId;
    }

    QObject *m_context;
    // Shared with the jobs' tokens and the watchers, which may outlive the tracker.
    std::shared_ptr<std::atomic<quint64>> m_state = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_lastJobId = 0;
    bool m_latestRunning = false;
    QFuture<void> m_latestFuture;
};

} // namespace lanebook
