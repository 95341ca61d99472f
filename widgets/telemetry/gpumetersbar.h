#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QWidget>

namespace lanebook {

class RedrawClock;

// The per-GPU mini meters in the status bar: for each GPU its index, a bar for
// utilization and one for memory used, the index in the warning colour while it throttles;
// the details in a tooltip. With no telemetry: "No GPU telemetry", and why in the tooltip.
// One widget paints every meter. GUI thread; redraws through a RedrawClock.
class GpuMetersBar : public QWidget
{
    Q_OBJECT
public:
    explicit GpuMetersBar(const TelemetryHistory *history, QWidget *parent = nullptr);

    // What the meter of a GPU says (its tooltip), for tests and accessibility.
    QString meterText(int gpuIndex) const;
    bool isThrottling(int gpuIndex) const;
    RedrawClock *redrawClock() const { return m_clock; }

    QSize sizeHint() const override;

Q_SIGNALS:
    // A meter was clicked (the composition root shows the Live tab).
    void gpuClicked(int gpuIndex);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    int meterWidth() const;
    int meterAt(const QPoint &position) const;
    QString emptyText() const;

    const TelemetryHistory *m_history;
    RedrawClock *m_clock = nullptr;
};

} // namespace lanebook
