#pragma once

#include "widgets/charts/plotareaitem.h"

#include <QGraphicsItem>
#include <QList>
#include <QPointer>

class QAbstractSeries;
class QChart;

namespace lanebook {

// Qt Charts has no error-bar series: this item, a child of the chart, draws a vertical bar with
// caps from low to high at each point that stands for repeated runs, in its series' colour, and
// follows the plot area and axis ranges. It is part of the scene, so exports include it.
class ErrorBarsItem : public PlotAreaItem
{
public:
    struct Bar
    {
        double x = 0.0;
        double low = 0.0;
        double high = 0.0;
    };

    explicit ErrorBarsItem(QChart *chart);

    void addBars(QAbstractSeries *series, const QList<Bar> &bars);
    int barCount() const;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    struct SeriesBars
    {
        QAbstractSeries *series = nullptr;
        QList<Bar> bars;
    };

    QList<SeriesBars> m_bars;
};

} // namespace lanebook
