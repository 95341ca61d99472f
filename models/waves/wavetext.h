#pragma once

#include "models/waves/waveplan.h"
#include "models/waves/waverecord.h"

#include <QList>
#include <QString>

#include <vector>

namespace lanebook {

// How the wave planner and monitor write durations, GPU sets, number lists and outcomes.
// Strings are translated in the "WaveText" context.
namespace WaveText {

// "45 s", "12 min", "1 h 05 min".
QString duration(double seconds);
// "GPU 0", "GPUs 0,1", "no GPU".
QString gpus(const QList<int> &gpus);
// "0,1" <-> {0, 1}; parse gives std::nullopt on anything but non-negative integers.
QString numberList(const QList<int> &numbers);
QString numberList(const std::vector<int> &numbers);
std::optional<QList<int>> parseNumberList(const QString &text);
QString roleTitle(ArmRole role); // "control", "candidate" (translated)
QString outcomeTitle(WaveStepOutcome outcome);
QString statusTitle(WaveStatus status);

} // namespace WaveText

} // namespace lanebook
