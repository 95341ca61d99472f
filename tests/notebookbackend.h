#pragma once

#include "postgresfixture.h"

#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace lanebook::test {

// Which database the notebook tests run against: LANEBOOK_TEST_NOTEBOOK_BACKEND=postgresql
// runs the same test functions on a private PostgreSQL server (postgresfixture.h, one per test
// process, started at the first notebook asked for); anything else (the default) on SQLite
// files. tests/CMakeLists.txt registers the PostgreSQL variant as a second CTest entry.
inline bool onPostgres()
{
    return qEnvironmentVariable("LANEBOOK_TEST_NOTEBOOK_BACKEND") == QLatin1String("postgresql");
}

inline PostgresFixture &postgresServer()
{
    static PostgresFixture server;
    if (!server.isRunning() && !server.start())
        qFatal("cannot start the test PostgreSQL server: %s", qPrintable(server.error()));
    return server;
}

// A fresh notebook location: a file in dir on SQLite, a new empty database on PostgreSQL
// (dir is unused there; the name only tells databases apart in a failure message).
inline QString notebookAt(const QTemporaryDir &dir, const QString &fileName)
{
    if (!onPostgres())
        return dir.filePath(fileName);
    PostgresFixture &server = postgresServer();
    const QString database = server.createDatabase(QStringLiteral("nb"));
    if (database.isEmpty())
        qFatal("cannot create a test database: %s", qPrintable(server.error()));
    return server.url(database);
}

} // namespace lanebook::test

// For a test function that inspects SQLite's file itself (its bytes, PRAGMAs, a raw QSQLITE
// connection): on PostgreSQL it says so and skips; tst_postgresnotebook covers the same
// promise there.
#define LANEBOOK_SQLITE_FILE_ONLY()                                                                \
    do {                                                                                           \
        if (lanebook::test::onPostgres())                                                          \
            QSKIP("inspects the SQLite file itself; tst_postgresnotebook covers PostgreSQL");      \
    } while (false)

namespace lanebook::test {

// The database a postgresql:// notebook location names (its path without the slash).
inline QString databaseOf(const QString &location)
{
    return QUrl(location).path().mid(1);
}

inline bool isServerLocation(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"));
}

} // namespace lanebook::test

namespace lanebook::test {

// A second connection to a notebook, outside the store, as another program would open it (a
// QSQLITE file or QPSQL to the test server). The caller removes it by name.
inline QSqlDatabase addRawConnection(const QString &location, const QString &connectionName)
{
    if (!isServerLocation(location)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(location);
        return db;
    }
    const PostgresFixture &server = postgresServer();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    db.setHostName(server.socketDirectory());
    db.setPort(server.port());
    db.setUserName(PostgresFixture::superuser());
    db.setDatabaseName(databaseOf(location));
    return db;
}

} // namespace lanebook::test
