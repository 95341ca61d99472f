#pragma once

#include "models/run/run.h"

#include <QString>

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
    double value = 0.0;
    QString reason;
};

// `runs` are one arm's; they are grouped by workload point, and a point needs 3 repeats
// with the metric before anything can stand out. In the order the runs were given.
std::vector<RepeatOutlier> repeatOutliers(const std::vector<Run> &runs, const QString &metricName);

} // namespace lanebook
