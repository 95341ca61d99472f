// NotebookCopy: runs, one batch per write transaction of the target.
#include "backends/notebook/copy/notebookcopy.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/copy/rowcopy.h"
#include "backends/notebook/notebooktr.h"
#include "models/run/runformat.h"

#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace lanebook {

using rowcopy::BlockInserter;
using rowcopy::forEachRow;
using rowcopy::idList;
using rowcopy::readAll;
using rowcopy::RowWriter;

namespace {

// A batch of the source's runs with what the target finds them by: their own columns, their
// config and workload (by content hash) and their result file (by sha256).
const QString kRunBatchSql = QStringLiteral(
    "SELECT r.id, r.uuid, r.label, r.format, r.model, r.lane_id, r.status, r.status_reason, "
    "r.started_at, r.source_locator, r.wave_id, r.arm, r.role, r.repeat_index, r.slot, "
    "r.gpu_ids, r.extra_json, r.log_tail, r.created_at, r.host, c.content_hash AS config_hash, "
    "c.runtime AS config_runtime, c.runtime_version AS config_runtime_version, "
    "c.json AS config_json, w.content_hash AS workload_hash, w.json AS workload_json, "
    "s.sha256 AS source_sha256, s.path AS source_path, s.size_bytes AS source_size_bytes, "
    "s.format AS source_format, s.imported_at AS source_imported_at "
    "FROM runs r LEFT JOIN configs c ON c.id = r.config_id "
    "LEFT JOIN workloads w ON w.id = r.workload_id LEFT JOIN sources s ON s.id = r.source_id "
    "WHERE r.uuid IS NOT NULL AND r.id > ? ORDER BY r.id LIMIT ?");

// A run's own columns, copied as they are (its ids are looked up in the target).
const QStringList kRunColumns = {QStringLiteral("uuid"),         QStringLiteral("label"),
                                 QStringLiteral("format"),       QStringLiteral("model"),
                                 QStringLiteral("status"),       QStringLiteral("status_reason"),
                                 QStringLiteral("started_at"),   QStringLiteral("source_locator"),
                                 QStringLiteral("arm"),          QStringLiteral("role"),
                                 QStringLiteral("repeat_index"), QStringLiteral("slot"),
                                 QStringLiteral("gpu_ids"),      QStringLiteral("extra_json"),
                                 QStringLiteral("log_tail"),     QStringLiteral("created_at"),
                                 QStringLiteral("host")};

const QStringList kSampleColumns = {
    QStringLiteral("idx"),           QStringLiteral("send_time_s"),
    QStringLiteral("ttft_ms"),       QStringLiteral("e2el_ms"),
    QStringLiteral("input_tokens"),  QStringLiteral("output_tokens"),
    QStringLiteral("cached_tokens"), QStringLiteral("finish_reason"),
    QStringLiteral("error"),         QStringLiteral("itl_ms")};

const QStringList kTelemetryColumns = {QStringLiteral("t_ns"),
                                       QStringLiteral("util_pct"),
                                       QStringLiteral("mem_used_bytes"),
                                       QStringLiteral("mem_total_bytes"),
                                       QStringLiteral("temperature_c"),
                                       QStringLiteral("mem_temperature_c"),
                                       QStringLiteral("power_w"),
                                       QStringLiteral("power_limit_w"),
                                       QStringLiteral("sm_clock_mhz"),
                                       QStringLiteral("mem_clock_mhz"),
                                       QStringLiteral("throttle_reasons"),
                                       QStringLiteral("fan_pct"),
                                       QStringLiteral("energy_mj")};

// UUIDs per IN (...) list: well under every SQLite build's limit on bound values.
constexpr size_t kUuidsPerLookup = 500;

// A note or a status is the same when its text and time are; a tag is kept once per run.
QString annotationKey(qint64 runId, const QString &kind, const QString &text,
                      const QString &createdAt)
{
    QString key = QString::number(runId) + u'\n' + kind + u'\n' + text;
    if (kind != QLatin1String("tag"))
        key += u'\n' + createdAt;
    return key;
}

// The gates of some runs (an IN list of ids) as they were judged, in the columns
// insertGate() copies: run_id, gate, outcome, reason, computed_at, detail_json.
const QString kRunGatesSql =
    QStringLiteral("SELECT run_id, gate, outcome, reason, computed_at, detail_json FROM "
                   "gate_results WHERE run_id IN (%1) ORDER BY id");

// One gate read by kRunGatesSql, as a gate of the target's run.
bool insertGate(RowWriter &writer, const QSqlRecord &gate, qint64 targetRun)
{
    return writer
        .insert(
            QStringLiteral("gate_results"),
            {QStringLiteral("run_id"), QStringLiteral("gate"), QStringLiteral("outcome"),
             QStringLiteral("reason"), QStringLiteral("computed_at"),
             QStringLiteral("detail_json")},
            {targetRun, gate.value(1), gate.value(2), gate.value(3), gate.value(4), gate.value(5)})
        .has_value();
}

QVariant nullId()
{
    return QVariant(QMetaType::fromType<qint64>());
}

} // namespace

