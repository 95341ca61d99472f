#include "backends/waves/waveexecution.h"

#include "backends/waves/waveruntr.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/notebookstore.h"
#include "backends/secrets/wavesecrets.h"
#include "backends/telemetry/gpuloadboard.h"
#include "backends/telemetry/telemetryrecorder.h"
#include "backends/threads/sidebyside.h"
#include "backends/waves/armservers.h"
#include "backends/waves/httppost.h"
#include "backends/waves/interruptedwaves.h"
#include "backends/waves/wavepreflight.h"
#include "backends/waves/wavequalitysteps.h"
#include "models/findings/secretredaction.h"
#include "models/gates/runjudgement.h"
#include "models/run/statusreason.h"
#include "models/waves/waveplanjson.h"
#include "models/waves/wavesearch.h"
#include "models/waves/wavesteprun.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QStandardPaths>

#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

namespace lanebook {

namespace {

constexpr double kPrefixResetTimeoutS = 30.0;
constexpr int kExitGraceChecks = 50; // 20 ms apart: a second

std::int64_t wallClockNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// The batches read after sinceNs (wall clock, as batches are stamped). The sampler hands a
// batch over from its own thread, so one read just before a window opened can arrive just
// after: it shows the moment before the run (an idle GPU), not the run.
std::vector<TelemetryBatch> readSince(std::vector<TelemetryBatch> batches, std::int64_t sinceNs)
{
    std::erase_if(batches, [sinceNs](const TelemetryBatch &batch) { return batch.tNs < sinceNs; });
    return batches;
}

QString gpuListText(const QList<int> &gpus)
{
    QStringList parts;
    for (const int gpu : gpus)
        parts << QString::number(gpu);
    return parts.join(QLatin1Char(','));
}

// One wave from start to end; the state executeWave() would otherwise pass around.
class WaveExecution
{
public:
    WaveExecution(const WavePlan &plan, const QString &notebookPath, WaveControl &control,
                  const WaveObserver &observer, const WaveOptions &options)
        : m_plan(plan)
        , m_notebookPath(notebookPath)
        , m_control(control)
        , m_observer(observer)
        , m_options(options)
    {}

    WaveOutcome run();

private:
    void note(const QString &message);
    void waitWhilePaused();
    void runGroup(size_t first, size_t end);
    void runLoads(const std::vector<size_t> &ready);
    void record(size_t stepIndex, Run run, const std::vector<TelemetryBatch> &telemetry);
    void summariseTelemetry(const WaveStep &step, Run &run,
                            const std::vector<TelemetryBatch> &telemetry);
    void armFailed(size_t stepIndex, const QString &why, const QString &logTail);
    void keepStepFailure(size_t stepIndex, const QString &why, const QString &logTail);
    bool runQualitySteps(size_t stepIndex);
    void finishStep(size_t stepIndex);
    void addSteps(std::vector<WaveStep> steps);
    void recordProbes(size_t first, size_t end);
    QString resetPrefixCache(const WaveStep &step);

    const WavePlan &m_plan;
    QString m_notebookPath;
    WaveControl &m_control;
    const WaveObserver &m_observer;
    WaveOptions m_options;
    std::mutex m_observerMutex;

