#pragma once

#include "backends/telemetry/latestreadings.h"
#include "backends/telemetry/telemetrysource.h"

#include <QProcess>

namespace lanebook {

// AMD GPUs through `amd-smi metric --json`, else `rocm-smi ... --json`. The
// tools print one snapshot and exit, so a run is started at most once a second, in the
// background: reads never wait for it, and one that takes longer than the read timeout
// (x3, at least 3 s) is killed and said once.
class AmdSmiSource : public TelemetrySource
{
public:
    // amd-smi can take seconds to answer the first time (it loads the driver library).
    explicit AmdSmiSource(int firstAnswerMs = 15000)
        : m_firstAnswerMs(firstAnswerMs)
    {}

    QString id() const override { return QStringLiteral("amd-smi"); }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    void startSnapshot();
    QString collectSnapshot(); // error text, empty when it parsed

    QString m_program; // amd-smi or rocm-smi
    QProcess m_process;
    QElapsedTimer m_sinceStart;
    LatestReadings m_latest;
    int m_intervalMs = 1000;
    int m_firstAnswerMs;
    QString m_problem;      // until a snapshot parses again
    bool m_pending = false; // a snapshot was started and not yet collected
};

} // namespace lanebook
