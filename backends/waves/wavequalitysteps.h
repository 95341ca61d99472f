#pragma once

#include "models/waves/waveplan.h"
#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"
#include "models/waves/wavesteprun.h"

#include <QString>

#include <functional>
#include <map>
#include <set>
#include <vector>

namespace lanebook {

class NotebookStore;

// The quality steps of a wave's arms (wavequalitystep.h): run against each fresh server as the
// plan says (every start, or the arm's first), their runs stored and linked both ways (each
// quality run names its wave and arm; the arm's speed runs list the quality runs beside them),
// a failed step reported with why and its log tail. Lives on the wave's thread.
class WaveQualitySteps
{
public:
    // folder: where each step's files go, as <folder>/wave-<id>/<arm>/<step>-s<launch>.
    WaveQualitySteps(const WavePlan &plan, NotebookStore &store, const QString &folder);

    struct Failure
    {
        QString reason; // names the arm and the step
        QString logTail;
    };
    struct Outcome
    {
        std::vector<QualityStepResult> results;
        std::vector<Failure> failures;
    };

    // The steps due for the fresh server of `step`'s arm; sets session.qualityRunIds to the runs
    // its speed runs stand beside. `cancelled` stops a running step (the wave was aborted);
    // `note` tells the watcher what ran.
    Outcome runFor(const WaveStep &step, qint64 waveId, ServerSession &session,
                   const std::function<bool()> &cancelled,
                   const std::function<void(const QString &)> &note);

private:
    const WavePlan &m_plan;
    NotebookStore &m_store;
    QString m_folder;
    std::map<int, std::vector<qint64>> m_perArmRuns; // the once-per-arm steps' runs, by arm
    std::set<int> m_perArmDone;                      // arms whose once-per-arm steps ran
};

} // namespace lanebook
