#pragma once

#include "models/waves/waverecord.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <vector>

namespace lanebook {

class NotebookStore;

// This process as the runner of a wave (WaveRecord::runner): host, PID and the PID's start
// time, so that a later Lanebook can tell whether it still runs.
nlohmann::json thisProcessAsWaveRunner();

// Marks "interrupted" every wave left "running" by a process of this host that no longer runs
// (a crash, a kill, a power cut), with why in its summary, and returns them. Waves run from
// other hosts (a shared notebook) and waves without a runner (recorded before schema version
// 5) are left as they are: there is no telling.
// NotebookStore::open (read-write) does it, so any Lanebook process that opens the notebook
// finds them.
std::vector<InterruptedWave> markInterruptedWaves(NotebookStore &store);
// The same waves, found without marking them (a read-only open asks whether it must).
std::vector<InterruptedWave> findInterruptedWaves(const NotebookStore &store);

} // namespace lanebook
