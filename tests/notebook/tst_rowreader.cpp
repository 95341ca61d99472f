// RowReader on a notebook's own connection, on SQLite and, as notebook_tst_rowreader_postgresql,
// on a real PostgreSQL server: the fast path (sqlite3 statements; a libpq cursor) is taken and
// reads what QSqlQuery reads, over more rows than one cursor batch; NULLs, infinities and NaN
// from a real column; UTF-8 text; other queries between two rows; errors in the server's words
// with no transaction left open; an empty result.
#include "backends/notebook/connection/notebookconnection.h"
#include "backends/notebook/connection/pgapi.h"
#include "backends/notebook/connection/sqliteapi.h"
#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/read/pgcursor.h"
#include "backends/notebook/read/rowreader.h"
#include "notebookbackend.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <vector>

using namespace lanebook;

namespace {

constexpr int kNumbers = 120000; // more than two cursor batches

// i, i / 2 as a double, a text, a NULL and a text that repeats; both databases accept it.
QString numbersSql(int count = kNumbers)
{
    return QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                          "WHERE i < %1) SELECT CAST(i AS BIGINT), CAST(i AS DOUBLE PRECISION) "
                          "/ 2, 'run ' || i, NULL, CASE WHEN i % 2 = 0 THEN 'even' ELSE 'odd' "
                          "END FROM n ORDER BY i")
        .arg(count);
}

struct NumberRow
{
    qint64 i = 0;
    double half = 0;
    QString label;
    bool labelIsNull = true;
    bool fourthIsNull = false;
    QString parity;

    bool operator==(const NumberRow &other) const = default;
};

struct Reading
{
    std::vector<NumberRow> rows;
    bool fast = false;
    QString error;
};

Reading readNumbers(const QSqlDatabase &db)
{
    Reading reading;
    RowReader reader(db, numbersSql());
    reading.fast = reader.isFast();
    TextInterner parities;
    while (reader.next()) {
        reading.rows.push_back({reader.int64(0), reader.real(1), reader.text(2), reader.isNull(2),
                                reader.isNull(3), reader.text(4, parities)});
    }
    reading.error = reader.error();
    return reading;
}

// The notebook's connection, the one a NotebookStore reads through: a SQLite file, or a new
// database on the test server.
struct Notebook
{
    QTemporaryDir dir;
    QString location;
    NotebookConnection connection;

    bool open()
    {
        location = test::notebookAt(dir, QStringLiteral("rows.lanebook"));
        return connection.open(location, NotebookConnection::Access::ReadWrite);
    }
    QSqlDatabase db() const { return connection.database(); }
};

void setFastPaths(bool enabled)
{
    SqliteStatement::setEnabled(enabled);
    PgCursor::setEnabled(enabled);
}

// Whether a transaction is open on the connection, asked of the database library itself.
bool inTransaction(const QSqlDatabase &db)
{
    if (const PgApi *pg = PgApi::of(db)) {
        // PQTRANS_ACTIVE (the end of a forward-only QSqlQuery still pending) says nothing
        // about a transaction.
        const int status = pg->transactionStatus(PgApi::handleOf(db));
        return status == PgApi::kTransactionOpen || status == PgApi::kTransactionFailed;
    }
    const SqliteApi *sqlite = SqliteApi::of(db);
    return sqlite && sqlite->getAutocommit(SqliteApi::handleOf(db)) == 0;
}

// The connection still answers Qt's own queries.
bool answersSelectOne(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT 1")) && query.next() && query.value(0).toInt() == 1;
}

bool sameDouble(double a, double b)
{
    return std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b);
}

} // namespace

class TestRowReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { setFastPaths(true); }
    void fastPathOnBothDatabases();
    void bothPathsReadTheSameOverSeveralBatches();
    void specialDoublesFromARealColumn();
    void utf8Text();
    void otherQueriesBetweenRows();
    void syntaxErrorInTheServersWords();
    void errorMidReadRollsBack();
    void droppedConnectionIsAnError();
    void closedConnectionIsAnError();
    void notificationsStillArrive();
    void emptyResult();
    void readsInsideTheCallersTransaction();
    void stoppingEarlyEndsItsTransaction();
};

