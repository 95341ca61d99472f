#pragma once

#include "models/comparison/comparisonreport.h"
#include "models/findings/findingverdict.h"

#include <QString>
#include <QStringList>

namespace lanebook {

// Whether a comparison's measured verdict may be stated as a result. One rule for the Compare
// tab's headline and table colours, Record Verdict's starting choice, `lanebook-cli compare`,
// the findings export and result packets, so that a verdict and the gates never disagree:
// when the gates suggest invalid (a gate failed) or inconclusive (a gate lacked its evidence),
// a faster, slower or within-noise verdict does not count. Its number is still shown, with
// why it does not count in one sentence, never as a coloured win or loss.
//
// A diagnostic suggestion (a gate warned) does not withhold the verdict: the warning is
// shown beside it in the gates.
enum class ClaimStanding {
    Counts,       // the verdict may be stated, and coloured
    DoesNotCount, // a verdict was measured, but the gates suggest invalid or inconclusive
    NoVerdict,    // not comparable, or not enough data: nothing is claimed either way
};

// Invalid and inconclusive: the statuses under which no measured verdict counts.
bool statusWithholdsVerdicts(RunStatus suggested);

ClaimStanding claimStanding(const ComparisonReport &report);
inline bool verdictCounts(const ComparisonReport &report)
{
    return claimStanding(report) == ClaimStanding::Counts;
}

// The titles of the gates behind a withheld verdict: those that failed when the gates suggest
// invalid, those that lacked their evidence when inconclusive. Translated.
QStringList withholdingGates(const Judgement &judgement);

// "Candidate (B) would be faster (+8.0% Output tok/s), but this does not count: the gates
// suggest inconclusive (no evidence for thermal/clocks, quality canaries)." One sentence,
// translated; empty unless claimStanding() is DoesNotCount.
QString doesNotCountSentence(const ComparisonReport &report);

// The overall verdict as a table cell or a field states it: its id ("faster",
// "not-enough-data") when it counts or there is none, else "faster (does not count: the gates
// suggest invalid)".
QString verdictCellText(const ComparisonReport &report);

// The finding verdict the gates and the measurement support, as the starting choice of Record
// Verdict: the gates suggesting invalid -> invalid; inconclusive -> inconclusive; otherwise,
// when the verdict counts, faster -> adopted, slower or within noise -> negative (an idea that
// moves nothing is a negative result); anything else inconclusive. The user decides.
FindingVerdict suggestedFindingVerdict(const ComparisonReport &report);

} // namespace lanebook
