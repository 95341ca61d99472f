#include "backends/notebook/connection/notebooklocation.h"

#include <QDir>
#include <QStandardPaths>

namespace lanebook {

QString defaultNotebookPath()
{
    const QString fromEnvironment = qEnvironmentVariable("LANEBOOK_NOTEBOOK");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return QDir(dataDir).filePath(QStringLiteral("lanebook/default.lanebook"));
}

} // namespace lanebook
