#include "models/findings/findingevidence.h"

#include "models/run/metricvocabulary.h"
#include "models/statistics/summary.h"

#include <QCoreApplication>

#include <algorithm>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FindingEvidence)
};

bool isQualityMetric(const QString &name)
{
    if (name.endsWith(QLatin1String("stderr")) || name == QLatin1String("spec_draft_tokens"))
        return false;
    const auto entry = MetricVocabulary::describe(name);
    return entry && (entry->group == MetricVocabulary::Group::Quality ||
                     entry->group == MetricVocabulary::Group::Speculative);
}

std::optional<double> medianOfMetric(const std::vector<Run> &runs, const QString &name, int &n)
{
    std::vector<double> values;
    for (const Run &run : runs) {
        if (const auto value = run.metricValue(name))
            values.push_back(*value);
    }
    n = int(values.size());
    if (values.empty())
        return std::nullopt;
    return stats::summarize(values).median;
}

std::vector<QualityRow> qualityRows(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate)
{
    QStringList names;
    for (const std::vector<Run> *arm : {&control, &candidate}) {
        for (const Run &run : *arm) {
            for (const MetricValue &m : run.metrics) {
                if (isQualityMetric(m.name) && !names.contains(m.name))
                    names << m.name;
            }
        }
    }
    names.sort();
    std::vector<QualityRow> rows;
    for (const QString &name : names) {
        QualityRow row;
        row.metricName = name;
        row.controlMedian = medianOfMetric(control, name, row.controlRuns);
        row.candidateMedian = medianOfMetric(candidate, name, row.candidateRuns);
        rows.push_back(row);
    }
    return rows;
}

} // namespace

FindingEvidence collectFindingEvidence(const Finding &finding, std::vector<Run> controlRuns,
                                       std::vector<Run> candidateRuns,
                                       const ComparisonRequest &request)
{
    FindingEvidence evidence;
    evidence.finding = finding;
    evidence.controlRuns = std::move(controlRuns);
    evidence.candidateRuns = std::move(candidateRuns);
    evidence.quality = qualityRows(evidence.controlRuns, evidence.candidateRuns);

    const bool noControl = evidence.controlRuns.empty();
    const bool noCandidate = evidence.candidateRuns.empty();
    if (noControl && noCandidate) {
        evidence.comparisonProblem =
            finding.deletedRuns.empty()
                ? Tr::tr("No runs are linked to this finding yet, so there is nothing to "
                         "compare. Link them with `lanebook-cli finding link %1 --control "
                         "RUN... --candidate RUN...` or from the Compare tab.")
                      .arg(finding.id)
                : Tr::tr("Every run linked to this finding has since been deleted from the "
                         "notebook; the numbers below cannot be recomputed.");
        return evidence;
    }
    if (noControl || noCandidate) {
        evidence.comparisonProblem =
            Tr::tr("Only the %1 arm has runs linked; a comparison needs both. Link the %2 "
                   "runs with `lanebook-cli finding link %3 --%2 RUN...`.")
                .arg(noControl ? Tr::tr("candidate") : Tr::tr("control"),
                     noControl ? QStringLiteral("control") : QStringLiteral("candidate"))
                .arg(finding.id);
        return evidence;
    }
    ComparisonReport report =
        buildComparison(evidence.controlRuns, evidence.candidateRuns, request);
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
