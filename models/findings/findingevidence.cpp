#include "models/findings/findingevidence.h"

#include "models/findings/findingstr.h"

#include "models/run/metricvocabulary.h"
#include "models/statistics/summary.h"

#include <algorithm>

namespace lanebook {

FindingEvidence collectFindingEvidence(const Finding &finding, std::vector<Run> controlRuns,
                                       std::vector<Run> candidateRuns,
                                       const ComparisonRequest &request)
{
    FindingEvidence evidence;
    evidence.finding = finding;
    evidence.controlRuns = std::move(controlRuns);
    evidence.candidateRuns = std::move(candidateRuns);
    evidence.quality =
        qualityRows(withQualityRuns(evidence.controlRuns, request.controlQualityRuns),
                    withQualityRuns(evidence.candidateRuns, request.candidateQualityRuns));

    const bool noControl = evidence.controlRuns.empty();
    const bool noCandidate = evidence.candidateRuns.empty();
    if (noControl && noCandidate) {
        evidence.comparisonProblem =
            finding.deletedRuns.empty()
                ? FindingsTr::tr("No runs are linked to this finding yet, so there is nothing to "
                                 "compare. Link them with `lanebook-cli finding link %1 --control "
                                 "RUN... --candidate RUN...` or from the Compare tab.")
                      .arg(finding.id)
                : FindingsTr::tr("Every run linked to this finding has since been deleted from the "
                                 "notebook; the numbers below cannot be recomputed.");
        return evidence;
    }
    if (noControl || noCandidate) {
        evidence.comparisonProblem =
            FindingsTr::tr("Only the %1 arm has runs linked; a comparison needs both. Link the %2 "
                           "runs with `lanebook-cli finding link %3 --%2 RUN...`.")
                .arg(noControl ? FindingsTr::tr("candidate") : FindingsTr::tr("control"),
                     noControl ? QStringLiteral("control") : QStringLiteral("candidate"))
                .arg(finding.id);
        return evidence;
    }
    // The table, the conclusion and the chart show the number the verdict rests on, not
    // whichever throughput the builder would choose.
    ComparisonRequest judged = request;
    if (judged.metricName.trimmed().isEmpty())
        judged.metricName = finding.verdictMetric;
    ComparisonReport report = buildComparison(evidence.controlRuns, evidence.candidateRuns, judged);
    if (!report.comparable)
        evidence.comparisonProblem = report.message;
    for (auto it = report.points.rbegin(); it != report.points.rend(); ++it) {
        if (it->controlMedian && it->candidateMedian) {
            evidence.headlinePoint = it->point;
            break;
        }
    }
    evidence.comparison = std::move(report);
    return evidence;
}

} // namespace lanebook
