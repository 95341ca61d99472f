// WaveRepository: waves and the placement of their runs (topic owner: waves).
#include "backends/notebook/repositories/waverepository.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

namespace lanebook {

using sqlvalues::gpuIdsFromText;
using sqlvalues::gpuIdsText;
using sqlvalues::jsonTextOrNull;
using sqlvalues::nowUtc;
using sqlvalues::nullText;
using sqlvalues::textOrNull;

namespace {

const QString kWaveColumns = QStringLiteral(
    "w.id, w.name, l.name, w.plan_json, w.status, w.created_at, w.finished_at, w.summary_json, "
    "w.runner_json "
    "FROM waves w LEFT JOIN lanes l ON l.id = w.lane_id");

WaveRecord waveFromRow(const NotebookQuery &row)
{
    WaveRecord record;
    record.id = row.integer(0);
    record.name = row.text(1);
    record.lane = row.text(2);
    record.plan = row.json(3);
    record.status = waveStatusFromId(row.text(4)).value_or(WaveStatus::Planned);
    record.createdAt = QDateTime::fromString(row.text(5), Qt::ISODateWithMs);
    if (!row.isNull(6))
        record.finishedAt = QDateTime::fromString(row.text(6), Qt::ISODateWithMs);
    record.summary = row.json(7);
    record.runner = row.json(8);
    return record;
}

} // namespace

std::optional<qint64> WaveRepository::create(const QString &name, const QString &lane,
                                             const nlohmann::json &plan,
                                             const nlohmann::json &runner)
{
    const QString context = NotebookTr::tr("wave %1").arg(name);
    const Expected<qint64> created =
        m_connection.write(context, [&](WriteTransaction &transaction) -> Expected<qint64> {
            qint64 laneId = 0;
            if (!lane.isEmpty()) {
                // laneIdFor finds or creates the lane by name, as it does for a run's lane.
                Run named;
                named.lane = lane;
                const Expected<qint64> id = m_connection.laneIdFor(named);
                if (!id)
                    return unexpected(NotebookTr::tr("wave %1: %2").arg(name, id.error()));
                laneId = *id;
            }
            // The wave runs where its runner does (this process's host when no runner is given).
            const auto runnerHost = runner.is_object() ? runner.find("host") : runner.end();
            NotebookQuery insert(transaction.db(),
                                 QStringLiteral("INSERT INTO waves(name, lane_id, plan_json, "
                                                "status, created_at, runner_json, uuid, host) "
                                                "VALUES (:name, :lane, :plan, :status, :created, "
                                                ":runner, :uuid, :host)"));
            insert.bind(QStringLiteral(":name"), name)
                .bind(QStringLiteral(":lane"),
                      laneId > 0 ? QVariant(laneId) : QVariant(QMetaType::fromType<qint64>()))
                .bind(QStringLiteral(":plan"), QString::fromStdString(redactSecrets(plan).dump()))
                .bind(QStringLiteral(":status"), waveStatusId(WaveStatus::Running))
                .bind(QStringLiteral(":created"), nowUtc())
                .bind(QStringLiteral(":runner"), jsonTextOrNull(runner))
                .bind(QStringLiteral(":uuid"), newRowUuid())
                .bind(QStringLiteral(":host"),
                      runnerHost != runner.end() && runnerHost->is_string()
                          ? QString::fromStdString(runnerHost->get<std::string>())
                          : localHostName());
            if (Expected<void> done = insert.exec(); !done)
                return unexpected(NotebookTr::tr("wave %1: %2").arg(name, done.error()));
            return insert.lastInsertId();
        });
    if (!m_connection.succeeded(created))
        return std::nullopt;
    return *created;
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
    const bool terminal = status == WaveStatus::Finished || status == WaveStatus::Failed ||
                          status == WaveStatus::Aborted || status == WaveStatus::Interrupted;
    const QString context = NotebookTr::tr("wave %1").arg(waveId);
    return m_connection.succeeded(
        m_connection.write(context, [&](WriteTransaction &transaction) -> Expected<void> {
            NotebookQuery update(
                transaction.db(),
                QStringLiteral("UPDATE waves SET status = :status, finished_at = :finished, "
                               "summary_json = coalesce(:summary, summary_json) WHERE id = :id") +
                    (from ? QStringLiteral(" AND status = :from") : QString()));
            update.bind(QStringLiteral(":status"), waveStatusId(status))
                .bind(QStringLiteral(":finished"), terminal ? QVariant(nowUtc()) : nullText())
                .bind(QStringLiteral(":summary"), jsonTextOrNull(redactSecrets(summary)))
                .bind(QStringLiteral(":id"), waveId);
            if (from)
                update.bind(QStringLiteral(":from"), waveStatusId(*from));
            if (Expected<void> done = update.exec(); !done)
                return unexpected(NotebookTr::tr("wave %1: %2").arg(waveId).arg(done.error()));
            // A conditional change that found the wave elsewhere says nothing: not an error.
            if (update.rowsAffected() != 1)
                return unexpected(from ? QString()
                                       : NotebookTr::tr("no wave with id %1").arg(waveId));
            return {};
        }));
}

Expected<qint64> WaveRepository::insertRun(const Run &run, const WaveRunPlacement &placement)
{
    const RunRepository::PreparedRun prepared = RunRepository::prepareRun(run); // before the lock
    return m_connection.write({}, [&](WriteTransaction &) -> Expected<qint64> {
        Expected<qint64> runId = m_runs.insertRunRows(run, prepared, std::nullopt);
        if (!runId)
            return runId;
        if (Expected<void> placed = insertPlacementRow(*runId, run.label, placement); !placed)
            return unexpected(placed.error());
        return runId;
    });
}

Expected<void> WaveRepository::insertPlacementRow(qint64 runId, const QString &label,
                                                  const WaveRunPlacement &placement)
{
    NotebookQuery update(m_connection.database(),
                         QStringLiteral("UPDATE runs SET wave_id = :wave, arm = :arm, role = "
                                        ":role, repeat_index = :repeat, slot = :slot, gpu_ids = "
                                        ":gpus, log_tail = :log WHERE id = :id"));
    update.bind(QStringLiteral(":wave"), placement.waveId)
        .bind(QStringLiteral(":arm"), placement.arm)
        .bind(QStringLiteral(":role"), armRoleId(placement.role))
        .bind(QStringLiteral(":repeat"), placement.repeat)
        .bind(QStringLiteral(":slot"), placement.slot)
        .bind(QStringLiteral(":gpus"), textOrNull(gpuIdsText(placement.gpus)))
        .bind(QStringLiteral(":log"), textOrNull(redactSecretsInText(placement.logTail)))
        .bind(QStringLiteral(":id"), runId);
    if (Expected<void> done = update.exec(); !done)
        return unexpected(NotebookTr::tr("run %1: the wave placement could not be stored: %2")
                              .arg(label, done.error()));
    return {};
}

std::optional<WaveRecord> WaveRepository::wave(qint64 waveId) const
{
    NotebookQuery query(m_connection.database(), QStringLiteral("SELECT ") + kWaveColumns +
                                                     QStringLiteral(" WHERE w.id = :id"));
    const Expected<std::optional<WaveRecord>> wave =
        query.bind(QStringLiteral(":id"), waveId).first(waveFromRow);
    if (!m_connection.succeeded(wave))
        return std::nullopt;
    if (!*wave)
        m_connection.fail(NotebookTr::tr("no wave with id %1").arg(waveId));
    return *wave;
}

std::vector<WaveRecord> WaveRepository::list(std::optional<WaveStatus> only) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT ") + kWaveColumns +
                            (only ? QStringLiteral(" WHERE w.status = :status") : QString()) +
                            QStringLiteral(" ORDER BY w.id DESC"));
    if (only)
        query.bind(QStringLiteral(":status"), waveStatusId(*only));
    Expected<std::vector<WaveRecord>> waves = query.all(waveFromRow);
    if (!m_connection.succeeded(waves))
        return {};
    return std::move(*waves);
}

