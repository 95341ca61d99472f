#include "models/runtable/runtablesnapshot.h"

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

// The rows that have a key, in ascending key order, ties in row (id) order.
template <typename Key, typename KeyOf> std::vector<int> ascendingOrder(size_t rows, KeyOf keyOf)
{
    std::vector<std::pair<Key, int>> keyed;
    keyed.reserve(rows);
    for (size_t row = 0; row < rows; ++row) {
        Key key{};
        if (keyOf(row, key))
            keyed.emplace_back(key, static_cast<int>(row));
    }
    std::sort(keyed.begin(), keyed.end()); // pairs: equal keys fall back to the row index
    std::vector<int> order;
    order.reserve(keyed.size());
    for (const auto &entry : keyed)
        order.push_back(entry.second);
    return order;
}

} // namespace

void presort(RunTableSnapshot &snapshot)
{
    const auto &rows = snapshot.rows;
    snapshot.lowerLabels.resize(rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        snapshot.lowerLabels[i] = rows[i].label.toLower();
    const auto &lower = snapshot.lowerLabels;
    snapshot.labelOrder.resize(rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        snapshot.labelOrder[i] = static_cast<int>(i);
    std::stable_sort(snapshot.labelOrder.begin(), snapshot.labelOrder.end(),
                     [&lower](int a, int b) {
                         return lower[static_cast<size_t>(a)] < lower[static_cast<size_t>(b)];
                     });
    snapshot.startedOrder = ascendingOrder<qint64>(rows.size(), [&rows](size_t row, qint64 &key) {
        if (!rows[row].startedAt.isValid())
            return false;
        key = rows[row].startedAt.toMSecsSinceEpoch();
        return true;
    });
    snapshot.metricOrders.clear();
    for (qsizetype column = 0; column < snapshot.metricColumns.size(); ++column) {
        const auto metric = static_cast<size_t>(column);
        snapshot.metricOrders.push_back(
            ascendingOrder<double>(rows.size(), [&rows, metric](size_t row, double &key) {
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
