#include "backends/telemetry/telemetrysampler.h"

#include "backends/telemetry/telemetrysamplerworker.h"
#include "backends/threads/threadhandoff.h"

namespace lanebook {

TelemetrySampler::TelemetrySampler(QObject *parent, const TelemetrySourceOptions &options)
    : QObject(parent)
    , m_thread(std::make_unique<TelemetrySamplerWorker>(options), QStringLiteral("telemetry"))
    , m_worker(m_thread.worker())
{
    connect(m_worker, &TelemetrySamplerWorker::batchReady, this, &TelemetrySampler::batchReady);
    connect(m_worker, &TelemetrySamplerWorker::sourceStatus, this, &TelemetrySampler::sourceStatus);
    connect(m_worker, &TelemetrySamplerWorker::sourceStarted, this,
            &TelemetrySampler::sourceStarted);
    connect(m_worker, &TelemetrySamplerWorker::telemetryToRecord, this,
            &TelemetrySampler::telemetryToRecord);
    connect(m_worker, &TelemetrySamplerWorker::runRecordingFinished, this,
            &TelemetrySampler::runRecordingFinished);
    m_thread.start();
}

TelemetrySampler::~TelemetrySampler()
{
    // Closing the source (killing its tool) happens in the thread that owns it.
    ThreadHandoff::postBlocking(m_worker, [worker = m_worker] { worker->stop(); });
    m_thread.stop();
}

void TelemetrySampler::start(const QString &sourceSpec, int hz)
{
    ThreadHandoff::post(m_worker, [worker = m_worker, sourceSpec, hz, timeout = m_readTimeoutMs] {
        worker->start(sourceSpec, hz, timeout);
    });
}

void TelemetrySampler::stop()
{
    ThreadHandoff::post(m_worker, [worker = m_worker] { worker->stop(); });
}

void TelemetrySampler::setActiveRun(qint64 runId)
{
    ThreadHandoff::post(m_worker, [worker = m_worker, runId] { worker->setActiveRun(runId); });
}

void TelemetrySampler::startRecording(qint64 runId, const QList<int> &gpuIndices)
{
    ThreadHandoff::post(m_worker, [worker = m_worker, runId, gpuIndices] {
        worker->startRecording(runId, gpuIndices);
    });
}

void TelemetrySampler::stopRecording(qint64 runId)
{
    ThreadHandoff::post(m_worker, [worker = m_worker, runId] { worker->stopRecording(runId); });
}

void TelemetrySampler::setRecordEveryNth(int n)
{
    ThreadHandoff::post(m_worker, [worker = m_worker, n] { worker->setRecordEveryNth(n); });
}

} // namespace lanebook
