#include "models/frontier/pareto.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

std::vector<std::size_t> paretoFrontier(const std::vector<FrontierPoint> &points)
{
    std::vector<std::size_t> order;
    order.reserve(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!std::isnan(points[i].x) && !std::isnan(points[i].y))
            order.push_back(i);
    }
    // Best x first; within one x, best y first.
    std::sort(order.begin(), order.end(), [&points](std::size_t a, std::size_t b) {
        if (points[a].x != points[b].x)
            return points[a].x > points[b].x;
        return points[a].y > points[b].y;
    });
    std::vector<std::size_t> frontier;
    // The best y among points of a strictly greater x: a point at or below it is dominated.
    double bestYOfGreaterX = -std::numeric_limits<double>::infinity();
    for (std::size_t start = 0; start < order.size();) {
        std::size_t end = start;
        while (end < order.size() && points[order[end]].x == points[order[start]].x)
            ++end;
        const double groupBestY = points[order[start]].y; // sorted: the group's first is best
        if (groupBestY > bestYOfGreaterX) {
            // Only the group's best y survive (a lower y at the same x is dominated by them).
            for (std::size_t i = start; i < end && points[order[i]].y == groupBestY; ++i)
                frontier.push_back(order[i]);
        }
        bestYOfGreaterX = std::max(bestYOfGreaterX, groupBestY);
        start = end;
    }
    std::sort(frontier.begin(), frontier.end(), [&points](std::size_t a, std::size_t b) {
        return points[a].x != points[b].x ? points[a].x < points[b].x : a < b;
    });
    return frontier;
}

FrontierSplit splitFrontier(const std::vector<FrontierPoint> &points)
{
    FrontierSplit split;
    split.frontier = paretoFrontier(points);
    std::vector<bool> kept(points.size(), false);
    for (const std::size_t i : split.frontier)
        kept[i] = true;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!kept[i])
            split.dominated.push_back(i);
    }
    return split;
}

} // namespace lanebook
