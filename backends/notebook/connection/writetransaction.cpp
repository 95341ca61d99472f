#include "backends/notebook/connection/writetransaction.h"

#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/connection/sqliteapi.h"
#include "backends/notebook/notebooktr.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

#include <thread>

namespace lanebook {

namespace {

// Authorizer actions and answers (sqlite3.h).
constexpr int kAuthOk = 0;
constexpr int kAuthDeny = 1;
constexpr int kActionDelete = 9;
constexpr int kActionInsert = 18;
constexpr int kActionTransaction = 22;
constexpr int kActionUpdate = 23;

// Set while a WriteTransaction issues its BEGIN on this thread (a connection lives in one
// thread, and the authorizer runs inside the statement's prepare on that thread).
thread_local bool t_helperBegins = false;

// SQLite's auto-checkpoint threshold (SQLITE_DEFAULT_WAL_AUTOCHECKPOINT), in WAL pages.
constexpr int kCheckpointPages = 1000;

// SQLite copies the WAL back into the notebook at the end of a COMMIT that leaves it 1,000
// pages long or longer (its auto-checkpoint, with an fsync or two). Inside COMMIT it would now
// run while this writer still has the queue's turn, and every writer queued behind would wait
// for it. So while COMMIT runs, the WAL hook (which replaces the auto-checkpoint) only counts
// the WAL's pages, and commit() checkpoints after handing the turn on, as SQLite did after
// letting go of its lock. Where SQLite's API is not reachable, SQLite checkpoints as before.
class WalPageCount
{
public:
    explicit WalPageCount(const QSqlDatabase &db)
        : m_api(SqliteApi::of(db))
        , m_handle(SqliteApi::handleOf(db))
    {
        if (m_api && m_api->walHook && m_api->walAutocheckpoint && m_handle)
            m_api->walHook(m_handle, &WalPageCount::record, &m_pages);
        else
            m_api = nullptr;
    }
    // The hook goes with the count it writes to, and SQLite's own auto-checkpoint comes back
    // (a null WAL hook would leave the connection with none) for writes outside a transaction
    // of ours: a migration, a PRAGMA.
    ~WalPageCount()
    {
        if (m_api)
            m_api->walAutocheckpoint(m_handle, kCheckpointPages);
    }
    WalPageCount(const WalPageCount &) = delete;
    WalPageCount &operator=(const WalPageCount &) = delete;

    bool checkpointDue() const { return m_api && m_pages >= kCheckpointPages; }

private:
    static int record(void *pages, void *, const char *, int count)
    {
        *static_cast<int *>(pages) = count;
        return 0; // SQLITE_OK
    }

    const SqliteApi *m_api;
    void *m_handle;
    int m_pages = 0;
};

// SQLite opens a notebook file it may not write (a read-only file, a read-only mount) read-only
// without a word, and BEGIN IMMEDIATE on it then starts only a read transaction: the first
// INSERT fails with "attempt to write a readonly database", which names no file and, failing
// inside the transaction, never reads as Unwritable (so a measured run would not go to the run
// journal). True for such a connection; false for one opened read-only on purpose
// (QSQLITE_OPEN_READONLY), which nobody asks to write.
bool isReadOnlyFile(const QSqlDatabase &db)
{
    if (db.connectOptions().contains(QLatin1String("QSQLITE_OPEN_READONLY")))
        return false;
    const SqliteApi *api = SqliteApi::of(db);
    if (api && api->dbReadonly)
        return api->dbReadonly(SqliteApi::handleOf(db), "main") == 1;
    // SQLite's API is not reachable: ask the file system.
    const QFileInfo file(db.databaseName());
    return file.exists() && !file.isWritable();
}

} // namespace

class WriteTransaction::Guard
{
public:
    const SqliteApi *api = nullptr;
    void *handle = nullptr;

    static int authorize(void *self, int action, const char *, const char *, const char *,
                         const char *)
    {
        const auto *guard = static_cast<const Guard *>(self);
        switch (action) {
        case kActionTransaction:
            // BEGIN from anyone but the helper; COMMIT and ROLLBACK are always allowed.
            if (!t_helperBegins && guard->api->getAutocommit(guard->handle))
                return kAuthDeny;
            return kAuthOk;
        case kActionInsert:
        case kActionUpdate:
        case kActionDelete:
            return guard->api->getAutocommit(guard->handle) ? kAuthDeny : kAuthOk;
        default:
            return kAuthOk;
        }
    }
};

std::shared_ptr<WriteTransaction::Guard> WriteTransaction::guardConnection(const QSqlDatabase &db)
{
    const SqliteApi *api = SqliteApi::of(db);
    if (!api)
        return nullptr;
    auto guard = std::make_shared<Guard>();
    guard->api = api;
    guard->handle = SqliteApi::handleOf(db);
    api->setAuthorizer(guard->handle, &Guard::authorize, guard.get());
    return guard;
}

std::chrono::milliseconds WriteTransaction::deadline()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("LANEBOOK_WRITE_DEADLINE_MS", &ok);
    return std::chrono::milliseconds(ok && ms >= 0 ? ms : 30000);
}

WriteTransaction::Failure WriteTransaction::classify(const QSqlError &error)
{
    return classify(SqlDialect(), error);
}

WriteTransaction::Failure WriteTransaction::classify(const SqlDialect &dialect,
                                                     const QSqlError &error)
{
    switch (dialect.classify(error)) {
    case SqlDialect::Failure::None:
        return Failure::None;
    case SqlDialect::Failure::Busy:
        return Failure::Busy;
    case SqlDialect::Failure::Unwritable:
        return Failure::Unwritable;
    case SqlDialect::Failure::Other:
        break;
    }
    return Failure::Other;
}

