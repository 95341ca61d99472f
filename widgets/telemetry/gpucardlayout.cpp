#include "widgets/telemetry/gpucardlayout.h"

#include "widgets/telemetry/telemetryformat.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace lanebook::GpuCardLayout {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Live)
};

constexpr qreal kPaddingPx = 8;        // left, right, and top and bottom of the full form
constexpr qreal kCompactPaddingPx = 4; // top and bottom of the compact form
constexpr qreal kCellGapPx = 12;
constexpr qreal kBarPx = 2;
constexpr qreal kMinSparklinePx = 60;
constexpr qreal kTitleGapPx = 6;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QFont boldFont(QFont font)
{
    font.setBold(true);
    return font;
}

// The widest value a series shows in practice ("88.8 / 888 GiB", "88888 MHz"): columns and
// cells are sized by these, not by the numbers of the moment, so that a card keeps its shape.
QString widestValue(TelemetrySeries series)
{
    GpuSample sample;
    sample.utilPct = 100;
    sample.memUtilPct = 100;
    sample.fanPct = 100;
    sample.memUsedBytes = 88.8 * kGiB;
    sample.memTotalBytes = 888 * kGiB;
    sample.temperatureC = 188;
    sample.memTemperatureC = 188;
    sample.powerW = 888;
    sample.powerLimitW = 888;
    sample.smClockMhz = 8888;
    sample.memClockMhz = 88888; // GDDR6X boards report five digits
    return TelemetryFormat::valueOfSample(series, &sample);
}

// The whole text when it fits, else the shorter one when it fits, else the shorter one
// elided: what is shown always fits its width, and the whole stays with it for the tooltip.
QString fitted(const QFontMetricsF &metrics, const QString &whole, const QString &shorter,
               qreal widthPx)
{
    if (metrics.horizontalAdvance(whole) <= widthPx)
        return whole;
    QString fallback = shorter.isEmpty() ? whole : shorter;
    if (metrics.horizontalAdvance(fallback) <= widthPx)
        return fallback;
    return metrics.elidedText(fallback, Qt::ElideRight, widthPx);
}

QString pcieRowTitle()
{
    return Tr::tr("PCIe link");
}

QString processesRowTitle()
{
    return Tr::tr("Processes");
}

qreal fullTitleWidth(const QFontMetricsF &metrics)
{
    qreal width = std::max(metrics.horizontalAdvance(pcieRowTitle()),
                           metrics.horizontalAdvance(processesRowTitle()));
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        width = std::max(width, metrics.horizontalAdvance(TelemetryFormat::title(series)));
    return std::ceil(width) + 10;
}

qreal fullValueWidth(const QFontMetricsF &metrics)
{
    qreal width = 0;
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        width = std::max(width, metrics.horizontalAdvance(widestValue(series)));
    return std::ceil(width) + 10;
}

qreal compactCellWidth(const QFontMetricsF &metrics)
{
    qreal width = 0;
    for (TelemetrySeries series : TelemetryFormat::cardSeries())
        width = std::max(width, metrics.horizontalAdvance(TelemetryFormat::shortTitle(series)) +
                                    kTitleGapPx + metrics.horizontalAdvance(widestValue(series)));
    return std::ceil(width);
}

// The name with the GPU's colour swatch before it; returns the height used.
qreal placeHeader(Layout &out, qreal y, qreal innerPx, const QFontMetricsF &bold,
                  const QString &title)
{
    const qreal height = bold.height() + 2;
    const qreal swatch = std::round(height * 0.55);
    out.swatch = QRectF(kPaddingPx, y + (height - swatch) / 2, swatch, swatch);
    const QRectF rect(kPaddingPx + swatch + kTitleGapPx, y, innerPx - swatch - kTitleGapPx, height);
    out.texts.push_back({Part::Title, -1, fitted(bold, title, {}, rect.width()), title, rect,
                         Qt::AlignLeft | Qt::AlignVCenter, true});
    out.areas.push_back({Part::Title, -1, QRectF(kPaddingPx, y, innerPx, height)});
    return height;
}

