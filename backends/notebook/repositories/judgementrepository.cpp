// JudgementRepository: gates, statuses and finding verdicts.
#include "backends/notebook/repositories/judgementrepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include "models/run/runjson.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>
#include <limits>

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::nullText;

namespace {

// A gate's evidence in the gate's own order (a JSON object would sort the names) and whether
// a not-applicable outcome means missing evidence.
nlohmann::json gateDetailJson(const GateResult &gate)
{
    nlohmann::json evidence = nlohmann::json::array();
    for (const GateEvidence &e : gate.evidence) {
        if (std::isnan(e.value))
            continue;
        evidence.push_back({e.name.toStdString(), metricValueToJson(e.value)});
    }
    return {{"evidence", evidence}, {"missing_evidence", gate.missingEvidence()}};
}

void readGateDetail(const QString &text, GateResult &gate)
{
    const auto detail = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (!detail.is_object())
        return;
    if (detail.value("missing_evidence", false))
        gate.notApplicableKind = NotApplicableKind::MissingEvidence;
    const auto evidence = detail.find("evidence");
    if (evidence == detail.end() || !evidence->is_array())
        return;
    for (const auto &pair : *evidence) {
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string())
            continue;
        double value = 0.0;
        if (pair[1].is_number())
            value = pair[1].get<double>();
        else if (pair[1] == "inf")
            value = std::numeric_limits<double>::infinity();
        else if (pair[1] == "-inf")
            value = -std::numeric_limits<double>::infinity();
        else
            continue;
        gate.evidence.push_back({QString::fromStdString(pair[0].get<std::string>()), value});
    }
}

bool insertGates(QSqlDatabase &db, const QVariant &runId, const QVariant &key,
                 const std::vector<GateResult> &gates, QString &error)
{
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO gate_results(run_id, comparison_key, gate, "
                                  "outcome, reason, computed_at, detail_json) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    const QString now = nowUtc();
    for (const GateResult &gate : gates) {
        insert.bindValue(0, runId);
        insert.bindValue(1, key);
        insert.bindValue(2, gateId(gate.gate));
        insert.bindValue(3, gateOutcomeId(gate.outcome));
        insert.bindValue(4, gate.reason);
        insert.bindValue(5, now);
        insert.bindValue(6, QString::fromStdString(gateDetailJson(gate).dump()));
        if (!insert.exec()) {
            error = insert.lastError().text();
            return false;
        }
    }
    return true;
}

std::vector<GateResult> readGates(QSqlQuery &query)
{
    std::vector<GateResult> gates;
    while (query.next()) {
        const auto gate = gateFromId(query.value(0).toString());
        const auto outcome = gateOutcomeFromId(query.value(1).toString());
        if (!gate || !outcome)
            continue; // a gate id from a newer Lanebook
        GateResult result;
        result.gate = *gate;
        result.outcome = *outcome;
        result.reason = query.value(2).toString();
        // Rows written before schema 3 have no detail: the three columns are all there is.
        if (!query.value(3).isNull())
            readGateDetail(query.value(3).toString(), result);
        gates.push_back(std::move(result));
    }
    return gates;
}

bool execQuery(QSqlQuery &query, QString &error)
{
    if (query.exec())
        return true;
    error = query.lastError().text();
    return false;
}

} // namespace

QHash<QString, qint64> JudgementRepository::unjudgedRunsOfSource(const QString &sha256) const
{
    QHash<QString, qint64> runs;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT r.source_locator, r.id FROM runs r JOIN sources s ON "
                                 "s.id = r.source_id WHERE s.sha256 = ? AND r.status = ?"));
    query.addBindValue(sha256);
    query.addBindValue(runStatusId(RunStatus::Unjudged));
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return runs;
    }
    while (query.next())
        runs.insert(query.value(0).toString(), query.value(1).toLongLong());
    return runs;
}

