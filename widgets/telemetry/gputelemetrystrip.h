#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QWidget>

namespace lanebook {

class RedrawClock;

// One GPU's telemetry on one line, for the wave monitor's lanes (beside an arm's tok/s):
// utilization, power, temperature and SM clock now, a utilization sparkline of the last two
// minutes, and the warning colour with the reasons while the GPU throttles. "—" for what
// the source lacks; "no telemetry for GPU n" when the source has no such GPU. GUI thread;
// reads the shared history (LiveWiring::history()) and redraws through a RedrawClock.
class GpuTelemetryStrip : public QWidget
{
    Q_OBJECT
public:
    // gpuIndex: the GPU's position in the source's list (TelemetryBatch::gpus), which is the
    // tool's index on this host for local sources.
    GpuTelemetryStrip(const TelemetryHistory *history, int gpuIndex, QWidget *parent = nullptr);

    void setGpuIndex(int gpuIndex);
    int gpuIndex() const { return m_gpuIndex; }
    // The line as shown, for tests and accessibility.
    QString text() const;
    bool isThrottling() const;
    RedrawClock *redrawClock() const { return m_clock; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    const TelemetryHistory *m_history;
    int m_gpuIndex;
    RedrawClock *m_clock = nullptr;
};

} // namespace lanebook
