// TelemetryRepository: telemetry traces of runs (gpus, telemetry_samples) and their summary into
// the run metrics the thermal/clocks gate reads.
#include "backends/notebook/repositories/telemetryrepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/connection/sqlitestatement.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <map>

namespace lanebook {

namespace {

// Rows per INSERT statement through QSqlQuery on PostgreSQL, where each statement is a round
// trip to the server. On SQLite (in process) a row per statement is cheaper: Qt's bookkeeping
// of bound values grows with the statement's parameters, and 64-row statements took 1.5 to 1.8
// times one prepared single-row insert's CPU in bench_tst_telemetrystorebench (0.97 with 1).
constexpr int kRowsPerPostgresStatement = 64;
constexpr int kColumns = 14;

QVariant real(const std::optional<double> &value)
{
    if (!value || !std::isfinite(*value))
        return QVariant(QMetaType::fromType<double>());
    return *value;
}

QVariant integerBytes(const std::optional<double> &value)
{
    if (!value || !std::isfinite(*value))
        return QVariant(QMetaType::fromType<qint64>());
    return qint64(std::llround(*value));
}

QString insertSql(int rows)
{
    QString sql = QStringLiteral(
        "INSERT INTO telemetry_samples(run_id, gpu_id, t_ns, util_pct, mem_used_bytes, "
        "mem_total_bytes, temperature_c, mem_temperature_c, power_w, power_limit_w, "
        "sm_clock_mhz, mem_clock_mhz, throttle_reasons, fan_pct, energy_mj) VALUES ");
    const QString row = QStringLiteral("(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    for (int i = 0; i < rows; ++i) {
        if (i)
            sql += QLatin1Char(',');
        sql += row;
    }
    return sql;
}

// The key a GPU is stored under: its host and its UUID, else what identifies it on its host.
// A GPU of this machine (no host given) is stored under this machine's name, so that in a
// notebook several hosts write, "GPU 0" of one host is never taken for another's. Only GPUs
// recorded before schema version 8 have the host ''.
QString storedHost(const GpuIdentity &gpu)
{
    return gpu.host.isEmpty() ? localHostName() : gpu.host;
}

QString storedUuid(const GpuIdentity &gpu)
{
    if (!gpu.uuid.isEmpty())
        return gpu.uuid;
    if (!gpu.busId.isEmpty())
        return gpu.vendor + QStringLiteral(":bus:") + gpu.busId;
    return gpu.vendor + QStringLiteral(":index:") + QString::number(gpu.index);
}

// Through QSqlQuery, a block of rows per statement: where direct sqlite3 access is not there.
// rows as the fast path takes them (GPU by GPU, each in time order).
Expected<void> insertWithQtSql(QSqlDatabase &db, qint64 runId,
                               const std::vector<std::pair<qint64, const GpuSample *>> &rows)
{
    const QVariant run = runId > 0 ? QVariant(runId) : QVariant(QMetaType::fromType<qint64>());
    const int rowsPerStatement = SqlDialect::of(db).isPostgres() ? kRowsPerPostgresStatement : 1;
    QSqlQuery block(db);
    QSqlQuery single(db); // the tail of a block; none when the block is one row
    if (!block.prepare(insertSql(rowsPerStatement)) ||
        (rowsPerStatement > 1 && !single.prepare(insertSql(1))))
        return unexpected(block.lastError().text() + single.lastError().text());

    int pending = 0;
    const auto bindRow = [&](QSqlQuery &query, int row, qint64 gpu, const GpuSample &s) {
        const int base = row * (kColumns + 1);
        query.bindValue(base + 0, run);
        query.bindValue(base + 1, gpu);
        query.bindValue(base + 2, qint64(s.tNs));
        query.bindValue(base + 3, real(s.utilPct));
        query.bindValue(base + 4, integerBytes(s.memUsedBytes));
        query.bindValue(base + 5, integerBytes(s.memTotalBytes));
        query.bindValue(base + 6, real(s.temperatureC));
        query.bindValue(base + 7, real(s.memTemperatureC));
        query.bindValue(base + 8, real(s.powerW));
        query.bindValue(base + 9, real(s.powerLimitW));
        query.bindValue(base + 10, real(s.smClockMhz));
        query.bindValue(base + 11, real(s.memClockMhz));
        query.bindValue(base + 12, s.throttleReasons ? QVariant(qint64(*s.throttleReasons))
                                                     : QVariant(QMetaType::fromType<qint64>()));
        query.bindValue(base + 13, real(s.fanPct));
        query.bindValue(base + 14, real(s.energyMj));
    };
    // Rows that wait for a full block; the tail goes one by one.
    std::vector<std::pair<qint64, const GpuSample *>> tail;
    tail.reserve(std::size_t(rowsPerStatement));
    for (const auto &[id, sample] : rows) {
        bindRow(block, pending, id, *sample);
        tail.emplace_back(id, sample);
        if (++pending == rowsPerStatement) {
            if (!block.exec())
                return unexpected(block.lastError().text());
            pending = 0;
            tail.clear();
        }
    }
    for (const auto &[id, sample] : tail) {
        bindRow(single, 0, id, *sample);
        if (!single.exec())
            return unexpected(single.lastError().text());
    }
    return {};
}

} // namespace

Expected<qint64> TelemetryRepository::gpuId(const GpuIdentity &gpu)
{
    return m_connection.write({}, [&](WriteTransaction &transaction) {
        return gpuIdInTransaction(transaction.db(), gpu);
    });
}

Expected<qint64> TelemetryRepository::gpuIdInTransaction(const QSqlDatabase &db,
                                                         const GpuIdentity &gpu)
{
    const QString uuid = storedUuid(gpu);
    NotebookQuery find(db,
                       QStringLiteral("SELECT id FROM gpus WHERE host = :host AND uuid = :uuid"));
    find.bind(QStringLiteral(":host"), storedHost(gpu)).bind(QStringLiteral(":uuid"), uuid);
    const Expected<std::optional<qint64>> found =
        find.first([](const NotebookQuery &row) { return row.integer(0); });
    if (found && *found) {
        // Names and drivers change with driver updates; the row follows the latest. (A failed
        // update keeps the row's old names, as before: the id is what the caller needs.)
        NotebookQuery update(db, QStringLiteral("UPDATE gpus SET gpu_index = :index, name = :name, "
                                                "driver = :driver, bus_id = :bus WHERE id = :id"));
        update.bind(QStringLiteral(":index"), gpu.index)
            .bind(QStringLiteral(":name"), sqlvalues::textOrNull(gpu.name))
            .bind(QStringLiteral(":driver"), sqlvalues::textOrNull(gpu.driver))
            .bind(QStringLiteral(":bus"), sqlvalues::textOrNull(gpu.busId))
            .bind(QStringLiteral(":id"), **found);
        (void)update.exec();
        return **found;
    }
    NotebookQuery insert(db, QStringLiteral("INSERT INTO gpus(host, uuid, gpu_index, name, "
                                            "driver, bus_id) VALUES (:host, :uuid, :index, "
                                            ":name, :driver, :bus)"));
    insert.bind(QStringLiteral(":host"), storedHost(gpu))
        .bind(QStringLiteral(":uuid"), uuid)
        .bind(QStringLiteral(":index"), gpu.index)
        .bind(QStringLiteral(":name"), sqlvalues::textOrNull(gpu.name))
        .bind(QStringLiteral(":driver"), sqlvalues::textOrNull(gpu.driver))
        .bind(QStringLiteral(":bus"), sqlvalues::textOrNull(gpu.busId));
    if (const Expected<void> done = insert.exec(); !done)
        return unexpected(NotebookTr::tr("GPU %1 (%2): %3").arg(gpu.index).arg(uuid, done.error()));
    return insert.lastInsertId();
}

Expected<void> TelemetryRepository::store(qint64 runId, const std::vector<TelemetryBatch> &batches)
{
    const QString context = NotebookTr::tr("telemetry of run %1 not stored").arg(runId);
    return m_connection.write(context, [&](WriteTransaction &transaction) -> Expected<void> {
        if (Expected<void> stored = storeInTransaction(transaction.db(), runId, batches); !stored)
            return unexpected(context + QStringLiteral(": ") + stored.error());
        return {};
    });
}

Expected<void> TelemetryRepository::storeInTransaction(QSqlDatabase &db, qint64 runId,
                                                       const std::vector<TelemetryBatch> &batches)
{
    // GPU rows first, once per identity.
    std::map<std::pair<QString, QString>, qint64> gpuIds;
    for (const TelemetryBatch &batch : batches) {
        for (const GpuIdentity &gpu : batch.gpus) {
            const auto key = std::make_pair(gpu.host, storedUuid(gpu));
            if (gpuIds.count(key))
                continue;
            const Expected<qint64> id = gpuIdInTransaction(db, gpu);
            if (!id)
                return unexpected(id.error());
            gpuIds[key] = *id;
        }
    }
    // GPU by GPU, each in time order: every row then lands at the right end of the
    // (run_id, gpu_id, t_ns) index, the cheapest insert a B-tree has.
    std::vector<std::pair<qint64, const GpuSample *>> rows;
    std::size_t rowCount = 0;
    for (const TelemetryBatch &batch : batches)
        rowCount += batch.samples.size();
    rows.reserve(rowCount);
    std::vector<qint64> batchGpuIds;
    const std::vector<GpuIdentity> *previousGpus = nullptr;
    for (const TelemetryBatch &batch : batches) {
        // A sampler's batches name the same GPUs tick after tick: their ids are looked up
        // again only when the list changes.
        if (!previousGpus || *previousGpus != batch.gpus) {
            batchGpuIds.clear();
            for (const GpuIdentity &gpu : batch.gpus)
                batchGpuIds.push_back(gpuIds[std::make_pair(gpu.host, storedUuid(gpu))]);
            previousGpus = &batch.gpus;
        }
        for (const GpuSample &s : batch.samples) {
            if (s.gpuIndex >= 0 && s.gpuIndex < int(batch.gpus.size()))
                rows.emplace_back(batchGpuIds[std::size_t(s.gpuIndex)], &s);
        }
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    // The fast path: straight sqlite3 binds on this connection's handle.
    if (SqliteStatement::isUsable(db)) {
        SqliteStatement insert;
        if (!insert.prepare(db, insertSql(1).toUtf8()))
            return unexpected(insert.error());
        const auto real = [&insert](int index, const std::optional<double> &v) {
            if (v && std::isfinite(*v))
                insert.bindDouble(index, *v);
            else
                insert.bindNull(index);
        };
        const auto bytes = [&insert](int index, const std::optional<double> &v) {
            if (v && std::isfinite(*v))
                insert.bindInt64(index, std::llround(*v));
            else
                insert.bindNull(index);
        };
        if (runId > 0)
            insert.bindInt64(1, runId);
        else
            insert.bindNull(1);
        for (const auto &[gpuId, sample] : rows) {
            const GpuSample &s = *sample;
            insert.bindInt64(2, gpuId);
            insert.bindInt64(3, s.tNs);
            real(4, s.utilPct);
            bytes(5, s.memUsedBytes);
            bytes(6, s.memTotalBytes);
            real(7, s.temperatureC);
            real(8, s.memTemperatureC);
            real(9, s.powerW);
            real(10, s.powerLimitW);
            real(11, s.smClockMhz);
            real(12, s.memClockMhz);
            if (s.throttleReasons)
                insert.bindInt64(13, qint64(*s.throttleReasons));
            else
                insert.bindNull(13);
            real(14, s.fanPct);
            real(15, s.energyMj);
            if (!insert.execute())
                return unexpected(insert.error());
        }
    } else if (Expected<void> inserted = insertWithQtSql(db, runId, rows); !inserted) {
        return inserted;
    }
    return {};
}

Expected<RunTelemetry> TelemetryRepository::ofRun(qint64 runId) const
{
    RunTelemetry out;
    QSqlDatabase db = m_connection.database();
    // One statement for both cursors: SQLite numbers the named parameter :run 1.
    const QString sql = QStringLiteral(
        "SELECT g.id, g.host, g.uuid, g.gpu_index, g.name, g.driver, g.bus_id, s.t_ns, s.util_pct, "
        "s.mem_used_bytes, s.mem_total_bytes, s.temperature_c, s.mem_temperature_c, s.power_w, "
        "s.power_limit_w, s.sm_clock_mhz, s.mem_clock_mhz, s.throttle_reasons, s.fan_pct, "
        "s.energy_mj FROM telemetry_samples s JOIN gpus g ON g.id = s.gpu_id "
        "WHERE s.run_id = :run ORDER BY s.run_id, s.gpu_id, s.t_ns");
    // One reader over either cursor: the sqlite3 handle's (fast), or QSqlQuery's.
    const auto readRows = [&out](auto &&next, auto &&isNull, auto &&int64, auto &&real,
                                 auto &&text) {
        const auto optionalReal = [&](int column) -> std::optional<double> {
            return isNull(column) ? std::nullopt : std::optional<double>(real(column));
        };
        qint64 currentGpu = -1;
        while (next()) {
            const qint64 gpu = int64(0);
            if (gpu != currentGpu) {
                currentGpu = gpu;
                GpuIdentity id;
                id.host = text(1);
                id.uuid = text(2);
                id.index = int(int64(3));
                id.name = text(4);
                id.driver = text(5);
                id.busId = text(6);
                out.gpus.push_back(id);
            }
            GpuSample s;
            s.gpuIndex = int(out.gpus.size()) - 1;
            s.tNs = int64(7);
            s.utilPct = optionalReal(8);
            s.memUsedBytes = optionalReal(9);
            s.memTotalBytes = optionalReal(10);
            s.temperatureC = optionalReal(11);
            s.memTemperatureC = optionalReal(12);
            s.powerW = optionalReal(13);
            s.powerLimitW = optionalReal(14);
            s.smClockMhz = optionalReal(15);
            s.memClockMhz = optionalReal(16);
            if (!isNull(17))
                s.throttleReasons = std::uint64_t(int64(17));
            s.fanPct = optionalReal(18);
            s.energyMj = optionalReal(19);
            out.samples.push_back(s);
        }
    };
    if (SqliteStatement::isUsable(db)) {
        SqliteStatement query;
        if (!query.prepare(db, sql.toUtf8()))
            return unexpected(query.error());
        query.bindInt64(1, runId);
        readRows([&] { return query.next(); }, [&](int c) { return query.isNull(c); },
                 [&](int c) { return query.int64(c); }, [&](int c) { return query.real(c); },
                 [&](int c) { return query.text(c); });
        if (!query.error().isEmpty())
            return unexpected(query.error());
        return out;
    }
    NotebookQuery query(db, sql);
    query.bind(QStringLiteral(":run"), runId);
    if (Expected<void> done = query.exec(); !done)
        return unexpected(done.error());
    readRows([&] { return query.next(); }, [&](int c) { return query.isNull(c); },
             [&](int c) { return query.integer(c); },
             [&](int c) { return query.value(c).toDouble(); },
             [&](int c) { return query.text(c); });
    return out;
}

Expected<RunTelemetrySummary> TelemetryRepository::summariseRun(qint64 runId)
{
    // The lock first: extra_json is read, changed and written back in one transaction.
    const QString context = NotebookTr::tr("telemetry summary of run %1 not stored").arg(runId);
    return m_connection.write(
        context, [&](WriteTransaction &transaction) -> Expected<RunTelemetrySummary> {
            Expected<RunTelemetrySummary> summary = summariseInTransaction(transaction.db(), runId);
            if (!summary)
                return unexpected(context + QStringLiteral(": ") + summary.error());
            return summary;
        });
}

Expected<RunTelemetrySummary> TelemetryRepository::summariseInTransaction(QSqlDatabase &db,
                                                                          qint64 runId)
{
    const Expected<RunTelemetry> trace = ofRun(runId);
    if (!trace)
        return unexpected(trace.error());
    // A wave run names its GPUs ("0,1"); the others in the trace were its neighbours'.
    struct RunRow
    {
        QList<int> gpuIndices;
        nlohmann::json extra;
    };
    NotebookQuery row(db, QStringLiteral("SELECT gpu_ids, extra_json FROM runs WHERE id = :run"));
    row.bind(QStringLiteral(":run"), runId);
    const Expected<std::optional<RunRow>> found = row.first([](const NotebookQuery &r) {
        return RunRow{sqlvalues::gpuIdsFromText(r.text(0)), r.json(1)};
    });
    const QList<int> gpuIndices = found && *found ? (*found)->gpuIndices : QList<int>();
    const RunTelemetrySummary summary = lanebook::summariseRunTelemetry(*trace, gpuIndices);
    if (summary.sampleCount == 0)
        return summary;
    if (!found)
        return unexpected(found.error());
    if (!*found)
        return unexpected(NotebookTr::tr("no run with id %1").arg(runId));
    // The summary applied to the run as it is: its extra, and the throughput the energy per
    // token divides by.
    Run run;
    run.extra = (*found)->extra.is_object() ? (*found)->extra : nlohmann::json::object();
    NotebookQuery throughput(db, QStringLiteral("SELECT m.value FROM run_metrics m JOIN "
                                                "metric_names n ON n.id = m.metric_id WHERE "
                                                "m.run_id = :run AND n.name = 'output_tok_per_s'"));
    throughput.bind(QStringLiteral(":run"), runId);
    const Expected<std::optional<std::optional<double>>> tokensPerS =
        throughput.first([](const NotebookQuery &r) { return r.real(0); });
    if (tokensPerS && *tokensPerS)
        run.setMetric(QStringLiteral("output_tok_per_s"), (*tokensPerS)->value_or(0.0));
    const nlohmann::json extraBefore = run.extra;
    // A summary replaces the last one whole: what it no longer finds (energy once a GPU lost
    // its power readings, a power limit or clock-event reasons the source stopped reading) must
    // not linger beside it. Only a telemetry summary writes these keys and the metrics marked
    // "telemetry".
    run.extra.erase("energy");
    run.extra.erase("power_limit_w");
    run.extra.erase("throttle_reasons");
    run.extra.erase("throttle_reason_names");
    NotebookQuery stale(db, QStringLiteral("DELETE FROM run_metrics WHERE run_id = :run AND "
                                           "original_key = 'telemetry'"));
    stale.bind(QStringLiteral(":run"), runId);
    if (Expected<void> done = stale.exec(); !done)
        return unexpected(done.error());
    summary.applyTo(run);
    QSqlQuery metric(db);
    metric.prepare(SqlDialect::of(db).insertOrReplace(
        QStringLiteral("run_metrics"), {QStringLiteral("run_id"), QStringLiteral("metric_id")},
        {QStringLiteral("value"), QStringLiteral("original_key")}));
    for (const MetricValue &m : run.metrics) {
        if (m.originalKey != QLatin1String("telemetry"))
            continue; // the run's own throughput, read above, stays as it is
        const Expected<qint64> id = m_connection.metricId(m.name);
        if (!id)
            return unexpected(id.error());
        metric.addBindValue(runId);
        metric.addBindValue(*id);
        metric.addBindValue(m.value);
        metric.addBindValue(m.originalKey);
        if (!metric.exec())
            return unexpected(metric.lastError().text());
    }
    if (run.extra != extraBefore) {
        NotebookQuery write(db,
                            QStringLiteral("UPDATE runs SET extra_json = :extra WHERE id = :run"));
        write.bind(QStringLiteral(":extra"), QString::fromStdString(run.extra.dump()))
            .bind(QStringLiteral(":run"), runId);
        if (Expected<void> done = write.exec(); !done)
            return unexpected(done.error());
    }
    return summary;
}

} // namespace lanebook