bool JudgementRepository::saveRunGates(qint64 runId, const Judgement &judgement)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    if (judgement.overrideStatus && judgement.overrideReason.trimmed().isEmpty()) {
        m_connection.fail(NotebookTr::tr("a status override needs a reason"));
        return false;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    QSqlDatabase &db = transaction->db();
    QString error;
    QSqlQuery current(db);
    current.prepare(QStringLiteral("SELECT status FROM runs WHERE id = ?"));
    current.addBindValue(runId);
    if (!execQuery(current, error) || !current.next()) {
        m_connection.fail(error.isEmpty() ? NotebookTr::tr("no run with id %1").arg(runId) : error);
        return false;
    }
    const bool failed = current.value(0).toString() == runStatusId(RunStatus::Failed);
    current.finish();
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM gate_results WHERE run_id = ?"));
    remove.addBindValue(runId);
    if (!execQuery(remove, error) || !insertGates(db, runId, nullText(), judgement.gates, error)) {
        m_connection.fail(error);
        return false;
    }
    if (judgement.overrideStatus) {
        QSqlQuery annotate(db);
        annotate.prepare(QStringLiteral("INSERT INTO annotations(run_id, kind, text, reason, "
                                        "created_at) VALUES (?, 'status', ?, ?, ?)"));
        annotate.addBindValue(runId);
        annotate.addBindValue(runStatusId(*judgement.overrideStatus));
        annotate.addBindValue(judgement.overrideReason.trimmed());
        annotate.addBindValue(nowUtc());
        QSqlQuery update(db);
        update.prepare(
            QStringLiteral("UPDATE runs SET status = ?, status_reason = ? WHERE id = ?"));
        update.addBindValue(runStatusId(*judgement.overrideStatus));
        update.addBindValue(judgement.overrideReason.trimmed());
        update.addBindValue(runId);
        if (!execQuery(annotate, error) || !execQuery(update, error)) {
            m_connection.fail(error);
            return false;
        }
    } else if (!failed && !statusOverride(runId)) {
        QSqlQuery update(db);
        update.prepare(
            QStringLiteral("UPDATE runs SET status = ?, status_reason = ? WHERE id = ?"));
        update.addBindValue(runStatusId(judgement.suggestion.status));
        update.addBindValue(judgement.suggestion.reasons.isEmpty()
                                ? nullText()
                                : QVariant(judgement.suggestion.reasons.first()));
        update.addBindValue(runId);
        if (!execQuery(update, error)) {
            m_connection.fail(error);
            return false;
        }
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

std::vector<GateResult> JudgementRepository::runGates(qint64 runId) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT gate, outcome, reason, detail_json FROM gate_results WHERE run_id = ? "
        "ORDER BY id"));
    query.addBindValue(runId);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return {};
    }
    return readGates(query);
}

bool JudgementRepository::saveComparisonGates(const QString &comparisonKey,
                                              const std::vector<GateResult> &gates)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    if (comparisonKey.isEmpty()) {
        m_connection.fail(NotebookTr::tr("a comparison's gates need its key"));
        return false;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    QSqlDatabase &db = transaction->db();
    QString error;
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM gate_results WHERE comparison_key = ?"));
    remove.addBindValue(comparisonKey);
    if (!execQuery(remove, error) ||
        !insertGates(db, QVariant(QMetaType::fromType<qint64>()), comparisonKey, gates, error)) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

std::vector<GateResult> JudgementRepository::comparisonGates(const QString &comparisonKey) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT gate, outcome, reason, detail_json FROM gate_results WHERE "
                       "comparison_key = ? ORDER BY id"));
    query.addBindValue(comparisonKey);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return {};
    }
    return readGates(query);
}

bool JudgementRepository::setStatusOverride(qint64 runId, RunStatus status, const QString &reason)
{
    Judgement judgement;
    if (!judgement.overrideWith(status, reason)) {
        m_connection.fail(NotebookTr::tr("a status override needs a reason: say why the run is %1")
                              .arg(runStatusId(status)));
        return false;
    }
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    QSqlDatabase &db = transaction->db();
    QString error;
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE runs SET status = ?, status_reason = ? WHERE id = ?"));
    update.addBindValue(runStatusId(status));
    update.addBindValue(judgement.overrideReason);
    update.addBindValue(runId);
    if (!execQuery(update, error)) {
        m_connection.fail(error);
        return false;
    }
    if (update.numRowsAffected() != 1) {
        m_connection.fail(NotebookTr::tr("no run with id %1").arg(runId));
        return false;
    }
    QSqlQuery annotate(db);
    annotate.prepare(QStringLiteral("INSERT INTO annotations(run_id, kind, text, reason, "
                                    "created_at) VALUES (?, 'status', ?, ?, ?)"));
    annotate.addBindValue(runId);
    annotate.addBindValue(runStatusId(status));
    annotate.addBindValue(judgement.overrideReason);
    annotate.addBindValue(nowUtc());
    if (!execQuery(annotate, error)) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

std::optional<JudgementRepository::StatusOverride>
JudgementRepository::statusOverride(qint64 runId) const
{
    QSqlQuery query(m_connection.database());
    query.prepare(QStringLiteral("SELECT text, reason FROM annotations WHERE run_id = ? AND "
                                 "kind = 'status' ORDER BY id DESC LIMIT 1"));
    query.addBindValue(runId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    const auto status = runStatusFromId(query.value(0).toString());
    if (!status)
        return std::nullopt;
    return StatusOverride{*status, query.value(1).toString()};
}

} // namespace lanebook
