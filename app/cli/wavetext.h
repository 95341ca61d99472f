#pragma once

#include "models/waves/waveplan.h"
#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"

#include <QString>

#include <vector>

namespace lanebook::cli {

// The wave command's human-readable text: the schedule (`wave plan`), one line per step as it
// starts and ends (`wave run`), and the summary at the end.
namespace WaveText {

QString schedule(const WavePlan &plan, const std::vector<WaveStep> &steps);
QString stepStarted(const WaveStep &step, int stepCount);
QString stepFinished(const WaveStepResult &result);
// Per workload point and arm: the median output tok/s of the recorded runs; then what ran,
// failed or was skipped, the errors, and the compare command for the recorded arms.
QString summary(const WavePlan &plan, const WaveOutcome &outcome);

} // namespace WaveText

} // namespace lanebook::cli