// The state of one batch: which source runs were added or matched, and the target's ids.
struct NotebookCopy::Batch
{
    QHash<qint64, qint64> added;   // source run id -> new target run id
    QHash<qint64, qint64> matched; // source run id -> the target's run it already was
    QHash<qint64, const QSqlRecord *> runs;
    std::vector<qint64> addedSourceIds;
};

bool NotebookCopy::copyRunBatch(qint64 afterId, qint64 &lastId, bool &done)
{
    const QString source = notebookDisplayName(m_from.path());
    const QString target = notebookDisplayName(m_to.path());
    const Expected<std::vector<QSqlRecord>> runs =
        readAll(m_from.database(), kRunBatchSql, {afterId, qint64(m_runsPerBatch)});
    if (!runs)
        return fail(source, runs.error());
    done = qsizetype(runs->size()) < m_runsPerBatch;
    if (runs->empty())
        return true;
    lastId = runs->back().value(0).toLongLong();

    const auto transaction = m_to.beginWrite();
    if (!transaction->isOpen()) {
        m_to.failWrite(*transaction, target);
        m_error = m_to.lastError();
        return false;
    }
    QSqlDatabase &db = transaction->db();
    RowWriter writer(db);
    Batch batch;
    if (!placeRuns(writer, *runs, batch) || !copyRunChildren(db, writer, batch) ||
        !copyJudgements(writer, batch) || !copyAnnotations(db, writer, batch))
        return false; // the transaction rolls back
    if (!transaction->commit()) {
        m_to.failWrite(*transaction, target);
        m_error = m_to.lastError();
        return false;
    }
    ++m_summary.batchesCommitted;
    m_runsDone += qint64(runs->size());
    if (m_progress)
        m_progress({m_runsDone, m_summary.runsInSource, m_summary.runsAdded});
    return true;
}

