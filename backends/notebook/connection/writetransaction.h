#pragma once

#include "backends/notebook/connection/writerqueue.h"

#include <QSqlDatabase>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>

namespace lanebook {

// The one way to write a notebook. Takes SQLite's write lock up front (BEGIN IMMEDIATE; on
// PostgreSQL the notebook's advisory lock right after BEGIN, sqldialect.h), so
// a transaction never reads first and then finds the lock taken (deferred transactions get
// SQLITE_BUSY or BUSY_SNAPSHOT at once, without waiting); waits for the lock with backoff
// under one deadline; rolls back unless commit() is reached (RAII). Readers in WAL mode never
// wait for it. Lives in the connection's thread, like the connection.
//
// On a SQLite file, writers first queue for their turn under the same deadline (writerqueue.h),
// so the lock goes to them in the order they asked for it, the moment it is let go. The turn
// is handed on right after COMMIT or ROLLBACK; the WAL checkpoint SQLite would run inside
// COMMIT runs after that, outside the turn (writetransaction.cpp, WalPageCount).
//
// A guarded connection (guardConnection) refuses every write statement outside a
// WriteTransaction and every BEGIN that does not come from one, so nobody can write around it.
class WriteTransaction
{
public:
    enum class Failure {
        None,
        Busy,       // another writer held the lock past the deadline
        Unwritable, // read-only file or folder, disk full, I/O error: waiting will not help
        Other,
    };

    // onRollback runs when the transaction ends without a commit (caches of ids interned
    // inside it must forget them).
    explicit WriteTransaction(const QString &connectionName, std::function<void()> onRollback = {});
    ~WriteTransaction();
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;

    bool isOpen() const { return m_open; }
    // Commits; false with error() when SQLite refuses (then it is rolled back).
    bool commit();
    // Ends it now without saving.
    void rollback();
    QSqlDatabase &db() { return m_db; }
    QString error() const { return m_error; }
    Failure failure() const { return m_failure; }
    // How many times BEGIN IMMEDIATE found the lock taken before it got it.
    int busyRetries() const { return m_busyRetries; }
    // Whether it waited in the writers' queue for an earlier writer (writerqueue.h).
    bool waitedForTurn() const { return m_queue.waited(); }

    // How long a writer waits for the lock: LANEBOOK_WRITE_DEADLINE_MS, else 30 s.
    static std::chrono::milliseconds deadline();
    // Classifies a Qt SQL error by SQLite's result code.
    static Failure classify(const class QSqlError &error);
    // Classifies it in the words of the connection's database (sqldialect.h).
    static Failure classify(const class SqlDialect &dialect, const class QSqlError &error);

    // Installs the guard on a read-write connection (an authorizer); the returned object
    // must outlive the connection's use. nullptr where SQLite's API is not reachable (the
    // discipline then rests on the code alone).
    class Guard;
    static std::shared_ptr<Guard> guardConnection(const QSqlDatabase &db);

private:
    bool begin();
    QString busyError() const;

    QSqlDatabase m_db;
    WriterQueue m_queue;
    std::function<void()> m_onRollback;
    QString m_error;
    Failure m_failure = Failure::None;
    int m_busyRetries = 0;
    bool m_open = false;
};

} // namespace lanebook
