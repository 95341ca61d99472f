#pragma once

#include "backends/threads/threadhandoff.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <memory>

namespace lanebook {

// Owns one long-lived worker QObject and the thread it lives on (the notebook writer, the
// telemetry samplers' workers, the load generator's loop). Lives in the thread that creates it;
// the worker lives in the owned thread, so every call to it is queued (QMetaObject::invokeMethod
// on worker()) and its signals arrive queued. start() runs the thread's event loop; stop() (or
// the destructor) ends it and waits, and the worker is deleted in its own thread as the loop
// ends, so what it opened (a database connection, a child process) is closed where it was made.
// Work that must happen in the worker's thread before it goes (stopping a source) is invoked
// blocking by the owner before stop().
//
//   WorkerThread<NotebookWriter> m_writer{std::make_unique<NotebookWriter>(), u"notebook
//   writer"_s}; connect(m_writer.worker(), &NotebookWriter::notebookOpened, ...); m_writer.start();
template <typename Worker> class WorkerThread
{
public:
    WorkerThread(std::unique_ptr<Worker> worker, const QString &threadName)
        : m_worker(worker.release())
    {
        ThreadHandoff::installQtHooks();
        m_thread.setObjectName(threadName);
        m_worker->moveToThread(&m_thread);
        QObject::connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    }
    ~WorkerThread() { stop(); }

    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    // Connect to the worker's signals first: what it emits on its thread from then on arrives.
    void start() { m_thread.start(); }

    // Ends the thread's event loop (after the calls queued before) and waits for it; the worker
    // is deleted then. Calling it again does nothing. Call it from the owner's thread, not from
    // the worker's (a thread cannot wait for itself to end).
    void stop()
    {
        if (!m_worker)
            return;
        Q_ASSERT_X(QThread::currentThread() != &m_thread, "WorkerThread::stop",
                   "called from the worker's own thread");
        if (m_thread.isRunning()) {
            // quit() goes through the worker's own queue, behind every call queued before it:
            // QThread::quit() from here ends the loop at once, and a loop not yet running then
            // never starts, so the calls still queued (the notebook writer's last writes, the
            // load generator's loop) were dropped.
            QThread *const thread = &m_thread;
            ThreadHandoff::post(m_worker, [thread] { thread->quit(); });
            m_thread.wait();
        } else if (!m_thread.isFinished()) {
            delete m_worker; // never started (or failed to): no loop ran to delete it
        }
        // A thread that had already finished deleted the worker as its loop ended.
        m_worker = nullptr;
    }

    // Null after stop(). Call its slots queued only.
    Worker *worker() const { return m_worker; }
    QThread *thread() { return &m_thread; }

private:
    QThread m_thread;
    Worker *m_worker;
};

} // namespace lanebook