void TestRowReader::fastPathOnBothDatabases()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    {
        RowReader reader(notebook.db(), QStringLiteral("SELECT 1"));
        QVERIFY2(reader.ok(), qPrintable(reader.error()));
        QVERIFY(reader.isFast());
        QVERIFY(reader.next());
        QCOMPARE(reader.int64(0), qint64(1));
        QVERIFY(!reader.next());
    }
    setFastPaths(false);
    RowReader reader(notebook.db(), QStringLiteral("SELECT 1"));
    QVERIFY2(reader.ok(), qPrintable(reader.error()));
    QVERIFY(!reader.isFast());
    QVERIFY(reader.next());
    QCOMPARE(reader.int64(0), qint64(1));
}

void TestRowReader::bothPathsReadTheSameOverSeveralBatches()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    const Reading fast = readNumbers(notebook.db());
    QVERIFY(fast.fast);
    QVERIFY2(fast.error.isEmpty(), qPrintable(fast.error));
    QVERIFY(!inTransaction(notebook.db()));
    setFastPaths(false);
    const Reading qt = readNumbers(notebook.db());
    QVERIFY(!qt.fast);
    QVERIFY2(qt.error.isEmpty(), qPrintable(qt.error));

    QCOMPARE(fast.rows.size(), size_t(kNumbers));
    QCOMPARE(qt.rows.size(), size_t(kNumbers));
    for (size_t k = 0; k < fast.rows.size(); ++k) {
        const NumberRow &row = fast.rows[k];
        const qint64 i = qint64(k) + 1;
        QCOMPARE(row.i, i);
        QVERIFY(sameDouble(row.half, double(i) / 2));
        QCOMPARE(row.label, QStringLiteral("run %1").arg(i));
        QVERIFY(!row.labelIsNull);
        QVERIFY(row.fourthIsNull);
        QCOMPARE(row.parity, i % 2 == 0 ? QStringLiteral("even") : QStringLiteral("odd"));
        QVERIFY2(row == qt.rows[k], qPrintable(QStringLiteral("row %1 differs").arg(i)));
    }
}

void TestRowReader::specialDoublesFromARealColumn()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    const bool postgres = test::onPostgres();
    constexpr double inf = std::numeric_limits<double>::infinity();
    struct Special
    {
        int id;
        double value;
        QString literal; // where a bound double cannot say it; else the value is bound
    };
    // SQLite has no literal for infinity but overflows to it, and stores NaN as NULL.
    std::vector<Special> specials{
        {1, inf, postgres ? QStringLiteral("'Infinity'") : QStringLiteral("9e999")},
        {2, -inf, postgres ? QStringLiteral("'-Infinity'") : QStringLiteral("-9e999")},
        {4, 0.1 + 0.2, {}}, // 0.30000000000000004: all 17 digits must survive the text
        {5, -2.5e-308, {}},
        {6, 1e300, {}},
        {7, -0.5, {}},
    };
    if (postgres)
        specials.push_back({3, std::numeric_limits<double>::quiet_NaN(), QStringLiteral("'NaN'")});
    {
        auto transaction = notebook.connection.beginWrite();
        QVERIFY2(transaction->isOpen(), qPrintable(transaction->error()));
        QSqlQuery query(transaction->db());
        QVERIFY2(query.exec(QStringLiteral("CREATE TABLE special_values (id INTEGER PRIMARY KEY, "
                                           "value DOUBLE PRECISION)")),
                 qPrintable(query.lastError().text()));
        QVERIFY(query.exec(QStringLiteral("INSERT INTO special_values VALUES (8, NULL)")));
        for (const Special &special : specials) {
            if (special.literal.isEmpty()) {
                QVERIFY(query.prepare(QStringLiteral("INSERT INTO special_values VALUES (?, ?)")));
                query.addBindValue(special.id);
                query.addBindValue(special.value);
                QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            } else {
                QVERIFY2(query.exec(QStringLiteral("INSERT INTO special_values VALUES (%1, %2)")
                                        .arg(special.id)
                                        .arg(special.literal)),
                         qPrintable(query.lastError().text()));
            }
        }
        QVERIFY2(transaction->commit(), qPrintable(transaction->error()));
    }

    const QString sql = QStringLiteral("SELECT id, value FROM special_values ORDER BY id");
    for (const bool fast : {true, false}) {
        setFastPaths(fast);
        RowReader reader(notebook.db(), sql);
        QVERIFY2(reader.ok(), qPrintable(reader.error()));
        QCOMPARE(reader.isFast(), fast);
        int rows = 0;
        while (reader.next()) {
            ++rows;
            const qint64 id = reader.int64(0);
            if (id == 8) {
                QVERIFY(reader.isNull(1));
                QVERIFY(sameDouble(reader.real(1), 0.0));
                continue;
            }
            QVERIFY(!reader.isNull(1));
            const auto special = std::find_if(specials.begin(), specials.end(),
                                              [id](const Special &s) { return s.id == id; });
            QVERIFY(special != specials.end());
            const double value = reader.real(1);
            if (std::isnan(special->value))
                QVERIFY2(std::isnan(value), qPrintable(QString::number(value)));
            else
                QVERIFY2(sameDouble(value, special->value),
                         qPrintable(QStringLiteral("id %1: %2 read as %3")
                                        .arg(id)
                                        .arg(special->value, 0, 'g', 17)
                                        .arg(value, 0, 'g', 17)));
        }
        QVERIFY2(reader.error().isEmpty(), qPrintable(reader.error()));
        QCOMPARE(rows, int(specials.size()) + 1);
    }
}

