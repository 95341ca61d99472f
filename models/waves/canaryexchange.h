#pragma once

#include "models/gates/rungatecontext.h"
#include "models/loadgen/loadspec.h"
#include "models/waves/waveplan.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace lanebook {

// A canary's request and the output read back from the server's answer. Greedy sampling
// (temperature 0) and no streaming: a canary is about what the model says, not how fast.
namespace CanaryExchange {

std::string requestBody(const WaveCanary &canary, const QString &model, LoadEndpoint endpoint);

// The generated text, or std::nullopt with *error saying what the answer lacked.
std::optional<QString> outputFromResponse(const std::string &body, QString *error);

// The shape the quality_canary gate reads from a run's extra["canaries"], plus an "error"
// member when the server gave no output at all.
nlohmann::json toJson(const std::vector<CanaryOutput> &outputs, const QStringList &errors);

} // namespace CanaryExchange

} // namespace lanebook
