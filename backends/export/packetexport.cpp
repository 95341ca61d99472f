#include "backends/export/packetexport.h"

#include "backends/export/exporttr.h"

#include "backends/export/findingsexport.h"
#include "backends/notebook/notebookstore.h"
#include "models/comparison/comparisonclaim.h"
#include "models/comparison/comparisonreport.h"
#include "models/findings/findingsformat.h"
#include "models/findings/markdowntext.h"
#include "models/findings/secretredaction.h"
#include "models/run/runjson.h"
#include "models/run/sourcelocator.h"
#include "models/text/numbertext.h"

#include <QDir>
#include <QSet>

#include <map>

namespace lanebook {

namespace {

namespace F = FindingsFormat;
namespace N = NumberText;
namespace M = MarkdownText;

struct LaneRun
{
    Run run;
    std::vector<GateResult> gates;
    std::vector<RunAnnotation> annotations;
    QString folder; // data/<folder>/summary.json
};

QString safe(const QString &text)
{
    return M::tableCell(redactSecretsInText(text));
}

QString code(const QString &text)
{
    return M::codeSpan(redactSecretsInText(text));
}

QString header(const QString &title, const QString &lane, const PacketExportOptions &options)
{
    return QStringLiteral("# %1: %2\n\n_%3_\n\n")
        .arg(title, M::inlineText(lane),
             ExportTr::tr("Written by %1 on %2; regenerate with `lanebook-cli export packet --lane "
                          "LANE --out DIR`.")
                 .arg(M::inlineText(options.generator), F::timestamp(options.generatedAt)));
}

// The run's headline number under the name people read (its id is in summary.json).
QString mainMetricValue(const Run &run)
{
    const QString metric = defaultComparisonMetric({run}, {});
    if (metric.isEmpty()) {
        for (const QString &quality : {QStringLiteral("perplexity"), QStringLiteral("kl_mean")}) {
            if (const auto value = run.metricValue(quality))
                return QStringLiteral("%1 %2").arg(F::metricName(quality), F::value(value));
        }
        return QStringLiteral("—");
    }
    return QStringLiteral("%1 %2").arg(F::metricName(metric), F::value(run.metricValue(metric)));
}

// What each gate checks, in one sentence, so the packet reads without the app.
QString gateChecks(GateId gate)
{
    switch (gate) {
    case GateId::LedgerBound:
        return ExportTr::tr("measured decode tok/s above the byte ledger's bound (BW × 0.92 / "
                            "B_token): physics has no fast path");
    case GateId::OutputLength:
        return ExportTr::tr("fewer tokens generated than asked, early EOS, empty outputs");
    case GateId::FreshResponse:
        return ExportTr::tr(
            "cached prompt tokens or repeated prompts in a headline throughput run");
    case GateId::ThermalClocks:
        return ExportTr::tr("throttling, SM clock moving, temperature climbing; clocks not locked");
    case GateId::OneVariable:
        return ExportTr::tr("the arms differ in more than one held-fixed variable");
    case GateId::Interleaving:
        return ExportTr::tr("arms not interleaved, fewer than 3 repeats in separate processes");
    case GateId::SampleSize:
        return ExportTr::tr("the delta inside the noise floor, or too few samples for the claim");
    case GateId::QualityCanary:
        return ExportTr::tr("canary output not valid JSON or tool calls broken; quality improving "
                            "after quantizing");
    case GateId::ContextReported:
        return ExportTr::tr("a throughput number without its context length");
    case GateId::Errors:
        return ExportTr::tr("failed requests above the threshold");
    case GateId::SteadyState:
        return ExportTr::tr("ramp-up and drain more than half the run, or throughput still "
                            "rising or falling through it");
    }
    return {};
}

QString gatesSummary(const std::vector<GateResult> &gates)
{
    if (gates.empty())
        return ExportTr::tr("not judged yet");
    QStringList fails;
    QStringList warns;
    QStringList missing;
    int passes = 0;
    for (const GateResult &g : gates) {
        if (g.outcome == GateOutcome::Fail)
            fails << gateId(g.gate);
        else if (g.outcome == GateOutcome::Warn)
            warns << gateId(g.gate);
        else if (g.outcome == GateOutcome::Pass)
            ++passes;
        else if (g.missingEvidence())
            missing << gateId(g.gate);
    }
    QStringList parts{ExportTr::tr("%1 pass").arg(passes)};
    if (!warns.isEmpty())
        parts << ExportTr::tr("warn: %1").arg(warns.join(QStringLiteral(", ")));
    if (!fails.isEmpty())
        parts << ExportTr::tr("fail: %1").arg(fails.join(QStringLiteral(", ")));
    if (!missing.isEmpty())
        parts << ExportTr::tr("evidence missing: %1").arg(missing.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral("; "));
}

QString readme(const QString &lane, const std::vector<LaneRun> &runs,
               const FindingsDocument &findings, const PacketExportOptions &options)
{
    QString out = header(ExportTr::tr("Lane"), lane, options);
    QSet<QString> models;
    QSet<QString> formats;
    std::map<QString, int> byStatus;
    QDateTime first;
    QDateTime last;
    for (const LaneRun &r : runs) {
        if (!r.run.model.isEmpty())
            models.insert(r.run.model);
        formats.insert(runFormatId(r.run.format));
        ++byStatus[runStatusId(r.run.status)];
        if (r.run.startedAt.isValid()) {
            first = !first.isValid() || r.run.startedAt < first ? r.run.startedAt : first;
            last = !last.isValid() || r.run.startedAt > last ? r.run.startedAt : last;
        }
    }
    QStringList modelList = models.values();
    modelList.sort();
    QStringList formatList = formats.values();
    formatList.sort();
    out += ExportTr::tr("%n run(s)", nullptr, int(runs.size()));
    if (!modelList.isEmpty())
        out += ExportTr::tr(" of %1").arg(safe(modelList.join(QStringLiteral(", "))));
    if (!formatList.isEmpty())
        out += ExportTr::tr(", measured with %1").arg(formatList.join(QStringLiteral(", ")));
    if (first.isValid())
        out += ExportTr::tr(", from %1 to %2").arg(F::timestamp(first), F::timestamp(last));
    out += QStringLiteral(".\n\n");

    out += QStringLiteral("## ") + ExportTr::tr("Files") + QStringLiteral("\n\n");
    out += ExportTr::tr("- [reproduce.md](reproduce.md): the source files and recipes\n"
                        "- [validity-gates.md](validity-gates.md): each run's gates\n"
                        "- [bugs-failed-paths.md](bugs-failed-paths.md): negative results and "
                        "invalid runs, kept\n"
                        "- `data/<label>/summary.json`: each run in full\n");

    out += QStringLiteral("\n## ") + ExportTr::tr("Runs by status") + QStringLiteral("\n\n");
    QList<QStringList> statusRows;
    for (const auto &[status, count] : byStatus)
        statusRows << QStringList{status, QString::number(count)};
    out += M::table({ExportTr::tr("Status"), ExportTr::tr("Runs")}, statusRows, {false, true});

    out += QStringLiteral("\n## ") + ExportTr::tr("Results that count") + QStringLiteral("\n\n");
    QList<QStringList> headline;
    for (const LaneRun &r : runs) {
        if (r.run.status != RunStatus::Promoted && r.run.status != RunStatus::Valid)
            continue;
        headline << QStringList{code(r.run.label), runStatusId(r.run.status),
                                safe(workloadPointOf(r.run).label()), mainMetricValue(r.run),
                                QStringLiteral("[summary](data/%1/summary.json)").arg(r.folder)};
    }
    if (headline.isEmpty())
        out += ExportTr::tr(
            "_No run of this lane is promoted or valid yet: nothing here is a headline "
            "number. See validity-gates.md for what holds them back._\n");
    else
        out +=
            M::table({ExportTr::tr("Run"), ExportTr::tr("Status"), ExportTr::tr("Workload point"),
                      ExportTr::tr("Throughput"), ExportTr::tr("Data")},
                     headline);

    out += QStringLiteral("\n## ") + ExportTr::tr("Findings") + QStringLiteral("\n\n");
    if (findings.findings.empty()) {
        out += ExportTr::tr("_No findings recorded for this lane._\n");
    } else {
        QList<QStringList> rows;
        for (const FindingEvidence &e : findings.findings) {
            const Finding &f = e.finding;
            rows << QStringList{
                safe(f.title),
                f.verdict ? findingVerdictTitle(*f.verdict) : ExportTr::tr("under test"),
                e.comparison && e.comparison->comparable
                    ? N::signedPercent(e.comparison->deltaPercent) + u' ' +
                          N::percentRange(e.comparison->ciLowPercent, e.comparison->ciHighPercent)
                    : QStringLiteral("—"),
                safe(f.verdictReason)};
        }
        out += M::table({ExportTr::tr("Finding"), ExportTr::tr("Verdict"),
                         ExportTr::tr("Delta (CI)"), ExportTr::tr("Reason")},
                        rows);
    }
    return out;
}

QString reproduce(const QString &lane, const std::vector<LaneRun> &runs,
                  const PacketExportOptions &options)
{
    QString out = header(ExportTr::tr("Reproduce"), lane, options);
    out +=
        ExportTr::tr("Every run of the lane, by the file it came from. Re-import a file with "
                     "`lanebook-cli import FILE` (importing twice adds nothing); the sha256 says "
                     "whether it is the same file.") +
        QStringLiteral("\n");
    std::map<QString, std::vector<const LaneRun *>> bySource;
    for (const LaneRun &r : runs)
        bySource[r.run.source.path.isEmpty() ? QString() : r.run.source.path].push_back(&r);
    for (const auto &[path, group] : bySource) {
        out += QStringLiteral("\n## ") +
               (path.isEmpty() ? ExportTr::tr("Recorded by Lanebook") : code(path)) +
               QStringLiteral("\n\n");
        if (!path.isEmpty())
            out += ExportTr::tr("sha256 %1").arg(code(group.front()->run.source.sha256)) +
                   QStringLiteral("\n\n");
        for (const LaneRun *r : group) {
            out += QStringLiteral("- ") + code(r->run.label) + QStringLiteral(" — ") +
                   safe(workloadPointOf(r->run).label());
            if (!r->run.source.locator.isEmpty())
                out += QStringLiteral(" (") + safe(sourceLocatorText(r->run.source.locator)) + u')';
            out += u'\n';
        }
        const Run &sample = group.front()->run;
        const nlohmann::json config = redactSecrets(sample.config);
        if (!config.empty()) {
            const QString text = QString::fromStdString(config.dump(2));
            const QString fence(text.contains(QLatin1String("```")) ? 5 : 3, u'`');
            out += u'\n' +
                   ExportTr::tr("Recipe of %1 (secrets redacted):").arg(code(sample.label)) +
                   QStringLiteral("\n\n") + fence + QStringLiteral("json\n") + text + u'\n' +
                   fence + u'\n';
        }
    }
    return out;
}

QString validityGates(const QString &lane, const std::vector<LaneRun> &runs,
                      const PacketExportOptions &options)
{
    QString out = header(ExportTr::tr("Validity gates"), lane, options);
    out += ExportTr::tr(
               "The validity gates (clean arms, warm-up, saturation, one variable, "
               "interleaving, drift, and the others Lanebook checks), as stored when each run "
               "was judged. A fail makes a "
               "run invalid, a warn diagnostic; a gate without its evidence leaves it "
               "inconclusive.") +
           QStringLiteral("\n\n");
    QList<QStringList> defs;
    for (GateId gate : allGates())
        defs << QStringList{code(gateId(gate)), gateTitle(gate), safe(gateChecks(gate))};
    out += M::table(
        {ExportTr::tr("Gate"), ExportTr::tr("Name"), ExportTr::tr("Fails or warns when")}, defs);
    out += QStringLiteral("\n## ") + ExportTr::tr("Runs") + QStringLiteral("\n\n");
    QList<QStringList> rows;
    for (const LaneRun &r : runs)
        rows << QStringList{code(r.run.label), runStatusId(r.run.status), gatesSummary(r.gates)};
    out += M::table({ExportTr::tr("Run"), ExportTr::tr("Status"), ExportTr::tr("Gates")}, rows);
    QString details;
    for (const LaneRun &r : runs) {
        for (const GateResult &g : r.gates) {
            if (g.outcome != GateOutcome::Fail && g.outcome != GateOutcome::Warn &&
                !g.missingEvidence())
                continue;
            details += QStringLiteral("- ") + code(r.run.label) + QStringLiteral(" · ") +
                       code(gateId(g.gate)) + QStringLiteral(" **") + gateOutcomeTitle(g) +
                       QStringLiteral("**: ") + safe(g.reason) + u'\n';
        }
    }
    out += QStringLiteral("\n## ") + ExportTr::tr("What holds runs back") + QStringLiteral("\n\n");
    out += details.isEmpty()
               ? ExportTr::tr("_Nothing: every judged gate passed or does not apply._\n")
               : details;
    return out;
}

QString bugsFailedPaths(const QString &lane, const std::vector<LaneRun> &runs,
                        const FindingsDocument &findings, const PacketExportOptions &options)
{
    QString out = header(ExportTr::tr("Bugs and failed paths"), lane, options);
    out += ExportTr::tr(
               "Kept so that nobody walks them again: a path that failed, with why, saves the "
               "next engineer the same week.") +
           QStringLiteral("\n\n## ") + ExportTr::tr("Negative results") + QStringLiteral("\n");
    bool any = false;
    for (const FindingEvidence &e : findings.findings) {
        const Finding &f = e.finding;
        if (!f.verdict || *f.verdict == FindingVerdict::Adopted)
            continue;
        any = true;
        out += QStringLiteral("\n### ") + M::inlineText(redactSecretsInText(f.title)) +
               QStringLiteral(" (") + findingVerdictTitle(*f.verdict) + QStringLiteral(")\n\n");
        QStringList changed;
        if (e.comparison) {
            for (const ConfigDifference &d : e.comparison->configDiff.differences)
                changed << d.keyPath;
        }
        QList<QStringList> rows{
            {ExportTr::tr("Why we tried it"), safe(f.hypothesis)},
            {ExportTr::tr("Identity"),
             ExportTr::tr("control %1, candidate %2")
                 .arg(safe(F::configName(e.controlRuns)), safe(F::configName(e.candidateRuns)))},
            {ExportTr::tr("Config delta"), safe(changed.join(QStringLiteral(", ")))},
            {ExportTr::tr("Measured"), e.comparison && e.comparison->comparable
                                           ? QStringLiteral("%1 %2 (%3), %4")
                                                 .arg(F::metricName(e.comparison->metricName),
                                                      N::signedPercent(e.comparison->deltaPercent),
                                                      N::percentRange(e.comparison->ciLowPercent,
                                                                      e.comparison->ciHighPercent),
                                                      verdictCellText(*e.comparison))
                                           : safe(e.comparisonProblem)},
            {ExportTr::tr("Correctness"),
             e.comparison ? runStatusId(e.comparison->judgement.suggestion.status)
                          : QStringLiteral("—")},
            {ExportTr::tr("Failure signature"), safe(f.verdictReason)},
            {ExportTr::tr("Rules out"), safe(f.rulesOut)},
            {ExportTr::tr("Next"), safe(f.nextSteps)}};
        out += M::table({ExportTr::tr("Field"), ExportTr::tr("Value")}, rows);
    }
    if (!any)
        out += u'\n' +
               ExportTr::tr("_No negative, invalid or inconclusive finding in this lane._") + u'\n';
    out +=
        QStringLiteral("\n## ") + ExportTr::tr("Invalid and failed runs") + QStringLiteral("\n\n");
    QString list;
    for (const LaneRun &r : runs) {
        if (r.run.status != RunStatus::Invalid && r.run.status != RunStatus::Failed)
            continue;
        list += QStringLiteral("- ") + code(r.run.label) + QStringLiteral(" **") +
                runStatusId(r.run.status) + QStringLiteral("**: ") +
                safe(r.run.statusReason.isEmpty() ? gatesSummary(r.gates) : r.run.statusReason) +
                u'\n';
    }
    out += list.isEmpty() ? ExportTr::tr("_None._\n") : list;
    return out;
}

} // namespace

QString packetFolderName(const QString &label)
{
    QString out;
    for (QChar c : label)
        out += c.isLetterOrNumber() || c == u'-' || c == u'_' || c == u'.' ? c : u'_';
    while (out.startsWith(u'.'))
        out.replace(0, 1, u'_');
    return out.isEmpty() ? QStringLiteral("run") : out.left(120);
}

ExportOutcome exportLanePacket(const NotebookStore &store, const QString &lane,
                               const QString &outDir, const PacketExportOptions &givenOptions)
{
    ExportOutcome outcome;
    PacketExportOptions options = givenOptions;
    if (!options.generatedAt.isValid())
        options.generatedAt = QDateTime::currentDateTimeUtc();
    FindingsExportOptions findingOptions;
    findingOptions.lane = lane;
    findingOptions.generator = options.generator;
    findingOptions.generatedAt = options.generatedAt;
    const Expected<FindingsDocument> findings = loadFindingsDocument(store, findingOptions);
    if (!findings) {
        outcome.error = findings.error(); // names the unknown lane and the lanes there are
        return outcome;
    }
    std::vector<LaneRun> runs;
    QSet<QString> folders;
    for (Run &run : store.runs().list(lane)) {
        if (run.lane != lane)
            continue; // the filter also matches labels and models
        LaneRun r;
        r.gates = store.judgements().runGates(run.id);
        Expected<std::vector<RunAnnotation>> annotations = store.runs().annotations(run.id);
        if (!annotations) {
            outcome.error = annotations.error();
            return outcome;
        }
        r.annotations = std::move(*annotations);
        // Unique among this packet's folders, suffixed ones included: a run labelled
        // "x-run7" must not land in the folder given to run 7 labelled "x".
        const QString base = packetFolderName(run.label);
        r.folder = base;
        for (int n = 1; folders.contains(r.folder.toLower()); ++n)
            r.folder = n == 1 ? base + QStringLiteral("-run%1").arg(run.id)
                              : base + QStringLiteral("-run%1-%2").arg(run.id).arg(n);
        folders.insert(r.folder.toLower()); // one folder on a case-insensitive disk too
        r.run = std::move(run);
        runs.push_back(std::move(r));
    }
    const QDir dir(outDir);
    const std::vector<std::pair<QString, QString>> documents{
        {QStringLiteral("README.md"), readme(lane, runs, *findings, options)},
        {QStringLiteral("reproduce.md"), reproduce(lane, runs, options)},
        {QStringLiteral("validity-gates.md"), validityGates(lane, runs, options)},
        {QStringLiteral("bugs-failed-paths.md"), bugsFailedPaths(lane, runs, *findings, options)}};
    for (const auto &[name, text] : documents) {
        const QString path = dir.filePath(name);
        if (const Expected<void> written = writeExportFile(path, text.toUtf8()); !written) {
            outcome.error = written.error();
            return outcome;
        }
        outcome.files << path;
    }
    for (const LaneRun &r : runs) {
        nlohmann::json json = runToJson(r.run);
        json["config"] = redactSecrets(json["config"]);
        json["workload"] = redactSecrets(json["workload"]);
        nlohmann::json gates = nlohmann::json::array();
        for (const GateResult &g : r.gates)
            gates.push_back(gateResultToJson(g));
        json["gates"] = gates;
        nlohmann::json notes = nlohmann::json::array();
        for (const RunAnnotation &a : r.annotations) {
            nlohmann::json item = {{"kind", a.kind.toStdString()},
                                   {"text", redactSecretsInText(a.text).toStdString()}};
            if (!a.reason.isEmpty())
                item["reason"] = redactSecretsInText(a.reason).toStdString();
            notes.push_back(item);
        }
        json["annotations"] = notes;
        const QString path = dir.filePath(QStringLiteral("data/%1/summary.json").arg(r.folder));
        const std::string text =
            json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
        if (const Expected<void> written = writeExportFile(path, QByteArray::fromStdString(text));
            !written) {
            outcome.error = written.error();
            return outcome;
        }
        outcome.files << path;
    }
    if (runs.empty())
        outcome.warnings << ExportTr::tr("the lane %1 has no runs").arg(lane);
    outcome.items = int(runs.size());
    outcome.ok = true;
    return outcome;
}

} // namespace lanebook
