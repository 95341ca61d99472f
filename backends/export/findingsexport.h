#pragma once

#include "backends/export/exportoutcome.h"
#include "models/findings/chartrenderer.h"
#include "models/findings/findingevidence.h"

#include <QString>

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

// Loads the document (no files written). An unknown lane is an error; a lane or notebook
// without findings gives a document that says so.
std::optional<FindingsDocument> loadFindingsDocument(const NotebookStore &store,
                                                     const FindingsExportOptions &options,
                                                     QString *error);

// Writes FILE.md and, with a renderer, FILE-charts/finding-<id>-<metric>.png beside it.
ExportOutcome exportFindings(const NotebookStore &store, const QString &markdownPath,
                             const FindingsExportOptions &options);

} // namespace lanebook
