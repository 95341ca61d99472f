#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <array>
#include <vector>

namespace lanebook::GpuCardLayout {

// Where each part of a GpuCard goes at a width, in one of its two forms:
//  - Full: the name, the throttle words, a row per series (title, value, sparkline), then
//    the PCIe link and the processes when the source reports them;
//  - Compact (as nvtop's rows): the name, the series as "title value" cells with a level bar,
//    two or three to a line, the throttle words, and one line with the PCIe link and the
//    processes. Eight compact cards fit the Live tab of a 1280x800 window.
// Pure geometry from the texts and a font: the card paints it and answers tooltips from it.
// A text that does not fit its place is abbreviated or elided, never cut, and its whole is
// kept beside it for the tooltip. A card's height depends only on the form, the width and
// which optional lines it has, never on the values, so cards do not jump as numbers change.

enum class Form { Full, Compact };

// What a piece of the card stands for: its colour and its tooltip follow from it.
enum class Part { Title, Throttle, SeriesTitle, SeriesValue, Pcie, Processes };

struct Text
{
    Part part = Part::Title;
    int series = -1; // a TelemetrySeries for SeriesTitle and SeriesValue
    QString shown;   // as painted: whole, abbreviated or elided to its rectangle
    QString whole;   // what it stands for, for the tooltip
    QRectF rect;
    Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter;
    bool bold = false;
    bool label = false; // a row or cell title, painted in the muted colour
};

// A region with one tooltip: a whole row, a metric cell, the throttle line.
struct Area
{
    Part part = Part::Title;
    int series = -1;
    QRectF rect;
};

// A sparkline (full form) or a level bar (compact form) of one series.
struct Graphic
{
    TelemetrySeries series = TelemetrySeries::UtilPct;
    QRectF rect;
};

// The texts a card shows, in whole words; what the layout places.
struct Content
{
    QString title;
    QString throttle;      // whole words
    QString throttleShort; // abbreviated, for when the words do not fit
    bool throttleBold = false;
    std::array<QString, kTelemetrySeriesCount> values;
    QString pcie;      // empty: not reported, no line for it
    QString processes; // empty: not listed, no line for it
};

struct Layout
{
    QRectF swatch;
    std::vector<Text> texts;
    std::vector<Area> areas;
    std::vector<Graphic> graphics;
    qreal heightPx = 0;
};

// The series cards show, in order (TelemetryFormat::cardSeries()).
Layout compute(Form form, qreal widthPx, const QFont &font, const Content &content);

// The narrowest a card may be in a form (the full form keeps 60 px of sparkline, the compact
// one two cells to a line), and the height it needs at a width with the optional lines given.
int minimumWidthPx(Form form, const QFont &font);
int heightPx(Form form, qreal widthPx, const QFont &font, bool pcieLine, bool processesLine);
// Where the full form's sparklines begin (a card repaints only its words while they stand).
qreal sparklinesLeftPx(const QFont &font);

} // namespace lanebook::GpuCardLayout
