#pragma once

#include "backends/importers/importfile.h"
#include "backends/notebook/writetransaction.h"
#include "models/findingverdict.h"
#include "models/findings/finding.h"
#include "models/gates/runjudgement.h"
#include "models/importsummary.h"
#include "models/run.h"
#include "models/runtablesnapshot.h"
#include "models/waves/waverecord.h"
#include "models/telemetry/runtelemetry.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace lanebook {

// A notebook: one SQLite file in WAL mode (DESIGN.md §2, §4). One NotebookStore is one
// connection and belongs to the thread that opened it (a Qt SQL connection cannot move).
// The GUI never holds one: the writer worker owns the write connection, readers open
// their own, and values cross threads.
class NotebookStore
{
public:
    enum class Access { ReadWrite, ReadOnly };

    // The schema this build writes; notebooks with a higher user_version are refused.
    static int currentSchemaVersion();

    NotebookStore();
    ~NotebookStore();
    NotebookStore(const NotebookStore &) = delete;
    NotebookStore &operator=(const NotebookStore &) = delete;

    // Opens (ReadWrite creates the file when absent) and migrates to the current schema.
    // A file that is not a notebook, or one from a newer Lanebook, is refused untouched.
    bool open(const QString &path, Access access = Access::ReadWrite);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }
    // Why the last refused write was refused: Busy (the lock stayed taken past the deadline)
    // and Unwritable (read-only, disk full) are the ones a journal can bridge.
    enum class WriteRefusal { None, Busy, Unwritable, Other };
    WriteRefusal lastWriteRefusal() const { return m_lastWriteRefusal; }
    int schemaVersion() const;

    // Stores every run of one parsed file in one transaction: all or nothing. Runs already
    // present (same content hash and locator) are counted, not added again.
    FileImportOutcome storeParsedFile(const ParsedFile &file);

    // Stores one run recorded by Lanebook itself (no source file). Returns its id.
    std::optional<qint64> insertRun(const Run &run);

    // A run Lanebook measured (bench, a wave's step) is never dropped: stored as insertRun /
    // insertWaveRun, or, when the notebook stays locked past the deadline or cannot be
    // written (read-only, disk full), kept in the run journal beside it (runjournal.h) and
    // replayed at the next open. Neither: lastError() says why.
    struct MeasuredRunOutcome
    {
        std::optional<qint64> runId; // stored now
        QString journalEntry;        // or kept in the journal (its entry id)
        QString journalNote;         // why it went to the journal, for the user
        bool kept() const { return runId || !journalEntry.isEmpty(); }
    };
    MeasuredRunOutcome recordMeasuredRun(const Run &run,
                                         const std::optional<WaveRunPlacement> &placement = {});
    // Replays the run journal into the notebook, each entry exactly once; done by open()
    // (ReadWrite) and on demand. Entries that cannot be read stay and are named in problems.
    struct JournalReplay
    {
        int replayed = 0;
        int alreadyPresent = 0; // replayed before, by this or another process
        QStringList problems;
    };
    JournalReplay replayJournal();
    // Waves this open found left running by a process of this host that is gone and marked
    // interrupted (interruptedwaves.h).
    const std::vector<InterruptedWave> &interruptedAtOpen() const { return m_interruptedAtOpen; }
    // Whether a read-write open would find work: journal entries to replay or waves to mark
    // interrupted. A read-only reader asks, and opens once for writing when so.
    bool needsHousekeeping() const;
    // What this open's housekeeping did, one sentence each, for the window or the CLI to say.
    QStringList housekeepingNotes() const;
    // What open() replayed, for the caller to tell the user.
    JournalReplay lastJournalReplay() const { return m_lastJournalReplay; }

    qint64 runCount() const;
    RunTableSnapshot runTableSnapshot(const QStringList &metricColumns) const;
    QStringList metricNames() const;

    // A run in full (config, workload, metrics, source), without its request samples.
    std::optional<Run> run(qint64 id) const;
    std::vector<RequestSample> requestSamples(qint64 runId) const;
    // Resolves a run by id, or by exact label; nullopt with lastError() when neither
    // matches or the label is ambiguous.
    std::optional<qint64> resolveRun(const QString &idOrLabel) const;
    // Every run in full, ordered by id; filterText matches label, model, format or lane.
    std::vector<Run> runs(const QString &filterText = {}) const;

    // Judgements (DESIGN §6; notebookstore_judgements.cpp). Each write is one transaction and
    // returns false with lastError() when refused. Gate rows keep gate, outcome and reason;
    // evidence numbers are not stored (recompute them from the run).
    //
    // Replaces the run's stored gates and writes the suggested status, unless the user
    // overrode the status (an annotation of kind "status") or the run is marked failed; an
    // override carried by the judgement is recorded as setRunStatusOverride does.
    bool saveRunGates(qint64 runId, const Judgement &judgement);
    // Runs of one source file that no gate has judged yet, by locator.
    QHash<QString, qint64> unjudgedRunsOfSource(const QString &sha256) const;
    std::vector<GateResult> runGates(qint64 runId) const; // in stored (§6) order
    // Replaces the gates stored under a comparison key (comparisonKey() in models/comparison).
    bool saveComparisonGates(const QString &comparisonKey, const std::vector<GateResult> &gates);
    std::vector<GateResult> comparisonGates(const QString &comparisonKey) const;
    // The user's status, which the gates never overwrite; refused without a reason. Also an
    // annotation of kind "status" (text: the status id; reason: the reason).
    bool setRunStatusOverride(qint64 runId, RunStatus status, const QString &reason);
    struct StatusOverride
    {
        RunStatus status = RunStatus::Unjudged;
        QString reason;
    };
    std::optional<StatusOverride> runStatusOverride(qint64 runId) const; // the latest
    // Creates the finding (title and hypothesis) or updates the given one, links the runs
    // with role control / candidate, and sets the verdict and its reason (the change is kept
    // in finding_edits). Returns the finding id.
    std::optional<qint64> recordVerdict(const VerdictRecord &record);
    // A finding's title, hypothesis, linked runs by role, verdict and reason, in the record's
    // shape; std::nullopt when there is no such finding or it has no verdict yet.
    std::optional<VerdictRecord> findingVerdict(qint64 findingId) const;
    // Every finding, newest first, for a picker (the verdict dialog).
    std::vector<FindingRef> findings() const;

    // Findings in full (notebookstore_findings.cpp, notebookstore_findinglinks.cpp; topic
    // owner: findings). The Findings tab and `lanebook-cli finding` build on these. Each
    // write is one transaction, keeps what it changed in finding_edits, and returns false /
    // nullopt with lastError() when refused (unknown finding, run, wave or lane; empty title).
    // A new finding's hypothesis is stamped with the time it was written.
    std::optional<qint64> createFinding(const NewFinding &finding);
    std::optional<Finding> finding(qint64 findingId) const; // with links and deleted runs
    std::vector<FindingSummary> findingSummaries(const QString &lane = {}) const; // oldest first
    // A finding by id, or by exact title when that is unique.
    std::optional<qint64> resolveFinding(const QString &idOrTitle) const;
    // The hypothesis is refused once a verdict is recorded: it was written before the results.
    bool updateFindingField(qint64 findingId, FindingField field, const QString &text);
    bool setFindingVerdict(qint64 findingId, FindingVerdict verdict, const QString &reason);
    bool linkFindingRuns(qint64 findingId, const std::vector<qint64> &controlRunIds,
                         const std::vector<qint64> &candidateRunIds);
    bool unlinkFindingRuns(qint64 findingId, const std::vector<qint64> &runIds);
    bool linkFindingWave(qint64 findingId, qint64 waveId);
    bool unlinkFindingWave(qint64 findingId, qint64 waveId);
    std::vector<FindingEdit> findingEdits(qint64 findingId) const; // oldest first
    QStringList laneNames() const;
    // Annotations (notebookstore_annotations.cpp; topic owner: findings): notes and tags on
    // a run (status overrides: setRunStatusOverride). A tag is kept once per run; adding it
    // again returns the existing id.
    std::optional<qint64> addRunNote(qint64 runId, const QString &text);
    std::optional<qint64> addRunTag(qint64 runId, const QString &tag);
    bool removeRunTag(qint64 runId, const QString &tag);
    std::vector<RunAnnotation> runAnnotations(qint64 runId) const; // oldest first

    // Waves (notebookstore_waves.cpp; topic owner: waves). A wave row keeps the plan as run
    // (secrets redacted), its status and, once it ends, its summary; each run a wave records
    // carries its placement (wave, arm, role, repeat, slot, GPUs) and its server's log tail.
    // `runner` says which process runs it (WaveRecord::runner).
    std::optional<qint64> createWave(const QString &name, const QString &lane,
                                     const nlohmann::json &plan,
                                     const nlohmann::json &runner = nlohmann::json::object());
    // finished_at is set with a terminal status (finished, failed, aborted, interrupted).
    bool setWaveStatus(qint64 waveId, WaveStatus status,
                       const nlohmann::json &summary = nlohmann::json::object());
    // The same, only while the wave's status is still `from`; false (lastError() empty) when
    // another process changed it first.
    bool setWaveStatusIf(qint64 waveId, WaveStatus from, WaveStatus to,
                         const nlohmann::json &summary = nlohmann::json::object());
    // One transaction: the run (as insertRun) and its placement (placement.runId ignored).
    std::optional<qint64> insertWaveRun(const Run &run, const WaveRunPlacement &placement);
    std::optional<WaveRecord> wave(qint64 waveId) const;
    // Newest first; with `only`, just the waves in that status (every open asks for the
    // running ones, so it does not read every plan).
    std::vector<WaveRecord> waves(std::optional<WaveStatus> only = std::nullopt) const;
    std::vector<WaveRunPlacement> waveRuns(qint64 waveId) const; // in the order recorded

    // Telemetry (notebookstore_telemetry.cpp). Stores the batches' samples under the run (0:
    // no run) in one transaction, GPUs by (host, uuid); false with lastError() when refused.
    bool storeTelemetry(qint64 runId, const std::vector<TelemetryBatch> &batches);
    // The run's trace: its GPUs and every sample, by GPU then time (the inspector's chart).
    RunTelemetry telemetryOfRun(qint64 runId) const;
    // Summarises the stored trace into the run's metrics (gpu_util_pct_mean, power_w_mean,
    // sm_clock_mhz_min/_max, temperature_c_start/_max, memory_used_bytes_max) and
    // extra.throttle_reasons, in one transaction; sampleCount 0 when the run has no trace.
    std::optional<RunTelemetrySummary> summariseRunTelemetry(qint64 runId);
    // The gpus row of an identity, added when new (uuid, else vendor:bus:ID / vendor:index:N).
    std::optional<qint64> gpuId(const GpuIdentity &gpu);

