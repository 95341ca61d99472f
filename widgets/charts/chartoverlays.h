#pragma once

#include "models/charts/chartdata.h"
#include "widgets/charts/plotareaitem.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QStringList>

#include <vector>

class QAbstractAxis;
class QChart;
class QLogValueAxis;

namespace lanebook {

// What Qt Charts does not draw itself, drawn over a chart as items of its scene (so that the
// PNG and SVG exports have them too), following the plot area when the chart is resized.

// Horizontal lines across the plot at values of the left axis (a CDF's p50, p90 and p99),
// dashed, each labelled at its right end: where a curve crosses one reads as its percentile.
class ReferenceLinesItem : public PlotAreaItem
{
public:
    ReferenceLinesItem(QChart *chart, QAbstractAxis *axis, std::vector<ChartMark> marks,
                       const QColor &color);

    // The labels drawn, in order ("p50", "p90", "p99"), and where line i lies (chart
    // coordinates): for tests.
    QStringList labels() const;
    qreal lineY(int index) const;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QAbstractAxis *m_axis;
    std::vector<ChartMark> m_marks;
    QColor m_color;
};

// The tick labels of a base-10 log axis at 1, 2 and 5 times each power of ten
// (AxisNumbers::logTicks). Qt Charts labels only the powers, so 300 ms could not be read
// between 100 and 1,000. The axis keeps the space of its own labels, drawn transparent; this
// item writes the labels there in the axis' font and colour, digits grouped by the chart's
// locale. alignment: where the axis sits (Qt::AlignBottom, Qt::AlignLeft, Qt::AlignRight).
class LogAxisLabelsItem : public PlotAreaItem
{
public:
    LogAxisLabelsItem(QChart *chart, QLogValueAxis *axis, Qt::Alignment alignment);

    // The values labelled at the chart's present size, and their text.
    std::vector<double> ticks() const;
    QStringList labels() const;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QString labelOf(double value) const;
    // Where value lies along the plot area, 0 at the axis' minimum and 1 at its maximum.
    double fractionOf(double value) const;

    QLogValueAxis *m_axis;
    Qt::Alignment m_alignment;
    QFont m_font;
    QBrush m_brush;
};

} // namespace lanebook
