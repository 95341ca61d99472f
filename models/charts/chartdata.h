#pragma once

#include "models/charts/chartkind.h"

#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <vector>

namespace lanebook {

// A built chart as plain values: what widgets/charts draws and what an export renders. The
// builders in models/charts make it from runs; nothing here knows Qt Charts, so a later move
// to another plotting library touches only widgets/charts.

enum class AxisScale { Linear, Log2, Log10 };
enum class AxisSide { Left, Right };

struct ChartAxisSpec
{
    QString title; // with its unit: "Output throughput (tok/s)"
    QString unit;  // "tok/s", "ms", "" for dimensionless; the hover text uses it
    AxisScale scale = AxisScale::Linear;
    // A range the chart's meaning fixes, drawn instead of one fitted to the data: a CDF runs
    // from 0 to 100% whatever its runs hold. NaN: fit the data.
    double fixedMin = std::numeric_limits<double>::quiet_NaN();
    double fixedMax = std::numeric_limits<double>::quiet_NaN();

    bool hasFixedRange() const
    {
        return std::isfinite(fixedMin) && std::isfinite(fixedMax) && fixedMin < fixedMax;
    }
};

// A horizontal line across the plot at a value of the left axis, labelled at its end: a CDF's
// p50, p90 and p99, where each curve's crossing reads as that run's percentile.
struct ChartMark
{
    double value = 0.0;
    QString label; // "p50"
};

// One plotted point. A point may stand for several repeated runs: then y is their median (or
// mean, see ChartData::errorBars) and low..high their spread; runId is the run closest to y,
// the one a click opens.
struct ChartPoint
{
    double x = 0.0;
    double y = 0.0;
    double low = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN();
    int runCount = 1;
    qint64 runId = 0;
    QString runLabel;

    bool hasErrorBar() const { return low == low && high == high && runCount > 1; }
};

enum class SeriesStyle {
    LineWithMarkers, // a sweep: points joined in x order
    Line,            // a dense curve (CDF, telemetry): no markers
    Scatter,         // points that must not be joined
};

struct ChartSeries
{
    QString name; // the legend entry: the quantization, config, run label...
    SeriesStyle style = SeriesStyle::LineWithMarkers;
    AxisSide side = AxisSide::Left;
    bool dashed = false; // a second quantity on the right axis (quality beside speed)
    // Drawn faded, without a legend entry (the frontier's dominated runs), in the colour of
    // series colourOf when that is set (-1: its own).
    bool dimmed = false;
    int colourOf = -1;
    std::vector<ChartPoint> points;
};

// One box of a box plot: Tukey whiskers (the furthest values within 1.5 IQR of the box).
struct ChartBox
{
    qint64 runId = 0;
    QString label;
    double lowWhisker = 0.0;
    double q1 = 0.0;
    double median = 0.0;
    double q3 = 0.0;
    double highWhisker = 0.0;
    int n = 0;
    int outliers = 0; // values beyond the whiskers, counted, never dropped from the run
};

struct ChartData
{
    ChartKind kind = ChartKind::ThroughputVsConcurrency;
    QString title;
    ChartAxisSpec x;
    // When set, x is categorical: a point's x is the index of its category (workload points
    // that are not one number).
    QStringList xCategories;
    ChartAxisSpec y;
    ChartAxisSpec y2; // used when a series sits on the right axis
    std::vector<ChartSeries> series;
    std::vector<ChartBox> boxes; // LatencyBox only
    std::vector<ChartMark> yMarks;
    ErrorBars errorBars = ErrorBars::None;
    // Shown instead of the chart when there is nothing to draw: says why, and what would give
    // data (an explicit empty state, never a crash).
    QString emptyMessage;
    // A line under the chart: points left out (and why), runs excluded, the scale chosen.
    QString note;

    bool isEmpty() const { return series.empty() && boxes.empty(); }
    bool hasRightAxis() const
    {
        for (const ChartSeries &s : series) {
            if (s.side == AxisSide::Right)
                return true;
        }
        return false;
    }
    int pointCount() const
    {
        int count = 0;
        for (const ChartSeries &s : series)
            count += static_cast<int>(s.points.size());
        return count;
    }
};

} // namespace lanebook
