#pragma once

#include "models/base/expected.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <nlohmann/json.hpp>

#include <optional>
#include <type_traits>
#include <vector>

namespace lanebook {

// One statement of a repository, the notebook's query layer: prepared once and read forward
// only, bound by name (":lane", the same on SQLite and PostgreSQL), each column read by a typed
// getter, and a failure the database's own words in an Expected. With
// NotebookConnection::write() (the write preamble once) a repository method reads as its SQL
// and its mapping:
//
//   NotebookQuery query(db, QStringLiteral("SELECT name, slo_json FROM lanes WHERE id = :id"));
//   query.bind(QStringLiteral(":id"), laneId);
//   Expected<std::optional<Slo>> slo = query.first([](const NotebookQuery &row) { ... });
//
// Lives in the thread of the connection it was made on (a Qt SQL rule).
class NotebookQuery
{
public:
    NotebookQuery(const QSqlDatabase &db, const QString &sql);

    NotebookQuery &bind(const QString &name, const QVariant &value);
    // Runs it (again, with the binds as they are now); the database's error otherwise, also
    // a statement that did not prepare.
    Expected<void> exec();
    bool next() { return m_query.next(); }

    bool isNull(int column) const { return m_query.value(column).isNull(); }
    QVariant value(int column) const { return m_query.value(column); }
    qint64 integer(int column) const { return m_query.value(column).toLongLong(); }
    QString text(int column) const { return m_query.value(column).toString(); }
    // NULL (nothing recorded) is nullopt, never 0.
    std::optional<double> real(int column) const;
    // A JSON column: NULL or text that is not JSON give an empty object, as
    // sqlvalues::jsonOrEmpty.
    nlohmann::json json(int column) const;
    // A time the notebook stamped (sqlvalues::nowUtc: ISO 8601, UTC, milliseconds), read back
    // as UTC; NULL or text that is no such time give an invalid QDateTime.
    QDateTime utcTime(int column) const;
    // For the row mappers that read a QSqlQuery.
    const QSqlQuery &row() const { return m_query; }
    int rowsAffected() const { return m_query.numRowsAffected(); }
    // The id of the row an INSERT added.
    qint64 lastInsertId() const { return m_query.lastInsertId().toLongLong(); }
    // The database's error of the last prepare or run (a full disk, a lock), for
    // NotebookConnection::failStatement.
    QSqlError sqlError() const { return m_query.lastError(); }

    // Runs it and maps every row.
    template <typename Map>
    auto all(Map &&map) -> Expected<std::vector<std::invoke_result_t<Map, const NotebookQuery &>>>
    {
        std::vector<std::invoke_result_t<Map, const NotebookQuery &>> rows;
        if (Expected<void> done = exec(); !done)
            return unexpected(done.error());
        while (m_query.next())
            rows.push_back(map(static_cast<const NotebookQuery &>(*this)));
        return rows;
    }
    // Runs it and maps the first row; nullopt when there is none. The statement is finished
    // after it.
    template <typename Map>
    auto first(Map &&map)
        -> Expected<std::optional<std::invoke_result_t<Map, const NotebookQuery &>>>
    {
        using Row = std::invoke_result_t<Map, const NotebookQuery &>;
        if (Expected<void> done = exec(); !done)
            return unexpected(done.error());
        if (!m_query.next())
            return std::optional<Row>();
        std::optional<Row> row(map(static_cast<const NotebookQuery &>(*this)));
        // The rest is not read: let the statement go, so a write on this connection does not
        // find a reader still open (the prepared statement stays, for the next bind).
        m_query.finish();
        return row;
    }

private:
    QSqlQuery m_query;
    bool m_prepared = false;
};

} // namespace lanebook
