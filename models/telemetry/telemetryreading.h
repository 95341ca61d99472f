#pragma once

#include "models/telemetry/telemetrysample.h"

namespace lanebook {

// One GPU as one line (or object) of a vendor tool's output described it: who, and what it
// read. Parsers return these; sources gather them into a TelemetryBatch.
struct TelemetryReading
{
    GpuIdentity gpu;
    GpuSample sample;
};

} // namespace lanebook
