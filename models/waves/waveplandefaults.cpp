// The defaults of a new wave plan that are worked out rather than written down.
#include "models/waves/waveplan.h"

#include "models/statistics/samplesizeplanner.h"

namespace lanebook {

namespace {

// The planner's defaults: the noise field of the Waves planner, and the effect worth a
// claim.
constexpr double kDefaultNoiseCvPercent = 2.0;
constexpr double kDefaultEffectPercent = 5.0;

} // namespace

int defaultWaveRepeats()
{
    const stats::SampleSizePlan plan =
        stats::planPairs(kDefaultNoiseCvPercent, kDefaultEffectPercent);
    return plan.pairs.value_or(plan.minimumPairs);
}

int minimumPairsForVerdict()
{
    return stats::planPairs(kDefaultNoiseCvPercent, kDefaultEffectPercent).minimumPairs;
}

} // namespace lanebook
