#pragma once

#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/read/pgcursor.h"

#include <QByteArrayView>
#include <QSqlQuery>
#include <QString>

#include <utility>
#include <vector>

namespace lanebook {

// The few distinct values a column repeats on every row (a model, a lane, a format), each
// turned into a QString once and shared by every row that has it.
class TextInterner
{
public:
    QString intern(QByteArrayView utf8);

private:
    std::vector<std::pair<QByteArray, QString>> m_values;
    size_t m_last = 0;
};

// One SELECT, row by row: straight on sqlite3 (SqliteStatement) or libpq (PgCursor) where the
// driver allows (a QVariant per value costs more than the value), else through QSqlQuery (SQLite
// built into Qt, libpq out of reach, or the fast paths switched off). Reads of whole tables (the
// Runs table, the charts) go through it. Other queries may run on the connection between rows.
class RowReader
{
public:
    RowReader(const QSqlDatabase &db, const QString &sql);
    RowReader(const RowReader &) = delete;
    RowReader &operator=(const RowReader &) = delete;

    bool ok() const { return m_ok; }
    // Whether the rows come straight from sqlite3 or libpq rather than through QSqlQuery.
    bool isFast() const { return m_path != Path::QtSql; }
    QString error() const;
    bool next();
    bool isNull(int column) const;
    qint64 int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    // A column whose values repeat: one QString per distinct value.
    QString text(int column, TextInterner &interner) const;
    // The column's text as UTF-8, valid until the next call to next() or utf8().
    QByteArrayView utf8(int column) const;

private:
    enum class Path { Sqlite, Postgres, QtSql };

    SqliteStatement m_statement;
    PgCursor m_cursor;
    QSqlQuery m_query;
    Path m_path = Path::QtSql;
    bool m_ok = false;
    mutable QByteArray m_utf8; // utf8() on the QSqlQuery path
};

} // namespace lanebook
