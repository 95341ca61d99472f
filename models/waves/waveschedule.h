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
    // In a wave that searches (WavePlan::search): which probe of its arm's search this is,
    // from 1; 0 in any other wave. The point's concurrency is the probe's load.
    int probe = 0;

    friend bool operator==(const WaveStep &, const WaveStep &) = default;
};

// A search's probe runs at least this many requests per stream, so that every stream sends
// several and the window is not all ramp (bench --find-max-concurrency does the same).
constexpr int kSearchRequestsPerStream = 4;

// The workload point a search's probe at `concurrency` runs: the plan's point with that
// concurrency and at least kSearchRequestsPerStream requests per stream.
WavePoint searchProbePoint(const WavePoint &start, int concurrency);

// The whole order of a valid plan (validateWavePlan() empty). Repeat outer, workload point,
// then the arms in the order policy's turn. A searching plan's probes are decided as it runs
// (WaveSearchSchedule): its schedule here is the most it can run, every search using its whole
// probe budget at the starting concurrency, for the planner's count and time estimate.
std::vector<WaveStep> scheduleWave(const WavePlan &plan);

// Which steps start their arm's server, in the order the steps run: the restart policy, a GPU
// swap, or a GPU or address another arm's server held last (that server is then down).
class WaveServerStarts
{
public:
    explicit WaveServerStarts(const WavePlan &plan);
    // Sets step.startsServer and step.estimatedDurationS for `step`, the next step to run.
    void place(WaveStep &step);

private:
    struct ServerState
    {
        bool up = false;
        QList<int> gpus;
        QString baseUrl;
        int repeat = -1;
    };
    const WavePlan &m_plan;
    std::vector<ServerState> m_servers;
};

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
