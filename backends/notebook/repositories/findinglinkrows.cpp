#include "backends/notebook/repositories/findinglinkrows.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lanebook::FindingLinkRows {

QString writeEdit(QSqlDatabase &db, qint64 findingId, const QString &field, const QString &oldText,
                  const QString &newText, const QString &now, qint64 *editId)
{
    QSqlQuery edit(db);
    edit.prepare(QStringLiteral("INSERT INTO finding_edits(finding_id, field, old_text, new_text, "
                                "edited_at) VALUES (?, ?, ?, ?, ?)"));
    edit.addBindValue(findingId);
    edit.addBindValue(field);
    edit.addBindValue(oldText.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                        : QVariant(oldText));
    edit.addBindValue(newText.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                        : QVariant(newText));
    edit.addBindValue(now);
    if (!edit.exec())
        return edit.lastError().text();
    if (editId)
        *editId = edit.lastInsertId().toLongLong(); // PostgreSQL: lastval() of the BIGSERIAL
    return {};
}

QString linkRuns(QSqlDatabase &db, qint64 findingId, const std::vector<qint64> &controlRunIds,
                 const std::vector<qint64> &candidateRunIds, const QString &now)
{
    QSqlQuery current(db);
    current.prepare(QStringLiteral("SELECT role FROM finding_runs WHERE finding_id = ? AND "
                                   "run_id = ?"));
    QSqlQuery label(db);
    label.prepare(QStringLiteral("SELECT label FROM runs WHERE id = ?"));
    QSqlQuery link(db);
    link.prepare(
        QStringLiteral("INSERT INTO finding_runs(finding_id, run_id, role) VALUES (?, ?, ?) "
                       "ON CONFLICT(finding_id, run_id) DO UPDATE SET role = excluded.role"));
    for (const bool control : {true, false}) {
        const QString role = control ? QStringLiteral("control") : QStringLiteral("candidate");
        for (qint64 id : control ? controlRunIds : candidateRunIds) {
            current.bindValue(0, findingId);
            current.bindValue(1, id);
            QString oldRole;
            if (current.exec() && current.next())
                oldRole = current.value(0).toString();
            current.finish();
            if (oldRole == role)
                continue; // already linked so: nothing changes, no edit
            label.bindValue(0, id);
            QString runLabel;
            if (label.exec() && label.next())
                runLabel = label.value(0).toString();
            label.finish();
            link.bindValue(0, findingId);
            link.bindValue(1, id);
            link.bindValue(2, role);
            if (!link.exec())
                return link.lastError().text();
            const QString old = oldRole.isEmpty()
                                    ? QString()
                                    : QStringLiteral("%1:%2:%3").arg(oldRole).arg(id).arg(runLabel);
            QString error =
                writeEdit(db, findingId, QStringLiteral("link_run"), old,
                          QStringLiteral("%1:%2:%3").arg(role).arg(id).arg(runLabel), now);
            if (!error.isEmpty())
                return error;
        }
    }
    return {};
}

qint64 firstMissing(QSqlDatabase &db, const char *table, const std::vector<qint64> &ids)
{
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE id = ?").arg(QLatin1String(table)));
    for (qint64 id : ids) {
        exists.bindValue(0, id);
        if (!exists.exec() || !exists.next())
            return id;
        exists.finish();
    }
    return 0;
}

} // namespace lanebook::FindingLinkRows
