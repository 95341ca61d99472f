// RunTableModel: sorting by an index permutation over raw snapshot values.
#include "models/runtable/runtablemodel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

namespace lanebook {

namespace {

// A string sort key that compares text without copying it.
struct TextKey
{
    const QString *text = nullptr;
    bool operator<(const TextKey &other) const { return *text < *other.text; }
};

// Sorts `order` (snapshot rows in id order) by a key; keyOf(row, key) returns false when
// the row has no value, and such rows go last, still in id order.
template <typename Key, typename KeyOf>
void sortByKey(std::vector<int> &order, Qt::SortOrder sortOrder, KeyOf keyOf)
{
    std::vector<std::pair<Key, int>> present;
    present.reserve(order.size());
    std::vector<int> missing;
    for (int row : order) {
        Key key{};
        if (keyOf(row, key))
            present.emplace_back(key, row);
        else
            missing.push_back(row);
    }
    if (sortOrder == Qt::AscendingOrder) {
        std::sort(present.begin(), present.end(), [](const auto &a, const auto &b) {
            return a.first < b.first || (!(b.first < a.first) && a.second < b.second);
        });
    } else {
        std::sort(present.begin(), present.end(), [](const auto &a, const auto &b) {
            return b.first < a.first || (!(a.first < b.first) && a.second < b.second);
        });
    }
    size_t out = 0;
    for (const auto &entry : present)
        order[out++] = entry.second;
    for (int row : missing)
        order[out++] = row;
}

// Sorts `order` by a small integer key (a rank, a status), in one counting pass: keyOf(row)
// returns the key, or -1 when the row has none (last in both orders); equal keys keep id
// order. No comparison sort: at a million rows that is a few milliseconds.
template <typename KeyOf>
void sortBySmallKey(std::vector<int> &order, Qt::SortOrder sortOrder, KeyOf keyOf)
{
    int keys = 0;
    for (int row : order)
        keys = std::max(keys, keyOf(row) + 1);
    // Slot of each key in the output order; the missing slot last.
    std::vector<size_t> start(static_cast<size_t>(keys) + 2, 0);
    auto slotOf = [&](int key) {
        if (key < 0)
            return static_cast<size_t>(keys);
        return static_cast<size_t>(sortOrder == Qt::AscendingOrder ? key : keys - 1 - key);
    };
    for (int row : order)
        ++start[slotOf(keyOf(row)) + 1];
    for (size_t slot = 1; slot < start.size(); ++slot)
        start[slot] += start[slot - 1];
    std::vector<int> sorted(order.size());
    for (int row : order) // `order` is in id order: equal keys stay so
        sorted[start[slotOf(keyOf(row))]++] = row;
    order.swap(sorted);
}

// `order` from rows presorted by the reader: ascending as they are, or descending with each
// run of equal keys still in id order; the rows without a key follow in id order. One
// sequential pass either way (comparing keys here would read rows in random order).
void orderFrom(std::vector<int> &order, const SortedRows &sorted, Qt::SortOrder sortOrder)
{
    const auto &ascending = sorted.ascending;
    order.resize(ascending.size() + sorted.missing.size());
    auto out = order.begin();
    if (sortOrder == Qt::AscendingOrder) {
        out = std::copy(ascending.begin(), ascending.end(), out);
    } else {
        size_t end = ascending.size();
        while (end > 0) {
            size_t begin = end - 1;
            while (begin > 0 && sorted.tiedWithPrevious[begin])
                --begin;
            out = std::copy(ascending.begin() + static_cast<std::ptrdiff_t>(begin),
                            ascending.begin() + static_cast<std::ptrdiff_t>(end), out);
            end = begin;
        }
    }
    std::copy(sorted.missing.begin(), sorted.missing.end(), out);
}

} // namespace

int RunTableModel::sortColumn() const
{
    return columnOfSortKey();
}

int RunTableModel::columnOfSortKey() const
{
    if (m_sortKey.identityColumn >= 0)
        return m_sortKey.identityColumn;
    if (m_sortKey.metricName.isEmpty())
        return -1;
    const qsizetype metric = m_snapshot->metricColumns.indexOf(m_sortKey.metricName);
    return metric < 0 ? -1 : FirstMetricColumn + static_cast<int>(metric);
}

void RunTableModel::sort(int column, Qt::SortOrder order)
{
    SortKey key;
    if (column >= 0 && column < FirstMetricColumn)
        key.identityColumn = column;
    else if (column >= FirstMetricColumn && column < columnCount())
        key.metricName = m_snapshot->metricColumns.at(column - FirstMetricColumn);
    // Rows stay sorted through every snapshot, so the same key is already in place.
    // QTableView::sortByColumn asks twice (once through the header's sort indicator).
    if (key.identityColumn == m_sortKey.identityColumn && key.metricName == m_sortKey.metricName &&
        order == m_sortOrder)
        return;
    m_sortKey = std::move(key);
    m_sortOrder = order;
    relayout();
}

void RunTableModel::relayout()
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> snapshotRows;
    snapshotRows.reserve(static_cast<size_t>(before.size()));
    for (const QModelIndex &index : before)
        snapshotRows.push_back(m_order[static_cast<size_t>(index.row())]);
    applySort();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        after << index(m_rowOfRow[static_cast<size_t>(snapshotRows[static_cast<size_t>(i)])],
                       before.at(i).column());
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RunTableModel::applySort()
{
    const auto &rows = m_snapshot->rows;
    const int column = columnOfSortKey();
    const SortedRows *presorted = nullptr;
    if (m_snapshot->presorted) {
        if (column == LabelColumn)
            presorted = &m_snapshot->labelOrder;
        else if (column == StartedColumn)
            presorted = &m_snapshot->startedOrder;
        else if (column >= FirstMetricColumn &&
                 static_cast<size_t>(column - FirstMetricColumn) < m_snapshot->metricOrders.size())
            presorted = &m_snapshot->metricOrders[static_cast<size_t>(column - FirstMetricColumn)];
    }
    if (presorted) {
        orderFrom(m_order, *presorted, m_sortOrder);
        updateRowOfRow();
        return;
    }
    m_order.resize(rows.size());
    std::iota(m_order.begin(), m_order.end(), 0);
    switch (column) {
    case -1:
        break;
    case LabelColumn: {
        const std::vector<QString> &lower = m_index->lowerLabels;
        sortByKey<TextKey>(m_order, m_sortOrder, [this, &lower](int row, TextKey &key) {
            key.text = &lower[static_cast<size_t>(row)];
            return m_snapshot->isRead(static_cast<size_t>(row)); // unread rows go last
        });
        break;
    }
    case FormatColumn: {
        // Rank formats by their id so the order matches what the column shows.
        std::array<int, static_cast<size_t>(RunFormat::Lanebook) + 1> rank{};
        QList<int> byId(static_cast<qsizetype>(rank.size()));
        std::iota(byId.begin(), byId.end(), 0);
        std::sort(byId.begin(), byId.end(), [](int a, int b) {
            return runFormatId(static_cast<RunFormat>(a)) < runFormatId(static_cast<RunFormat>(b));
        });
        for (qsizetype i = 0; i < byId.size(); ++i)
            rank[static_cast<size_t>(byId.at(i))] = static_cast<int>(i);
        sortBySmallKey(m_order, m_sortOrder, [&](int row) {
            return rank[static_cast<size_t>(rows[static_cast<size_t>(row)].format)];
        });
        break;
    }
    case ModelColumn:
    case LaneColumn: {
        const std::vector<int> &ranks =
            column == ModelColumn ? m_index->modelRanks : m_index->laneRanks;
        sortBySmallKey(m_order, m_sortOrder,
                       [&ranks](int row) { return ranks[static_cast<size_t>(row)]; });
        break;
    }
    case StatusColumn:
        sortBySmallKey(m_order, m_sortOrder, [&rows](int row) {
            return static_cast<int>(rows[static_cast<size_t>(row)].status);
        });
        break;
    case StartedColumn: {
        const std::vector<qint64> &startedMs = m_index->startedMs;
        sortByKey<qint64>(m_order, m_sortOrder, [&startedMs](int row, qint64 &key) {
            key = startedMs[static_cast<size_t>(row)];
            return key != RunTableIndex::kMissingTimeMs;
        });
        break;
    }
    default: {
        const auto metric = static_cast<size_t>(column - FirstMetricColumn);
        sortByKey<double>(m_order, m_sortOrder, [&rows, metric](int row, double &key) {
            const auto &values = rows[static_cast<size_t>(row)].metricValues;
            if (metric >= values.size())
                return false; // still being read
            key = values[metric];
            return !std::isnan(key);
        });
        break;
    }
    }
    updateRowOfRow();
}

void RunTableModel::updateRowOfRow()
{
    m_rowOfRow.resize(m_order.size());
    for (size_t i = 0; i < m_order.size(); ++i)
        m_rowOfRow[static_cast<size_t>(m_order[i])] = static_cast<int>(i);
}

} // namespace lanebook