bool NotebookCopy::placeRuns(RowWriter &writer, const std::vector<QSqlRecord> &runs, Batch &batch)
{
    // Which of the batch's runs the target holds already, by UUID.
    QHash<QString, qint64> present;
    for (size_t from = 0; from < runs.size(); from += kUuidsPerLookup) {
        const size_t to = std::min(runs.size(), from + kUuidsPerLookup);
        QVariantList uuids;
        QStringList marks;
        for (size_t i = from; i < to; ++i) {
            uuids << runs[i].value(QStringLiteral("uuid"));
            marks << QStringLiteral("?");
        }
        const Expected<std::vector<QSqlRecord>> rows =
            readAll(writer.database(),
                    QStringLiteral("SELECT uuid, id FROM runs WHERE uuid IN (%1)")
                        .arg(marks.join(QLatin1Char(','))),
                    uuids);
        if (!rows)
            return fail(notebookDisplayName(m_to.path()), rows.error());
        for (const QSqlRecord &row : *rows)
            present.insert(row.value(0).toString(), row.value(1).toLongLong());
    }

    for (const QSqlRecord &run : runs) {
        const qint64 sourceId = run.value(QStringLiteral("id")).toLongLong();
        const QString name =
            NotebookTr::tr("run %1").arg(run.value(QStringLiteral("label")).toString());
        batch.runs.insert(sourceId, &run);
        if (const auto it = present.constFind(run.value(QStringLiteral("uuid")).toString());
            it != present.constEnd()) {
            batch.matched.insert(sourceId, *it);
            m_runIds.insert(sourceId, *it);
            ++m_summary.runsAlreadyThere;
            continue;
        }
        QVariant sourceFile = nullId();
        if (const QString sha = run.value(QStringLiteral("source_sha256")).toString();
            !sha.isEmpty()) {
            const std::optional<qint64> fileId = writer.findOrInsert(
                m_sourceIds, sha, QStringLiteral("sources"), {QStringLiteral("sha256")}, {sha},
                {QStringLiteral("path"), QStringLiteral("size_bytes"), QStringLiteral("format"),
                 QStringLiteral("imported_at")},
                {run.value(QStringLiteral("source_path")),
                 run.value(QStringLiteral("source_size_bytes")),
                 run.value(QStringLiteral("source_format")),
                 run.value(QStringLiteral("source_imported_at"))});
            if (!fileId)
                return fail(name, writer.error());
            sourceFile = *fileId;
            // The same result file's entry, imported into both notebooks on its own: one run.
            const std::optional<qint64> same = writer.findId(
                QStringLiteral("SELECT id FROM runs WHERE source_id = ? AND source_locator = ?"),
                {*fileId, run.value(QStringLiteral("source_locator"))});
            if (!same && !writer.error().isEmpty())
                return fail(name, writer.error());
            if (same) {
                batch.matched.insert(sourceId, *same);
                m_runIds.insert(sourceId, *same);
                ++m_summary.runsSameSourceFile;
                continue;
            }
        }
        const std::optional<qint64> id = insertRun(writer, run, sourceFile);
        if (!id)
            return false;
        batch.added.insert(sourceId, *id);
        batch.addedSourceIds.push_back(sourceId);
        m_runIds.insert(sourceId, *id);
        ++m_summary.runsAdded;
    }
    return true;
}

std::optional<qint64> NotebookCopy::insertRun(RowWriter &writer, const QSqlRecord &run,
                                              const QVariant &sourceFile)
{
    const QString name =
        NotebookTr::tr("run %1").arg(run.value(QStringLiteral("label")).toString());
    const std::optional<QVariant> lane = targetLane(writer, run.value(QStringLiteral("lane_id")));
    if (!lane)
        return std::nullopt;
    QVariant config = nullId();
    if (const QString hash = run.value(QStringLiteral("config_hash")).toString(); !hash.isEmpty()) {
        const std::optional<qint64> id = writer.findOrInsert(
            m_configIds, hash, QStringLiteral("configs"), {QStringLiteral("content_hash")}, {hash},
            {QStringLiteral("runtime"), QStringLiteral("runtime_version"), QStringLiteral("json")},
            {run.value(QStringLiteral("config_runtime")),
             run.value(QStringLiteral("config_runtime_version")),
             run.value(QStringLiteral("config_json"))});
        if (!id) {
            fail(name, writer.error());
            return std::nullopt;
        }
        config = *id;
    }
    QVariant workload = nullId();
    if (const QString hash = run.value(QStringLiteral("workload_hash")).toString();
        !hash.isEmpty()) {
        const std::optional<qint64> id = writer.findOrInsert(
            m_workloadIds, hash, QStringLiteral("workloads"), {QStringLiteral("content_hash")},
            {hash}, {QStringLiteral("json")}, {run.value(QStringLiteral("workload_json"))});
        if (!id) {
            fail(name, writer.error());
            return std::nullopt;
        }
        workload = *id;
    }
    QVariant wave = nullId();
    if (const QVariant sourceWave = run.value(QStringLiteral("wave_id")); !sourceWave.isNull()) {
        if (const qint64 id = m_waveIds.value(sourceWave.toLongLong()); id > 0)
            wave = id;
    }
    QVariantList values;
    for (const QString &column : kRunColumns)
        values << run.value(column);
    values << *lane << config << workload << sourceFile << wave;
    const std::optional<qint64> id = writer.insert(
        QStringLiteral("runs"),
        kRunColumns + QStringList{QStringLiteral("lane_id"), QStringLiteral("config_id"),
                                  QStringLiteral("workload_id"), QStringLiteral("source_id"),
                                  QStringLiteral("wave_id")},
        values);
    if (!id)
        fail(name, writer.error());
    return id;
}

