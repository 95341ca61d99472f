#pragma once

#include "models/telemetry/telemetrysample.h"

#include <QFlags>
#include <QStringList>

namespace lanebook {

// What a telemetry source can measure at all (small interfaces with capability
// flags). A metric outside a source's capabilities is shown as missing, never as 0; a
// metric inside them may still be missing in one sample (the tool printed "[N/A]").
enum class TelemetryMetric : unsigned {
    Utilization = 1u << 0,
    MemoryUtilization = 1u << 1,
    MemoryUsed = 1u << 2,
    MemoryTotal = 1u << 3,
    Temperature = 1u << 4,
    MemoryTemperature = 1u << 5,
    Power = 1u << 6,
    PowerLimit = 1u << 7,
    SmClock = 1u << 8,
    SmClockMax = 1u << 9,
    MemoryClock = 1u << 10,
    MemoryClockMax = 1u << 11,
    ThrottleReasons = 1u << 12,
    PcieLink = 1u << 13,
    Fan = 1u << 14,
    Energy = 1u << 15,
};
Q_DECLARE_FLAGS(TelemetryCapabilities, TelemetryMetric)
Q_DECLARE_OPERATORS_FOR_FLAGS(TelemetryCapabilities)

namespace TelemetryMetrics {

// Every metric, for "all of them" capabilities (the fake source).
TelemetryCapabilities all();
// The metrics present in a sample.
TelemetryCapabilities presentIn(const GpuSample &sample);
// Short ids ("utilization", "power", "sm_clock") for JSON and messages.
QStringList ids(TelemetryCapabilities capabilities);

} // namespace TelemetryMetrics

} // namespace lanebook
