#pragma once

#include "models/telemetry/runtelemetry.h"
#include "models/telemetry/telemetryhistory.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;

namespace lanebook {

class TelemetryChart;

// A run's recorded GPU telemetry in the inspector: one line of what it says (GPUs, span,
// utilization, power, lowest SM clock, hottest temperature, throttle reasons in words) and
// a chart of one chosen series for every GPU over the run, with its throttle bands. Shows
// the RunTelemetry it is given (the notebook's trace) and nothing else. GUI thread.
class RunTelemetryTraceView : public QWidget
{
    Q_OBJECT
public:
    explicit RunTelemetryTraceView(QWidget *parent = nullptr);
    ~RunTelemetryTraceView() override;

    // An empty trace clears the view.
    void showTrace(const RunTelemetry &trace);
    void clear();
    bool hasTrace() const;
    QString summaryText() const;
    TelemetryChart *chart() const { return m_chart; }
    const TelemetryHistory *history() const { return m_history.get(); }

private:
    std::unique_ptr<TelemetryHistory> m_history;
    QLabel *m_summary = nullptr;
    QComboBox *m_series = nullptr;
    TelemetryChart *m_chart = nullptr;
};

} // namespace lanebook
