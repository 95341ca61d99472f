#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QWidget>

#include <array>
#include <cstdint>
#include <optional>

namespace lanebook {

// One GPU on the Live tab: its name, the current value of each series with a sparkline of
// the last minutes, and its throttle reasons in words; the card turns the warning colour
// while the GPU is throttled. Paints itself (one widget, no child labels) so that eight
// cards redrawn ten times a second stay cheap. GUI thread; reads the history it is given
// and redraws when its page's clock says so (refresh()).
class GpuCard : public QWidget
{
    Q_OBJECT
public:
    GpuCard(const TelemetryHistory *history, int gpuIndex, QWidget *parent = nullptr);

    int gpuIndex() const { return m_gpuIndex; }
    // How far back the sparklines reach.
    void setWindowNs(std::int64_t windowNs);
    std::int64_t windowNs() const { return m_windowNs; }

    // Re-reads the latest sample and schedules a repaint: of the words, and of the
    // sparklines when time has moved them by at least a pixel.
    void refresh();

    // What the card shows, for tests and accessibility.
    QString title() const { return m_title; }
    QString valueText(TelemetrySeries series) const;
    QString throttleText() const { return m_throttleText; }
    bool isThrottling() const { return m_throttling; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Geometry
    {
        QRectF header;
        QRectF throttle;
        std::vector<QRectF> rows; // one per TelemetryFormat::cardSeries()
        qreal titleWidth = 0;
        qreal valueWidth = 0;
    };
    Geometry geometry() const;
    qreal sparklineLeft() const;
    QString toolTipAt(const QPoint &position) const;

    const TelemetryHistory *m_history;
    int m_gpuIndex;
    std::int64_t m_windowNs;
    QString m_title;
    std::array<QString, kTelemetrySeriesCount> m_values;
    QString m_throttleText;
    bool m_throttling = false;
    std::int64_t m_sparklinesNewestNs = 0; // the newest sample when they were last painted
};

} // namespace lanebook
