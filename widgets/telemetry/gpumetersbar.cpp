#include "widgets/telemetry/gpumetersbar.h"

#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace lanebook {

namespace {

constexpr int kBarWidth = 5;
constexpr int kGap = 8;

std::optional<double> fraction(std::optional<double> value, std::optional<double> whole)
{
    if (!value || !whole || *whole <= 0)
        return std::nullopt;
    return std::clamp(*value / *whole, 0.0, 1.0);
}

} // namespace

GpuMetersBar::GpuMetersBar(const TelemetryHistory *history, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
{
    setObjectName(QStringLiteral("gpuMeters"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
    m_clock = new RedrawClock(this, [this] { update(); });
    connect(m_history, &TelemetryHistory::appended, m_clock, &RedrawClock::markDirty);
    connect(m_history, &TelemetryHistory::gpusChanged, this, [this] {
        updateGeometry();
        update();
    });
    connect(m_history, &TelemetryHistory::sourceStatusChanged, this, [this] {
        updateGeometry();
        update();
    });
}

int GpuMetersBar::meterWidth() const
{
    return fontMetrics().horizontalAdvance(QStringLiteral("88")) + 2 * kBarWidth + 4 + kGap;
}

QString GpuMetersBar::emptyText() const
{
    return m_history->problem().isEmpty() ? tr("GPU telemetry: waiting") : tr("No GPU telemetry");
}

QSize GpuMetersBar::sizeHint() const
{
    const int height = fontMetrics().height() + 2;
    if (m_history->gpuCount() == 0)
        return {fontMetrics().horizontalAdvance(emptyText()) + 8, height};
    return {m_history->gpuCount() * meterWidth(), height};
}

int GpuMetersBar::meterAt(const QPoint &position) const
{
    const int index = position.x() / std::max(1, meterWidth());
    return index >= 0 && index < m_history->gpuCount() ? index : -1;
}

bool GpuMetersBar::isThrottling(int gpuIndex) const
{
    const GpuSample *latest = m_history->latest(gpuIndex);
    return latest && TelemetryFormat::isThrottling(latest->throttleReasons);
}

QString GpuMetersBar::meterText(int gpuIndex) const
{
    const GpuSample *latest = m_history->latest(gpuIndex);
    QStringList lines{TelemetryFormat::gpuTitle(m_history->gpu(gpuIndex))};
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        lines << tr("%1: %2").arg(TelemetryFormat::title(series),
                                  TelemetryFormat::valueOfSample(series, latest));
    if (latest)
        lines << TelemetryFormat::throttleText(latest->throttleReasons);
    return lines.join(u'\n');
}

void GpuMetersBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &colours = palette();
    if (m_history->gpuCount() == 0) {
        painter.setPen(m_history->problem().isEmpty() ? colours.color(QPalette::PlaceholderText)
                                                      : TelemetryFormat::throttleColour());
        painter.drawText(rect(), Qt::AlignCenter, emptyText());
        return;
    }
    const int barHeight = height() - 4;
    const int labelWidth = fontMetrics().horizontalAdvance(QStringLiteral("88"));
    for (int g = 0; g < m_history->gpuCount(); ++g) {
        const int x = g * meterWidth();
        const GpuSample *latest = m_history->latest(g);
        const bool throttling = isThrottling(g);
        painter.setPen(throttling ? TelemetryFormat::throttleColour()
                                  : colours.color(QPalette::WindowText));
        QFont font = this->font();
        font.setBold(throttling);
        painter.setFont(font);
        painter.drawText(QRect(x, 0, labelWidth, height()), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(m_history->gpu(g).index));
        const std::optional<double> util = latest && latest->utilPct
                                               ? std::optional<double>(*latest->utilPct / 100.0)
                                               : std::nullopt;
        const std::optional<double> memory =
            latest ? fraction(latest->memUsedBytes, latest->memTotalBytes) : std::nullopt;
        const QColor barColours[2] = {throttling ? TelemetryFormat::throttleColour()
                                                 : TelemetryFormat::gpuColour(g),
                                      colours.color(QPalette::Mid).darker(130)};
        const std::optional<double> fractions[2] = {util, memory};
        for (int b = 0; b < 2; ++b) {
            const QRect frame(x + labelWidth + 3 + b * (kBarWidth + 1), 2, kBarWidth, barHeight);
            painter.fillRect(frame, colours.color(QPalette::Base));
            if (fractions[b]) {
                const int filled = int(std::round(*fractions[b] * frame.height()));
                painter.fillRect(
                    QRect(frame.left(), frame.bottom() + 1 - filled, frame.width(), filled),
                    barColours[b]);
            }
            painter.setPen(colours.color(QPalette::Mid));
            painter.drawRect(frame.adjusted(0, 0, -1, -1));
        }
    }
}

bool GpuMetersBar::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        QString text;
        if (m_history->gpuCount() == 0)
            text = TelemetryFormat::noTelemetryText(m_history->problem());
        else if (const int g = meterAt(help->pos()); g >= 0)
            text = meterText(g);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void GpuMetersBar::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        Q_EMIT gpuClicked(meterAt(event->position().toPoint()));
    QWidget::mouseReleaseEvent(event);
}

} // namespace lanebook
