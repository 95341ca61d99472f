// FindingRepository: the verdict on a finding, recorded in one action.
// The findings editor builds on these rows; negative and invalid verdicts are kept.
#include "backends/notebook/repositories/findingrepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

#include "backends/notebook/repositories/findinglinkrows.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::textOrNull;

namespace {

// What is wrong with a record before anything is written, if anything.
Expected<void> checkRecord(const VerdictRecord &record)
{
    if (record.reason.trimmed().isEmpty())
        return unexpected(
            NotebookTr::tr("a verdict needs a reason: say what the comparison showed"));
    if (!record.findingId && record.title.trimmed().isEmpty())
        return unexpected(NotebookTr::tr("a new finding needs a title"));
    QSet<qint64> control(record.controlRunIds.begin(), record.controlRunIds.end());
    for (qint64 id : record.candidateRunIds) {
        if (control.contains(id))
            return unexpected(
                NotebookTr::tr("run %1 is linked as both control and candidate; link it to one arm")
                    .arg(id));
    }
    return {};
}

} // namespace

std::optional<qint64> FindingRepository::recordVerdict(const VerdictRecord &record)
{
    m_editSession.reset(); // an edit after a verdict is a new history entry
    if (const Expected<void> storable = checkRecord(record); !storable) {
        m_connection.fail(storable.error());
        return std::nullopt;
    }
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    QSqlDatabase db = m_connection.database();
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    auto abort = [&](const QString &why) -> std::optional<qint64> {
        transaction->rollback();
        m_connection.fail(why);
        return std::nullopt;
    };
    const QString now = nowUtc();

    // Every linked run must exist: name the missing one rather than a foreign-key error.
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
    for (const std::vector<qint64> *arm : {&record.controlRunIds, &record.candidateRunIds}) {
        for (qint64 id : *arm) {
            exists.bindValue(0, id);
            if (!exists.exec() || !exists.next())
                return abort(NotebookTr::tr("no run with id %1").arg(id));
            exists.finish();
        }
    }

    qint64 findingId = 0;
    QString oldVerdict;
    QString oldReason;
    QString oldMetric;
    if (record.findingId) {
        QSqlQuery current(db);
        current.prepare(QStringLiteral(
            "SELECT verdict, verdict_reason, verdict_metric FROM findings WHERE id = ?"));
        current.addBindValue(*record.findingId);
        if (!current.exec() || !current.next())
            return abort(NotebookTr::tr("no finding with id %1").arg(*record.findingId));
        findingId = *record.findingId;
        oldVerdict = current.value(0).toString();
        oldReason = current.value(1).toString();
        oldMetric = current.value(2).toString();
    } else {
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral(
            "INSERT INTO findings(title, lane_id, hypothesis, hypothesis_at, created_at, "
            "updated_at, uuid) VALUES (?, (SELECT lane_id FROM runs WHERE id = ?), ?, ?, ?, ?, "
            "?)"));
        insert.addBindValue(redactSecretsInText(record.title.trimmed()));
        const std::vector<qint64> &first =
            record.controlRunIds.empty() ? record.candidateRunIds : record.controlRunIds;
        insert.addBindValue(first.empty() ? QVariant(QMetaType::fromType<qint64>())
                                          : QVariant(first.front()));
        insert.addBindValue(textOrNull(redactSecretsInText(record.hypothesis.trimmed())));
        insert.addBindValue(record.hypothesis.trimmed().isEmpty()
                                ? QVariant(QMetaType::fromType<QString>())
                                : QVariant(now));
        insert.addBindValue(now);
        insert.addBindValue(now);
        insert.addBindValue(newRowUuid());
        if (!insert.exec())
            return abort(insert.lastError().text());
        findingId = insert.lastInsertId().toLongLong();
    }

    if (const Expected<void> linked = FindingLinkRows::linkRuns(db, findingId, record.controlRunIds,
                                                                record.candidateRunIds, now);
        !linked)
        return abort(linked.error());

    const QString verdict = findingVerdictId(record.verdict);
    const QString reason = redactSecretsInText(record.reason.trimmed());
    // A verdict recorded without naming its metric keeps the one named before.
    const QString metric =
        record.metricName.trimmed().isEmpty() ? oldMetric : record.metricName.trimmed();
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE findings SET verdict = ?, verdict_reason = ?, "
                                  "verdict_metric = ?, updated_at = ? WHERE id = ?"));
    update.addBindValue(verdict);
    update.addBindValue(reason);
    update.addBindValue(textOrNull(metric));
    update.addBindValue(now);
    update.addBindValue(findingId);
    if (!update.exec())
        return abort(update.lastError().text());

    // The history of a verdict is part of the record: an edit row per changed field.
    QSqlQuery edit(db);
    edit.prepare(QStringLiteral("INSERT INTO finding_edits(finding_id, field, old_text, new_text, "
                                "edited_at) VALUES (?, ?, ?, ?, ?)"));
    for (const auto &[field, before, after] :
         {std::tuple{QStringLiteral("verdict"), oldVerdict, verdict},
          std::tuple{QStringLiteral("verdict_reason"), oldReason, reason},
          std::tuple{QStringLiteral("verdict_metric"), oldMetric, metric}}) {
        if (before == after)
            continue;
        edit.bindValue(0, findingId);
        edit.bindValue(1, field);
        edit.bindValue(2, textOrNull(before));
        edit.bindValue(3, after);
        edit.bindValue(4, now);
        if (!edit.exec())
            return abort(edit.lastError().text());
    }
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    return findingId;
}

