#pragma once

#include "models/base/expected.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

namespace lanebook {

// Repairs of what an older Lanebook damaged (schema version 10, run inside the migration's
// transaction; notebook_repairs keeps what was done until the next open has said it once).

// Locators stored translated ("Objekt 1", "第 3 行") are stored in English again, and runs
// that are the same run of the same file (source sha256, locator) are merged into the oldest:
// the others' notes, tags, status overrides, finding links and baseline marks move to it
// (an identical note or tag is kept once), then they are removed. One notebook_repairs row per
// merge. The database's error when a statement failed (the migration then rolls back).
Expected<void> mergeLocalizedDuplicateRuns(QSqlDatabase &db);

// Every run whose config, workload or extra holds the redaction mark under a key that names no
// credential (maskeddata.h) gets its key paths in run_data_losses and one notebook_repairs row.
Expected<void> markMaskedRunData(QSqlDatabase &db);

// Findings `copies` merged into `kept`: their run and wave links move to it (a link it has
// is kept once), then they are removed; one notebook_repairs row. Inside the caller's
// transaction. Used for the demo's story written again under another language.
Expected<void> mergeFindingsInto(QSqlDatabase &db, qint64 kept, const std::vector<qint64> &copies);

// The repairs not yet said, one sentence each in the user's language, and their ids.
struct PendingRepairs
{
    std::vector<qint64> ids;
    QStringList notes;
};
Expected<PendingRepairs> unreportedRepairs(const QSqlDatabase &db);
// Marks them said, inside the caller's write transaction.
Expected<void> markRepairsReported(QSqlDatabase &db, const std::vector<qint64> &ids);

} // namespace lanebook
