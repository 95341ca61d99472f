#include "backends/notebook/writetransaction.h"
#include "backends/notebook/sqliteapi.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

#include <thread>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(WriteTransaction)
};

// SQLite's primary result codes (the low byte of an extended code).
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;
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
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return Failure::Other;
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
        return Failure::Busy;
    case kSqliteReadOnly:
    case kSqliteIoErr:
    case kSqliteFull:
    case kSqliteCantOpen:
        return Failure::Unwritable;
    default:
        return Failure::Other;
    }
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
        m_failure = Failure::Other;
        m_error = Tr::tr("the notebook is not open");
        return false;
    }
    using Clock = std::chrono::steady_clock;
    const Clock::time_point until = Clock::now() + deadline();
    std::chrono::milliseconds pause(2);
    for (;;) {
        QSqlQuery query(m_db);
        t_helperBegins = true;
        const bool begun = query.exec(QStringLiteral("BEGIN IMMEDIATE"));
        t_helperBegins = false;
        if (begun)
            return true;
        m_failure = classify(query.lastError());
        m_error = query.lastError().text();
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
        m_error = Tr::tr("another Lanebook process (a wave, an import, a window) kept the "
                         "notebook busy for %1 s")
                      .arg(double(deadline().count()) / 1000.0);
    return false;
}

bool WriteTransaction::commit()
{
    if (!m_open)
        return false;
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("COMMIT"))) {
        m_open = false;
        return true;
    }
    m_failure = classify(query.lastError());
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
