#pragma once

#include "models/telemetry/telemetrysample.h"

#include <cstdint>

namespace lanebook {

// Telemetry waves for the fake source (the demo, machines without GPUs): an H200-like GPU
// going through load phases, warming up, and on a hot GPU hitting a thermal slowdown now and
// then, so that every widget and gate has something true-to-form to show. Deterministic: the
// same GPU and time give the same sample.
GpuIdentity syntheticGpu(int index);
GpuSample syntheticSample(int index, std::int64_t tNs, std::int64_t startNs);

} // namespace lanebook
