// NotebookCopy: the whole copy, its lanes and its waves.
#include "backends/notebook/copy/notebookcopy.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/copy/rowcopy.h"
#include "backends/notebook/notebooktr.h"

#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

using rowcopy::readAll;
using rowcopy::RowWriter;

namespace {

// One notebook named twice (a path and its symlink, or the same address).
bool sameNotebook(const QString &a, const QString &b)
{
    if (isServerNotebook(a) || isServerNotebook(b))
        return notebookDisplayName(a) == notebookDisplayName(b);
    const QString canonicalA = QFileInfo(a).canonicalFilePath();
    return !canonicalA.isEmpty() && canonicalA == QFileInfo(b).canonicalFilePath();
}

// A wave the source saw end after the target saw it running (or not yet started).
bool endedSince(const QSqlRecord &source, const QVariant &targetFinishedAt)
{
    return !source.value(QStringLiteral("finished_at")).isNull() && targetFinishedAt.isNull();
}

const QStringList kStepFailureColumns = {
    QStringLiteral("step_index"), QStringLiteral("arm"),          QStringLiteral("config"),
    QStringLiteral("role"),       QStringLiteral("repeat_index"), QStringLiteral("slot"),
    QStringLiteral("gpu_ids"),    QStringLiteral("concurrency"),  QStringLiteral("context_tokens"),
    QStringLiteral("reason"),     QStringLiteral("log_tail"),     QStringLiteral("created_at")};

} // namespace

bool NotebookCopy::fail(const QString &what, const QString &why)
{
    m_error = NotebookTr::tr("%1: %2").arg(what, why);
    return false;
}

bool NotebookCopy::open(const QString &from, const QString &to)
{
    m_error.clear();
    if (sameNotebook(from, to))
        return fail(notebookDisplayName(to), NotebookTr::tr("this is the notebook being copied"));
    if (!m_from.open(from, NotebookConnection::Access::ReadOnly)) {
        m_error = m_from.lastError();
        return false;
    }
    if (!m_to.open(to, NotebookConnection::Access::ReadWrite)) {
        m_error = m_to.lastError();
        m_from.close();
        return false;
    }
    return true;
}

std::optional<NotebookCopySummary> NotebookCopy::run()
{
    m_summary = {};
    m_runsDone = 0;
    m_error.clear();
    // Ids remembered by an earlier call may belong to a batch that was rolled back.
    for (QHash<QString, qint64> *cache :
         {&m_laneIds, &m_configIds, &m_workloadIds, &m_sourceIds, &m_metricIds, &m_gpuIds})
        cache->clear();
    m_waveIds.clear();
    m_runIds.clear();
    m_sourceLanes.clear();
    if (!m_from.isOpen() || !m_to.isOpen() || m_to.isReadOnly()) {
        m_error = NotebookTr::tr("the notebooks are not open for copying");
        return std::nullopt;
    }
    {
        QSqlQuery count(m_from.database());
        if (!count.exec(QStringLiteral("SELECT count(*) FROM runs WHERE uuid IS NOT NULL")) ||
            !count.next()) {
            fail(notebookDisplayName(m_from.path()), count.lastError().text());
            return std::nullopt;
        }
        m_summary.runsInSource = count.value(0).toLongLong();
    }
    if (!loadSourceLanes() || !copyWaves())
        return std::nullopt;
    qint64 afterId = 0;
    for (bool done = false; !done;) {
        qint64 lastId = afterId;
        if (!copyRunBatch(afterId, lastId, done))
            return std::nullopt;
        afterId = lastId;
    }
    if (!copyFindings())
        return std::nullopt;
    return m_summary;
}

bool NotebookCopy::loadSourceLanes()
{
    const Expected<std::vector<QSqlRecord>> lanes =
        readAll(m_from.database(),
                QStringLiteral("SELECT id, name, model, quantization, hardware, quality_promise, "
                               "notes, created_at, slo_json FROM lanes"));
    if (!lanes)
        return fail(notebookDisplayName(m_from.path()), lanes.error());
    for (const QSqlRecord &lane : *lanes)
        m_sourceLanes.insert(lane.value(0).toLongLong(), lane);
    return true;
}

std::optional<QVariant> NotebookCopy::targetLane(RowWriter &writer, const QVariant &sourceLane)
{
    const QVariant none(QMetaType::fromType<qint64>());
    if (sourceLane.isNull())
        return none;
    const auto lane = m_sourceLanes.constFind(sourceLane.toLongLong());
    if (lane == m_sourceLanes.constEnd())
        return none;
    const QString name = lane->value(QStringLiteral("name")).toString();
    // A lane's baseline run is not carried: it names a run id of the source. Its SLO is carried
    // with a lane the copy makes; a lane the target has keeps its own.
    const std::optional<qint64> id = writer.findOrInsert(
        m_laneIds, name, QStringLiteral("lanes"), {QStringLiteral("name")}, {name},
        {QStringLiteral("model"), QStringLiteral("quantization"), QStringLiteral("hardware"),
         QStringLiteral("quality_promise"), QStringLiteral("notes"), QStringLiteral("created_at"),
         QStringLiteral("slo_json")},
        {lane->value(QStringLiteral("model")), lane->value(QStringLiteral("quantization")),
         lane->value(QStringLiteral("hardware")), lane->value(QStringLiteral("quality_promise")),
         lane->value(QStringLiteral("notes")), lane->value(QStringLiteral("created_at")),
         lane->value(QStringLiteral("slo_json"))});
    if (!id) {
        fail(NotebookTr::tr("lane %1").arg(name), writer.error());
        return std::nullopt;
    }
    return QVariant(*id);
}

