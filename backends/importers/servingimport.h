#pragma once

#include "backends/importers/jsonobjectscan.h"
#include "models/run/run.h"

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>
#include <vector>

namespace lanebook {

// Pieces shared by the serving-benchmark importers (vLLM, SGLang, AIPerf, genai-perf):
// run labels, latency key names, the per-request arrays, and small JSON look-ups.
namespace ServingImport {

// What a run label is made of; empty parts are left out.
struct LabelParts
{
    QString model; // a Hugging Face id or path; only its last component is used
    QString tool;  // "vllm", "sglang", "trtllm", "aiperf", "genai-perf"
    std::optional<double> concurrency;
    std::optional<double> requestRate; // used when there is no concurrency; may be +inf
    QDateTime startedAt;
    int objectNumber = 0; // 1-based position in a multi-run file, 0 for a single run
    // The tool's own run label (vLLM --label, SGLang --tag): it leads in place of model and
    // tool. A sweep gives every run one label, so the load and time still tell them apart.
    QString toolLabel{};
};

// e.g. "Qwen3-8B-vllm-c4-20261103T141522Z", "Llama-3.3-70B-sglang-r4-o3",
// "glm5-nvfp4-baseline-c256-20260214T122000Z" (a --label).
QString runLabel(const LabelParts &parts);

// The vocabulary name of a latency statistic key as vLLM or SGLang writes it:
// "p99.9_ttft_ms" stays, "mean_e2e_latency_ms" (SGLang) becomes "mean_e2el_ms",
// "max_itl_ms" stays. std::nullopt for keys that are not latency statistics of the
// vocabulary (e.g. "mean_client_queue_time_ms").
std::optional<QString> latencyMetricName(std::string_view key);

// The runtime a benchmark client's backend name means ("vllm", "sglang", "trtllm",
// "lmdeploy", "tgi"), or empty when the name is only a protocol ("openai", "openai-chat").
QString runtimeFromBackend(const QString &backend);

// The per-request arrays of vLLM --save-detailed and SGLang --output-details (and the
// TensorRT-LLM fork's `e2els`): input_lens, output_lens, ttfts [s], itls [[s]],
// start_times, latencies [s], e2els [s], errors, cached_tokens. These are too big to keep
// in Run::extra and are read straight into Run::samples.
const std::vector<std::string_view> &perRequestKeys();

// Fills run.samples from those arrays (times in ms). Failed requests (non-empty error)
// are kept with their error; their 0.0 placeholders for TTFT, latency and output length
// become "not recorded". `where` prefixes messages ("object 2", "line 3", or empty).
// Returns the number of failed requests, or std::nullopt when there is no `errors` array.
std::optional<int> readRequestSamples(Run &run, const JsonObjectScan::Value &object,
                                      const QString &where);

// "object 2: key \"ttfts\"" or "key \"ttfts\"" for messages.
QString keyWhere(const QString &where, std::string_view key);

// A nested key's path, "successes.latency.time_to_first_token": section, a dot, key; either
// alone when the other is empty.
QString dottedKey(const QString &section, std::string_view key);

// keyWhere() of a nested key: "key \"successes.count\"".
QString nestedKeyWhere(const QString &section, std::string_view key = {});

// numpy's np.mean(x or 0): vLLM and SGLang write 0.0 for every statistic of a latency that
// no request measured (no request completed; TPOT and ITL when every output had one token;
// TTFT of a non-streaming endpoint). A mean of exactly 0 ms is never a measurement, so the
// statistics of such a latency leave the metrics and are kept in extra under their keys.
void dropUnmeasuredLatencies(Run &run);

// A request rate as JSON for Run::workload: a number, or "inf" (JSON has no infinity).
nlohmann::json rateJson(double rate);

// The string at key, or an empty string; numbers are written out. Never throws.
QString stringOr(const nlohmann::json &object, const char *key);

// The steady window the tool found itself (extra[kToolSteadyWindowKey], which the steady_state
// gate judges for a run without samples): set only when 0 <= steadyRequests <= requests > 0.
void setToolSteadyWindow(Run &run, const char *tool, double requests, double steadyRequests,
                         const QString &method, bool stationarityWarning);

} // namespace ServingImport

} // namespace lanebook
