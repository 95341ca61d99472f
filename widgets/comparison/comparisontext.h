#pragma once

#include "models/comparison/comparisonreport.h"
#include "models/gates/gateresult.h"
#include "models/run/runformat.h"
#include "models/statistics/decision.h"

#include <QColor>
#include <QPalette>
#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// How the Compare tab writes and colours a comparison's numbers and judgements. Not a
// QObject: strings are translated in the "ComparisonText" context. Colours are mid-tone so
// that they read on both the light and the dark palette.
namespace ComparisonText {

// Percentages, intervals and p-values: models/text/numbertext.h.
QString verdictTitle(stats::Verdict verdict); // "Faster", "Within noise", ...

// Green when better, red when worse, grey within noise, amber when the data cannot tell.
QColor verdictColor(stats::Verdict verdict, const QPalette &palette);
// Red fail, amber warn, green pass, grey not applicable (amber-grey for missing evidence).
QColor gateColor(const GateResult &gate, const QPalette &palette);
// The suggested status in the same colours: invalid red, diagnostic/inconclusive amber, valid
// or promoted green, anything else the text colour.
QColor statusColor(RunStatus status, const QPalette &palette);
// A gate's outcome in words: gateOutcomeTitle() (models/gates/gateresult.h), which the findings
// export writes too.
// Fails first, then warns, missing evidence, passes, does-not-apply.
int gateSeverityRank(const GateResult &gate);
// The gates in that order, each rank keeping the judge's order: how Compare and the
// inspector list them.
std::vector<GateResult> worstFirst(std::vector<GateResult> gates);

// `color` mixed into the palette's base at `amount` (0..1): a tint for a banner.
QColor tint(const QColor &color, const QPalette &palette, double amount);

// "Candidate (B) is faster: +8.0% Output tok/s" etc.: the banner's headline and its detail
// line. A verdict the gates withhold (comparisonclaim.h) is the one sentence saying what it
// would be and why it does not count.
QString headline(const ComparisonReport &report);
// The banner's colour: the verdict's when it counts, amber when the gates withhold it or the
// data cannot tell, red when nothing could be compared.
QColor bannerColor(const ComparisonReport &report, const QPalette &palette);
// Whether the headline is written in the banner's colour: only a faster or slower verdict
// that counts (or a comparison that failed); within noise and a withheld verdict are plain.
bool headlineIsColoured(const ComparisonReport &report);
QString detail(const ComparisonReport &report);
// Noise floor ("unknown: repeat each arm at least 3 times" when none was measured), decision
// threshold and the smallest effect the data could detect.
QString statistics(const ComparisonReport &report);

} // namespace ComparisonText

} // namespace lanebook
