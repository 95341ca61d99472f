#include "models/loadgen/arrivalschedule.h"

#include <cmath>
#include <random>

namespace lanebook {

std::vector<double> arrivalOffsetsS(const LoadSpec &spec, int requests, std::uint64_t seed)
{
    std::vector<double> offsets(static_cast<std::size_t>(std::max(0, requests)), 0.0);
    if (!spec.isOpenLoop())
        return offsets;
    const double rate = spec.requestRatePerS;
    const double shape =
        spec.arrival == ArrivalMode::Poisson || !(spec.burstiness > 0.0) ? 1.0 : spec.burstiness;
    std::mt19937_64 random(seed ^ 0x5deece66dULL);
    std::gamma_distribution<double> gap(shape, 1.0 / (rate * shape));
    double t = 0.0;
    // The first request goes at once, as vLLM's does; gaps separate the following ones.
    for (std::size_t i = 1; i < offsets.size(); ++i) {
        t += gap(random);
        offsets[i] = t;
    }
    return offsets;
}

} // namespace lanebook
