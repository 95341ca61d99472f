#pragma once

#include "backends/telemetry/telemetrysource.h"
#include "backends/threads/workerthread.h"

#include <QObject>

#include <vector>

namespace lanebook {

class TelemetrySamplerWorker;
// Live GPU telemetry for the GUI: source → sampler thread → dashboard. Lives in the GUI thread and
// owns a worker thread where the source is opened and read; everything it emits arrives
// queued, as values, one batch per tick for all GPUs.
//
//   auto *sampler = new TelemetrySampler(this);
//   connect(sampler, &TelemetrySampler::batchReady, rings, &...::append);     // live charts
//   connect(sampler, &TelemetrySampler::sourceStatus, statusBar, &...::showMessage);
//   connect(sampler, &TelemetrySampler::telemetryToRecord, writer,
//   &NotebookWriter::storeTelemetry); connect(sampler, &TelemetrySampler::runRecordingFinished,
//   writer,
//           &NotebookWriter::summariseRunTelemetry);
//   sampler->start(QStringLiteral("auto"), 10);
//   sampler->setActiveRun(runId); ... sampler->setActiveRun(0);
//
// sourceStatus says what is read ("nvidia-smi: 2 GPU(s) (...) at 10 Hz"), why nothing is
// ("no GPU telemetry source is available here (nvml: ...; nvidia-smi: not on PATH; ...)"),
// and a fault once when it starts and once when it ends, never per tick.
class TelemetrySampler : public QObject
{
    Q_OBJECT
public:
    explicit TelemetrySampler(
        QObject *parent = nullptr,
        const TelemetrySourceOptions &options = TelemetrySourceOptions::fromEnvironment());
    ~TelemetrySampler() override; // stops the source and joins the thread

    // How long a tick may wait for the source before its metrics count as missing.
    void setReadTimeoutMs(int timeoutMs) { m_readTimeoutMs = timeoutMs; }

public Q_SLOTS:
    // sourceSpec: auto | nvml | nvidia-smi | xpu-smi | amd-smi | sysfs | prometheus=URL | fake
    // | fake=CAPTURE (TelemetrySourceSpec); hz: 1..50 ticks a second.
    void start(const QString &sourceSpec, int hz = 10);
    void stop();
    // While runId > 0 every recorded tick goes to telemetryToRecord with that run's id;
    // changing it (0: no run) flushes and emits runRecordingFinished for the previous run.
    void setActiveRun(qint64 runId);
    // For runs side by side on one host (a wave's arms, one per GPU): records the given GPU
    // indices (empty: all) under runId until stopRecording(runId), which flushes and emits
    // runRecordingFinished(runId). setActiveRun(x) ends every such recording.
    void startRecording(qint64 runId, const QList<int> &gpuIndices);
    void stopRecording(qint64 runId);
    // Record one tick in n (downsampling for the notebook; the live view keeps every tick).
    void setRecordEveryNth(int n);

Q_SIGNALS:
    void batchReady(const lanebook::TelemetryBatch &batch);
    void sourceStatus(const QString &status);
    void sourceStarted(const QString &sourceId, lanebook::TelemetryCapabilities capabilities);
    // About once a second while a run is active, and when it ends.
    void telemetryToRecord(qint64 runId, const std::vector<lanebook::TelemetryBatch> &batches);
    void runRecordingFinished(qint64 runId);

private:
    WorkerThread<TelemetrySamplerWorker> m_thread;
    TelemetrySamplerWorker *m_worker; // m_thread's worker
    int m_readTimeoutMs = 2000;
};

} // namespace lanebook
