#pragma once

#include "models/run/run.h"

#include <vector>

namespace lanebook {

// The vocabulary's serving metrics of a load-generator run, computed from its request samples
// exactly as vLLM's client computes them (vllm/benchmarks/serve.py calculate_metrics), so that
// a Lanebook run and a `vllm bench serve` run of the same server compare as equals:
//   - completed = requests without error; failed = the others;
//   - throughputs divide successful tokens and requests by the measured duration;
//   - TTFT, E2EL over successful requests; TPOT = (E2EL - TTFT) / (output tokens - 1) for
//     successful requests with more than one output token; ITL = every inter-chunk gap of
//     every successful request, pooled;
//   - std is the population standard deviation (np.std), percentiles interpolate linearly.
namespace LoadMetrics {

// The latency statistics written for TTFT, TPOT, ITL and E2EL.
const std::vector<double> &percentiles();

// Adds the metrics to run (from run.samples, which hold only measured requests, warmup
// excluded). durationS is the measured window: first send to last end.
void addTo(Run &run, double durationS);

} // namespace LoadMetrics

} // namespace lanebook