qreal placeThrottle(Layout &out, qreal y, qreal innerPx, qreal heightPx,
                    const QFontMetricsF &metrics, const QFontMetricsF &bold, const Content &content)
{
    const QRectF rect(kPaddingPx, y, innerPx, heightPx);
    const QFontMetricsF &used = content.throttleBold ? bold : metrics;
    out.texts.push_back(
        {Part::Throttle, -1, fitted(used, content.throttle, content.throttleShort, innerPx),
         content.throttle, rect, Qt::AlignLeft | Qt::AlignVCenter, content.throttleBold});
    out.areas.push_back({Part::Throttle, -1, rect});
    return heightPx;
}

Layout computeFull(qreal widthPx, const QFont &font, const Content &content)
{
    const QFontMetricsF metrics(font);
    const QFontMetricsF bold(boldFont(font));
    const qreal inner = widthPx - 2 * kPaddingPx;
    const qreal titleWidth = fullTitleWidth(metrics);
    const qreal valueWidth = fullValueWidth(metrics);
    const qreal rowHeight = std::max<qreal>(metrics.height() + 8, 22);
    Layout out;
    qreal y = kPaddingPx;
    y += placeHeader(out, y, inner, bold, content.title);
    y += placeThrottle(out, y, inner, metrics.height() + 4, metrics, bold, content);
    for (TelemetrySeries series : TelemetryFormat::cardSeries()) {
        const int s = static_cast<int>(series);
        const QString name = TelemetryFormat::title(series);
        const QRectF titleRect(kPaddingPx, y, titleWidth, rowHeight);
        out.texts.push_back({Part::SeriesTitle, s, fitted(metrics, name, {}, titleWidth), name,
                             titleRect, Qt::AlignLeft | Qt::AlignVCenter, false, true});
        const QString &value = content.values[static_cast<std::size_t>(s)];
        const QRectF valueRect(kPaddingPx + titleWidth, y, valueWidth - 10, rowHeight);
        out.texts.push_back({Part::SeriesValue, s, fitted(metrics, value, {}, valueRect.width()),
                             value, valueRect, Qt::AlignRight | Qt::AlignVCenter, false});
        const QRectF spark(kPaddingPx + titleWidth + valueWidth, y + 3,
                           inner - titleWidth - valueWidth, rowHeight - 6);
        if (spark.width() >= 8)
            out.graphics.push_back({series, spark});
        out.areas.push_back({Part::SeriesValue, s, QRectF(kPaddingPx, y, inner, rowHeight)});
        y += rowHeight;
    }
    // The PCIe link and the processes: a row each, words instead of a sparkline.
    const auto textRow = [&](Part part, const QString &rowTitle, const QString &text) {
        if (text.isEmpty())
            return;
        out.texts.push_back({part, -1, fitted(metrics, rowTitle, {}, titleWidth), rowTitle,
                             QRectF(kPaddingPx, y, titleWidth, rowHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, false, true});
        const QRectF rect(kPaddingPx + titleWidth, y, inner - titleWidth, rowHeight);
        out.texts.push_back({part, -1, fitted(metrics, text, {}, rect.width()), text, rect,
                             Qt::AlignLeft | Qt::AlignVCenter, false});
        out.areas.push_back({part, -1, QRectF(kPaddingPx, y, inner, rowHeight)});
        y += rowHeight;
    };
    textRow(Part::Pcie, pcieRowTitle(), content.pcie);
    textRow(Part::Processes, processesRowTitle(), content.processes);
    out.heightPx = std::ceil(y + kPaddingPx);
    return out;
}

Layout computeCompact(qreal widthPx, const QFont &font, const Content &content)
{
    const QFontMetricsF metrics(font);
    const QFontMetricsF bold(boldFont(font));
    const qreal inner = widthPx - 2 * kPaddingPx;
    const qreal lineHeight = std::ceil(metrics.height());
    const auto &seriesList = TelemetryFormat::cardSeries();
    const int cellsPerLine =
        std::clamp(int((inner + kCellGapPx) / (compactCellWidth(metrics) + kCellGapPx)), 1,
                   int(seriesList.size()));
    const qreal cellWidth = (inner - kCellGapPx * (cellsPerLine - 1)) / cellsPerLine;
    const qreal cellHeight = lineHeight + kBarPx + 1;
    Layout out;
    qreal y = kCompactPaddingPx;
    y += placeHeader(out, y, inner, bold, content.title);
    for (std::size_t i = 0; i < seriesList.size(); ++i) {
        const TelemetrySeries series = seriesList[i];
        const int s = static_cast<int>(series);
        const int column = int(i) % cellsPerLine;
        const int line = int(i) / cellsPerLine;
        const QRectF cell(kPaddingPx + column * (cellWidth + kCellGapPx), y + line * cellHeight,
                          cellWidth, cellHeight);
        const QString &value = content.values[static_cast<std::size_t>(s)];
        const QString valueShown = fitted(metrics, value, {}, cellWidth);
        const qreal valueWidth = std::ceil(metrics.horizontalAdvance(valueShown));
        const QRectF valueRect(cell.right() - valueWidth, cell.top(), valueWidth, lineHeight);
        // The short title ("Util") in what the value leaves; the whole title is the tooltip's.
        const QRectF titleRect(cell.left(), cell.top(),
                               std::max<qreal>(0, cellWidth - valueWidth - kTitleGapPx),
                               lineHeight);
        out.texts.push_back(
            {Part::SeriesTitle, s,
             fitted(metrics, TelemetryFormat::shortTitle(series), {}, titleRect.width()),
             TelemetryFormat::title(series), titleRect, Qt::AlignLeft | Qt::AlignVCenter, false,
             true});
        out.texts.push_back({Part::SeriesValue, s, valueShown, value, valueRect,
                             Qt::AlignRight | Qt::AlignVCenter, false});
        out.graphics.push_back(
            {series, QRectF(cell.left(), cell.top() + lineHeight + 1, cellWidth, kBarPx)});
        out.areas.push_back({Part::SeriesValue, s, cell});
    }
    const int lines = (int(seriesList.size()) + cellsPerLine - 1) / cellsPerLine;
    y += lines * cellHeight;
    y += placeThrottle(out, y, inner, lineHeight, metrics, bold, content);
    // One line for the PCIe link and the processes: the link whole, the processes in what is
    // left (their list is long; the tooltip has every one).
    if (!content.pcie.isEmpty() || !content.processes.isEmpty()) {
        qreal x = kPaddingPx;
        if (!content.pcie.isEmpty()) {
            const QString pcie = Tr::tr("PCIe %1").arg(content.pcie);
            // At most half the line when processes follow, so that they always have room.
            const qreal most = content.processes.isEmpty() ? inner : inner / 2;
            const qreal width = std::min(most, std::ceil(metrics.horizontalAdvance(pcie)));
            const QRectF rect(x, y, width, lineHeight);
            out.texts.push_back({Part::Pcie, -1, fitted(metrics, pcie, {}, width), pcie, rect,
                                 Qt::AlignLeft | Qt::AlignVCenter, false});
            out.areas.push_back({Part::Pcie, -1, rect});
            x += width + kCellGapPx;
        }
        const qreal left = kPaddingPx + inner - x;
        if (!content.processes.isEmpty() && left > 0) {
            const QRectF rect(x, y, left, lineHeight);
            out.texts.push_back({Part::Processes, -1, fitted(metrics, content.processes, {}, left),
                                 content.processes, rect, Qt::AlignLeft | Qt::AlignVCenter, false});
            out.areas.push_back({Part::Processes, -1, rect});
        }
        y += lineHeight;
    }
    out.heightPx = std::ceil(y + kCompactPaddingPx);
    return out;
}

} // namespace

