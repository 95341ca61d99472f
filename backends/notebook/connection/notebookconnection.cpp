#include "backends/notebook/connection/notebookconnection.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/connection/writetransaction.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <optional>

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::textOrNull;

namespace {

QAtomicInteger<quint64> g_connectionCounter;

struct Migration
{
    int version;
    QString resource;
};

std::vector<Migration> migrations()
{
    std::vector<Migration> list;
    const QDir dir(QStringLiteral(":/lanebook/migrations"));
    const QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        bool ok = false;
        const int version = file.section(QLatin1Char('_'), 0, 0).toInt(&ok);
        if (ok)
            list.push_back(Migration{version, dir.filePath(file)});
    }
    std::sort(list.begin(), list.end(),
              [](const Migration &a, const Migration &b) { return a.version < b.version; });
    return list;
}

// SQLite's own files start with this; anything else at the path is not a notebook.
bool isSqliteFileOrEmpty(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return true;
    if (!file.open(QIODevice::ReadOnly))
        return true; // let the driver report the access problem
    return file.read(16) == QByteArray("SQLite format 3\0", 16);
}

// Why SQLite could not open or read the notebook file at path. Beside a notebook in WAL mode
// SQLite must create <notebook>-wal and -shm (and -journal while it makes a new one): a
// read-only folder or mount refuses them, and SQLite says only "unable to open database file".
QString cannotOpenFile(const QString &path, const QString &sqliteError)
{
    const QString name = QDir::toNativeSeparators(path);
    const QFileInfo file(path);
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    if (QFileInfo(file.absolutePath()).isWritable())
        return NotebookTr::tr("%1: cannot open the notebook: %2").arg(name, sqliteError);
    if (!file.exists())
        return NotebookTr::tr("%1: cannot create the notebook: its folder %2 is read-only; "
                              "choose a folder you can write")
            .arg(name, folder);
    return NotebookTr::tr("%1: cannot open the notebook: its folder %2 is read-only, and SQLite "
                          "must create its -wal and -shm files beside it. Make the folder "
                          "writable, or copy the notebook to a folder you can write; the "
                          "notebook was not changed")
        .arg(name, folder);
}

} // namespace

int NotebookConnection::currentSchemaVersion()
{
    const auto list = migrations();
    return list.empty() ? 0 : list.back().version;
}

NotebookConnection::NotebookConnection()
    : m_connectionName(QStringLiteral("lanebook-notebook-%1").arg(++g_connectionCounter))
{}

NotebookConnection::~NotebookConnection()
{
    close();
}

bool NotebookConnection::open(const QString &path, Access access)
{
    close();
    m_path = path;
    m_readOnly = access == Access::ReadOnly;
    const QString name = notebookDisplayName(path);
    if (isServerNotebook(path)) {
        if (!openServer())
            return false;
    } else if (!openFile()) {
        return false;
    }
    return checkVersionAndMigrate(name);
}

bool NotebookConnection::openFile()
{
    const QString &path = m_path;
    const QString name = QDir::toNativeSeparators(path);
    if (m_readOnly && !QFileInfo::exists(path)) {
        fail(NotebookTr::tr("%1: no such notebook").arg(name));
        return false;
    }
    if (!isSqliteFileOrEmpty(path)) {
        fail(NotebookTr::tr("%1: this file is not a Lanebook notebook (not an SQLite database)")
                 .arg(name));
        return false;
    }
    if (!m_readOnly) {
        const QFileInfo info(path);
        if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath())) {
            fail(NotebookTr::tr("%1: cannot create the folder %2").arg(name, info.absolutePath()));
            return false;
        }
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        db.setDatabaseName(path);
        // SQLite's own busy wait is one slice of WriteTransaction's deadline, which retries.
        const qint64 sliceMs = std::clamp<qint64>(WriteTransaction::deadline().count(), 1, 1000);
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(sliceMs);
        if (m_readOnly)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        db.setConnectOptions(options);
        if (!db.open()) {
            fail(cannotOpenFile(path, db.lastError().text()));
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connectionName);
            return false;
        }
        // SQLite opens lazily: a notebook it cannot reach shows only at the first read (a
        // read-only folder: SQLITE_CANTOPEN, as it cannot create the -wal beside it), and
        // would then be called "not a Lanebook notebook" (SqlDialect::schemaVersion).
        std::optional<QString> unreachable;
        {
            QSqlQuery probe(db);
            if (!probe.exec(QStringLiteral("PRAGMA user_version")) &&
                WriteTransaction::classify(probe.lastError()) ==
                    WriteTransaction::Failure::Unwritable)
                unreachable = probe.lastError().text();
        }
        if (unreachable) {
            fail(cannotOpenFile(path, *unreachable));
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connectionName);
            return false;
        }
    }
    return true;
}

