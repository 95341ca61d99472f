#include "widgets/telemetry/gpucard.h"

#include "widgets/telemetry/sparklinepainter.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

constexpr std::int64_t kDefaultWindowNs = 5LL * 60 * 1'000'000'000;
constexpr std::int64_t kMinuteNs = 60'000'000'000;

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

void GpuCard::setForm(Form form, int plannedWidthPx)
{
    if (form == m_form && plannedWidthPx == m_plannedWidthPx)
        return;
    m_form = form;
    m_plannedWidthPx = plannedWidthPx;
    updateGeometry();
    update();
}

int GpuCard::heightFor(Form form, int widthPx) const
{
    return GpuCardLayout::heightPx(form, widthPx, font(), !m_content.pcie.isEmpty(),
                                   !m_content.processes.isEmpty());
}

int GpuCard::preferredWidthFor(Form form) const
{
    const int minimum = GpuCardLayout::minimumWidthPx(form, font());
    return form == Form::Full ? minimum + 60 : minimum;
}

bool GpuCard::refresh()
{
    const GpuCardLayout::Content old = m_content;
    const bool wasThrottling = m_throttling;
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    m_content.title = TelemetryFormat::gpuTitle(m_history->gpu(m_gpuIndex));
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        m_content.values[static_cast<std::size_t>(series)] =
            TelemetryFormat::valueOfSample(series, latest);
    const std::optional<std::uint64_t> reasons =
        latest ? latest->throttleReasons : std::optional<std::uint64_t>();
    m_throttling = TelemetryFormat::isThrottling(reasons);
    m_content.throttle =
        latest ? TelemetryFormat::throttleText(reasons) : tr("waiting for the first sample");
    m_content.throttleShort = latest ? TelemetryFormat::throttleTextShort(reasons) : QString();
    m_content.throttleBold = m_throttling;
    m_content.pcie = TelemetryFormat::pcieText(latest);
    m_content.processes = TelemetryFormat::processesText(latest);
    setAccessibleName(m_content.title);
    setAccessibleDescription(m_content.throttle);

    const bool reshaped = old.pcie.isEmpty() != m_content.pcie.isEmpty() ||
                          old.processes.isEmpty() != m_content.processes.isEmpty();
    // The lines that run under the sparklines too: a change there repaints the whole card.
    const bool wideTextChanged = old.title != m_content.title ||
                                 old.throttle != m_content.throttle || old.pcie != m_content.pcie ||
                                 old.processes != m_content.processes;
    if (reshaped)
        updateGeometry();
    // The numbers change every tick; the sparklines only when time has moved them by a pixel
    // (every two seconds or so over five minutes): between those, repaint the words only.
    const qreal sparkLeft = sparklinesLeft();
    const double pixelNs = double(m_windowNs) / std::max(1.0, width() - sparkLeft);
    // Each card crosses its pixel boundaries at its own phase, so that eight cards do not
    // all repaint their sparklines in the same frame.
    const double phaseNs = pixelNs * double(m_gpuIndex % 8) / 8.0;
    const auto pixel = [&](std::int64_t tNs) {
        return std::floor((double(tNs) + phaseNs) / pixelNs);
    };
    const bool moved = pixel(m_history->newestTNs()) != pixel(m_sparklinesNewestNs);
    if (m_form == Form::Compact || moved || reshaped || wideTextChanged ||
        wasThrottling != m_throttling)
        update();
    else
        update(QRect(0, 0, int(sparkLeft), height()));
    return reshaped;
}

GpuCardLayout::Layout GpuCard::layout() const
{
    return GpuCardLayout::compute(m_form, width(), font(), m_content);
}

qreal GpuCard::sparklinesLeft() const
{
    if (m_form == Form::Compact)
        return width();
    return std::min<qreal>(width(), GpuCardLayout::sparklinesLeftPx(font()));
}

QString GpuCard::valueText(TelemetrySeries series) const
{
    return m_content.values[static_cast<std::size_t>(series)];
}

std::vector<GpuCardLayout::Text> GpuCard::paintedTexts() const
{
    return layout().texts;
}

QSize GpuCard::sizeHint() const
{
    const int preferred = preferredWidthFor(m_form);
    return {preferred, heightFor(m_form, m_plannedWidthPx > 0 ? m_plannedWidthPx : preferred)};
}

QSize GpuCard::minimumSizeHint() const
{
    return {GpuCardLayout::minimumWidthPx(m_form, font()), sizeHint().height()};
}

void GpuCard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The compact form puts two or three cells to a line depending on the width: when the
    // width the card got is not the one planned, its height follows.
    if (heightFor(m_form, width()) != sizeHint().height()) {
        m_plannedWidthPx = width();
        updateGeometry();
    }
}

void GpuCard::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colours = palette();
    const QColor warning = TelemetryFormat::throttleColour();
    const QColor muted = colours.color(QPalette::PlaceholderText);

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

    const GpuCardLayout::Layout l = layout();
    // The GPU's colour, the same as in the combined chart.
    painter.setPen(Qt::NoPen);
    painter.setBrush(TelemetryFormat::gpuColour(m_gpuIndex));
    painter.drawRoundedRect(l.swatch, 2, 2);

    const QFont bold = boldFont(font());
    for (const GpuCardLayout::Text &text : l.texts) {
        QColor colour = colours.color(QPalette::Text);
        if (text.label)
            colour = muted;
        else if (text.part == GpuCardLayout::Part::Throttle)
            colour = m_throttling ? warning : muted;
        else if (text.part == GpuCardLayout::Part::SeriesValue && text.whole == u"—")
            colour = muted;
        painter.setFont(text.bold ? bold : font());
        painter.setPen(colour);
        painter.drawText(text.rect, int(text.alignment), text.shown);
    }
    painter.setFont(font());
    const bool sparklines = m_form == Form::Full && !l.graphics.empty() &&
                            event->rect().right() >= l.graphics.front().rect.left();
    paintGraphics(painter, l, sparklines);
}

