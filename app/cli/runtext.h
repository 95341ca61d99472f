#pragma once

#include "models/run/run.h"

#include <QString>

namespace lanebook::cli {

// Human-readable renderings of runs for the terminal (the --json forms are runToJson).
QString formatMetricValue(double value);
// The one number that best says what a run measured (throughput, speed or quality).
QString headlineMetric(const Run &run);
QString runDetailsText(const Run &run, qsizetype sampleCount);

} // namespace lanebook::cli
