#include "widgets/telemetry/sparklinepainter.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace lanebook {

qreal SparklinePainter::xOf(const QRectF &rect, std::int64_t tNs) const
{
    const double span = static_cast<double>(std::max<std::int64_t>(1, m_toNs - m_fromNs));
    const double fraction = static_cast<double>(tNs - m_fromNs) / span;
    return rect.left() + std::clamp(fraction, 0.0, 1.0) * rect.width();
}

qreal SparklinePainter::yOf(const QRectF &rect, double value) const
{
    const double span = std::max(1e-12, m_scale.max - m_scale.min);
    const double fraction = (value - m_scale.min) / span;
    return rect.bottom() - std::clamp(fraction, 0.0, 1.0) * rect.height();
}

void SparklinePainter::paint(QPainter &painter, const QRectF &rect, const DecimatedSeries &series,
                             const QColor &colour, Fill fill) const
{
    if (series.size() == 0 || rect.width() <= 0 || rect.height() <= 0)
        return;
    QPolygonF segment;
    segment.reserve(static_cast<qsizetype>(series.size()) + 2);
    QColor fillColour = colour;
    fillColour.setAlphaF(0.18f);
    QPen linePen(colour, 1.0);
    linePen.setCosmetic(true);

    auto flush = [&] {
        if (segment.isEmpty())
            return;
        if (segment.size() == 1) // a lone reading between two breaks is still a reading
            segment << QPointF(segment.first().x() + 1.0, segment.first().y());
        if (fill == Fill::UnderLine) {
            QPolygonF area = segment;
            area << QPointF(segment.last().x(), rect.bottom())
                 << QPointF(segment.first().x(), rect.bottom());
            // Without antialiasing: the line drawn over it smooths its edge, and an
            // antialiased fill costs most of a card's frame.
            const bool antialiased = painter.testRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::Antialiasing, false);
            painter.setPen(Qt::NoPen);
            painter.setBrush(fillColour);
            painter.drawPolygon(area);
            painter.setRenderHint(QPainter::Antialiasing, antialiased);
        }
        painter.setPen(linePen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(segment);
        segment.clear();
    };
    for (std::size_t i = 0; i < series.size(); ++i) {
        const double value = series.values[i];
        if (std::isnan(value)) {
            flush();
            continue;
        }
        segment << QPointF(xOf(rect, series.tNs[i]), yOf(rect, value));
    }
    flush();
}

} // namespace lanebook
