// JudgementRepository: gates, statuses and finding verdicts.
#include "backends/notebook/repositories/judgementrepository.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include "models/run/runjson.h"

#include <QSet>

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

Expected<void> insertGates(QSqlDatabase &db, const QVariant &runId, const QVariant &key,
                           const std::vector<GateResult> &gates)
{
    NotebookQuery insert(db, QStringLiteral("INSERT INTO gate_results(run_id, comparison_key, "
                                            "gate, outcome, reason, computed_at, detail_json) "
                                            "VALUES (:run, :key, :gate, :outcome, :reason, "
                                            ":computed, :detail)"));
    const QString now = nowUtc();
    for (const GateResult &gate : gates) {
        insert.bind(QStringLiteral(":run"), runId)
            .bind(QStringLiteral(":key"), key)
            .bind(QStringLiteral(":gate"), gateId(gate.gate))
            .bind(QStringLiteral(":outcome"), gateOutcomeId(gate.outcome))
            .bind(QStringLiteral(":reason"), gate.reason)
            .bind(QStringLiteral(":computed"), now)
            .bind(QStringLiteral(":detail"), QString::fromStdString(gateDetailJson(gate).dump()));
        if (Expected<void> done = insert.exec(); !done)
            return done;
    }
    return {};
}

// The gates a query selects (gate, outcome, reason, detail_json), in its order; an id from a
// newer Lanebook is left out.
Expected<std::vector<GateResult>> readGates(NotebookQuery &query)
{
    Expected<std::vector<std::optional<GateResult>>> rows =
        query.all([](const NotebookQuery &row) -> std::optional<GateResult> {
            const auto gate = gateFromId(row.text(0));
            const auto outcome = gateOutcomeFromId(row.text(1));
            if (!gate || !outcome)
                return std::nullopt; // a gate id from a newer Lanebook
            GateResult result;
            result.gate = *gate;
            result.outcome = *outcome;
            result.reason = row.text(2);
            // Rows written before schema 3 have no detail: the three columns are all there is.
            if (!row.isNull(3))
                readGateDetail(row.text(3), result);
            return result;
        });
    if (!rows)
        return unexpected(rows.error());
    std::vector<GateResult> gates;
    for (std::optional<GateResult> &gate : *rows) {
        if (gate)
            gates.push_back(std::move(*gate));
    }
    return gates;
}

// A status and its reason on a run, in the caller's write transaction.
Expected<void> setRunStatus(QSqlDatabase &db, qint64 runId, const QString &status,
                            const QVariant &reason, int *rowsChanged = nullptr)
{
    NotebookQuery update(db, QStringLiteral("UPDATE runs SET status = :status, status_reason = "
                                            ":reason WHERE id = :id"));
    update.bind(QStringLiteral(":status"), status)
        .bind(QStringLiteral(":reason"), reason)
        .bind(QStringLiteral(":id"), runId);
    Expected<void> done = update.exec();
    if (done && rowsChanged)
        *rowsChanged = update.rowsAffected();
    return done;
}

// A person's status override as an annotation, in the caller's write transaction.
Expected<void> annotateStatus(QSqlDatabase &db, qint64 runId, const QString &status,
                              const QString &reason)
{
    NotebookQuery annotate(db, QStringLiteral("INSERT INTO annotations(run_id, kind, text, "
                                              "reason, created_at) VALUES (:run, 'status', "
                                              ":status, :reason, :created)"));
    return annotate.bind(QStringLiteral(":run"), runId)
        .bind(QStringLiteral(":status"), status)
        .bind(QStringLiteral(":reason"), reason)
        .bind(QStringLiteral(":created"), nowUtc())
        .exec();
}

} // namespace

