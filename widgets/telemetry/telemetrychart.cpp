#include "widgets/telemetry/telemetrychart.h"

#include "widgets/telemetry/sparklinepainter.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QLocale>
#include <QPaintEvent>
#include <QPainter>

#include <cmath>
#include <optional>

namespace lanebook {

namespace {

constexpr std::int64_t kSecondNs = 1'000'000'000;
constexpr qreal kThrottleBandHeight = 3;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Round steps for the value axis: 1, 2 or 5 times a power of ten.
double niceStep(double range, int maxTicks)
{
    const double raw = range / std::max(1, maxTicks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normal = raw / magnitude;
    const double nice = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 5 ? 5 : 10;
    return nice * magnitude;
}

// Round steps for the time axis, in seconds.
std::int64_t timeStepNs(std::int64_t spanNs, qreal widthPx, qreal minSpacingPx)
{
    static const int steps[] = {1,   2,   5,   10,   15,   30,   60,   120,
                                300, 600, 900, 1800, 3600, 7200, 14400};
    for (int step : steps) {
        const qreal px =
            widthPx * static_cast<qreal>(step * kSecondNs) / static_cast<qreal>(spanNs);
        if (px >= minSpacingPx)
            return step * kSecondNs;
    }
    return 14400 * kSecondNs;
}

// "−5 min" on whole-minute steps, "−4:30" on finer ones, "now" at the right edge.
QString relativeTimeLabel(std::int64_t agoNs, std::int64_t stepNs)
{
    if (agoNs == 0)
        return TelemetryChart::tr("now");
    if (stepNs % (60 * kSecondNs) == 0)
        return TelemetryChart::tr("−%1 min").arg(agoNs / (60 * kSecondNs));
    return QStringLiteral("−") + TelemetryFormat::elapsed(agoNs);
}

// Axis labels in the unit people read: GiB for memory.
double displayFactor(TelemetrySeries series)
{
    return series == TelemetrySeries::MemUsedBytes ? 1.0 / kGiB : 1.0;
}

} // namespace

TelemetryChart::TelemetryChart(const TelemetryHistory *history, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
{
    setObjectName(QStringLiteral("telemetryChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TelemetryChart::setHistory(const TelemetryHistory *history)
{
    m_history = history;
    update();
}

void TelemetryChart::setSeries(TelemetrySeries series)
{
    m_series = series;
    update();
}

void TelemetryChart::followNewest(std::int64_t windowNs)
{
    m_following = true;
    m_windowNs = std::max<std::int64_t>(windowNs, kSecondNs);
    update();
}

void TelemetryChart::showSpan(std::int64_t fromNs, std::int64_t toNs)
{
    m_following = false;
    m_fixedFromNs = fromNs;
    m_fixedToNs = std::max(toNs, fromNs + kSecondNs);
    update();
}

void TelemetryChart::refresh()
{
    // Following the newest sample over minutes, the plot moves a pixel every few ticks: until
    // it does, only the legend's current values are repainted.
    const auto [fromNs, toNs] = span();
    const double pixelNs = double(toNs - fromNs) / std::max<qreal>(1, m_plotWidthPx);
    if (!m_following || m_plotWidthPx <= 0 || double(toNs - m_plotNewestNs) >= pixelNs)
        update();
    else
        update(QRect(0, 0, width(), int(std::ceil(m_legendBottom))));
}

std::pair<std::int64_t, std::int64_t> TelemetryChart::span() const
{
    if (!m_following)
        return {m_fixedFromNs, m_fixedToNs};
    const std::int64_t toNs = m_history ? m_history->newestTNs() : 0;
    return {toNs - m_windowNs, toNs};
}

QStringList TelemetryChart::legendTexts() const
{
    QStringList texts;
    if (!m_history)
        return texts;
    for (int g = 0; g < m_history->gpuCount(); ++g) {
        const QString name = tr("GPU %1").arg(m_history->gpu(g).index);
        if (!m_following) {
            texts << name;
            continue;
        }
        const GpuSample *latest = m_history->latest(g);
        texts << tr("%1 %2").arg(
            name, TelemetryFormat::value(m_series, latest ? telemetrySeriesValue(*latest, m_series)
                                                          : std::nullopt));
    }
    return texts;
}

QSize TelemetryChart::sizeHint() const
{
    return {800, 260};
}

QSize TelemetryChart::minimumSizeHint() const
{
    // Low enough that eight compact GPU cards fit above it in a 1280x800 window (the Live tab
    // gives the cards what the chart does not need); the legend's rows and a readable plot
    // still fit.
    return {240, 110};
}

void TelemetryChart::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    m_pointsPainted = 0;
    const int gpuCount = m_history ? m_history->gpuCount() : 0;
    if (gpuCount == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No telemetry to plot"));
        return;
    }
    // The legend first: between pixel moves of the plot, it is all a tick repaints.
    const LegendLayout legend = layOutLegend();
    paintLegend(painter, legend);
    if (event->rect().bottom() < legend.bottom)
        return;

    const auto [fromNs, toNs] = span();
    const std::vector<DecimatedSeries> lines = decimatedLines(fromNs, toNs);
    const ValueAxis axis = valueAxis(lines);
    const qreal bands = gpuCount * (kThrottleBandHeight + 1) + 4;
    const QRectF plot(axis.labelWidth + 12, legend.bottom + 6, width() - axis.labelWidth - 12 - 10,
                      height() - legend.bottom - 6 - bands - legend.lineHeight - 2);
    if (plot.width() < 20 || plot.height() < 20)
        return;
    m_plotNewestNs = toNs;
    m_plotWidthPx = plot.width();
    m_legendBottom = legend.bottom;
    const SparklinePainter mapper(fromNs, toNs, axis.scale);
    const PlotFrame frame{plot, mapper, fromNs, toNs, axis.labelWidth, legend.lineHeight, bands};
    paintValueGrid(painter, frame, axis);
    paintTimeAxis(painter, frame);
    paintLines(painter, frame, lines);
    paintThrottleBands(painter, frame);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(plot);
}

TelemetryChart::LegendLayout TelemetryChart::layOutLegend() const
{
    // One entry per GPU, wrapping.
    const QFontMetricsF metrics(font());
    LegendLayout legend;
    legend.texts = legendTexts();
    legend.swatch = metrics.height() * 0.6;
    legend.lineHeight = metrics.height() + 4;
    qreal x = 8, y = 4;
    for (const QString &text : legend.texts) {
        const qreal entry = legend.swatch + 4 + metrics.horizontalAdvance(text) + 14;
        if (x + entry > width() - 8 && x > 8) {
            x = 8;
            y += legend.lineHeight;
        }
        legend.at.emplace_back(x, y);
        x += entry;
    }
    legend.bottom = y + legend.lineHeight;
    return legend;
}

void TelemetryChart::paintLegend(QPainter &painter, const LegendLayout &legend) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal swatch = legend.swatch;
    for (std::size_t i = 0; i < legend.at.size(); ++i) {
        const QPointF at = legend.at[i];
        painter.setPen(Qt::NoPen);
        painter.setBrush(TelemetryFormat::gpuColour(int(i)));
        painter.drawRoundedRect(
            QRectF(at.x(), at.y() + (legend.lineHeight - swatch) / 2, swatch, swatch), 2, 2);
        const bool throttling =
            m_following && m_history->latest(int(i)) &&
            TelemetryFormat::isThrottling(m_history->latest(int(i))->throttleReasons);
        painter.setPen(throttling ? TelemetryFormat::throttleColour()
                                  : palette().color(QPalette::Text));
        painter.drawText(QRectF(at.x() + swatch + 4, at.y(), width(), legend.lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, legend.texts.at(qsizetype(i)));
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setBrush(Qt::NoBrush);
}

std::vector<DecimatedSeries> TelemetryChart::decimatedLines(std::int64_t fromNs,
                                                            std::int64_t toNs) const
{
    // About a point pair per pixel column of the plot, whose width is not known before the
    // value labels are: a guess at the widest label.
    const QFontMetricsF metrics(font());
    const qreal leftGuess = metrics.horizontalAdvance(QStringLiteral("8888.8 GiB")) + 10;
    const int columnsGuess = std::max(1, int(width() - leftGuess - 10));
    std::vector<DecimatedSeries> lines(static_cast<std::size_t>(m_history->gpuCount()));
    for (int g = 0; g < m_history->gpuCount(); ++g)
        lines[static_cast<std::size_t>(g)] =
            m_history->decimate(g, m_series, fromNs, toNs, columnsGuess);
    return lines;
}

TelemetryChart::ValueAxis TelemetryChart::valueAxis(const std::vector<DecimatedSeries> &lines) const
{
    // The scale: the union of every GPU's own (limit or observed range).
    std::optional<TelemetryFormat::Scale> scale;
    for (int g = 0; g < int(lines.size()); ++g) {
        const DecimatedSeries &line = lines[static_cast<std::size_t>(g)];
        if (!line.hasValues())
            continue;
        const TelemetryFormat::Scale own =
            TelemetryFormat::scale(m_series, m_history->latest(g), line.minValue, line.maxValue);
        scale = scale ? TelemetryFormat::Scale{std::min(scale->min, own.min),
                                               std::max(scale->max, own.max)}
                      : own;
    }
    if (!scale)
        scale = TelemetryFormat::scale(m_series, nullptr, std::nullopt, std::nullopt);
    // Headroom: a GPU at its limit draws a line under the frame, not on it.
    scale->max += (scale->max - scale->min) * 0.04;

    ValueAxis axis{*scale, {}, 0};
    const double factor = displayFactor(m_series);
    const double step = niceStep((scale->max - scale->min) * factor, 4);
    const QLocale locale;
    const QFontMetricsF metrics(font());
    const int decimals = step < 1 ? 1 : 0;
    const QString unit = TelemetryFormat::unit(m_series);
    for (double tick = std::ceil(scale->min * factor / step) * step;
         tick <= scale->max * factor + 1e-9; tick += step) {
        const QString label = locale.toString(tick, 'f', decimals) + QChar(0x202F) + unit;
        axis.labelWidth = std::max(axis.labelWidth, metrics.horizontalAdvance(label));
        axis.ticks.emplace_back(tick / factor, label);
    }
    return axis;
}

void TelemetryChart::paintValueGrid(QPainter &painter, const PlotFrame &frame,
                                    const ValueAxis &axis) const
{
    painter.setFont(font());
    // Every tick gets its grid line; a label only where it does not overlap the last one drawn
    // (a short plot, as under eight GPU cards, keeps "0 W" and "600 W" but not all four).
    std::optional<qreal> lastLabelY;
    for (const auto &[value, label] : axis.ticks) {
        const qreal ty = frame.mapper.yOf(frame.plot, value);
        painter.setPen(gridColour());
        painter.drawLine(QPointF(frame.plot.left(), ty), QPointF(frame.plot.right(), ty));
        if (lastLabelY && std::abs(*lastLabelY - ty) < frame.lineHeight)
            continue;
        lastLabelY = ty;
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(
            QRectF(0, ty - frame.lineHeight / 2, frame.labelWidth + 6, frame.lineHeight),
            Qt::AlignRight | Qt::AlignVCenter, label);
    }
}

void TelemetryChart::paintTimeAxis(QPainter &painter, const PlotFrame &frame) const
{
    // Time labels under the throttle bands.
    const QFontMetricsF metrics(font());
    const QRectF &plot = frame.plot;
    const std::int64_t fromNs = frame.fromNs;
    const std::int64_t toNs = frame.toNs;
    const QColor muted = palette().color(QPalette::PlaceholderText);
    const std::int64_t stepNs = timeStepNs(toNs - fromNs, plot.width(), 100);
    const qreal labelTop = plot.bottom() + frame.bands;
    qreal lastLabelRight = plot.left();
    for (int k = 0;; ++k) {
        const std::int64_t tNs = m_following ? toNs - k * stepNs : fromNs + k * stepNs;
        if (tNs < fromNs || tNs > toNs)
            break;
        const qreal tx = frame.mapper.xOf(plot, tNs);
        painter.setPen(gridColour());
        painter.drawLine(QPointF(tx, plot.top()), QPointF(tx, plot.bottom()));
        painter.setPen(muted);
        const QString label = m_following ? relativeTimeLabel(toNs - tNs, stepNs)
                                          : TelemetryFormat::elapsed(tNs - fromNs);
        const qreal w = metrics.horizontalAdvance(label);
        const qreal left = std::clamp(tx - w / 2, plot.left() - frame.labelWidth, plot.right() - w);
        painter.drawText(QRectF(left, labelTop, w + 2, frame.lineHeight), Qt::AlignCenter, label);
        lastLabelRight = std::max(lastLabelRight, left + w);
    }
    if (!m_following) { // a recorded span: its length at the right edge
        const QString label = TelemetryFormat::elapsed(toNs - fromNs);
        const qreal w = metrics.horizontalAdvance(label);
        if (plot.right() - w > lastLabelRight + 12)
            painter.drawText(QRectF(plot.right() - w, labelTop, w + 2, frame.lineHeight),
                             Qt::AlignCenter, label);
    }
}

void TelemetryChart::paintLines(QPainter &painter, const PlotFrame &frame,
                                const std::vector<DecimatedSeries> &lines)
{
    // No antialiasing: at two points per pixel column the lines are mostly vertical strokes,
    // and eight antialiased lines across the width cost a frame's budget on their own.
    painter.setClipRect(frame.plot.adjusted(-1, -2, 1, 2));
    for (int g = 0; g < int(lines.size()); ++g) {
        const DecimatedSeries &line = lines[static_cast<std::size_t>(g)];
        m_pointsPainted += static_cast<int>(line.size());
        frame.mapper.paint(painter, frame.plot, line, TelemetryFormat::gpuColour(g));
    }
    painter.setClipping(false);
    painter.setRenderHint(QPainter::Antialiasing, false);
}

void TelemetryChart::paintThrottleBands(QPainter &painter, const PlotFrame &frame) const
{
    // A GPU's band is lit where it was throttled.
    const QRectF &plot = frame.plot;
    const int columns = std::max(1, int(plot.width()));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    painter.setFont(small);
    if (frame.bands >= QFontMetricsF(small).height() * 1.5) // else it would sit on the 0 label
        painter.drawText(QRectF(0, plot.bottom() + 1, frame.labelWidth + 6, frame.bands),
                         Qt::AlignRight | Qt::AlignVCenter, tr("throttled"));
    painter.setFont(font());
    for (int g = 0; g < m_history->gpuCount(); ++g) {
        const qreal by = plot.bottom() + 3 + g * (kThrottleBandHeight + 1);
        const std::vector<std::uint64_t> throttle =
            m_history->throttleReasonsByColumn(g, frame.fromNs, frame.toNs, columns);
        QColor faint = TelemetryFormat::gpuColour(g);
        faint.setAlphaF(0.15f);
        painter.fillRect(QRectF(plot.left(), by, plot.width(), kThrottleBandHeight), faint);
        for (int c = 0; c < columns;) {
            if (!TelemetryFormat::isThrottling(throttle[static_cast<std::size_t>(c)])) {
                ++c;
                continue;
            }
            int end = c + 1;
            while (end < columns &&
                   TelemetryFormat::isThrottling(throttle[static_cast<std::size_t>(end)]))
                ++end;
            painter.fillRect(QRectF(plot.left() + c, by, end - c, kThrottleBandHeight),
                             TelemetryFormat::throttleColour());
            c = end;
        }
    }
}

QColor TelemetryChart::gridColour() const
{
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlphaF(0.45f);
    return grid;
}

} // namespace lanebook
