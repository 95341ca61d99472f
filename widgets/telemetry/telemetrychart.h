#pragma once

#include "models/telemetry/telemetryhistory.h"
#include "widgets/telemetry/sparklinepainter.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QWidget>

#include <cstdint>
#include <vector>

namespace lanebook {

// One series for every GPU on one time axis, a line per GPU in its colour, with a band
// under the plot per GPU marking when it was throttled. Two uses: the Live tab's combined
// chart (follows the newest sample, the last N minutes) and a run's recorded trace (its
// whole span). Painted with QPainter from decimated series: it never draws more than
// about two points per pixel column per GPU. GUI thread; redraws when told (update()).
class TelemetryChart : public QWidget
{
    Q_OBJECT
public:
    explicit TelemetryChart(const TelemetryHistory *history, QWidget *parent = nullptr);

    void setHistory(const TelemetryHistory *history);
    void setSeries(TelemetrySeries series);
    TelemetrySeries series() const { return m_series; }
    // Follow the newest sample, showing the last windowNs (the Live tab).
    void followNewest(std::int64_t windowNs);
    // A fixed span, labelled as time since its start (a recorded run).
    void showSpan(std::int64_t fromNs, std::int64_t toNs);
    std::int64_t windowNs() const { return m_windowNs; }
    // New samples arrived: repaints the legend, and the plot once it has moved a pixel.
    void refresh();

    // "GPU 0 87 %" per GPU, as the legend shows them (tests, accessibility).
    QStringList legendTexts() const;
    // Points handed to the painter in the last paint, over all GPUs (tests of decimation).
    int pointsPainted() const { return m_pointsPainted; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The steps of a paint, in order.
    struct LegendLayout
    {
        QStringList texts;
        std::vector<QPointF> at; // each entry's top left
        qreal swatch = 0;
        qreal lineHeight = 0;
        qreal bottom = 0;
    };
    struct ValueAxis
    {
        TelemetryFormat::Scale scale;
        std::vector<std::pair<double, QString>> ticks; // value in the series' unit, label
        qreal labelWidth = 0;
    };
    struct PlotFrame
    {
        QRectF plot;
        const SparklinePainter &mapper;
        std::int64_t fromNs = 0;
        std::int64_t toNs = 0;
        qreal labelWidth = 0; // of the value labels left of the plot
        qreal lineHeight = 0;
        qreal bands = 0; // the throttle bands' height under the plot
    };
    LegendLayout layOutLegend() const;
    void paintLegend(QPainter &painter, const LegendLayout &legend) const;
    std::vector<DecimatedSeries> decimatedLines(std::int64_t fromNs, std::int64_t toNs) const;
    ValueAxis valueAxis(const std::vector<DecimatedSeries> &lines) const;
    void paintValueGrid(QPainter &painter, const PlotFrame &frame, const ValueAxis &axis) const;
    void paintTimeAxis(QPainter &painter, const PlotFrame &frame) const;
    void paintLines(QPainter &painter, const PlotFrame &frame,
                    const std::vector<DecimatedSeries> &lines);
    void paintThrottleBands(QPainter &painter, const PlotFrame &frame) const;
    QColor gridColour() const;

    std::pair<std::int64_t, std::int64_t> span() const;

    const TelemetryHistory *m_history;
    TelemetrySeries m_series = TelemetrySeries::UtilPct;
    std::int64_t m_windowNs = 10LL * 60 * 1'000'000'000;
    std::int64_t m_fixedFromNs = 0;
    std::int64_t m_fixedToNs = 0;
    bool m_following = true;
    int m_pointsPainted = 0;
    std::int64_t m_plotNewestNs = 0; // the newest sample when the plot was last painted
    qreal m_plotWidthPx = 0;
    qreal m_legendBottom = 0;
};

} // namespace lanebook
