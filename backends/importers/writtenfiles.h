#pragma once

#include <QString>
#include <QStringList>

#include <map>

namespace lanebook {

// The files an experiment wrote: its folder listed before and after the run, and the files
// that are new or whose size or modification time changed. Hidden files and folders (.git,
// .venv) are not looked into; nor are the paths in `ignored` (the notebook and its -wal,
// -shm, -journal and -writelock companions when the notebook lives in that folder).
struct FileStamp
{
    qint64 sizeBytes = 0;
    qint64 modifiedMs = 0;
    friend bool operator==(const FileStamp &, const FileStamp &) = default;
};

struct FolderListing
{
    std::map<QString, FileStamp> files; // absolute path -> stamp
    bool truncated = false;             // more than kMaxListedFiles: the rest was not listed
};

inline constexpr int kMaxListedFiles = 200000;

FolderListing listFolder(const QString &folder, const QStringList &ignored = {});

// New or changed files, in path order.
QStringList writtenFiles(const FolderListing &before, const FolderListing &after);

} // namespace lanebook
