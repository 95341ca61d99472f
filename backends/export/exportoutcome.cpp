#include "backends/export/exportoutcome.h"

#include "backends/export/exporttr.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace lanebook {

Expected<void> writeExportFile(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        return unexpected(ExportTr::tr("%1: cannot create the folder")
                              .arg(QDir::toNativeSeparators(info.absolutePath())));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return unexpected(ExportTr::tr("%1: cannot write: %2")
                              .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    // Plans and exports name the user's model paths and hosts: the user's alone to read.
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (file.write(bytes) != bytes.size() || !file.flush() || !file.commit()) {
        return unexpected(ExportTr::tr("%1: writing failed: %2")
                              .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return {};
}

} // namespace lanebook
