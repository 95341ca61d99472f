#pragma once

#include <QtGlobal>

#include <atomic>
#include <memory>
#include <utility>

namespace lanebook {

// Whether the job holding it is still wanted. Safe to ask from the job's own thread, so a long
// read can stop early once a later job of its kind started or the kind was cancelled. A
// JobTracker (app/gui/jobtracker.h) hands one to each job it starts; NotebookReader's reads take
// one and stop between their steps when it says so. A default token is never cancelled (a test's
// or the CLI's read, which nobody supersedes).
class JobToken
{
public:
    JobToken() = default;
    JobToken(std::shared_ptr<const std::atomic<quint64>> latestJobId, quint64 jobId)
        : m_latestJobId(std::move(latestJobId))
        , m_jobId(jobId)
    {}

    quint64 jobId() const { return m_jobId; }
    bool isCancelled() const
    {
        return m_latestJobId && m_latestJobId->load(std::memory_order_relaxed) != m_jobId;
    }

private:
    std::shared_ptr<const std::atomic<quint64>> m_latestJobId;
    quint64 m_jobId = 0;
};

} // namespace lanebook
