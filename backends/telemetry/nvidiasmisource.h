#pragma once

#include "backends/telemetry/latestreadings.h"
#include "backends/telemetry/telemetrysource.h"
#include "backends/telemetry/toolprocess.h"
#include "models/tooloutput/nvidiasmiquery.h"

#include <QHash>

#include <memory>
#include <optional>

namespace lanebook {

// NVIDIA GPUs through one long-lived `nvidia-smi --query-gpu=... --format=csv,noheader,nounits
// -lms N`, never a process per sample. Falls back to the old
// clocks_throttle_reasons field name on drivers that do not know clocks_event_reasons. When
// the tool stops printing, GPUs keep their identity with missing metrics; when it exits, it
// is restarted at most every 5 s. The processes on each GPU come from a one-shot
// `nvidia-smi --query-compute-apps` every 5 s, collected when it ends without waiting for it;
// a driver that cannot answer it is not asked again, and its GPUs list no processes.
class NvidiaSmiSource : public TelemetrySource
{
public:
    QString id() const override { return QStringLiteral("nvidia-smi"); }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    bool startTool(NvidiaSmiQuery::ReasonsField reasons);
    void consume(const QStringList &lines, QString *garbage);
    // Collects a finished process query and starts the next one when it is due.
    void pollProcesses();

    ToolProcess m_tool;
    std::unique_ptr<NvidiaSmiQuery> m_query;
    NvidiaSmiQuery::ReasonsField m_reasons = NvidiaSmiQuery::ReasonsField::ClocksEvent;
    LatestReadings m_latest;
    int m_intervalMs = 100;
    QElapsedTimer m_sinceRestart;

    enum class ProcessQuery { NotRunning, Running, Unsupported };
    ToolProcess m_processTool;
    ProcessQuery m_processQuery = ProcessQuery::NotRunning;
    bool m_processQueryAnswered = false; // once: the driver knows the query
    QStringList m_processLines;
    QElapsedTimer m_sinceProcessQuery;
    // The last answer, by GPU uuid; nullopt while unknown.
    std::optional<QHash<QString, QList<GpuProcess>>> m_processes;
};

} // namespace lanebook
