// One finding's section of the findings document (findingsmarkdown.h).
#include "models/findings/findingsformat.h"
#include "models/run/sourcelocator.h"

#include "models/comparison/comparisonclaim.h"
#include "models/findings/findingsmarkdown.h"
#include "models/findings/findingstr.h"
#include "models/findings/markdowntext.h"
#include "models/findings/reportingstandard.h"
#include "models/findings/secretredaction.h"

#include "models/configdiff/configkeys.h"
#include "models/configdiff/heldfixedvariable.h"
#include "models/gates/runjudgement.h"
#include "models/secrets/secretkeys.h"
#include "models/text/numbertext.h"

#include <QUrl>

#include <algorithm>

namespace lanebook {

namespace {

namespace F = FindingsFormat;
namespace N = NumberText;
namespace M = MarkdownText;

constexpr int kRunsListedPerArm = 12;

QString safe(const QString &text)
{
    return M::inlineText(redactSecretsInText(text));
}

QString cell(const QString &text)
{
    return M::tableCell(redactSecretsInText(text));
}

// A median with its arm's outliers at the point counted beside it; the notes name them.
QString withOutliers(const QString &median, const PointComparison &point, bool control)
{
    const auto n =
        std::count_if(point.outliers.begin(), point.outliers.end(),
                      [control](const RepeatOutlier &o) { return o.inControlArm == control; });
    return n == 0 ? median : FindingsTr::tr("%1 (%n outlier(s))", nullptr, int(n)).arg(median);
}

QString userParagraphs(const QString &text, const QString &whenEmpty)
{
    if (text.trimmed().isEmpty())
        return u'_' + whenEmpty + QStringLiteral("_\n");
    return M::paragraphs(redactSecretsInText(text)) + u'\n';
}

QString heading(int level, const QString &title)
{
    return u'\n' + QString(level, u'#') + u' ' + title + QStringLiteral("\n\n");
}

QString verdictLine(const Finding &finding)
{
    if (!finding.verdict)
        return FindingsTr::tr("**Verdict: none yet.** The idea is still under test.") + u'\n';
    QString line = FindingsTr::tr("**Verdict: %1.**").arg(findingVerdictTitle(*finding.verdict));
    if (!finding.verdictReason.trimmed().isEmpty())
        line += u' ' + safe(finding.verdictReason);
    return line + u'\n';
}

QString runsText(const std::vector<Run> &runs)
{
    QStringList names;
    for (size_t i = 0; i < runs.size() && i < 3; ++i)
        names << M::codeSpan(redactSecretsInText(runs[i].label));
    if (runs.size() > 3)
        names << FindingsTr::tr("and %n more", nullptr, int(runs.size() - 3));
    return FindingsTr::tr("%n run(s)", nullptr, int(runs.size())) +
           (names.isEmpty() ? QString() : QStringLiteral(": ") + names.join(QStringLiteral(", ")));
}

QString hypothesisSection(const FindingEvidence &e)
{
    const Finding &f = e.finding;
    QString out = heading(3, FindingsTr::tr("Hypothesis"));
    if (f.hypothesis.trimmed().isEmpty())
        return out + FindingsTr::tr(
                         "_No hypothesis was written. A result without one is a browse, not "
                         "an experiment: without a prediction written first, any outcome can be "
                         "read as support._\n");
    const QDateTime first = F::firstStart(e.controlRuns, e.candidateRuns);
    if (f.hypothesisAt.isValid() && first.isValid()) {
        out +=
            (f.hypothesisAt <= first
                 ? FindingsTr::tr("_Written %1, before the first linked run started (%2)._")
                 : FindingsTr::tr("_Written %1, **after** the first linked run started (%2): the "
                                  "results were known when it was written._"))
                .arg(F::timestamp(f.hypothesisAt), F::timestamp(first));
        out += QStringLiteral("\n\n");
    } else if (f.hypothesisAt.isValid()) {
        out += FindingsTr::tr("_Written %1._").arg(F::timestamp(f.hypothesisAt)) +
               QStringLiteral("\n\n");
    }
    out += userParagraphs(f.hypothesis, QString());
    // A hypothesis back-filled from a write-up was stamped when it was entered, after the
    // results: the reader is told where it came from, not left to suspect hindsight.
    if (!f.hypothesisSource.trimmed().isEmpty()) {
        const QString source = safe(f.hypothesisSource);
        out += u'\n' + FindingsTr::tr("_Reconstructed after the results, from: %1._").arg(source) +
               u'\n';
    }
    return out;
}

// The byte ledger's bound for the candidate at the headline point, from its gate.
QString ledgerLine(const FindingEvidence &e)
{
    for (const Run &run : e.candidateRuns) {
        if (e.headlinePoint && !workloadPointOf(run).matches(*e.headlinePoint))
            continue;
        for (const GateResult &gate : judgeRun(run).gates) {
            if (gate.gate != GateId::LedgerBound)
                continue;
            const auto predicted = gate.evidenceValue(QStringLiteral("predicted_tok_per_s"));
            if (!predicted)
                return FindingsTr::tr("Byte ledger: no prediction for the candidate (%1).")
                    .arg(safe(gate.reason));
            return FindingsTr::tr("Byte ledger: the candidate can decode at most %1 tok/s at %2 "
                                  "(measured %3 tok/s).")
                .arg(
                    F::value(predicted),
                    safe(e.headlinePoint ? e.headlinePoint->label() : workloadPointOf(run).label()),
                    F::value(gate.evidenceValue(QStringLiteral("measured_tok_per_s"))));
        }
        break;
    }
    return {};
}

QString setupSection(const FindingEvidence &e)
{
    QString out = heading(3, FindingsTr::tr("Setup"));
    const Finding &f = e.finding;
    QList<QStringList> rows{
        {FindingsTr::tr("Control"), cell(F::configName(e.controlRuns)), runsText(e.controlRuns)},
        {FindingsTr::tr("Candidate"), cell(F::configName(e.candidateRuns)),
         runsText(e.candidateRuns)}};
    out += M::table(
        {FindingsTr::tr("Arm"), FindingsTr::tr("Configuration"), FindingsTr::tr("Runs")}, rows);
    if (!e.waveNames.empty()) {
        QStringList waves;
        for (const QString &name : e.waveNames)
            waves << M::codeSpan(redactSecretsInText(name));
        out += u'\n' + FindingsTr::tr("Waves: %1.").arg(waves.join(QStringLiteral(", "))) + u'\n';
    }
    if (!f.deletedRuns.empty()) {
        QStringList gone;
        for (const FindingRunLink &link : f.deletedRuns)
            gone << FindingsTr::tr("%1 (%2, run %3)")
                        .arg(M::codeSpan(redactSecretsInText(link.label)), link.role)
                        .arg(link.runId);
        out += u'\n' +
               FindingsTr::tr(
                   "> **%n linked run(s) deleted since:** %1. The numbers below use the runs "
                   "that remain.",
                   nullptr, int(f.deletedRuns.size()))
                   .arg(gone.join(QStringLiteral(", "))) +
               u'\n';
    }
    if (!e.comparison || e.comparison->points.empty())
        return out;
    const ConfigDiff &diff = e.comparison->configDiff;
    out += u'\n' + FindingsTr::tr("What differs between the arms (everything else was the same):") +
           QStringLiteral("\n\n");
    if (diff.isEmpty())
        return out +
               FindingsTr::tr("_Nothing recorded differs: both arms ran the same recipe (an A/A "
                              "comparison)._\n");
    QList<QStringList> diffRows;
    for (const ConfigDifference &d : diff.differences) {
        const QString leaf = d.keyPath.section(u'.', -1);
        const auto shown = [&leaf](const nlohmann::json &value) {
            return isSecretValue(leaf, value) ? redactedValue()
                                              : cell(configValueText(redactSecrets(value)));
        };
        diffRows << QStringList{M::codeSpan(d.keyPath), shown(d.a), shown(d.b),
                                d.heldFixed ? FindingsTr::tr("held-fixed variable: %1")
                                                  .arg(cell(heldFixedVariableTitle(*d.heldFixed)))
                                            : QString()};
    }
    return out + M::table({FindingsTr::tr("Key"), FindingsTr::tr("Control"),
                           FindingsTr::tr("Candidate"), FindingsTr::tr("Note")},
                          diffRows);
}

QString resultsSection(const FindingEvidence &e)
{
    QString out = heading(3, FindingsTr::tr("Results"));
    if (!e.comparison || !e.comparison->comparable) {
        out += u'_' + FindingsTr::tr("No comparison table:") + u' ' +
               safe(e.comparisonProblem.isEmpty() ? FindingsTr::tr("nothing could be compared")
                                                  : e.comparisonProblem) +
               QStringLiteral("_\n");
        if (!e.comparison)
            return out;
    }
    const ComparisonReport &r = *e.comparison;
    if (r.points.empty())
        return out;
    // The name people read (its unit in it), and once the id `compare --metric` takes.
    out += FindingsTr::tr("Metric %1, %2; medians per arm; delta is the %3 with its %4% confidence "
                          "interval; p is %5.")
               .arg(F::metricNameWithId(r.metricName),
                    r.direction == stats::MetricDirection::HigherIsBetter
                        ? FindingsTr::tr("higher is better")
                        : FindingsTr::tr("lower is better"),
                    r.paired ? FindingsTr::tr("median paired ratio (Hodges-Lehmann)")
                             : FindingsTr::tr("ratio of geometric means (not drift-controlled)"))
               .arg(r.confidence * 100.0, 0, 'g', 3)
               .arg(r.points.size() > 1 ? FindingsTr::tr("Holm-adjusted across points")
                                        : FindingsTr::tr("two-sided"));
    out += QStringLiteral("\n\n");
    QList<QStringList> rows;
    for (const PointComparison &p : r.points) {
        rows << QStringList{cell(p.point.label()),
                            withOutliers(F::value(p.controlMedian), p, true),
                            withOutliers(F::value(p.candidateMedian), p, false),
                            N::signedPercent(p.deltaPercent),
                            N::percentRange(p.ciLowPercent, p.ciHighPercent),
                            N::pValue(p.pValue),
                            verdictId(p.verdict),
                            p.isPaired() ? FindingsTr::tr("%n pair(s)", nullptr, p.pairs)
                                         : FindingsTr::tr("unpaired, %1 vs %2 runs")
                                               .arg(p.controlRunIds.size())
                                               .arg(p.candidateRunIds.size())};
    }
    if (r.points.size() > 1)
        rows << QStringList{FindingsTr::tr("**overall**"),
                            QString(),
                            QString(),
                            QStringLiteral("**") + N::signedPercent(r.deltaPercent) +
                                QStringLiteral("**"),
                            N::percentRange(r.ciLowPercent, r.ciHighPercent),
                            N::pValue(r.pValue),
                            QStringLiteral("**") + verdictId(r.verdict) + QStringLiteral("**"),
                            r.pairs ? FindingsTr::tr("%n pair(s)", nullptr, *r.pairs)
                                    : FindingsTr::tr("not drift-controlled")};
    out += M::table({FindingsTr::tr("Workload point"), FindingsTr::tr("Control"),
                     FindingsTr::tr("Candidate"), FindingsTr::tr("Delta"),
                     FindingsTr::tr("%1% CI").arg(r.confidence * 100.0, 0, 'g', 3),
                     FindingsTr::tr("p"), FindingsTr::tr("Verdict"), FindingsTr::tr("Pairs")},
                    rows, {false, true, true, true, true, true, false, false});
    out +=
        u'\n' +
        FindingsTr::tr("A change is called only when the whole interval lies outside "
                       "±%1% (%2).")
            .arg(r.thresholdPercent, 0, 'f', 1)
            .arg(!r.noiseFloorPercent ? FindingsTr::tr("the 1% minimum; the noise floor is %1")
                                            .arg(noiseFloorUnknownText())
                 : *r.noiseFloorPercent > stats::kMinimumDecisionThresholdPercent
                     ? FindingsTr::tr("the A/A noise floor, from %1").arg(safe(r.noiseFloorSource))
                     : FindingsTr::tr("the 1% minimum; the A/A noise floor from %1 is %2%")
                           .arg(safe(r.noiseFloorSource))
                           .arg(*r.noiseFloorPercent, 0, 'f', 1));
    if (r.detectableEffectPercent)
        out += u' ' + FindingsTr::tr("These runs can detect an effect of about %1%.")
                          .arg(*r.detectableEffectPercent, 0, 'f', 1);
    out += u'\n';
    if (!r.message.isEmpty() && r.comparable)
        out += u'\n' + safe(r.message) + u'\n';
    if (!r.notes.isEmpty()) {
        out += u'\n';
        for (const QString &note : r.notes)
            out += QStringLiteral("- ") + safe(note) + u'\n';
    }
    return out;
}

// One table of rows beside speed: quality, or speculative decoding's acceptance (how well a
// draft model guesses, which says nothing of the output's quality); empty when none.
QString qualityTable(const FindingEvidence &e, QualityRowKind kind, const QString &title)
{
    QList<QStringList> rows;
    for (const QualityRow &q : e.quality) {
        if (q.kind != kind)
            continue;
        rows << QStringList{
            F::metricNameWithId(q.metricName),
            F::value(q.controlMedian) +
                (q.controlRuns > 1 ? QStringLiteral(" (n=%1)").arg(q.controlRuns) : QString()),
            F::value(q.candidateMedian) +
                (q.candidateRuns > 1 ? QStringLiteral(" (n=%1)").arg(q.candidateRuns) : QString()),
            N::signedPercent(q.changePercent())};
    }
    if (rows.isEmpty())
        return {};
    return heading(3, title) + M::table({FindingsTr::tr("Metric"), FindingsTr::tr("Control"),
                                         FindingsTr::tr("Candidate"), FindingsTr::tr("Change")},
                                        rows, {false, true, true, true});
}

QString qualitySection(const FindingEvidence &e)
{
    return qualityTable(e, QualityRowKind::Quality, FindingsTr::tr("Quality beside speed")) +
           qualityTable(e, QualityRowKind::SpeculativeDecoding,
                        FindingsTr::tr("Speculative decoding")) +
           qualityTable(e, QualityRowKind::PrefixCache,
                        FindingsTr::tr("Prefix cache and TTFT by turn"));
}

QString gatesSection(const FindingEvidence &e)
{
    QString out = heading(3, FindingsTr::tr("Gates"));
    if (!e.comparison || e.comparison->judgement.gates.empty())
        return out + FindingsTr::tr("_No gates: there is no comparison to check._\n");
    const Judgement &j = e.comparison->judgement;
    out += FindingsTr::tr("Suggested status: **%1**.").arg(runStatusId(j.suggestion.status)) +
           QStringLiteral("\n\n");
    QList<QStringList> rows;
    for (const GateResult &g : j.gates)
        rows << QStringList{M::codeSpan(gateId(g.gate)), gateOutcomeTitle(g), cell(g.reason)};
    return out +
           M::table({FindingsTr::tr("Gate"), FindingsTr::tr("Outcome"), FindingsTr::tr("Reason")},
                    rows);
}

QString conclusionSection(const FindingEvidence &e)
{
    QString out = heading(3, FindingsTr::tr("Conclusion"));
    out += verdictLine(e.finding);
    if (e.comparison && claimStanding(*e.comparison) == ClaimStanding::DoesNotCount) {
        // The gates withhold the verdict: the number, and why it does not count.
        out += u'\n' + safe(doesNotCountSentence(*e.comparison)) + u'\n';
    } else if (e.comparison && e.comparison->comparable) {
        const ComparisonReport &r = *e.comparison;
        out += u'\n' +
               FindingsTr::tr("The measurement says **%1**: %2 %3 (%4% CI %5).")
                   .arg(verdictId(r.verdict), F::metricName(r.metricName),
                        N::signedPercent(r.deltaPercent))
                   .arg(r.confidence * 100.0, 0, 'g', 3)
                   .arg(N::percentRange(r.ciLowPercent, r.ciHighPercent)) +
               u'\n';
    }
    return out;
}

QString reproduceSection(const FindingEvidence &e)
{
    QString out = heading(3, FindingsTr::tr("Reproduce"));
    if (e.controlRuns.empty() && e.candidateRuns.empty())
        return out + FindingsTr::tr("_No runs to reproduce._\n");
    for (const auto &[title, runs] : {std::pair{FindingsTr::tr("Control"), &e.controlRuns},
                                      std::pair{FindingsTr::tr("Candidate"), &e.candidateRuns}}) {
        out += (title == FindingsTr::tr("Control") ? QString() : QStringLiteral("\n")) +
               FindingsTr::tr("%1:").arg(title) + QStringLiteral("\n\n");
        int listed = 0;
        for (const Run &run : *runs) {
            if (listed++ == kRunsListedPerArm) {
                out += QStringLiteral("- ") +
                       FindingsTr::tr("and %n more run(s)", nullptr,
                                      int(runs->size()) - kRunsListedPerArm) +
                       u'\n';
                break;
            }
            QString line = QStringLiteral("- ") + M::codeSpan(redactSecretsInText(run.label)) +
                           QStringLiteral(" — ") + runFormatId(run.format);
            if (!run.source.path.isEmpty())
                line += FindingsTr::tr(", from %1 (%2, sha256 %3)")
                            .arg(M::codeSpan(redactSecretsInText(run.source.path)),
                                 safe(sourceLocatorText(run.source.locator)),
                                 M::codeSpan(run.source.sha256.left(12)));
            if (run.startedAt.isValid())
                line += FindingsTr::tr(", started %1").arg(F::timestamp(run.startedAt));
            out += line + u'\n';
            if (const auto *argv = ConfigKeys::find(run.config, "argv");
                argv && argv->is_array() && listed == 1) {
                QStringList words;
                for (const auto &word : redactSecrets(*argv))
                    words << (word.is_string() ? QString::fromStdString(word.get<std::string>())
                                               : QString::fromStdString(word.dump()));
                out += QStringLiteral("  - ") +
                       FindingsTr::tr("command: %1").arg(M::codeSpan(words.join(u' '))) + u'\n';
            }
        }
    }
    out += u'\n' +
           FindingsTr::tr("Re-import a source file with `lanebook-cli import FILE`; compare "
                          "the arms again with `lanebook-cli compare --control RUN... "
                          "--candidate RUN...`.") +
           u'\n';
    return out;
}

QString fenced(const QString &text)
{
    int longest = 0;
    int run = 0;
    for (QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(std::max(3, longest + 1), u'`');
    return fence + QStringLiteral("yaml\n") + text + fence + u'\n';
}

QString reportingSection(const FindingEvidence &e)
{
    QString out = heading(3, FindingsTr::tr("Reporting standard"));
    if (e.controlRuns.empty() && e.candidateRuns.empty())
        return out + FindingsTr::tr("_No configuration to report: no runs are linked._\n");
    const QString metric = e.comparison ? e.comparison->metricName : QString();
    out += FindingsTr::tr(
        "Every configuration carries these fields, so that a reader can rebuild it; `~` marks "
        "one the runs did not record.");
    if (e.headlinePoint)
        out += u' ' + FindingsTr::tr("Results at %1.").arg(safe(e.headlinePoint->label()));
    out += u'\n';
    for (const auto &[title, runs] : {std::pair{FindingsTr::tr("Control"), &e.controlRuns},
                                      std::pair{FindingsTr::tr("Candidate"), &e.candidateRuns}}) {
        if (runs->empty())
            continue;
        const QString name = F::configName(*runs);
        out += heading(4, FindingsTr::tr("%1: %2").arg(title, safe(name)));
        out += fenced(reportingStandardBlock(name, *runs, metric, e.headlinePoint));
    }
    return out;
}

QString chartsSection(const FindingEvidence &e)
{
    if (e.charts.empty())
        return {};
    QString out = heading(3, FindingsTr::tr("Charts"));
    for (const FindingChart &chart : e.charts) {
        if (chart.relativePath.isEmpty())
            out +=
                u'_' +
                FindingsTr::tr("No chart for %1: %2").arg(safe(chart.title), safe(chart.problem)) +
                QStringLiteral("_\n\n");
        else
            out +=
                QStringLiteral("![%1](%2)\n\n")
                    .arg(safe(chart.title),
                         QString::fromUtf8(QUrl::toPercentEncoding(chart.relativePath, "/-_.~")));
    }
    return out;
}

} // namespace

QString findingHeadingText(const Finding &finding, int number)
{
    return QStringLiteral("%1. %2").arg(number).arg(
        redactSecretsInText(finding.title).simplified());
}

QString renderFindingSection(const FindingEvidence &e, int number)
{
    const Finding &f = e.finding;
    QString out = QStringLiteral("## ") + QString::number(number) + QStringLiteral(". ") +
                  safe(f.title) + QStringLiteral("\n\n");
    out += verdictLine(f);
    QStringList facts;
    if (!f.lane.isEmpty())
        facts << FindingsTr::tr("Lane %1").arg(M::codeSpan(redactSecretsInText(f.lane)));
    facts << FindingsTr::tr("finding %1").arg(f.id);
    facts << FindingsTr::tr("last edited %1").arg(F::timestamp(f.updatedAt));
    out += u'\n' + facts.join(QStringLiteral(" · ")) + u'\n';
    out += hypothesisSection(e);
    out += heading(3, FindingsTr::tr("Prediction"));
    out += userParagraphs(f.prediction, FindingsTr::tr("No prediction was written."));
    if (const QString ledger = ledgerLine(e); !ledger.isEmpty())
        out += u'\n' + ledger + u'\n';
    out += setupSection(e);
    out += resultsSection(e);
    out += qualitySection(e);
    out += renderFindingCanaries(e.controlRuns, e.candidateRuns);
    out += gatesSection(e);
    out += heading(3, FindingsTr::tr("Analysis"));
    out += f.analysisMarkdown.trimmed().isEmpty()
               ? FindingsTr::tr("_No analysis written yet._\n")
               : M::embeddedMarkdown(redactSecretsInText(f.analysisMarkdown), 3);
    out += conclusionSection(e);
    out += heading(3, FindingsTr::tr("Rules out"));
    out += userParagraphs(f.rulesOut, FindingsTr::tr("Not written."));
    out += heading(3, FindingsTr::tr("Next"));
    out += userParagraphs(f.nextSteps, FindingsTr::tr("Not written."));
    out += reproduceSection(e);
    out += reportingSection(e);
    out += chartsSection(e);
    return out;
}

} // namespace lanebook