    NotebookStore m_store;
    std::unique_ptr<ArmServers> m_servers;
    std::unique_ptr<WaveQualitySteps> m_quality;
    std::vector<WaveStep> m_steps;
    WaveOutcome m_outcome;
    bool m_stopped = false; // an arm failed under on_arm_failure "stop", or the notebook failed
    bool m_telemetryGapNoted = false;
    QHash<QString, size_t> m_stepOfJournalEntry; // runs kept in the run journal, by entry
    // A searching plan's probes, decided round by round (nullptr in any other wave), and the
    // attainment each recorded probe measured, by step.
    std::unique_ptr<WaveSearchSchedule> m_search;
    QHash<size_t, double> m_probeAttainment;
};

void WaveExecution::note(const QString &message)
{
    if (m_observer.noted) {
        const std::lock_guard lock(m_observerMutex);
        // The monitor's log and the CLI print it: a server's last words can hold a token.
        m_observer.noted(redactSecretsInText(message));
    }
}

void WaveExecution::waitWhilePaused()
{
    if (!m_control.isPauseRequested() || m_control.isAbortRequested())
        return;
    note(WaveRunTr::tr("Paused before step %1.").arg(m_outcome.steps.size()));
    while (m_control.isPauseRequested() && !m_control.isAbortRequested())
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (!m_control.isAbortRequested())
        note(WaveRunTr::tr("Resumed."));
}

WaveOutcome WaveExecution::run()
{
    m_outcome.errors = validateWavePlan(m_plan);
    if (!m_outcome.errors.isEmpty()) {
        m_outcome.status = WaveStatus::Failed;
        return m_outcome;
    }
    // A secret that resolves nowhere refuses the wave here: nothing recorded, nothing started.
    WaveSecrets secrets = resolveWaveSecrets(m_plan, SecretStore(), m_options.secretValues);
    if (!secrets.errors.isEmpty()) {
        m_outcome.status = WaveStatus::Failed;
        m_outcome.errors = secrets.errors;
        return m_outcome;
    }
    m_options.secretValues = std::move(secrets.values);
    // A missing program, a taken port or another server already answering refuses the wave
    // here too, before the notebook is opened: a refused plan writes nothing.
    m_outcome.errors = preflightWavePlan(m_plan);
    if (!m_outcome.errors.isEmpty()) {
        m_outcome.status = WaveStatus::Failed;
        return m_outcome;
    }
    if (m_plan.search) {
        m_search = std::make_unique<WaveSearchSchedule>(m_plan);
        addSteps(m_search->nextRound(0));
    } else {
        addSteps(scheduleWave(m_plan));
    }
    if (!m_store.open(m_notebookPath, NotebookStore::Access::ReadWrite)) {
        m_outcome.status = WaveStatus::Failed;
        m_outcome.errors << m_store.lastError();
        return m_outcome;
    }
    // A wave left "running" by a Lanebook that died is said to be what it is before this one
    // starts beside it in the history.
    // (The open marked them: every read-write open does.)
    const std::vector<InterruptedWave> interrupted = m_store.interruptedAtOpen();
    const auto waveId = m_store.waves().create(
        m_plan.name, m_plan.lane, wavePlanToJsonRedacted(m_plan), thisProcessAsWaveRunner());
    if (!waveId) {
        m_outcome.status = WaveStatus::Failed;
        m_outcome.errors << WaveRunTr::tr("%1: the wave could not be recorded: %2")
                                .arg(m_notebookPath, m_store.lastError());
        return m_outcome;
    }
    m_outcome.waveId = *waveId;
    m_outcome.status = WaveStatus::Running;
    if (m_observer.started)
        m_observer.started(*waveId, m_steps);
    for (const QString &warning : wavePlanWarnings(m_plan))
        note(warning);
    for (const InterruptedWave &wave : interrupted)
        note(WaveRunTr::tr("Wave %1 (%2) was left running and is now marked interrupted: %3.")
                 .arg(wave.waveId)
                 .arg(wave.name, wave.why));
    if (!m_options.telemetry) {
        // Said once, not per run: every run of this wave lacks the same evidence.
        const QString why = m_options.telemetryUnavailable.isEmpty()
                                ? WaveRunTr::tr("no telemetry source was given")
                                : m_options.telemetryUnavailable;
        note(WaveRunTr::tr(
                 "No GPU telemetry is recorded with this wave's runs; their thermal/clocks "
                 "gate will say its evidence is missing. Why: %1")
                 .arg(why));
    }

    m_servers =
        std::make_unique<ArmServers>(m_plan, m_options.pidDirectory, m_options.secretValues);
    m_quality = std::make_unique<WaveQualitySteps>(m_plan, m_store,
                                                   m_options.qualityDirectory.isEmpty()
                                                       ? defaultQualityDirectory(m_notebookPath)
                                                       : m_options.qualityDirectory);
    for (size_t first = 0; first < m_steps.size() && !m_stopped;) {
        size_t end = first;
        while (end < m_steps.size() && m_steps[end].group == m_steps[first].group)
            ++end;
        waitWhilePaused();
        if (m_control.isAbortRequested())
            break;
        runGroup(first, end);
        // A search decides its next round from what this one measured.
        if (m_search) {
            recordProbes(first, end);
            if (end == m_steps.size() && !m_stopped && !m_control.isAbortRequested())
                addSteps(m_search->nextRound(int(end)));
        }
        first = end;
    }
    note(WaveRunTr::tr("Stopping the servers."));
    m_servers.reset();

    if (m_control.isAbortRequested()) {
        m_outcome.status = WaveStatus::Aborted;
        m_outcome.errors << WaveRunTr::tr("The wave was aborted.");
    } else {
        m_outcome.status = m_stopped ? WaveStatus::Failed : WaveStatus::Finished;
    }
    if (m_search)
        m_outcome.search = waveSearchSummaryJson(m_plan, m_search->searches(),
                                                 compareSearchMaxima(m_plan, m_search->searches()));
    for (WaveStepResult &result : m_outcome.steps) {
        if (result.outcome == WaveStepOutcome::NotRun && result.message.isEmpty())
            result.message = m_control.isAbortRequested()
                                 ? WaveRunTr::tr("aborted before it ran")
                                 : WaveRunTr::tr("the wave stopped before it");
    }
    if (!m_store.waves().setStatus(m_outcome.waveId, m_outcome.status, m_outcome.toJson()))
        m_outcome.errors << WaveRunTr::tr("%1: the wave's end could not be recorded: %2")
                                .arg(m_notebookPath, m_store.lastError());
    return m_outcome;
}

void WaveExecution::addSteps(std::vector<WaveStep> steps)
{
    for (WaveStep &step : steps) {
        WaveStepResult result;
        result.step = step;
        m_outcome.steps.push_back(result);
        m_steps.push_back(std::move(step));
    }
}

void WaveExecution::recordProbes(size_t first, size_t end)
{
    for (size_t i = first; i < end; ++i) {
        const WaveStepResult &result = m_outcome.steps[i];
        const auto attainment = m_probeAttainment.constFind(i);
        if (result.outcome == WaveStepOutcome::Recorded && attainment != m_probeAttainment.cend())
            m_search->record(m_steps[i], *attainment);
        else if (result.outcome == WaveStepOutcome::Recorded)
            m_search->record(m_steps[i], std::nullopt,
                             WaveRunTr::tr("the probe's run has no SLO attainment"));
        else if (result.outcome == WaveStepOutcome::NotRun)
            continue; // the wave stopped or was aborted: the search did not finish, no probe failed
        else
            m_search->record(m_steps[i], std::nullopt,
                             result.message.isEmpty() ? waveStepOutcomeId(result.outcome)
                                                      : result.message);
    }
}

void WaveExecution::runGroup(size_t first, size_t end)
{
    // A skip asked between steps applies to the next one.
    if (m_control.takeSkip()) {
        for (size_t i = first; i < end; ++i) {
            m_outcome.steps[i].outcome = WaveStepOutcome::Skipped;
            m_outcome.steps[i].message = WaveRunTr::tr("skipped before it started");
            finishStep(i);
        }
        return;
    }
    std::vector<size_t> ready;
    for (size_t i = first; i < end && !m_stopped; ++i) {
        const WaveStep &step = m_steps[i];
        if (m_observer.stepStarted)
            m_observer.stepStarted(step);
        if (step.startsServer || !m_servers->isAlive(step.armIndex))
            note(WaveRunTr::tr("Starting the server of arm %1 (%2).").arg(step.arm, step.config));
        const ArmServers::Readiness readiness =
            m_servers->ensureFor(step, [this] { return m_control.isAbortRequested(); });
        if (!readiness.ready && m_control.isAbortRequested()) {
            m_outcome.steps[i].message = WaveRunTr::tr("aborted while its server started");
            finishStep(i);
            return;
        }
        if (!readiness.ready) {
            armFailed(i, readiness.error, m_servers->logTail(step.armIndex));
            continue;
        }
        if (const ServerConfig *config = m_plan.config(step.config);
            readiness.started && config && config->serverPicksPort())
            note(WaveRunTr::tr("The server of arm %1 (%2) picked its port: it answers at %3.")
                     .arg(step.arm, step.config, m_servers->session(step.armIndex).baseUrl));
        if (readiness.started && !runQualitySteps(i))
            continue;
        const QString reset = resetPrefixCache(step);
        m_servers->session(step.armIndex).prefixCacheReset = reset;
        if (m_plan.prefixCacheReset == PrefixCacheResetPolicy::Required &&
            reset != QLatin1String("done")) {
            armFailed(
                i,
                WaveRunTr::tr("arm %1: the prefix cache could not be reset (%2), and the plan "
                              "requires it")
                    .arg(step.arm, reset),
                m_servers->logTail(step.armIndex));
            continue;
        }
        ready.push_back(i);
    }
    if (!ready.empty() && !m_control.isAbortRequested())
        runLoads(ready);
}

QString WaveExecution::resetPrefixCache(const WaveStep &step)
{
    if (m_plan.prefixCacheReset == PrefixCacheResetPolicy::Never)
        return QStringLiteral("skipped");
    QString base = m_servers->session(step.armIndex).baseUrl;
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    const HttpPostResult answer =
        httpPost(base + QStringLiteral("/reset_prefix_cache"), {}, {}, kPrefixResetTimeoutS);
    if (answer.ok())
        return QStringLiteral("done");
    // vLLM has the endpoint; servers without it answer 404 (or 405): not a failure by itself.
    if (answer.error.isEmpty() && (answer.status == 404 || answer.status == 405))
        return QStringLiteral("unsupported");
    return answer.error.isEmpty() ? WaveRunTr::tr("HTTP %1").arg(answer.status) : answer.error;
}

void WaveExecution::runLoads(const std::vector<size_t> &ready)
{
    std::vector<std::unique_ptr<LoadControl>> loads;
    std::vector<Run> runs(ready.size());
    // Each arm's own GPUs, from its load's start to its end: side by side, a neighbour's
    // GPUs are the neighbour's evidence.
    std::vector<int> telemetryWindows(ready.size(), 0);
    std::vector<std::int64_t> windowsOpenedNs(ready.size(), 0);
    std::vector<std::vector<TelemetryBatch>> telemetry(ready.size());
    // Each arm's GPUs are busy from before its window opens until after it closes, so that
    // the fake source's GPUs, which know of the load only from this board, are loaded in
    // every sample of the window, as a real GPU under the arm's server is.
    std::vector<std::unique_ptr<GpuLoadBoard::Busy>> busy;
    for (size_t k = 0; k < ready.size(); ++k)
        busy.push_back(std::make_unique<GpuLoadBoard::Busy>(m_steps[ready[k]].gpus));
    for (size_t k = 0; k < ready.size(); ++k) {
        loads.push_back(std::make_unique<LoadControl>());
        m_control.attach(loads.back().get());
        if (m_options.telemetry) {
            windowsOpenedNs[k] = wallClockNs();
            telemetryWindows[k] = m_options.telemetry->begin(m_steps[ready[k]].gpus);
        }
    }
    const auto runOne = [&](size_t k) {
        const WaveStep &step = m_steps[ready[k]];
        const LoadSpec spec = WaveStepRun::loadSpec(m_plan, step, m_servers->session(step.armIndex),
                                                    QDateTime::currentDateTimeUtc());
        runs[k] = runLoad(spec, *loads[k], [&, k](const LoadProgress &load) {
            if (!m_observer.progressed)
                return;
            const std::lock_guard lock(m_observerMutex);
            m_observer.progressed(WaveProgress{int(ready[k]), m_steps[ready[k]].arm, load});
        });
    };
    // Side by side: each arm's load on its own thread, as the arms run on their own GPUs.
    runSideBySide(ready.size(), runOne);
    for (const auto &load : loads)
        m_control.detach(load.get());
    if (m_options.telemetry) {
        for (size_t k = 0; k < ready.size(); ++k)
            telemetry[k] =
                readSince(m_options.telemetry->end(telemetryWindows[k]), windowsOpenedNs[k]);
    }
    busy.clear();

    const bool skipped = m_control.takeSkip();
    for (size_t k = 0; k < ready.size(); ++k) {
        const size_t i = ready[k];
        const bool cutShort = runs[k].extra.contains("cancelled");
        if (cutShort && m_control.isAbortRequested()) {
            m_outcome.steps[i].message =
                WaveRunTr::tr("aborted while it ran; the cut-short run was "
                              "not recorded");
            finishStep(i);
        } else if (cutShort && skipped) {
            m_outcome.steps[i].outcome = WaveStepOutcome::Skipped;
            m_outcome.steps[i].message =
                WaveRunTr::tr("skipped while it ran; the cut-short run was "
                              "not recorded");
            finishStep(i);
        } else {
            record(i, std::move(runs[k]), telemetry[k]);
        }
    }
}

void WaveExecution::summariseTelemetry(const WaveStep &step, Run &run,
                                       const std::vector<TelemetryBatch> &telemetry)
{
    if (!m_options.telemetry)
        return;
    std::vector<GpuSample> samples;
    for (const TelemetryBatch &batch : telemetry)
        samples.insert(samples.end(), batch.samples.begin(), batch.samples.end());
    if (samples.empty()) {
        if (!m_telemetryGapNoted) {
            m_telemetryGapNoted = true;
            note(WaveRunTr::tr(
                     "No GPU telemetry arrived for GPU(s) %1 during %2's run; such runs are "
                     "recorded without a trace.")
                     .arg(gpuListText(step.gpus), step.arm));
        }
        return;
    }
    // Into the run before it is stored and judged: the thermal/clocks gate reads these.
    summariseRunTelemetry(samples).applyTo(run);
}

void WaveExecution::record(size_t stepIndex, Run run, const std::vector<TelemetryBatch> &telemetry)
{
    const WaveStep &step = m_steps[stepIndex];
    WaveStepResult &result = m_outcome.steps[stepIndex];
    bool serverDied = !m_servers->isAlive(step.armIndex);
    // A killed server closes its sockets a moment before it can be reaped: requests fail at
    // once while the process still looks alive. Failures earn it a short wait to tell.
    if (!serverDied && run.metricValue(QStringLiteral("failed")).value_or(0) > 0) {
        for (int i = 0; i < kExitGraceChecks && !serverDied; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            serverDied = !m_servers->isAlive(step.armIndex);
        }
    }
    WaveStepRun::place(run, m_plan, step, m_outcome.waveId, m_servers->session(step.armIndex));
    if (step.probe > 0 && m_plan.search) {
        // The search judges a probe by its whole run's attainment (failures miss), before the
        // run is stored so that the run says what it met.
        if (const auto attainment = run.metricValue(QStringLiteral("slo_attainment_pct"))) {
            m_probeAttainment.insert(stepIndex, *attainment);
            run.extra["max_load_search"]["slo_attainment_pct"] = *attainment;
            run.extra["max_load_search"]["met"] = *attainment >= m_plan.search->targetAttainmentPct;
        }
    }
    QString died;
    if (serverDied) {
        died =
            statusReason(QT_TRANSLATE_NOOP("WaveRunTr",
                                           "arm %1: the server of config %2 exited during the run"))
                .arg(step.arm, step.config);
        run.extra["server_exited"] = true;
        run.statusReason = run.statusReason.isEmpty() ? died : run.statusReason + u"; " + died;
    }
    summariseTelemetry(step, run, telemetry);
    const QString logTail = m_servers->logTail(step.armIndex);
    const NotebookStore::MeasuredRunOutcome stored =
        m_store.recordMeasuredRun(run, WaveStepRun::placement(step, m_outcome.waveId, logTail));
    if (!stored.kept()) {
        // The notebook refusing a write is not the arm's fault, but nothing more can be kept.
        result.outcome = WaveStepOutcome::Failed;
        result.message = WaveRunTr::tr("%1: the run %2 could not be recorded: %3")
                             .arg(m_notebookPath, run.label, stored.error);
        m_outcome.errors << result.message;
        m_stopped = true;
        finishStep(stepIndex);
        return;
    }
    if (!stored.replayNote.isEmpty())
        note(stored.replayNote);
    // Runs this wave kept in the journal are in the notebook now: their steps name them.
    for (auto it = stored.replayedRuns.constBegin(); it != stored.replayedRuns.constEnd(); ++it) {
        if (const auto step = m_stepOfJournalEntry.constFind(it.key());
            step != m_stepOfJournalEntry.constEnd()) {
            m_outcome.steps[*step].runId = it.value();
            m_outcome.steps[*step].message =
                WaveRunTr::tr("kept in the run journal while the notebook could not take it, "
                              "and added when it could");
        }
        m_outcome.journaled.removeAll(it.key());
    }
    if (stored.runId) {
        run.id = *stored.runId;
        if (const Expected<void> traced =
                telemetry.empty() ? Expected<void>() : m_store.telemetry().store(run.id, telemetry);
            !traced)
            m_outcome.errors << WaveRunTr::tr(
                                    "%1: the telemetry trace of run %2 was not stored: %3")
                                    .arg(m_notebookPath, run.label, traced.error());
        // Gates are derived data: failing to store them leaves the run unjudged, never lost.
        m_store.judgements().saveRunGates(run.id, judgeRun(run));
        result.runId = run.id;
        result.message = statusReasonText(run.statusReason);
    } else {
        // Measured and kept in the journal: the wave goes on and says so. Its gates follow
        // when the journal is replayed; its trace is not kept.
        note(stored.journalNote);
        m_outcome.journaled << stored.journalEntry;
        m_stepOfJournalEntry.insert(stored.journalEntry, stepIndex);
        result.message = stored.journalNote;
    }
    result.runLabel = run.label;
    result.outputTokPerS = run.metricValue(QStringLiteral("output_tok_per_s"));
    result.medianTtftMs = run.metricValue(QStringLiteral("median_ttft_ms"));
    result.completedRequests = int(run.metricValue(QStringLiteral("completed")).value_or(0));
    result.failedRequests = int(run.metricValue(QStringLiteral("failed")).value_or(0));
    result.outcome = WaveStepOutcome::Recorded;
    if (serverDied) {
        result.outcome = WaveStepOutcome::Failed;
        m_outcome.errors << died;
        if (m_observer.armFailed)
            m_observer.armFailed(step.arm, died);
        if (m_plan.onArmFailure == ArmFailurePolicy::Stop)
            m_stopped = true;
    }
    finishStep(stepIndex);
}

// Quality steps before the load, against the fresh server: a failed one is kept on the wave
// with its log tail and, under on_arm_failure "stop", fails the step and stops the wave;
// under "continue" the speed run goes ahead. False when the step must not run.
bool WaveExecution::runQualitySteps(size_t stepIndex)
{
    if (m_plan.quality.empty())
        return true;
    const WaveStep &step = m_steps[stepIndex];
    const WaveQualitySteps::Outcome outcome = m_quality->runFor(
        step, m_outcome.waveId, m_servers->session(step.armIndex),
        [this] { return m_control.isAbortRequested(); },
        [this](const QString &message) { note(message); });
    m_outcome.quality.insert(m_outcome.quality.end(), outcome.results.begin(),
                             outcome.results.end());
    for (const WaveQualitySteps::Failure &failure : outcome.failures) {
        if (m_plan.onArmFailure == ArmFailurePolicy::Stop) {
            armFailed(stepIndex, failure.reason, failure.logTail);
            return false;
        }
        m_outcome.errors << failure.reason;
        keepStepFailure(stepIndex, failure.reason, failure.logTail);
    }
    return !m_control.isAbortRequested();
}

void WaveExecution::armFailed(size_t stepIndex, const QString &why, const QString &logTail)
{
    WaveStepResult &result = m_outcome.steps[stepIndex];
    result.outcome = WaveStepOutcome::Failed;
    result.message = why;
    m_outcome.errors << why;
    keepStepFailure(stepIndex, why, logTail);
    if (m_plan.onArmFailure == ArmFailurePolicy::Stop)
        m_stopped = true;
    finishStep(stepIndex);
}

void WaveExecution::keepStepFailure(size_t stepIndex, const QString &why, const QString &logTail)
{
    const WaveStep &step = m_steps[stepIndex];
    // Kept on the wave, with why and the server's last words: no request was sent, so there
    // is no run to record, and a failed "run" would open a lane named after the plan's model.
    WaveStepFailure failure;
    failure.waveId = m_outcome.waveId;
    failure.step = step;
    failure.reason = why;
    failure.logTail = logTail;
    failure.recordedAt = QDateTime::currentDateTimeUtc();
    if (!m_store.waves().recordStepFailure(failure))
        m_outcome.errors << WaveRunTr::tr(
                                "%1: the failure of step %2 could not be kept on the wave: %3")
                                .arg(m_notebookPath)
                                .arg(step.index + 1)
                                .arg(m_store.lastError());
    if (m_observer.armFailed)
        m_observer.armFailed(step.arm, redactSecretsInText(why)); // may quote the server log
}

void WaveExecution::finishStep(size_t stepIndex)
{
    if (m_observer.stepFinished)
        m_observer.stepFinished(m_outcome.steps[stepIndex]);
}

} // namespace

QString defaultQualityDirectory(const QString &notebookPath)
{
    if (isServerNotebook(notebookPath) || notebookPath.isEmpty())
        return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
            .filePath(QStringLiteral("lanebook/quality"));
    const QFileInfo notebook(notebookPath);
    return notebook.absoluteDir().filePath(notebook.completeBaseName() +
                                           QStringLiteral("-quality"));
}

WaveOutcome executeWave(const WavePlan &plan, const QString &notebookPath, WaveControl &control,
                        const WaveObserver &observer, const WaveOptions &options)
{
    WaveExecution execution(plan, notebookPath, control, observer, options);
    return execution.run();
}

} // namespace lanebook
