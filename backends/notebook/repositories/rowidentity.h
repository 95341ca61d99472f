#pragma once

#include "models/base/expected.h"

#include <QSqlDatabase>
#include <QString>

namespace lanebook {

// Identities a row keeps across notebooks (runs, waves and findings have a uuid column from
// schema version 8) and the host a measurement is recorded under.

// A new identity: a random (version 4) UUID without braces, the same form in both databases.
QString newRowUuid();

// This machine's name as runs, waves and GPUs record it when Lanebook measured them here.
QString localHostName();

// Gives every row of the table without a uuid a new one, inside the caller's transaction
// (rows stored before version 8, or by a program that did not know the column); the
// database's error when a statement failed.
Expected<void> assignMissingUuids(QSqlDatabase &db, const QString &table);

// The program's part of a migration, run after its SQL in the same transaction: what SQL
// alone cannot do the same way on SQLite and PostgreSQL; the database's error on failure.
Expected<void> completeMigration(QSqlDatabase &db, int version);

} // namespace lanebook
