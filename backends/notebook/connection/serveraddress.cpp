#include "backends/notebook/connection/serveraddress.h"

#include "backends/notebook/notebooktr.h"

#include <QDir>
#include <QUrl>
#include <QUrlQuery>

namespace lanebook {

namespace {

// libpq connection keywords a URL may pass through (TLS and timeouts); anything else in
// the query is refused rather than silently dropped.
bool isPassedThrough(const QString &key)
{
    static const QStringList keys = {
        QStringLiteral("sslmode"),          QStringLiteral("sslrootcert"),
        QStringLiteral("sslcert"),          QStringLiteral("sslkey"),
        QStringLiteral("sslcrl"),           QStringLiteral("connect_timeout"),
        QStringLiteral("application_name"), QStringLiteral("target_session_attrs")};
    return keys.contains(key);
}

// An unreachable server answers in seconds, not in libpq's default of forever.
constexpr int kDefaultConnectTimeoutS = 10;

} // namespace

QString ServerNotebookAddress::display() const
{
    return QStringLiteral("%1:%2/%3").arg(host).arg(port).arg(database);
}

bool isServerNotebook(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

Expected<ServerNotebookAddress> parseServerNotebook(const QString &location)
{
    const QUrl url(location, QUrl::StrictMode);
    const QString form = NotebookTr::tr("write it as postgresql://user@host:port/database");
    // libpq's host parameter wins over the address's host, as in libpq: a server on this
    // machine's Unix socket is postgresql://user@/database?host=/run/postgresql (a directory).
    const QString hostParameter =
        QUrlQuery(url).queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    if (!url.isValid() || (url.host().isEmpty() && hostParameter.isEmpty())) {
        return unexpected(
            NotebookTr::tr("%1: not a valid server notebook address (%2)").arg(location, form));
    }
    if (!url.password().isEmpty()) {
        return unexpected(
            NotebookTr::tr("%1: the address holds a password; remove it and put it in ~/.pgpass "
                           "(or PGPASSWORD), where PostgreSQL's client library finds it")
                .arg(url.toDisplayString(QUrl::RemovePassword)));
    }
    ServerNotebookAddress address;
    address.host = hostParameter.isEmpty() ? url.host() : hostParameter;
    address.port = url.port(5432);
    address.user = url.userName();
    address.database = url.path().mid(1);
    if (address.database.isEmpty() || address.database.contains(QLatin1Char('/'))) {
        return unexpected(
            NotebookTr::tr("%1: name one database after the host (%2)").arg(location, form));
    }
    QStringList options;
    bool timeoutGiven = false;
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("host"))
            continue; // the host, above
        if (!isPassedThrough(key)) {
            return unexpected(
                NotebookTr::tr("%1: unknown option %2 (sslmode, sslrootcert, sslcert, sslkey, "
                               "sslcrl, connect_timeout, application_name are understood)")
                    .arg(location, key));
        }
        if (value.contains(QLatin1Char(';')) || value.contains(QLatin1Char(' '))) {
            return unexpected(NotebookTr::tr("%1: the value of %2 may not contain spaces or ';'")
                                  .arg(location, key));
        }
        timeoutGiven = timeoutGiven || key == QLatin1String("connect_timeout");
        options << QStringLiteral("%1=%2").arg(key, value);
    }
    if (!timeoutGiven)
        options << QStringLiteral("connect_timeout=%1").arg(kDefaultConnectTimeoutS);
    address.connectOptions = options.join(QLatin1Char(';'));
    return address;
}

QString notebookDisplayName(const QString &location)
{
    if (isServerNotebook(location)) {
        if (const auto address = parseServerNotebook(location))
            return address->display();
        return location;
    }
    return QDir::toNativeSeparators(location);
}

} // namespace lanebook
