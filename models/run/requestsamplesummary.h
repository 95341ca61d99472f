#pragma once

#include "models/run/run.h"

#include <vector>

namespace lanebook {

// A quick look at a run's per-request samples: how many, how many failed, and the
// median/p90/p99 of time to first token and end-to-end latency over the requests that
// recorded them. Percentiles interpolate linearly between order statistics (numpy's
// default), so they match what vLLM prints for the same samples.
struct RequestSampleSummary
{
    struct Latency
    {
        int count = 0; // requests that recorded this latency
        double medianMs = 0.0;
        double p90Ms = 0.0;
        double p99Ms = 0.0;
    };

    int requests = 0;
    int failed = 0; // requests with an error
    Latency ttft;
    Latency e2el;

    static RequestSampleSummary of(const std::vector<RequestSample> &samples);
};

// The p-th percentile (0..100) of values, sorted in place; NaN for no values.
double percentileOf(std::vector<double> &values, double percentile);

} // namespace lanebook
