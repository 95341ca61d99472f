#include "models/telemetry/telemetrycapabilities.h"

namespace lanebook::TelemetryMetrics {

namespace {

struct MetricId
{
    TelemetryMetric metric;
    const char *id;
};

constexpr MetricId kIds[] = {
    {TelemetryMetric::Utilization, "utilization"},
    {TelemetryMetric::MemoryUtilization, "memory_utilization"},
    {TelemetryMetric::MemoryUsed, "memory_used"},
    {TelemetryMetric::MemoryTotal, "memory_total"},
    {TelemetryMetric::Temperature, "temperature"},
    {TelemetryMetric::MemoryTemperature, "memory_temperature"},
    {TelemetryMetric::Power, "power"},
    {TelemetryMetric::PowerLimit, "power_limit"},
    {TelemetryMetric::SmClock, "sm_clock"},
    {TelemetryMetric::SmClockMax, "sm_clock_max"},
    {TelemetryMetric::MemoryClock, "memory_clock"},
    {TelemetryMetric::MemoryClockMax, "memory_clock_max"},
    {TelemetryMetric::ThrottleReasons, "throttle_reasons"},
    {TelemetryMetric::PcieLink, "pcie_link"},
    {TelemetryMetric::Fan, "fan"},
    {TelemetryMetric::Energy, "energy"},
};

} // namespace

TelemetryCapabilities all()
{
    TelemetryCapabilities out;
    for (const MetricId &m : kIds)
        out |= m.metric;
    return out;
}

TelemetryCapabilities presentIn(const GpuSample &s)
{
    TelemetryCapabilities out;
    const auto mark = [&out](bool present, TelemetryMetric metric) {
        if (present)
            out |= metric;
    };
    mark(s.utilPct.has_value(), TelemetryMetric::Utilization);
    mark(s.memUtilPct.has_value(), TelemetryMetric::MemoryUtilization);
    mark(s.memUsedBytes.has_value(), TelemetryMetric::MemoryUsed);
    mark(s.memTotalBytes.has_value(), TelemetryMetric::MemoryTotal);
    mark(s.temperatureC.has_value(), TelemetryMetric::Temperature);
    mark(s.memTemperatureC.has_value(), TelemetryMetric::MemoryTemperature);
    mark(s.powerW.has_value(), TelemetryMetric::Power);
    mark(s.powerLimitW.has_value(), TelemetryMetric::PowerLimit);
    mark(s.smClockMhz.has_value(), TelemetryMetric::SmClock);
    mark(s.smClockMaxMhz.has_value(), TelemetryMetric::SmClockMax);
    mark(s.memClockMhz.has_value(), TelemetryMetric::MemoryClock);
    mark(s.memClockMaxMhz.has_value(), TelemetryMetric::MemoryClockMax);
    mark(s.throttleReasons.has_value(), TelemetryMetric::ThrottleReasons);
    mark(s.pcieGen.has_value() || s.pcieWidth.has_value() || s.pcieGenMax.has_value() ||
             s.pcieWidthMax.has_value(),
         TelemetryMetric::PcieLink);
    mark(s.fanPct.has_value(), TelemetryMetric::Fan);
    mark(s.energyMj.has_value(), TelemetryMetric::Energy);
    return out;
}

QStringList ids(TelemetryCapabilities capabilities)
{
    QStringList out;
    for (const MetricId &m : kIds) {
        if (capabilities.testFlag(m.metric))
            out << QString::fromLatin1(m.id);
    }
    return out;
}

} // namespace lanebook::TelemetryMetrics
