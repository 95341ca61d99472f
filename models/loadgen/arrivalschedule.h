#pragma once

#include "models/loadgen/loadspec.h"

#include <cstdint>
#include <vector>

namespace lanebook {

// When each request of an open-loop load is due, in seconds from the start of its phase,
// drawn as vLLM's client draws them: inter-arrival gaps from a gamma distribution with shape
// = burstiness and mean 1/rate (burstiness 1 is a Poisson process; below 1 burstier, above
// 1 more regular). Reproducible from the seed. A closed loop has no schedule (all zeros).
std::vector<double> arrivalOffsetsS(const LoadSpec &spec, int requests, std::uint64_t seed);

} // namespace lanebook
