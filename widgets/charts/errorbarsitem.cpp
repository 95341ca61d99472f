#include "widgets/charts/errorbarsitem.h"

#include <QChart>
#include <QPainter>
#include <QXYSeries>

namespace lanebook {

ErrorBarsItem::ErrorBarsItem(QChart *chart)
    : QGraphicsItem(chart)
    , m_chart(chart)
{
    // Above the series' lines and markers, below tooltips.
    setZValue(10);
    setFlag(QGraphicsItem::ItemClipsToShape, false);
    // Queued, with cached bounds: the chart changes its plot area while the view paints (its
    // layout is activated then), and a bounding rect that changes inside the scene's paint
    // (prepareGeometryChange moves the item in the scene's index mid-traversal) left a deleted
    // chart's item in the index: the next paint read it (valgrind: use after free, after two
    // palette changes in a row). Posted to the chart, the call goes with it.
    m_bounds = chart->plotArea();
    QObject::connect(
        chart, &QChart::plotAreaChanged, chart,
        [this] {
            const QRectF now = m_chart->plotArea();
            if (now == m_bounds)
                return;
            prepareGeometryChange();
            m_bounds = now;
            update();
        },
        Qt::QueuedConnection);
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

QRectF ErrorBarsItem::boundingRect() const
{
    return m_bounds;
}

void ErrorBarsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF area = m_chart->plotArea();
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
            const QPointF low = m_chart->mapToPosition(QPointF(bar.x, bar.low), s.series);
            const QPointF high = m_chart->mapToPosition(QPointF(bar.x, bar.high), s.series);
            painter->drawLine(low, high);
            painter->drawLine(low + QPointF(-capHalfWidth, 0), low + QPointF(capHalfWidth, 0));
            painter->drawLine(high + QPointF(-capHalfWidth, 0), high + QPointF(capHalfWidth, 0));
        }
    }
    painter->restore();
}

} // namespace lanebook
