#pragma once

#include "models/telemetry/telemetryreading.h"

#include <QElapsedTimer>

#include <map>

namespace lanebook {

// The newest reading of each GPU a tool has printed, for sources whose tool prints at its own
// pace (nvidia-smi -lms, xpu-smi dump, amd-smi): a tick takes the newest of every GPU, and a
// GPU not heard from for too long gets missing metrics instead of a stale number.
class LatestReadings
{
public:
    LatestReadings() { m_clock.start(); }

    void update(TelemetryReading reading);
    bool isEmpty() const { return m_gpus.empty(); }
    // One sample per GPU ever seen, by index; older than staleMs: identity only, metrics
    // missing. Samples carry the tick time nowNs, so one batch is one instant.
    TelemetryBatch batch(std::int64_t nowNs, qint64 staleMs) const;
    // Milliseconds since the newest reading of any GPU.
    qint64 msSinceNewest() const;
    // This tick's batch from a tool that prints at its own pace (nvidia-smi -lms, xpu-smi
    // dump): quiet for longer than staleMs means it hangs, and the batch says so in words
    // (unless `problem` already names what is wrong) and carries no stale numbers.
    TelemetryBatch loopingToolBatch(const QString &sourceId, const QString &toolName,
                                    qint64 staleMs, QString problem) const;

private:
    struct Entry
    {
        TelemetryReading reading;
        qint64 atMs = 0;
    };
    std::map<std::pair<QString, int>, Entry> m_gpus;
    QElapsedTimer m_clock;
    qint64 m_newestMs = -1;
};

} // namespace lanebook