std::optional<VerdictRecord> FindingRepository::verdictRecord(qint64 findingId) const
{
    QSqlDatabase db = m_connection.database();
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "SELECT title, hypothesis, verdict, verdict_reason, verdict_metric FROM findings "
        "WHERE id = ?"));
    query.addBindValue(findingId);
    if (!query.exec() || !query.next()) {
        m_connection.fail(NotebookTr::tr("no finding with id %1").arg(findingId));
        return std::nullopt;
    }
    const auto verdict = findingVerdictFromId(query.value(2).toString());
    if (!verdict) {
        m_connection.fail(NotebookTr::tr("finding %1 has no verdict yet").arg(findingId));
        return std::nullopt;
    }
    VerdictRecord record;
    record.findingId = findingId;
    record.title = query.value(0).toString();
    record.hypothesis = query.value(1).toString();
    record.verdict = *verdict;
    record.reason = query.value(3).toString();
    record.metricName = query.value(4).toString();
    QSqlQuery runs(db);
    runs.setForwardOnly(true);
    runs.prepare(QStringLiteral(
        "SELECT run_id, role FROM finding_runs WHERE finding_id = ? ORDER BY run_id"));
    runs.addBindValue(findingId);
    if (runs.exec()) {
        while (runs.next()) {
            const qint64 id = runs.value(0).toLongLong();
            (runs.value(1).toString() == QLatin1String("control") ? record.controlRunIds
                                                                  : record.candidateRunIds)
                .push_back(id);
        }
    }
    return record;
}

std::vector<FindingRef> FindingRepository::refs() const
{
    std::vector<FindingRef> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, title, verdict FROM findings ORDER BY id DESC"))) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next()) {
        FindingRef finding;
        finding.id = query.value(0).toLongLong();
        finding.title = query.value(1).toString();
        finding.verdict = findingVerdictFromId(query.value(2).toString());
        list.push_back(std::move(finding));
    }
    return list;
}

// --- Findings in full: create, load, list, edit (the Findings tab, `finding new|verdict`).

namespace {

QDateTime utcTime(const QVariant &value)
{
    if (value.isNull())
        return {};
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (time.isValid())
        time.setTimeSpec(Qt::UTC);
    return time;
}

} // namespace

