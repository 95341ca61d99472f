#pragma once

#include "backends/waves/wavecontrol.h"
#include "models/waves/waveplan.h"
#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"

#include <functional>
#include <vector>

namespace lanebook {

class TelemetryRecorder;

// What a running wave tells whoever watches it. Called on the wave's thread, one call at a
// time (side-by-side loads report progress from their own threads, serialised); any member
// may be empty.
struct WaveObserver
{
    std::function<void(qint64 waveId, const std::vector<WaveStep> &steps)> started;
    std::function<void(const WaveStep &step)> stepStarted;
    std::function<void(const WaveProgress &progress)> progressed; // at most 10 Hz per load
    std::function<void(const WaveStepResult &result)> stepFinished;
    std::function<void(const QString &arm, const QString &why)> armFailed;
    std::function<void(const QString &message)> noted; // servers starting, pause, canaries
};

struct WaveOptions
{
    QString pidDirectory; // where launched servers are recorded; empty: the launcher's default
    // Fed by a telemetry sampler while the wave runs: each run keeps the trace of its own GPUs
    // during its load, summarised into its metrics before it is judged. nullptr: no source;
    // the wave says so once (with telemetryUnavailable, why) and its runs have no trace.
    TelemetryRecorder *telemetry = nullptr;
    QString telemetryUnavailable = {};
    // Secret name -> value, resolved by the caller on the main thread (the keychain is asked
    // there only: WaveRunner::start). Secrets the plan names that are missing here are
    // resolved by executeWave; one that resolves nowhere refuses the wave before it starts.
    QMap<QString, QString> secretValues = {};
    // Where the plan's quality steps write their files (<folder>/wave-<id>/<arm>/...), kept
    // after the wave; empty: defaultQualityDirectory(the notebook).
    QString qualityDirectory = {};
};

// Where a wave's quality-step files go unless told: beside a notebook file
// (<folder>/<name>-quality for <folder>/<name>.lanebook), so the evidence behind its quality
// runs lives and moves with it; for a team notebook on a server, the user's data folder
// (~/.local/share/lanebook/quality). Never the temporary folder, which a reboot empties.
QString defaultQualityDirectory(const QString &notebookPath);

// Runs a whole wave on the calling thread: refuses an invalid plan before
// anything starts; records the wave; for each step of scheduleWave(), in order, makes sure
// the arm's server runs (restart policy, GPU swaps, a server that died), sends the canaries
// to every fresh server, resets the prefix cache, runs the load and records the run with its
// wave, arm, role, repeat, slot, GPUs, server PID, canary outputs and log tail, the plan's
// quality steps run against every fresh server (wavequalitysteps.h), and (with
// options.telemetry) its GPUs' telemetry trace and summary metrics, judged by the run gates. An
// arm that cannot run its step (its server did not start or never answered) is kept on the wave
// as a WaveStepFailure with why and its log tail, never as a run in a lane; a server that dies
// during a load leaves its run, marked so. The wave goes on or stops per on_arm_failure. Servers
// are stopped when it returns. The notebook is opened here, on this thread (a Qt SQL connection
// belongs to the thread that opened it).
WaveOutcome executeWave(const WavePlan &plan, const QString &notebookPath, WaveControl &control,
                        const WaveObserver &observer = {}, const WaveOptions &options = {});

} // namespace lanebook
