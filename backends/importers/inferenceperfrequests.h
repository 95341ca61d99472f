#pragma once

#include "models/run/run.h"

#include <string_view>
#include <vector>

// inference-perf's per-request file, per_request_lifecycle_metrics.json (report config
// request_lifecycle.per_request, off by default; FORMATS.md "inference-perf"): one JSON list of
// every stage's requests, each {start_time, end_time, request, response, info, error}, times in
// time.perf_counter() seconds (a monotonic clock: seconds since boot, not a date). No record
// names its stage, so the requests join a lifecycle run only where that run is every request of
// the file (inferenceperfimporter.cpp).
namespace lanebook::InferencePerfRequests {

// The first element of a top-level list has the six keys of a record.
bool looksLikeRequests(std::string_view text);

struct Requests
{
    std::vector<RequestSample> samples; // by start time; send times from the first start
    int failed = 0;
};

// Every record, whichever `info` shape wrote it: v0.6+ request_metrics / response_metrics,
// v0.5 response_info, and the flat info of v0.2-0.4. TTFT is the first token's time less the
// start, for a request streamed in more than one piece (the tool's own rule); the gaps are
// those between chunks (chunk_times; output_token_times where there are none); the output
// length is the server's count where usage came back, else the tool's re-count. Throws
// ImportFailure naming the record and its key when one is not of that shape.
Requests parse(std::string_view text);

} // namespace lanebook::InferencePerfRequests
