#include "models/statistics/bootstrap.h"

#include "models/statistics/distributions.h"
#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace lanebook::stats {

namespace {

// Uniform index in [0, n) by rejection: the same sequence from the same seed everywhere.
size_t drawIndex(std::mt19937_64 &generator, std::uint64_t n)
{
    const std::uint64_t limit = std::mt19937_64::max() - std::mt19937_64::max() % n;
    std::uint64_t value = generator();
    while (value >= limit)
        value = generator();
    return static_cast<size_t>(value % n);
}

} // namespace

std::optional<BcaInterval> bcaFromReplicates(double estimate,
                                             std::vector<double> bootstrapReplicates,
                                             const std::vector<double> &jackknifeReplicates,
                                             double confidence)
{
    const size_t resamples = bootstrapReplicates.size();
    const size_t n = jackknifeReplicates.size();
    if (resamples == 0 || n < 2 || !(confidence > 0.0 && confidence < 1.0))
        return std::nullopt;
    std::sort(bootstrapReplicates.begin(), bootstrapReplicates.end());

    const auto below =
        std::lower_bound(bootstrapReplicates.begin(), bootstrapReplicates.end(), estimate) -
        bootstrapReplicates.begin();
    const auto atOrBelow =
        std::upper_bound(bootstrapReplicates.begin(), bootstrapReplicates.end(), estimate) -
        bootstrapReplicates.begin();
    const double count = static_cast<double>(resamples);
    // Clamped half a replicate inside (0, 1) so an estimate outside every replicate gives a
    // finite correction instead of an infinite one.
    const double proportion = std::clamp(static_cast<double>(below + atOrBelow) / (2.0 * count),
                                         0.5 / count, 1.0 - 0.5 / count);
    const double z0 = normalQuantile(proportion);

    const double jackknifeMean =
        std::accumulate(jackknifeReplicates.begin(), jackknifeReplicates.end(), 0.0) /
        static_cast<double>(n);
    double cubes = 0.0;
    double squares = 0.0;
    for (const double replicate : jackknifeReplicates) {
        const double u = static_cast<double>(n - 1) * (jackknifeMean - replicate);
        cubes += u * u * u;
        squares += u * u;
    }
    const double nn = static_cast<double>(n);
    cubes /= nn * nn * nn;
    squares /= nn * nn;
    // A jackknife without spread has no skewness to correct for.
    const double acceleration = squares > 0.0 ? cubes / (6.0 * std::pow(squares, 1.5)) : 0.0;

    const double zAlpha = normalQuantile((1.0 - confidence) / 2.0);
    const auto adjusted = [&](double z) {
        const double shifted = z0 + z;
        return normalCdf(z0 + shifted / (1.0 - acceleration * shifted));
    };
    const double lowLevel = adjusted(zAlpha);
    const double highLevel = adjusted(-zAlpha);
    if (!std::isfinite(lowLevel) || !std::isfinite(highLevel))
        return std::nullopt;

    BcaInterval interval;
    interval.estimate = estimate;
    interval.low = percentileOfSorted(bootstrapReplicates, lowLevel * 100.0);
    interval.high = percentileOfSorted(bootstrapReplicates, highLevel * 100.0);
    interval.biasCorrection = z0;
    interval.acceleration = acceleration;
    interval.resamples = static_cast<int>(resamples);
    return interval;
}

std::optional<BcaInterval> bcaBootstrap(const std::vector<double> &sample,
                                        const SampleStatistic &statistic,
                                        const BootstrapOptions &options)
{
    const size_t n = sample.size();
    if (n < 2 || options.resamples < 1)
        return std::nullopt;
    std::mt19937_64 generator(options.seed);
    std::vector<double> replicates;
    replicates.reserve(static_cast<size_t>(options.resamples));
    std::vector<double> resample(n);
    for (int b = 0; b < options.resamples; ++b) {
        for (size_t i = 0; i < n; ++i)
            resample[i] = sample[drawIndex(generator, n)];
        replicates.push_back(statistic(resample));
    }
    std::vector<double> jackknife;
    jackknife.reserve(n);
    std::vector<double> leaveOneOut;
    leaveOneOut.reserve(n - 1);
    for (size_t skip = 0; skip < n; ++skip) {
        leaveOneOut.clear();
        for (size_t i = 0; i < n; ++i) {
            if (i != skip)
                leaveOneOut.push_back(sample[i]);
        }
        jackknife.push_back(statistic(leaveOneOut));
    }
    return bcaFromReplicates(statistic(sample), std::move(replicates), jackknife,
                             options.confidence);
}

} // namespace lanebook::stats