void TestRowReader::utf8Text()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    const QString sql = QStringLiteral("SELECT 'Qwen3 · H200', '中文', '', NULL");
    for (const bool fast : {true, false}) {
        setFastPaths(fast);
        RowReader reader(notebook.db(), sql);
        QVERIFY2(reader.ok(), qPrintable(reader.error()));
        QCOMPARE(reader.isFast(), fast);
        QVERIFY(reader.next());
        TextInterner interner;
        QCOMPARE(reader.text(0), QStringLiteral("Qwen3 · H200"));
        QCOMPARE(reader.text(0, interner), QStringLiteral("Qwen3 · H200"));
        QCOMPARE(reader.text(1), QStringLiteral("中文"));
        QCOMPARE(reader.text(1, interner), QStringLiteral("中文"));
        QVERIFY(!reader.isNull(2));
        QVERIFY(reader.text(2).isEmpty());
        QVERIFY(reader.isNull(3));
        QVERIFY(reader.text(3).isEmpty());
        QVERIFY(reader.text(3, interner).isNull());
        QVERIFY(!reader.next());
    }
    if (!test::onPostgres())
        return;
    // The bytes as the server sent them, without a QString in between.
    setFastPaths(true);
    PgCursor cursor;
    QVERIFY2(cursor.open(notebook.db(), sql), qPrintable(cursor.error()));
    QVERIFY(cursor.next());
    QCOMPARE(cursor.utf8(1).toByteArray(), QByteArray("中文"));
    QVERIFY(cursor.utf8(3).isNull());
    QVERIFY(!cursor.next());
}

