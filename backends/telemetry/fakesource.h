#pragma once

#include "backends/telemetry/fakegpu.h"
#include "backends/telemetry/telemetrysource.h"
#include "models/tooloutput/nvidiasmiquery.h"

#include <QElapsedTimer>

#include <vector>

namespace lanebook {

class GpuLoadBoard;

// GPUs for machines without any (CI, the demo): gpuCount simulated cards (FakeGpu) that
// follow the load the board says this process drives onto each (a wave's arm on its GPUs:
// GpuLoadBoard) and idle without it, GPU 1 the one that runs hot; or the replay of an
// nvidia-smi capture file's query-gpu sections (fake=CAPTURE), one section a second in turn.
// Each read advances the simulated cards by the time since the last read, and by at least
// the interval open() was given, so that reads driven directly (tests) step one interval each.
class FakeSource : public TelemetrySource
{
public:
    // board: where the loads are read (the process-wide board unless a test gives its own).
    explicit FakeSource(const QString &capturePath = {}, int gpuCount = 2,
                        const GpuLoadBoard *board = nullptr);

    QString id() const override;
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    QString m_capturePath;
    int m_gpuCount;
    std::vector<std::vector<TelemetryReading>> m_replay; // one list of GPUs per section
    const GpuLoadBoard *m_board;
    std::vector<FakeGpu> m_simulated;
    int m_intervalMs = 1000;
    QElapsedTimer m_clock;
    qint64 m_lastReadMs = -1;
};

} // namespace lanebook