bool NotebookConnection::checkVersionAndMigrate(const QString &name)
{
    const SqlDialect dialect = SqlDialect::of(database());
    // Check the version before anything writes: a newer notebook must stay byte-identical.
    const int version = schemaVersion();
    if (version < 0) {
        close();
        return false;
    }
    if (version > currentSchemaVersion()) {
        const QString message =
            NotebookTr::tr(
                "%1: this notebook was written by a newer Lanebook (schema %2; this version "
                "reads up to %3). Update Lanebook to open it; the file was not changed.")
                .arg(name)
                .arg(version)
                .arg(currentSchemaVersion());
        close();
        fail(message);
        return false;
    }
    if (m_readOnly) {
        if (version < currentSchemaVersion()) {
            const QString message =
                NotebookTr::tr(
                    "%1: this notebook uses an older schema (%2); open it once for writing to "
                    "upgrade it")
                    .arg(name)
                    .arg(version);
            close();
            fail(message);
            return false;
        }
        for (const QString &statement : dialect.openStatements(true))
            exec(statement);
        return true;
    }
    m_writeGuard =
        WriteTransaction::guardConnection(QSqlDatabase::database(m_connectionName, false));
    bool ready = true;
    for (const QString &statement : dialect.openStatements(false))
        ready = ready && exec(statement);
    if (!ready || !migrate()) {
        const QString message = m_lastError;
        close();
        fail(message);
        return false;
    }
    m_lastError.clear();
    return true;
}

