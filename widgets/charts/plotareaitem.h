#pragma once

#include <QGraphicsItem>
#include <QRectF>

class QChart;

namespace lanebook {

// An item drawn over a chart (a child of it, so PNG and SVG exports have it) whose bounds
// follow the chart: its plot area, or the whole chart. The bounds are cached and brought up to
// date on the event loop: the chart changes its plot area while the view paints (its layout is
// activated then), and a bounding rect that changed inside the scene's paint
// (prepareGeometryChange moves the item in the scene's index mid-traversal) left a deleted
// chart's item in the index, read by the next paint (valgrind: use after free after two
// palette changes in a row). The update is posted to the chart, so it goes with the chart.
class PlotAreaItem : public QGraphicsItem
{
public:
    enum class Covers { PlotArea, WholeChart };

    QRectF boundingRect() const override;

protected:
    PlotAreaItem(QChart *chart, Covers covers);

    QChart *chart() const { return m_chart; }

private:
    QRectF coveredNow() const;

    QChart *m_chart;
    Covers m_covers;
    QRectF m_bounds;
};

} // namespace lanebook
