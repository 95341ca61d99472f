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
    m_sortKey = {};
    if (column >= 0 && column < FirstMetricColumn)
        m_sortKey.identityColumn = column;
    else if (column >= FirstMetricColumn && column < columnCount())
        m_sortKey.metricName = m_snapshot->metricColumns.at(column - FirstMetricColumn);
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
    m_order.resize(rows.size());
    std::iota(m_order.begin(), m_order.end(), 0);
    const int column = columnOfSortKey();
    switch (column) {
    case -1:
        break;
    case LabelColumn: {
        if (m_snapshot->labelRanks.size() == rows.size()) { // ranked by the reader
            const auto &ranks = m_snapshot->labelRanks;
            sortByKey<int>(m_order, m_sortOrder, [&ranks](int row, int &key) {
                key = ranks[static_cast<size_t>(row)];
                return true;
            });
            break;
        }
        const std::vector<QString> &lower = lowerLabels();
        sortByKey<TextKey>(m_order, m_sortOrder, [&lower](int row, TextKey &key) {
            key.text = &lower[static_cast<size_t>(row)];
            return true;
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
        sortByKey<int>(m_order, m_sortOrder, [&](int row, int &key) {
            key = rank[static_cast<size_t>(rows[static_cast<size_t>(row)].format)];
            return true;
        });
        break;
    }
    case ModelColumn:
    case LaneColumn: {
        const std::vector<int> &ranks = column == ModelColumn ? m_modelRank : m_laneRank;
        sortByKey<int>(m_order, m_sortOrder, [&ranks](int row, int &key) {
            key = ranks[static_cast<size_t>(row)];
            return key >= 0;
        });
        break;
    }
    case StatusColumn:
        sortByKey<int>(m_order, m_sortOrder, [&rows](int row, int &key) {
            key = static_cast<int>(rows[static_cast<size_t>(row)].status);
            return true;
        });
        break;
    case StartedColumn:
        sortByKey<qint64>(m_order, m_sortOrder, [this](int row, qint64 &key) {
            key = m_startedMs[static_cast<size_t>(row)];
            return key != kMissingTimeMs;
        });
        break;
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
    m_rowOfRow.resize(m_order.size());
    for (size_t i = 0; i < m_order.size(); ++i)
        m_rowOfRow[static_cast<size_t>(m_order[i])] = static_cast<int>(i);
}

} // namespace lanebook
