// NotebookStore: the verdict on a finding, recorded in one action (DESIGN §2, seed 001 §16).
// The findings editor builds on these rows; negative and invalid verdicts are kept.
#include "backends/notebook/notebookstore.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NotebookStore)
};

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

// What is wrong with a record before anything is written; empty when it can be stored.
QString recordProblem(const VerdictRecord &record)
{
    if (record.reason.trimmed().isEmpty())
        return Tr::tr("a verdict needs a reason: say what the comparison showed");
    if (!record.findingId && record.title.trimmed().isEmpty())
        return Tr::tr("a new finding needs a title");
    QSet<qint64> control(record.controlRunIds.begin(), record.controlRunIds.end());
    for (qint64 id : record.candidateRunIds) {
        if (control.contains(id))
            return Tr::tr("run %1 is linked as both control and candidate; link it to one arm")
                .arg(id);
    }
    return {};
}

} // namespace

std::optional<qint64> NotebookStore::recordVerdict(const VerdictRecord &record)
{
    if (const QString problem = recordProblem(record); !problem.isEmpty()) {
        fail(problem);
        return std::nullopt;
    }
    if (m_readOnly || !isOpen()) {
        fail(Tr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.transaction()) {
        fail(db.lastError().text());
        return std::nullopt;
    }
    auto abort = [&](const QString &why) -> std::optional<qint64> {
        db.rollback();
        fail(why);
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
                return abort(Tr::tr("no run with id %1").arg(id));
            exists.finish();
        }
    }

    qint64 findingId = 0;
    QString oldVerdict;
    QString oldReason;
    if (record.findingId) {
        QSqlQuery current(db);
        current.prepare(
            QStringLiteral("SELECT verdict, verdict_reason FROM findings WHERE id = ?"));
        current.addBindValue(*record.findingId);
        if (!current.exec() || !current.next())
            return abort(Tr::tr("no finding with id %1").arg(*record.findingId));
        findingId = *record.findingId;
        oldVerdict = current.value(0).toString();
        oldReason = current.value(1).toString();
    } else {
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral(
            "INSERT INTO findings(title, lane_id, hypothesis, hypothesis_at, created_at, "
            "updated_at) VALUES (?, (SELECT lane_id FROM runs WHERE id = ?), ?, ?, ?, ?)"));
        insert.addBindValue(record.title.trimmed());
        const std::vector<qint64> &first =
            record.controlRunIds.empty() ? record.candidateRunIds : record.controlRunIds;
        insert.addBindValue(first.empty() ? QVariant(QMetaType::fromType<qint64>())
                                          : QVariant(first.front()));
        insert.addBindValue(textOrNull(record.hypothesis.trimmed()));
        insert.addBindValue(record.hypothesis.trimmed().isEmpty()
                                ? QVariant(QMetaType::fromType<QString>())
                                : QVariant(now));
        insert.addBindValue(now);
        insert.addBindValue(now);
        if (!insert.exec())
            return abort(insert.lastError().text());
        findingId = insert.lastInsertId().toLongLong();
    }

    QSqlQuery link(db);
    link.prepare(
        QStringLiteral("INSERT INTO finding_runs(finding_id, run_id, role) VALUES (?, ?, ?) "
                       "ON CONFLICT(finding_id, run_id) DO UPDATE SET role = excluded.role"));
    for (const bool control : {true, false}) {
        for (qint64 id : control ? record.controlRunIds : record.candidateRunIds) {
            link.bindValue(0, findingId);
            link.bindValue(1, id);
            link.bindValue(2, control ? QStringLiteral("control") : QStringLiteral("candidate"));
            if (!link.exec())
                return abort(link.lastError().text());
        }
    }

    const QString verdict = findingVerdictId(record.verdict);
    const QString reason = record.reason.trimmed();
    QSqlQuery update(db);
    update.prepare(QStringLiteral(
        "UPDATE findings SET verdict = ?, verdict_reason = ?, updated_at = ? WHERE id = ?"));
    update.addBindValue(verdict);
    update.addBindValue(reason);
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
          std::tuple{QStringLiteral("verdict_reason"), oldReason, reason}}) {
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
    if (!db.commit())
        return abort(db.lastError().text());
    return findingId;
}

std::optional<VerdictRecord> NotebookStore::findingVerdict(qint64 findingId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "SELECT title, hypothesis, verdict, verdict_reason FROM findings WHERE id = ?"));
    query.addBindValue(findingId);
    if (!query.exec() || !query.next()) {
        fail(Tr::tr("no finding with id %1").arg(findingId));
        return std::nullopt;
    }
    const auto verdict = findingVerdictFromId(query.value(2).toString());
    if (!verdict) {
        fail(Tr::tr("finding %1 has no verdict yet").arg(findingId));
        return std::nullopt;
    }
    VerdictRecord record;
    record.findingId = findingId;
    record.title = query.value(0).toString();
    record.hypothesis = query.value(1).toString();
    record.verdict = *verdict;
    record.reason = query.value(3).toString();
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

std::vector<FindingRef> NotebookStore::findings() const
{
    std::vector<FindingRef> list;
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, title, verdict FROM findings ORDER BY id DESC"))) {
        fail(query.lastError().text());
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

} // namespace lanebook
