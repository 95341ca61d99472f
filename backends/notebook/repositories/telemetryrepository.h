#pragma once

#include "backends/notebook/connection/notebookconnection.h"
#include "models/base/expected.h"
#include "models/telemetry/runtelemetry.h"

#include <vector>

namespace lanebook {

// Telemetry (notebook aggregate; telemetryrepository.cpp): GPUs by (host, uuid) and the
// samples recorded under a run (0: no run), and their summary in the run's metrics.
class TelemetryRepository
{
public:
    explicit TelemetryRepository(NotebookConnection &connection)
        : m_connection(connection)
    {}

    // Stores the batches' samples under the run in one transaction; why not when refused.
    Expected<void> store(qint64 runId, const std::vector<TelemetryBatch> &batches);
    // The same inside a write transaction the caller holds (an import stores a run and the
    // trace its file came with in one); why not when refused (the caller rolls back).
    Expected<void> storeInTransaction(QSqlDatabase &db, qint64 runId,
                                      const std::vector<TelemetryBatch> &batches);
    // The run's trace: its GPUs and every sample, by GPU then time (the inspector's chart).
    Expected<RunTelemetry> ofRun(qint64 runId) const;
    // Summarises the stored trace into the run's metrics (gpu_util_pct_mean, power_w_mean,
    // sm_clock_mhz_min/_max, temperature_c_start/_max, memory_used_bytes_max) and
    // extra.throttle_reasons, in one transaction; sampleCount 0 when the run has no trace.
    Expected<RunTelemetrySummary> summariseRun(qint64 runId);
    // The gpus row of an identity, added when new (uuid, else vendor:bus:ID / vendor:index:N).
    Expected<qint64> gpuId(const GpuIdentity &gpu);

private:
    Expected<qint64> gpuIdInTransaction(const QSqlDatabase &db, const GpuIdentity &gpu);
    // summariseRun's writes inside its transaction.
    Expected<RunTelemetrySummary> summariseInTransaction(QSqlDatabase &db, qint64 runId);

    NotebookConnection &m_connection;
};

} // namespace lanebook