void NotebookConnection::close()
{
    m_writeGuard.reset();
    m_metricIds.clear();
    m_laneIds.clear();
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

std::unique_ptr<WriteTransaction> NotebookConnection::beginWrite()
{
    // A team notebook whose server went away: connect again first, so that writes resume as
    // soon as the server is back (libpq never reconnects by itself).
    reconnectIfGone();
    m_lastWriteRefusal = WriteRefusal::None;
    // QHash copies share their data: the snapshot costs a reference count.
    const auto begin = [this] {
        return std::make_unique<WriteTransaction>(m_connectionName,
                                                  [this, metrics = m_metricIds, lanes = m_laneIds] {
                                                      m_metricIds = metrics;
                                                      m_laneIds = lanes;
                                                  });
    };
    std::unique_ptr<WriteTransaction> transaction = begin();
    // An idle connection learns only at its BEGIN that the server restarted. Nothing was
    // written yet: connect again and begin once more.
    // Qt still calls such a connection open (over a Unix socket libpq does not even mark it
    // bad), so a server notebook whose BEGIN failed as unwritable connects again regardless.
    if (!transaction->isOpen() && transaction->failure() == WriteTransaction::Failure::Unwritable &&
        isServerNotebook(m_path)) {
        reconnectServer();
        if (QSqlDatabase::database(m_connectionName, false).isOpen())
            transaction = begin();
    }
    return transaction;
}

NotebookConnection::WriteRefusal NotebookConnection::refusalOf(WriteTransaction::Failure failure)
{
    switch (failure) {
    case WriteTransaction::Failure::Busy:
        return WriteRefusal::Busy;
    case WriteTransaction::Failure::Unwritable:
        return WriteRefusal::Unwritable;
    case WriteTransaction::Failure::None:
    case WriteTransaction::Failure::Other:
        break;
    }
    return WriteRefusal::Other;
}

bool NotebookConnection::failWrite(const WriteTransaction &transaction, const QString &context)
{
    m_lastWriteRefusal = refusalOf(transaction.failure());
    const QString why = transaction.error().isEmpty() ? m_lastError : transaction.error();
    fail(context.isEmpty() ? why : context + QStringLiteral(": ") + why);
    return false;
}

Expected<std::unique_ptr<WriteTransaction>> NotebookConnection::openWrite(const QString &context)
{
    if (m_readOnly || !isOpen()) {
        const QString why = NotebookTr::tr("the notebook is not open for writing");
        fail(why);
        return unexpected(why);
    }
    std::unique_ptr<WriteTransaction> transaction = beginWrite();
    if (!transaction->isOpen()) {
        failWrite(*transaction, context);
        return unexpected(m_lastError);
    }
    return transaction;
}

Expected<void> NotebookConnection::commitWrite(WriteTransaction &transaction,
                                               const QString &context)
{
    if (transaction.commit())
        return {};
    failWrite(transaction, context);
    return unexpected(m_lastError);
}

Unexpected NotebookConnection::writeRefused(const WriteTransaction &transaction,
                                            const QString &context)
{
    m_lastWriteRefusal = refusalOf(transaction.failure());
    const QString why = transaction.error().isEmpty()
                            ? NotebookTr::tr("the notebook could not be written")
                            : transaction.error();
    return unexpected(context.isEmpty() ? why : context + QStringLiteral(": ") + why);
}

Unexpected NotebookConnection::statementFailed(const QSqlError &error, const QString &message)
{
    m_lastWriteRefusal = refusalOf(WriteTransaction::classify(SqlDialect::of(database()), error));
    return unexpected(message);
}

bool NotebookConnection::failStatement(const QSqlError &error, const QString &message)
{
    fail(statementFailed(error, message).message);
    return false;
}

bool NotebookConnection::isOpen() const
{
    if (!QSqlDatabase::contains(m_connectionName))
        return false;
    // A team notebook stays open while its server is away: Qt reads a broken connection as
    // closed, and the next write connects again (beginWrite), or keeps its run in the journal.
    return isServerNotebook(m_path) || QSqlDatabase::database(m_connectionName, false).isOpen();
}

bool NotebookConnection::exec(const QString &sql) const
{
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    if (!query.exec(sql)) {
        fail(NotebookTr::tr("%1: %2").arg(notebookDisplayName(m_path), query.lastError().text()));
        return false;
    }
    return true;
}

std::optional<qint64> NotebookConnection::dataVersion() const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isOpen() || SqlDialect::of(db).isPostgres())
        return std::nullopt;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

QSqlDriver *NotebookConnection::changeNotifier() const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isOpen() || !SqlDialect::of(db).isPostgres())
        return nullptr;
    return db.driver();
}

int NotebookConnection::schemaVersion() const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    const Expected<int> version = SqlDialect::of(db).schemaVersion(db);
    if (!version) {
        fail(NotebookTr::tr("%1: %2").arg(notebookDisplayName(m_path), version.error()));
        return -1;
    }
    return *version;
}

