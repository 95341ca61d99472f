#include "widgets/charts/chartlegenditem.h"

#include "widgets/charts/chartviewtr.h"

#include "models/text/labelelision.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

constexpr qreal kSwatchWidthPx = 18.0;
constexpr qreal kSwatchGapPx = 5.0;
constexpr qreal kColumnGapPx = 14.0;
// The legend takes at most this share of the chart's height: the plot comes first.
constexpr qreal kMaxHeightShare = 0.3;
// Names are not elided below this many characters while rows remain: a name of one letter
// tells no series apart.
constexpr int kMinTextChars = 14;

} // namespace

ChartLegendItem::ChartLegendItem(QChart *chart, QList<Entry> entries, const QColor &textColor,
                                 const QFont &font)
    : QGraphicsItem(chart)
    , m_chart(chart)
    , m_entries(std::move(entries))
    , m_textColor(textColor)
    , m_font(font)
    , m_baseMargins(chart->margins())
{
    setZValue(10);
    setAcceptedMouseButtons(Qt::NoButton);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [this] { relayout(); });
    relayout();
}

void ChartLegendItem::relayout()
{
    const QSizeF size = m_chart->size();
    if (size == m_laidOutFor)
        return;
    m_laidOutFor = size;
    prepareGeometryChange();
    qDeleteAll(m_texts);
    m_texts.clear();
    m_swatches.clear();
    m_rows = 0;
    m_bounds = QRectF();
    const int count = static_cast<int>(m_entries.size());
    if (count == 0 || size.isEmpty()) {
        if (m_chart->margins() != m_baseMargins)
            m_chart->setMargins(m_baseMargins);
        return;
    }

    const QFontMetricsF metrics(m_font);
    const qreal rowHeight = std::ceil(metrics.height()) + 4.0;
    const qreal available =
        std::max<qreal>(size.width() - m_baseMargins.left() - m_baseMargins.right(), 120.0);
    qreal widest = 0.0;
    for (const Entry &entry : m_entries)
        widest = std::max(widest, metrics.horizontalAdvance(entry.name));
    const qreal textFloor = metrics.averageCharWidth() * kMinTextChars;
    qreal textWidth = std::min(widest, available - kSwatchWidthPx - kSwatchGapPx);
    const int maxRows = std::max(1, static_cast<int>(size.height() * kMaxHeightShare / rowHeight));
    int columns = 1;
    int rows = count;
    // Whole names in as few rows as fit; when they take too many rows, narrower cells (more
    // columns) down to the floor.
    while (true) {
        const qreal cell = kSwatchWidthPx + kSwatchGapPx + textWidth;
        columns = std::max(1, static_cast<int>((available + kColumnGapPx) / (cell + kColumnGapPx)));
        rows = (count + columns - 1) / columns;
        if (rows <= maxRows || textWidth <= textFloor)
            break;
        textWidth = std::max(textFloor, textWidth * 0.85);
    }
    int shown = count;
    if (rows > maxRows) {
        rows = maxRows;
        shown = rows * columns - 1; // the last cell says how many more
    }
    const qreal cell = kSwatchWidthPx + kSwatchGapPx + textWidth;
    const int cells = shown < count ? shown + 1 : shown;
    const int usedColumns = std::min(columns, cells);
    const qreal total = usedColumns * cell + (usedColumns - 1) * kColumnGapPx;
    const qreal height = rows * rowHeight;
    const qreal left = (size.width() - total) / 2.0;
    const qreal top = size.height() - m_baseMargins.bottom() / 2.0 - height;

    const TextWidth measure = [&metrics](const QString &text) {
        return static_cast<int>(std::ceil(metrics.horizontalAdvance(text)));
    };
    auto place = [&](int index, const QString &text, const QString &toolTip, const Entry *entry) {
        const int row = index / columns;
        const int column = index % columns;
        const QPointF at(left + column * (cell + kColumnGapPx), top + row * rowHeight);
        if (entry)
            m_swatches.append({QRectF(at.x(), at.y(), kSwatchWidthPx, rowHeight), entry->color,
                               entry->line, entry->dashed});
        auto *item = new QGraphicsSimpleTextItem(text, this);
        item->setFont(m_font);
        item->setBrush(m_textColor);
        item->setPos(at.x() + kSwatchWidthPx + kSwatchGapPx,
                     at.y() + (rowHeight - metrics.height()) / 2.0);
        item->setToolTip(toolTip);
        m_texts.append(item);
    };
    for (int i = 0; i < shown; ++i) {
        const Entry &entry = m_entries.at(i);
        place(i, elideRunLabel(entry.name, static_cast<int>(textWidth), measure), entry.name,
              &entry);
    }
    if (shown < count) {
        QStringList rest;
        for (int i = shown; i < count; ++i)
            rest << m_entries.at(i).name;
        place(shown, ChartViewTr::tr("+ %n more", nullptr, count - shown), rest.join(u'\n'),
              nullptr);
    }
    m_rows = rows;
    m_bounds = QRectF(left, top, total, height);
    const QMargins wanted =
        m_baseMargins + QMargins(0, 0, 0, static_cast<int>(std::ceil(height + 4.0)));
    if (m_chart->margins() != wanted)
        m_chart->setMargins(wanted);
}

QRectF ChartLegendItem::boundingRect() const
{
    return m_bounds;
}

void ChartLegendItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Swatch &swatch : m_swatches) {
        const QPointF middle = swatch.rect.center();
        if (swatch.line) {
            painter->setPen(QPen(swatch.color, 2.0, swatch.dashed ? Qt::DashLine : Qt::SolidLine));
            painter->drawLine(QPointF(swatch.rect.left() + 1.0, middle.y()),
                              QPointF(swatch.rect.right() - 1.0, middle.y()));
        } else {
            painter->setPen(Qt::NoPen);
            painter->setBrush(swatch.color);
            painter->drawEllipse(middle, 4.0, 4.0);
        }
    }
    painter->restore();
}

} // namespace lanebook
