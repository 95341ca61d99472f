#include "backends/notebook/connection/sqliteapi.h"
#include "backends/notebook/connection/driverplugin.h"

#include <QSqlDriver>
#include <QVariant>

#include <dlfcn.h>

namespace lanebook {

namespace {

SqliteApi resolveFrom(void *library)
{
    SqliteApi a;
    const auto resolve = [library](auto &function, const char *name) {
        function =
            reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, name));
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
    resolve(a.getAutocommit, "sqlite3_get_autocommit");
    resolve(a.setAuthorizer, "sqlite3_set_authorizer");
    resolve(a.walHook, "sqlite3_wal_hook");
    resolve(a.walAutocheckpoint, "sqlite3_wal_autocheckpoint");
    resolve(a.dbReadonly, "sqlite3_db_readonly");
    return a;
}

} // namespace

bool SqliteApi::isComplete() const
{
    return prepare && bindInt64 && bindDouble && bindNull && step && reset && finalize && errmsg &&
           columnType && columnInt64 && columnDouble && columnText && columnBytes &&
           getAutocommit && setAuthorizer;
}

void *SqliteApi::handleOf(const QSqlDatabase &db)
{
    if (!db.driver() || db.driverName() != QLatin1String("QSQLITE"))
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<void *const *>(handle.constData());
}

const SqliteApi *SqliteApi::of(const QSqlDatabase &db)
{
    if (!handleOf(db))
        return nullptr;
    return driverplugin::apiOf<SqliteApi>(db.driver(), resolveFrom);
}

} // namespace lanebook
