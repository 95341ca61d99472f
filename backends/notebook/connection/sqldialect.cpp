#include "backends/notebook/connection/sqldialect.h"

#include "backends/notebook/notebooktr.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

namespace {

// SQLite's primary result codes (the low byte of an extended code).
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;

// The key of the advisory lock PostgreSQL writers queue on (advisory locks are per database,
// so one key serves every notebook on a server). "LaneBook" in ASCII.
constexpr qint64 kWriteLockKey = 0x4c616e65426f6f6b;

// PostgreSQL keeps a notebook's schema version here (SQLite has PRAGMA user_version).
const QString kVersionTable = QStringLiteral("lanebook_schema");

SqlDialect::Failure classifySqlite(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return SqlDialect::Failure::Other;
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
        return SqlDialect::Failure::Busy;
    case kSqliteReadOnly:
    case kSqliteIoErr:
    case kSqliteFull:
    case kSqliteCantOpen:
        return SqlDialect::Failure::Unwritable;
    default:
        return SqlDialect::Failure::Other;
    }
}

SqlDialect::Failure classifyPostgres(const QSqlError &error)
{
    const QString state = error.nativeErrorCode();
    if (state == QLatin1String("40001") || state == QLatin1String("40P01") ||
        state == QLatin1String("55P03"))
        return SqlDialect::Failure::Busy;
    // 08: connection exception; 53: out of disk, memory or connections; 57P: the server is
    // shutting down or starting; 25006: a read-only transaction (a standby).
    if (state.startsWith(QLatin1String("08")) || state.startsWith(QLatin1String("53")) ||
        state.startsWith(QLatin1String("57P")) || state == QLatin1String("25006"))
        return SqlDialect::Failure::Unwritable;
    // A connection that broke mid-statement leaves libpq without any SQLSTATE.
    if (state.isEmpty() && error.type() == QSqlError::ConnectionError)
        return SqlDialect::Failure::Unwritable;
    if (state.isEmpty() && error.text().contains(QLatin1String("server closed the connection")))
        return SqlDialect::Failure::Unwritable;
    return SqlDialect::Failure::Other;
}

} // namespace

SqlDialect SqlDialect::of(const QSqlDatabase &db)
{
    return SqlDialect(db.driverName() == QLatin1String("QPSQL") ? Kind::Postgres : Kind::Sqlite);
}

QString SqlDialect::schemaStatement(const QString &statement) const
{
    if (!isPostgres())
        return statement;
    QString sql = statement;
    static const QRegularExpression rowidKey(
        QStringLiteral("\\bINTEGER PRIMARY KEY( AUTOINCREMENT)?\\b"));
    static const QRegularExpression integer(QStringLiteral("\\bINTEGER\\b"));
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    static const QRegularExpression blob(QStringLiteral("\\bBLOB\\b"));
    static const QRegularExpression withoutRowid(QStringLiteral("\\)\\s*WITHOUT ROWID"));
    sql.replace(rowidKey, QStringLiteral("BIGSERIAL PRIMARY KEY"));
    sql.replace(integer, QStringLiteral("BIGINT"));
    sql.replace(real, QStringLiteral("DOUBLE PRECISION"));
    sql.replace(blob, QStringLiteral("BYTEA"));
    sql.replace(withoutRowid, QStringLiteral(")"));
    return sql;
}

QStringList SqlDialect::openStatements(bool readOnly) const
{
    if (isPostgres()) {
        // Messages in English whatever the server's locale: they reach the user verbatim.
        QStringList list{QStringLiteral("SET lc_messages TO 'C'"),
                         QStringLiteral("SET client_min_messages TO warning")};
        if (readOnly)
            list << QStringLiteral("SET default_transaction_read_only TO on");
        return list;
    }
    if (readOnly)
        return {QStringLiteral("PRAGMA query_only = ON")};
    return {QStringLiteral("PRAGMA journal_mode = WAL"),
            QStringLiteral("PRAGMA synchronous = NORMAL"),
            QStringLiteral("PRAGMA foreign_keys = ON")};
}

