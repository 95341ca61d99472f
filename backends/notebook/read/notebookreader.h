#pragma once

#include "models/comparison/comparisonsnapshot.h"
#include "models/comparison/outlierflags.h"
#include "models/findings/findingevidence.h"
#include "models/findings/findingverdict.h"
#include "models/gates/gateresult.h"
#include "models/run/run.h"
#include "models/runtable/runtablesnapshot.h"

#include <QFuture>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace lanebook {

// Reads for the GUI, off the GUI thread: each call runs on the global thread pool with
// its own read-only connection and delivers a value. The window hands each future to its
// JobTracker (app/gui/jobtracker.h), which delivers the result on the GUI thread only while
// it is still the latest job of its kind.
namespace NotebookReader {

// The Runs table. Up to twoStepTableRuns() runs it comes whole from one read. A larger
// notebook comes in two: its run columns (metricsPending set; a run also in `previous`, the
// table shown now, keeps the metric values shown, since a run's metrics never change), then,
// given that snapshot, runTableMetrics() returns the same rows with their metric columns
// filled (same runColumnsId). A run added between the two reads has no metrics in the
// second; the change notice that follows reads it.
QFuture<RunTableSnapshot> runTableSnapshot(const QString &notebookPath,
                                           const QStringList &metricColumns,
                                           std::shared_ptr<const RunTableSnapshot> previous = {});
int twoStepTableRuns();
void setTwoStepTableRuns(int runs); // for tests
// A notebook of at least headFirstTableRuns() runs (by id), when no table of it is shown yet,
// comes first as a screenful (RunTableSnapshot::headOnly: the first runs whole, the others by
// id alone); the caller then asks again, with that snapshot as `previous`, for the rest.
int headFirstTableRuns();
void setHeadFirstTableRuns(int runs, int headRows = 500); // for tests
QFuture<RunTableSnapshot> runTableMetrics(const QString &notebookPath,
                                          std::shared_ptr<const RunTableSnapshot> runs);

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

QFuture<RunDetails> runDetails(const QString &notebookPath, qint64 runId);

// Loads both arms in full (with request samples, which the run gates read) and builds the
// comparison there, on the pool: the statistics (bootstrap resamples) never run on the GUI
// thread. An empty metricName lets the builder choose. A run that cannot be read gives an
// error naming it, and no report.
QFuture<ComparisonSnapshot> comparison(const QString &notebookPath,
                                       const std::vector<qint64> &controlRunIds,
                                       const std::vector<qint64> &candidateRunIds,
                                       const QString &metricName);

// Every finding, newest first (empty when the notebook cannot be read).
QFuture<std::vector<FindingRef>> findings(const QString &notebookPath);

// Findings in full (notebookreader_findings.cpp; topic owner: findings), for the Findings
// tab: the list with verdicts (oldest first; lane empty: all), and one finding with its
// runs loaded, its comparison built (as the Compare tab builds it) and its edit history,
// ready for renderFindingSection (models/findings/findingsmarkdown.h).
QFuture<std::vector<FindingSummary>> findingSummaries(const QString &notebookPath,
                                                      const QString &lane = {});
struct FindingDetails
{
    std::optional<FindingEvidence> evidence;
    std::vector<FindingEdit> edits; // oldest first
    QString error;
};
QFuture<FindingDetails> findingDetails(const QString &notebookPath, qint64 findingId);
// A run's notes, tags and status overrides, oldest first.
QFuture<std::vector<RunAnnotation>> runAnnotations(const QString &notebookPath, qint64 runId);

} // namespace NotebookReader

} // namespace lanebook