void TestRowReader::otherQueriesBetweenRows()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    const QSqlDatabase db = notebook.db();
    // Forward-only and alive across the reader's batches: QPSQL reads it in single-row mode,
    // so its end is still pending on the connection when the reader fetches.
    QSqlQuery doubled(db);
    doubled.setForwardOnly(true);
    QVERIFY(doubled.prepare(QStringLiteral("SELECT ? * 2")));
    RowReader reader(db, numbersSql());
    QVERIFY2(reader.ok(), qPrintable(reader.error()));
    QVERIFY(reader.isFast());
    // Within the first batch, at its last row and the next batch's first: the charts reader
    // looks up a config by id this way while its run rows are open.
    const std::vector<qint64> lookupsAt{1, 2, PgCursor::kBatchRows, PgCursor::kBatchRows + 1};
    qint64 expected = 0;
    while (reader.next()) {
        QCOMPARE(reader.int64(0), ++expected);
        if (std::find(lookupsAt.begin(), lookupsAt.end(), expected) == lookupsAt.end())
            continue;
        {
            QSqlQuery lookup(db);
            QVERIFY(lookup.prepare(QStringLiteral("SELECT count(*) + ? FROM runs")));
            lookup.addBindValue(expected);
            QVERIFY2(lookup.exec() && lookup.next(), qPrintable(lookup.lastError().text()));
            QCOMPARE(lookup.value(0).toLongLong(), expected);
        }
        doubled.addBindValue(expected);
        QVERIFY2(doubled.exec() && doubled.next(), qPrintable(doubled.lastError().text()));
        QCOMPARE(doubled.value(0).toLongLong(), 2 * expected);
        QCOMPARE(reader.text(2), QStringLiteral("run %1").arg(expected));
    }
    QVERIFY2(reader.error().isEmpty(), qPrintable(reader.error()));
    QCOMPARE(expected, qint64(kNumbers));
    QVERIFY(!inTransaction(db));
}

void TestRowReader::syntaxErrorInTheServersWords()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    {
        RowReader reader(notebook.db(), QStringLiteral("SELEC 1"));
        QVERIFY(!reader.ok());
        QVERIFY(reader.isFast());
        QVERIFY2(reader.error().contains(QLatin1String("syntax error")),
                 qPrintable(reader.error()));
        QVERIFY(!reader.next());
        qInfo("a syntax error reads as: %s", qPrintable(reader.error()));
    }
    QVERIFY(!inTransaction(notebook.db()));
    QVERIFY(answersSelectOne(notebook.db()));
}

void TestRowReader::errorMidReadRollsBack()
{
    if (!test::onPostgres())
        QSKIP("SQLite divides by zero into NULL: nothing fails mid-read");
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    // Fails at row 70000, in the second batch; unordered, so the first batch arrives.
    RowReader reader(notebook.db(),
                     QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                                    "FROM n WHERE i < %1) SELECT 1 / (i - 70000) FROM n")
                         .arg(kNumbers));
    QVERIFY2(reader.ok(), qPrintable(reader.error()));
    QVERIFY(reader.isFast());
    int rows = 0;
    while (reader.next())
        ++rows;
    QVERIFY2(reader.error().contains(QLatin1String("division by zero")),
             qPrintable(reader.error()));
    QVERIFY(rows > 0 && rows < 70000);
    QVERIFY(!inTransaction(notebook.db()));
    QVERIFY(answersSelectOne(notebook.db()));
}