bool NotebookCopy::copyRunChildren(QSqlDatabase &db, RowWriter &writer, const Batch &batch)
{
    if (batch.addedSourceIds.empty())
        return true;
    const QString source = notebookDisplayName(m_from.path());
    const QString ids = idList(batch.addedSourceIds);

    BlockInserter metrics(db, QStringLiteral("run_metrics"),
                          {QStringLiteral("run_id"), QStringLiteral("metric_id"),
                           QStringLiteral("value"), QStringLiteral("original_key")});
    const Expected<void> metricsOk = forEachRow(
        m_from.database(),
        QStringLiteral("SELECT rm.run_id, mn.name, rm.value, rm.original_key FROM run_metrics rm "
                       "JOIN metric_names mn ON mn.id = rm.metric_id WHERE rm.run_id IN (%1)")
            .arg(ids),
        [&](const QSqlQuery &row) -> Expected<void> {
            const QString metric = row.value(1).toString();
            const std::optional<qint64> metricId =
                writer.findOrInsert(m_metricIds, metric, QStringLiteral("metric_names"),
                                    {QStringLiteral("name")}, {metric}, {}, {});
            if (!metricId)
                return unexpected(writer.error());
            if (!metrics.add({batch.added.value(row.value(0).toLongLong()), *metricId, row.value(2),
                              row.value(3)}))
                return unexpected(metrics.error());
            return {};
        });
    if (!metricsOk)
        return fail(source, metricsOk.error());
    if (!metrics.finish())
        return fail(source, metrics.error());

    BlockInserter samples(db, QStringLiteral("request_samples"),
                          QStringList{QStringLiteral("run_id")} + kSampleColumns);
    const Expected<void> samplesOk = forEachRow(
        m_from.database(),
        QStringLiteral("SELECT run_id, %1 FROM request_samples WHERE run_id IN (%2) ORDER BY "
                       "run_id, idx")
            .arg(kSampleColumns.join(QLatin1Char(',')), ids),
        [&](const QSqlQuery &row) -> Expected<void> {
            QVariantList values{batch.added.value(row.value(0).toLongLong())};
            for (int i = 0; i < int(kSampleColumns.size()); ++i)
                values << row.value(i + 1);
            if (!samples.add(values))
                return unexpected(samples.error());
            return {};
        });
    if (!samplesOk)
        return fail(source, samplesOk.error());
    if (!samples.finish())
        return fail(source, samples.error());
    m_summary.requestSamplesAdded += samples.rowsWritten();

    BlockInserter telemetry(db, QStringLiteral("telemetry_samples"),
                            QStringList{QStringLiteral("run_id"), QStringLiteral("gpu_id")} +
                                kTelemetryColumns);
    const Expected<void> telemetryOk = forEachRow(
        m_from.database(),
        QStringLiteral("SELECT t.run_id, g.host, g.uuid, g.gpu_index, g.name, g.driver, g.bus_id, "
                       "t.%1 FROM telemetry_samples t JOIN gpus g ON g.id = t.gpu_id WHERE "
                       "t.run_id IN (%2) ORDER BY t.run_id, t.gpu_id, t.t_ns")
            .arg(kTelemetryColumns.join(QStringLiteral(",t.")), ids),
        [&](const QSqlQuery &row) -> Expected<void> {
            // GPUs are one row per host and UUID in every notebook.
            const QString host = row.value(1).toString();
            const QString uuid = row.value(2).toString();
            const std::optional<qint64> gpuId =
                writer.findOrInsert(m_gpuIds, host + u'\n' + uuid, QStringLiteral("gpus"),
                                    {QStringLiteral("host"), QStringLiteral("uuid")}, {host, uuid},
                                    {QStringLiteral("gpu_index"), QStringLiteral("name"),
                                     QStringLiteral("driver"), QStringLiteral("bus_id")},
                                    {row.value(3), row.value(4), row.value(5), row.value(6)});
            if (!gpuId)
                return unexpected(writer.error());
            QVariantList values{batch.added.value(row.value(0).toLongLong()), *gpuId};
            for (int i = 0; i < int(kTelemetryColumns.size()); ++i)
                values << row.value(i + 7);
            if (!telemetry.add(values))
                return unexpected(telemetry.error());
            return {};
        });
    if (!telemetryOk)
        return fail(source, telemetryOk.error());
    if (!telemetry.finish())
        return fail(source, telemetry.error());
    m_summary.telemetrySamplesAdded += telemetry.rowsWritten();

    // A run's gates as they were judged; a comparison's gates belong to no run and stay.
    const Expected<std::vector<QSqlRecord>> gates =
        readAll(m_from.database(), kRunGatesSql.arg(ids));
    if (!gates)
        return fail(source, gates.error());
    for (const QSqlRecord &gate : *gates) {
        if (!insertGate(writer, gate, batch.added.value(gate.value(0).toLongLong())))
            return fail(notebookDisplayName(m_to.path()), writer.error());
        ++m_summary.gateResultsAdded;
    }
    return true;
}