QHash<QString, qint64> JudgementRepository::unjudgedRunsOfSource(const QString &sha256) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT r.source_locator, r.id FROM runs r JOIN sources s "
                                       "ON s.id = r.source_id WHERE s.sha256 = :sha AND "
                                       "r.status = :status"));
    query.bind(QStringLiteral(":sha"), sha256)
        .bind(QStringLiteral(":status"), runStatusId(RunStatus::Unjudged));
    const Expected<std::vector<std::pair<QString, qint64>>> rows =
        query.all([](const NotebookQuery &row) { return std::pair(row.text(0), row.integer(1)); });
    QHash<QString, qint64> runs;
    if (!m_connection.succeeded(rows))
        return runs;
    for (const auto &[locator, id] : *rows)
        runs.insert(locator, id);
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
    return m_connection.succeeded(
        m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
            QSqlDatabase &db = transaction.db();
            NotebookQuery current(db, QStringLiteral("SELECT status FROM runs WHERE id = :id"));
            const Expected<std::optional<QString>> status =
                current.bind(QStringLiteral(":id"), runId).first([](const NotebookQuery &row) {
                    return row.text(0);
                });
            if (!status)
                return unexpected(status.error());
            if (!*status)
                return unexpected(NotebookTr::tr("no run with id %1").arg(runId));
            const bool failed = **status == runStatusId(RunStatus::Failed);
            NotebookQuery remove(db, QStringLiteral("DELETE FROM gate_results WHERE run_id = :id"));
            if (Expected<void> removed = remove.bind(QStringLiteral(":id"), runId).exec(); !removed)
                return removed;
            if (Expected<void> inserted = insertGates(db, runId, nullText(), judgement.gates);
                !inserted)
                return inserted;
            if (judgement.overrideStatus) {
                const QString overridden = runStatusId(*judgement.overrideStatus);
                const QString reason = judgement.overrideReason.trimmed();
                if (Expected<void> annotated = annotateStatus(db, runId, overridden, reason);
                    !annotated)
                    return annotated;
                return setRunStatus(db, runId, overridden, reason);
            }
            if (failed || statusOverride(runId))
                return {};
            return setRunStatus(db, runId, runStatusId(judgement.suggestion.status),
                                judgement.suggestion.reasons.isEmpty()
                                    ? nullText()
                                    : QVariant(judgement.suggestion.reasons.first()));
        }));
}

std::vector<GateResult> JudgementRepository::gatesWhere(const QString &column,
                                                        const QVariant &value) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT gate, outcome, reason, detail_json FROM "
                                       "gate_results WHERE %1 = :value ORDER BY id")
                            .arg(column));
    query.bind(QStringLiteral(":value"), value);
    Expected<std::vector<GateResult>> gates = readGates(query);
    if (!m_connection.succeeded(gates))
        return {};
    return std::move(*gates);
}

std::vector<GateResult> JudgementRepository::runGates(qint64 runId) const
{
    return gatesWhere(QStringLiteral("run_id"), runId);
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
    return m_connection.succeeded(
        m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
            NotebookQuery remove(transaction.db(), QStringLiteral("DELETE FROM gate_results WHERE "
                                                                  "comparison_key = :key"));
            if (Expected<void> removed = remove.bind(QStringLiteral(":key"), comparisonKey).exec();
                !removed)
                return removed;
            return insertGates(transaction.db(), QVariant(QMetaType::fromType<qint64>()),
                               comparisonKey, gates);
        }));
}

std::vector<GateResult> JudgementRepository::comparisonGates(const QString &comparisonKey) const
{
    return gatesWhere(QStringLiteral("comparison_key"), comparisonKey);
}

bool JudgementRepository::setStatusOverride(qint64 runId, RunStatus status, const QString &reason)
{
    Judgement judgement;
    if (!judgement.overrideWith(status, reason)) {
        m_connection.fail(NotebookTr::tr("a status override needs a reason: say why the run is %1")
                              .arg(runStatusId(status)));
        return false;
    }
    return m_connection.succeeded(
        m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
            int changed = 0;
            if (Expected<void> set = setRunStatus(transaction.db(), runId, runStatusId(status),
                                                  judgement.overrideReason, &changed);
                !set)
                return set;
            if (changed != 1)
                return unexpected(NotebookTr::tr("no run with id %1").arg(runId));
            return annotateStatus(transaction.db(), runId, runStatusId(status),
                                  judgement.overrideReason);
        }));
}

std::optional<JudgementRepository::StatusOverride>
JudgementRepository::statusOverride(qint64 runId) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT text, reason FROM annotations WHERE run_id = :id "
                                       "AND kind = 'status' ORDER BY id DESC LIMIT 1"));
    const Expected<std::optional<std::optional<StatusOverride>>> found =
        query.bind(QStringLiteral(":id"), runId)
            .first([](const NotebookQuery &row) -> std::optional<StatusOverride> {
                const auto status = runStatusFromId(row.text(0));
                if (!status)
                    return std::nullopt;
                return StatusOverride{*status, row.text(1)};
            });
    return found && *found ? **found : std::nullopt;
}

} // namespace lanebook
