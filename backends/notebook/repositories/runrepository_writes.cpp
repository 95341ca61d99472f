// RunRepository: the write side (imports and recorded runs).
#include "backends/notebook/repositories/rowidentity.h"

#include "backends/notebook/copy/rowcopy.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "backends/notebook/repositories/telemetryrepository.h"
#include "models/findings/secretredaction.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

#include <cmath>

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::textOrNull;

namespace {

QVariant optionalValue(const std::optional<double> &value)
{
    if (!value || std::isnan(*value))
        return QVariant(QMetaType::fromType<double>());
    return *value;
}

QVariant optionalValue(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

QByteArray packFloats(const std::vector<float> &values)
{
    QByteArray blob(static_cast<qsizetype>(values.size() * sizeof(float)), Qt::Uninitialized);
    auto *out = reinterpret_cast<uchar *>(blob.data());
    for (size_t i = 0; i < values.size(); ++i)
        qToLittleEndian<float>(values[i], out + i * sizeof(float));
    return blob;
}

} // namespace

namespace {

// A config or workload as stored: canonical text and its hash; none for an empty document.
std::optional<RunRepository::PreparedRun::Document> prepareDocument(const nlohmann::json &value,
                                                                    bool withRuntime)
{
    if (!value.is_object() || value.empty())
        return std::nullopt;
    // nlohmann's object keeps keys sorted, so dump() is canonical and the hash is stable.
    const std::string canonical = value.dump();
    const QByteArray bytes = QByteArray::fromStdString(canonical);
    RunRepository::PreparedRun::Document document;
    document.hash =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    document.json = QString::fromStdString(canonical);
    if (withRuntime) {
        const auto text = [&value](const char *key) {
            const auto it = value.find(key);
            return it != value.end() && it->is_string()
                       ? QVariant(QString::fromStdString(it->get<std::string>()))
                       : QVariant(QMetaType::fromType<QString>());
        };
        document.runtime = text("runtime");
        document.runtimeVersion = text("runtime_version");
    }
    return document;
}

} // namespace

RunRepository::PreparedRun RunRepository::prepareRun(const Run &run)
{
    PreparedRun prepared;
    prepared.config = prepareDocument(redactSecrets(run.config), true);
    prepared.workload = prepareDocument(redactSecrets(run.workload), false);
    prepared.extraJson = sqlvalues::jsonTextOrNull(redactSecrets(run.extra));
    // Identity is stored in English whatever the language (sourcelocator.h).
    prepared.locator = canonicalSourceLocator(run.source.locator);
    QString label = run.label;
    if (label.isEmpty())
        label = runFormatId(run.format) + QLatin1Char('-') + run.source.sha256.left(8) +
                QLatin1Char('-') +
                QString(prepared.locator).simplified().replace(QLatin1Char(' '), QLatin1Char('-'));
    prepared.label = redactSecretsInText(label);
    prepared.statusReason =
        textOrNull(redactSecretsInText(canonicalStatusReason(run.statusReason)));
    prepared.sampleItl.reserve(run.samples.size());
    prepared.sampleErrors.reserve(run.samples.size());
    for (const RequestSample &s : run.samples) {
        prepared.sampleItl.push_back(s.itlMs.empty() ? QVariant(QMetaType::fromType<QByteArray>())
                                                     : QVariant(packFloats(s.itlMs)));
        prepared.sampleErrors.push_back(
            textOrNull(s.error.isEmpty() ? s.error : redactSecretsInText(s.error)));
    }
    return prepared;
}

Expected<qint64> RunRepository::contentId(const char *table, const PreparedRun::Document &document)
{
    QSqlDatabase db = m_connection.database();
    const QString tableName = QString::fromLatin1(table);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM ") + tableName +
                  QStringLiteral(" WHERE content_hash = ?"));
    query.addBindValue(document.hash);
    if (query.exec() && query.next())
        return query.value(0).toLongLong();
    QSqlQuery insert(db);
    if (tableName == QLatin1String("configs")) {
        insert.prepare(QStringLiteral("INSERT INTO configs(content_hash, runtime, runtime_version, "
                                      "json) VALUES (?, ?, ?, ?)"));
        insert.addBindValue(document.hash);
        insert.addBindValue(document.runtime);
        insert.addBindValue(document.runtimeVersion);
    } else {
        insert.prepare(QStringLiteral("INSERT INTO ") + tableName +
                       QStringLiteral("(content_hash, json) VALUES (?, ?)"));
        insert.addBindValue(document.hash);
    }
    insert.addBindValue(document.json);
    if (!insert.exec())
        return m_connection.statementFailed(insert.lastError(), insert.lastError().text());
    return insert.lastInsertId().toLongLong();
}

