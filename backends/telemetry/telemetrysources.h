#pragma once

#include "backends/telemetry/telemetrysource.h"
#include "models/telemetry/telemetrysourcespec.h"

#include <memory>

namespace lanebook {

// The source a spec names, not yet opened.
std::unique_ptr<TelemetrySource> createTelemetrySource(const TelemetrySourceSpec &spec,
                                                       const TelemetrySourceOptions &options);

// The spec's source, opened for reads every intervalMs. `auto` tries NVML, nvidia-smi,
// amd-smi, xpu-smi and sysfs in turn and takes the first that opens. When none does, fails
// naming each source tried and why it is not available.
Expected<std::unique_ptr<TelemetrySource>>
openTelemetrySource(const TelemetrySourceSpec &spec, const TelemetrySourceOptions &options,
                    int intervalMs);

} // namespace lanebook
