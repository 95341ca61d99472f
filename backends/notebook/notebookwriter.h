#pragma once

#include "models/findings/finding.h"
#include "models/findings/findingverdict.h"
#include "models/frontier/slo.h"
#include "models/gates/gateresult.h"
#include "models/run/importsummary.h"
#include "models/telemetry/telemetrysample.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

namespace lanebook {

class NotebookChangeWatcher;
class NotebookStore;

// The one writer of a notebook. Lives in its own QThread, moved there by
// the composition root; owns the write connection, which it opens in that thread. Every
// slot is meant to be invoked through a queued connection; results come back as signals
// carrying values. Import parses files on the global thread pool and writes one
// transaction per file, so a bad file never half-lands and the others still do.
class NotebookWriter : public QObject
{
    Q_OBJECT
public:
    explicit NotebookWriter(QObject *parent = nullptr);
    ~NotebookWriter() override;

    // Thread-safe: asks a running import to stop after the file it is on.
    void requestCancel();
    // How many bytes of files an import parses at once (LANEBOOK_IMPORT_BUDGET_MB, else
    // 256 MiB); a single larger file is parsed alone.
    static qint64 importParseBudgetBytes();

public Q_SLOTS:
    void openNotebook(const QString &path);
    void closeNotebook();
    void importPaths(quint64 jobId, const QStringList &paths);
    // Judgements: a comparison's gates under its key, as `lanebook-cli compare`
    // stores them, so that exports show the gates wherever the numbers are shown.
    void saveComparisonGates(const QString &comparisonKey,
                             const std::vector<lanebook::GateResult> &gates);
    // Creates or updates the finding and records its verdict, in one transaction.
    void recordVerdict(const lanebook::VerdictRecord &record);
    // Telemetry (notebookwriter_telemetry.cpp): a run's samples from TelemetrySampler::
    // telemetryToRecord, one transaction per call; then, when the run's recording ends, its
    // summary into the run metrics the thermal/clocks gate reads. Refusals: writeFailed.
    void storeTelemetry(qint64 runId, const std::vector<lanebook::TelemetryBatch> &batches);
    void summariseRunTelemetry(qint64 runId);
    // Findings and annotations (notebookwriter_findings.cpp; topic owner: findings): the
    // Findings tab's writes, each one transaction through NotebookStore's findings API.
    // Success: findingChanged (findingCreated first for a new one); refusal: writeFailed.
    void createFinding(const lanebook::NewFinding &finding);
    void updateFindingField(qint64 findingId, lanebook::FindingField field, const QString &text);
    void setFindingVerdict(qint64 findingId, lanebook::FindingVerdict verdict,
                           const QString &reason);
    void linkFindingRuns(qint64 findingId, const std::vector<qint64> &controlRunIds,
                         const std::vector<qint64> &candidateRunIds);
    void unlinkFindingRuns(qint64 findingId, const std::vector<qint64> &runIds);
    void linkFindingWave(qint64 findingId, qint64 waveId);
    void unlinkFindingWave(qint64 findingId, qint64 waveId);
    void addRunNote(qint64 runId, const QString &text);
    void addRunTag(qint64 runId, const QString &tag);
    void removeRunTag(qint64 runId, const QString &tag);
    // The user's status for a run, with its reason (notebookwriter_statusoverride.cpp; topic
    // owner: charts, for Annotate… in the Runs table and the inspector). Success:
    // runAnnotated, then notebookChanged (the Runs table shows the status); refusal:
    // writeFailed.
    void setRunStatusOverride(qint64 runId, lanebook::RunStatus status, const QString &reason);
    // A lane's SLO (nullopt: cleared), the lane made when the notebook has none of that name
    // (notebookwriter_findings.cpp). Success: laneChanged; refusal: writeFailed.
    void setLaneSlo(const QString &lane, const std::optional<lanebook::Slo> &slo);

Q_SIGNALS:
    void findingCreated(qint64 findingId, const lanebook::NewFinding &finding);
    void findingChanged(qint64 findingId);
    void runAnnotated(qint64 runId);
    void laneChanged(const QString &lane);
    void notebookOpened(const QString &path, qint64 runCount);
    void notebookFailed(const QString &path, const QString &error);
    // What the open did on its own (journal replayed, waves marked interrupted), in words.
    void notebookNotice(const QString &message);
    // What this open repaired of an older Lanebook's damage (notebookrepairs.h), one sentence
    // each: said this once.
    void notebookRepaired(const QString &path, const QStringList &repairs);
    void importStarted(quint64 jobId, int fileCount);
    void importProgress(quint64 jobId, int filesDone, int fileCount, const QString &currentPath);
    void importFinished(quint64 jobId, const lanebook::ImportSummary &summary);
    // After any commit: readers should take a fresh snapshot.
    void notebookChanged(const QString &path, qint64 runCount);
    // Someone else (another process, another connection) committed to the open notebook:
    // runs, waves, findings or annotations may be new. notebookChanged comes just before it,
    // so views that reload on that need nothing more (notebookchangewatcher.h).
    void notebookChangedElsewhere(const QString &path);
    void verdictRecorded(qint64 findingId, const lanebook::VerdictRecord &record);
    void verdictFailed(const lanebook::VerdictRecord &record, const QString &error);
    // A write other than an import or a verdict was refused (the message names it).
    void writeFailed(const QString &message);

private:
    std::unique_ptr<NotebookStore> m_store;
    // Declared after m_store: goes first, and watches only while the store is open.
    std::unique_ptr<NotebookChangeWatcher> m_changeWatcher;
    std::atomic_bool m_cancel{false};
};

} // namespace lanebook

Q_DECLARE_METATYPE(lanebook::ImportSummary)
Q_DECLARE_METATYPE(lanebook::VerdictRecord)
Q_DECLARE_METATYPE(lanebook::NewFinding)
