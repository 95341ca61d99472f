#pragma once

#include "models/base/expected.h"
#include "models/loadgen/servermetricsdelta.h"

#include <QString>

namespace lanebook {

// Reads a server's Prometheus /metrics (vLLM `vllm:*`, llama-server
// `llamacpp:*`) into counter totals summed over labels, or why the endpoint could not be read
// (llama-server without --metrics answers 501; that is not an error of the run, only a missing
// measurement).
Expected<ServerCounters> scrapeServerCounters(const QString &baseUrl, const QString &apiKey,
                                              double connectTimeoutS);

} // namespace lanebook
