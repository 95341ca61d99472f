#include "backends/export/findingsexport.h"

#include "backends/export/exporttr.h"

#include "backends/notebook/notebookstore.h"
#include "backends/notebook/qualitylinks.h"
#include "models/findings/findingsmarkdown.h"
#include "models/findings/storytext.h"

#include <QDir>
#include <QFileInfo>

namespace lanebook {

namespace {

// Runs of one arm, in full with their request samples (the gates read them). A run that
// vanished between listing and loading is left out; the finding's deletedRuns names it.
std::vector<Run> loadRuns(const NotebookStore &store, const std::vector<qint64> &ids)
{
    std::vector<Run> runs;
    for (qint64 id : ids) {
        std::optional<Run> run = store.runs().run(id);
        if (!run)
            continue;
        run->samples = store.runs().requestSamples(id);
        runs.push_back(std::move(*run));
    }
    return runs;
}

QString fileSafe(const QString &text)
{
    QString out;
    for (QChar c : text)
        out += c.isLetterOrNumber() || c == u'-' || c == u'_' || c == u'.' ? c : u'_';
    return out;
}

} // namespace

std::optional<FindingsDocument> loadFindingsDocument(const NotebookStore &store,
                                                     const FindingsExportOptions &options,
                                                     QString *error)
{
    if (!options.lane.isEmpty() && !store.runs().laneNames().contains(options.lane)) {
        if (error) {
            const QStringList lanes = store.runs().laneNames();
            *error = lanes.isEmpty()
                         ? ExportTr::tr("no lane named \"%1\": the notebook has no lanes yet")
                               .arg(options.lane)
                         : ExportTr::tr("no lane named \"%1\"; lanes: %2")
                               .arg(options.lane, lanes.join(QStringLiteral(", ")));
        }
        return std::nullopt;
    }
    FindingsDocument document;
    document.scope = options.lane;
    document.notebookName = QFileInfo(store.path()).fileName();
    document.generator = options.generator;
    document.generatedAt =
        options.generatedAt.isValid() ? options.generatedAt : QDateTime::currentDateTimeUtc();
    if (!options.chartRenderer)
        document.chartsUnavailable = options.chartsUnavailableReason;
    for (const FindingSummary &summary : store.findings().summaries(options.lane)) {
        std::optional<Finding> finding = store.findings().finding(summary.id);
        if (!finding)
            continue; // deleted meanwhile
        std::vector<Run> control = loadRuns(store, finding->controlRunIds);
        std::vector<Run> candidate = loadRuns(store, finding->candidateRunIds);
        ComparisonRequest request;
        addLinkedQualityRuns(store, control, candidate, request);
        // The document is written in the user's language, the demo's story included.
        FindingEvidence evidence = collectFindingEvidence(
            findingForDisplay(*finding), std::move(control), std::move(candidate), request);
        for (qint64 waveId : finding->waveIds) {
            const auto wave = store.waves().wave(waveId);
            evidence.waveNames.push_back(wave ? wave->name : ExportTr::tr("wave %1").arg(waveId));
        }
        document.findings.push_back(std::move(evidence));
    }
    return document;
}

ExportOutcome exportFindings(const NotebookStore &store, const QString &markdownPath,
                             const FindingsExportOptions &options)
{
    ExportOutcome outcome;
    QString error;
    std::optional<FindingsDocument> document = loadFindingsDocument(store, options, &error);
    if (!document) {
        outcome.error = error;
        return outcome;
    }
    const QFileInfo target(markdownPath);
    const QString chartsFolder = target.completeBaseName() + QStringLiteral("-charts");
    if (options.chartRenderer) {
        for (FindingEvidence &evidence : document->findings) {
            FindingChart chart;
            const QString metric =
                evidence.comparison ? evidence.comparison->metricName : QString();
            chart.title = metric.isEmpty() ? ExportTr::tr("finding %1").arg(evidence.finding.id)
                                           : ExportTr::tr("%1 by workload point").arg(metric);
            if (!evidence.comparison || !evidence.comparison->comparable) {
                chart.problem = ExportTr::tr("no data for the chosen axes (%1)")
                                    .arg(evidence.comparisonProblem.isEmpty()
                                             ? ExportTr::tr("nothing to compare")
                                             : evidence.comparisonProblem);
                evidence.charts.push_back(chart);
                continue;
            }
            const QString relative =
                chartsFolder + u'/' +
                QStringLiteral("finding-%1-%2.png").arg(evidence.finding.id).arg(fileSafe(metric));
            FindingChartRequest request;
            request.title = evidence.finding.title;
            request.metricName = metric;
            request.controlRuns = evidence.controlRuns;
            request.candidateRuns = evidence.candidateRuns;
            request.path = target.absoluteDir().filePath(relative);
            if (!QDir().mkpath(QFileInfo(request.path).absolutePath())) {
                chart.problem =
                    ExportTr::tr("cannot create %1").arg(QFileInfo(request.path).absolutePath());
            } else {
                QString chartError;
                if (options.chartRenderer(request, &chartError)) {
                    chart.relativePath = relative;
                    outcome.files << request.path;
                } else {
                    chart.problem = chartError.isEmpty()
                                        ? ExportTr::tr("the chart could not be drawn")
                                        : chartError;
                }
            }
            if (!chart.problem.isEmpty())
                outcome.warnings << ExportTr::tr("finding %1: no chart: %2")
                                        .arg(evidence.finding.id)
                                        .arg(chart.problem);
            evidence.charts.push_back(chart);
        }
    }
    for (const FindingEvidence &evidence : document->findings) {
        if (!evidence.finding.deletedRuns.empty())
            outcome.warnings << ExportTr::tr("finding %1: %n linked run(s) deleted since", nullptr,
                                             int(evidence.finding.deletedRuns.size()))
                                    .arg(evidence.finding.id);
        if (!evidence.finding.hasLinkedRuns())
            outcome.warnings << ExportTr::tr("finding %1: no linked runs").arg(evidence.finding.id);
    }
    const QString markdown = renderFindingsMarkdown(*document);
    if (!writeExportFile(markdownPath, markdown.toUtf8(), &error)) {
        outcome.error = error;
        return outcome;
    }
    outcome.files.prepend(markdownPath);
    outcome.items = int(document->findings.size());
    outcome.ok = true;
    return outcome;
}

} // namespace lanebook
