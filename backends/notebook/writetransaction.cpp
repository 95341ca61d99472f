#include "backends/notebook/writetransaction.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/sqldialect.h"
#include "backends/notebook/sqliteapi.h"

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
    // Said in words: SQLite's own text ("database is locked") tells the user nothing.
    if (m_failure == Failure::Busy)
        m_error = NotebookTr::tr("another Lanebook process (a wave, an import, a window) kept the "
                                 "notebook busy for %1 s")
                      .arg(double(deadline().count()) / 1000.0);
    return false;
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
    if (query.exec(QStringLiteral("COMMIT"))) {
        m_open = false;
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
    if (m_onRollback)
        m_onRollback();
}

} // namespace lanebook
