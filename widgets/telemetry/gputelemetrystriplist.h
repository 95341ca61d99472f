#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QWidget>

#include <vector>

class QLabel;
class QVBoxLayout;

namespace lanebook {

class GpuTelemetryStrip;

// A GpuTelemetryStrip for every GPU of the history, one under the other: what the wave
// monitor's telemetry area shows beside the lanes' tok/s (WaveMonitor::setTelemetryWidget).
// Rebuilt when the GPUs change; "No GPU telemetry: <why>" when there are none. GUI thread.
class GpuTelemetryStripList : public QWidget
{
    Q_OBJECT
public:
    explicit GpuTelemetryStripList(const TelemetryHistory *history, QWidget *parent = nullptr);

    const std::vector<GpuTelemetryStrip *> &strips() const { return m_strips; }
    QString messageText() const;

private:
    void rebuild();
    void updateMessage();

    const TelemetryHistory *m_history;
    QVBoxLayout *m_layout = nullptr;
    QLabel *m_message = nullptr;
    std::vector<GpuTelemetryStrip *> m_strips;
};

} // namespace lanebook
