// RunRepository: the read side (snapshots for the GUI, runs for the CLI).
#include "backends/notebook/repositories/runrepository.h"

#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

#include <algorithm>

namespace lanebook {

using sqlvalues::jsonOrEmpty;

namespace {

std::vector<float> unpackFloats(const QByteArray &blob)
{
    std::vector<float> values(static_cast<size_t>(blob.size()) / sizeof(float));
    const auto *in = reinterpret_cast<const uchar *>(blob.constData());
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = qFromLittleEndian<float>(in + i * sizeof(float));
    return values;
}

template <typename T> std::optional<T> optionalAt(const QSqlQuery &query, int column)
{
    const QVariant value = query.value(column);
    if (value.isNull())
        return std::nullopt;
    return value.value<T>();
}

const QString kRunColumns = QStringLiteral(
    "r.id, r.label, r.format, r.model, l.name, r.status, r.status_reason, r.started_at, "
    "c.json, w.json, s.path, s.sha256, s.size_bytes, r.source_locator, r.extra_json, r.uuid, "
    "r.host");
const QString kRunJoins = QStringLiteral(
    " FROM runs r LEFT JOIN lanes l ON l.id = r.lane_id LEFT JOIN configs c ON c.id = r.config_id "
    "LEFT JOIN workloads w ON w.id = r.workload_id LEFT JOIN sources s ON s.id = r.source_id");

} // namespace

qint64 RunRepository::count() const
{
    QSqlQuery query(m_connection.database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM runs")) || !query.next())
        return 0;
    return query.value(0).toLongLong();
}

QStringList RunRepository::metricNames() const
{
    QStringList names;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    if (query.exec(QStringLiteral("SELECT name FROM metric_names ORDER BY name"))) {
        while (query.next())
            names << query.value(0).toString();
    }
    return names;
}

Run RunRepository::runFromCurrentRow(const QSqlQuery &query) const
{
    Run run;
    run.id = query.value(0).toLongLong();
    run.label = query.value(1).toString();
    run.format = runFormatFromId(query.value(2).toString()).value_or(RunFormat::Lanebook);
    run.model = query.value(3).toString();
    run.lane = query.value(4).toString();
    run.status = runStatusFromId(query.value(5).toString()).value_or(RunStatus::Unjudged);
    run.statusReason = query.value(6).toString();
    if (!query.value(7).isNull())
        run.startedAt = QDateTime::fromString(query.value(7).toString(), Qt::ISODate);
    run.config = jsonOrEmpty(query.value(8));
    run.workload = jsonOrEmpty(query.value(9));
    run.source.path = query.value(10).toString();
    run.source.sha256 = query.value(11).toString();
    run.source.sizeBytes = query.value(12).toLongLong();
    run.source.locator = query.value(13).toString();
    run.extra = jsonOrEmpty(query.value(14));
    run.uuid = query.value(15).toString();
    run.host = query.value(16).toString();
    return run;
}

void RunRepository::loadMetrics(Run &run) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT n.name, m.value, m.original_key FROM run_metrics m JOIN metric_names n ON "
        "n.id = m.metric_id WHERE m.run_id = ? ORDER BY n.name"));
    query.addBindValue(run.id);
    if (!query.exec())
        return;
    while (query.next()) {
        run.metrics.push_back(MetricValue{query.value(0).toString(), query.value(1).toDouble(),
                                          query.value(2).toString()});
    }
}

