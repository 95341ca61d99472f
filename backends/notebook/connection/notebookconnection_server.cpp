// NotebookConnection: a team notebook on a PostgreSQL server, through Qt's QPSQL driver.
#include "backends/notebook/connection/notebookconnection.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/connection/serverpasswords.h"
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/notebooktr.h"

#include <QSqlError>

namespace lanebook {

namespace {

// libpq's own text, reduced to what the user must do about it.
QString explainConnectFailure(const ServerNotebookAddress &address, const QString &driverText)
{
    const QString server = address.display();
    const QString detail = driverText.simplified();
    if (detail.contains(QLatin1String("password authentication failed")) ||
        detail.contains(QLatin1String("no password supplied")) ||
        detail.contains(QLatin1String("password is missing")))
        return NotebookTr::tr(
                   "%1: the server refused the login of user %2 (%3). Put the password in "
                   "~/.pgpass (a line host:port:database:user:password, mode 0600) or in "
                   "PGPASSWORD; Lanebook never stores it")
            .arg(server, address.user.isEmpty() ? NotebookTr::tr("(default)") : address.user,
                 detail);
    if (detail.contains(QLatin1String("does not exist")) &&
        detail.contains(QLatin1String("database")))
        return NotebookTr::tr(
                   "%1: there is no database %2 on the server (%3). Create it (createdb %2) "
                   "and open it again: an empty database becomes a new notebook")
            .arg(server, address.database, detail);
    if (detail.contains(QLatin1String("Connection refused")) ||
        detail.contains(QLatin1String("timeout expired")) ||
        detail.contains(QLatin1String("could not translate host name")) ||
        detail.contains(QLatin1String("No route to host")) ||
        detail.contains(QLatin1String("Network is unreachable")))
        return NotebookTr::tr(
                   "%1: cannot reach the PostgreSQL server (%2). Check that it is running and "
                   "accepts TCP connections there, and that host and port are right")
            .arg(server, detail);
    if (detail.contains(QLatin1String("SSL")))
        return NotebookTr::tr(
                   "%1: the TLS connection failed (%2). Check sslmode and the certificates "
                   "named in the address")
            .arg(server, detail);
    return NotebookTr::tr("%1: cannot open the team notebook: %2").arg(server, detail);
}

} // namespace

bool NotebookConnection::openServer()
{
    const Expected<ServerNotebookAddress> address = parseServerNotebook(m_path);
    if (!address) {
        fail(address.error());
        return false;
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        fail(NotebookTr::tr("%1: Qt's PostgreSQL driver (QPSQL) is not installed; install "
                            "libqt6sql6-psql (packaging/install-deps.sh) to open team notebooks")
                 .arg(address->display()));
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    db.setHostName(address->host);
    db.setPort(address->port);
    db.setDatabaseName(address->database);
    if (!address->user.isEmpty())
        db.setUserName(address->user);
    // A password given to this process (typed into the window, or from the keychain) is held
    // in memory only; without one, libpq reads ~/.pgpass or PGPASSWORD.
    if (const QString password = serverPassword(*address); !password.isEmpty())
        db.setPassword(password);
    db.setConnectOptions(address->connectOptions);
    if (!db.open()) {
        fail(explainConnectFailure(*address, db.lastError().text()));
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        return false;
    }
    return true;
}

bool NotebookConnection::reconnectIfGone()
{
    if (!isServerNotebook(m_path) || !QSqlDatabase::contains(m_connectionName) ||
        QSqlDatabase::database(m_connectionName, false).isOpen())
        return false;
    reconnectServer();
    return QSqlDatabase::database(m_connectionName, false).isOpen();
}

void NotebookConnection::reconnectServer()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isValid())
        return;
    db.close();
    // Still away: the connection stays closed and the write is refused as unwritable again.
    if (!db.open())
        return;
    const SqlDialect dialect = SqlDialect::of(db);
    for (const QString &statement : dialect.openStatements(m_readOnly))
        exec(statement);
}

} // namespace lanebook
