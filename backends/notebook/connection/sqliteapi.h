#pragma once

#include <QSqlDatabase>

namespace lanebook {

// The few sqlite3 entry points Lanebook calls itself, resolved from the very library the
// QSQLITE plugin uses: dlsym on the plugin's own handle (found from its driver object), so
// the symbols come from the plugin's link map and never from some other libsqlite3 that
// happens to be loaded. No build dependency on SQLite. Where Qt carries SQLite built in
// with hidden symbols, nothing resolves and isComplete() is false.
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
    int (*getAutocommit)(void *) = nullptr;
    int (*setAuthorizer)(void *,
                         int (*)(void *, int, const char *, const char *, const char *,
                                 const char *),
                         void *) = nullptr;
    // sqlite3_wal_hook (optional: not part of isComplete()).
    void *(*walHook)(void *, int (*)(void *, void *, const char *, int), void *) = nullptr;
    // sqlite3_wal_autocheckpoint (optional): puts SQLite's own checkpoint hook back.
    int (*walAutocheckpoint)(void *, int) = nullptr;
    // sqlite3_db_readonly (optional: not part of isComplete()).
    int (*dbReadonly)(void *, const char *) = nullptr;

    bool isComplete() const;

    // The API of the library behind this connection's driver; nullptr when it cannot be
    // resolved (not QSQLITE, or symbols hidden).
    static const SqliteApi *of(const QSqlDatabase &db);
    // The connection's sqlite3* (QSqlDriver::handle()), or nullptr.
    static void *handleOf(const QSqlDatabase &db);
};

} // namespace lanebook
