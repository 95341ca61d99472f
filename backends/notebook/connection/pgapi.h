#pragma once

#include <QSqlDatabase>

#include <memory>

namespace lanebook {

// The few libpq entry points Lanebook calls itself, resolved from the very library the QPSQL
// plugin uses: dlsym on the plugin's own handle (found from its driver object), so the
// symbols come from the plugin's link map and never from some other libpq that happens to be
// loaded. No build dependency on libpq: its handles are void* here (PGconn*, PGresult*), and
// its enums plain ints. Where nothing resolves, isComplete() is false and callers keep to
// QSqlQuery. The same pattern as SqliteApi (sqliteapi.h).
struct PgApi
{
    // ExecStatusType (libpq-fe.h, PostgreSQL 15): what PQresultStatus answers.
    static constexpr int kCommandOk = 1; // PGRES_COMMAND_OK
    static constexpr int kTuplesOk = 2;  // PGRES_TUPLES_OK
    // PGTransactionStatusType (libpq-fe.h): what PQtransactionStatus answers.
    static constexpr int kTransactionIdle = 0;    // PQTRANS_IDLE
    static constexpr int kTransactionOpen = 2;    // PQTRANS_INTRANS
    static constexpr int kTransactionFailed = 3;  // PQTRANS_INERROR
    static constexpr int kTransactionUnknown = 4; // PQTRANS_UNKNOWN: the connection is bad
    // Field codes of PQresultErrorField (postgres_ext.h).
    static constexpr int kFieldSqlState = 'C';       // PG_DIAG_SQLSTATE
    static constexpr int kFieldPrimaryMessage = 'M'; // PG_DIAG_MESSAGE_PRIMARY

    void *(*exec)(void *, const char *) = nullptr; // PQexec
    void *(*getResult)(void *) = nullptr;
    int (*resultStatus)(const void *) = nullptr;
    char *(*resultErrorMessage)(const void *) = nullptr;
    char *(*resultErrorField)(const void *, int) = nullptr;
    void (*clear)(void *) = nullptr;
    int (*ntuples)(const void *) = nullptr;
    char *(*getvalue)(const void *, int, int) = nullptr;
    int (*getlength)(const void *, int, int) = nullptr;
    int (*getisnull)(const void *, int, int) = nullptr;
    int (*transactionStatus)(const void *) = nullptr;
    char *(*errorMessage)(const void *) = nullptr;

    bool isComplete() const;

    // The API of the library behind this connection's driver; nullptr when it cannot be
    // resolved (not QPSQL, not open, or symbols hidden).
    static const PgApi *of(const QSqlDatabase &db);
    // The connection's PGconn* (QSqlDriver::handle()), or nullptr.
    static void *handleOf(const QSqlDatabase &db);
};

// A PGresult* that PQclear frees.
struct PgResultClear
{
    const PgApi *api = nullptr;
    void operator()(void *result) const { api->clear(result); }
};
using PgResult = std::unique_ptr<void, PgResultClear>;

} // namespace lanebook