WriteTransaction::WriteTransaction(const QString &connectionName, std::function<void()> onRollback)
    : m_db(QSqlDatabase::database(connectionName, false))
    , m_onRollback(std::move(onRollback))
{
    m_open = begin();
}

WriteTransaction::~WriteTransaction()
{
    if (m_open)
        rollback();
}

bool WriteTransaction::begin()
{
    if (!m_db.isOpen()) {
        // A server connection that broke and could not be made again (NotebookConnection::
        // beginWrite reconnects): the server is away, and a measured run waits in the journal.
        if (m_db.driverName() == QLatin1String("QPSQL")) {
            m_failure = Failure::Unwritable;
            m_error = m_db.lastError().isValid()
                          ? m_db.lastError().text()
                          : NotebookTr::tr("the connection to the server is gone");
            return false;
        }
        m_failure = Failure::Other;
        m_error = NotebookTr::tr("the notebook is not open");
        return false;
    }
    using Clock = std::chrono::steady_clock;
    const Clock::time_point until = Clock::now() + deadline();
    std::chrono::milliseconds pause(2);
    const SqlDialect dialect = SqlDialect::of(m_db);
    if (!dialect.isPostgres() && isReadOnlyFile(m_db)) {
        m_failure = Failure::Unwritable; // waiting will not help; a journal can keep the run
        m_error = NotebookTr::tr("%1: the notebook file is read-only; make it writable, or copy "
                                 "the notebook to a folder you can write, to add to it")
                      .arg(QDir::toNativeSeparators(m_db.databaseName()));
        return false;
    }
    // A SQLite file: this writer's turn first, under the same deadline (writerqueue.h). Where
    // there is no queue, BEGIN IMMEDIATE below waits for the lock alone, as it always did.
    // A connection already inside a transaction is refused by BEGIN at once, as before; in
    // the queue it would wait behind its own turn until the deadline.
    const SqliteApi *api = dialect.isPostgres() ? nullptr : SqliteApi::of(m_db);
    const bool inTransaction =
        api && api->getAutocommit && api->getAutocommit(SqliteApi::handleOf(m_db)) == 0;
    if (!dialect.isPostgres() && !inTransaction &&
        m_queue.enter(m_db.databaseName(), until) == WriterQueue::Wait::TimedOut) {
        m_failure = Failure::Busy;
        m_error = busyError();
        return false;
    }
    for (;;) {
        QSqlQuery query(m_db);
        t_helperBegins = true;
        const bool begun = query.exec(dialect.beginWrite());
        t_helperBegins = false;
        if (begun && dialect.tryWriteLock().isEmpty())
            return true;
        if (begun) {
            // PostgreSQL: the notebook's write lock, or wait and retry as SQLite's writers do.
            QSqlQuery lock(m_db);
            if (lock.exec(dialect.tryWriteLock()) && lock.next() && lock.value(0).toBool())
                return true;
            const QSqlError lockError = lock.lastError();
            lock.finish();
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
            m_failure = lockError.isValid() ? classify(dialect, lockError) : Failure::Busy;
            m_error = lockError.isValid() ? lockError.text() : QString();
        } else {
            m_failure = classify(dialect, query.lastError());
            m_error = query.lastError().text();
        }
        // The driver's own busy timeout has waited already; past the deadline, give up.
        if (m_failure != Failure::Busy || Clock::now() >= until)
            break;
        ++m_busyRetries;
        // Jittered exponential backoff, so writers that wake together do not collide again.
        const auto jitter = std::chrono::milliseconds(
            QRandomGenerator::global()->bounded(qint64(pause.count()) + 1));
        std::this_thread::sleep_for(
            std::min<Clock::duration>(pause + jitter, until - Clock::now()));
        pause = std::min(pause * 2, std::chrono::milliseconds(200));
    }
    m_queue.leave();
    if (m_failure == Failure::Busy)
        m_error = busyError();
    return false;
}

QString WriteTransaction::busyError() const
{
    // Said in words: SQLite's own text ("database is locked") tells the user nothing.
    return NotebookTr::tr("another Lanebook process (a wave, an import, a window) kept the "
                          "notebook busy for %1 s")
        .arg(double(deadline().count()) / 1000.0);
}

bool WriteTransaction::commit()
{
    if (!m_open)
        return false;
    QSqlQuery query(m_db);
    // Windows on a team notebook hear of the write when it commits (NotebookChangeWatcher).
    const QString notify = SqlDialect::of(m_db).notifyChange();
    if (!notify.isEmpty() && !query.exec(notify)) {
        m_failure = classify(SqlDialect::of(m_db), query.lastError());
        m_error = query.lastError().text();
        rollback();
        return false;
    }
    bool committed = false;
    bool checkpointDue = false;
    {
        const WalPageCount walPages(m_db);
        committed = query.exec(QStringLiteral("COMMIT"));
        checkpointDue = walPages.checkpointDue();
    }
    if (committed) {
        m_open = false;
        m_queue.leave();
        // PASSIVE: copies what it can without waiting for anyone; the writer now holding the
        // turn goes on meanwhile.
        if (checkpointDue)
            QSqlQuery(m_db).exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
        return true;
    }
    m_failure = classify(SqlDialect::of(m_db), query.lastError());
    m_error = query.lastError().text();
    rollback();
    return false;
}

void WriteTransaction::rollback()
{
    if (!m_open)
        return;
    m_open = false;
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK"));
    m_queue.leave();
    if (m_onRollback)
        m_onRollback();
}

} // namespace lanebook
