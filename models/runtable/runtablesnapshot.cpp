#include "models/runtable/runtablesnapshot.h"

#include <algorithm>
#include <numeric>

namespace lanebook {

void rankLabels(RunTableSnapshot &snapshot)
{
    const auto &rows = snapshot.rows;
    snapshot.lowerLabels.resize(rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        snapshot.lowerLabels[i] = rows[i].label.toLower();
    std::vector<int> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    const auto &lower = snapshot.lowerLabels;
    std::sort(order.begin(), order.end(), [&lower](int a, int b) {
        return lower[static_cast<size_t>(a)] < lower[static_cast<size_t>(b)];
    });
    snapshot.labelRanks.assign(rows.size(), 0);
    int rank = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 &&
            lower[static_cast<size_t>(order[i - 1])] != lower[static_cast<size_t>(order[i])])
            ++rank;
        snapshot.labelRanks[static_cast<size_t>(order[i])] = rank;
    }
}

} // namespace lanebook
