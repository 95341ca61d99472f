// FindingRepository: the runs and waves a finding rests on, and its edit history. Linking and
// unlinking are edits too, so that a run deleted after it was linked is still named.
#include "backends/notebook/repositories/findingrepository.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/repositories/findinglinkrows.h"

#include <QSet>

namespace lanebook {

using sqlvalues::nowUtc;

Expected<void> FindingRepository::linkRuns(qint64 findingId,
                                           const std::vector<qint64> &controlRunIds,
                                           const std::vector<qint64> &candidateRunIds)
{
    m_editSession.reset(); // a link is an edit of its own: the next save starts anew
    if (m_connection.isReadOnly() || !m_connection.isOpen())
        return unexpected(NotebookTr::tr("the notebook is not open for writing"));
    if (controlRunIds.empty() && candidateRunIds.empty())
        return unexpected(
            NotebookTr::tr("name the runs to link: --control RUN... and/or --candidate RUN..."));
    const QSet<qint64> control(controlRunIds.begin(), controlRunIds.end());
    for (qint64 id : candidateRunIds) {
        if (control.contains(id))
            return unexpected(
                NotebookTr::tr("run %1 is linked as both control and candidate; link it to one arm")
                    .arg(id));
    }
    QSqlDatabase db = m_connection.database();
    if (FindingLinkRows::firstMissing(db, "findings", {findingId}) != 0)
        return unexpected(NotebookTr::tr("no finding with id %1").arg(findingId));
    for (const auto *arm : {&controlRunIds, &candidateRunIds}) {
        if (const qint64 missing = FindingLinkRows::firstMissing(db, "runs", *arm))
            return unexpected(NotebookTr::tr("no run with id %1").arg(missing));
    }
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
        const QString now = nowUtc();
        if (Expected<void> linked = FindingLinkRows::linkRuns(transaction.db(), findingId,
                                                              controlRunIds, candidateRunIds, now);
            !linked)
            return linked;
        // A finding written before its lane was known joins the lane of its first run, so
        // that `export findings --lane` finds it.
        const qint64 firstRun =
            controlRunIds.empty() ? candidateRunIds.front() : controlRunIds.front();
        NotebookQuery touch(transaction.db(),
                            QStringLiteral("UPDATE findings SET updated_at = :now, lane_id = "
                                           "coalesce(lane_id, (SELECT lane_id FROM runs WHERE "
                                           "id = :run)) WHERE id = :id"));
        return touch.bind(QStringLiteral(":now"), now)
            .bind(QStringLiteral(":run"), firstRun)
            .bind(QStringLiteral(":id"), findingId)
            .exec();
    });
}

Expected<void> FindingRepository::unlinkRuns(qint64 findingId, const std::vector<qint64> &runIds)
{
    m_editSession.reset();
    if (m_connection.isReadOnly() || !m_connection.isOpen())
        return unexpected(NotebookTr::tr("the notebook is not open for writing"));
    if (FindingLinkRows::firstMissing(m_connection.database(), "findings", {findingId}) != 0)
        return unexpected(NotebookTr::tr("no finding with id %1").arg(findingId));
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
        QSqlDatabase &db = transaction.db();
        const QString now = nowUtc();
        NotebookQuery current(db, QStringLiteral("SELECT fr.role, r.label FROM finding_runs fr "
                                                 "JOIN runs r ON r.id = fr.run_id WHERE "
                                                 "fr.finding_id = :finding AND fr.run_id = "
                                                 ":run"));
        NotebookQuery remove(db, QStringLiteral("DELETE FROM finding_runs WHERE finding_id = "
                                                ":finding AND run_id = :run"));
        for (qint64 id : runIds) {
            const Expected<std::optional<QString>> linked =
                current.bind(QStringLiteral(":finding"), findingId)
                    .bind(QStringLiteral(":run"), id)
                    .first([id](const NotebookQuery &row) {
                        return QStringLiteral("%1:%2:%3").arg(row.text(0)).arg(id).arg(row.text(1));
                    });
            if (!linked || !*linked)
                return unexpected(
                    NotebookTr::tr("run %1 is not linked to finding %2").arg(id).arg(findingId));
            if (Expected<void> removed = remove.bind(QStringLiteral(":finding"), findingId)
                                             .bind(QStringLiteral(":run"), id)
                                             .exec();
                !removed)
                return removed;
            if (Expected<qint64> edit = FindingLinkRows::writeEdit(
                    db, findingId, QStringLiteral("unlink_run"), **linked, QString(), now);
                !edit)
                return unexpected(edit.error());
        }
        return {};
    });
}

