#pragma once

#include <QString>

#include <chrono>

namespace lanebook {

// First come, first served for a SQLite notebook's write lock, between processes and between
// connections of one process. WriteTransaction joins the queue before BEGIN IMMEDIATE and
// leaves it after COMMIT or ROLLBACK.
//
// Why: SQLite's writers do not queue. One that finds the lock taken sleeps (SQLite's busy
// handler, then WriteTransaction's retries, backing off to 100-200 ms) and tries again, so the
// writer that happens to be awake when the lock is let go takes it, and an unlucky one waited
// seconds behind three busy ones (issue 29: with four writer processes the 99th-percentile
// commit waited 1 s, the slowest 3 s). Here each writer takes a ticket and waits until
// every earlier ticket is let go: it goes within 2 ms of the writer ahead of it committing,
// and nobody who came later goes first.
//
// How: a sidecar file beside the notebook, NOTEBOOK-writelock, and Linux open-file-description
// locks (fcntl F_OFD_SETLK, F_OFD_SETLKW). Unlike POSIX record locks these belong to the open
// file, not to the process, so two connections of one process queue behind each other too;
// and the kernel lets them go when a writer dies. The file's first 8 bytes count the tickets
// taken (little-endian); a ticket is taken under a lock on byte 0, held for two system calls.
// Ticket t is a write lock on byte kFirstTicketByte + t, held while its writer waits and
// writes; its turn comes when a read lock on every byte below it is granted, that is when no
// earlier ticket is still held. A writer that reaches its deadline lets its byte go and
// returns (WriteTransaction then refuses with Busy, as before); those behind it keep their
// places. The wait asks the kernel without blocking, every 0.1 to 2 ms, so that the deadline
// holds without a thread per waiter.
//
// Only a help to fairness: SQLite's lock still keeps the notebook whole, and BEGIN IMMEDIATE
// still waits for writers outside the queue (the sqlite3 shell, an older Lanebook). Where
// there is no queue (a PostgreSQL notebook, an in-memory or temporary one, a folder the
// sidecar cannot be created in, a system without OFD locks) writers go straight to BEGIN
// IMMEDIATE, as before. Lives in the thread of its transaction.
class WriterQueue
{
public:
    using Clock = std::chrono::steady_clock;
    enum class Wait {
        Turn,       // this writer holds the queue's turn until leave()
        TimedOut,   // the deadline passed first; not in the queue any more
        Unavailable // no queue for this notebook: go on without one
    };

    WriterQueue() = default;
    ~WriterQueue() { leave(); }
    WriterQueue(const WriterQueue &) = delete;
    WriterQueue &operator=(const WriterQueue &) = delete;

    // The sidecar of a notebook file: beside the file a link points to, as SQLite's -wal is.
    // Empty where there is none: ":memory:", "" (a temporary database), a file: URI.
    static QString lockFileFor(const QString &notebookPath);
    // "-writelock" (listings of a folder that holds a notebook leave it out).
    static QString suffix();
    // How many tickets this notebook's queue has handed out (0 without a sidecar).
    static qint64 ticketsTaken(const QString &notebookPath);

    // Takes a ticket and waits for its turn until `until`.
    Wait enter(const QString &notebookPath, Clock::time_point until);
    // Hands the turn to the next writer (or leaves the queue). Does nothing when not in it.
    void leave();
    // Whether an earlier writer was still in the queue when this one joined it.
    bool waited() const { return m_waited; }

private:
    Wait waitForTurn(Clock::time_point until);

    int m_fd = -1;
    qint64 m_ticket = 0;
    bool m_waited = false;
};

} // namespace lanebook
