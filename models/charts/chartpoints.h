#pragma once

#include "models/charts/chartdata.h"

#include <vector>

namespace lanebook {

// How many plotted points a chart builder makes of many runs: repeated runs at one x become
// one point with an error bar, and a series longer than the plot is wide is thinned to about
// two points per pixel column, keeping each column's lowest and highest value so
// that spikes stay visible.
namespace ChartPoints {

// One run's value at an x. The label is the run's own, pointed to rather than copied: a
// chart of 100,000 runs would otherwise touch every label's shared data twice (copy, release),
// and only the point's chosen run needs it. The runs outlive the chart's build.
struct Repeat
{
    double y = 0.0;
    qint64 runId = 0;
    const QString *runLabel = nullptr;
};

// One point for the runs that share x: the median and IQR (ErrorBars::Iqr or None) or the
// mean and its 95% Student-t interval (Ci95). The run a click opens is the one closest to the
// plotted value. repeats must not be empty.
ChartPoint aggregate(double x, const std::vector<Repeat> &repeats, ErrorBars errorBars);

// points sorted by x; at most 2 x columns points come back (the input if already short).
// Columns are equal widths of x, or of log x for a log axis (non-positive x is dropped there).
std::vector<ChartPoint> decimate(const std::vector<ChartPoint> &points, int columns,
                                 AxisScale xScale);

// An empirical CDF of sorted values as at most maxPoints points (x value, y percent of values
// at or below it); thinned by quantile, so the curve's shape is kept.
std::vector<ChartPoint> cumulative(const std::vector<double> &sortedValues, int maxPoints);

} // namespace ChartPoints

} // namespace lanebook
