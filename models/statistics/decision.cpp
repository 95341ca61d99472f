#include "models/statistics/decision.h"

#include "models/statistics/statisticstr.h"

#include <algorithm>
#include <cmath>

namespace lanebook::stats {

double decisionThresholdPercent(std::optional<double> noiseFloorPercent)
{
    if (noiseFloorPercent && std::isfinite(*noiseFloorPercent))
        return std::max(kMinimumDecisionThresholdPercent, *noiseFloorPercent);
    return kMinimumDecisionThresholdPercent;
}

Verdict decide(double logCiLow, double logCiHigh, double thresholdPercent,
               MetricDirection direction)
{
    if (!std::isfinite(logCiLow) || !std::isfinite(logCiHigh) || !std::isfinite(thresholdPercent))
        return Verdict::NotEnoughData;
    const double band = percentToLogRatio(std::max(0.0, thresholdPercent));
    const bool higher = direction == MetricDirection::HigherIsBetter;
    if (logCiLow > band)
        return higher ? Verdict::Faster : Verdict::Slower;
    if (logCiHigh < -band)
        return higher ? Verdict::Slower : Verdict::Faster;
    return Verdict::WithinNoise;
}

double logRatioToPercent(double logRatio)
{
    return std::expm1(logRatio) * 100.0;
}

double percentToLogRatio(double percent)
{
    return std::log1p(percent / 100.0);
}

QString verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Faster:
        return StatisticsTr::tr("faster");
    case Verdict::Slower:
        return StatisticsTr::tr("slower");
    case Verdict::WithinNoise:
        return StatisticsTr::tr("within noise");
    case Verdict::NotEnoughData:
        break;
    }
    return StatisticsTr::tr("not enough data");
}

} // namespace lanebook::stats
