// NotebookWriter: the telemetry slots (storeTelemetry, summariseRunTelemetry).
#include "backends/notebook/notebookwriter.h"

#include "backends/notebook/notebookstore.h"

#include <QCoreApplication>

namespace lanebook {

void NotebookWriter::storeTelemetry(qint64 runId, const std::vector<TelemetryBatch> &batches)
{
    if (!m_store || batches.empty())
        return; // no notebook: live telemetry is still shown, nothing is recorded
    if (const Expected<void> stored = m_store->telemetry().store(runId, batches); !stored) {
        Q_EMIT writeFailed(
            QCoreApplication::translate("NotebookWriter", "Telemetry of run %1 was not stored: %2")
                .arg(runId)
                .arg(stored.error()));
    }
}

void NotebookWriter::summariseRunTelemetry(qint64 runId)
{
    if (!m_store)
        return;
    const Expected<RunTelemetrySummary> summary = m_store->telemetry().summariseRun(runId);
    if (!summary) {
        Q_EMIT writeFailed(QCoreApplication::translate("NotebookWriter",
                                                       "Telemetry of run %1 was not summarised: %2")
                               .arg(runId)
                               .arg(summary.error()));
        return;
    }
    if (summary->sampleCount > 0)
        Q_EMIT notebookChanged(m_store->path(), m_store->runs().count());
}

} // namespace lanebook
