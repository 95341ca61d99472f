#pragma once

#include "models/loadgen/loadspec.h"
#include "models/waves/waveschedule.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// Where a wave stands. Stored in waves.status.
enum class WaveStatus {
    Planned,
    Running,
    Finished,    // every step ran (some may have failed under on_arm_failure "continue")
    Failed,      // an arm failed under on_arm_failure "stop", or the notebook refused a write
    Aborted,     // the user aborted it
    Interrupted, // the process running it died (crash, kill, power): found at a later start
};

// "planned", "running", "finished", "failed", "aborted", "interrupted"
QString waveStatusId(WaveStatus status);
std::optional<WaveStatus> waveStatusFromId(const QString &id);

// A wave as the notebook keeps it: the plan as run (secrets redacted) and what became of it.
struct WaveRecord
{
    qint64 id = 0;
    QString name;
    QString lane;
    nlohmann::json plan = nlohmann::json::object();
    WaveStatus status = WaveStatus::Planned;
    QDateTime createdAt;
    QDateTime finishedAt;                              // invalid while running
    nlohmann::json summary = nlohmann::json::object(); // steps by outcome, errors, canaries
    // Who runs it: {"host", "pid", "start_ticks"} (the process's /proc start time, since PIDs
    // are reused); empty for waves recorded before schema version 5.
    nlohmann::json runner = nlohmann::json::object();
};

// A wave left "running" by a process that is gone, as found (and marked) at an open.
struct InterruptedWave
{
    qint64 waveId = 0;
    QString name;
    QString why; // "the process that ran it (PID 4242 on gpu-box) is gone"
    nlohmann::json summary = nlohmann::json::object(); // what its summary becomes
};

// A run's place in its wave (the runs table's wave columns).
struct WaveRunPlacement
{
    qint64 runId = 0;
    qint64 waveId = 0;
    QString arm;
    ArmRole role = ArmRole::Candidate;
    int repeat = 0;
    int slot = 0;
    QList<int> gpus;
    QString logTail; // the server's, when the run was recorded
};

// A step whose arm could not run (program missing, server exited or never healthy), kept on
// its wave: no request was sent, so it is no run and joins no lane.
struct WaveStepFailure
{
    qint64 waveId = 0;
    // What the notebook keeps of the step: index, arm, config, role, repeat, slot, GPUs and
    // the workload point's concurrency and context tokens.
    WaveStep step;
    QString reason;  // why it could not run, as the runner said it (secrets redacted)
    QString logTail; // the server's last words, when it had any
    QDateTime recordedAt;
};

// What became of one step.
enum class WaveStepOutcome {
    Recorded, // the run is in the notebook (its requests may still have failed)
    Failed,   // the arm failed: a server that did not start is a WaveStepFailure on the wave;
              // one that died during the load leaves its run, recorded as measured
    Skipped,  // the user skipped it; a load cut short is not recorded
    NotRun,   // the wave stopped or was aborted before it
};

QString waveStepOutcomeId(WaveStepOutcome outcome); // "recorded", "failed", "skipped", "not-run"

// One finished step, with the headline numbers the monitor shows.
struct WaveStepResult
{
    WaveStep step;
    WaveStepOutcome outcome = WaveStepOutcome::NotRun;
    qint64 runId = 0; // 0 when nothing was recorded
    QString runLabel;
    std::optional<double> outputTokPerS;
    std::optional<double> medianTtftMs;
    int completedRequests = 0;
    int failedRequests = 0;
    QString message; // why it failed, or what was noteworthy (server restarted, cache reset)
};

// Live progress of a running step, forwarded from the load generator (at most 10 Hz).
struct WaveProgress
{
    int stepIndex = 0;
    QString arm;
    LoadProgress load;
};

// One quality step run against one server of an arm (wavequalitystep.h): the runs its
// result file gave, or why it failed (the failure is also kept on the wave as a
// WaveStepFailure with the command's log tail).
struct QualityStepResult
{
    QString arm;
    QString step;         // WaveQualityStep::name
    int serverLaunch = 0; // ServerSession::launchNumber of the server it ran against
    bool succeeded = false;
    std::vector<qint64> runIds;
    QString format;  // of the file the runs came from ("llama-perplexity")
    QString message; // the file read, or why it failed
};

// The whole wave, once it ended.
struct WaveOutcome
{
    qint64 waveId = 0; // 0 when the wave could not even be recorded
    WaveStatus status = WaveStatus::Planned;
    std::vector<WaveStepResult> steps;
    QStringList errors; // plan refusals, arm failures, notebook errors, in the order met
    // Runs the notebook could not take in time, kept in its run journal (entry ids); they
    // join the notebook at its next open.
    QStringList journaled;
    std::vector<QualityStepResult> quality; // in the order run
    // A searching wave's searches and the comparison of their maxima
    // (waveSearchSummaryJson); none in any other wave.
    std::optional<nlohmann::json> search;

    int count(WaveStepOutcome outcome) const;
    nlohmann::json toJson() const; // the CLI's --json summary and waves.summary_json
};

nlohmann::json waveStepResultToJson(const WaveStepResult &result);

} // namespace lanebook
