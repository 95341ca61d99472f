#pragma once

#include <QString>

#include <optional>

namespace lanebook::stats {

// How many repeats a claim needs, by the normal approximation of a
// paired test at significance alpha (two-sided) and the given power:
//   pairs  n = 2 ((z(1 - alpha/2) + z(power)) CV / effect)^2   (1.96 + 0.84 at the defaults)
//   effect   = (z(1 - alpha/2) + z(power)) CV sqrt(2 / n)       (the inverse)
//   draft tokens for an acceptance-rate difference Delta at p: p (1 - p) (z(1 - alpha/2) / Delta)^2
// The z values come from the normal quantile, not the rounded 1.96 and 0.84. The planner
// never proposes fewer pairs than the exact interval needs (6 at 95%).

struct SampleSizeOptions
{
    double alpha = 0.05; // two-sided
    double power = 0.80;
};

struct SampleSizePlan
{
    std::optional<int> pairs;  // recommended repeats per arm, paired
    double formulaPairs = 0.0; // the formula before rounding up and the minimum
    int minimumPairs = 0;      // the exact interval's minimum at 1 - alpha
    QString message;           // why there is no plan, or what bounded it
};

SampleSizePlan planPairs(double cvPercent, double effectPercent,
                         const SampleSizeOptions &options = {});

// Smallest relative effect, in percent, that a wave of `pairs` repeats detects.
std::optional<double> detectableEffectPercent(double cvPercent, int pairs,
                                              const SampleSizeOptions &options = {});

// Draft tokens per configuration to resolve an acceptance-rate difference, rounded up;
// acceptanceRate in (0, 1), difference in rate units (0.01 = one point).
std::optional<long long> draftTokensForAcceptance(double acceptanceRate, double difference,
                                                  double alpha = 0.05);

} // namespace lanebook::stats
