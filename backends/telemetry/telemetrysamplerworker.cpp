#include "backends/telemetry/telemetrysamplerworker.h"

#include "backends/telemetry/telemetryrecorder.h"
#include "backends/telemetry/telemetrysources.h"
#include "models/telemetry/telemetrytr.h"

#include <QDateTime>
#include <QTimer>

namespace lanebook {

TelemetrySamplerWorker::TelemetrySamplerWorker(const TelemetrySourceOptions &options,
                                               QObject *parent)
    : QObject(parent)
    , m_options(options)
{}

TelemetrySamplerWorker::~TelemetrySamplerWorker() = default;

void TelemetrySamplerWorker::say(const QString &status)
{
    if (status == m_lastStatus)
        return;
    m_lastStatus = status;
    Q_EMIT sourceStatus(status);
}

void TelemetrySamplerWorker::start(const QString &sourceSpec, int hz, int readTimeoutMs)
{
    stop();
    m_hz = qBound(1, hz, 50);
    m_readTimeoutMs = qMax(50, readTimeoutMs);
    m_lastError.clear();
    const Expected<TelemetrySourceSpec> spec = TelemetrySourceSpec::parse(sourceSpec);
    QString why = spec.error();
    if (spec) {
        Expected<std::unique_ptr<TelemetrySource>> opened =
            openTelemetrySource(*spec, m_options, 1000 / m_hz);
        why = opened.error();
        if (opened)
            m_source = std::move(opened).value();
    }
    if (!m_source) {
        say(why);
        return;
    }
    const TelemetryBatch first = m_source->read(m_readTimeoutMs);
    QStringList names;
    for (const GpuIdentity &gpu : first.gpus)
        names << gpu.name;
    say(TelemetryTr::tr("%1: %n GPU(s) (%2) at %3 Hz", nullptr, int(first.gpus.size()))
            .arg(m_source->id(), names.join(QStringLiteral(", ")))
            .arg(m_hz));
    Q_EMIT sourceStarted(m_source->id(), m_source->capabilities());
    // The opening read is a tick too: who is there is known before the timer's first one.
    if (!first.gpus.empty())
        Q_EMIT batchReady(first);
    if (!m_timer) {
        m_timer = new QTimer(this);
        m_timer->setTimerType(Qt::PreciseTimer);
        connect(m_timer, &QTimer::timeout, this, &TelemetrySamplerWorker::tick);
    }
    m_timer->start(1000 / m_hz);
}

void TelemetrySamplerWorker::stop()
{
    if (m_timer)
        m_timer->stop();
    if (m_source) {
        setActiveRun(0);
        m_source.reset();
        say(TelemetryTr::tr("telemetry stopped"));
    }
}

void TelemetrySamplerWorker::setActiveRun(qint64 runId)
{
    if (m_recordings.size() == 1 && m_recordings.contains(runId) && m_recordings[runId].isEmpty())
        return;
    const QList<qint64> running = m_recordings.keys();
    for (const qint64 id : running)
        finish(id);
    if (runId > 0)
        startRecording(runId, {});
}

void TelemetrySamplerWorker::startRecording(qint64 runId, const QList<int> &gpuIndices)
{
    if (runId <= 0)
        return;
    if (m_recordings.isEmpty())
        m_tick = 0;
    m_recordings.insert(runId, gpuIndices);
}

void TelemetrySamplerWorker::stopRecording(qint64 runId)
{
    if (m_recordings.contains(runId))
        finish(runId);
}

void TelemetrySamplerWorker::finish(qint64 runId)
{
    flush();
    m_recordings.remove(runId);
    Q_EMIT runRecordingFinished(runId);
}

void TelemetrySamplerWorker::setRecordEveryNth(int n)
{
    m_recordEveryNth = qMax(1, n);
}

void TelemetrySamplerWorker::flush()
{
    for (auto &[runId, batches] : m_pending) {
        if (!batches.empty())
            Q_EMIT telemetryToRecord(runId, batches);
    }
    m_pending.clear();
    m_pendingTicks = 0;
}

void TelemetrySamplerWorker::tick()
{
    if (!m_source)
        return;
    TelemetryBatch batch = m_source->read(m_readTimeoutMs);
    if (batch.tNs == 0)
        batch.tNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    // A problem is said once when it starts and once when it ends, not every tick.
    if (batch.error != m_lastError) {
        say(batch.error.isEmpty() ? TelemetryTr::tr("%1: reading again").arg(m_source->id())
                                  : TelemetryTr::tr("%1: %2").arg(m_source->id(), batch.error));
        m_lastError = batch.error;
    }
    if (!m_recordings.isEmpty() && m_tick++ % quint64(m_recordEveryNth) == 0) {
        for (auto it = m_recordings.constBegin(); it != m_recordings.constEnd(); ++it) {
            // Only the run's GPUs, and only samples that carry a metric (the tool may hang).
            TelemetryBatch recorded = TelemetryRecorder::onlyGpus(batch, it.value());
            if (!recorded.samples.empty())
                m_pending[it.key()].push_back(std::move(recorded));
        }
        if (++m_pendingTicks >= m_hz / m_recordEveryNth + 1)
            flush(); // about once a second
    }
    Q_EMIT batchReady(batch);
}

} // namespace lanebook
