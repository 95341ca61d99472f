#include "backends/notebook/sqlitestatement.h"

#include <QSqlDriver>
#include <QVariant>

#include <atomic>

#include <dlfcn.h>

namespace lanebook {

namespace {

// The few sqlite3 entry points used, resolved once from the already loaded library.
struct SqliteApi
{
    int (*prepare)(void *, const char *, int, void **, const char **) = nullptr;
    int (*bindInt64)(void *, int, long long) = nullptr;
    int (*bindDouble)(void *, int, double) = nullptr;
    int (*bindNull)(void *, int) = nullptr;
    int (*step)(void *) = nullptr;
    int (*reset)(void *) = nullptr;
    int (*finalize)(void *) = nullptr;
    const char *(*errmsg)(void *) = nullptr;
    int (*columnType)(void *, int) = nullptr;
    long long (*columnInt64)(void *, int) = nullptr;
    double (*columnDouble)(void *, int) = nullptr;
    const unsigned char *(*columnText)(void *, int) = nullptr;
    int (*columnBytes)(void *, int) = nullptr;

    bool complete() const
    {
        return prepare && bindInt64 && bindDouble && bindNull && step && reset && finalize &&
               errmsg && columnType && columnInt64 && columnDouble && columnText && columnBytes;
    }
};

constexpr int kSqliteRow = 100;
constexpr int kSqliteDone = 101;
constexpr int kSqliteNull = 5;

std::atomic_bool g_enabled{true};

const SqliteApi &api()
{
    static const SqliteApi resolved = [] {
        SqliteApi a;
        // Only a library that is already loaded (by the QSQLITE plugin): never load another.
        void *lib = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_NOLOAD);
        if (!lib)
            return a;
        const auto resolve = [lib](auto &function, const char *name) {
            function =
                reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(lib, name));
        };
        resolve(a.prepare, "sqlite3_prepare_v2");
        resolve(a.bindInt64, "sqlite3_bind_int64");
        resolve(a.bindDouble, "sqlite3_bind_double");
        resolve(a.bindNull, "sqlite3_bind_null");
        resolve(a.step, "sqlite3_step");
        resolve(a.reset, "sqlite3_reset");
        resolve(a.finalize, "sqlite3_finalize");
        resolve(a.errmsg, "sqlite3_errmsg");
        resolve(a.columnType, "sqlite3_column_type");
        resolve(a.columnInt64, "sqlite3_column_int64");
        resolve(a.columnDouble, "sqlite3_column_double");
        resolve(a.columnText, "sqlite3_column_text");
        resolve(a.columnBytes, "sqlite3_column_bytes");
        // The handle stays open for the process: the plugin holds the library anyway.
        return a;
    }();
    return resolved;
}

void *sqliteHandle(const QSqlDatabase &db)
{
    if (!db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<void *const *>(handle.constData());
}

} // namespace

void SqliteStatement::setEnabled(bool enabled)
{
    g_enabled = enabled;
}

bool SqliteStatement::isUsable(const QSqlDatabase &db)
{
    return g_enabled && db.driverName() == QLatin1String("QSQLITE") && api().complete() &&
           sqliteHandle(db);
}

SqliteStatement::~SqliteStatement()
{
    if (m_stmt)
        api().finalize(m_stmt);
}

bool SqliteStatement::prepare(const QSqlDatabase &db, const QByteArray &sql)
{
    if (!isUsable(db)) {
        m_error = QStringLiteral("no direct SQLite access on this connection");
        return false;
    }
    m_db = sqliteHandle(db);
    if (api().prepare(m_db, sql.constData(), int(sql.size()), &m_stmt, nullptr) != 0) {
        m_error = QString::fromUtf8(api().errmsg(m_db));
        m_stmt = nullptr;
        return false;
    }
    return true;
}

void SqliteStatement::bindInt64(int index, qint64 value)
{
    api().bindInt64(m_stmt, index, value);
}

void SqliteStatement::bindDouble(int index, double value)
{
    api().bindDouble(m_stmt, index, value);
}

void SqliteStatement::bindNull(int index)
{
    api().bindNull(m_stmt, index);
}

bool SqliteStatement::execute()
{
    const int rc = api().step(m_stmt);
    api().reset(m_stmt);
    if (rc != kSqliteDone) {
        m_error = QString::fromUtf8(api().errmsg(m_db));
        return false;
    }
    return true;
}

bool SqliteStatement::next()
{
    const int rc = api().step(m_stmt);
    if (rc == kSqliteRow)
        return true;
    if (rc != kSqliteDone)
        m_error = QString::fromUtf8(api().errmsg(m_db));
    return false;
}

bool SqliteStatement::isNull(int column) const
{
    return api().columnType(m_stmt, column) == kSqliteNull;
}

qint64 SqliteStatement::int64(int column) const
{
    return api().columnInt64(m_stmt, column);
}

double SqliteStatement::real(int column) const
{
    return api().columnDouble(m_stmt, column);
}

QString SqliteStatement::text(int column) const
{
    const auto *bytes = reinterpret_cast<const char *>(api().columnText(m_stmt, column));
    return bytes ? QString::fromUtf8(bytes, api().columnBytes(m_stmt, column)) : QString();
}

} // namespace lanebook
