#pragma once

#include <QString>

namespace lanebook {

// How the window names a notebook: a file by its name and folder, a team notebook
// (postgresql://user@host:port/db) by its database and server. Never shows a password
// (addresses hold none).
struct NotebookName
{
    QString name;  // "kv-cache.lanebook", or "lanebook" (the database)
    QString place; // the folder, or "host:port"
};

NotebookName notebookName(const QString &location);

} // namespace lanebook
