#pragma once

#include "models/telemetry/telemetrysample.h"

#include <cstdint>

namespace lanebook {

// Telemetry of a fake GPU as a pure function of time, for pictures and benches that need
// minutes of history at once (the fake source itself follows the load a wave reports:
// backends/telemetry/fakegpu.h): an H200-like GPU under a serving load that ramps up and
// drains smoothly (45 s busy, 15 s idle, per-GPU offsets), whose temperature follows the load
// with thermal inertia (a ~12 s lag) and a slow chassis warm-up; GPU 1 drifts hot and hits a
// thermal slowdown late in each busy phase, so that every widget and gate has something
// true-to-form to show. Deterministic: the same GPU and time give the same sample.
GpuIdentity syntheticGpu(int index);
GpuSample syntheticSample(int index, std::int64_t tNs, std::int64_t startNs);

} // namespace lanebook
