#pragma once

#include "backends/telemetry/telemetrysource.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <map>
#include <memory>
#include <vector>

class QTimer;

namespace lanebook {

// The sampling loop of one telemetry source. Lives in the sampler's QThread (moved there by
// TelemetrySampler); creates, opens and reads its source in that thread, so a slow tool never
// stalls the GUI. One batch for all GPUs per tick, as one queued signal.
class TelemetrySamplerWorker : public QObject
{
    Q_OBJECT
public:
    explicit TelemetrySamplerWorker(const TelemetrySourceOptions &options,
                                    QObject *parent = nullptr);
    ~TelemetrySamplerWorker() override;

public Q_SLOTS:
    void start(const QString &sourceSpec, int hz, int readTimeoutMs);
    void stop();
    void setActiveRun(qint64 runId);
    void startRecording(qint64 runId, const QList<int> &gpuIndices);
    void stopRecording(qint64 runId);
    void setRecordEveryNth(int n);

Q_SIGNALS:
    void batchReady(const lanebook::TelemetryBatch &batch);
    void sourceStatus(const QString &status);
    void sourceStarted(const QString &sourceId, lanebook::TelemetryCapabilities capabilities);
    void telemetryToRecord(qint64 runId, const std::vector<lanebook::TelemetryBatch> &batches);
    void runRecordingFinished(qint64 runId);

private:
    void tick();
    void flush();
    void finish(qint64 runId);
    void say(const QString &status);

    TelemetrySourceOptions m_options;
    std::unique_ptr<TelemetrySource> m_source;
    QTimer *m_timer = nullptr;
    int m_hz = 10;
    int m_readTimeoutMs = 2000;
    QHash<qint64, QList<int>> m_recordings; // run id → GPU indices (empty: every GPU)
    int m_recordEveryNth = 1;
    quint64 m_tick = 0;
    int m_pendingTicks = 0;
    std::map<qint64, std::vector<TelemetryBatch>> m_pending;
    QString m_lastStatus;
    QString m_lastError;
};

} // namespace lanebook
