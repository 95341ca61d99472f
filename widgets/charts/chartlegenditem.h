#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QMargins>
#include <QString>

class QChart;
class QGraphicsSimpleTextItem;

namespace lanebook {

// A chart's legend in rows under the plot: a swatch in the series' colour (a line, dashed for a
// right-axis series, or a dot) and its name, elided where it says least (elideRunLabel: a
// shared trailing start time first, then the middle), whole in the entry's tooltip.
//
// Qt Charts' own legend keeps every entry on one row and cuts each name to fit it: with 16
// series a name was one letter. Here the entries wrap into as many rows as their names need, up
// to about a third of the chart's height; then the names are elided further, and entries that
// still do not fit make a last "+ N more" entry whose tooltip names them. The legend is an item
// of the chart's scene, so the PNG and SVG exports have it, and it reserves its rows through the
// chart's bottom margin. GUI thread.
class ChartLegendItem : public QGraphicsItem
{
public:
    struct Entry
    {
        QString name;
        QColor color;
        bool line = true; // a line swatch; false: a dot (points not joined)
        bool dashed = false;
    };

    ChartLegendItem(QChart *chart, QList<Entry> entries, const QColor &textColor,
                    const QFont &font);

    int rowCount() const { return m_rows; }
    // The entries' text items, in order (the last may be the "+ N more" entry).
    const QList<QGraphicsSimpleTextItem *> &texts() const { return m_texts; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    struct Swatch
    {
        QRectF rect;
        QColor color;
        bool line = true;
        bool dashed = false;
    };

    void relayout();

    QChart *m_chart;
    QList<Entry> m_entries;
    QColor m_textColor;
    QFont m_font;
    QMargins m_baseMargins;
    QList<QGraphicsSimpleTextItem *> m_texts;
    QList<Swatch> m_swatches;
    QRectF m_bounds;
    int m_rows = 0;
    QSizeF m_laidOutFor;
};

} // namespace lanebook
