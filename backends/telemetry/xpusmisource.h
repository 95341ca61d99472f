#pragma once

#include "backends/telemetry/latestreadings.h"
#include "backends/telemetry/telemetrysource.h"
#include "backends/telemetry/toolprocess.h"
#include "models/tooloutput/xpusmidump.h"

namespace lanebook {

// Intel GPUs through one long-lived `xpu-smi dump -d -1 -m ... -i 1`: the
// tool prints once a second at most, so faster ticks repeat its newest row per GPU.
class XpuSmiSource : public TelemetrySource
{
public:
    QString id() const override { return QStringLiteral("xpu-smi"); }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    void consume(const QStringList &lines, QString *garbage);

    ToolProcess m_tool;
    XpuSmiDump m_dump;
    LatestReadings m_latest;
    int m_intervalS = 1;
};

} // namespace lanebook
