#include "widgets/telemetry/gputelemetrystrip.h"

#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/sparklinepainter.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace lanebook {

namespace {

constexpr std::int64_t kSparklineWindowNs = 2LL * 60 * 1'000'000'000;
constexpr int kSparklineWidth = 80;

} // namespace

GpuTelemetryStrip::GpuTelemetryStrip(const TelemetryHistory *history, int gpuIndex, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
    , m_gpuIndex(gpuIndex)
{
    setObjectName(QStringLiteral("gpuTelemetryStrip"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_clock = new RedrawClock(this, [this] { update(); });
    connect(m_history, &TelemetryHistory::appended, m_clock, &RedrawClock::markDirty);
    connect(m_history, &TelemetryHistory::gpusChanged, m_clock, &RedrawClock::markDirty);
    setToolTip(text());
}

void GpuTelemetryStrip::setGpuIndex(int gpuIndex)
{
    m_gpuIndex = gpuIndex;
    setToolTip(text());
    update();
}

bool GpuTelemetryStrip::isThrottling() const
{
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    return latest && TelemetryFormat::isThrottling(latest->throttleReasons);
}

QString GpuTelemetryStrip::text() const
{
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    if (!latest) {
        if (m_history->gpuCount() == 0)
            return TelemetryFormat::noTelemetryText(m_history->problem());
        return tr("no telemetry for GPU %1").arg(m_gpuIndex);
    }
    QStringList parts{tr("GPU %1").arg(m_history->gpu(m_gpuIndex).index)};
    for (TelemetrySeries series : {TelemetrySeries::UtilPct, TelemetrySeries::PowerW,
                                   TelemetrySeries::TemperatureC, TelemetrySeries::SmClockMhz})
        parts << TelemetryFormat::value(series, telemetrySeriesValue(*latest, series));
    if (isThrottling())
        parts << TelemetryFormat::throttleText(latest->throttleReasons);
    return parts.join(QStringLiteral(" · "));
}

QSize GpuTelemetryStrip::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(
                QStringLiteral("GPU 8 · 100 % · 700 W · 88 °C · 1980 MHz · throttled: power cap")) +
                kSparklineWidth + 24,
            fontMetrics().height() + 6};
}

QSize GpuTelemetryStrip::minimumSizeHint() const
{
    return {kSparklineWidth + 120, fontMetrics().height() + 6};
}

bool GpuTelemetryStrip::event(QEvent *event)
{
    // The tooltip is the strip's text, formatted when asked for, not at every redraw.
    if (event->type() == QEvent::ToolTip) {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text(), this);
        return true;
    }
    return QWidget::event(event);
}

void GpuTelemetryStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &colours = palette();
    const bool throttling = isThrottling();
    const QColor warning = TelemetryFormat::throttleColour();
    if (throttling) {
        QColor tint = warning;
        tint.setAlphaF(0.15f);
        painter.fillRect(rect(), tint);
    }
    const QRect swatch(2, (height() - 8) / 2, 8, 8);
    painter.fillRect(swatch, TelemetryFormat::gpuColour(m_gpuIndex));
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    const QRectF spark(width() - kSparklineWidth - 2, 3, kSparklineWidth, height() - 6);
    painter.setPen(throttling ? warning
                   : latest   ? colours.color(QPalette::WindowText)
                              : colours.color(QPalette::PlaceholderText));
    const QRect textRect(swatch.right() + 6, 0, int(spark.left()) - swatch.right() - 12, height());
    painter.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                     fontMetrics().elidedText(text(), Qt::ElideRight, textRect.width()));
    if (!latest)
        return;
    const std::int64_t toNs = m_history->newestTNs();
    const std::int64_t fromNs = toNs - kSparklineWindowNs;
    const DecimatedSeries util =
        m_history->decimate(m_gpuIndex, TelemetrySeries::UtilPct, fromNs, toNs, int(spark.width()));
    painter.setRenderHint(QPainter::Antialiasing);
    SparklinePainter(fromNs, toNs, {0, 100})
        .paint(painter, spark, util, throttling ? warning : TelemetryFormat::gpuColour(m_gpuIndex),
               SparklinePainter::Fill::UnderLine);
}

} // namespace lanebook
