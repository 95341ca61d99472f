#pragma once

#include "backends/export/exportoutcome.h"
#include "models/base/expected.h"
#include "models/findings/chartrenderer.h"
#include "models/findings/findingevidence.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

class NotebookStore;

// The findings markdown from a notebook: every finding (of one lane, or all),
// oldest first, with its linked runs loaded in full, the comparison built as the Compare tab
// builds it, and charts drawn beside the markdown when a renderer is given.
struct FindingsExportOptions
{
    QString lane;          // empty: every lane
    QString generator;     // "Lanebook 0.1.0"
    QDateTime generatedAt; // invalid: now
    // Draws one chart; empty: no images, and the document says charts were not drawn.
    FindingChartRenderer chartRenderer;
    QString chartsUnavailableReason; // shown when chartRenderer is empty
};

// Loads the document (no files written). An unknown lane is an error naming the lanes there
// are; a lane or notebook without findings gives a document that says so.
Expected<FindingsDocument> loadFindingsDocument(const NotebookStore &store,
                                                const FindingsExportOptions &options);

// Writes FILE.md and, with a renderer, FILE-charts/finding-<id>-<metric>.png beside it: each
// finding's chart shows the metric its verdict was judged on (Finding::verdictMetric; the
// comparison's default metric for a verdict recorded without one).
// The three steps below in a row.
ExportOutcome exportFindings(const NotebookStore &store, const QString &markdownPath,
                             const FindingsExportOptions &options);

// The same export in three steps, for a caller whose renderer must run on another thread than
// the reads and the writing (the GUI: Qt Charts draws on the GUI thread only, the notebook is
// read on the thread pool). prepare and write run on any thread; draw on the renderer's.
struct PreparedFindingsExport
{
    // One chart to draw: the finding it belongs to (document.findings[finding]), its entry
    // there (charts[chart]), the metric and where the image goes.
    struct Chart
    {
        size_t finding = 0;
        size_t chart = 0;
        QString metricName;   // the comparison's metric
        QString path;         // absolute
        QString relativePath; // from the markdown file, as the document links it
    };

    QString markdownPath;
    FindingsDocument document;
    std::vector<Chart> charts;
    QStringList warnings; // the charts that could not be drawn
    QStringList files;    // the charts drawn
};

// Loads the document and plans its charts (one per finding with a comparison to draw, when
// options has a renderer; otherwise the document says why there are none). An unknown lane
// is an error, as loadFindingsDocument says it.
Expected<PreparedFindingsExport> prepareFindingsExport(const NotebookStore &store,
                                                       const QString &markdownPath,
                                                       const FindingsExportOptions &options);
// Draws the planned charts; a chart that cannot be drawn is named in the document instead,
// and in the warnings. drawFindingsChart draws the one at `index` of prepared.charts (a caller
// that keeps its thread answering draws one at a time).
void drawFindingsCharts(PreparedFindingsExport &prepared, const FindingChartRenderer &renderer);
void drawFindingsChart(PreparedFindingsExport &prepared, size_t index,
                       const FindingChartRenderer &renderer);
// Writes the markdown (atomically); the outcome lists it first, then the charts drawn. The
// markdown written is also put in *markdown when asked (the GUI's preview).
ExportOutcome writeFindingsExport(const PreparedFindingsExport &prepared,
                                  QString *markdown = nullptr);

} // namespace lanebook
