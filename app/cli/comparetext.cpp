#include "app/cli/comparetext.h"

#include "app/cli/clitr.h"

#include "models/comparison/comparisonclaim.h"
#include "models/configdiff/heldfixedvariable.h"
#include "models/run/metricvocabulary.h"
#include "models/text/numbertext.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace lanebook::cli {

namespace {

QString runList(const std::vector<RunRef> &runs)
{
    QStringList names;
    for (size_t i = 0; i < runs.size() && i < 4; ++i)
        names << (runs[i].label.isEmpty() ? QString::number(runs[i].id) : runs[i].label);
    if (runs.size() > 4)
        names << CliTr::tr("… %n in all", nullptr, int(runs.size()));
    return names.join(QStringLiteral(", "));
}

// Left-aligned columns, two spaces apart.
QString table(const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> widths;
    for (const QStringList &row : rows) {
        widths.resize(std::max(widths.size(), size_t(row.size())), 0);
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[size_t(i)] = std::max(widths[size_t(i)], row.at(i).size());
    }
    QString text;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row.at(i).leftJustified(widths[size_t(i)] + 2) : row.at(i);
        text += line.trimmed().isEmpty() ? QString() : QStringLiteral("  ") + line + u'\n';
    }
    return text;
}

// A median with its arm's outliers at the point counted beside it; the notes name them.
QString withOutliers(const QString &median, const PointComparison &row, bool control)
{
    const auto n =
        std::count_if(row.outliers.begin(), row.outliers.end(),
                      [control](const RepeatOutlier &o) { return o.inControlArm == control; });
    return n == 0 ? median : CliTr::tr("%1 (%n outlier(s))", nullptr, int(n)).arg(median);
}

// "Verdict: faster (the one workload point, 6 pairs)"; a verdict the gates withhold is the one
// sentence saying what it would be and why it does not count, as on the Compare tab.
QString verdictLine(const ComparisonReport &report)
{
    if (claimStanding(report) == ClaimStanding::DoesNotCount)
        return CliTr::tr("Verdict: none. %1\n").arg(doesNotCountSentence(report));
    QString line = CliTr::tr("Verdict: %1").arg(verdictId(report.verdict));
    if (report.overallMethod != OverallMethod::None)
        line += CliTr::tr(" (%1%2)").arg(overallMethodText(report.overallMethod),
                                         report.pairs
                                             ? CliTr::tr(", %n pair(s)", nullptr, *report.pairs)
                                             : CliTr::tr(", not drift-controlled"));
    return line + u'\n';
}

// Rows of one kind beside speed: quality, or speculative decoding's acceptance.
QString qualityTable(const ComparisonReport &report, QualityRowKind kind)
{
    std::vector<QStringList> rows{
        {CliTr::tr("metric"), CliTr::tr("control"), CliTr::tr("candidate"), CliTr::tr("change")}};
    for (const QualityRow &row : report.quality) {
        if (row.kind != kind)
            continue;
        const auto side = [&](const std::optional<double> &median, int runs) {
            const QString value = metricValueText(median, row.metricName);
            return runs > 1 ? CliTr::tr("%1 (n=%2)").arg(value).arg(runs) : value;
        };
        rows.push_back({MetricVocabulary::displayName(row.metricName),
                        side(row.controlMedian, row.controlRuns),
                        side(row.candidateMedian, row.candidateRuns),
                        NumberText::signedPercent(row.changePercent())});
    }
    return rows.size() > 1 ? table(rows) : QString();
}

} // namespace

QString metricValueText(const std::optional<double> &value, const QString &metricName)
{
    if (!value)
        return NumberText::missing();
    const auto entry = MetricVocabulary::describe(metricName);
    return NumberText::metricValue(*value, entry ? entry->unit : QString());
}

