#include "widgets/charts/errorbarsitem.h"

#include <QChart>
#include <QPainter>
#include <QXYSeries>

namespace lanebook {

ErrorBarsItem::ErrorBarsItem(QChart *chart)
    : PlotAreaItem(chart, Covers::PlotArea)
{
    // Above the series' lines and markers, below tooltips.
    setZValue(10);
    setFlag(QGraphicsItem::ItemClipsToShape, false);
}

void ErrorBarsItem::addBars(QAbstractSeries *series, const QList<Bar> &bars)
{
    if (bars.isEmpty())
        return;
    m_bars.append({series, bars});
    update();
}

int ErrorBarsItem::barCount() const
{
    int count = 0;
    for (const SeriesBars &s : m_bars)
        count += static_cast<int>(s.bars.size());
    return count;
}

void ErrorBarsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF area = chart()->plotArea();
    painter->save();
    painter->setClipRect(area);
    painter->setRenderHint(QPainter::Antialiasing);
    constexpr double capHalfWidth = 4.0;
    for (const SeriesBars &s : m_bars) {
        if (!s.series->isVisible())
            continue;
        QColor color = Qt::black;
        if (const auto *xy = qobject_cast<const QXYSeries *>(s.series))
            color = xy->color();
        painter->setPen(QPen(color, 1.5));
        for (const Bar &bar : s.bars) {
            const QPointF low = chart()->mapToPosition(QPointF(bar.x, bar.low), s.series);
            const QPointF high = chart()->mapToPosition(QPointF(bar.x, bar.high), s.series);
            painter->drawLine(low, high);
            painter->drawLine(low + QPointF(-capHalfWidth, 0), low + QPointF(capHalfWidth, 0));
            painter->drawLine(high + QPointF(-capHalfWidth, 0), high + QPointF(capHalfWidth, 0));
        }
    }
    painter->restore();
}

} // namespace lanebook
