#include "models/statistics/ranking.h"

#include <algorithm>
#include <numeric>

namespace lanebook::stats {

Ranking averageRanks(const std::vector<double> &values)
{
    Ranking ranking;
    const size_t n = values.size();
    ranking.ranks.assign(n, 0.0);
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&values](size_t a, size_t b) { return values[a] < values[b]; });
    size_t start = 0;
    while (start < n) {
        size_t end = start + 1;
        while (end < n && values[order[end]] == values[order[start]])
            ++end;
        // Positions start..end-1 hold rank start+1..end; their average is shared.
        const double rank = 0.5 * static_cast<double>(start + 1 + end);
        for (size_t i = start; i < end; ++i)
            ranking.ranks[order[i]] = rank;
        if (end - start > 1)
            ranking.tieSizes.push_back(static_cast<int>(end - start));
        start = end;
    }
    return ranking;
}

double tieTerm(const std::vector<int> &tieSizes)
{
    double sum = 0.0;
    for (const int size : tieSizes) {
        const double t = size;
        sum += t * t * t - t;
    }
    return sum;
}

} // namespace lanebook::stats
