#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace lanebook::MetadataValue {

// `vllm bench serve --metadata k=v` writes every value as a string: "256",
// "true". Numbers and booleans become numbers and booleans; anything else stays text.
nlohmann::json typed(const nlohmann::json &value);

// Keys that name a workload setting (output length, input length, dataset, rate...): they
// belong in the run's workload, where the gates read them, not in its config.
bool isWorkloadSetting(const std::string &key);

} // namespace lanebook::MetadataValue