Layout compute(Form form, qreal widthPx, const QFont &font, const Content &content)
{
    return form == Form::Full ? computeFull(widthPx, font, content)
                              : computeCompact(widthPx, font, content);
}

int minimumWidthPx(Form form, const QFont &font)
{
    const QFontMetricsF metrics(font);
    if (form == Form::Full)
        return int(std::ceil(fullTitleWidth(metrics) + fullValueWidth(metrics) + kMinSparklinePx +
                             2 * kPaddingPx));
    return int(std::ceil(2 * compactCellWidth(metrics) + kCellGapPx + 2 * kPaddingPx));
}

qreal sparklinesLeftPx(const QFont &font)
{
    const QFontMetricsF metrics(font);
    return kPaddingPx + fullTitleWidth(metrics) + fullValueWidth(metrics);
}

int heightPx(Form form, qreal widthPx, const QFont &font, bool pcieLine, bool processesLine)
{
    // The same arithmetic as the layout itself, on placeholder texts: the height cannot drift
    // from what is painted.
    Content content;
    if (pcieLine)
        content.pcie = QStringLiteral("Gen");
    if (processesLine)
        content.processes = QStringLiteral("-");
    return int(compute(form, widthPx, font, content).heightPx);
}

} // namespace lanebook::GpuCardLayout
