#pragma once

#include "models/telemetry/telemetryhistory.h"
#include "widgets/telemetry/gpucardlayout.h"

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

namespace lanebook {

// One GPU on the Live tab: its name, the current value of each series, its throttle reasons
// in words, its PCIe link and the processes on it (when the source reports them); the card
// turns the warning colour while the GPU is throttled. Two forms (GpuCardLayout): full, with a
// sparkline of the last minutes per series, and compact, a few lines as nvtop's rows, for
// when eight cards must share the tab. Paints itself (one widget, no child labels) so that
// eight cards redrawn ten times a second stay cheap; a text too long for its place is
// abbreviated or elided, and the tooltip over it says it whole. GUI thread; reads the history
// it is given and redraws when its page's clock says so (refresh()).
class GpuCard : public QWidget
{
    Q_OBJECT
public:
    using Form = GpuCardLayout::Form;

    GpuCard(const TelemetryHistory *history, int gpuIndex, QWidget *parent = nullptr);

    int gpuIndex() const { return m_gpuIndex; }
    // How far back the sparklines reach.
    void setWindowNs(std::int64_t windowNs);
    std::int64_t windowNs() const { return m_windowNs; }

    // The form, and the width the page will give the card (its height depends on it).
    void setForm(Form form, int plannedWidthPx);
    Form form() const { return m_form; }
    // The height the card needs in a form at a width, with the lines it has now.
    int heightFor(Form form, int widthPx) const;
    // The width a grid column should give it: the full form with 120 px of sparkline, the
    // compact one at its narrowest.
    int preferredWidthFor(Form form) const;

    // Re-reads the latest sample and schedules a repaint: of the words, and of the
    // sparklines when time has moved them by at least a pixel. True when the card's height
    // changed (a PCIe or processes line came or went): the page lays the cards out again.
    bool refresh();

    // What the card shows, for tests and accessibility.
    QString title() const { return m_content.title; }
    QString valueText(TelemetrySeries series) const;
    QString throttleText() const { return m_content.throttle; }
    bool isThrottling() const { return m_throttling; }
    QString pcieText() const { return m_content.pcie; }           // empty: not reported
    QString processesText() const { return m_content.processes; } // empty: not listed
    // Every text as painted at the card's size, with its rectangle and the whole it stands for.
    std::vector<GpuCardLayout::Text> paintedTexts() const;
    // The tooltip at a point of the card (empty where there is none).
    QString toolTipAt(const QPoint &position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    GpuCardLayout::Layout layout() const;
    qreal sparklinesLeft() const;
    void paintGraphics(QPainter &painter, const GpuCardLayout::Layout &layout, bool withSparklines);
    QString seriesToolTip(TelemetrySeries series) const;

    const TelemetryHistory *m_history;
    int m_gpuIndex;
    std::int64_t m_windowNs;
    Form m_form = Form::Full;
    int m_plannedWidthPx = 0;
    GpuCardLayout::Content m_content;
    bool m_throttling = false;
    std::int64_t m_sparklinesNewestNs = 0; // the newest sample when they were last painted
};

} // namespace lanebook
