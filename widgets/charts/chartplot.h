#pragma once

#include "models/charts/chartdata.h"

#include <QHash>
#include <QList>

class QAbstractSeries;
class QBoxSet;
class QChart;

namespace lanebook {

class ChartLegendItem;
class ErrorBarsItem;
class LogAxisLabelsItem;
class ReferenceLinesItem;

// The one place a ChartData becomes Qt Charts objects: series, axes (log where the data asks,
// labelled at 1-2-5), error bars, boxes, reference lines, a legend in rows, a theme that
// follows the palette. The view and the file export both draw
// what this builds, so the screen and the exported PNG/SVG are the same chart.
struct ChartPlot
{
    QChart *chart = nullptr; // owned by the caller (or the QChartView it is given to)
    ErrorBarsItem *errorBars = nullptr;
    ChartLegendItem *legend = nullptr;    // none for box plots (the axis names the boxes)
    QList<LogAxisLabelsItem *> logLabels; // one per base-10 log axis
    ReferenceLinesItem *marks = nullptr;  // ChartData::yMarks, when there are any
    // Which ChartData series or box each Qt series/box stands for, for hover and click.
    QHash<QAbstractSeries *, int> seriesIndex;
    QHash<QBoxSet *, int> boxIndex;

    // data must not be empty. darkTheme: the palette's window is dark.
    static ChartPlot build(const ChartData &data, bool darkTheme);
};

// The text a hover shows for a point: series, run, x and y with units, the spread of repeats.
QString chartPointText(const ChartData &data, int seriesIndex, const ChartPoint &point);
QString chartBoxText(const ChartData &data, const ChartBox &box);

} // namespace lanebook
