#pragma once

#include "backends/notebook/connection/writetransaction.h"
#include "models/base/expected.h"
#include "models/run/run.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <memory>
#include <optional>
#include <type_traits>

namespace lanebook {

// The connection layer under every notebook repository: one SQLite file
// in WAL mode, or a database on a PostgreSQL server (a postgresql:// address; the
// differences live in sqldialect.h), opened and migrated here, and the only place a write
// transaction starts. One connection belongs to the thread that opened it (a Qt SQL connection
// cannot move). Repositories (runrepository.h, judgementrepository.h, findingrepository.h,
// waverepository.h, telemetryrepository.h) share one; NotebookStore owns it.
class NotebookConnection
{
public:
    enum class Access { ReadWrite, ReadOnly };
    // Why the last refused write was refused: Busy (the lock stayed taken past the deadline)
    // and Unwritable (read-only, disk full) are the ones a journal can bridge.
    enum class WriteRefusal { None, Busy, Unwritable, Other };

    // The schema this build writes; notebooks with a higher user_version are refused.
    static int currentSchemaVersion();

    NotebookConnection();
    ~NotebookConnection();
    NotebookConnection(const NotebookConnection &) = delete;
    NotebookConnection &operator=(const NotebookConnection &) = delete;

    // Opens (ReadWrite creates the file when absent) and migrates to the current schema.
    // A file that is not a notebook, or one from a newer Lanebook, is refused untouched. A
    // postgresql://user@host:port/db path opens a team notebook there: an empty database
    // becomes a notebook; one holding other tables is refused untouched.
    bool open(const QString &path, Access access);
    void close();
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    QString path() const { return m_path; }
    QString name() const { return m_connectionName; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_connectionName, false); }
    int schemaVersion() const;
    // A number that changes when another connection (another process, or another connection
    // of this one) commits to the notebook, and not for this connection's own writes: SQLite's
    // PRAGMA data_version. Empty on PostgreSQL (no such counter) and when it cannot be read.
    std::optional<qint64> dataVersion() const;
    // PostgreSQL: the driver that delivers other sessions' change notifications
    // (SqlDialect::changeChannel()); null on SQLite, or when closed.
    QSqlDriver *changeNotifier() const;

    QString lastError() const { return m_lastError; }
    void fail(const QString &message) const { m_lastError = message; }
    void clearError() const { m_lastError.clear(); }
    // A team notebook whose server connection broke (the server restarted, the network went):
    // connects again; true when it did. What others wrote meanwhile was not heard, and a LISTEN
    // must be made again. False for a file, a live connection, or a server still away.
    bool reconnectIfGone();
    WriteRefusal lastWriteRefusal() const { return m_lastWriteRefusal; }

    // Every write goes through one of these (writetransaction.h): the write lock up front,
    // retried under one deadline; its rollback also forgets ids interned inside it.
    std::unique_ptr<WriteTransaction> beginWrite();
    // Puts the refused transaction's reason in lastError() (after the context, when given)
    // and lastWriteRefusal(); returns false for the caller's return statement.
    bool failWrite(const WriteTransaction &transaction, const QString &context = {});
    // A statement inside an open write transaction failed: `message` becomes lastError(), and
    // the database's error decides lastWriteRefusal() as a failed BEGIN or COMMIT would (a
    // full disk or a read-only file mid-write is Unwritable, and the run goes to the journal;
    // a bad row is Other). Returns false for the caller's return statement.
    bool failStatement(const QSqlError &error, const QString &message);
    // The same two as answers, for the code that says why in an Expected: lastWriteRefusal()
    // is set as failWrite / failStatement set it, and the words come back (lastError() is
    // left alone).
    Unexpected writeRefused(const WriteTransaction &transaction, const QString &context = {});
    Unexpected statementFailed(const QSqlError &error, const QString &message);
    // The write preamble, once for every repository: refuses a notebook not open for writing,
    // takes the write transaction (a refusal is said after `context` in lastError() and
    // lastWriteRefusal(), as failWrite does), runs body(transaction) and commits. body returns
    // an Expected: its failure rolls the transaction back and is the result (a statement's
    // failure should be said through statementFailed, so a full disk reads as one).
    template <typename Body>
    auto write(const QString &context, Body &&body)
        -> std::invoke_result_t<Body, WriteTransaction &>
    {
        Expected<std::unique_ptr<WriteTransaction>> transaction = openWrite(context);
        if (!transaction)
            return unexpected(transaction.error());
        auto result = body(**transaction);
        if (!result)
            return result;
        if (Expected<void> committed = commitWrite(**transaction, context); !committed)
            return unexpected(committed.error());
        return result;
    }

    // For the repositories whose API is still a bool or an empty result with lastError(): a
    // failure's words into lastError(); true when it succeeded.
    template <typename T> bool succeeded(const Expected<T> &done) const
    {
        if (!done)
            fail(done.error());
        return done.hasValue();
    }

    // One statement without bindings; false with lastError() naming the notebook.
    bool exec(const QString &sql) const;

    // Ids interned on this connection, inside an open write transaction (cached; a rollback
    // forgets those interned inside it); the database's words when the row could not be written.
    Expected<qint64> metricId(const QString &name);
    Expected<qint64> laneIdFor(const Run &run);

private:
    // write()'s two halves.
    Expected<std::unique_ptr<WriteTransaction>> openWrite(const QString &context);
    Expected<void> commitWrite(WriteTransaction &transaction, const QString &context);
    bool openFile();
    // A team notebook on PostgreSQL (notebookconnection_server.cpp).
    bool openServer();
    // Closes and opens the server connection again (after a write found no server).
    void reconnectServer();
    bool checkVersionAndMigrate(const QString &name);
    bool migrate();
    // What a failed BEGIN, COMMIT or statement means for the caller (failWrite, failStatement).
    static WriteRefusal refusalOf(WriteTransaction::Failure failure);

    QString m_connectionName;
    QString m_path;
    mutable QString m_lastError;
    mutable WriteRefusal m_lastWriteRefusal = WriteRefusal::None;
    bool m_readOnly = false;
    std::shared_ptr<WriteTransaction::Guard> m_writeGuard;
    QHash<QString, qint64> m_metricIds;
    QHash<QString, qint64> m_laneIds;
};

} // namespace lanebook
