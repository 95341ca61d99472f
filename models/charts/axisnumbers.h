#pragma once

#include <QLocale>
#include <QString>

#include <vector>

namespace lanebook {

// Axis tick labels as plain numbers: "1,500,000", never "1.5e+06", with as many
// decimals as the tick step needs and no more. The widgets hand the format to Qt Charts, which
// groups the digits with the chart's locale.
namespace AxisNumbers {

// Decimals that tell ticks step apart: 0 for 250, 1 for 0.5, 2 for 0.25. On a log axis, give
// it the lowest tick (a power of the base: 0.25 needs 2 decimals, 1 and up none).
int decimalsForStep(double step);
// The printf format Qt Charts takes ("%.0f"): fixed point, so no exponent ever.
QString labelFormat(int decimals);
// The label itself, digits grouped as the locale writes them ("1,500,000" in English).
QString label(double value, int decimals, const QLocale &locale);

// The ticks of a base-10 log axis from low to high (both positive): 1, 2 and 5 times each
// power of ten, so that a latency of 300 ms reads between 200 and 500 rather than somewhere
// between 100 and 1,000. When that is more than maxTicks, only the powers of ten (every
// second, third... decade if need be); when it is fewer than three, every whole digit (1, 2,
// 3 ... 9 times a power of ten). Ascending; empty for an empty or non-positive range.
std::vector<double> logTicks(double low, double high, int maxTicks);

} // namespace AxisNumbers

} // namespace lanebook
