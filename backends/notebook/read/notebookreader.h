#pragma once

#include "backends/threads/jobtoken.h"
#include "models/charts/chartrun.h"
#include "models/comparison/comparisonsnapshot.h"
#include "models/comparison/outlierflags.h"
#include "models/findings/findingdetails.h"
#include "models/findings/findingverdict.h"
#include "models/frontier/slo.h"
#include "models/gates/gateresult.h"
#include "models/run/run.h"
#include "models/runtable/runtablesnapshot.h"
#include "models/telemetry/runtelemetry.h"

#include <QFuture>
#include <QHash>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace lanebook {

struct FindingsExportOptions;
struct PreparedFindingsExport;

// Every read the window makes, off the GUI thread: each call runs on the global thread pool
// with its own read-only connection and delivers a value. The window's wirings start them
// through a JobTracker (app/gui/jobtracker.h: read()), which hands each its JobToken and
// delivers the result on the GUI thread only while it is still the latest job of its kind; a
// read whose token is cancelled stops between its steps (before it opens the notebook, between
// runs) and gives an empty value nobody sees. Thread rule: call from any thread; the values
// are delivered by the futures.
namespace NotebookReader {

// The Runs table. Up to twoStepTableRuns() runs it comes whole from one read. A larger
// notebook comes in two: its run columns (metricsPending set; a run also in `previous`, the
// table shown now, keeps the metric values shown, since a run's metrics never change), then,
// given that snapshot, runTableMetrics() returns the same rows with their metric columns
// filled (same runColumnsId). A run added between the two reads has no metrics in the
// second; the change notice that follows reads it.
QFuture<RunTableSnapshot> runTableSnapshot(const QString &notebookPath,
                                           const QStringList &metricColumns,
                                           std::shared_ptr<const RunTableSnapshot> previous = {},
                                           JobToken token = {});
int twoStepTableRuns();
void setTwoStepTableRuns(int runs); // for tests
// A notebook of at least headFirstTableRuns() runs (by id), when no table of it is shown yet,
// comes first as a screenful (RunTableSnapshot::headOnly: the first runs whole, the others by
// id alone); the caller then asks again, with that snapshot as `previous`, for the rest.
int headFirstTableRuns();
void setHeadFirstTableRuns(int runs, int headRows = 500); // for tests
QFuture<RunTableSnapshot> runTableMetrics(const QString &notebookPath,
                                          std::shared_ptr<const RunTableSnapshot> runs,
                                          JobToken token = {});

struct RunDetails
{
    std::optional<Run> run; // with request samples
    // A wave run held against its arm's other repeats at its point; unset for other runs.
    std::optional<RunAmongRepeats> amongRepeats;
    // The run's validity gates for the inspector: as stored when it was judged (import, wave,
    // `lanebook-cli gates`), else as the gates judge the run now, as `gates RUN` would.
    std::vector<GateResult> gates;
    QString error;
};

QFuture<RunDetails> runDetails(const QString &notebookPath, qint64 runId, JobToken token = {});

// Loads both arms in full (with request samples, which the run gates read) and builds the
// comparison there, on the pool: the statistics (bootstrap resamples) never run on the GUI
// thread. An empty metricName lets the builder choose. A run that cannot be read gives an
// error naming it, and no report.
QFuture<ComparisonSnapshot> comparison(const QString &notebookPath,
                                       const std::vector<qint64> &controlRunIds,
                                       const std::vector<qint64> &candidateRunIds,
                                       const QString &metricName, JobToken token = {});

// Every finding, newest first (empty when the notebook cannot be read).
QFuture<std::vector<FindingRef>> findings(const QString &notebookPath, JobToken token = {});

// Findings for the Findings tab (notebookreader_findings.cpp; topic owner: findings), as it
// shows them (findingForDisplay): the list with verdicts (oldest first; lane empty: all), and
// one finding with its edit history and the names of the runs and waves it links.
QFuture<std::vector<FindingSummary>>
findingSummaries(const QString &notebookPath, const QString &lane = {}, JobToken token = {});
QFuture<FindingDetails> findingDetails(const QString &notebookPath, qint64 findingId,
                                       JobToken token = {});
// A run's notes, tags and status overrides, oldest first.
QFuture<std::vector<RunAnnotation>> runAnnotations(const QString &notebookPath, qint64 runId,
                                                   JobToken token = {});

// For the Charts tab (notebookreader_charts.cpp): every run as the charts see it
// (RunRepository::chartRuns), chosen runs in full with their request samples (the detail
// charts; runs that cannot be read are left out), and one run with its telemetry trace.
QFuture<std::vector<ChartRun>> chartRuns(const QString &notebookPath, JobToken token = {});
QFuture<std::vector<Run>> runsWithSamples(const QString &notebookPath, const QList<qint64> &runIds,
                                          JobToken token = {});
struct RunWithTelemetry
{
    Run run; // with request samples; id 0 when it could not be read
    RunTelemetry trace;
};
QFuture<RunWithTelemetry> runWithTelemetry(const QString &notebookPath, qint64 runId,
                                           JobToken token = {});
// The inspector's telemetry: the run's trace alone (empty when there is none).
QFuture<RunTelemetry> telemetryOfRun(const QString &notebookPath, qint64 runId,
                                     JobToken token = {});
// The notebook tree's lanes: each lane's SLO, by lane name (lanes without one left out).
QFuture<QHash<QString, Slo>> laneSlos(const QString &notebookPath, JobToken token = {});

// A findings export's read (backends/export/findingsexport.h: prepareFindingsExport): the
// findings with their runs and comparisons, and the charts to draw, or why not.
struct PreparedExport
{
    std::shared_ptr<PreparedFindingsExport> prepared;
    QString error;
};
QFuture<PreparedExport> findingsExport(const QString &notebookPath, const QString &markdownPath,
                                       const FindingsExportOptions &options, JobToken token = {});

} // namespace NotebookReader

} // namespace lanebook
