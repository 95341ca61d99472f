// NotebookCopy: findings, their edit history and the runs and waves they link.
#include "backends/notebook/copy/notebookcopy.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/copy/rowcopy.h"
#include "backends/notebook/notebooktr.h"

#include <QSet>

#include <algorithm>

namespace lanebook {

using rowcopy::readAll;
using rowcopy::RowWriter;

namespace {

// What a finding says; an edit made later in the source replaces these in the target.
const QStringList kFindingText = {
    QStringLiteral("title"),          QStringLiteral("hypothesis"),
    QStringLiteral("hypothesis_at"),  QStringLiteral("hypothesis_source"),
    QStringLiteral("prediction"),     QStringLiteral("verdict"),
    QStringLiteral("verdict_reason"), QStringLiteral("analysis_md"),
    QStringLiteral("rules_out"),      QStringLiteral("next_steps"),
    QStringLiteral("verdict_metric"), QStringLiteral("updated_at")};

QString editKey(const QSqlRecord &edit)
{
    return edit.value(QStringLiteral("field")).toString() + u'\n' +
           edit.value(QStringLiteral("edited_at")).toString() + u'\n' +
           edit.value(QStringLiteral("new_text")).toString();
}

} // namespace

bool NotebookCopy::copyFindings()
{
    const QString source = notebookDisplayName(m_from.path());
    const QString target = notebookDisplayName(m_to.path());
    const Expected<std::vector<QSqlRecord>> findings =
        readAll(m_from.database(), QStringLiteral("SELECT id, uuid, lane_id, created_at, %1 FROM "
                                                  "findings WHERE uuid IS NOT NULL ORDER BY id")
                                       .arg(kFindingText.join(QLatin1Char(','))));
    if (!findings)
        return fail(source, findings.error());
    const Expected<std::vector<QSqlRecord>> edits =
        readAll(m_from.database(), QStringLiteral("SELECT finding_id, field, old_text, new_text, "
                                                  "edited_at FROM finding_edits ORDER BY id"));
    if (!edits)
        return fail(source, edits.error());
    const Expected<std::vector<QSqlRecord>> runLinks = readAll(
        m_from.database(), QStringLiteral("SELECT finding_id, run_id, role FROM finding_runs"));
    if (!runLinks)
        return fail(source, runLinks.error());
    const Expected<std::vector<QSqlRecord>> waveLinks =
        readAll(m_from.database(), QStringLiteral("SELECT finding_id, wave_id FROM finding_waves"));
    if (!waveLinks)
        return fail(source, waveLinks.error());
    if (findings->empty())
        return true;

    const auto transaction = m_to.beginWrite();
    if (!transaction->isOpen()) {
        m_to.failWrite(*transaction, target);
        m_error = m_to.lastError();
        return false;
    }
    QSqlDatabase &db = transaction->db();
    const SqlDialect dialect = SqlDialect::of(db);
    RowWriter writer(db);
    const QString linkRun = dialect.insertOrIgnore(
        QStringLiteral("finding_runs(finding_id, run_id, role) VALUES (?, ?, ?)"));
    const QString linkWave =
        dialect.insertOrIgnore(QStringLiteral("finding_waves(finding_id, wave_id) VALUES (?, ?)"));
    for (const QSqlRecord &finding : *findings) {
        const qint64 sourceId = finding.value(QStringLiteral("id")).toLongLong();
        const QString name =
            NotebookTr::tr("finding %1").arg(finding.value(QStringLiteral("title")).toString());
        const Expected<std::vector<QSqlRecord>> present =
            readAll(db, QStringLiteral("SELECT id, updated_at FROM findings WHERE uuid = ?"),
                    {finding.value(QStringLiteral("uuid"))});
        if (!present)
            return fail(name, present.error());
        qint64 targetId = 0;
        if (present->empty()) {
            const std::optional<QVariant> lane =
                targetLane(writer, finding.value(QStringLiteral("lane_id")));
            if (!lane)
                return false;
            QVariantList values{finding.value(QStringLiteral("uuid")), *lane,
                                finding.value(QStringLiteral("created_at"))};
            for (const QString &column : kFindingText)
                values << finding.value(column);
            const std::optional<qint64> id =
                writer.insert(QStringLiteral("findings"),
                              QStringList{QStringLiteral("uuid"), QStringLiteral("lane_id"),
                                          QStringLiteral("created_at")} +
                                  kFindingText,
                              values);
            if (!id)
                return fail(name, writer.error());
            targetId = *id;
            ++m_summary.findingsAdded;
        } else {
            targetId = present->front().value(0).toLongLong();
            // Times are ISO 8601 UTC in one format, so their text orders as they do.
            if (finding.value(QStringLiteral("updated_at")).toString() >
                present->front().value(1).toString()) {
                QStringList assignments;
                QVariantList values;
                for (const QString &column : kFindingText) {
                    assignments << column + QStringLiteral(" = ?");
                    values << finding.value(column);
                }
                values << targetId;
                if (!writer.exec(QStringLiteral("UPDATE findings SET %1 WHERE id = ?")
                                     .arg(assignments.join(QStringLiteral(", "))),
                                 values))
                    return fail(name, writer.error());
                ++m_summary.findingsUpdated;
            } else {
                ++m_summary.findingsAlreadyThere;
            }
        }

        // Its history: the edits the target lacks.
        const Expected<std::vector<QSqlRecord>> knownEdits =
            readAll(db,
                    QStringLiteral("SELECT field, edited_at, new_text FROM finding_edits WHERE "
                                   "finding_id = ?"),
                    {targetId});
        if (!knownEdits)
            return fail(name, knownEdits.error());
        QSet<QString> known;
        for (const QSqlRecord &edit : *knownEdits)
            known.insert(editKey(edit));
        for (const QSqlRecord &edit : *edits) {
            if (edit.value(0).toLongLong() != sourceId || known.contains(editKey(edit)))
                continue;
            if (!writer.insert(
                    QStringLiteral("finding_edits"),
                    {QStringLiteral("finding_id"), QStringLiteral("field"),
                     QStringLiteral("old_text"), QStringLiteral("new_text"),
                     QStringLiteral("edited_at")},
                    {targetId, edit.value(1), edit.value(2), edit.value(3), edit.value(4)}))
                return fail(name, writer.error());
        }

        // Its runs and waves, by their identity in the target; a link the target has already
        // keeps the target's role.
        for (const QSqlRecord &link : *runLinks) {
            if (link.value(0).toLongLong() != sourceId)
                continue;
            const qint64 run = m_runIds.value(link.value(1).toLongLong());
            if (run == 0)
                continue; // a run without an identity was not copied
            if (!writer.exec(linkRun, {targetId, run, link.value(2)}))
                return fail(name, writer.error());
            m_summary.findingLinksAdded += std::max(0, writer.rowsAffected(linkRun));
        }
        for (const QSqlRecord &link : *waveLinks) {
            if (link.value(0).toLongLong() != sourceId)
                continue;
            const qint64 wave = m_waveIds.value(link.value(1).toLongLong());
            if (wave == 0)
                continue;
            if (!writer.exec(linkWave, {targetId, wave}))
                return fail(name, writer.error());
            m_summary.findingLinksAdded += std::max(0, writer.rowsAffected(linkWave));
        }
    }
    if (!transaction->commit()) {
        m_to.failWrite(*transaction, target);
        m_error = m_to.lastError();
        return false;
    }
    return true;
}

} // namespace lanebook