std::optional<qint64> FindingRepository::create(const NewFinding &finding)
{
    m_editSession.reset();
    if (finding.title.trimmed().isEmpty()) {
        m_connection.fail(NotebookTr::tr("a new finding needs a title"));
        return std::nullopt;
    }
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    QSqlDatabase &db = transaction->db();
    QVariant laneId(QMetaType::fromType<qint64>());
    if (!finding.lane.trimmed().isEmpty()) {
        QSqlQuery lane(db);
        lane.prepare(QStringLiteral("SELECT id FROM lanes WHERE name = ?"));
        lane.addBindValue(finding.lane.trimmed());
        if (!lane.exec() || !lane.next()) {
            const QStringList known = RunRepository(m_connection).laneNames();
            m_connection.fail(
                known.isEmpty()
                    ? NotebookTr::tr(
                          "no lane named \"%1\": the notebook has no lanes yet (import runs "
                          "first)")
                          .arg(finding.lane)
                    : NotebookTr::tr("no lane named \"%1\"; lanes: %2")
                          .arg(finding.lane, known.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        laneId = lane.value(0);
    }
    const QString now = nowUtc();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO findings(title, lane_id, hypothesis, hypothesis_at, hypothesis_source, "
        "prediction, created_at, updated_at, uuid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const QString hypothesis = redactSecretsInText(finding.hypothesis.trimmed());
    insert.addBindValue(redactSecretsInText(finding.title.trimmed()));
    insert.addBindValue(laneId);
    insert.addBindValue(textOrNull(hypothesis));
    insert.addBindValue(hypothesis.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                             : QVariant(now));
    insert.addBindValue(textOrNull(redactSecretsInText(finding.hypothesisSource.trimmed())));
    insert.addBindValue(textOrNull(redactSecretsInText(finding.prediction.trimmed())));
    insert.addBindValue(now);
    insert.addBindValue(now);
    insert.addBindValue(newRowUuid());
    if (!insert.exec()) {
        m_connection.fail(insert.lastError().text());
        return std::nullopt;
    }
    const qint64 findingId = insert.lastInsertId().toLongLong();
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    return findingId;
}

std::optional<Finding> FindingRepository::finding(qint64 findingId) const
{
    QSqlDatabase db = m_connection.database();
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "SELECT f.title, l.name, f.hypothesis, f.hypothesis_at, f.prediction, f.verdict, "
        "f.verdict_reason, f.analysis_md, f.rules_out, f.next_steps, f.created_at, f.updated_at, "
        "f.hypothesis_source, f.verdict_metric FROM findings f LEFT JOIN lanes l ON "
        "l.id = f.lane_id WHERE f.id = ?"));
    query.addBindValue(findingId);
    if (!query.exec() || !query.next()) {
        m_connection.fail(NotebookTr::tr("no finding with id %1").arg(findingId));
        return std::nullopt;
    }
    Finding f;
    f.id = findingId;
    f.title = query.value(0).toString();
    f.lane = query.value(1).toString();
    f.hypothesis = query.value(2).toString();
    f.hypothesisAt = utcTime(query.value(3));
    f.prediction = query.value(4).toString();
    f.verdict = findingVerdictFromId(query.value(5).toString());
    f.verdictReason = query.value(6).toString();
    f.analysisMarkdown = query.value(7).toString();
    f.rulesOut = query.value(8).toString();
    f.nextSteps = query.value(9).toString();
    f.createdAt = utcTime(query.value(10));
    f.updatedAt = utcTime(query.value(11));
    f.hypothesisSource = query.value(12).toString();
    f.verdictMetric = query.value(13).toString();

    QSqlQuery runs(db);
    runs.setForwardOnly(true);
    runs.prepare(QStringLiteral(
        "SELECT run_id, role FROM finding_runs WHERE finding_id = ? ORDER BY run_id"));
    runs.addBindValue(findingId);
    QSet<qint64> linked;
    if (runs.exec()) {
        while (runs.next()) {
            const qint64 id = runs.value(0).toLongLong();
            linked.insert(id);
            (runs.value(1).toString() == QLatin1String("control") ? f.controlRunIds
                                                                  : f.candidateRunIds)
                .push_back(id);
        }
    }
    QSqlQuery waves(db);
    waves.setForwardOnly(true);
    waves.prepare(
        QStringLiteral("SELECT wave_id FROM finding_waves WHERE finding_id = ? ORDER BY wave_id"));
    waves.addBindValue(findingId);
    if (waves.exec()) {
        while (waves.next())
            f.waveIds.push_back(waves.value(0).toLongLong());
    }

    // Runs linked (by the edit history) and never unlinked that are gone from finding_runs:
    // deleted from the notebook, whose cascade took the link with them.
    std::vector<FindingRunLink> history;
    for (const FindingEdit &edit : edits(findingId)) {
        const bool link = edit.field == QLatin1String("link_run");
        const bool unlink = edit.field == QLatin1String("unlink_run");
        if (!link && !unlink)
            continue;
        const QString text = link ? edit.newText : edit.oldText;
        FindingRunLink entry{text.section(u':', 1, 1).toLongLong(), text.section(u':', 0, 0),
                             text.section(u':', 2)};
        std::erase_if(history, [&](const FindingRunLink &l) { return l.runId == entry.runId; });
        if (link)
            history.push_back(entry);
    }
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
    for (const FindingRunLink &entry : history) {
        if (linked.contains(entry.runId))
            continue;
        exists.bindValue(0, entry.runId);
        const bool present = exists.exec() && exists.next();
        exists.finish();
        if (!present)
            f.deletedRuns.push_back(entry);
    }
    return f;
}

std::vector<FindingSummary> FindingRepository::summaries(const QString &lane) const
{
    std::vector<FindingSummary> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT f.id, f.title, l.name, f.verdict, f.verdict_reason, f.updated_at, "
                       "(SELECT count(*) FROM finding_runs r WHERE r.finding_id = f.id) "
                       "FROM findings f LEFT JOIN lanes l ON l.id = f.lane_id ") +
        (lane.isEmpty() ? QString() : QStringLiteral("WHERE l.name = ? ")) +
        QStringLiteral("ORDER BY f.id"));
    if (!lane.isEmpty())
        query.addBindValue(lane);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next()) {
        FindingSummary s;
        s.id = query.value(0).toLongLong();
        s.title = query.value(1).toString();
        s.lane = query.value(2).toString();
        s.verdict = findingVerdictFromId(query.value(3).toString());
        s.verdictReason = query.value(4).toString();
        s.updatedAt = utcTime(query.value(5));
        s.linkedRuns = query.value(6).toInt();
        list.push_back(std::move(s));
    }
    return list;
}

