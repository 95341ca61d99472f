// One planner number per comparison: the pairs the sample-size planner asks for, as the
// sample_size gate computed them, also in the "run N more" advice of a paired message.
#include "models/comparison/comparisonsteps.h"

#include "models/comparison/comparisontr.h"
#include "models/statistics/hodgeslehmann.h"
#include "models/statistics/statisticstr.h"

#include <algorithm>
#include <cmath>

namespace lanebook::ComparisonSteps {

std::optional<int> plannedPairs(const std::vector<GateResult> &pointGates)
{
    for (const GateResult &gate : pointGates) {
        if (gate.gate != GateId::SampleSize)
            continue;
        if (const auto needed = gate.evidenceValue(QStringLiteral("pairs_needed")))
            return static_cast<int>(std::lround(*needed));
    }
    return std::nullopt;
}

QString withPlannerNumber(const QString &message, int pairs, int pairsPerPoint, int planned,
                          double confidence)
{
    const int minimum = stats::minimumPairsForInterval(confidence);
    if (pairs >= minimum)
        return message;
    // The statistics end their "too few pairs" message with this sentence, counted to the
    // interval's minimum; the planner (never below that minimum) asks for more when the
    // spread is wide, and the gates name the planner's number. The same tr() call makes the
    // same text in any language, so the sentence is found, not parsed.
    const QString minimumAdvice = stats::StatisticsTr::tr(
        "Run %n more interleaved repeat(s) of both arms.", nullptr, minimum - pairs);
    if (!message.endsWith(minimumAdvice))
        return message;
    return message.chopped(minimumAdvice.size()) +
           ComparisonTr::tr("The planner asks for %1 pairs at this spread: run %n more "
                            "interleaved repeat(s) of both arms.",
                            nullptr, std::max(1, planned - pairsPerPoint))
               .arg(planned);
}

} // namespace lanebook::ComparisonSteps
