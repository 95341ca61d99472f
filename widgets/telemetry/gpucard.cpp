#include "widgets/telemetry/gpucard.h"

#include "widgets/telemetry/sparklinepainter.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

namespace lanebook {

namespace {

constexpr qreal kPadding = 8;
constexpr std::int64_t kDefaultWindowNs = 5LL * 60 * 1'000'000'000;

QFont boldFont(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

GpuCard::GpuCard(const TelemetryHistory *history, int gpuIndex, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
    , m_gpuIndex(gpuIndex)
    , m_windowNs(kDefaultWindowNs)
{
    setObjectName(QStringLiteral("gpuCard%1").arg(gpuIndex));
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    refresh();
}

void GpuCard::setWindowNs(std::int64_t windowNs)
{
    m_windowNs = std::max<std::int64_t>(windowNs, 1'000'000'000);
    update();
}

void GpuCard::refresh()
{
    const QString oldTitle = m_title;
    const bool wasThrottling = m_throttling;
    m_title = TelemetryFormat::gpuTitle(m_history->gpu(m_gpuIndex));
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        m_values[static_cast<std::size_t>(series)] = TelemetryFormat::valueOfSample(series, latest);
    const std::optional<std::uint64_t> reasons =
        latest ? latest->throttleReasons : std::optional<std::uint64_t>();
    m_throttleText = latest ? TelemetryFormat::throttleText(reasons) : QString();
    m_throttling = TelemetryFormat::isThrottling(reasons);
    setAccessibleName(m_title);
    setAccessibleDescription(m_throttleText);
    // The numbers change every tick; the sparklines only when time has moved them by a pixel
    // (every two seconds or so over five minutes): between those, repaint the words only.
    const qreal sparkLeft = sparklineLeft();
    const double pixelNs = double(m_windowNs) / std::max(1.0, width() - kPadding - sparkLeft);
    // Each card crosses its pixel boundaries at its own phase, so that eight cards do not
    // all repaint their sparklines in the same frame.
    const double phaseNs = pixelNs * double(m_gpuIndex % 8) / 8.0;
    const auto pixel = [&](std::int64_t tNs) {
        return std::floor((double(tNs) + phaseNs) / pixelNs);
    };
    const bool moved = pixel(m_history->newestTNs()) != pixel(m_sparklinesNewestNs);
    if (moved || wasThrottling != m_throttling || oldTitle != m_title)
        update();
    else
        update(QRect(0, 0, int(sparkLeft), height()));
}

qreal GpuCard::sparklineLeft() const
{
    const Geometry g = geometry();
    return kPadding + g.titleWidth + g.valueWidth;
}

QString GpuCard::valueText(TelemetrySeries series) const
{
    return m_values[static_cast<std::size_t>(series)];
}

GpuCard::Geometry GpuCard::geometry() const
{
    const QFontMetricsF metrics(font());
    const QFontMetricsF bold(boldFont(font()));
    Geometry g;
    const qreal width = this->width() - 2 * kPadding;
    qreal y = kPadding;
    g.header = QRectF(kPadding, y, width, bold.height() + 2);
    y += g.header.height();
    g.throttle = QRectF(kPadding, y, width, metrics.height() + 4);
    y += g.throttle.height();
    const qreal rowHeight = std::max<qreal>(metrics.height() + 8, 22);
    for (std::size_t i = 0; i < TelemetryFormat::cardSeries().size(); ++i) {
        g.rows.emplace_back(kPadding, y, width, rowHeight);
        y += rowHeight;
    }
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        g.titleWidth =
            std::max(g.titleWidth, metrics.horizontalAdvance(TelemetryFormat::title(series)));
    g.titleWidth += 10;
    g.valueWidth = metrics.horizontalAdvance(QStringLiteral("88.8 / 888 GiB")) + 10;
    return g;
}

QSize GpuCard::sizeHint() const
{
    const Geometry g = geometry();
    const qreal height = g.rows.back().bottom() + kPadding;
    return {int(g.titleWidth + g.valueWidth + 120 + 2 * kPadding), int(std::ceil(height))};
}

QSize GpuCard::minimumSizeHint() const
{
    const QSize hint = sizeHint();
    return {hint.width() - 60, hint.height()};
}

void GpuCard::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colours = palette();
    const QColor warning = TelemetryFormat::throttleColour();
    const QColor muted = colours.color(QPalette::PlaceholderText);
    const QColor gpuColour = TelemetryFormat::gpuColour(m_gpuIndex);

    const QRectF frame = QRectF(rect()).adjusted(1, 1, -1, -1);
    painter.setPen(
        QPen(m_throttling ? warning : colours.color(QPalette::Mid), m_throttling ? 2.0 : 1.0));
    QColor background = colours.color(QPalette::Base);
    if (m_throttling) // a tint, so a throttled card is seen from across the room
        background = QColor::fromRgbF(background.redF() * 0.85f + warning.redF() * 0.15f,
                                      background.greenF() * 0.85f + warning.greenF() * 0.15f,
                                      background.blueF() * 0.85f + warning.blueF() * 0.15f);
    painter.setBrush(background);
    painter.drawRoundedRect(frame, 6, 6);

    const Geometry g = geometry();
    // Header: the GPU's colour (the same as in the combined chart) and its name.
    const qreal swatch = g.header.height() * 0.55;
    painter.setPen(Qt::NoPen);
    painter.setBrush(gpuColour);
    painter.drawRoundedRect(
        QRectF(g.header.left(), g.header.center().y() - swatch / 2, swatch, swatch), 2, 2);
    painter.setFont(boldFont(font()));
    painter.setPen(colours.color(QPalette::Text));
    const QRectF titleRect = g.header.adjusted(swatch + 6, 0, 0, 0);
    painter.drawText(
        titleRect, Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(m_title, Qt::ElideRight, int(titleRect.width())));
    painter.setFont(font());
    painter.setPen(m_throttling ? warning : muted);
    if (m_throttling)
        painter.setFont(boldFont(font()));
    const QString throttle =
        m_history->latest(m_gpuIndex) ? m_throttleText : tr("waiting for the first sample");
    painter.drawText(
        g.throttle, Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(throttle, Qt::ElideRight, int(g.throttle.width())));
    painter.setFont(font());

    const std::int64_t toNs = m_history->newestTNs();
    const std::int64_t fromNs = toNs - m_windowNs;
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    const bool sparklines = event->rect().right() >= kPadding + g.titleWidth + g.valueWidth;
    if (sparklines)
        m_sparklinesNewestNs = toNs;
    const auto &seriesList = TelemetryFormat::cardSeries();
    for (std::size_t i = 0; i < seriesList.size(); ++i) {
        const TelemetrySeries series = seriesList[i];
        const QRectF row = g.rows[i];
        painter.setPen(muted);
        painter.drawText(QRectF(row.left(), row.top(), g.titleWidth, row.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, TelemetryFormat::title(series));
        const QString value = valueText(series);
        painter.setPen(value == QStringLiteral("—") ? muted : colours.color(QPalette::Text));
        painter.drawText(
            QRectF(row.left() + g.titleWidth, row.top(), g.valueWidth - 10, row.height()),
            Qt::AlignRight | Qt::AlignVCenter, value);
        const QRectF spark(row.left() + g.titleWidth + g.valueWidth, row.top() + 3,
                           row.width() - g.titleWidth - g.valueWidth, row.height() - 6);
        if (spark.width() < 8 || !latest || !sparklines)
            continue;
        const DecimatedSeries points =
            m_history->decimate(m_gpuIndex, series, fromNs, toNs, int(spark.width()));
        const TelemetryFormat::Scale scale =
            TelemetryFormat::scale(series, latest, points.minValue, points.maxValue);
        SparklinePainter(fromNs, toNs, scale)
            .paint(painter, spark, points, gpuColour, SparklinePainter::Fill::UnderLine);
    }
}

QString GpuCard::toolTipAt(const QPoint &position) const
{
    const Geometry g = geometry();
    const GpuIdentity &gpu = m_history->gpu(m_gpuIndex);
    if (g.header.contains(position)) {
        QStringList lines{m_title};
        if (!gpu.uuid.isEmpty())
            lines << gpu.uuid;
        if (!gpu.busId.isEmpty())
            lines << tr("bus %1").arg(gpu.busId);
        if (!gpu.driver.isEmpty())
            lines << tr("driver %1").arg(gpu.driver);
        return lines.join(u'\n');
    }
    if (g.throttle.contains(position)) {
        const std::int64_t toNs = m_history->newestTNs();
        const auto seen = m_history->throttleReasonsBetween(m_gpuIndex, toNs - m_windowNs, toNs);
        return tr("Now: %1\nIn the last %n minute(s): %2", nullptr,
                  int(m_windowNs / 60'000'000'000))
            .arg(m_throttleText, TelemetryFormat::throttleText(seen));
    }
    const auto &seriesList = TelemetryFormat::cardSeries();
    for (std::size_t i = 0; i < seriesList.size(); ++i) {
        if (!g.rows[i].contains(position))
            continue;
        const std::int64_t toNs = m_history->newestTNs();
        const auto range = m_history->range(m_gpuIndex, seriesList[i], toNs - m_windowNs, toNs);
        if (!range)
            return tr("%1: not reported by this source").arg(TelemetryFormat::title(seriesList[i]));
        return tr("%1: %2 now; %3 to %4 in the last %n minute(s)", nullptr,
                  int(m_windowNs / 60'000'000'000))
            .arg(TelemetryFormat::title(seriesList[i]), valueText(seriesList[i]),
                 TelemetryFormat::value(seriesList[i], range->first),
                 TelemetryFormat::value(seriesList[i], range->second));
    }
    return {};
}

bool GpuCard::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace lanebook