std::optional<qint64> FindingRepository::resolve(const QString &idOrTitle) const
{
    QSqlDatabase db = m_connection.database();
    bool isNumber = false;
    const qint64 id = idOrTitle.toLongLong(&isNumber);
    QSqlQuery query(db);
    if (isNumber) {
        query.prepare(QStringLiteral("SELECT id FROM findings WHERE id = ?"));
        query.addBindValue(id);
        if (query.exec() && query.next())
            return id;
    }
    query.prepare(QStringLiteral("SELECT id FROM findings WHERE title = ?"));
    query.addBindValue(idOrTitle);
    std::vector<qint64> matches;
    if (query.exec()) {
        while (query.next())
            matches.push_back(query.value(0).toLongLong());
    }
    if (matches.size() == 1)
        return matches.front();
    m_connection.fail(matches.empty()
                          ? NotebookTr::tr("no finding with id or title \"%1\"").arg(idOrTitle)
                          : NotebookTr::tr("%1 findings are titled \"%2\"; name one by id")
                                .arg(matches.size())
                                .arg(idOrTitle));
    return std::nullopt;
}

bool FindingRepository::setVerdict(qint64 findingId, FindingVerdict verdict, const QString &reason,
                                   const QString &metricName)
{
    VerdictRecord record;
    record.findingId = findingId;
    record.verdict = verdict;
    record.reason = reason;
    record.metricName = metricName;
    return recordVerdict(record).has_value();
}

} // namespace lanebook