QString comparisonText(const ComparisonReport &report)
{
    QString text;
    const QString direction = report.direction == stats::MetricDirection::HigherIsBetter
                                  ? CliTr::tr("higher is better")
                                  : CliTr::tr("lower is better");
    const QString chosen = report.metricChosenAutomatically
                               ? CliTr::tr(", chosen from the runs; --metric NAME picks another")
                               : QString();
    // The name people read, and once the id that --metric takes.
    if (report.metricName.isEmpty())
        text += CliTr::tr("%1 (%2)%3\n").arg(CliTr::tr("no metric"), direction, chosen);
    else if (const QString name = MetricVocabulary::displayName(report.metricName);
             name == report.metricName)
        text += CliTr::tr("%1 (%2)%3\n").arg(name, direction, chosen);
    else
        text += CliTr::tr("%1 (%2; %3)%4\n").arg(name, report.metricName, direction, chosen);
    text += CliTr::tr("control:   %1\ncandidate: %2\n\n")
                .arg(runList(report.controlRuns), runList(report.candidateRuns));

    if (!report.points.empty()) {
        std::vector<QStringList> rows{
            {CliTr::tr("point"), CliTr::tr("control"), CliTr::tr("candidate"), CliTr::tr("delta"),
             CliTr::tr("%1% CI").arg(report.confidence * 100.0, 0, 'g', 3), CliTr::tr("p"),
             CliTr::tr("verdict")}};
        for (const PointComparison &row : report.points) {
            rows.push_back(
                {row.point.label(),
                 withOutliers(metricValueText(row.controlMedian, report.metricName), row, true),
                 withOutliers(metricValueText(row.candidateMedian, report.metricName), row, false),
                 NumberText::signedPercent(row.deltaPercent),
                 NumberText::percentInterval(row.ciLowPercent, row.ciHighPercent),
                 NumberText::pValue(row.pValue), verdictId(row.verdict)});
        }
        if (report.points.size() > 1) {
            rows.push_back({CliTr::tr("overall"), QString(), QString(),
                            NumberText::signedPercent(report.deltaPercent),
                            NumberText::percentInterval(report.ciLowPercent, report.ciHighPercent),
                            NumberText::pValue(report.pValue), verdictId(report.verdict)});
        }
        text += table(rows);
        text += CliTr::tr("  (medians; delta is the %1; p %2)\n\n")
                    .arg(report.paired ? CliTr::tr("median paired ratio (Hodges-Lehmann)")
                                       : CliTr::tr("ratio of geometric means"),
                         report.points.size() > 1 ? CliTr::tr("Holm-adjusted across points")
                                                  : CliTr::tr("two-sided"));
        text += verdictLine(report);
        for (const PointComparison &row : report.points) {
            text += CliTr::tr("  %1: %2").arg(row.point.label(), pairingText(row.pairing));
            if (row.isPaired())
                text += CliTr::tr(", %n pair(s)", nullptr, row.pairs);
            if (!row.method.isEmpty())
                text += QStringLiteral("; ") + row.method;
            if (!row.message.isEmpty())
                text += QStringLiteral(" — ") + row.message;
            text += u'\n';
        }
        text += CliTr::tr("Decision threshold ±%1%").arg(report.thresholdPercent, 0, 'f', 1);
        if (report.noiseFloorPercent)
            text += CliTr::tr(" (noise floor %1% from %2)")
                        .arg(*report.noiseFloorPercent, 0, 'f', 1)
                        .arg(report.noiseFloorSource);
        else
            text += CliTr::tr(" (the 1% minimum: noise floor %1)").arg(noiseFloorUnknownText());
        if (report.detectableEffectPercent)
            text += CliTr::tr("; smallest detectable effect %1% (run-to-run spread %2%)")
                        .arg(*report.detectableEffectPercent, 0, 'f', 1)
                        .arg(report.cvPercent.value_or(0.0), 0, 'f', 1);
        text += QStringLiteral(".\n");
    }
    const bool messageShown =
        report.points.size() == 1 && report.points.front().message == report.message;
    if (!report.message.isEmpty() && !messageShown)
        text += u'\n' + report.message + u'\n';

    if (const QString quality = qualityTable(report, QualityRowKind::Quality); !quality.isEmpty())
        text += CliTr::tr("\nQuality beside speed (medians):\n") + quality;
    if (const QString speculative = qualityTable(report, QualityRowKind::SpeculativeDecoding);
        !speculative.isEmpty())
        text += CliTr::tr("\nSpeculative decoding (medians):\n") + speculative;
    if (const QString cache = qualityTable(report, QualityRowKind::PrefixCache); !cache.isEmpty())
        text += CliTr::tr("\nPrefix cache and TTFT by turn (medians):\n") + cache;
    if (!report.judgement.gates.empty()) {
        text += CliTr::tr("\nGates (suggested status: %1):\n")
                    .arg(runStatusId(report.judgement.suggestion.status));
        std::vector<QStringList> rows;
        for (const GateResult &gate : report.judgement.gates)
            rows.push_back({gateOutcomeId(gate.outcome), gateId(gate.gate), gate.reason});
        text += table(rows);
    }
    if (!report.points.empty()) {
        text += CliTr::tr("\nConfig diff (control → candidate):\n");
        if (report.configDiff.isEmpty())
            text += CliTr::tr("  none: both arms run the same recipe (an A/A comparison)\n");
        std::vector<QStringList> rows;
        for (const ConfigDifference &d : report.configDiff.differences) {
            rows.push_back(
                {d.keyPath, configValueText(d.a) + QStringLiteral(" → ") + configValueText(d.b),
                 d.mechanical ? CliTr::tr("[mechanical, not counted]")
                 : d.heldFixed
                     ? CliTr::tr("[held fixed: %1]").arg(heldFixedVariableTitle(*d.heldFixed))
                     : QString()});
        }
        text += table(rows);
    }
    if (!report.notes.isEmpty()) {
        text += CliTr::tr("\nNotes:\n");
        for (const QString &note : report.notes)
            text += QStringLiteral("  ") + note + u'\n';
    }
    return text;
}

} // namespace lanebook::cli