private:
    // Every write goes through one of these (writetransaction.h): the write lock up front,
    // retried under one deadline; its rollback also forgets ids interned inside it.
    std::unique_ptr<WriteTransaction> beginWrite();
    // Puts the refused transaction's reason in lastError() (after the context, when given)
    // and lastWriteRefusal(); returns false for the caller's return statement.
    bool failWrite(const WriteTransaction &transaction, const QString &context = {});
    bool migrate();
    void housekeep();
    bool updateWaveStatus(qint64 waveId, std::optional<WaveStatus> from, WaveStatus to,
                          const nlohmann::json &summary); // at a read-write open: replay the journal, mark interrupted waves
    bool exec(const QString &sql) const;
    qint64 laneIdFor(const Run &run);
    std::optional<qint64> contentId(const char *table, const nlohmann::json &value);
    qint64 metricId(const QString &name);
    bool insertRunRows(const Run &run, std::optional<qint64> sourceId, qint64 &runId);
    std::optional<qint64> gpuIdInTransaction(const GpuIdentity &gpu);
    bool insertPlacementRow(qint64 runId, const QString &label, const WaveRunPlacement &placement);
    Run runFromCurrentRow(const class QSqlQuery &query) const;
    void loadMetrics(Run &run) const;
    void fail(const QString &message) const;

    QString m_connectionName;
    QString m_path;
    mutable QString m_lastError;
    JournalReplay m_lastJournalReplay;
    std::vector<InterruptedWave> m_interruptedAtOpen;
    mutable WriteRefusal m_lastWriteRefusal = WriteRefusal::None;
    bool m_readOnly = false;
    std::shared_ptr<WriteTransaction::Guard> m_writeGuard;
    QHash<QString, qint64> m_metricIds; // interned names, cached per connection
    QHash<QString, qint64> m_laneIds;
};

} // namespace lanebook
