// RunRepository: the Runs table's reads. A notebook of a million runs has to paint its table
// in under a second, so the run columns are read first, straight from the database without a
// QVariant per value (RowReader), repeated texts shared (TextInterner), and dates parsed by
// hand; the metric columns follow in a second read that the table shows when it lands.
#include "backends/notebook/rowreader.h"
#include "backends/notebook/runrepository.h"

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
                                      "started_at FROM runs WHERE id > %1 AND id <= %2 ORDER BY id")
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
    // One indexed scan per column ((metric_id, run_id, value) answers it alone); rows are in
    // id order, and so are the values: a cursor walks forward, and only a gap (a run added
    // after the run columns were read) costs a binary search.
    for (qsizetype column = 0; column < snapshot.metricColumns.size(); ++column) {
        const auto id = metricIds.constFind(snapshot.metricColumns.at(column));
        if (id == metricIds.constEnd())
            continue; // no run has it: the column stays empty
        RowReader values(db, QStringLiteral("SELECT run_id, value FROM run_metrics WHERE "
                                            "metric_id = %1 ORDER BY run_id")
                                 .arg(*id));
        if (!values.ok()) {
            m_connection.fail(values.error());
            continue;
        }
        const auto slot = static_cast<size_t>(column);
        auto cursor = rows.begin();
        while (values.next()) {
            const qint64 runId = values.int64(0);
            if (cursor == rows.end())
                break;
            if (cursor->id != runId) {
                cursor = std::lower_bound(
                    cursor, rows.end(), runId,
                    [](const RunTableSnapshot::Row &row, qint64 id) { return row.id < id; });
                if (cursor == rows.end())
                    break;
                if (cursor->id != runId)
                    continue;
            }
            cursor->metricValues[slot] = values.real(1);
            ++cursor;
        }
    }
    snapshot.metricsPending = false;
}

RunTableSnapshot RunRepository::tableSnapshot(const QStringList &metricColumns) const
{
    RunTableSnapshot snapshot = tableRuns(metricColumns);
    fillTableMetrics(snapshot);
    return snapshot;
}

} // namespace lanebook
