#include "backends/notebook/repositories/findinglinkrows.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include <QVariant>

namespace lanebook::FindingLinkRows {

using sqlvalues::textOrNull;

Expected<qint64> writeEdit(QSqlDatabase &db, qint64 findingId, const QString &field,
                           const QString &oldText, const QString &newText, const QString &now)
{
    NotebookQuery edit(db, QStringLiteral("INSERT INTO finding_edits(finding_id, field, old_text, "
                                          "new_text, edited_at) VALUES (:finding, :field, :old, "
                                          ":new, :edited)"));
    edit.bind(QStringLiteral(":finding"), findingId)
        .bind(QStringLiteral(":field"), field)
        .bind(QStringLiteral(":old"), textOrNull(oldText))
        .bind(QStringLiteral(":new"), textOrNull(newText))
        .bind(QStringLiteral(":edited"), now);
    if (Expected<void> done = edit.exec(); !done)
        return unexpected(done.error());
    return edit.lastInsertId(); // PostgreSQL: lastval() of the BIGSERIAL
}

Expected<void> linkRuns(QSqlDatabase &db, qint64 findingId,
                        const std::vector<qint64> &controlRunIds,
                        const std::vector<qint64> &candidateRunIds, const QString &now)
{
    NotebookQuery current(db, QStringLiteral("SELECT role FROM finding_runs WHERE finding_id = "
                                             ":finding AND run_id = :run"));
    NotebookQuery label(db, QStringLiteral("SELECT label FROM runs WHERE id = :run"));
    NotebookQuery link(db, QStringLiteral("INSERT INTO finding_runs(finding_id, run_id, role) "
                                          "VALUES (:finding, :run, :role) ON CONFLICT(finding_id, "
                                          "run_id) DO UPDATE SET role = excluded.role"));
    const auto text = [](const NotebookQuery &row) { return row.text(0); };
    for (const bool control : {true, false}) {
        const QString role = control ? QStringLiteral("control") : QStringLiteral("candidate");
        for (qint64 id : control ? controlRunIds : candidateRunIds) {
            const Expected<std::optional<QString>> oldRole =
                current.bind(QStringLiteral(":finding"), findingId)
                    .bind(QStringLiteral(":run"), id)
                    .first(text);
            const QString previous = oldRole && *oldRole ? **oldRole : QString();
            if (previous == role)
                continue; // already linked so: nothing changes, no edit
            const Expected<std::optional<QString>> runLabel =
                label.bind(QStringLiteral(":run"), id).first(text);
            const QString labelText = runLabel && *runLabel ? **runLabel : QString();
            link.bind(QStringLiteral(":finding"), findingId)
                .bind(QStringLiteral(":run"), id)
                .bind(QStringLiteral(":role"), role);
            if (Expected<void> linked = link.exec(); !linked)
                return linked;
            const QString old =
                previous.isEmpty()
                    ? QString()
                    : QStringLiteral("%1:%2:%3").arg(previous).arg(id).arg(labelText);
            if (Expected<qint64> edit =
                    writeEdit(db, findingId, QStringLiteral("link_run"), old,
                              QStringLiteral("%1:%2:%3").arg(role).arg(id).arg(labelText), now);
                !edit)
                return unexpected(edit.error());
        }
    }
    return {};
}

qint64 firstMissing(const QSqlDatabase &db, const char *table, const std::vector<qint64> &ids)
{
    NotebookQuery exists(
        db, QStringLiteral("SELECT 1 FROM %1 WHERE id = :id").arg(QLatin1String(table)));
    for (qint64 id : ids) {
        const Expected<std::optional<bool>> found =
            exists.bind(QStringLiteral(":id"), id).first([](const NotebookQuery &) {
                return true;
            });
        if (!found || !*found)
            return id;
    }
    return 0;
}

} // namespace lanebook::FindingLinkRows
