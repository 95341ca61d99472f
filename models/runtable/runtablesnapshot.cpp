#include "models/runtable/runtablesnapshot.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace lanebook {

namespace {

bool lessCaseInsensitive(const QString &a, const QString &b)
{
    const int c = QString::compare(a, b, Qt::CaseInsensitive);
    return c != 0 ? c < 0 : a < b;
}

// Distinct values of one string field among the rows read, sorted, and each row's rank among
// them; the empty string (a run without a model or lane) and a row not yet read get rank -1
// so they sort as missing.
void rankStrings(const RunTableSnapshot &snapshot, const QString RunTableSnapshot::Row::*field,
                 QStringList &distinct, std::vector<int> &ranks)
{
    const auto &rows = snapshot.rows;
    const size_t readRows = snapshot.readRows();
    QHash<QString, int> firstSeen;
    // The reader shares one string per distinct value, so most rows are found by the
    // address of their text, without hashing it (a million rows: a third of the time).
    QHash<const QChar *, int> byAddress;
    QStringList seen;
    ranks.assign(rows.size(), -1);
    for (size_t i = 0; i < readRows; ++i) {
        const QString &value = rows[i].*field;
        if (const auto shared = byAddress.constFind(value.constData());
            shared != byAddress.constEnd() && seen.at(*shared).size() == value.size()) {
            ranks[i] = *shared;
            continue;
        }
        auto it = firstSeen.constFind(value);
        if (it == firstSeen.constEnd()) {
            it = firstSeen.insert(value, static_cast<int>(seen.size()));
            seen << value;
        }
        if (!value.isEmpty() && byAddress.size() < 4096)
            byAddress.insert(value.constData(), *it);
        ranks[i] = *it;
    }
    QList<int> byName(seen.size());
    std::iota(byName.begin(), byName.end(), 0);
    std::sort(byName.begin(), byName.end(),
              [&seen](int a, int b) { return lessCaseInsensitive(seen.at(a), seen.at(b)); });
    std::vector<int> rankOfSeen(static_cast<size_t>(seen.size()));
    distinct.clear();
    for (int id : byName) {
        if (seen.at(id).isEmpty()) {
            rankOfSeen[static_cast<size_t>(id)] = -1;
            continue;
        }
        rankOfSeen[static_cast<size_t>(id)] = static_cast<int>(distinct.size());
        distinct << seen.at(id);
    }
    for (int &rank : ranks) {
        if (rank >= 0)
            rank = rankOfSeen[static_cast<size_t>(rank)];
    }
}

// The rows that have a key in ascending key order, ties in row (id) order; the others apart.
template <typename Key, typename KeyOf> SortedRows sortedBy(size_t rows, KeyOf keyOf)
{
    std::vector<std::pair<Key, int>> keyed;
    keyed.reserve(rows);
    SortedRows sorted;
    for (size_t row = 0; row < rows; ++row) {
        Key key{};
        if (keyOf(row, key))
            keyed.emplace_back(key, static_cast<int>(row));
        else
            sorted.missing.push_back(static_cast<int>(row));
    }
    std::sort(keyed.begin(), keyed.end()); // pairs: equal keys fall back to the row index
    sorted.ascending.reserve(keyed.size());
    sorted.tiedWithPrevious.assign(keyed.size(), 0);
    for (size_t i = 0; i < keyed.size(); ++i) {
        sorted.ascending.push_back(keyed[i].second);
        if (i > 0 && keyed[i - 1].first == keyed[i].first)
            sorted.tiedWithPrevious[i] = 1;
    }
    return sorted;
}

} // namespace

RunTableIndex indexRuns(const RunTableSnapshot &snapshot)
{
    RunTableIndex index;
    const auto &rows = snapshot.rows;
    rankStrings(snapshot, &RunTableSnapshot::Row::model, index.models, index.modelRanks);
    rankStrings(snapshot, &RunTableSnapshot::Row::lane, index.lanes, index.laneRanks);
    index.startedMs.resize(rows.size());
    index.lowerLabels.resize(rows.size());
    std::array<bool, static_cast<size_t>(RunFormat::Lanebook) + 1> present{};
    for (size_t i = 0; i < rows.size(); ++i) {
        const bool read = snapshot.isRead(i);
        const QDateTime &started = rows[i].startedAt;
        index.startedMs[i] =
            read && started.isValid() ? started.toMSecsSinceEpoch() : RunTableIndex::kMissingTimeMs;
        if (read) {
            index.lowerLabels[i] = rows[i].label.toLower();
            present[static_cast<size_t>(rows[i].format)] = true;
        }
    }
    for (size_t i = 0; i < present.size(); ++i) {
        if (present[i])
            index.formats << static_cast<RunFormat>(i);
    }
    std::sort(index.formats.begin(), index.formats.end(),
              [](RunFormat a, RunFormat b) { return runFormatId(a) < runFormatId(b); });
    return index;
}

void presort(RunTableSnapshot &snapshot)
{
    if (!snapshot.index)
        snapshot.index = std::make_shared<const RunTableIndex>(indexRuns(snapshot));
    const auto &rows = snapshot.rows;
    const auto &lower = snapshot.index->lowerLabels;
    const auto &startedMs = snapshot.index->startedMs;

    // Every row read has a label (maybe empty); rows past a first screenful have none yet.
    snapshot.labelOrder =
        sortedBy<QString>(rows.size(), [&snapshot, &lower](size_t row, QString &key) {
            if (!snapshot.isRead(row))
                return false;
            key = lower[row];
            return true;
        });
    snapshot.startedOrder = sortedBy<qint64>(rows.size(), [&startedMs](size_t row, qint64 &key) {
        key = startedMs[row];
        return key != RunTableIndex::kMissingTimeMs;
    });
    snapshot.metricOrders.clear();
    for (qsizetype column = 0; column < snapshot.metricColumns.size(); ++column) {
        const auto metric = static_cast<size_t>(column);
        snapshot.metricOrders.push_back(
            sortedBy<double>(rows.size(), [&rows, metric](size_t row, double &key) {
                const auto &values = rows[row].metricValues;
                if (metric >= values.size() || std::isnan(values[metric]))
                    return false;
                key = values[metric];
                return true;
            }));
    }
    snapshot.presorted = true;
}

} // namespace lanebook
