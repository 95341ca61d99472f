#pragma once

#include "models/base/expected.h"
#include <QString>

#include <optional>

namespace lanebook {

// Where a team notebook lives: postgresql://user@host:port/dbname?sslmode=require (also
// postgres://); a server on this machine's Unix socket, postgresql://user@/dbname?host=/dir
// (libpq's form: host names the socket's directory, port its file). The password is never
// part of it: libpq finds it in ~/.pgpass or PGPASSWORD when none is given, so it stays out of
// the notebook, the settings and the command line.
struct ServerNotebookAddress
{
    QString host; // a name, an address, or (starting with '/') a Unix socket's directory
    int port = 5432;
    QString database;
    QString user;           // empty: libpq's default (PGUSER, else the login name)
    QString connectOptions; // QPSQL's "key=value;key=value" (sslmode, connect_timeout, ...)

    // host:port/db, as every message names the server.
    QString display() const;
};

// Whether a --notebook value names a server rather than a file.
bool isServerNotebook(const QString &location);

// Parses a server notebook address, or says what is wrong and what to write.
Expected<ServerNotebookAddress> parseServerNotebook(const QString &location);

// The notebook as messages name it: host:port/db for a server, the native path for a file.
QString notebookDisplayName(const QString &location);

} // namespace lanebook
