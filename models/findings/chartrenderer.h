#pragma once

#include "models/base/expected.h"
#include "models/run/run.h"

#include <QString>

#include <functional>
#include <vector>

namespace lanebook {

// The seam between the findings export (backends/) and the charts (widgets/charts/, Qt
// Charts): backends never link widgets, so whoever can draw (lanebook-cli with a
// QGuiApplication, the GUI) hands the exporter a function. Without one the export writes
// no images and says so in the document.
struct FindingChartRequest
{
    // "metric-by-point": the metric's median per workload point, one series per arm.
    QString kind = QStringLiteral("metric-by-point");
    QString title;
    QString metricName;             // e.g. output_tok_per_s
    std::vector<Run> controlRuns;   // one series
    std::vector<Run> candidateRuns; // the other
    QString controlName = QStringLiteral("control");
    QString candidateName = QStringLiteral("candidate");
    QString path; // the PNG to write
    int widthPx = 960;
    int heightPx = 540;
};

// Writes request.path, or fails saying why the chart could not be drawn (no data for the
// axes, a write error). Must not throw.
using FindingChartRenderer = std::function<Expected<void>(const FindingChartRequest &request)>;

} // namespace lanebook
