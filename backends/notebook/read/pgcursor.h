#pragma once

#include "backends/notebook/connection/pgapi.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QPointer>
#include <QSqlDatabase>
#include <QString>

class QSqlDriver;

namespace lanebook {

// One SELECT read straight through libpq under a Qt PostgreSQL connection (QPSQL's PGconn*),
// for whole-table reads where a QVariant per value costs more than the value (a million runs).
// The rows come through a server-side cursor, kBatchRows at a time, so memory stays bounded
// however large the table. On an idle connection the cursor lives in a read-only transaction
// of its own, committed when the rows run out (or the cursor dies), rolled back on an error;
// inside a transaction someone else opened, it uses that one and leaves it open.
//
// Other queries may run on the same connection between two rows: a batch is a PGresult of
// its own. Each statement of the cursor's, like each of QPSQL's own, first drops whatever a
// forward-only QSqlQuery left unread on the connection (QPSQL reads those in single-row mode;
// one read to its last row has only its end left, so nothing is lost).
//
// The libpq functions come from the library the QPSQL plugin uses (PgApi), so there is no
// build dependency. Values arrive as text and are parsed here. Lives and dies in the
// connection's thread; a connection closed under it fails it rather than being used.
class PgCursor
{
public:
    static constexpr int kBatchRows = 50000;

    PgCursor() = default;
    ~PgCursor();
    PgCursor(const PgCursor &) = delete;
    PgCursor &operator=(const PgCursor &) = delete;

    // Whether the fast path exists for this connection (and is enabled): QPSQL, open, with
    // libpq reachable.
    static bool isUsable(const QSqlDatabase &db);
    // Off: RowReader takes its QSqlQuery path (tests compare the two).
    static void setEnabled(bool enabled);

    // Declares the cursor for sql; false with error(), the server's message.
    bool open(const QSqlDatabase &db, const QString &sql);
    // The next row (true), or the end or an error (false; error() says which). At the end
    // the cursor is closed and its own transaction committed.
    bool next();
    bool isNull(int column) const; // columns are 0-based
    qint64 int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    // The column's text as the server sent it, valid until the next call to next().
    QByteArrayView utf8(int column) const;
    QString error() const { return m_error; }

private:
    // Runs one statement; the result when its status is the expected one, else nothing and
    // the cursor failed.
    PgResult execute(const QByteArray &sql, int expectedStatus);
    bool connectionIsOpen() const;
    void discardPendingResults() const;
    bool fetchBatch();
    void finish();
    void fail(const QString &message);
    void rollbackOwnTransaction();
    void handOverNotifications() const;
    QString errorOf(const void *result) const;
    QByteArrayView value(int column) const;

    const PgApi *m_api = nullptr;
    void *m_connection = nullptr; // PGconn*
    QPointer<QSqlDriver> m_driver;
    QByteArray m_name; // the cursor's, unique in this process
    PgResult m_batch;  // the rows being read: one batch at a time
    int m_row = -1;
    int m_rows = 0;
    bool m_lastBatch = false; // the cursor ran dry within the current batch
    bool m_declared = false;  // declared and not closed yet
    bool m_began = false;     // this cursor began the transaction it reads in, still open
    QString m_error;
};

} // namespace lanebook
