#pragma once

#include "models/charts/chartdata.h"
#include "models/charts/chartoptions.h"

#include <QString>

#include <vector>

namespace lanebook {

// How a chart's value axis is scaled, decided from the data rather than fixed: linear while
// every series reads on it, logarithmic when the values span orders of magnitude; and a value
// far above all others (a mock server's 1,000,000 tok/s beside real runs of a few thousand)
// is left out of the axis and named under the chart, so that it never flattens the rest. The
// walkthrough of issue 28 found one such run pressing 15 series onto the floor of a linear
// axis. Pure.
namespace ChartScaling {

// Beyond this ratio of the highest to the lowest positive value, a linear axis squeezes the
// low end into a few pixels: the axis goes logarithmic.
inline constexpr double kLogSpreadFactor = 30.0;
// A series of two or more points whose highest value is below this share of the chart's
// highest reads as a flat line at the bottom of a linear axis from zero.
inline constexpr double kSquashedShare = 0.2;
// A value this many times above the next one below it is an outlier, when it is one of the
// few highest (at most a quarter of the values).
inline constexpr double kOutlierGapFactor = 20.0;

// Linear or Log10 for series of values (non-finite values are ignored). Linear whenever a
// value is zero or negative: a log axis has no place for it.
AxisScale scaleFor(const std::vector<std::vector<double>> &seriesValues);

// Indices of the values far above all others: the highest k of them (k at most a quarter of
// the finite values, which must be at least four) when the lowest of the k is
// kOutlierGapFactor times the next value below; of several such gaps, the widest. Empty when
// there is none.
std::vector<size_t> highOutliers(const std::vector<double> &values);

struct LeftOutPoint
{
    QString seriesName;
    ChartPoint point;
};

struct AxisFit
{
    AxisScale scale = AxisScale::Linear;
    std::vector<LeftOutPoint> outliers; // far above the rest, highest first
    double highestKept = 0.0;           // the highest value still drawn
    double lowestKept = 0.0;            // the lowest, for "spans 1,230×"
    int notPositive = 0;                // points at or below zero, which a log axis cannot place
};

// Fits the left axis of data (series on the right keep their own axis): Automatic and Linear
// take the outliers out of their series, then Automatic chooses the scale from what remains;
// Log keeps every point, as the user asked to see them all. On a log axis, points at or below
// zero go. Sets data.y.scale, drops series left empty, and says what it left out.
AxisFit fitLeftAxis(ChartData &data, YScale choice);

// The sentences under the chart for a fit: what was left out and why, and why the axis is
// logarithmic when that was chosen for the user ("1 run left out of the axis, 104× above the
// next highest point: mock-model-… (1,022,443 tok/s). Choose a logarithmic y axis to see
// it."). Empty when there is nothing to say.
QString fitNote(const AxisFit &fit, const QString &unit, YScale choice);

// A value and its unit as a note writes it: digits grouped as the locale groups them
// ("1,022,443 tok/s"), decimals as the size needs.
QString valueText(double value, const QString &unit);

// A workload number without noise: "64", "0.998", "2.5".
QString plainNumber(double value);

} // namespace ChartScaling

} // namespace lanebook
