#pragma once

#include "models/telemetry/telemetryhistory.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace lanebook {

// Draws a decimated series as a line (and, for sparklines, a faint fill under it) inside a
// rectangle: time left to right over [fromNs, toNs], the scale bottom to top. Breaks in the
// series are breaks in the line. Cheap by construction: it gets about two points per pixel
// column (TelemetryHistory::decimate), so a card of six sparklines costs a few hundred points.
class SparklinePainter
{
public:
    enum class Fill { None, UnderLine };

    SparklinePainter(std::int64_t fromNs, std::int64_t toNs, TelemetryFormat::Scale scale)
        : m_fromNs(fromNs)
        , m_toNs(toNs)
        , m_scale(scale)
    {}

    // The line is one device pixel wide: Qt's raster engine strokes such a pen directly
    // (its cosmetic stroker), where a wider antialiased pen on a zigzag of min/max points
    // becomes an outline path costing a hundred times more (the Live tab bench).
    void paint(QPainter &painter, const QRectF &rect, const DecimatedSeries &series,
               const QColor &colour, Fill fill = Fill::None) const;

    // Where a time and a value land in the rectangle (clamped to it).
    qreal xOf(const QRectF &rect, std::int64_t tNs) const;
    qreal yOf(const QRectF &rect, double value) const;

private:
    std::int64_t m_fromNs;
    std::int64_t m_toNs;
    TelemetryFormat::Scale m_scale;
};

} // namespace lanebook