bool NotebookConnection::migrate()
{
    const int from = schemaVersion();
    if (from < 0)
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    const SqlDialect dialect = SqlDialect::of(db);
    for (const Migration &migration : migrations()) {
        if (migration.version <= from)
            continue;
        QFile file(migration.resource);
        if (!file.open(QIODevice::ReadOnly)) {
            fail(NotebookTr::tr("internal error: migration %1 is missing").arg(migration.version));
            return false;
        }
        const QString script = QString::fromUtf8(file.readAll());
        WriteTransaction transaction(m_connectionName);
        if (!transaction.isOpen()) {
            fail(NotebookTr::tr("%1: cannot start the schema upgrade: %2")
                     .arg(notebookDisplayName(m_path), transaction.error()));
            return false;
        }
        // Another process may have upgraded it while this one waited for the lock.
        if (schemaVersion() >= migration.version)
            continue;
        const QStringList statements = script.split(QStringLiteral("\n;;"));
        for (const QString &statement : statements) {
            QString sql = statement.trimmed();
            if (sql.endsWith(QLatin1Char(';')))
                sql.chop(1);
            // Strip comment-only chunks; SQLite rejects an empty statement.
            QString code;
            for (const QString &line : sql.split(QLatin1Char('\n'))) {
                if (!line.trimmed().startsWith(QLatin1String("--")))
                    code += line + QLatin1Char('\n');
            }
            if (code.trimmed().isEmpty())
                continue;
            QSqlQuery query(db);
            if (!query.exec(dialect.schemaStatement(code))) {
                const QString message =
                    NotebookTr::tr(
                        "%1: schema upgrade to version %2 failed: %3; the notebook was left as "
                        "it was")
                        .arg(notebookDisplayName(m_path))
                        .arg(migration.version)
                        .arg(query.lastError().text());
                transaction.rollback();
                fail(message);
                return false;
            }
        }
        if (const Expected<void> completed = completeMigration(db, migration.version); !completed) {
            const QString message =
                NotebookTr::tr(
                    "%1: schema upgrade to version %2 failed: %3; the notebook was left as "
                    "it was")
                    .arg(notebookDisplayName(m_path))
                    .arg(migration.version)
                    .arg(completed.error());
            transaction.rollback();
            fail(message);
            return false;
        }
        for (const QString &statement : dialect.setSchemaVersion(migration.version)) {
            QSqlQuery record(db);
            if (!record.exec(statement)) {
                const QString message =
                    NotebookTr::tr(
                        "%1: schema upgrade to version %2 failed: %3; the notebook was left as "
                        "it was")
                        .arg(notebookDisplayName(m_path))
                        .arg(migration.version)
                        .arg(record.lastError().text());
                transaction.rollback();
                fail(message);
                return false;
            }
        }
        if (!transaction.commit()) {
            fail(NotebookTr::tr("%1: schema upgrade to version %2 could not be saved: %3")
                     .arg(notebookDisplayName(m_path))
                     .arg(migration.version)
                     .arg(transaction.error()));
            return false;
        }
    }
    return true;
}

Expected<qint64> NotebookConnection::metricId(const QString &name)
{
    if (auto it = m_metricIds.constFind(name); it != m_metricIds.constEnd())
        return *it;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM metric_names WHERE name = ?"));
    query.addBindValue(name);
    qint64 id = 0;
    if (query.exec() && query.next()) {
        id = query.value(0).toLongLong();
    } else {
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT INTO metric_names(name) VALUES (?)"));
        insert.addBindValue(name);
        if (!insert.exec())
            return unexpected(insert.lastError().text());
        id = insert.lastInsertId().toLongLong();
    }
    m_metricIds.insert(name, id);
    return id;
}

Expected<qint64> NotebookConnection::laneIdFor(const Run &run)
{
    const QString name = defaultLaneName(run);
    if (auto it = m_laneIds.constFind(name); it != m_laneIds.constEnd())
        return *it;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM lanes WHERE name = ?"));
    query.addBindValue(name);
    qint64 id = 0;
    if (query.exec() && query.next()) {
        id = query.value(0).toLongLong();
    } else {
        QString hardware;
        if (const auto gpu = run.config.find("gpu"); gpu != run.config.end() && gpu->is_string())
            hardware = QString::fromStdString(gpu->get<std::string>());
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral(
            "INSERT INTO lanes(name, model, hardware, created_at) VALUES (?, ?, ?, ?)"));
        insert.addBindValue(name);
        insert.addBindValue(textOrNull(run.model));
        insert.addBindValue(textOrNull(hardware));
        insert.addBindValue(nowUtc());
        if (!insert.exec())
            return unexpected(insert.lastError().text());
        id = insert.lastInsertId().toLongLong();
    }
    m_laneIds.insert(name, id);
    return id;
}

} // namespace lanebook
