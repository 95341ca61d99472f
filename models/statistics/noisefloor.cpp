#include "models/statistics/noisefloor.h"

#include "models/statistics/decision.h"
#include "models/statistics/distributions.h"
#include "models/statistics/logratios.h"
#include "models/statistics/pairedinterval.h"
#include "models/statistics/statisticstr.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace lanebook::stats {

NoiseFloor noiseFloorFromAaPairs(const std::vector<double> &first,
                                 const std::vector<double> &second, double confidence)
{
    NoiseFloor floor;
    floor.source = NoiseFloorSource::AaPairs;
    const LogValues ratios = pairedLogRatios(first, second, StatisticsTr::tr("the A/A repeats"));
    if (!ratios.ok()) {
        floor.message = ratios.error;
        return floor;
    }
    floor.samples = static_cast<int>(ratios.values.size());
    ComparisonOptions options;
    options.confidence = confidence;
    const PairedInterval interval = pairedLogInterval(ratios.values, options);
    if (!interval.low || !interval.high) {
        floor.message = StatisticsTr::tr("No A/A noise floor: %1").arg(interval.message);
        return floor;
    }
    const double widest = std::max(std::fabs(*interval.low), std::fabs(*interval.high));
    floor.percent = logRatioToPercent(widest);
    return floor;
}

NoiseFloor noiseFloorFromRepeats(const std::vector<double> &repeats, double confidence)
{
    NoiseFloor floor;
    floor.source = NoiseFloorSource::Repeats;
    const LogValues logs = armLogs(repeats, StatisticsTr::tr("same-recipe repeats"), QString());
    if (!logs.ok()) {
        floor.message = logs.error;
        return floor;
    }
    const int n = static_cast<int>(logs.values.size());
    floor.samples = n;
    if (n < kMinimumRepeatsForNoiseFloor) {
        floor.message = StatisticsTr::tr("%n repeat(s): the noise floor needs at least %1 "
                                         "repeats of the same recipe in separate processes.",
                                         nullptr, n)
                            .arg(kMinimumRepeatsForNoiseFloor);
        return floor;
    }
    const double count = n;
    const double mean = std::accumulate(logs.values.begin(), logs.values.end(), 0.0) / count;
    double sumSquares = 0.0;
    for (const double value : logs.values)
        sumSquares += (value - mean) * (value - mean);
    const double sd = std::sqrt(sumSquares / (count - 1.0));
    const double critical = studentTQuantile(0.5 + confidence / 2.0, count - 1.0);
    floor.percent = logRatioToPercent(critical * std::sqrt(2.0) * sd / std::sqrt(count));
    return floor;
}

} // namespace lanebook::stats
