#pragma once

#include "models/comparison/comparisonreport.h"
#include "models/run/run.h"

#include <vector>

namespace lanebook {

class NotebookStore;

// The quality runs a wave linked to these runs (their extra "quality_runs": the perplexity,
// KL or lm-eval runs of the arm's quality steps), each once, in the order first named; a run
// no longer in the notebook is skipped.
std::vector<Run> linkedQualityRuns(const NotebookStore &store, const std::vector<Run> &runs);

// Fills the request's quality runs from both arms' links.
void addLinkedQualityRuns(const NotebookStore &store, const std::vector<Run> &control,
                          const std::vector<Run> &candidate, ComparisonRequest &request);

} // namespace lanebook
