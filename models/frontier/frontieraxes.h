#pragma once

#include "models/frontier/pareto.h"
#include "models/run/run.h"

#include <QString>

#include <functional>
#include <vector>

namespace lanebook {

namespace FrontierAxes {

// The throughput frontier's axes for a serving run that has not got them from its tool:
//   output_tok_per_s_per_user = 1000 / mean_tpot_ms, the rate one stream is served at while it
//     decodes (InferenceMAX's interactivity);
//   output_tok_per_s_per_gpu = output_tok_per_s / gpuCount, when the run's GPU count is known
//     (gpuCount > 0: a wave arm's GPUs, bench --gpus).
// A tool's own figures (trtllm-bench writes both) are kept as they are.
void addTo(Run &run, int gpuCount);

// One group's runs on the frontier of metric x against metric y (both higher-is-better).
struct Group
{
    QString name;
    std::vector<const Run *> frontier; // ascending x
    std::vector<const Run *> dominated;
};

struct Frontiers
{
    std::vector<Group> groups; // by name
    int leftOut = 0;           // runs without both metrics
};

// The runs grouped by `groupOf(run)` (a lane, an arm, a model), each group's frontier.
Frontiers of(const std::vector<Run> &runs, const QString &x, const QString &y,
             const std::function<QString(const Run &)> &groupOf);

} // namespace FrontierAxes

} // namespace lanebook
