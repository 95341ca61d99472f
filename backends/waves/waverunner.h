#pragma once

#include "backends/threads/workerthread.h"
#include "backends/waves/wavecontrol.h"
#include "models/waves/waveplan.h"
#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

namespace lanebook {

class TelemetryRecorder;

// The wave runner for the GUI (the wave monitor): runs one wave at a time (executeWave) on its
// wave thread and reports as signals.
//
// Thread rule: the object lives in the thread that created it (the GUI's), where its slots are
// called. The wave runs on a WorkerThread of its own (the "wave" thread, idle between waves),
// reached only through a queued call that carries copies of the plan and options; the wave
// thread shares with this object only its WaveControl (thread-safe) and m_running (atomic). Its
// signals are emitted from the wave thread, so connections to GUI objects are queued. Pause,
// skip and abort are obeyed between steps or by cutting the running load short (WaveControl).
// Destroying it aborts a running wave and waits for its servers to stop.
class WaveRunner : public QObject
{
    Q_OBJECT

public:
    explicit WaveRunner(QObject *parent = nullptr);
    ~WaveRunner() override;

    bool isRunning() const;
    // Where launched servers are recorded (tests use a temporary folder); default: the
    // launcher's.
    void setPidDirectory(const QString &directory) { m_pidDirectory = directory; }
    // Where each run's GPU telemetry comes from (fed by the GUI's sampler); nullptr: none,
    // which the next wave says once, with `unavailable` as why. Must outlive the runner.
    void setTelemetryRecorder(TelemetryRecorder *recorder, const QString &unavailable = {})
    {
        m_telemetry = recorder;
        m_telemetryUnavailable = unavailable;
    }

public Q_SLOTS:
    // Refused (waveFinished with status failed and the plan's errors) while a wave runs or
    // when the plan is invalid; nothing starts then.
    void start(const lanebook::WavePlan &plan, const QString &notebookPath);
    void pause();
    void resume();
    void skip();
    void abort();

Q_SIGNALS:
    void waveStarted(qint64 waveId, const std::vector<lanebook::WaveStep> &steps);
    void stepStarted(const lanebook::WaveStep &step);
    void progressed(const lanebook::WaveProgress &progress);
    void stepFinished(const lanebook::WaveStepResult &result);
    void armFailed(const QString &arm, const QString &why);
    void noted(const QString &message);
    void waveFinished(const lanebook::WaveOutcome &outcome);

private:
    QString m_pidDirectory;
    TelemetryRecorder *m_telemetry = nullptr;
    QString m_telemetryUnavailable;
    // The running (or last) wave's; shared with its call on the wave thread, which may still
    // hold it as it returns while the next wave has one of its own.
    std::shared_ptr<WaveControl> m_control;
    std::atomic<bool> m_running{false};
    // Last: stopped (waiting for a running wave to return) before the members above go.
    WorkerThread<QObject> m_waveThread;
};

} // namespace lanebook
