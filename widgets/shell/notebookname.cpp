#include "widgets/shell/notebookname.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

namespace lanebook {

NotebookName notebookName(const QString &location)
{
    if (location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
        location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive)) {
        const QUrl url(location);
        // A server's Unix socket (?host=/dir) is named by its directory, as libpq names it.
        const QString socketDirectory =
            QUrlQuery(url).queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
        return {url.path().mid(1),
                QStringLiteral("%1:%2")
                    .arg(socketDirectory.isEmpty() ? url.host() : socketDirectory)
                    .arg(url.port(5432))};
    }
    const QFileInfo file(location);
    return {file.fileName(), QDir::toNativeSeparators(file.absolutePath())};
}

} // namespace lanebook
