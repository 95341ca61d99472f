#include "backends/notebook/read/pgcursor.h"

#include "backends/notebook/notebooktr.h"

#include <QMetaObject>
#include <QSqlDriver>
#include <QVariant>

#include <atomic>
#include <charconv>
#include <limits>

namespace lanebook {

namespace {

std::atomic_bool g_enabled{true};
std::atomic<quint64> g_cursorCount{0};

} // namespace

void PgCursor::setEnabled(bool enabled)
{
    g_enabled = enabled;
}

bool PgCursor::isUsable(const QSqlDatabase &db)
{
    if (!g_enabled)
        return false;
    const PgApi *api = PgApi::of(db);
    if (!api)
        return false;
    // Not on a broken connection: QSqlQuery says so in Qt's words, as everywhere else.
    return api->transactionStatus(PgApi::handleOf(db)) != PgApi::kTransactionUnknown;
}

PgCursor::~PgCursor()
{
    if (m_declared)
        finish(); // the reader stopped before the end
}

bool PgCursor::open(const QSqlDatabase &db, const QString &sql)
{
    if (!isUsable(db)) {
        m_error = NotebookTr::tr("no direct PostgreSQL access on this connection");
        return false;
    }
    m_api = PgApi::of(db);
    m_connection = PgApi::handleOf(db);
    m_driver = db.driver();
    m_name = QByteArray("lanebook_rows_") + QByteArray::number(++g_cursorCount);
    discardPendingResults(); // until then libpq cannot tell whether a transaction is open
    // A cursor lives in a transaction; without one of the caller's, it gets its own. Marked
    // before BEGIN is sent: should BEGIN or SET fail, the rollback asks libpq what is open.
    m_began = m_api->transactionStatus(m_connection) == PgApi::kTransactionIdle;
    // The planner plans a cursor for fetching its first tenth fast (cursor_tuple_fraction
    // 0.1); these reads take every row. LOCAL: until the transaction ends.
    const QByteArray setup = QByteArray(m_began ? "BEGIN READ ONLY; " : "") +
                             QByteArray("SET LOCAL cursor_tuple_fraction TO 1");
    if (!execute(setup, PgApi::kCommandOk))
        return false;
    const QByteArray declare =
        QByteArray("DECLARE ") + m_name + QByteArray(" NO SCROLL CURSOR FOR ") + sql.toUtf8();
    if (!execute(declare, PgApi::kCommandOk))
        return false;
    m_declared = true;
    return true;
}

bool PgCursor::next()
{
    if (!m_declared)
        return false;
    if (++m_row < m_rows)
        return true;
    if (!m_lastBatch && fetchBatch())
        return true;
    if (m_declared) // ran dry (after a failure, fail() has ended everything already)
        finish();
    return false;
}

bool PgCursor::fetchBatch()
{
    // The rows read so far are done with (utf8() views last until next()): free them before
    // the next batch arrives, so that one batch at a time is held.
    m_batch.reset();
    m_row = 0;
    m_rows = 0;
    PgResult batch = execute(QByteArray("FETCH FORWARD ") + QByteArray::number(kBatchRows) +
                                 QByteArray(" FROM ") + m_name,
                             PgApi::kTuplesOk);
    if (!batch)
        return false;
    m_rows = m_api->ntuples(batch.get());
    // A short batch is the last one: no round trip to learn that the cursor is dry.
    m_lastBatch = m_rows < kBatchRows;
    m_batch = std::move(batch);
    return m_rows > 0;
}

void PgCursor::finish()
{
    m_batch.reset();
    m_row = -1;
    m_rows = 0;
    if (!execute(QByteArray("CLOSE ") + m_name, PgApi::kCommandOk))
        return;
    m_declared = false;
    if (m_began) {
        if (!execute(QByteArray("COMMIT"), PgApi::kCommandOk))
            return;
        m_began = false;
    }
    handOverNotifications();
}

void PgCursor::discardPendingResults() const
{
    // What QPSQL does before a statement of its own (PQexec would do it too, but the
    // transaction status reads "active" until it is done).
    while (void *result = m_api->getResult(m_connection))
        m_api->clear(result);
}

bool PgCursor::connectionIsOpen() const
{
    // Closed between two rows (or closed and opened again: another PGconn), the PGconn* this
    // cursor holds is gone.
    if (!m_driver || !m_driver->isOpen())
        return false;
    const QVariant handle = m_driver->handle();
    return *static_cast<void *const *>(handle.constData()) == m_connection;
}

PgResult PgCursor::execute(const QByteArray &sql, int expectedStatus)
{
    if (!connectionIsOpen()) {
        fail(NotebookTr::tr("the connection was closed while its rows were being read"));
        return {};
    }
    discardPendingResults();
    PgResult result(m_api->exec(m_connection, sql.constData()), PgResultClear{m_api});
    if (!result || m_api->resultStatus(result.get()) != expectedStatus) {
        fail(errorOf(result.get()));
        return {};
    }
    return result;
}

void PgCursor::fail(const QString &message)
{
    m_error = message;
    m_batch.reset();
    m_row = -1;
    m_rows = 0;
    // A failed statement has aborted the transaction: the cursor is unusable, and goes with
    // the rollback (or with the caller's, in a transaction this cursor did not begin).
    m_declared = false;
    rollbackOwnTransaction();
    handOverNotifications();
}

void PgCursor::rollbackOwnTransaction()
{
    if (!m_began)
        return;
    m_began = false;
    if (!connectionIsOpen())
        return; // closing it ended the transaction
    discardPendingResults();
    const int status = m_api->transactionStatus(m_connection);
    // Idle, or the connection is gone: nothing is open any more.
    if (status == PgApi::kTransactionOpen || status == PgApi::kTransactionFailed)
        m_api->clear(m_api->exec(m_connection, "ROLLBACK")); // PQclear takes a null result
}

void PgCursor::handOverNotifications() const
{
    // PQexec reads whatever the server sends, NOTIFY messages (the notebook's change channel)
    // included, into libpq's queue, where the driver's socket notifier no longer sees them.
    // After its own statements QPSQL queues a call of its private slot that empties the
    // queue; ask for the same when anyone listens on this connection.
    if (!m_driver || m_driver->subscribedToNotifications().isEmpty())
        return;
    if (m_driver->metaObject()->indexOfMethod("_q_handleNotification()") < 0)
        return;
    QMetaObject::invokeMethod(m_driver.data(), "_q_handleNotification", Qt::QueuedConnection);
}

QString PgCursor::errorOf(const void *result) const
{
    // The server's own sentence and its SQLSTATE, as QPSQL reports them; libpq's message
    // where the server said nothing (the connection dropped).
    if (result) {
        const char *message = m_api->resultErrorField(result, PgApi::kFieldPrimaryMessage);
        const char *state = m_api->resultErrorField(result, PgApi::kFieldSqlState);
        if (message && *message) {
            return state && *state ? QStringLiteral("%1 (%2)").arg(QString::fromUtf8(message),
                                                                   QString::fromLatin1(state))
                                   : QString::fromUtf8(message);
        }
        if (const char *text = m_api->resultErrorMessage(result); text && *text)
            return QString::fromUtf8(text).simplified();
    }
    // libpq breaks its own messages into lines; one line reads better in a status bar.
    const QString connection = QString::fromUtf8(m_api->errorMessage(m_connection)).simplified();
    return connection.isEmpty() ? NotebookTr::tr("PostgreSQL gave an unexpected answer")
                                : connection;
}

QByteArrayView PgCursor::value(int column) const
{
    // Outside a row (no batch) libpq answers a null pointer and length 0.
    const void *batch = m_batch.get();
    return QByteArrayView(m_api->getvalue(batch, m_row, column),
                          m_api->getlength(batch, m_row, column));
}

bool PgCursor::isNull(int column) const
{
    return m_api->getisnull(m_batch.get(), m_row, column) != 0;
}

qint64 PgCursor::int64(int column) const
{
    // std::from_chars: the length is known, and unlike strtoll it reads no locale.
    const QByteArrayView text = value(column);
    qint64 number = 0;
    const std::from_chars_result parsed = std::from_chars(text.begin(), text.end(), number);
    if (parsed.ec != std::errc() && text == "t")
        return 1;  // a boolean, as QSqlQuery reads it
    return number; // 0 for NULL, as QSqlQuery's
}

double PgCursor::real(int column) const
{
    const QByteArrayView text = value(column);
    // PostgreSQL spells the special doubles out (float8out).
    if (!text.isEmpty() && (text.front() == 'I' || text.front() == 'N' || text.front() == '-')) {
        if (text == "Infinity")
            return std::numeric_limits<double>::infinity();
        if (text == "-Infinity")
            return -std::numeric_limits<double>::infinity();
        if (text == "NaN")
            return std::numeric_limits<double>::quiet_NaN();
    }
    // std::from_chars, not strtod: strtod follows LC_NUMERIC, which QCoreApplication sets from
    // the environment (a German locale reads "0.5" as 0), and it is faster.
    double number = 0;
    const std::from_chars_result parsed = std::from_chars(text.begin(), text.end(), number);
    if (parsed.ec == std::errc::result_out_of_range)
        return text.toDouble(); // a numeric past a double's range: infinity or 0, as Qt reads it
    return number;              // 0 for NULL, as QSqlQuery's
}

QString PgCursor::text(int column) const
{
    const QByteArrayView utf8 = value(column);
    if (utf8.isEmpty() && isNull(column))
        return {};
    return QString::fromUtf8(utf8);
}

QByteArrayView PgCursor::utf8(int column) const
{
    const QByteArrayView utf8 = value(column);
    if (utf8.isEmpty() && isNull(column))
        return {};
    return utf8;
}

} // namespace lanebook
