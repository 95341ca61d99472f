#pragma once

#include "backends/importers/jsonobjectscan.h"
#include "models/run/run.h"

#include <string_view>
#include <vector>

namespace lanebook {

// AIPerf's per-request profile_export.jsonl: one line per request with
// `metadata` (timestamps in epoch ns, benchmark_phase), `metrics` ({"value", "unit"} per
// metric) and `error`. The whole file is one run: its requests become Run::samples and its
// aggregates are computed from them, the way AIPerf computes its summary.
namespace AiperfRecords {

// True when the first object looks like such a record (detect() passes the sniffed head).
bool looksLikeRecord(const std::vector<JsonObjectScan::Member> &members);

// The run of a whole records file. Only profiling-phase records count (warmup is left
// out); records with an error count as failed and are kept as samples with their error.
// Throws ImportFailure naming the line of a malformed record.
Run parseRecords(std::string_view text);

} // namespace AiperfRecords

} // namespace lanebook
