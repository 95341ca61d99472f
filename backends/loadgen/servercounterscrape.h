#pragma once

#include "models/loadgen/servermetricsdelta.h"

#include <QString>

#include <optional>

namespace lanebook {

// Reads a server's Prometheus /metrics (vLLM `vllm:*`, llama-server
// `llamacpp:*`) into counter totals summed over labels. std::nullopt with error set when the
// endpoint cannot be read (llama-server without --metrics answers 501; that is not an error of
// the run, only a missing measurement).
std::optional<ServerCounters> scrapeServerCounters(const QString &baseUrl, const QString &apiKey,
                                                   double connectTimeoutS, QString &error);

} // namespace lanebook
