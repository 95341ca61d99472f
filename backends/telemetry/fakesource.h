#pragma once

#include "backends/telemetry/telemetrysource.h"
#include "models/telemetry/nvidiasmiquery.h"

#include <QElapsedTimer>

#include <vector>

namespace lanebook {

// GPUs for machines without any (CI, the demo): synthesised waves (syntheticSample: load
// phases, warm-up, an occasional thermal slowdown) for gpuCount GPUs, or the replay of an
// nvidia-smi capture file's query-gpu sections (fake=CAPTURE), one section a second in turn.
class FakeSource : public TelemetrySource
{
public:
    explicit FakeSource(const QString &capturePath = {}, int gpuCount = 2);

    QString id() const override;
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    QString m_capturePath;
    int m_gpuCount;
    std::vector<std::vector<TelemetryReading>> m_replay; // one list of GPUs per section
    std::int64_t m_startNs = 0;
    QElapsedTimer m_clock;
};

} // namespace lanebook
