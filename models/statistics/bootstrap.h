#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace lanebook::stats {

// Bias-corrected and accelerated (BCa) bootstrap interval of a one-sample statistic, as in
// Efron & Tibshirani (1993) ch. 14 and scipy.stats.bootstrap(method="BCa"): the bias
// correction z0 uses the mid-rank proportion of replicates below the estimate, the
// acceleration comes from the jackknife, and the limits are numpy "linear" percentiles of
// the replicates. Resampling is deterministic: std::mt19937_64 from a fixed seed and an
// unbiased index draw of our own (std::uniform_int_distribution differs between standard
// libraries), so the same data always gives the same interval on every platform.

constexpr std::uint64_t kDefaultBootstrapSeed = 0x4c616e65626f6f6bULL; // "Lanebook"
constexpr int kMinimumBootstrapResamples = 10000;

struct BootstrapOptions
{
    int resamples = kMinimumBootstrapResamples;
    std::uint64_t seed = kDefaultBootstrapSeed;
    double confidence = 0.95;
};

struct BcaInterval
{
    double estimate = 0.0;
    double low = 0.0;
    double high = 0.0;
    double biasCorrection = 0.0; // z0
    double acceleration = 0.0;   // a
    int resamples = 0;
};

using SampleStatistic = std::function<double(const std::vector<double> &)>;

// std::nullopt for fewer than two values or a degenerate BCa correction.
std::optional<BcaInterval> bcaBootstrap(const std::vector<double> &sample,
                                        const SampleStatistic &statistic,
                                        const BootstrapOptions &options);

// The BCa step alone, from given replicates; bcaBootstrap draws them and calls this.
std::optional<BcaInterval> bcaFromReplicates(double estimate,
                                             std::vector<double> bootstrapReplicates,
                                             const std::vector<double> &jackknifeReplicates,
                                             double confidence);

} // namespace lanebook::stats
