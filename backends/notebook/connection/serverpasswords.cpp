#include "backends/notebook/connection/serverpasswords.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>

namespace lanebook {

namespace {

QMutex g_mutex;

QHash<QString, QString> &passwords()
{
    static QHash<QString, QString> map;
    return map;
}

QString keyOf(const ServerNotebookAddress &address)
{
    return QStringLiteral("%1@%2:%3/%4")
        .arg(address.user, address.host)
        .arg(address.port)
        .arg(address.database);
}

} // namespace

void setServerPassword(const ServerNotebookAddress &address, const QString &password)
{
    const QMutexLocker lock(&g_mutex);
    if (password.isEmpty())
        passwords().remove(keyOf(address));
    else
        passwords().insert(keyOf(address), password);
}

QString serverPassword(const ServerNotebookAddress &address)
{
    const QMutexLocker lock(&g_mutex);
    return passwords().value(keyOf(address));
}

QString serverPasswordSecretName(const ServerNotebookAddress &address)
{
    return QStringLiteral("postgresql:") + keyOf(address);
}

} // namespace lanebook
