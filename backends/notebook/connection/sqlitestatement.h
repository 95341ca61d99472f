#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QSqlDatabase>
#include <QString>

namespace lanebook {

// A prepared statement run straight on the sqlite3 handle under a Qt SQLite connection
// (QSqlDriver::handle()), for bulk inserts where binding through QVariant costs more than
// the row itself (a million telemetry samples). The sqlite3 functions come from the library
// the QSQLITE plugin itself uses (SqliteApi), so there is no build dependency; where that is
// not possible (a Qt with SQLite built in) isUsable() is false and callers
// keep to QSqlQuery. Lives and dies in the connection's thread, inside its transaction.
class SqliteStatement
{
public:
    SqliteStatement() = default;
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // Whether the fast path exists for this connection (and is enabled).
    static bool isUsable(const QSqlDatabase &db);
    // Off: every caller takes its QSqlQuery path (tests compare the two; the bench times both).
    static void setEnabled(bool enabled);

    bool prepare(const QSqlDatabase &db, const QByteArray &sql);
    // Parameters are 1-based, as in SQLite.
    void bindInt64(int index, qint64 value);
    void bindDouble(int index, double value);
    void bindNull(int index);
    // Runs the statement once and resets it for the next row; false with error().
    bool execute();
    // For a SELECT: the next row (true), or the end or an error (false; error() says which).
    bool next();
    bool isNull(int column) const; // columns are 0-based, as in SQLite
    qint64 int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    // The column's text as stored, valid until the next call to next().
    QByteArrayView utf8(int column) const;
    QString error() const { return m_error; }

private:
    const struct SqliteApi *m_api = nullptr;
    void *m_db = nullptr;   // sqlite3*
    void *m_stmt = nullptr; // sqlite3_stmt*
    QString m_error;
};

} // namespace lanebook
