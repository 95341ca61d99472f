#pragma once

#include "models/run/run.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <vector>

namespace lanebook::GuideLlm {

// The three generations of `benchmarks.json`.
enum class Schema {
    Legacy, // <= v0.3: benchmarks carry args, run_stats, worker, request_loader
    V1,     // v0.4 - v0.6: benchmarks carry config, scheduler_metrics; metadata.version 1
    V2,     // v0.7+: as V1, with top-level config.spec; metadata.version 2
};

QString schemaWord(Schema schema);

// What the report says once for all of its benchmarks.
struct ReportContext
{
    Schema schema = Schema::Legacy;
    QString guidellmVersion;
    QString model;       // report-level backend model, for benchmarks that do not name one
    QString target;      // report-level target URL
    QString backendKind; // report-level backend type ("openai_http"), v0.4 - v0.6 args
    nlohmann::json data; // the data (prompt set) arguments, when the report has them
    // v0.7+: the user's `--label key=value` pairs (config.metadata.labels), every value a
    // string. "name" (GuideLLM's own example key) names the runs; workload settings among
    // them (output_len, ignore_eos, ...) go to the workload, typed; the rest are kept in
    // extra["labels"].
    nlohmann::json labels = nlohmann::json::object();
};

// The run of one benchmark object; `index` is its position in "benchmarks".
// Throws ImportFailure naming the benchmark and key on wrong types.
Run runFromBenchmark(const nlohmann::json &benchmark, int index, const ReportContext &context);

// The per-request lists of a benchmark (successful, then errored) as samples; requests that
// carry no timing are left out. Both the old `generative_text_response` and the newer
// `generative_request_stats` shapes.
std::vector<RequestSample> requestSamples(const nlohmann::json &benchmark, double benchmarkStartS,
                                          const QString &where);

} // namespace lanebook::GuideLlm
