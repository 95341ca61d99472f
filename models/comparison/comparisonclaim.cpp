#include "models/comparison/comparisonclaim.h"

#include "models/comparison/comparisontr.h"
#include "models/run/metricvocabulary.h"
#include "models/text/numbertext.h"

namespace lanebook {

namespace {

// A sentence names this many gates, then "and N more": a headline is read, not scanned.
constexpr qsizetype kGatesNamed = 3;

QString gateList(const QStringList &titles)
{
    QString list = titles.mid(0, kGatesNamed).join(QStringLiteral(", "));
    if (titles.size() > kGatesNamed)
        list += u' ' + ComparisonTr::tr("and %n more", nullptr,
                                        static_cast<int>(titles.size() - kGatesNamed));
    return list;
}

// What the measured verdict would say: the number and its direction, never as a result.
QString wouldBe(const ComparisonReport &report)
{
    const QString number = NumberText::signedPercent(report.deltaPercent) + u' ' +
                           MetricVocabulary::displayName(report.metricName);
    switch (report.verdict) {
    case stats::Verdict::Faster:
        return ComparisonTr::tr("Candidate (B) would be faster (%1)").arg(number);
    case stats::Verdict::Slower:
        return ComparisonTr::tr("Candidate (B) would be slower (%1)").arg(number);
    case stats::Verdict::WithinNoise:
    case stats::Verdict::NotEnoughData:
        break;
    }
    return ComparisonTr::tr("The difference would be within noise (%1)").arg(number);
}

} // namespace

bool statusWithholdsVerdicts(RunStatus suggested)
{
    return suggested == RunStatus::Invalid || suggested == RunStatus::Inconclusive;
}

ClaimStanding claimStanding(const ComparisonReport &report)
{
    if (!report.comparable || report.verdict == stats::Verdict::NotEnoughData)
        return ClaimStanding::NoVerdict;
    return statusWithholdsVerdicts(report.judgement.suggestion.status) ? ClaimStanding::DoesNotCount
                                                                       : ClaimStanding::Counts;
}

QStringList withholdingGates(const Judgement &judgement)
{
    const bool invalid = judgement.suggestion.status == RunStatus::Invalid;
    QStringList titles;
    for (const GateResult &gate : judgement.gates) {
        const bool behind = invalid ? gate.outcome == GateOutcome::Fail : gate.missingEvidence();
        if (behind && !titles.contains(gateTitle(gate.gate)))
            titles << gateTitle(gate.gate);
    }
    return titles;
}

QString doesNotCountSentence(const ComparisonReport &report)
{
    if (claimStanding(report) != ClaimStanding::DoesNotCount)
        return {};
    const QStringList gates = withholdingGates(report.judgement);
    if (report.judgement.suggestion.status == RunStatus::Invalid)
        return ComparisonTr::tr("%1, but this does not count: the gates suggest invalid (%2 "
                                "failed).")
            .arg(wouldBe(report), gateList(gates));
    // Inconclusive with nothing missing: no gate applied to these runs at all.
    if (gates.isEmpty())
        return ComparisonTr::tr("%1, but this does not count: the gates suggest inconclusive "
                                "(no gate could judge these runs).")
            .arg(wouldBe(report));
    return ComparisonTr::tr("%1, but this does not count: the gates suggest inconclusive (no "
                            "evidence for %2).")
        .arg(wouldBe(report), gateList(gates));
}

QString verdictCellText(const ComparisonReport &report)
{
    if (claimStanding(report) != ClaimStanding::DoesNotCount)
        return verdictId(report.verdict);
    return report.judgement.suggestion.status == RunStatus::Invalid
               ? ComparisonTr::tr("%1 (does not count: the gates suggest invalid)")
                     .arg(verdictId(report.verdict))
               : ComparisonTr::tr("%1 (does not count: the gates suggest inconclusive)")
                     .arg(verdictId(report.verdict));
}

FindingVerdict suggestedFindingVerdict(const ComparisonReport &report)
{
    const RunStatus status = report.judgement.suggestion.status;
    if (status == RunStatus::Invalid)
        return FindingVerdict::Invalid;
    if (status == RunStatus::Inconclusive)
        return FindingVerdict::Inconclusive;
    if (claimStanding(report) != ClaimStanding::Counts)
        return FindingVerdict::Inconclusive;
    return report.verdict == stats::Verdict::Faster ? FindingVerdict::Adopted
                                                    : FindingVerdict::Negative;
}

} // namespace lanebook
