#pragma once

#include "models/comparison/outlierflags.h"
#include "models/findings/finding.h"
#include "models/run/run.h"
#include "models/telemetry/runtelemetry.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace lanebook {

class ElidedLabel;
class RunTelemetryTraceView;

// The Inspector dock's content: one run in full (identity, workload, config, metrics by
// vocabulary group with units, request samples, source). Lives in the GUI thread; shows
// the Run value it is given and nothing else. Secret-looking config values are redacted.
class RunInspector : public QWidget
{
    Q_OBJECT
public:
    explicit RunInspector(QWidget *parent = nullptr);

    void showRun(const Run &run);
    // A line in place of a run: "Select a run…", or why it could not be loaded.
    void showMessage(const QString &message);
    // The run's recorded GPU telemetry under its details; ignored unless it is the run shown
    // (the trace is read after the run). An empty trace hides the section.
    void showTelemetry(qint64 runId, const RunTelemetry &trace);
    RunTelemetryTraceView *telemetryTrace() const { return m_trace; }
    // The run's notes, tags and status override under its title (runinspector_annotations.cpp);
    // ignored unless it is the run shown.
    void showAnnotations(qint64 runId, const std::vector<RunAnnotation> &annotations);
    QToolButton *annotateButton() const { return m_annotateButton; }
    // Whether the run shown stands out from its arm's repeats at its workload point
    // (runinspector_outliers.cpp); ignored unless it is the run shown.
    void showAmongRepeats(qint64 runId, const RunAmongRepeats &among);
    QLabel *annotationsLabel() const { return m_annotations; }
    qint64 runId() const { return m_runId; }
    QTreeWidget *tree() const { return m_tree; }
    QSize sizeHint() const override;

Q_SIGNALS:
    // Annotate… was clicked for the run shown.
    void annotateRequested(qint64 runId);

private:
    QWidget *createTitleRow(); // runinspector_annotations.cpp
    void setAnnotationsShown(bool shown);
    // Starts keeping what arrives early for runId, dropping what was kept for another run.
    void keepForRun(qint64 runId);
    QTreeWidgetItem *addSection(const QString &title);
    void addIdentity(const Run &run);
    void addMetrics(const Run &run);
    void addSamples(const Run &run);
    void addCanaries(const Run &run);                                  // runinspector_canaries.cpp
    void addRequestOutliers(QTreeWidgetItem *section, const Run &run); // ..._outliers.cpp
    void addSource(const Run &run);

    ElidedLabel *m_title = nullptr; // the run's label, on one line, elided
    QLabel *m_message = nullptr;    // in place of a run, wrapped
    QToolButton *m_annotateButton = nullptr;
    QLabel *m_annotations = nullptr;
    RunTelemetryTraceView *m_trace = nullptr;
    // What was read for a run before the run itself arrived (each read is its own, on the
    // thread pool): kept for showRun of that run, used once.
    qint64 m_pendingRunId = 0;
    std::optional<RunTelemetry> m_pendingTrace;
    std::optional<std::vector<RunAnnotation>> m_pendingAnnotations;
    QTreeWidget *m_tree = nullptr;
    qint64 m_runId = 0;
};

} // namespace lanebook