bool NotebookCopy::copyJudgements(RowWriter &writer, const Batch &batch)
{
    if (batch.matched.isEmpty())
        return true;
    const QString source = notebookDisplayName(m_from.path());
    const QString target = notebookDisplayName(m_to.path());
    std::vector<qint64> sourceIds, targetIds;
    for (auto it = batch.matched.constBegin(); it != batch.matched.constEnd(); ++it) {
        sourceIds.push_back(it.key());
        targetIds.push_back(it.value());
    }
    // The source's gates of the runs the target had, and when each run was judged last.
    const Expected<std::vector<QSqlRecord>> gates =
        readAll(m_from.database(), kRunGatesSql.arg(idList(sourceIds)));
    if (!gates)
        return fail(source, gates.error());
    if (gates->empty())
        return true;
    QHash<qint64, QString> judgedInSource;
    for (const QSqlRecord &gate : *gates) {
        QString &latest = judgedInSource[gate.value(0).toLongLong()];
        latest = std::max(latest, gate.value(4).toString());
    }
    // The same of the target's runs, with their status and whether a person overrode it.
    const Expected<std::vector<QSqlRecord>> targetRuns = readAll(
        writer.database(),
        QStringLiteral("SELECT r.id, r.status, (SELECT max(g.computed_at) FROM gate_results g "
                       "WHERE g.run_id = r.id), (SELECT count(*) FROM annotations a WHERE "
                       "a.run_id = r.id AND a.kind = 'status') FROM runs r WHERE r.id IN (%1)")
            .arg(idList(targetIds)));
    if (!targetRuns)
        return fail(target, targetRuns.error());
    struct TargetRun
    {
        QString judgedAt;
        bool keepsStatus = false;
    };
    QHash<qint64, TargetRun> inTarget;
    for (const QSqlRecord &run : *targetRuns) {
        inTarget.insert(
            run.value(0).toLongLong(),
            {run.value(2).toString(), run.value(1).toString() == runStatusId(RunStatus::Failed) ||
                                          run.value(3).toLongLong() > 0});
    }
    // A run judged again in the source since the target's judgement (its gates computed
    // later) takes the source's gates, and its status, as JudgementRepository::saveJudgement
    // would: not over a person's override or a failed run. Either way round, the later
    // judgement wins; an equal one is the same judgement, copied before.
    QSet<qint64> rejudged;
    for (auto it = judgedInSource.constBegin(); it != judgedInSource.constEnd(); ++it) {
        const qint64 targetRun = batch.matched.value(it.key());
        const TargetRun judged = inTarget.value(targetRun);
        if (it.value() <= judged.judgedAt)
            continue;
        rejudged.insert(it.key());
        if (!writer.exec(QStringLiteral("DELETE FROM gate_results WHERE run_id = ?"), {targetRun}))
            return fail(target, writer.error());
        if (judged.keepsStatus)
            continue;
        const QSqlRecord *run = batch.runs.value(it.key());
        if (!writer.exec(
                QStringLiteral("UPDATE runs SET status = ?, status_reason = ? WHERE id = ?"),
                {run->value(QStringLiteral("status")), run->value(QStringLiteral("status_reason")),
                 targetRun}))
            return fail(target, writer.error());
    }
    for (const QSqlRecord &gate : *gates) {
        const qint64 sourceRun = gate.value(0).toLongLong();
        if (!rejudged.contains(sourceRun))
            continue;
        if (!insertGate(writer, gate, batch.matched.value(sourceRun)))
            return fail(target, writer.error());
        ++m_summary.gateResultsAdded;
    }
    m_summary.runsJudgedAgain += rejudged.size();
    return true;
}

