#pragma once

#include "models/comparison/outlierflags.h"
#include "models/findings/finding.h"
#include "models/gates/gateresult.h"
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

// The Inspector dock's content: one run in full (identity, its gates, notes, metrics by
// vocabulary group with units, request samples, workload, config, source). Lives in the GUI
// thread; shows the Run value it is given and nothing else. Secret-looking config values are
// redacted.
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
    // The run's notes, tags and status override under its title and in its Notes section
    // (runinspector_annotations.cpp); kept for showRun when they arrive before the run.
    void showAnnotations(qint64 runId, const std::vector<RunAnnotation> &annotations);
    // The run's validity gates, each with its outcome in the window's words and its reason, in
    // a Gates section under the run's identity, worst first (runinspector_gates.cpp); ignored
    // unless it is the run shown.
    void showGates(qint64 runId, const std::vector<GateResult> &gates);
    QToolButton *annotateButton() const { return m_annotateButton; }
    // Whether the run shown stands out from its arm's repeats at its workload point
    // (runinspector_outliers.cpp); ignored unless it is the run shown.
    void showAmongRepeats(qint64 runId, const RunAmongRepeats &among);
    QLabel *annotationsLabel() const { return m_annotations; }
    qint64 runId() const { return m_runId; }
    QTreeWidget *tree() const { return m_tree; }
    // The least the Value column is given while the dock has room for it: the values are what
    // is read, so long property names are elided before the values are.
    int minimumValueWidthPx() const;
    QSize sizeHint() const override;

Q_SIGNALS:
    // Annotate… was clicked for the run shown.
    void annotateRequested(qint64 runId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

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
    void addAmongRepeats(const RunAmongRepeats &among);                // ..._outliers.cpp
    void addSource(const Run &run);
    // The Notes section's rows: one per note, the tags on one row, each status override.
    void fillNotes(const std::vector<RunAnnotation> &annotations); // runinspector_annotations.cpp
    // The Property column as wide as the names while the values keep their room; measured
    // again when rows are added (measureColumns) and fitted whenever the tree's width changes
    // (runinspector_columns.cpp).
    void measureColumns();
    void fitColumns();
    void clearTree();

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
    QTreeWidgetItem *m_notesSection = nullptr; // owned by m_tree; null while no run is shown
    int m_namesWidthPx = 0;                    // what the names and the values need
    int m_valuesWidthPx = 0;
    qint64 m_runId = 0;
};

} // namespace lanebook
