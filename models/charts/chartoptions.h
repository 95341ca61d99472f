#pragma once

#include "models/charts/chartkind.h"

#include <QString>

namespace lanebook {

// What a series stands for in the run charts: "a series per quantization or config".
enum class SeriesGrouping { Quantization, Config, Model, Lane };

// How the value axis is scaled. Automatic decides from the data's spread (ChartScaling): a
// notebook of runs from a laptop and a cluster needs a log axis, two configs of one model a
// linear one.
enum class YScale { Automatic, Linear, Log };

// The user's choices for one chart; the builders pick sensible metrics for what is empty.
struct ChartOptions
{
    ChartKind kind = ChartKind::ThroughputVsConcurrency;
    QString yMetric;       // throughput or speed metric; empty: the first the runs have
    QString qualityMetric; // the bits chart's right axis; empty: the first the runs have
    SeriesGrouping grouping = SeriesGrouping::Quantization;
    // Only runs of this model family (ChartRun::modelFamily); empty: every model.
    QString modelFamily;
    ErrorBars errorBars = ErrorBars::Iqr;
    LatencyMeasure latency = LatencyMeasure::Ttft;
    YScale yScale = YScale::Automatic;
    // Runs marked invalid or failed measure nothing trustworthy; left out unless asked for.
    bool includeInvalid = false;
    // About the plot's width in pixels: series are thinned to two points per column.
    int plotWidthPx = 1000;
};

} // namespace lanebook
