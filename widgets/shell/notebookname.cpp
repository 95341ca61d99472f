#include "widgets/shell/notebookname.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace lanebook {

NotebookName notebookName(const QString &location)
{
    if (location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
        location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive)) {
        const QUrl url(location);
        return {url.path().mid(1), QStringLiteral("%1:%2").arg(url.host()).arg(url.port(5432))};
    }
    const QFileInfo file(location);
    return {file.fileName(), QDir::toNativeSeparators(file.absolutePath())};
}

} // namespace lanebook
