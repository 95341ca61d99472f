#pragma once

#include "models/comparison/workloadpoint.h"
#include "models/run/run.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// The reporting standard: the fields every configuration in an ablation
// table carries, so that its number is interpretable. One block per headline configuration,
// as YAML-like lines grouped under identity / model / environment / workload / results.
// A field the runs do not record is written "~" with "# not recorded" (and "REQUIRED" for
// B_token, context length and draft depth, as the seed marks them): a hole in the report is
// shown, never filled in. Values pass through redactSecretsInText.
//
// runs: the configuration's runs (one arm); metricName: the headline metric (tok/s); point:
// the workload point whose runs give tok_s_median and tok_s_iqr (all runs when none).
QString reportingStandardBlock(const QString &configName, const std::vector<Run> &runs,
                               const QString &metricName,
                               const std::optional<WorkloadPoint> &point);

} // namespace lanebook