void GpuCard::paintGraphics(QPainter &painter, const GpuCardLayout::Layout &l, bool withSparklines)
{
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    if (!latest)
        return;
    const QColor gpuColour = TelemetryFormat::gpuColour(m_gpuIndex);
    if (m_form == Form::Compact) {
        // A level bar under each cell: the value against its scale (the limit where known).
        QColor track = palette().color(QPalette::Mid);
        track.setAlphaF(0.35f);
        for (const GpuCardLayout::Graphic &bar : l.graphics) {
            painter.fillRect(bar.rect, track);
            const std::optional<double> value = telemetrySeriesValue(*latest, bar.series);
            if (!value || !std::isfinite(*value))
                continue;
            const TelemetryFormat::Scale scale =
                TelemetryFormat::scale(bar.series, latest, std::nullopt, std::nullopt);
            const double fraction =
                std::clamp((*value - scale.min) / (scale.max - scale.min), 0.0, 1.0);
            painter.fillRect(QRectF(bar.rect.left(), bar.rect.top(), bar.rect.width() * fraction,
                                    bar.rect.height()),
                             gpuColour);
        }
        return;
    }
    if (!withSparklines)
        return;
    const std::int64_t toNs = m_history->newestTNs();
    const std::int64_t fromNs = toNs - m_windowNs;
    m_sparklinesNewestNs = toNs;
    for (const GpuCardLayout::Graphic &spark : l.graphics) {
        const DecimatedSeries points =
            m_history->decimate(m_gpuIndex, spark.series, fromNs, toNs, int(spark.rect.width()));
        const TelemetryFormat::Scale scale =
            TelemetryFormat::scale(spark.series, latest, points.minValue, points.maxValue);
        SparklinePainter(fromNs, toNs, scale)
            .paint(painter, spark.rect, points, gpuColour, SparklinePainter::Fill::UnderLine);
    }
}

QString GpuCard::seriesToolTip(TelemetrySeries series) const
{
    const std::int64_t toNs = m_history->newestTNs();
    const auto range = m_history->range(m_gpuIndex, series, toNs - m_windowNs, toNs);
    if (!range)
        return tr("%1: not reported by this source").arg(TelemetryFormat::title(series));
    return tr("%1: %2 now; %3 to %4 in the last %n minute(s)", nullptr, int(m_windowNs / kMinuteNs))
        .arg(TelemetryFormat::title(series), valueText(series),
             TelemetryFormat::value(series, range->first),
             TelemetryFormat::value(series, range->second));
}

QString GpuCard::toolTipAt(const QPoint &position) const
{
    const GpuCardLayout::Layout l = layout();
    const GpuIdentity &gpu = m_history->gpu(m_gpuIndex);
    const GpuSample *latest = m_history->latest(m_gpuIndex);
    for (const GpuCardLayout::Area &area : l.areas) {
        if (!area.rect.contains(position))
            continue;
        switch (area.part) {
        case GpuCardLayout::Part::Title: {
            QStringList lines{m_content.title};
            if (!gpu.uuid.isEmpty())
                lines << gpu.uuid;
            if (!gpu.busId.isEmpty())
                lines << tr("bus %1").arg(gpu.busId);
            if (!gpu.driver.isEmpty())
                lines << tr("driver %1").arg(gpu.driver);
            return lines.join(u'\n');
        }
        case GpuCardLayout::Part::Throttle: {
            const std::int64_t toNs = m_history->newestTNs();
            const auto seen =
                m_history->throttleReasonsBetween(m_gpuIndex, toNs - m_windowNs, toNs);
            return tr("Now: %1\nIn the last %n minute(s): %2", nullptr, int(m_windowNs / kMinuteNs))
                .arg(m_content.throttle, TelemetryFormat::throttleText(seen));
        }
        case GpuCardLayout::Part::SeriesTitle:
        case GpuCardLayout::Part::SeriesValue:
            return seriesToolTip(static_cast<TelemetrySeries>(area.series));
        case GpuCardLayout::Part::Pcie: {
            // The link as the card words it (whole, where the card had to elide it).
            QString text = tr("PCIe link: %1").arg(m_content.pcie);
            for (const GpuCardLayout::Text &shown : l.texts) {
                if (shown.part == GpuCardLayout::Part::Pcie && !shown.label)
                    text = shown.whole;
            }
            if (latest && ((latest->pcieGenMax && latest->pcieGen != latest->pcieGenMax) ||
                           (latest->pcieWidthMax && latest->pcieWidth != latest->pcieWidthMax)))
                text += u'\n' + tr("The link runs below what the GPU and its slot allow. An idle "
                                   "GPU lowers its generation to save power; under load it "
                                   "should be back at its maximum.");
            return text;
        }
        case GpuCardLayout::Part::Processes:
            return m_content.processes + QStringLiteral("\n\n") +
                   TelemetryFormat::processesToolTip(latest);
        }
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
