#include "backends/notebook/connection/pgapi.h"
#include "backends/notebook/connection/driverplugin.h"

#include <QSqlDriver>
#include <QVariant>

#include <dlfcn.h>

namespace lanebook {

namespace {

PgApi resolveFrom(void *library)
{
    PgApi a;
    const auto resolve = [library](auto &function, const char *name) {
        function =
            reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, name));
    };
    resolve(a.exec, "PQexec");
    resolve(a.getResult, "PQgetResult");
    resolve(a.resultStatus, "PQresultStatus");
    resolve(a.resultErrorMessage, "PQresultErrorMessage");
    resolve(a.resultErrorField, "PQresultErrorField");
    resolve(a.clear, "PQclear");
    resolve(a.ntuples, "PQntuples");
    resolve(a.getvalue, "PQgetvalue");
    resolve(a.getlength, "PQgetlength");
    resolve(a.getisnull, "PQgetisnull");
    resolve(a.transactionStatus, "PQtransactionStatus");
    resolve(a.errorMessage, "PQerrorMessage");
    return a;
}

} // namespace

bool PgApi::isComplete() const
{
    return exec && getResult && resultStatus && resultErrorMessage && resultErrorField && clear &&
           ntuples && getvalue && getlength && getisnull && transactionStatus && errorMessage;
}

void *PgApi::handleOf(const QSqlDatabase &db)
{
    if (!db.driver() || db.driverName() != QLatin1String("QPSQL") || !db.isOpen())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    // Qt 6 names the type as the compiler spells it (libpq's struct pg_conn, typedef'd to
    // PGconn); the name QPSQL registers it under is PGconn*.
    if (!handle.isValid() ||
        (qstrcmp(handle.typeName(), "pg_conn*") != 0 && qstrcmp(handle.typeName(), "PGconn*") != 0))
        return nullptr;
    return *static_cast<void *const *>(handle.constData());
}

const PgApi *PgApi::of(const QSqlDatabase &db)
{
    if (!handleOf(db))
        return nullptr;
    return driverplugin::apiOf<PgApi>(db.driver(), resolveFrom);
}

} // namespace lanebook
