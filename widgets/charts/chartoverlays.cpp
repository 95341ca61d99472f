#include "widgets/charts/chartoverlays.h"

#include "models/charts/axisnumbers.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLogValueAxis>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

// Qt Charts leaves this much between the plot area and an axis' labels (its label padding
// and tick marks).
constexpr qreal kLabelGapPx = 6.0;

// 0 at the axis' minimum, 1 at its maximum; NaN for a value the axis cannot place.
double fractionAlong(const QAbstractAxis *axis, double value)
{
    if (const auto *log = qobject_cast<const QLogValueAxis *>(axis)) {
        if (!(value > 0.0) || !(log->min() > 0.0) || !(log->max() > log->min()))
            return std::nan("");
        return (std::log(value) - std::log(log->min())) /
               (std::log(log->max()) - std::log(log->min()));
    }
    if (const auto *linear = qobject_cast<const QValueAxis *>(axis)) {
        if (!(linear->max() > linear->min()))
            return std::nan("");
        return (value - linear->min()) / (linear->max() - linear->min());
    }
    return std::nan("");
}

} // namespace

ReferenceLinesItem::ReferenceLinesItem(QChart *chart, QAbstractAxis *axis,
                                       std::vector<ChartMark> marks, const QColor &color)
    : PlotAreaItem(chart, Covers::PlotArea)
    , m_axis(axis)
    , m_marks(std::move(marks))
    , m_color(color)
{
    // Under the series' lines and error bars: a guide, not data. Clicks go to the series.
    setZValue(5);
    setAcceptedMouseButtons(Qt::NoButton);
}

QStringList ReferenceLinesItem::labels() const
{
    QStringList labels;
    for (const ChartMark &mark : m_marks)
        labels << mark.label;
    return labels;
}

qreal ReferenceLinesItem::lineY(int index) const
{
    if (index < 0 || static_cast<size_t>(index) >= m_marks.size())
        return std::nan("");
    const QRectF area = chart()->plotArea();
    const double f = fractionAlong(m_axis, m_marks[static_cast<size_t>(index)].value);
    return std::isfinite(f) ? area.bottom() - f * area.height() : std::nan("");
}

void ReferenceLinesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF area = chart()->plotArea();
    painter->save();
    painter->setClipRect(area);
    QPen pen(m_color, 1.0, Qt::DashLine);
    painter->setPen(pen);
    const QFontMetricsF metrics(painter->font());
    for (int i = 0; i < static_cast<int>(m_marks.size()); ++i) {
        const qreal y = lineY(i);
        if (!std::isfinite(y) || y < area.top() || y > area.bottom())
            continue;
        painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        const QString &label = m_marks[static_cast<size_t>(i)].label;
        // Above the line at its right end, inside the plot.
        painter->drawText(QPointF(area.right() - metrics.horizontalAdvance(label) - 4.0,
                                  y - metrics.descent() - 2.0),
                          label);
    }
    painter->restore();
}

LogAxisLabelsItem::LogAxisLabelsItem(QChart *chart, QLogValueAxis *axis, Qt::Alignment alignment)
    : PlotAreaItem(chart, Covers::WholeChart)
    , m_axis(axis)
    , m_alignment(alignment)
    , m_font(axis->labelsFont())
    , m_brush(axis->labelsBrush())
{
    // The axis' own labels keep their space in the layout but are not seen: these replace them.
    axis->setLabelsBrush(QBrush(Qt::transparent));
    setZValue(10);
    setAcceptedMouseButtons(Qt::NoButton);
}

double LogAxisLabelsItem::fractionOf(double value) const
{
    return fractionAlong(m_axis, value);
}

QString LogAxisLabelsItem::labelOf(double value) const
{
    return AxisNumbers::label(value, AxisNumbers::decimalsForStep(value), chart()->locale());
}

std::vector<double> LogAxisLabelsItem::ticks() const
{
    const QRectF area = chart()->plotArea();
    const QFontMetricsF metrics(m_font);
    int maxTicks = 0;
    if (m_alignment & Qt::AlignBottom) {
        // The widest label there could be, and a gap as wide as two digits.
        const qreal widest = std::max(metrics.horizontalAdvance(labelOf(m_axis->max())),
                                      metrics.horizontalAdvance(labelOf(m_axis->min())));
        maxTicks = static_cast<int>(area.width() / (widest + 2.0 * metrics.averageCharWidth()));
    } else {
        maxTicks = static_cast<int>(area.height() / (metrics.height() * 1.6));
    }
    return AxisNumbers::logTicks(m_axis->min(), m_axis->max(), std::max(2, maxTicks));
}

QStringList LogAxisLabelsItem::labels() const
{
    QStringList labels;
    for (double tick : ticks())
        labels << labelOf(tick);
    return labels;
}

void LogAxisLabelsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_axis->isVisible())
        return;
    const QRectF area = chart()->plotArea();
    const QFontMetricsF metrics(m_font);
    painter->save();
    painter->setFont(m_font);
    painter->setPen(QPen(m_brush, 1.0));
    for (double tick : ticks()) {
        const double f = fractionOf(tick);
        if (!std::isfinite(f) || f < -1e-9 || f > 1.0 + 1e-9)
            continue;
        const QString text = labelOf(tick);
        const qreal width = metrics.horizontalAdvance(text);
        QPointF baseline;
        if (m_alignment & Qt::AlignBottom) {
            const qreal x = area.left() + f * area.width();
            baseline = QPointF(x - width / 2.0, area.bottom() + kLabelGapPx + metrics.ascent());
        } else {
            const qreal y = area.bottom() - f * area.height();
            const qreal middle = y + (metrics.ascent() - metrics.descent()) / 2.0;
            baseline = m_alignment & Qt::AlignRight
                           ? QPointF(area.right() + kLabelGapPx, middle)
                           : QPointF(area.left() - kLabelGapPx - width, middle);
        }
        painter->drawText(baseline, text);
    }
    painter->restore();
}

} // namespace lanebook