std::vector<WaveRunPlacement> WaveRepository::placements(qint64 waveId) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT id, arm, role, repeat_index, slot, gpu_ids, "
                                       "log_tail FROM runs WHERE wave_id = :wave ORDER BY id"));
    query.bind(QStringLiteral(":wave"), waveId);
    Expected<std::vector<WaveRunPlacement>> placements =
        query.all([waveId](const NotebookQuery &row) {
            WaveRunPlacement placement;
            placement.runId = row.integer(0);
            placement.waveId = waveId;
            placement.arm = row.text(1);
            placement.role = armRoleFromId(row.text(2)).value_or(ArmRole::Candidate);
            placement.repeat = int(row.integer(3));
            placement.slot = int(row.integer(4));
            placement.gpus = gpuIdsFromText(row.text(5));
            placement.logTail = row.text(6);
            return placement;
        });
    if (!m_connection.succeeded(placements))
        return {};
    return std::move(*placements);
}

bool WaveRepository::recordStepFailure(const WaveStepFailure &failure)
{
    const WaveStep &step = failure.step;
    const QString context =
        NotebookTr::tr("wave %1, step %2").arg(failure.waveId).arg(step.index + 1);
    return m_connection.succeeded(
        m_connection.write(context, [&](WriteTransaction &transaction) -> Expected<void> {
            NotebookQuery insert(
                transaction.db(),
                QStringLiteral("INSERT INTO wave_step_failures(wave_id, step_index, arm, config, "
                               "role, repeat_index, slot, gpu_ids, concurrency, context_tokens, "
                               "reason, log_tail, created_at) VALUES (:wave, :step, :arm, "
                               ":config, :role, :repeat, :slot, :gpus, :concurrency, :context, "
                               ":reason, :log, :created)"));
            insert.bind(QStringLiteral(":wave"), failure.waveId)
                .bind(QStringLiteral(":step"), step.index)
                .bind(QStringLiteral(":arm"), step.arm)
                .bind(QStringLiteral(":config"), textOrNull(step.config))
                .bind(QStringLiteral(":role"), armRoleId(step.role))
                .bind(QStringLiteral(":repeat"), step.repeat)
                .bind(QStringLiteral(":slot"), step.slot)
                .bind(QStringLiteral(":gpus"), textOrNull(gpuIdsText(step.gpus)))
                .bind(QStringLiteral(":concurrency"), step.point.concurrency)
                .bind(QStringLiteral(":context"), step.point.contextTokens)
                // Both may quote a server log that printed a token.
                .bind(QStringLiteral(":reason"), redactSecretsInText(failure.reason))
                .bind(QStringLiteral(":log"), textOrNull(redactSecretsInText(failure.logTail)))
                .bind(QStringLiteral(":created"),
                      failure.recordedAt.isValid()
                          ? failure.recordedAt.toUTC().toString(Qt::ISODateWithMs)
                          : nowUtc());
            if (Expected<void> done = insert.exec(); !done)
                return unexpected(NotebookTr::tr("%1: the failed step could not be stored: %2")
                                      .arg(context, done.error()));
            return {};
        }));
}

