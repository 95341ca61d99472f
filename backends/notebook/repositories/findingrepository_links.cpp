// FindingRepository: the runs and waves a finding rests on, and its edit history. Linking and
// unlinking are edits too, so that a run deleted after it was linked is still named.
#include "backends/notebook/repositories/findingrepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/repositories/findinglinkrows.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace lanebook {

using sqlvalues::nowUtc;

bool FindingRepository::linkRuns(qint64 findingId, const std::vector<qint64> &controlRunIds,
                                 const std::vector<qint64> &candidateRunIds)
{
    m_editSession.reset(); // a link is an edit of its own: the next save starts anew
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    if (controlRunIds.empty() && candidateRunIds.empty()) {
        m_connection.fail(
            NotebookTr::tr("name the runs to link: --control RUN... and/or --candidate RUN..."));
        return false;
    }
    const QSet<qint64> control(controlRunIds.begin(), controlRunIds.end());
    for (qint64 id : candidateRunIds) {
        if (control.contains(id)) {
            m_connection.fail(
                NotebookTr::tr("run %1 is linked as both control and candidate; link it to one arm")
                    .arg(id));
            return false;
        }
    }
    QSqlDatabase db = m_connection.database();
    if (FindingLinkRows::firstMissing(db, "findings", {findingId}) != 0) {
        m_connection.fail(NotebookTr::tr("no finding with id %1").arg(findingId));
        return false;
    }
    for (const auto *arm : {&controlRunIds, &candidateRunIds}) {
        if (const qint64 missing = FindingLinkRows::firstMissing(db, "runs", *arm)) {
            m_connection.fail(NotebookTr::tr("no run with id %1").arg(missing));
            return false;
        }
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    const QString now = nowUtc();
    QString error = FindingLinkRows::linkRuns(db, findingId, controlRunIds, candidateRunIds, now);
    if (error.isEmpty()) {
        // A finding written before its lane was known joins the lane of its first run, so
        // that `export findings --lane` finds it.
        const qint64 firstRun =
            controlRunIds.empty() ? candidateRunIds.front() : controlRunIds.front();
        QSqlQuery touch(db);
        touch.prepare(QStringLiteral(
            "UPDATE findings SET updated_at = ?, lane_id = coalesce(lane_id, (SELECT lane_id "
            "FROM runs WHERE id = ?)) WHERE id = ?"));
        touch.addBindValue(now);
        touch.addBindValue(firstRun);
        touch.addBindValue(findingId);
        if (!touch.exec())
            error = touch.lastError().text();
    }
    if (!error.isEmpty()) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

bool FindingRepository::unlinkRuns(qint64 findingId, const std::vector<qint64> &runIds)
{
    m_editSession.reset();
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    QSqlDatabase db = m_connection.database();
    if (FindingLinkRows::firstMissing(db, "findings", {findingId}) != 0) {
        m_connection.fail(NotebookTr::tr("no finding with id %1").arg(findingId));
        return false;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    const QString now = nowUtc();
    QString error;
    QSqlQuery current(db);
    current.prepare(QStringLiteral("SELECT fr.role, r.label FROM finding_runs fr JOIN runs r ON "
                                   "r.id = fr.run_id WHERE fr.finding_id = ? AND fr.run_id = ?"));
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM finding_runs WHERE finding_id = ? AND run_id = ?"));
    for (qint64 id : runIds) {
        current.bindValue(0, findingId);
        current.bindValue(1, id);
        if (!current.exec() || !current.next()) {
            error = NotebookTr::tr("run %1 is not linked to finding %2").arg(id).arg(findingId);
            break;
        }
        const QString old = QStringLiteral("%1:%2:%3")
                                .arg(current.value(0).toString())
                                .arg(id)
                                .arg(current.value(1).toString());
        current.finish();
        remove.bindValue(0, findingId);
        remove.bindValue(1, id);
        if (!remove.exec()) {
            error = remove.lastError().text();
            break;
        }
        error = FindingLinkRows::writeEdit(db, findingId, QStringLiteral("unlink_run"), old,
                                           QString(), now);
        if (!error.isEmpty())
            break;
    }
    if (!error.isEmpty()) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

namespace {

QString waveName(QSqlDatabase &db, qint64 waveId)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT name FROM waves WHERE id = ?"));
    query.addBindValue(waveId);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

} // namespace

bool FindingRepository::linkWave(qint64 findingId, qint64 waveId)
{
    m_editSession.reset();
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    QSqlDatabase db = m_connection.database();
    if (FindingLinkRows::firstMissing(db, "findings", {findingId}) != 0) {
        m_connection.fail(NotebookTr::tr("no finding with id %1").arg(findingId));
        return false;
    }
    if (FindingLinkRows::firstMissing(db, "waves", {waveId}) != 0) {
        m_connection.fail(NotebookTr::tr("no wave with id %1").arg(waveId));
        return false;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    QSqlQuery link(db);
    link.prepare(SqlDialect::of(db).insertOrIgnore(
        QStringLiteral("finding_waves(finding_id, wave_id) VALUES (?, ?)")));
    link.addBindValue(findingId);
    link.addBindValue(waveId);
    QString error = link.exec() ? QString() : link.lastError().text();
    if (error.isEmpty() && link.numRowsAffected() > 0)
        error = FindingLinkRows::writeEdit(
            db, findingId, QStringLiteral("link_wave"), QString(),
            QStringLiteral("%1:%2").arg(waveId).arg(waveName(db, waveId)), nowUtc());
    if (!error.isEmpty()) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

bool FindingRepository::unlinkWave(qint64 findingId, qint64 waveId)
{
    m_editSession.reset();
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    QSqlDatabase db = m_connection.database();
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    QSqlQuery remove(db);
    remove.prepare(
        QStringLiteral("DELETE FROM finding_waves WHERE finding_id = ? AND wave_id = ?"));
    remove.addBindValue(findingId);
    remove.addBindValue(waveId);
    QString error = remove.exec() ? QString() : remove.lastError().text();
    if (error.isEmpty() && remove.numRowsAffected() == 0)
        error = NotebookTr::tr("wave %1 is not linked to finding %2").arg(waveId).arg(findingId);
    if (error.isEmpty())
        error = FindingLinkRows::writeEdit(
            db, findingId, QStringLiteral("unlink_wave"),
            QStringLiteral("%1:%2").arg(waveId).arg(waveName(db, waveId)), QString(), nowUtc());
    if (!error.isEmpty()) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

std::vector<FindingEdit> FindingRepository::edits(qint64 findingId) const
{
    std::vector<FindingEdit> edits;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT field, old_text, new_text, edited_at FROM finding_edits "
                                 "WHERE finding_id = ? ORDER BY id"));
    query.addBindValue(findingId);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return edits;
    }
    while (query.next()) {
        FindingEdit edit;
        edit.field = query.value(0).toString();
        edit.oldText = query.value(1).toString();
        edit.newText = query.value(2).toString();
        edit.editedAt = QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs);
        edit.editedAt.setTimeSpec(Qt::UTC);
        edits.push_back(std::move(edit));
    }
    return edits;
}

} // namespace lanebook
