#include "models/statistics/holm.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace lanebook::stats {

std::vector<double> holmAdjust(const std::vector<double> &pValues)
{
    std::vector<double> adjusted(pValues.size(), std::numeric_limits<double>::quiet_NaN());
    std::vector<size_t> order;
    for (size_t i = 0; i < pValues.size(); ++i) {
        if (!std::isnan(pValues[i]))
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&pValues](size_t a, size_t b) { return pValues[a] < pValues[b]; });
    const double m = static_cast<double>(order.size());
    double running = 0.0;
    for (size_t rank = 0; rank < order.size(); ++rank) {
        const double scaled = std::min(1.0, (m - static_cast<double>(rank)) * pValues[order[rank]]);
        running = std::max(running, scaled);
        adjusted[order[rank]] = running;
    }
    return adjusted;
}

} // namespace lanebook::stats
