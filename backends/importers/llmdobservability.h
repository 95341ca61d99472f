#pragma once

#include "models/run/run.h"

#include <nlohmann/json.hpp>

namespace lanebook::LlmdObservability {

// results.observability of an llm-d Benchmark Report v0.2 / v0.2.1 (schema_v0_2.py
// Observability; the harness's metrics_processor fills it from DCGM and the engines' /metrics):
// per component (a stack member's label, a replica's pod) the resource aggregate, each a
// Statistics {units, mean, min, p50, ..., max}: kv_cache_usage, cache_hit_rate (the prefix
// cache), gpu/cpu cache usage, memory, gpu_utilization, cpu_utilization, power_consumption,
// running/waiting/swapped requests, preemptions; and their time series (TimeSeriesData
// {units, series: [{ts, value | mean, ...}]}, at most 256 points; v0.2.1 adds the engines'
// prefix-cache counters, prompt and generation tokens, and the router pool's averages).
//
// Kept in extra.observability: every component's aggregate as written, its time series by
// name with their units and point counts (not the points), drop_rate, time_series_interval,
// the pods' startup aggregate and the ready replicas. Into the vocabulary, where the mapping is
// exact: gpu_util_pct_mean (the mean over the components that report it), prefix_cache_hit_pct
// when one component alone reports its cache hit rate (a prefill/decode stack's decode pods hit
// nothing: their mean would halve the prefill pods' rate). Throws ImportFailure naming the key
// of a portion in units other than percent or fraction, or of a statistic that is no number.
void add(Run &run, const nlohmann::json &observability, nlohmann::json &extra);

} // namespace lanebook::LlmdObservability
