#pragma once

#include "models/comparison/comparisonreport.h"
#include "models/comparison/qualityrows.h"
#include "models/findings/finding.h"
#include "models/run/run.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// A chart beside the findings markdown: the image's path relative to the markdown file, or
// why there is none (the document says so instead of showing a broken image).
struct FindingChart
{
    QString title;
    QString relativePath;
    QString problem;
};

// Everything the findings document says about one finding: the finding, its arms' runs,
// the comparison the Compare tab would show for them, quality beside speed, and charts.
// Built in models so the export and the Findings tab's live preview render the same thing.
struct FindingEvidence
{
    Finding finding;
    std::vector<Run> controlRuns;
    std::vector<Run> candidateRuns;
    std::vector<QString> waveNames;
    std::optional<ComparisonReport> comparison;
    QString comparisonProblem;       // why there is no comparison table, and what would fix it
    std::vector<QualityRow> quality; // the arms' runs and the quality runs linked to them
    std::vector<FindingChart> charts;
    // The workload point whose numbers fill the reporting-standard block: the last shared
    // point in grid order (the highest load measured), or none.
    std::optional<WorkloadPoint> headlinePoint;
};

// Builds the comparison (the Compare tab's builder) and the quality rows. Runs
// should carry their request samples when the gates are to read them. The comparison is about
// the metric the finding's verdict was judged on, unless the request names one.
FindingEvidence collectFindingEvidence(const Finding &finding, std::vector<Run> controlRuns,
                                       std::vector<Run> candidateRuns,
                                       const ComparisonRequest &request = {});

// The whole findings document.
struct FindingsDocument
{
    QString scope;        // the lane exported, or empty for every lane
    QString notebookName; // the notebook file's name, for the header
    QString generator;    // "Lanebook 0.1.0"
    QDateTime generatedAt;
    std::vector<FindingEvidence> findings; // in the order shown (oldest first)
    // Set when charts were asked for but cannot be drawn by this build (no renderer).
    QString chartsUnavailable;
};

} // namespace lanebook