bool NotebookCopy::copyWaves()
{
    const QString source = notebookDisplayName(m_from.path());
    const QString target = notebookDisplayName(m_to.path());
    const Expected<std::vector<QSqlRecord>> waves =
        readAll(m_from.database(),
                QStringLiteral("SELECT id, uuid, name, lane_id, plan_json, status, created_at, "
                               "finished_at, summary_json, runner_json, host FROM waves WHERE "
                               "uuid IS NOT NULL ORDER BY id"));
    if (!waves)
        return fail(source, waves.error());
    const Expected<std::vector<QSqlRecord>> failures =
        readAll(m_from.database(), QStringLiteral("SELECT wave_id, %1 FROM wave_step_failures "
                                                  "ORDER BY id")
                                       .arg(kStepFailureColumns.join(QLatin1Char(','))));
    if (!failures)
        return fail(source, failures.error());
    if (waves->empty())
        return true;

    const auto transaction = m_to.beginWrite();
    if (!transaction->isOpen()) {
        m_to.failWrite(*transaction, target);
        m_error = m_to.lastError();
        return false;
    }
    RowWriter writer(transaction->db());
    for (const QSqlRecord &wave : *waves) {
        const qint64 sourceId = wave.value(QStringLiteral("id")).toLongLong();
        const QString name =
            NotebookTr::tr("wave %1").arg(wave.value(QStringLiteral("name")).toString());
        const Expected<std::vector<QSqlRecord>> present =
            readAll(transaction->db(),
                    QStringLiteral("SELECT id, finished_at FROM waves WHERE "
                                   "uuid = ?"),
                    {wave.value(QStringLiteral("uuid"))});
        if (!present)
            return fail(name, present.error());
        qint64 targetId = 0;
        if (!present->empty()) {
            targetId = present->front().value(0).toLongLong();
            if (endedSince(wave, present->front().value(1))) {
                if (!writer.exec(QStringLiteral("UPDATE waves SET status = ?, finished_at = ?, "
                                                "summary_json = ? WHERE id = ?"),
                                 {wave.value(QStringLiteral("status")),
                                  wave.value(QStringLiteral("finished_at")),
                                  wave.value(QStringLiteral("summary_json")), targetId}))
                    return fail(name, writer.error());
                ++m_summary.wavesUpdated;
            } else {
                ++m_summary.wavesAlreadyThere;
            }
        } else {
            const std::optional<QVariant> lane =
                targetLane(writer, wave.value(QStringLiteral("lane_id")));
            if (!lane)
                return false;
            const std::optional<qint64> id = writer.insert(
                QStringLiteral("waves"),
                {QStringLiteral("uuid"), QStringLiteral("name"), QStringLiteral("lane_id"),
                 QStringLiteral("plan_json"), QStringLiteral("status"),
                 QStringLiteral("created_at"), QStringLiteral("finished_at"),
                 QStringLiteral("summary_json"), QStringLiteral("runner_json"),
                 QStringLiteral("host")},
                {wave.value(QStringLiteral("uuid")), wave.value(QStringLiteral("name")), *lane,
                 wave.value(QStringLiteral("plan_json")), wave.value(QStringLiteral("status")),
                 wave.value(QStringLiteral("created_at")),
                 wave.value(QStringLiteral("finished_at")),
                 wave.value(QStringLiteral("summary_json")),
                 wave.value(QStringLiteral("runner_json")), wave.value(QStringLiteral("host"))});
            if (!id)
                return fail(name, writer.error());
            targetId = *id;
            ++m_summary.wavesAdded;
        }
        m_waveIds.insert(sourceId, targetId);
        // Steps that could not run, matched by step, arm and time (a wave copied while it
        // was running gains the ones recorded since).
        const Expected<std::vector<QSqlRecord>> known =
            readAll(transaction->db(),
                    QStringLiteral("SELECT step_index, arm, created_at FROM wave_step_failures "
                                   "WHERE wave_id = ?"),
                    {targetId});
        if (!known)
            return fail(name, known.error());
        QSet<QString> keys;
        for (const QSqlRecord &row : *known)
            keys.insert(row.value(0).toString() + u'\n' + row.value(1).toString() + u'\n' +
                        row.value(2).toString());
        for (const QSqlRecord &failure : *failures) {
            if (failure.value(0).toLongLong() != sourceId)
                continue;
            const QString key = failure.value(QStringLiteral("step_index")).toString() + u'\n' +
                                failure.value(QStringLiteral("arm")).toString() + u'\n' +
                                failure.value(QStringLiteral("created_at")).toString();
            if (keys.contains(key))
                continue;
            QVariantList values{targetId};
            for (const QString &column : kStepFailureColumns)
                values << failure.value(column);
            if (!writer.insert(QStringLiteral("wave_step_failures"),
                               QStringList{QStringLiteral("wave_id")} + kStepFailureColumns,
                               values))
                return fail(name, writer.error());
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
