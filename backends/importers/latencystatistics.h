#pragma once

#include "models/run/run.h"

#include <QString>

#include <vector>

namespace lanebook {

// Latency statistics computed from per-request values, the way the benchmark tools compute
// theirs (numpy): mean, median, population standard deviation (np.std, ddof=0) and
// percentiles by linear interpolation between closest ranks (np.percentile's default, the
// one implementation in models/statistics/summary.h).
// Used where a file holds requests but no summary (AIPerf profile_export.jsonl).
namespace LatencyStatistics {

double mean(const std::vector<double> &values);
double populationStdDev(const std::vector<double> &values, double mean);

// Sets mean_/median_/std_/p<P>_<metric>_ms on the run for the finite values (NaN, i.e.
// "not recorded", is left out). Does nothing when no value is left.
void addLatencyMetrics(Run &run, const QString &metric, std::vector<double> values,
                       const std::vector<double> &percentiles, const QString &originalKey);

} // namespace LatencyStatistics

} // namespace lanebook
