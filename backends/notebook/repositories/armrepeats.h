#pragma once

#include "models/run/run.h"

#include <vector>

namespace lanebook {

class NotebookStore;

// The runs a wave recorded for the arm of `run` (their placements on the wave its extra
// "wave_id" names), without request samples, the run itself among them; empty when the run is
// not a wave's. What the inspector holds a run against to say whether it stands out.
std::vector<Run> armRunsOf(const NotebookStore &store, const Run &run);

} // namespace lanebook
