#pragma once

#include "models/base/expected.h"

#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace lanebook::FindingLinkRows {

// Rows shared by the findings writes of FindingRepository (findingrepository*.cpp); each
// runs inside the caller's transaction; a failure is the database's words.

// Links runs to a finding with their role (a run linked again changes role) and keeps a
// "link_run" edit per run, "<role>:<run id>:<label>", so a run deleted later is still
// named in the finding's export.
Expected<void> linkRuns(QSqlDatabase &db, qint64 findingId,
                        const std::vector<qint64> &controlRunIds,
                        const std::vector<qint64> &candidateRunIds, const QString &now);

// One finding_edits row; its id.
Expected<qint64> writeEdit(QSqlDatabase &db, qint64 findingId, const QString &field,
                           const QString &oldText, const QString &newText, const QString &now);

// The first id in `ids` that is not a row of `table`, or 0 when all are.
qint64 firstMissing(const QSqlDatabase &db, const char *table, const std::vector<qint64> &ids);

} // namespace lanebook::FindingLinkRows
