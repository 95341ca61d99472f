// RunRepository: the Runs table's reads. A notebook of a million runs has to paint its table
// in under a second, so the run columns are read first, straight from the database without a
// QVariant per value (RowReader), repeated texts shared (TextInterner), and dates parsed by
// hand; the metric columns follow in a second read that the table shows when it lands.
#include "backends/notebook/read/rowreader.h"
#include "backends/notebook/repositories/runrepository.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <atomic>

namespace lanebook {

namespace {

int digitsAt(QByteArrayView text, qsizetype from, qsizetype count)
{
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
qint64 daysFromCivil(int year, int month, int day)
{
    year -= month <= 2 ? 1 : 0;
    const int era = (year >= 0 ? year : year - 399) / 400;
    const int yearOfEra = year - era * 400;
    const int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return qint64(era) * 146097 + dayOfEra - 719468;
}

// started_at as the notebook writes it (Qt::ISODate in UTC: "2026-11-03T14:15:22Z"), parsed
// without QDateTime::fromString, which costs microseconds a row. Anything else (an offset, a
// fraction, a notebook written by hand) goes through Qt.
QDateTime parseStartedAt(QByteArrayView text)
{
    if (text.size() == 20 && text[4] == '-' && text[7] == '-' && text[10] == 'T' &&
        text[13] == ':' && text[16] == ':' && text[19] == 'Z') {
        const int year = digitsAt(text, 0, 4);
        const int month = digitsAt(text, 5, 2);
        const int day = digitsAt(text, 8, 2);
        const int hour = digitsAt(text, 11, 2);
        const int minute = digitsAt(text, 14, 2);
        const int second = digitsAt(text, 17, 2);
        if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour >= 0 &&
            hour < 24 && minute >= 0 && minute < 60 && second >= 0 && second < 60) {
            const QDate date(year, month, day); // rejects 2026-02-30
            if (date.isValid()) {
                const qint64 seconds =
                    daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
                return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC);
            }
        }
    }
    return QDateTime::fromString(QString::fromUtf8(text), Qt::ISODate);
}

// Rows from a read without ORDER BY into id order: they come so in practice (SQLite walks its
// rowid order, PostgreSQL's table scan gives insertion order), else they are sorted here.
void sortById(std::vector<RunTableSnapshot::Row>::iterator begin,
              std::vector<RunTableSnapshot::Row>::iterator end)
{
    const auto byId = [](const RunTableSnapshot::Row &a, const RunTableSnapshot::Row &b) {
        return a.id < b.id;
    };
    if (!std::is_sorted(begin, end, byId))
        std::sort(begin, end, byId);
}

quint64 nextRunColumnsId()
{
    static std::atomic<quint64> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

} // namespace

qint64 RunRepository::lastRunId() const
{
    QSqlQuery query(m_connection.database());
    if (!query.exec(QStringLiteral("SELECT max(id) FROM runs")) || !query.next())
        return 0;
    return query.value(0).toLongLong();
}

RunTableSnapshot RunRepository::tableRuns(const QStringList &metricColumns, qint64 afterId,
                                          qint64 upToId) const
{
    RunTableSnapshot snapshot;
    snapshot.notebookPath = m_connection.path();
    snapshot.runColumnsId = nextRunColumnsId();
    snapshot.metricColumns = metricColumns;
    snapshot.metricsPending = !metricColumns.isEmpty();
    snapshot.availableMetrics = metricNames();
    const QSqlDatabase db = m_connection.database();

    // Ids are dense in practice: room for the range's ids places a million rows without a
    // reallocation (a count(*) would cost a scan of its own).
    snapshot.rows.reserve(static_cast<size_t>(
        std::clamp<qint64>(std::min(upToId, lastRunId()) - afterId, 0, 50000000)));
    // Lane names from their own small table: a join would cost a lookup per run.
    QHash<qint64, QString> laneNames;
    {
        RowReader lanes(db, QStringLiteral("SELECT id, name FROM lanes"));
        while (lanes.next())
            laneNames.insert(lanes.int64(0), lanes.text(1));
    }
    RowReader rows(db, QStringLiteral("SELECT id, label, format, model, lane_id, status, "
                                      "started_at FROM runs WHERE id > %1 AND id <= %2")
                           .arg(afterId)
                           .arg(upToId));
    if (!rows.ok()) {
        m_connection.fail(rows.error());
        return snapshot;
    }
    TextInterner formats, models, statuses;
    QHash<QString, RunFormat> formatOf;
    QHash<QString, RunStatus> statusOf;
    while (rows.next()) {
        RunTableSnapshot::Row row;
        row.id = rows.int64(0);
        row.label = rows.text(1);
        const QString format = rows.text(2, formats);
        auto fit = formatOf.constFind(format);
        if (fit == formatOf.constEnd())
            fit = formatOf.insert(format, runFormatFromId(format).value_or(RunFormat::Lanebook));
        row.format = *fit;
        row.model = rows.text(3, models);
        if (!rows.isNull(4))
            row.lane = laneNames.value(rows.int64(4));
        const QString status = rows.text(5, statuses);
        auto sit = statusOf.constFind(status);
        if (sit == statusOf.constEnd())
            sit = statusOf.insert(status, runStatusFromId(status).value_or(RunStatus::Unjudged));
        row.status = *sit;
        if (!rows.isNull(6))
            row.startedAt = parseStartedAt(rows.utf8(6));
        snapshot.rows.push_back(std::move(row));
    }
    if (!rows.error().isEmpty())
        m_connection.fail(rows.error());
    // No ORDER BY: SQLite walks its rowid order anyway, and PostgreSQL would sort a million
    // rows on the server (seconds) where its table scan gives them in insertion order.
    sortById(snapshot.rows.begin(), snapshot.rows.end());
    return snapshot;
}

void RunRepository::fillTableMetrics(RunTableSnapshot &snapshot) const
{
    const QSqlDatabase db = m_connection.database();
    QHash<QString, qint64> metricIds;
    {
        RowReader names(db, QStringLiteral("SELECT id, name FROM metric_names"));
        while (names.next())
            metricIds.insert(names.text(1), names.int64(0));
    }
    auto &rows = snapshot.rows;
    const auto columns = static_cast<size_t>(snapshot.metricColumns.size());
    for (RunTableSnapshot::Row &row : rows) {
        if (row.metricValues.size() != columns)
            row.metricValues.assign(columns, RunTableSnapshot::missing());
    }
    QHash<qint64, size_t> slotOfMetric;
    QStringList ids;
    for (qsizetype column = 0; column < snapshot.metricColumns.size(); ++column) {
        const auto id = metricIds.constFind(snapshot.metricColumns.at(column));
        if (id == metricIds.constEnd())
            continue; // no run has it: the column stays empty
        slotOfMetric.insert(*id, static_cast<size_t>(column));
        ids << QString::number(*id);
    }
    if (rows.empty() || ids.isEmpty()) {
        snapshot.metricsPending = false;
        return;
    }
    // Where each run id sits: straight by offset when ids are dense (they are, unless many
    // runs were deleted), else by binary search.
    const qint64 firstId = rows.front().id;
    const qint64 span = rows.back().id - firstId + 1;
    std::vector<int> positionOfId;
    if (span <= qint64(rows.size()) * 4) {
        positionOfId.assign(static_cast<size_t>(span), -1);
        for (size_t i = 0; i < rows.size(); ++i)
            positionOfId[static_cast<size_t>(rows[i].id - firstId)] = static_cast<int>(i);
    }
    const auto rowOf = [&](qint64 runId) -> RunTableSnapshot::Row * {
        if (!positionOfId.empty()) {
            if (runId < firstId || runId - firstId >= span)
                return nullptr;
            const int at = positionOfId[static_cast<size_t>(runId - firstId)];
            return at < 0 ? nullptr : &rows[static_cast<size_t>(at)];
        }
        const auto it = std::lower_bound(
            rows.begin(), rows.end(), runId,
            [](const RunTableSnapshot::Row &row, qint64 id) { return row.id < id; });
        return it != rows.end() && it->id == runId ? &*it : nullptr;
    };
    // One read for every column, unordered: SQLite answers it from the (metric_id, run_id,
    // value) index, PostgreSQL with one scan of the table instead of one per column. A run
    // added after the run columns were read finds no row here and waits for the next read.
    RowReader values(db, QStringLiteral("SELECT run_id, metric_id, value FROM run_metrics "
                                        "WHERE metric_id IN (") +
                             ids.join(u',') + u')');
    if (!values.ok()) {
        m_connection.fail(values.error());
    } else {
        while (values.next()) {
            if (RunTableSnapshot::Row *row = rowOf(values.int64(0)))
                row->metricValues[slotOfMetric.value(values.int64(1))] = values.real(2);
        }
    }
    snapshot.metricsPending = false;
}

RunTableSnapshot RunRepository::tableHead(const QStringList &metricColumns, int headRows) const
{
    const QSqlDatabase db = m_connection.database();
    qint64 lastHeadId = 0;
    {
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("SELECT id FROM runs ORDER BY id LIMIT 1 OFFSET %1")
                            .arg(std::max(headRows, 1) - 1))) {
            m_connection.fail(query.lastError().text());
            return {};
        }
        // Fewer runs than a screenful: they are the head, read whole.
        lastHeadId =
            query.next() ? query.value(0).toLongLong() : std::numeric_limits<qint64>::max();
    }
    RunTableSnapshot snapshot = tableRuns(metricColumns, 0, lastHeadId);
    snapshot.headOnly = true;
    snapshot.headRows = snapshot.rows.size();
    snapshot.metricsPending = true; // the whole read that replaces this one brings them
    if (lastHeadId == std::numeric_limits<qint64>::max())
        return snapshot;
    // The other runs by id alone. Ids are dense unless runs were deleted: then the count and
    // the bounds say every id without reading one (a million ids from PostgreSQL are a second,
    // and sorted on the server they spill to disk).
    QSqlQuery span(db);
    if (!span.exec(QStringLiteral("SELECT count(*), min(id), max(id) FROM runs WHERE id > %1")
                       .arg(lastHeadId)) ||
        !span.next()) {
        m_connection.fail(span.lastError().text());
        return snapshot;
    }
    const qint64 count = span.value(0).toLongLong();
    const qint64 firstId = span.value(1).toLongLong();
    const qint64 lastId = span.value(2).toLongLong();
    const size_t headEnd = snapshot.rows.size();
    snapshot.rows.reserve(headEnd + static_cast<size_t>(std::max<qint64>(count, 0)));
    if (count > 0 && lastId - firstId + 1 == count) {
        snapshot.rows.resize(headEnd + static_cast<size_t>(count));
        for (qint64 i = 0; i < count; ++i)
            snapshot.rows[headEnd + static_cast<size_t>(i)].id = firstId + i;
        return snapshot;
    }
    // No ORDER BY, as in tableRuns.
    RowReader ids(db, QStringLiteral("SELECT id FROM runs WHERE id > %1").arg(lastHeadId));
    if (!ids.ok()) {
        m_connection.fail(ids.error());
        return snapshot;
    }
    while (ids.next()) {
        RunTableSnapshot::Row row;
        row.id = ids.int64(0);
        snapshot.rows.push_back(std::move(row));
    }
    if (!ids.error().isEmpty())
        m_connection.fail(ids.error());
    sortById(snapshot.rows.begin() + static_cast<std::ptrdiff_t>(headEnd), snapshot.rows.end());
    return snapshot;
}

RunTableSnapshot RunRepository::tableSnapshot(const QStringList &metricColumns) const
{
    RunTableSnapshot snapshot = tableRuns(metricColumns);
    fillTableMetrics(snapshot);
    return snapshot;
}

} // namespace lanebook
