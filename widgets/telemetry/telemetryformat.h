#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QColor>
#include <QString>

#include <cstdint>
#include <optional>

class QPalette;

namespace lanebook {

// How live telemetry looks: titles, values with units ("—" when missing, never 0), the
// scale of each series, a colour per GPU, throttle reasons in words. Views call these;
// the history hands out raw numbers. Strings are in the "Live" context.
namespace TelemetryFormat {

// The series a GPU card shows, in the order it shows them.
const std::vector<TelemetrySeries> &cardSeries();

QString title(TelemetrySeries series); // "Utilization", "Power", ...
QString unit(TelemetrySeries series);  // "%", "W", "°C", "MHz", "B"

// A live reading at a steady width ("87 %", "627 W", "31.6 GiB"), "—" when missing.
QString value(TelemetrySeries series, std::optional<double> value);
// The reading against its limit when the source reports one: "627 / 700 W", "31.6 / 140.4 GiB".
QString valueOfSample(TelemetrySeries series, const GpuSample *sample);

// The vertical scale a chart of this series uses: a fixed 0-100 for percentages, up to the
// GPU's limit where the source reports it (memory total, power limit, max clock), else the
// observed range with a margin. Never an empty range.
struct Scale
{
    double min = 0;
    double max = 1;
};
Scale scale(TelemetrySeries series, const GpuSample *latest, std::optional<double> observedMin,
            std::optional<double> observedMax);

// A colour per GPU position, distinct for eight GPUs on light and dark palettes.
QColor gpuColour(int gpuIndex);
// The warning colour of a throttling GPU.
QColor throttleColour();

// Whether a reason that makes a measurement move (power cap, thermal, power brake) is set.
bool isThrottling(std::optional<std::uint64_t> reasons);
// "not throttled", "throttled: power cap, HW thermal slowdown", "idle", or
// "throttle reasons not reported".
QString throttleText(std::optional<std::uint64_t> reasons);

// "GPU 3 · NVIDIA H200" (with "host:" before the index for a remote GPU).
QString gpuTitle(const GpuIdentity &gpu);

// A span of time as a clock reads it: "4:05", or "1:02:03" from an hour.
QString elapsed(std::int64_t elapsedNs);

// "no GPU telemetry: <problem>" and what to do about it.
QString noTelemetryText(const QString &problem);

} // namespace TelemetryFormat

} // namespace lanebook
