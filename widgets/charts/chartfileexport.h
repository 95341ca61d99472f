#pragma once

#include "models/base/expected.h"
#include "models/charts/chartdata.h"
#include "models/charts/chartoptions.h"
#include "models/run/run.h"

#include <QSize>
#include <QString>

#include <vector>

namespace lanebook {

struct FindingChartRequest;

// Charts to files without a window: the same drawing as the Charts tab, rendered into a PNG
// or SVG image (chosen by the path's suffix). Needs a QApplication (Qt Charts items are
// graphics widgets); with QT_QPA_PLATFORM=offscreen no display is needed. A chart with nothing
// to draw is not written: false, with its empty-state message in *error.

// Light for documents (the findings export, `lanebook-cli`); the Charts tab exports in the
// theme it shows, so that what is saved is what was on screen.
enum class ChartFileTheme { Light, Dark };

Expected<void> renderChartToFile(const ChartData &data, const QString &path, QSize size,
                                 ChartFileTheme theme = ChartFileTheme::Light);

// Builds the chart of options.kind from full runs (with request samples for the latency
// kinds; the telemetry kind is not drawn from runs alone), then renders it.
Expected<void> renderChartToFile(const ChartOptions &options, const std::vector<Run> &runs,
                                 const QString &path, QSize size);

// The findings export's seam (models/findings/chartrenderer.h): "metric-by-point", the
// metric's median per workload point, one series per arm. Hand it to the exporter as a
// FindingChartRenderer.
Expected<void> renderFindingChart(const FindingChartRequest &request);

} // namespace lanebook
