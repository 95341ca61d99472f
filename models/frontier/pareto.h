#pragma once

#include <cstddef>
#include <vector>

namespace lanebook {

// A point of a throughput frontier: both axes higher-is-better (output tok/s per GPU against
// output tok/s per user, as InferenceMAX and trtllm-bench plot them).
struct FrontierPoint
{
    double x = 0.0;
    double y = 0.0;
};

// The positions of the points no other point dominates (another is at least as good on both
// axes and better on one), in ascending x. Equal points are all kept; a point with a NaN
// coordinate is never on the frontier. O(n log n).
std::vector<std::size_t> paretoFrontier(const std::vector<FrontierPoint> &points);

// The points split: those on the frontier (in ascending x) and the others (in their order).
struct FrontierSplit
{
    std::vector<std::size_t> frontier;
    std::vector<std::size_t> dominated;
};
FrontierSplit splitFrontier(const std::vector<FrontierPoint> &points);

} // namespace lanebook