std::optional<Run> RunRepository::run(qint64 id) const
{
    QSqlQuery query(m_connection.database());
    query.prepare(QStringLiteral("SELECT ") + kRunColumns + kRunJoins +
                  QStringLiteral(" WHERE r.id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        m_connection.fail(NotebookTr::tr("no run with id %1").arg(id));
        return std::nullopt;
    }
    Run run = runFromCurrentRow(query);
    loadMetrics(run);
    return run;
}

std::vector<Run> RunRepository::list(const QString &filterText) const
{
    std::vector<Run> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT ") + kRunColumns + kRunJoins;
    const QString needle = filterText.trimmed();
    if (!needle.isEmpty()) {
        // Case-insensitive on both databases (PostgreSQL's LIKE is not).
        sql += QStringLiteral(" WHERE r.label %1 ? ESCAPE '\\' OR r.model %1 ? ESCAPE '\\' "
                              "OR r.format %1 ? ESCAPE '\\' OR l.name %1 ? ESCAPE '\\'")
                   .arg(SqlDialect::of(m_connection.database()).likeCaseInsensitive());
    }
    sql += QStringLiteral(" ORDER BY r.id");
    query.prepare(sql);
    if (!needle.isEmpty()) {
        QString escaped = needle;
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        const QString pattern = QLatin1Char('%') + escaped + QLatin1Char('%');
        for (int i = 0; i < 4; ++i)
            query.addBindValue(pattern);
    }
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next())
        list.push_back(runFromCurrentRow(query));
    if (list.empty())
        return list;
    // One scan for every run's metrics instead of a query per run (100k runs would be 100k
    // round trips); runs are ordered by id, so each value finds its run by binary search.
    QSqlQuery metrics(m_connection.database());
    metrics.setForwardOnly(true);
    metrics.prepare(QStringLiteral(
        "SELECT m.run_id, n.name, m.value, m.original_key FROM run_metrics m JOIN metric_names "
        "n ON n.id = m.metric_id WHERE m.run_id BETWEEN ? AND ? ORDER BY m.run_id, n.name"));
    metrics.addBindValue(list.front().id);
    metrics.addBindValue(list.back().id);
    if (!metrics.exec()) {
        m_connection.fail(metrics.lastError().text());
        return list;
    }
    auto cursor = list.begin();
    while (metrics.next()) {
        const qint64 runId = metrics.value(0).toLongLong();
        cursor = std::lower_bound(cursor, list.end(), runId,
                                  [](const Run &run, qint64 id) { return run.id < id; });
        if (cursor == list.end())
            break;
        if (cursor->id != runId)
            continue; // a run the filter left out
        cursor->metrics.push_back(MetricValue{
            metrics.value(1).toString(), metrics.value(2).toDouble(), metrics.value(3).toString()});
    }
    return list;
}

std::vector<RequestSample> RunRepository::requestSamples(qint64 runId) const
{
    std::vector<RequestSample> samples;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT idx, send_time_s, ttft_ms, e2el_ms, input_tokens, output_tokens, cached_tokens, "
        "finish_reason, error, itl_ms FROM request_samples WHERE run_id = ? ORDER BY idx"));
    query.addBindValue(runId);
    if (!query.exec())
        return samples;
    while (query.next()) {
        RequestSample s;
        s.index = query.value(0).toInt();
        s.sendTimeS = optionalAt<double>(query, 1);
        s.ttftMs = optionalAt<double>(query, 2);
        s.e2elMs = optionalAt<double>(query, 3);
        s.inputTokens = optionalAt<int>(query, 4);
        s.outputTokens = optionalAt<int>(query, 5);
        s.cachedTokens = optionalAt<int>(query, 6);
        s.finishReason = query.value(7).toString();
        s.error = query.value(8).toString();
        s.itlMs = unpackFloats(query.value(9).toByteArray());
        samples.push_back(std::move(s));
    }
    return samples;
}

std::optional<qint64> RunRepository::resolve(const QString &idOrLabel) const
{
    QSqlDatabase db = m_connection.database();
    bool isNumber = false;
    const qint64 id = idOrLabel.toLongLong(&isNumber);
    if (isNumber) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT id FROM runs WHERE id = ?"));
        query.addBindValue(id);
        if (query.exec() && query.next())
            return id;
    }
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM runs WHERE label = ? ORDER BY id LIMIT 2"));
    query.addBindValue(idOrLabel);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return std::nullopt;
    }
    std::vector<qint64> ids;
    while (query.next())
        ids.push_back(query.value(0).toLongLong());
    if (ids.empty()) {
        m_connection.fail(NotebookTr::tr("no run with id or label \"%1\"").arg(idOrLabel));
        return std::nullopt;
    }
    if (ids.size() > 1) {
        m_connection.fail(NotebookTr::tr("the label \"%1\" names more than one run; use the run id")
                              .arg(idOrLabel));
        return std::nullopt;
    }
    return ids.front();
}

QStringList RunRepository::laneNames() const
{
    QStringList names;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    if (query.exec(QStringLiteral("SELECT name FROM lanes ORDER BY name"))) {
        while (query.next())
            names << query.value(0).toString();
    }
    return names;
}

} // namespace lanebook
