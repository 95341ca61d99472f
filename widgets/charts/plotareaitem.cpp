#include "widgets/charts/plotareaitem.h"

#include <QChart>

namespace lanebook {

PlotAreaItem::PlotAreaItem(QChart *chart, Covers covers)
    : QGraphicsItem(chart)
    , m_chart(chart)
    , m_covers(covers)
    , m_bounds(coveredNow())
{
    QObject::connect(
        chart, &QChart::plotAreaChanged, chart,
        [this] {
            const QRectF now = coveredNow();
            if (now == m_bounds)
                return;
            prepareGeometryChange();
            m_bounds = now;
            update();
        },
        Qt::QueuedConnection);
}

QRectF PlotAreaItem::boundingRect() const
{
    return m_bounds;
}

QRectF PlotAreaItem::coveredNow() const
{
    return m_covers == Covers::PlotArea ? m_chart->plotArea()
                                        : QRectF(QPointF(0, 0), m_chart->size());
}

} // namespace lanebook