void TestRowReader::droppedConnectionIsAnError()
{
    if (!test::onPostgres())
        QSKIP("a SQLite file has no connection to drop");
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    QSqlQuery pid(notebook.db());
    QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
    const qint64 backend = pid.value(0).toLongLong();

    RowReader reader(notebook.db(), numbersSql());
    QVERIFY2(reader.ok(), qPrintable(reader.error()));
    QVERIFY(reader.isFast());
    QVERIFY(reader.next());
    {
        QSqlDatabase admin =
            test::addRawConnection(notebook.location, QStringLiteral("rowreader-admin"));
        QVERIFY2(admin.open(), qPrintable(admin.lastError().text()));
        QSqlQuery terminate(admin);
        // The timeout (ms) waits until the backend is gone.
        QVERIFY2(
            terminate.exec(QStringLiteral("SELECT pg_terminate_backend(%1, 10000)").arg(backend)) &&
                terminate.next() && terminate.value(0).toBool(),
            qPrintable(terminate.lastError().text()));
        admin.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rowreader-admin"));
    int rows = 1;
    while (reader.next())
        ++rows;
    QVERIFY(rows <= PgCursor::kBatchRows);
    QVERIFY(!reader.error().isEmpty());
    qInfo("a dropped connection reads as: %s", qPrintable(reader.error()));
}

void TestRowReader::closedConnectionIsAnError()
{
    if (!test::onPostgres())
        QSKIP("a statement keeps a SQLite file open");
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    RowReader reader(notebook.db(), numbersSql());
    QVERIFY2(reader.ok(), qPrintable(reader.error()));
    QVERIFY(reader.isFast());
    QVERIFY(reader.next());
    notebook.db().close();
    int rows = 1;
    while (reader.next())
        ++rows;
    QCOMPARE(rows, PgCursor::kBatchRows); // the batch in hand, and not one row from a freed PGconn
    QVERIFY2(reader.error().contains(QLatin1String("closed")), qPrintable(reader.error()));
}

void TestRowReader::notificationsStillArrive()
{
    if (!test::onPostgres())
        QSKIP("LISTEN/NOTIFY is PostgreSQL's");
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    QSqlDriver *driver = notebook.db().driver();
    const QString channel = QStringLiteral("rowreader_test");
    QVERIFY(driver->subscribeToNotification(channel));
    QSignalSpy heard(driver,
                     qOverload<const QString &, QSqlDriver::NotificationSource, const QVariant &>(
                         &QSqlDriver::notification));
    // The driver's own look after LISTEN, queued, is done with before the reader starts.
    QCoreApplication::processEvents();
    RowReader reader(notebook.db(), numbersSql());
    QVERIFY(reader.next());
    {
        QSqlDatabase other =
            test::addRawConnection(notebook.location, QStringLiteral("rowreader-notify"));
        QVERIFY2(other.open(), qPrintable(other.lastError().text()));
        QSqlQuery notify(other);
        QVERIFY(notify.exec(QStringLiteral("NOTIFY ") + channel));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rowreader-notify"));
    // The server sends it when the reader's transaction ends, inside the answer to its
    // COMMIT: libpq reads it there, and the driver must still be told to look.
    while (reader.next()) {
    }
    QVERIFY2(reader.error().isEmpty(), qPrintable(reader.error()));
    QVERIFY(heard.wait(5000));
    QCOMPARE(heard.first().first().toString(), channel);
    driver->unsubscribeFromNotification(channel);
}

void TestRowReader::emptyResult()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    for (const bool fast : {true, false}) {
        setFastPaths(fast);
        RowReader reader(notebook.db(), QStringLiteral("SELECT id, label FROM runs"));
        QVERIFY2(reader.ok(), qPrintable(reader.error()));
        QCOMPARE(reader.isFast(), fast);
        QVERIFY(!reader.next());
        QVERIFY2(reader.error().isEmpty(), qPrintable(reader.error()));
        QVERIFY(!inTransaction(notebook.db()));
    }
}

void TestRowReader::readsInsideTheCallersTransaction()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    auto transaction = notebook.connection.beginWrite();
    QVERIFY2(transaction->isOpen(), qPrintable(transaction->error()));
    {
        RowReader reader(transaction->db(), numbersSql(10));
        QVERIFY2(reader.ok(), qPrintable(reader.error()));
        QVERIFY(reader.isFast());
        int rows = 0;
        while (reader.next())
            ++rows;
        QCOMPARE(rows, 10);
        QVERIFY(inTransaction(notebook.db())); // left open for its owner
    }
    QVERIFY(inTransaction(notebook.db()));
    QVERIFY2(transaction->commit(), qPrintable(transaction->error()));
    QVERIFY(!inTransaction(notebook.db()));
}

void TestRowReader::stoppingEarlyEndsItsTransaction()
{
    Notebook notebook;
    QVERIFY2(notebook.open(), qPrintable(notebook.connection.lastError()));
    {
        RowReader reader(notebook.db(), numbersSql());
        QVERIFY2(reader.ok(), qPrintable(reader.error()));
        for (int i = 0; i < 10; ++i)
            QVERIFY(reader.next());
    }
    QVERIFY(!inTransaction(notebook.db()));
    QVERIFY(answersSelectOne(notebook.db()));
}

QTEST_GUILESS_MAIN(TestRowReader)
#include "tst_rowreader.moc"
