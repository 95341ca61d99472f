#pragma once

#include "models/comparison/comparisonclaim.h" // suggestedFindingVerdict, for the page
#include "models/comparison/comparisonreport.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace lanebook {

// A comparison as the Compare tab receives it from a reader thread: the report, the request
// it answers (so that an answer to an older request is recognised and dropped), and the
// metrics the page may offer next. A value: built off the GUI thread, shown whole.
struct ComparisonSnapshot
{
    std::vector<qint64> controlRunIds; // as requested, in the order given
    std::vector<qint64> candidateRunIds;
    QString requestedMetric; // empty: the builder chose (report.metricName says which)
    ComparisonReport report;
    QStringList metricsOnBothArms;
    QString error; // the runs could not be read (no notebook, a run deleted meanwhile)
};

// The metrics a comparison of these arms can be about: recorded by at least one run of each
// arm, workload counters (concurrency, completed, ...) left out. Vocabulary order (throughput
// first, then latency, ...), names outside the vocabulary after them, alphabetically.
QStringList metricsOnBothArms(const std::vector<Run> &control, const std::vector<Run> &candidate);

} // namespace lanebook
