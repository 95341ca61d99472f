#pragma once

#include <QLocale>
#include <QString>

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

} // namespace AxisNumbers

} // namespace lanebook
