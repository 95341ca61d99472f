#pragma once

#include "models/base/expected.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <unordered_map>

#include <functional>
#include <optional>
#include <vector>

class QSqlRecord;

namespace lanebook::rowcopy {

// Plain row traffic for copying between notebooks (notebookcopy.h): values move as Qt SQL
// reads them from one database and binds them into the other, so SQLite and PostgreSQL can
// be either end. Everything here runs inside the caller's write transaction.

// A query's rows, read to the end (the source is read before the target is written, so a
// batch never holds a reader open across the target's transaction), or the database's error.
Expected<std::vector<QSqlRecord>> readAll(const QSqlDatabase &db, const QString &sql,
                                          const QVariantList &bindings = {});

// Runs the query and calls body on each row as it arrives (request samples and telemetry
// traces are streamed, never held whole). A failed body stops the walk and is the result; so
// is the database's error when the query failed.
Expected<void> forEachRow(const QSqlDatabase &db, const QString &sql,
                          const std::function<Expected<void>(const QSqlQuery &)> &body);

// "1,2,3": ids (read from a notebook, never user text) for an IN (...) list.
QString idList(const std::vector<qint64> &ids);

// Inserts single rows and returns their ids; one prepared statement per table and column set.
class RowWriter
{
public:
    explicit RowWriter(const QSqlDatabase &db)
        : m_db(db)
    {}

    // The new row's id; nullopt with error() naming the table.
    std::optional<qint64> insert(const QString &table, const QStringList &columns,
                                 const QVariantList &values);
    // A statement with bindings that returns no rows (UPDATE); false with error().
    bool exec(const QString &sql, const QVariantList &values);
    // The first column of the first row of a SELECT: nullopt when there is no row (and when
    // it failed: then error() is set).
    std::optional<qint64> findId(const QString &sql, const QVariantList &values);
    // The rows a write statement changed last (0 for an INSERT a conflict skipped).
    int rowsAffected(const QString &sql) { return prepared(sql).numRowsAffected(); }
    // The id of the row of `table` whose key columns hold keyValues, inserted with the other
    // columns when absent; remembered in cache under cacheKey. nullopt with error().
    std::optional<qint64> findOrInsert(QHash<QString, qint64> &cache, const QString &cacheKey,
                                       const QString &table, const QStringList &keyColumns,
                                       const QVariantList &keyValues,
                                       const QStringList &otherColumns,
                                       const QVariantList &otherValues);
    QString error() const { return m_error; }
    QSqlDatabase database() const { return m_db; }

private:
    QSqlQuery &prepared(const QString &sql);

    QSqlDatabase m_db;
    // QSqlQuery cannot be copied, which QHash needs; std::unordered_map never copies.
    std::unordered_map<QString, QSqlQuery> m_statements;
    QString m_error;
};

// Appends rows of one table, a block of rows per INSERT statement: one round trip per block
// instead of one per row, which is what a server notebook needs for request samples and
// telemetry traces.
class BlockInserter
{
public:
    BlockInserter(const QSqlDatabase &db, const QString &table, const QStringList &columns,
                  int rowsPerStatement = 64);

    // Queues a row; writes a full block. False with error().
    bool add(const QVariantList &row);
    // Writes the rows still queued. False with error().
    bool finish();
    qint64 rowsWritten() const { return m_rowsWritten; }
    QString error() const { return m_error; }
    // The database's own error behind error(), for telling a full disk from a bad row.
    QSqlError sqlError() const { return m_sqlError; }

private:
    QString insertSql(int rows) const;
    bool write(int rows);

    QSqlDatabase m_db;
    QString m_table;
    QStringList m_columns;
    int m_rowsPerStatement;
    QSqlQuery m_block;
    QVariantList m_pending;
    qint64 m_rowsWritten = 0;
    QString m_error;
    QSqlError m_sqlError;
};

} // namespace lanebook::rowcopy
