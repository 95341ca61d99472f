#pragma once

#include "backends/notebook/connection/serveraddress.h"

#include <QString>

namespace lanebook {

// Passwords a person gave this process for team notebooks (typed into the window's Open Team
// Notebook dialog, or read from the desktop keychain), held in memory only: every connection
// this process opens to that server, database and user (the writer's, each reader's) sends it.
// Never written to the notebook, the settings or a file, never put in an argument list or in
// the environment of a child process. Without one, PostgreSQL's client library reads
// ~/.pgpass or PGPASSWORD. Thread-safe.

// Remembers the password for this address; an empty one forgets it.
void setServerPassword(const ServerNotebookAddress &address, const QString &password);
// The password remembered for this address; empty when none.
QString serverPassword(const ServerNotebookAddress &address);

// The name a team notebook's password is kept under in the keychain (service "lanebook"):
// "postgresql:USER@HOST:PORT/DATABASE".
QString serverPasswordSecretName(const ServerNotebookAddress &address);

} // namespace lanebook