bool NotebookCopy::copyAnnotations(QSqlDatabase &db, RowWriter &writer, const Batch &batch)
{
    const QString target = notebookDisplayName(m_to.path());
    std::vector<qint64> sourceIds;
    for (auto it = batch.runs.constBegin(); it != batch.runs.constEnd(); ++it)
        sourceIds.push_back(it.key());
    const Expected<std::vector<QSqlRecord>> annotations =
        readAll(m_from.database(),
                QStringLiteral("SELECT run_id, kind, text, reason, created_at FROM annotations "
                               "WHERE run_id IN (%1) ORDER BY id")
                    .arg(idList(sourceIds)));
    if (!annotations)
        return fail(notebookDisplayName(m_from.path()), annotations.error());
    if (annotations->empty())
        return true;
    // What the runs the target had already carry, so that a second copy adds nothing.
    QSet<QString> known;
    if (!batch.matched.isEmpty()) {
        std::vector<qint64> targetIds;
        for (const qint64 id : batch.matched)
            targetIds.push_back(id);
        const Expected<std::vector<QSqlRecord>> rows =
            readAll(db, QStringLiteral("SELECT run_id, kind, text, created_at FROM annotations "
                                       "WHERE run_id IN (%1)")
                            .arg(idList(targetIds)));
        if (!rows)
            return fail(target, rows.error());
        for (const QSqlRecord &row : *rows)
            known.insert(annotationKey(row.value(0).toLongLong(), row.value(1).toString(),
                                       row.value(2).toString(), row.value(3).toString()));
    }
    for (const QSqlRecord &annotation : *annotations) {
        const qint64 sourceRun = annotation.value(0).toLongLong();
        const bool isNew = batch.added.contains(sourceRun);
        const qint64 targetRun =
            isNew ? batch.added.value(sourceRun) : batch.matched.value(sourceRun);
        const QString kind = annotation.value(1).toString();
        const QString key = annotationKey(targetRun, kind, annotation.value(2).toString(),
                                          annotation.value(4).toString());
        if (known.contains(key))
            continue;
        known.insert(key);
        if (!writer.insert(QStringLiteral("annotations"),
                           {QStringLiteral("run_id"), QStringLiteral("kind"),
                            QStringLiteral("text"), QStringLiteral("reason"),
                            QStringLiteral("created_at")},
                           {targetRun, annotation.value(1), annotation.value(2),
                            annotation.value(3), annotation.value(4)}))
            return fail(target, writer.error());
        ++m_summary.annotationsAdded;
        // A status set on a run the target had: the target's run takes it too (a new run
        // came with its status).
        if (!isNew && kind == QLatin1String("status")) {
            const QSqlRecord *run = batch.runs.value(sourceRun);
            if (!writer.exec(
                    QStringLiteral("UPDATE runs SET status = ?, status_reason = ? WHERE id = ?"),
                    {run->value(QStringLiteral("status")),
                     run->value(QStringLiteral("status_reason")), targetRun}))
                return fail(target, writer.error());
        }
    }
    return true;
}

} // namespace lanebook
