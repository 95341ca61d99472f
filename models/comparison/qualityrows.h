#pragma once

#include "models/run/run.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// A quality metric both arms can be judged on (perplexity, KL, an lm-eval task, acceptance),
// with each arm's median over the runs that record it: speed is never reported alone.
struct QualityRow
{
    QString metricName;
    std::optional<double> controlMedian;
    std::optional<double> candidateMedian;
    int controlRuns = 0;
    int candidateRuns = 0;

    // 100 (candidate / control - 1); std::nullopt when a side is missing or the control is 0.
    std::optional<double> changePercent() const;
};

// Every quality metric (the vocabulary's quality and speculative groups, standard errors and
// draft-token counts left out) any of the runs records, in name order.
std::vector<QualityRow> qualityRows(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate);

} // namespace lanebook
