#pragma once

#include <vector>

namespace lanebook::stats {

// Ranks shared by the rank tests (Wilcoxon, Mann-Whitney, Spearman): ties get the average of
// the ranks they span, SciPy's rankdata(method="average").
struct Ranking
{
    std::vector<double> ranks; // 1-based, in input order
    std::vector<int> tieSizes; // size of every group of equal values with more than one member
};

Ranking averageRanks(const std::vector<double> &values);

// Sum over tie groups of t^3 - t, the term every tie correction uses.
double tieTerm(const std::vector<int> &tieSizes);

} // namespace lanebook::stats
