#pragma once

#include "models/charts/chartdata.h"
#include "models/run/run.h"

#include <vector>

namespace lanebook {

// Two arms of a comparison as a chart: a metric's median per workload point, one series per
// arm, the IQR of each point's repeats as error bars. The findings export draws it beside the
// markdown (models/findings/chartrenderer.h). When the points differ only in concurrency (or
// only in input length) x is that number on a log axis, else each point is a category.
namespace ArmCharts {

ChartData metricByPoint(const std::vector<Run> &controlRuns, const std::vector<Run> &candidateRuns,
                        const QString &metricName, const QString &controlName,
                        const QString &candidateName, const QString &title = {});

} // namespace ArmCharts

} // namespace lanebook