Expected<RunRepository::StoredDocuments> RunRepository::storeDocuments(const PreparedRun &prepared)
{
    // A failed write is not an absent document: it refuses the run.
    const auto id = [this](const char *table,
                           const std::optional<PreparedRun::Document> &doc) -> Expected<QVariant> {
        if (!doc)
            return QVariant(QMetaType::fromType<qint64>());
        const Expected<qint64> row = contentId(table, *doc);
        if (!row)
            return unexpected(row.error());
        return QVariant(*row);
    };
    const Expected<QVariant> configId = id("configs", prepared.config);
    if (!configId)
        return unexpected(configId.error());
    const Expected<QVariant> workloadId = id("workloads", prepared.workload);
    if (!workloadId)
        return unexpected(workloadId.error());
    return StoredDocuments{*configId, *workloadId, prepared.extraJson};
}

Expected<qint64> RunRepository::insertRunRows(const Run &run, const PreparedRun &prepared,
                                              std::optional<qint64> sourceId)
{
    QSqlDatabase db = m_connection.database();
    // A lane row that could not be written leaves the run without a lane, as before.
    const Expected<qint64> lane = m_connection.laneIdFor(run);
    const qint64 laneId = lane ? *lane : 0;
    // A full disk is Unwritable (lastWriteRefusal()): the run goes to the journal.
    const Expected<StoredDocuments> stored = storeDocuments(prepared);
    if (!stored)
        return unexpected(stored.error());
    const StoredDocuments &documents = *stored;

    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO runs(label, format, model, lane_id, config_id, workload_id, status, "
        "status_reason, started_at, source_id, source_locator, extra_json, created_at, uuid, "
        "host) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(prepared.label);
    insert.addBindValue(runFormatId(run.format));
    insert.addBindValue(textOrNull(run.model));
    insert.addBindValue(laneId > 0 ? QVariant(laneId) : QVariant(QMetaType::fromType<qint64>()));
    insert.addBindValue(documents.configId);
    insert.addBindValue(documents.workloadId);
    insert.addBindValue(runStatusId(run.status));
    insert.addBindValue(prepared.statusReason);
    insert.addBindValue(run.startedAt.isValid()
                            ? QVariant(run.startedAt.toUTC().toString(Qt::ISODate))
                            : QVariant(QMetaType::fromType<QString>()));
    insert.addBindValue(sourceId ? QVariant(*sourceId) : QVariant(QMetaType::fromType<qint64>()));
    insert.addBindValue(prepared.locator.isNull() ? QString(QLatin1String("")) : prepared.locator);
    insert.addBindValue(documents.extraJson);
    insert.addBindValue(nowUtc());
    insert.addBindValue(run.uuid.isEmpty() ? newRowUuid() : run.uuid);
    insert.addBindValue(textOrNull(run.host));
    if (!insert.exec())
        return m_connection.statementFailed(insert.lastError(), insert.lastError().text());
    const qint64 runId = insert.lastInsertId().toLongLong();

    QSqlQuery metric(db);
    metric.prepare(QStringLiteral(
        "INSERT INTO run_metrics(run_id, metric_id, value, original_key) VALUES (?, ?, ?, ?)"));
    for (const MetricValue &m : run.metrics) {
        if (std::isnan(m.value))
            continue;
        const Expected<qint64> id = m_connection.metricId(m.name);
        if (!id)
            return unexpected(NotebookTr::tr("cannot record metric %1").arg(m.name));
        metric.bindValue(0, runId);
        metric.bindValue(1, *id);
        metric.bindValue(2, m.value);
        metric.bindValue(3, textOrNull(m.originalKey));
        if (!metric.exec())
            return m_connection.statementFailed(
                metric.lastError(),
                NotebookTr::tr("metric %1: %2").arg(m.name, metric.lastError().text()));
    }

    if (run.samples.empty())
        return runId;
    // Many rows per statement: on PostgreSQL each statement is a round trip to the server,
    // and a 10,000-request file was 10,000 of them. 256 rows are 2,816 parameters, far below
    // either database's limit (SQLite 32,766; PostgreSQL 65,535); SQLite is no slower for it.
    constexpr int kSampleRowsPerInsert = 256;
    rowcopy::BlockInserter samples(
        db, QStringLiteral("request_samples"),
        {QStringLiteral("run_id"), QStringLiteral("idx"), QStringLiteral("send_time_s"),
         QStringLiteral("ttft_ms"), QStringLiteral("e2el_ms"), QStringLiteral("input_tokens"),
         QStringLiteral("output_tokens"), QStringLiteral("cached_tokens"),
         QStringLiteral("finish_reason"), QStringLiteral("error"), QStringLiteral("itl_ms")},
        kSampleRowsPerInsert);
    for (size_t i = 0; i < run.samples.size(); ++i) {
        const RequestSample &s = run.samples[i];
        const bool added = samples.add({runId, s.index, optionalValue(s.sendTimeS),
                                        optionalValue(s.ttftMs), optionalValue(s.e2elMs),
                                        optionalValue(s.inputTokens), optionalValue(s.outputTokens),
                                        optionalValue(s.cachedTokens), textOrNull(s.finishReason),
                                        prepared.sampleErrors[i], prepared.sampleItl[i]});
        if (!added)
            return m_connection.statementFailed(
                samples.sqlError(),
                NotebookTr::tr("request %1: %2").arg(s.index).arg(samples.error()));
    }
    if (!samples.finish())
        return m_connection.statementFailed(
            samples.sqlError(), NotebookTr::tr("request samples: %1").arg(samples.error()));
    return runId;
}

Expected<bool> RunRepository::restoreLostData(const Run &run, qint64 runId)
{
    QSqlDatabase db = m_connection.database();
    QSqlQuery lost(db);
    lost.prepare(QStringLiteral("SELECT 1 FROM run_data_losses WHERE run_id = ?"));
    lost.addBindValue(runId);
    if (!lost.exec())
        return unexpected(lost.lastError().text());
    if (!lost.next())
        return false;
    lost.finish();
    // The file still holds what an older Lanebook masked: the same run gets it back in place
    // (its id, notes, tags and links stay), redacted by today's rule.
    const Expected<StoredDocuments> stored = storeDocuments(prepareRun(run));
    if (!stored)
        return unexpected(stored.error());
    const StoredDocuments &documents = *stored;
    QSqlQuery update(db);
    update.prepare(QStringLiteral(
        "UPDATE runs SET config_id = ?, workload_id = ?, extra_json = ? WHERE id = ?"));
    update.addBindValue(documents.configId);
    update.addBindValue(documents.workloadId);
    update.addBindValue(documents.extraJson);
    update.addBindValue(runId);
    QSqlQuery forget(db);
    forget.prepare(QStringLiteral("DELETE FROM run_data_losses WHERE run_id = ?"));
    forget.addBindValue(runId);
    if (!update.exec() || !forget.exec())
        return unexpected(update.lastError().isValid() ? update.lastError().text()
                                                       : forget.lastError().text());
    return true;
}

QStringList RunRepository::dataLosses(qint64 runId) const
{
    QSqlQuery query(m_connection.database());
    query.prepare(
        QStringLiteral("SELECT key_path FROM run_data_losses WHERE run_id = ? ORDER BY key_path"));
    query.addBindValue(runId);
    QStringList paths;
    if (query.exec()) {
        while (query.next())
            paths << query.value(0).toString();
    }
    return paths;
}

Expected<void> RunRepository::storeTrace(QSqlDatabase &db, const Run &run, qint64 runId)
{
    TelemetryBatch batch;
    batch.sourceId = runFormatId(run.format);
    batch.gpus = run.telemetry->gpus;
    batch.samples = run.telemetry->samples;
    return TelemetryRepository(m_connection).storeInTransaction(db, runId, {batch});
}

FileImportOutcome RunRepository::storeParsedFile(const ParsedFile &file)
{
    FileImportOutcome outcome;
    outcome.path = file.path;
    outcome.format = file.format;
    if (!file.ok()) {
        outcome.error = file.error;
        return outcome;
    }
    const QString name = QDir::toNativeSeparators(file.path);
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        outcome.error = NotebookTr::tr("%1: the notebook is not open for writing").arg(name);
        return outcome;
    }
    const auto transaction = m_connection.beginWrite();
    QSqlDatabase &db = transaction->db();
    if (!transaction->isOpen()) {
        outcome.error = NotebookTr::tr("%1: cannot write to the notebook: %2")
                            .arg(name, m_connection.writeRefused(*transaction).message);
        return outcome;
    }
    auto abort = [&](const QString &why) {
        transaction->rollback();
        outcome.runsAdded = 0;
        outcome.runsAlreadyPresent = 0;
        outcome.error = NotebookTr::tr("%1: nothing was imported: %2").arg(name, why);
        return outcome;
    };

    qint64 sourceId = 0;
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT id FROM sources WHERE sha256 = ?"));
        query.addBindValue(file.sha256);
        if (query.exec() && query.next()) {
            sourceId = query.value(0).toLongLong();
        } else {
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO sources(sha256, path, size_bytes, format, "
                                          "imported_at) VALUES (?, ?, ?, ?, ?)"));
            insert.addBindValue(file.sha256);
            insert.addBindValue(QFileInfo(file.path).absoluteFilePath());
            insert.addBindValue(file.sizeBytes);
            insert.addBindValue(file.format ? runFormatId(*file.format) : QString());
            insert.addBindValue(nowUtc());
            if (!insert.exec())
                return abort(insert.lastError().text());
            sourceId = insert.lastInsertId().toLongLong();
        }
    }
    QSqlQuery exists(db);
    exists.prepare(
        QStringLiteral("SELECT id FROM runs WHERE source_id = ? AND source_locator = ?"));
    for (const Run &run : file.runs) {
        exists.bindValue(0, sourceId);
        exists.bindValue(1, canonicalSourceLocator(run.source.locator));
        if (!exists.exec())
            return abort(exists.lastError().text());
        if (exists.next()) {
            const qint64 presentId = exists.value(0).toLongLong();
            exists.finish();
            ++outcome.runsAlreadyPresent;
            const Expected<bool> restored = restoreLostData(run, presentId);
            if (!restored)
                return abort(restored.error());
            if (*restored)
                ++outcome.runsRestored;
            // A trace the file came with that the stored run lacks (AIPerf's export copied in
            // beside its summary after the first import): stored now, once. The run's figures
            // stay those it was stored with.
            if (run.telemetry && !run.telemetry->samples.empty()) {
                QSqlQuery traced(db);
                traced.prepare(
                    QStringLiteral("SELECT 1 FROM telemetry_samples WHERE run_id = ? LIMIT 1"));
                traced.addBindValue(presentId);
                if (!traced.exec())
                    return abort(traced.lastError().text());
                if (!traced.next()) {
                    traced.finish();
                    if (const Expected<void> stored = storeTrace(db, run, presentId); !stored)
                        return abort(stored.error());
                }
            }
            continue;
        }
        exists.finish();
        const Expected<qint64> inserted = insertRunRows(run, prepareRun(run), sourceId);
        if (!inserted)
            return abort(inserted.error());
        const qint64 runId = *inserted;
        // The GPU trace the file came with, in the same transaction: a run never lands
        // without the trace its summary metrics were taken from.
        if (run.telemetry && !run.telemetry->samples.empty()) {
            if (const Expected<void> stored = storeTrace(db, run, runId); !stored)
                return abort(stored.error());
        }
        ++outcome.runsAdded;
    }
    if (!transaction->commit())
        return abort(m_connection.writeRefused(*transaction).message);
    return outcome;
}

Expected<qint64> RunRepository::insertRun(const Run &run)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen())
        return unexpected(NotebookTr::tr("the notebook is not open for writing"));
    const PreparedRun prepared = prepareRun(run); // before the lock, not while holding it
    return m_connection.write(
        {}, [&](WriteTransaction &) { return insertRunRows(run, prepared, std::nullopt); });
}

} // namespace lanebook
