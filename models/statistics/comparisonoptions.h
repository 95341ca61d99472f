#pragma once

#include "models/statistics/bootstrap.h"
#include "models/statistics/decision.h"

#include <QString>

#include <optional>

namespace lanebook::stats {

// Above this many pairs the paired interval is a BCa bootstrap instead of the exact Walsh
// (Wilcoxon) interval. Up to 25 pairs the exact interval is exact under symmetry of the log
// ratios, while a bootstrap of so few values is lumpy and under-covers; past 25 pairs the
// bootstrap needs no symmetry (bimodal thermal states are common) and is smooth enough.
constexpr int kMaxPairsForExactInterval = 25;

// How two arms are compared: direction of the metric, confidence, and the A/A noise floor
// that sets the decision threshold.
struct ComparisonOptions
{
    MetricDirection direction = MetricDirection::HigherIsBetter;
    double confidence = 0.95;
    std::optional<double> noiseFloorPercent; // from A/A repeats; delta = max(1%, this)
    int maxPairsForExactInterval = kMaxPairsForExactInterval;
    BootstrapOptions bootstrap; // its confidence is replaced by `confidence`
    QString metricName;         // names the metric in messages, e.g. "output_tok_s"
};

} // namespace lanebook::stats