Expected<int> SqlDialect::schemaVersion(const QSqlDatabase &db) const
{
    QSqlQuery query(db);
    if (!isPostgres()) {
        if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
            return unexpected(NotebookTr::tr("this file is not a Lanebook notebook (%1)")
                                  .arg(query.lastError().text()));
        }
        return query.value(0).toInt();
    }
    // Both counts from one statement's snapshot: to_regclass() resolves through the catalog
    // snapshot, which can lag the statement's, so a process opening a new team notebook while
    // another created its schema saw the new tables without the version table beside them and
    // refused the database as foreign (four processes importing at once, under ASan).
    if (!query.exec(
            QStringLiteral("SELECT (SELECT count(*) FROM information_schema.tables WHERE "
                           "table_schema = current_schema() AND table_name = '%1') > 0, "
                           "(SELECT count(*) FROM information_schema.tables WHERE table_schema = "
                           "current_schema())")
                .arg(kVersionTable)) ||
        !query.next())
        return unexpected(query.lastError().text());
    const bool isNotebook = query.value(0).toBool();
    const qint64 tables = query.value(1).toLongLong();
    if (!isNotebook) {
        if (tables == 0)
            return 0;
        return unexpected(
            NotebookTr::tr("this database holds %n other table(s) and no Lanebook notebook; it was "
                           "not changed. Name an empty database (createdb NAME) for a new notebook",
                           nullptr, int(tables)));
    }
    QSqlQuery version(db);
    if (!version.exec(QStringLiteral("SELECT max(version) FROM %1").arg(kVersionTable)) ||
        !version.next())
        return unexpected(version.lastError().text());
    return version.value(0).toInt();
}

QStringList SqlDialect::setSchemaVersion(int version) const
{
    if (!isPostgres())
        return {QStringLiteral("PRAGMA user_version = %1").arg(version)};
    return {QStringLiteral("CREATE TABLE IF NOT EXISTS %1 (version INTEGER NOT NULL)")
                .arg(kVersionTable),
            QStringLiteral("DELETE FROM %1").arg(kVersionTable),
            QStringLiteral("INSERT INTO %1(version) VALUES (%2)").arg(kVersionTable).arg(version)};
}

QString SqlDialect::beginWrite() const
{
    return isPostgres() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
}

QString SqlDialect::tryWriteLock() const
{
    if (!isPostgres())
        return {};
    return QStringLiteral("SELECT pg_try_advisory_xact_lock(%1)").arg(kWriteLockKey);
}

QString SqlDialect::changeChannel()
{
    return QStringLiteral("lanebook_notebook_changed");
}

QString SqlDialect::notifyChange() const
{
    return isPostgres() ? QStringLiteral("NOTIFY ") + changeChannel() : QString();
}

QString SqlDialect::insertOrIgnore(const QString &tail) const
{
    if (isPostgres())
        return QStringLiteral("INSERT INTO %1 ON CONFLICT DO NOTHING").arg(tail);
    return QStringLiteral("INSERT OR IGNORE INTO %1").arg(tail);
}

QString SqlDialect::insertOrReplace(const QString &table, const QStringList &keyColumns,
                                    const QStringList &otherColumns) const
{
    const QStringList columns = keyColumns + otherColumns;
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks << QStringLiteral("?");
    const QString insert =
        QStringLiteral("%1(%2) VALUES (%3)")
            .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")));
    if (!isPostgres())
        return QStringLiteral("INSERT OR REPLACE INTO %1").arg(insert);
    QStringList updates;
    for (const QString &column : otherColumns)
        updates << QStringLiteral("%1 = excluded.%1").arg(column);
    return QStringLiteral("INSERT INTO %1 ON CONFLICT (%2) DO UPDATE SET %3")
        .arg(insert, keyColumns.join(QStringLiteral(", ")), updates.join(QStringLiteral(", ")));
}

QString SqlDialect::likeCaseInsensitive() const
{
    return isPostgres() ? QStringLiteral("ILIKE") : QStringLiteral("LIKE");
}

SqlDialect::Failure SqlDialect::classify(const QSqlError &error) const
{
    return isPostgres() ? classifyPostgres(error) : classifySqlite(error);
}

} // namespace lanebook
