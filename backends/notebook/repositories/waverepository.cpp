// WaveRepository: waves and the placement of their runs (topic owner: waves).
#include "backends/notebook/repositories/waverepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

using sqlvalues::gpuIdsFromText;
using sqlvalues::gpuIdsText;
using sqlvalues::jsonOrEmpty;
using sqlvalues::jsonTextOrNull;
using sqlvalues::nowUtc;
using sqlvalues::nullText;
using sqlvalues::textOrNull;

namespace {

const QString kWaveColumns = QStringLiteral(
    "w.id, w.name, l.name, w.plan_json, w.status, w.created_at, w.finished_at, w.summary_json, "
    "w.runner_json "
    "FROM waves w LEFT JOIN lanes l ON l.id = w.lane_id");

WaveRecord waveFromRow(const QSqlQuery &query)
{
    WaveRecord record;
    record.id = query.value(0).toLongLong();
    record.name = query.value(1).toString();
    record.lane = query.value(2).toString();
    record.plan = jsonOrEmpty(query.value(3));
    record.status = waveStatusFromId(query.value(4).toString()).value_or(WaveStatus::Planned);
    record.createdAt = QDateTime::fromString(query.value(5).toString(), Qt::ISODateWithMs);
    if (!query.value(6).isNull())
        record.finishedAt = QDateTime::fromString(query.value(6).toString(), Qt::ISODateWithMs);
    record.summary = jsonOrEmpty(query.value(7));
    record.runner = jsonOrEmpty(query.value(8));
    return record;
}

} // namespace

std::optional<qint64> WaveRepository::create(const QString &name, const QString &lane,
                                             const nlohmann::json &plan,
                                             const nlohmann::json &runner)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction, NotebookTr::tr("wave %1").arg(name));
        return std::nullopt;
    }
    QSqlDatabase &db = transaction->db();
    qint64 laneId = 0;
    if (!lane.isEmpty()) {
        // laneIdFor finds or creates the lane by name, as it does for a run's lane.
        Run named;
        named.lane = lane;
        laneId = m_connection.laneIdFor(named);
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO waves(name, lane_id, plan_json, status, created_at, "
                                  "runner_json, uuid, host) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(laneId > 0 ? QVariant(laneId) : QVariant(QMetaType::fromType<qint64>()));
    insert.addBindValue(QString::fromStdString(redactSecrets(plan).dump()));
    insert.addBindValue(waveStatusId(WaveStatus::Running));
    insert.addBindValue(nowUtc());
    insert.addBindValue(jsonTextOrNull(runner));
    insert.addBindValue(newRowUuid());
    // The wave runs where its runner does (this process's host when no runner is given).
    const auto runnerHost = runner.is_object() ? runner.find("host") : runner.end();
    insert.addBindValue(runnerHost != runner.end() && runnerHost->is_string()
                            ? QString::fromStdString(runnerHost->get<std::string>())
                            : localHostName());
    QString failure;
    if (!lane.isEmpty() && laneId == 0)
        failure = m_connection.lastError();
    else if (!insert.exec())
        failure = insert.lastError().text();
    if (!failure.isEmpty()) {
        m_connection.fail(NotebookTr::tr("wave %1: %2").arg(name, failure));
        return std::nullopt; // the transaction rolls back
    }
    const qint64 waveId = insert.lastInsertId().toLongLong();
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction, NotebookTr::tr("wave %1").arg(name));
        return std::nullopt;
    }
    return waveId;
}

bool WaveRepository::setStatus(qint64 waveId, WaveStatus status, const nlohmann::json &summary)
{
    return updateStatus(waveId, std::nullopt, status, summary);
}

bool WaveRepository::setStatusIf(qint64 waveId, WaveStatus from, WaveStatus to,
                                 const nlohmann::json &summary)
{
    return updateStatus(waveId, from, to, summary);
}

bool WaveRepository::updateStatus(qint64 waveId, std::optional<WaveStatus> from, WaveStatus status,
                                  const nlohmann::json &summary)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    const bool terminal = status == WaveStatus::Finished || status == WaveStatus::Failed ||
                          status == WaveStatus::Aborted || status == WaveStatus::Interrupted;
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction, NotebookTr::tr("wave %1").arg(waveId));
    QSqlQuery update(transaction->db());
    update.prepare(QStringLiteral("UPDATE waves SET status = ?, finished_at = ?, "
                                  "summary_json = coalesce(?, summary_json) WHERE id = ?") +
                   (from ? QStringLiteral(" AND status = ?") : QString()));
    update.addBindValue(waveStatusId(status));
    update.addBindValue(terminal ? QVariant(nowUtc()) : nullText());
    update.addBindValue(jsonTextOrNull(redactSecrets(summary)));
    update.addBindValue(waveId);
    if (from)
        update.addBindValue(waveStatusId(*from));
    if (!update.exec()) {
        m_connection.fail(NotebookTr::tr("wave %1: %2").arg(waveId).arg(update.lastError().text()));
        return false;
    }
    if (update.numRowsAffected() != 1) {
        m_connection.fail(from ? QString() : NotebookTr::tr("no wave with id %1").arg(waveId));
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction, NotebookTr::tr("wave %1").arg(waveId));
    return true;
}

std::optional<qint64> WaveRepository::insertRun(const Run &run, const WaveRunPlacement &placement)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    const RunRepository::PreparedRun prepared = RunRepository::prepareRun(run); // before the lock
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    const auto abort = [&]() -> std::optional<qint64> {
        transaction->rollback();
        return std::nullopt;
    };
    qint64 runId = 0;
    if (!m_runs.insertRunRows(run, prepared, std::nullopt, runId))
        return abort();
    if (!insertPlacementRow(runId, run.label, placement))
        return abort();
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    return runId;
}

