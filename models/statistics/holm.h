#pragma once

#include <vector>

namespace lanebook::stats {

// Holm's step-down correction of the p-values of a sweep's workload points:
// sorted ascending, p(i) becomes max over j <= i of min(1, (m - j + 1) p(j)), returned in
// input order. It controls the family-wise error rate without assuming independence, which
// neighbouring workload points on one machine do not have. NaN marks a point without a
// p-value: it stays NaN and does not count in m.
std::vector<double> holmAdjust(const std::vector<double> &pValues);

} // namespace lanebook::stats
