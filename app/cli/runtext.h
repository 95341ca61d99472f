#pragma once

#include "models/run/run.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace lanebook::cli {

// Human-readable renderings of runs for the terminal (the --json forms are runToJson).
// A metric's value at the precision its unit deserves (NumberText::metricValue), no unit.
QString formatMetricValue(const QString &metricName, double value);
// The one number that best says what a run measured (throughput, speed or quality).
QString headlineMetric(const Run &run);
// The same as a metric name and its value ({} when the run has none).
std::pair<QString, QString> headlineMetricParts(const Run &run);
// Rows as aligned columns: every cell padded to the widest of its column, two spaces between
// columns, right-aligned where rightAligned says (numbers), no trailing spaces.
QString alignedColumns(const QList<QStringList> &rows, const QList<bool> &rightAligned);
// `lanebook-cli runs`: a header row, then one row per run (id, format, label, model, the
// headline metric's name as people read it and its value right-aligned).
QString runsTable(const std::vector<Run> &runs);
// `lanebook-cli show`: a run in full; each metric by the name people read, its value and
// unit, then its vocabulary id and the key the tool wrote.
QString runDetailsText(const Run &run, qsizetype sampleCount);

} // namespace lanebook::cli
