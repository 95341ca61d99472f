#pragma once

#include "models/run/run.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace lanebook {

// Outliers as the inspector, the compare table and the findings export show them: flagged
// with the rule that flagged them (stats::flagOutliers: modified z-score beyond 3.5, or
// outside the 1.5 IQR Tukey fences), never dropped from any number.

// A request of a run whose time to first token or end-to-end latency stands out from the
// run's other successful requests.
struct RequestOutlier
{
    int requestIndex = 0; // RequestSample::index
    QString metric;       // "ttft_ms" or "e2el_ms"
    double valueMs = 0.0;
    QString reason; // both rules' reasons when both flagged it
};

// Ordered by metric (TTFT first), then request.
std::vector<RequestOutlier> requestOutliers(const std::vector<RequestSample> &samples);

// A run whose metric stands out from the other repeats of its arm at its workload point.
struct RepeatOutlier
{
    qint64 runId = 0;
    QString label;
    QString point; // WorkloadPoint::label()
    QString metric;
    double value = 0.0;
    QString reason;
    bool inControlArm = false; // set by the comparison, which knows the arm
};

// `runs` are one arm's; they are grouped by workload point, and a point needs 3 repeats
// with the metric before anything can stand out. In the order the runs were given.
std::vector<RepeatOutlier> repeatOutliers(const std::vector<Run> &runs, const QString &metricName);

// One run held against its arm's other repeats at its workload point (the inspector): how
// many repeats there are (itself included) and where the run stands out, on each metric of
// repeatOutlierMetrics() it records.
struct RunAmongRepeats
{
    int repeats = 0;
    std::vector<RepeatOutlier> outliers; // this run's only; `point` and `reason` as above
    QStringList metrics;                 // the metrics it was checked on
};

// `armRuns` are the runs of the run's arm (the run itself among them or not).
RunAmongRepeats runAmongRepeats(const Run &run, const std::vector<Run> &armRuns);

// The metrics a run is checked on among its repeats where it is shown alone (the inspector):
// throughput and the median latencies, those the runs record.
QStringList repeatOutlierMetrics();

// One line on the requests of a run that stand out: how many, and the worst ("Run r1: 3
// requests stand out, the worst request 4's TTFT at 2000.0 ms against a median of 51.0 ms;
// they are kept in its numbers"); empty when none does. The worst is the one furthest from
// its latency's median, as a ratio either way. A run with a thousand slow requests still
// takes one line: requestOutlierDetails() has each of them, on demand.
QString requestOutlierSummary(const Run &run);
// Each request that stands out, with the rule that flagged it ("request 4's TTFT 2000.0 ms
// (modified z-score 9.1 beyond 3.5)"), in requestOutliers() order.
QStringList requestOutlierDetails(const Run &run);

} // namespace lanebook
