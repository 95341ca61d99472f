#pragma once

#include "models/waves/waveplan.h"

#include <QList>
#include <QString>

#include <vector>

namespace lanebook {

// One planned run of a wave: which arm measures which workload point, in which repeat and
// slot, on which GPUs. The runner executes steps in index order; steps that share a group
// start together (side-by-side execution), otherwise every step is its own group.
struct WaveStep
{
    int index = 0;  // position in the wave, from 0
    int group = 0;  // steps of one group run at the same time
    int repeat = 0; // from 0
    // The steps compared with each other: one slot per (repeat, workload point), numbered in
    // the order they run. A run's pairing key is (wave, repeat) within its workload point.
    int slot = 0;
    int armIndex = 0;
    QString arm;
    QString config;
    ArmRole role = ArmRole::Candidate;
    int pointIndex = 0;
    WavePoint point;
    QList<int> gpus;
    // The plan starts the arm's server before this step (restart policy, a GPU swap, or a
    // GPU another arm used last). The runner also restarts a server that died.
    bool startsServer = false;
    double estimatedDurationS = 0.0; // server start (when it starts one) + warmup + measured

    friend bool operator==(const WaveStep &, const WaveStep &) = default;
};

// The whole order of a valid plan (validateWavePlan() empty). Repeat outer, workload point,
// then the arms in the order policy's turn.
std::vector<WaveStep> scheduleWave(const WavePlan &plan);

// Wall time of the schedule: the sum of its groups, each as long as its longest step.
double estimatedWaveDurationS(const std::vector<WaveStep> &steps);

// The GPUs an arm runs on in a given repeat: its own, or with swap_gpus on odd repeats those
// of its partner (arms trade GPUs pairwise: 0<->1, 2<->3; an odd last arm keeps its own).
QList<int> armGpusInRepeat(const WavePlan &plan, int armIndex, int repeat);

// Order of the arms (indices) in a repeat under the plan's order policy.
std::vector<int> armOrderInRepeat(const WavePlan &plan, int repeat);

// "A,B | B,A | A,B": the schedule as arm names, slots separated; for the CLI and tests.
QString scheduleOrderText(const std::vector<WaveStep> &steps);

} // namespace lanebook
