#include "backends/importers/writtenfiles.h"

#include "backends/notebook/connection/writerqueue.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace lanebook {

FolderListing listFolder(const QString &folder, const QStringList &ignored)
{
    FolderListing listing;
    QStringList skipped;
    for (const QString &path : ignored) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        skipped << absolute;
        for (const char *suffix : {"-wal", "-shm", "-journal"})
            skipped << absolute + QLatin1String(suffix);
        skipped << absolute + WriterQueue::suffix();
    }
    // Without QDirIterator::FollowSymlinks: a link to a large tree is not walked, and one in
    // a loop is never a problem.
    const QDir root(folder);
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString path = info.absoluteFilePath();
        const QString relative = root.relativeFilePath(path);
        if (relative.startsWith(u'.') || relative.contains(QLatin1String("/.")))
            continue;
        if (skipped.contains(path))
            continue;
        if (static_cast<int>(listing.files.size()) >= kMaxListedFiles) {
            listing.truncated = true;
            break;
        }
        listing.files[path] = {info.size(), info.lastModified().toMSecsSinceEpoch()};
    }
    return listing;
}

QStringList writtenFiles(const FolderListing &before, const FolderListing &after)
{
    QStringList written;
    for (const auto &[path, stamp] : after.files) {
        const auto old = before.files.find(path);
        if (old == before.files.end() || !(old->second == stamp))
            written << path;
    }
    return written;
}

} // namespace lanebook
