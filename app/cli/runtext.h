#pragma once

#include "models/run/run.h"

#include <QString>

namespace lanebook::cli {

// Human-readable renderings of runs for the terminal (the --json forms are runToJson).
// A metric's value at the precision its unit deserves (NumberText::metricValue), no unit.
QString formatMetricValue(const QString &metricName, double value);
// The one number that best says what a run measured (throughput, speed or quality).
QString headlineMetric(const Run &run);
QString runDetailsText(const Run &run, qsizetype sampleCount);

} // namespace lanebook::cli
