#include "backends/export/findingsexport.h"

#include "backends/export/exporttr.h"

#include "backends/notebook/notebookstore.h"
#include "backends/notebook/repositories/qualitylinks.h"
#include "models/findings/findingsmarkdown.h"
#include "models/findings/storytext.h"
#include "models/run/metricvocabulary.h"

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

Expected<FindingsDocument> loadFindingsDocument(const NotebookStore &store,
                                                const FindingsExportOptions &options)
{
    if (!options.lane.isEmpty() && !store.runs().laneNames().contains(options.lane)) {
        const QStringList lanes = store.runs().laneNames();
        return unexpected(lanes.isEmpty()
                              ? ExportTr::tr("no lane named \"%1\": the notebook has no lanes yet")
                                    .arg(options.lane)
                              : ExportTr::tr("no lane named \"%1\"; lanes: %2")
                                    .arg(options.lane, lanes.join(QStringLiteral(", "))));
    }
    FindingsDocument document;
    document.scope = options.lane;
    document.notebookName = QFileInfo(store.path()).fileName();
    document.generator = options.generator;
    document.generatedAt =
        options.generatedAt.isValid() ? options.generatedAt : QDateTime::currentDateTimeUtc();
    if (!options.chartRenderer)
        document.chartsUnavailable = options.chartsUnavailableReason;
    // A list that could not be read is refused, not exported as no findings.
    const Expected<std::vector<FindingSummary>> summaries =
        store.findings().summaries(options.lane);
    if (!summaries)
        return unexpected(summaries.error());
    for (const FindingSummary &summary : *summaries) {
        const Expected<Finding> finding = store.findings().finding(summary.id);
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

Expected<PreparedFindingsExport> prepareFindingsExport(const NotebookStore &store,
                                                       const QString &markdownPath,
                                                       const FindingsExportOptions &options)
{
    Expected<FindingsDocument> document = loadFindingsDocument(store, options);
    if (!document)
        return unexpected(document.error());
    PreparedFindingsExport prepared;
    prepared.markdownPath = markdownPath;
    prepared.document = std::move(*document);
    if (!options.chartRenderer)
        return prepared;
    const QFileInfo target(markdownPath);
    const QString chartsFolder = target.completeBaseName() + QStringLiteral("-charts");
    for (size_t i = 0; i < prepared.document.findings.size(); ++i) {
        FindingEvidence &evidence = prepared.document.findings[i];
        // The metric the finding's verdict was judged on (collectFindingEvidence compares that
        // one), not a default throughput.
        const QString metric = evidence.comparison ? evidence.comparison->metricName : QString();
        FindingChart chart;
        chart.title =
            metric.isEmpty()
                ? ExportTr::tr("finding %1").arg(evidence.finding.id)
                : ExportTr::tr("%1 by workload point").arg(MetricVocabulary::displayName(metric));
        if (!evidence.comparison || !evidence.comparison->comparable) {
            chart.problem =
                ExportTr::tr("no data for the chosen axes (%1)")
                    .arg(evidence.comparisonProblem.isEmpty() ? ExportTr::tr("nothing to compare")
                                                              : evidence.comparisonProblem);
            evidence.charts.push_back(chart);
            continue;
        }
        PreparedFindingsExport::Chart planned;
        planned.finding = i;
        planned.chart = evidence.charts.size();
        planned.metricName = metric;
        planned.relativePath =
            chartsFolder + u'/' +
            QStringLiteral("finding-%1-%2.png").arg(evidence.finding.id).arg(fileSafe(metric));
        planned.path = target.absoluteDir().filePath(planned.relativePath);
        evidence.charts.push_back(chart);
        prepared.charts.push_back(std::move(planned));
    }
    return prepared;
}

void drawFindingsCharts(PreparedFindingsExport &prepared, const FindingChartRenderer &renderer)
{
    for (size_t i = 0; i < prepared.charts.size(); ++i)
        drawFindingsChart(prepared, i, renderer);
}

void drawFindingsChart(PreparedFindingsExport &prepared, size_t index,
                       const FindingChartRenderer &renderer)
{
    const PreparedFindingsExport::Chart &planned = prepared.charts.at(index);
    FindingEvidence &evidence = prepared.document.findings.at(planned.finding);
    FindingChart &chart = evidence.charts.at(planned.chart);
    FindingChartRequest request;
    request.title = evidence.finding.title;
    request.metricName = planned.metricName;
    request.controlRuns = evidence.controlRuns;
    request.candidateRuns = evidence.candidateRuns;
    request.path = planned.path;
    if (!renderer) {
        chart.problem = ExportTr::tr("the chart could not be drawn");
    } else if (!QDir().mkpath(QFileInfo(request.path).absolutePath())) {
        chart.problem =
            ExportTr::tr("cannot create %1").arg(QFileInfo(request.path).absolutePath());
    } else {
        if (const Expected<void> drawn = renderer(request)) {
            chart.relativePath = planned.relativePath;
            prepared.files << request.path;
        } else {
            chart.problem = drawn.error().isEmpty() ? ExportTr::tr("the chart could not be drawn")
                                                    : drawn.error();
        }
    }
    if (!chart.problem.isEmpty())
        prepared.warnings
            << ExportTr::tr("finding %1: no chart: %2").arg(evidence.finding.id).arg(chart.problem);
}

ExportOutcome writeFindingsExport(const PreparedFindingsExport &prepared, QString *markdown)
{
    ExportOutcome outcome;
    outcome.warnings = prepared.warnings;
    for (const FindingEvidence &evidence : prepared.document.findings) {
        if (!evidence.finding.deletedRuns.empty())
            outcome.warnings << ExportTr::tr("finding %1: %n linked run(s) deleted since", nullptr,
                                             int(evidence.finding.deletedRuns.size()))
                                    .arg(evidence.finding.id);
        if (!evidence.finding.hasLinkedRuns())
            outcome.warnings << ExportTr::tr("finding %1: no linked runs").arg(evidence.finding.id);
    }
    const QString text = renderFindingsMarkdown(prepared.document);
    if (const Expected<void> written = writeExportFile(prepared.markdownPath, text.toUtf8());
        !written) {
        outcome.error = written.error();
        return outcome;
    }
    if (markdown)
        *markdown = text;
    outcome.files << prepared.markdownPath << prepared.files;
    outcome.items = int(prepared.document.findings.size());
    outcome.ok = true;
    return outcome;
}

ExportOutcome exportFindings(const NotebookStore &store, const QString &markdownPath,
                             const FindingsExportOptions &options)
{
    Expected<PreparedFindingsExport> prepared = prepareFindingsExport(store, markdownPath, options);
    if (!prepared) {
        ExportOutcome outcome;
        outcome.error = prepared.error();
        return outcome;
    }
    drawFindingsCharts(*prepared, options.chartRenderer);
    return writeFindingsExport(*prepared);
}

} // namespace lanebook