bool WaveRepository::insertPlacementRow(qint64 runId, const QString &label,
                                        const WaveRunPlacement &placement)
{
    QSqlQuery update(m_connection.database());
    update.prepare(
        QStringLiteral("UPDATE runs SET wave_id = ?, arm = ?, role = ?, repeat_index = ?, "
                       "slot = ?, gpu_ids = ?, log_tail = ? WHERE id = ?"));
    update.addBindValue(placement.waveId);
    update.addBindValue(placement.arm);
    update.addBindValue(armRoleId(placement.role));
    update.addBindValue(placement.repeat);
    update.addBindValue(placement.slot);
    update.addBindValue(textOrNull(gpuIdsText(placement.gpus)));
    update.addBindValue(textOrNull(redactSecretsInText(placement.logTail)));
    update.addBindValue(runId);
    if (!update.exec()) {
        m_connection.fail(NotebookTr::tr("run %1: the wave placement could not be stored: %2")
                              .arg(label, update.lastError().text()));
        return false;
    }
    return true;
}

std::optional<WaveRecord> WaveRepository::wave(qint64 waveId) const
{
    QSqlQuery query(m_connection.database());
    query.prepare(QStringLiteral("SELECT ") + kWaveColumns + QStringLiteral(" WHERE w.id = ?"));
    query.addBindValue(waveId);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return std::nullopt;
    }
    if (!query.next()) {
        m_connection.fail(NotebookTr::tr("no wave with id %1").arg(waveId));
        return std::nullopt;
    }
    return waveFromRow(query);
}

std::vector<WaveRecord> WaveRepository::list(std::optional<WaveStatus> only) const
{
    std::vector<WaveRecord> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + kWaveColumns +
                  (only ? QStringLiteral(" WHERE w.status = ?") : QString()) +
                  QStringLiteral(" ORDER BY w.id DESC"));
    if (only)
        query.addBindValue(waveStatusId(*only));
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next())
        list.push_back(waveFromRow(query));
    return list;
}

std::vector<WaveRunPlacement> WaveRepository::placements(qint64 waveId) const
{
    std::vector<WaveRunPlacement> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, arm, role, repeat_index, slot, gpu_ids, log_tail "
                                 "FROM runs WHERE wave_id = ? ORDER BY id"));
    query.addBindValue(waveId);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next()) {
        WaveRunPlacement placement;
        placement.runId = query.value(0).toLongLong();
        placement.waveId = waveId;
        placement.arm = query.value(1).toString();
        placement.role = armRoleFromId(query.value(2).toString()).value_or(ArmRole::Candidate);
        placement.repeat = query.value(3).toInt();
        placement.slot = query.value(4).toInt();
        placement.gpus = gpuIdsFromText(query.value(5).toString());
        placement.logTail = query.value(6).toString();
        list.push_back(placement);
    }
    return list;
}

bool WaveRepository::recordStepFailure(const WaveStepFailure &failure)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    const WaveStep &step = failure.step;
    const QString context =
        NotebookTr::tr("wave %1, step %2").arg(failure.waveId).arg(step.index + 1);
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction, context);
    QSqlQuery insert(transaction->db());
    insert.prepare(QStringLiteral(
        "INSERT INTO wave_step_failures(wave_id, step_index, arm, config, role, repeat_index, "
        "slot, gpu_ids, concurrency, context_tokens, reason, log_tail, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(failure.waveId);
    insert.addBindValue(step.index);
    insert.addBindValue(step.arm);
    insert.addBindValue(textOrNull(step.config));
    insert.addBindValue(armRoleId(step.role));
    insert.addBindValue(step.repeat);
    insert.addBindValue(step.slot);
    insert.addBindValue(textOrNull(gpuIdsText(step.gpus)));
    insert.addBindValue(step.point.concurrency);
    insert.addBindValue(step.point.contextTokens);
    // Both may quote a server log that printed a token.
    insert.addBindValue(redactSecretsInText(failure.reason));
    insert.addBindValue(textOrNull(redactSecretsInText(failure.logTail)));
    insert.addBindValue(failure.recordedAt.isValid()
                            ? failure.recordedAt.toUTC().toString(Qt::ISODateWithMs)
                            : nowUtc());
    if (!insert.exec()) {
        m_connection.fail(NotebookTr::tr("%1: the failed step could not be stored: %2")
                              .arg(context, insert.lastError().text()));
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction, context);
    return true;
}

std::vector<WaveStepFailure> WaveRepository::stepFailures(qint64 waveId) const
{
    std::vector<WaveStepFailure> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT step_index, arm, config, role, repeat_index, slot, gpu_ids, concurrency, "
        "context_tokens, reason, log_tail, created_at FROM wave_step_failures "
        "WHERE wave_id = ? ORDER BY step_index, id"));
    query.addBindValue(waveId);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next()) {
        WaveStepFailure failure;
        failure.waveId = waveId;
        failure.step.index = query.value(0).toInt();
        failure.step.arm = query.value(1).toString();
        failure.step.config = query.value(2).toString();
        failure.step.role = armRoleFromId(query.value(3).toString()).value_or(ArmRole::Candidate);
        failure.step.repeat = query.value(4).toInt();
        failure.step.slot = query.value(5).toInt();
        failure.step.gpus = gpuIdsFromText(query.value(6).toString());
        failure.step.point.concurrency = query.value(7).toInt();
        failure.step.point.contextTokens = query.value(8).toInt();
        failure.reason = query.value(9).toString();
        failure.logTail = query.value(10).toString();
        failure.recordedAt = QDateTime::fromString(query.value(11).toString(), Qt::ISODateWithMs);
        list.push_back(failure);
    }
    return list;
}

} // namespace lanebook
