#pragma once

#include "models/base/expected.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

class QSqlError;

namespace lanebook {

// Every difference between the two databases a notebook lives on, in one place: SQLite (a
// file) and PostgreSQL (a team notebook on a server, through Qt's QPSQL driver). The schema and
// its numbered migrations are written once, in SQLite's words; the repositories write the
// portable subset of SQL and ask here for the few statements that differ.
class SqlDialect
{
public:
    enum class Kind { Sqlite, Postgres };
    // How a failed statement should be treated (WriteTransaction::Failure mirrors it).
    enum class Failure { None, Busy, Unwritable, Other };

    explicit SqlDialect(Kind kind = Kind::Sqlite)
        : m_kind(kind)
    {}
    static SqlDialect of(const QSqlDatabase &db);

    Kind kind() const { return m_kind; }
    bool isPostgres() const { return m_kind == Kind::Postgres; }

    // A migration's statement in this database's words. SQLite: unchanged. PostgreSQL:
    // INTEGER PRIMARY KEY (a rowid alias) becomes BIGSERIAL PRIMARY KEY, INTEGER BIGINT (SQLite's
    // integers are 64-bit), REAL DOUBLE PRECISION (its reals are 64-bit), BLOB BYTEA, and
    // WITHOUT ROWID (a SQLite storage choice) goes.
    QString schemaStatement(const QString &statement) const;

    // Session settings after a connection opens (SQLite's PRAGMAs; PostgreSQL's read-only
    // default for readers).
    QStringList openStatements(bool readOnly) const;

    // The schema version of the database, 0 for a new (empty) one; why not when it holds
    // something that is not a notebook (PostgreSQL: other tables and no notebook).
    Expected<int> schemaVersion(const QSqlDatabase &db) const;
    // Statements that record the schema version, run inside the migration's transaction.
    QStringList setSchemaVersion(int version) const;

    // Starting a write: SQLite takes its write lock up front (BEGIN IMMEDIATE). PostgreSQL
    // writers take the notebook's transaction-scoped advisory lock after BEGIN, so writers
    // queue as on SQLite and a transaction's read-then-write never races another writer.
    QString beginWrite() const;
    // PostgreSQL: a query answering true when the write lock was taken (empty on SQLite).
    QString tryWriteLock() const;

    // PostgreSQL: the statement that tells every listening window a write committed (NOTIFY on
    // changeChannel(), delivered at COMMIT, dropped with a ROLLBACK, one per transaction however
    // many rows). Empty on SQLite: there PRAGMA data_version moves for other connections.
    QString notifyChange() const;
    static QString changeChannel();

    // INSERT that skips a row whose key is present: tail is "table(cols) VALUES (...)".
    QString insertOrIgnore(const QString &tail) const;
    // INSERT that replaces the row with the same key: the other columns take the new values.
    QString insertOrReplace(const QString &table, const QStringList &keyColumns,
                            const QStringList &otherColumns) const;
    // A case-insensitive LIKE (SQLite's LIKE already is, for ASCII; PostgreSQL's is not).
    QString likeCaseInsensitive() const;

    // Busy: waiting and retrying helps (SQLite BUSY/LOCKED; PostgreSQL serialization failure
    // 40001, deadlock 40P01, lock not available 55P03). Unwritable: this session cannot write
    // now (read-only, disk full, I/O; PostgreSQL: the connection is gone, the server shuts
    // down or is out of space) and a journal can bridge it.
    Failure classify(const QSqlError &error) const;

private:
    Kind m_kind;
};

} // namespace lanebook
