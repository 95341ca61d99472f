#pragma once

#include "backends/telemetry/telemetrysource.h"
#include "backends/threads/workerthread.h"

#include <QString>

#include <mutex>

namespace lanebook {

class TelemetrySamplerWorker;
class TelemetryRecorder;

// Telemetry for callers whose own thread is busy and runs no event loop (lanebook-cli's bench
// and wave run): a sampler worker on its own thread whose batches go straight into a
// TelemetryRecorder from that thread. The GUI uses TelemetrySampler instead.
class BackgroundSampler
{
public:
    explicit BackgroundSampler(
        TelemetryRecorder &recorder,
        const TelemetrySourceOptions &options = TelemetrySourceOptions::fromEnvironment());
    ~BackgroundSampler(); // stops the source and joins the thread

    BackgroundSampler(const BackgroundSampler &) = delete;
    BackgroundSampler &operator=(const BackgroundSampler &) = delete;

    // Opens the source (sourceSpec as TelemetrySampler::start takes it) and reads it hz times
    // a second. Returns once it is known whether it reads: true when it does. status() says
    // what is read, or why nothing is.
    bool start(const QString &sourceSpec, int hz = 10);
    QString status() const;
    // The started source's id ("nvml", "nvidia-smi", "fake", ...); empty before.
    QString sourceId() const;

private:
    WorkerThread<TelemetrySamplerWorker> m_thread;
    TelemetrySamplerWorker *m_worker; // m_thread's worker
    mutable std::mutex m_mutex;
    QString m_status;
    QString m_sourceId;
    bool m_started = false;
};

} // namespace lanebook
