#include "backends/telemetry/backgroundsampler.h"

#include "backends/telemetry/telemetrysamplerworker.h"
#include "backends/threads/threadhandoff.h"

#include "backends/telemetry/telemetryrecorder.h"

namespace lanebook {

namespace {

constexpr int kReadTimeoutMs = 2000;

} // namespace

BackgroundSampler::BackgroundSampler(TelemetryRecorder &recorder,
                                     const TelemetrySourceOptions &options)
    : m_thread(std::make_unique<TelemetrySamplerWorker>(options), QStringLiteral("telemetry"))
    , m_worker(m_thread.worker())
{
    // Direct: the worker's thread hands each batch over itself; nobody else has a loop.
    QObject::connect(
        m_worker, &TelemetrySamplerWorker::batchReady, m_worker,
        [&recorder](const TelemetryBatch &batch) { recorder.append(batch); }, Qt::DirectConnection);
    QObject::connect(
        m_worker, &TelemetrySamplerWorker::sourceStatus, m_worker,
        [this](const QString &status) {
            const std::lock_guard lock(m_mutex);
            m_status = status;
        },
        Qt::DirectConnection);
    QObject::connect(
        m_worker, &TelemetrySamplerWorker::sourceStarted, m_worker,
        [this](const QString &id, TelemetryCapabilities) {
            const std::lock_guard lock(m_mutex);
            m_started = true;
            m_sourceId = id;
        },
        Qt::DirectConnection);
    m_thread.start();
}

BackgroundSampler::~BackgroundSampler()
{
    // The source (and its tool process) belongs to the worker's thread: closed there.
    ThreadHandoff::postBlocking(m_worker, [worker = m_worker] { worker->stop(); });
    m_thread.stop();
}

bool BackgroundSampler::start(const QString &sourceSpec, int hz)
{
    {
        const std::lock_guard lock(m_mutex);
        m_started = false;
    }
    // The worker's start() opens the source and reads it once; its status and start signals
    // arrive (directly) before this returns.
    ThreadHandoff::postBlocking(m_worker, [worker = m_worker, sourceSpec, hz] {
        worker->start(sourceSpec, hz, kReadTimeoutMs);
    });
    const std::lock_guard lock(m_mutex);
    return m_started;
}

QString BackgroundSampler::sourceId() const
{
    const std::lock_guard lock(m_mutex);
    return m_sourceId;
}

QString BackgroundSampler::status() const
{
    const std::lock_guard lock(m_mutex);
    return m_status;
}

} // namespace lanebook
