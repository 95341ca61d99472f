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
// The same in a word or two for a compact card ("Util", "SM"); the title goes in its tooltip.
QString shortTitle(TelemetrySeries series);
QString unit(TelemetrySeries series); // "%", "W", "°C", "MHz", "B"

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

// The same, abbreviated ("throttled: pwr cap, HW therm") for a card too narrow for the words;
// the words go in its tooltip.
QString throttleTextShort(std::optional<std::uint64_t> reasons);

// The PCIe link: "Gen 5 ×16", or "Gen 1 ×16 (max Gen 4 ×16)" when the link runs below what the
// GPU and slot allow. Empty when the source reports neither; a generation or width of 0 is
// not a reading and is left out (never "Gen 0" or "×0").
QString pcieText(const GpuSample *sample);

// One process: "gpu_burn (10309) 27.6 GiB", the program's file name (the whole path is in
// processesToolTip), "pid 10309" when the tool could not name it.
QString processText(const GpuProcess &process);
// The processes on a GPU, the most memory first: "3 processes: gpu_burn (10309) 27.6 GiB, ...";
// "no processes" when the source lists none; empty when it does not list processes at all.
QString processesText(const GpuSample *sample);
// One line per process with its whole name: pid, name, memory.
QString processesToolTip(const GpuSample *sample);

// "GPU 3 · NVIDIA H200" (with "host:" before the index for a remote GPU).
QString gpuTitle(const GpuIdentity &gpu);

// A span of time as a clock reads it: "4:05", or "1:02:03" from an hour.
QString elapsed(std::int64_t elapsedNs);

// "no GPU telemetry: <problem>" and what to do about it.
QString noTelemetryText(const QString &problem);

} // namespace TelemetryFormat

} // namespace lanebook
