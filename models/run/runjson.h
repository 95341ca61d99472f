#pragma once

#include "models/run/run.h"

#include <nlohmann/json.hpp>

namespace lanebook {

// A run in the CLI's JSON shape (`runs --json`, `show --json`): id, label, format, model, status,
// started_at, config, workload, metrics (number, or "inf"/"-inf"), source; plus lane,
// status_reason and the original tool key of each metric.
nlohmann::json runToJson(const Run &run);

// A metric value as JSON: a number, or the strings "inf" / "-inf" that JSON cannot hold.
nlohmann::json metricValueToJson(double value);

} // namespace lanebook
