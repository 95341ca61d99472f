#pragma once

#include "models/run/run.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>
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

// The vocabulary's name for one statistic of a latency as the tools spell it: mean or average,
// median or p50, min or minimum, max or maximum, std or stddev, p<P> (p99.9) and llm-d's
// p<P>p<D> (p99p9 = p99.9); std::nullopt for any other key (units, sum, count).
std::optional<QString> statisticName(std::string_view stat, const QString &metric);

// A tool's statistics object of one latency ({"mean": .., "p99": .., ...}) as metrics
// <stat>_<metric>_ms, each value times toMs, the original key "<path>.<stat>". null (nothing
// measured it) sets nothing; a value that is not an object, or a statistic that is not a
// number, is refused naming its key.
void addStatisticsObject(Run &run, const nlohmann::json &stats, const QString &metric, double toMs,
                         const QString &path);

} // namespace LatencyStatistics

} // namespace lanebook