namespace {

QString waveName(QSqlDatabase &db, qint64 waveId)
{
    NotebookQuery query(db, QStringLiteral("SELECT name FROM waves WHERE id = :id"));
    const Expected<std::optional<QString>> name =
        query.bind(QStringLiteral(":id"), waveId).first([](const NotebookQuery &row) {
            return row.text(0);
        });
    return name && *name ? **name : QString();
}

} // namespace

Expected<void> FindingRepository::linkWave(qint64 findingId, qint64 waveId)
{
    m_editSession.reset();
    if (m_connection.isReadOnly() || !m_connection.isOpen())
        return unexpected(NotebookTr::tr("the notebook is not open for writing"));
    QSqlDatabase db = m_connection.database();
    if (FindingLinkRows::firstMissing(db, "findings", {findingId}) != 0)
        return unexpected(NotebookTr::tr("no finding with id %1").arg(findingId));
    if (FindingLinkRows::firstMissing(db, "waves", {waveId}) != 0)
        return unexpected(NotebookTr::tr("no wave with id %1").arg(waveId));
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
        QSqlDatabase &db = transaction.db();
        NotebookQuery link(db, SqlDialect::of(db).insertOrIgnore(QStringLiteral(
                                   "finding_waves(finding_id, wave_id) VALUES (:finding, "
                                   ":wave)")));
        if (Expected<void> linked = link.bind(QStringLiteral(":finding"), findingId)
                                        .bind(QStringLiteral(":wave"), waveId)
                                        .exec();
            !linked)
            return linked;
        if (link.rowsAffected() == 0)
            return {}; // linked before: no edit
        const Expected<qint64> edit = FindingLinkRows::writeEdit(
            db, findingId, QStringLiteral("link_wave"), QString(),
            QStringLiteral("%1:%2").arg(waveId).arg(waveName(db, waveId)), nowUtc());
        return edit ? Expected<void>() : unexpected(edit.error());
    });
}

Expected<void> FindingRepository::unlinkWave(qint64 findingId, qint64 waveId)
{
    m_editSession.reset();
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
        QSqlDatabase &db = transaction.db();
        NotebookQuery remove(db, QStringLiteral("DELETE FROM finding_waves WHERE finding_id = "
                                                ":finding AND wave_id = :wave"));
        if (Expected<void> removed = remove.bind(QStringLiteral(":finding"), findingId)
                                         .bind(QStringLiteral(":wave"), waveId)
                                         .exec();
            !removed)
            return removed;
        if (remove.rowsAffected() == 0)
            return unexpected(
                NotebookTr::tr("wave %1 is not linked to finding %2").arg(waveId).arg(findingId));
        const Expected<qint64> edit = FindingLinkRows::writeEdit(
            db, findingId, QStringLiteral("unlink_wave"),
            QStringLiteral("%1:%2").arg(waveId).arg(waveName(db, waveId)), QString(), nowUtc());
        return edit ? Expected<void>() : unexpected(edit.error());
    });
}

Expected<std::vector<FindingEdit>> FindingRepository::edits(qint64 findingId) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT field, old_text, new_text, edited_at FROM "
                                       "finding_edits WHERE finding_id = :finding ORDER BY id"));
    return query.bind(QStringLiteral(":finding"), findingId).all([](const NotebookQuery &row) {
        FindingEdit edit;
        edit.field = row.text(0);
        edit.oldText = row.text(1);
        edit.newText = row.text(2);
        edit.editedAt = row.utcTime(3);
        return edit;
    });
}

} // namespace lanebook