std::vector<WaveStepFailure> WaveRepository::stepFailures(qint64 waveId) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT step_index, arm, config, role, repeat_index, slot, "
                                       "gpu_ids, concurrency, context_tokens, reason, log_tail, "
                                       "created_at FROM wave_step_failures WHERE wave_id = :wave "
                                       "ORDER BY step_index, id"));
    query.bind(QStringLiteral(":wave"), waveId);
    Expected<std::vector<WaveStepFailure>> failures = query.all([waveId](const NotebookQuery &row) {
        WaveStepFailure failure;
        failure.waveId = waveId;
        failure.step.index = int(row.integer(0));
        failure.step.arm = row.text(1);
        failure.step.config = row.text(2);
        failure.step.role = armRoleFromId(row.text(3)).value_or(ArmRole::Candidate);
        failure.step.repeat = int(row.integer(4));
        failure.step.slot = int(row.integer(5));
        failure.step.gpus = gpuIdsFromText(row.text(6));
        failure.step.point.concurrency = int(row.integer(7));
        failure.step.point.contextTokens = int(row.integer(8));
        failure.reason = row.text(9);
        failure.logTail = row.text(10);
        failure.recordedAt = QDateTime::fromString(row.text(11), Qt::ISODateWithMs);
        return failure;
    });
    if (!m_connection.succeeded(failures))
        return {};
    return std::move(*failures);
}

} // namespace lanebook
