#pragma once

#include "models/run/run.h"

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>
#include <string_view>

namespace lanebook {

// What genai-perf's profile_export_genai_perf.json and AIPerf's profile_export_aiperf.json
// share: metric objects `{"unit", "avg", "p1".."p99", "min", "max", "std"}`
// at the top level, GPU telemetry summaries, and an `input_config` whose shape changed
// between releases.
namespace ProfileExport {

// A metric object: has a string "unit" (values may be null in AIPerf for absent stats).
bool isMetricObject(const nlohmann::json &value);

// Maps the document's metric objects onto the vocabulary (time_to_first_token -> *_ttft_ms,
// inter_token_latency -> *_itl_ms, request_latency -> *_e2el_ms with avg -> mean_, p50 ->
// median_, units converted to ms; throughputs, sequence lengths, request_count ->
// completed, benchmark_duration -> duration_s, error_request_count -> failed). Metric
// objects without a vocabulary name go to `extra` under their own key. Returns the keys
// it consumed. Throws ImportFailure naming the key for a value of the wrong type.
std::vector<std::string> mapMetricObjects(Run &run, const nlohmann::json &document,
                                          nlohmann::json &extra);

// GPU telemetry summarised where the mapping is exact: gpu_util_pct_mean and power_w_mean
// (mean over GPUs of each GPU's average), sm_clock_mhz_min (min over GPUs of each GPU's
// min), temperature_c_max and memory_used_bytes_max (max of maxima; GB -> bytes). A
// statistic missing on any GPU is not guessed. Two shapes:
// genai-perf `telemetry_stats` {"<metric>": {"unit", "gpu0": {stats}}} and AIPerf
// `telemetry_data` {"endpoints": {"<url>": {"gpus": {"<id>": {"gpu_name", "metrics":
// {"<metric>": {unit, stats}}}}}}}. The AIPerf form also names the GPU model in config.
void addGenaiPerfTelemetry(Run &run, const nlohmann::json &telemetryStats);
void addAiperfTelemetry(Run &run, const nlohmann::json &telemetryData);

// The first value found along any of the dotted paths ("endpoint.type"); a number in a
// path indexes an array. nullptr when none is there.
const nlohmann::json *find(const nlohmann::json &root,
                           std::initializer_list<std::string_view> paths);

// A string, or the first string of a list ("model": ["a/b"]), at the first of the paths
// that holds one; empty when none does.
QString findString(const nlohmann::json &root, std::initializer_list<std::string_view> paths);
// A number at the first of the paths that holds one; negative numbers are argparse's
// "not set" defaults and count as absent.
std::optional<double> findNumber(const nlohmann::json &root,
                                 std::initializer_list<std::string_view> paths);

// "2026-04-30T09:16:38.957302": ISO-8601 without a zone, written by AIPerf in the host's
// local time, which the file does not name; taken as UTC. An explicit offset is honoured.
QDateTime parseLocalIsoTimeAsUtc(const QString &text);

// How many milliseconds one `unit` is ("ms", "ns", "us", "s", "sec"); nullopt if unknown.
std::optional<double> millisecondsPer(const QString &unit);

} // namespace ProfileExport

} // namespace lanebook
