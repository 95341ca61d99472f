#pragma once

#include "backends/notebook/connection/notebookconnection.h"
#include "backends/notebook/connection/notebookrepairs.h"
#include "backends/notebook/repositories/findingrepository.h"
#include "backends/notebook/repositories/judgementrepository.h"
#include "backends/notebook/repositories/lanerepository.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/telemetryrepository.h"
#include "backends/notebook/repositories/waverepository.h"
#include "models/waves/waverecord.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// A notebook: one SQLite file in WAL mode, one connection
// (notebookconnection.h) and a repository per aggregate over it: runs(), judgements(),
// findings(), waves(), telemetry(), lanes(). Every write goes through the connection's one
// transaction helper (writetransaction.h). One NotebookStore belongs to the thread that
// opened it (a Qt SQL connection cannot move). The GUI never holds one: the writer worker
// owns the write connection, readers open their own, and values cross threads.
//
// The store itself keeps what spans aggregates: opening (with its housekeeping) and the
// measured runs that must never be lost (notebookstore_journal.cpp).
class NotebookStore
{
public:
    using Access = NotebookConnection::Access;
    using WriteRefusal = NotebookConnection::WriteRefusal;

    static int currentSchemaVersion() { return NotebookConnection::currentSchemaVersion(); }

    NotebookStore();
    ~NotebookStore();
    NotebookStore(const NotebookStore &) = delete;
    NotebookStore &operator=(const NotebookStore &) = delete;

    // Opens (ReadWrite creates the file when absent) and migrates to the current schema; a
    // read-write open then does the housekeeping (replays the run journal, marks waves left
    // running by a dead process interrupted). A file that is not a notebook, or one from a
    // newer Lanebook, is refused untouched.
    bool open(const QString &path, Access access = Access::ReadWrite);
    void close();
    bool isOpen() const { return m_connection.isOpen(); }
    QString path() const { return m_connection.path(); }
    QString lastError() const { return m_connection.lastError(); }
    WriteRefusal lastWriteRefusal() const { return m_connection.lastWriteRefusal(); }
    int schemaVersion() const { return m_connection.schemaVersion(); }
    // Changes when someone else commits (notebookconnection.h; NotebookChangeWatcher polls it).
    std::optional<qint64> dataVersion() const { return m_connection.dataVersion(); }
    // On PostgreSQL, the driver that tells of other sessions' commits (LISTEN/NOTIFY).
    QSqlDriver *changeNotifier() const { return m_connection.changeNotifier(); }
    // A team notebook's broken connection made again (NotebookConnection::reconnectIfGone).
    bool reconnectIfGone() { return m_connection.reconnectIfGone(); }

    RunRepository &runs() { return m_runs; }
    const RunRepository &runs() const { return m_runs; }
    JudgementRepository &judgements() { return m_judgements; }
    const JudgementRepository &judgements() const { return m_judgements; }
    FindingRepository &findings() { return m_findings; }
    const FindingRepository &findings() const { return m_findings; }
    LaneRepository &lanes() { return m_lanes; }
    const LaneRepository &lanes() const { return m_lanes; }
    WaveRepository &waves() { return m_waves; }
    const WaveRepository &waves() const { return m_waves; }
    TelemetryRepository &telemetry() { return m_telemetry; }
    const TelemetryRepository &telemetry() const { return m_telemetry; }

    // A run Lanebook measured (bench, a wave's step) is never dropped: stored as
    // runs().insertRun / waves().insertRun, or, when the notebook stays locked past the
    // deadline or cannot be written (read-only, disk full), kept in the run journal beside it
    // (runjournal.h) and replayed at the next open. Neither: the outcome's error says why.
    struct MeasuredRunOutcome
    {
        std::optional<qint64> runId; // stored now
        QString journalEntry;        // or kept in the journal (its entry id)
        QString journalNote;         // why it went to the journal, for the user
        // Stored now after this store kept runs in the journal (a team notebook's server back
        // after an outage): the journal was replayed at once; these entries are in, as these
        // runs.
        QHash<QString, qint64> replayedRuns; // journal entry -> run id
        QString replayNote;                  // said when runs were replayed now
        QString error;                       // neither stored nor kept: why
        bool kept() const { return runId || !journalEntry.isEmpty(); }
    };
    MeasuredRunOutcome recordMeasuredRun(const Run &run,
                                         const std::optional<WaveRunPlacement> &placement = {});
    // Replays the run journal into the notebook, each entry exactly once; done by open()
    // (ReadWrite) and on demand. Entries that cannot be read stay and are named in problems.
    struct JournalReplay
    {
        int replayed = 0;
        int alreadyPresent = 0;            // replayed before, by this or another process
        QHash<QString, qint64> runOfEntry; // replayed now or before: entry id -> run id
        QStringList problems;
    };
    JournalReplay replayJournal();
    // Waves this open found left running by a process of this host that is gone and marked
    // interrupted (interruptedwaves.h).
    const std::vector<InterruptedWave> &interruptedAtOpen() const { return m_interruptedAtOpen; }
    // Whether a read-write open would find work: journal entries to replay or waves to mark
    // interrupted. A read-only reader asks, and opens once for writing when so.
    bool needsHousekeeping() const;
    // What this open's housekeeping did, one sentence each, for the window or the CLI to say;
    // repairs a migration made (notebookrepairs.h) among them until markRepairsSaid().
    QStringList housekeepingNotes() const;
    // The caller has shown housekeepingNotes(): the repairs in them are not said again.
    void markRepairsSaid();
    // Of housekeepingNotes(), the repairs (the window shows them together, in a dialog).
    QStringList repairNotes() const { return m_repairsAtOpen.notes; }
    // Facts about the notebook itself (notebook_info; notebookstore_info.cpp): "demo_story"
    // says the demo was built in it. nullopt when absent.
    std::optional<QString> info(const QString &key) const;
    bool setInfo(const QString &key, const QString &value);
    // Merges the findings `copies` into `kept` (their run and wave links carried over, then
    // removed) and records the repair, said at the next open. False with lastError().
    bool mergeFindings(qint64 kept, const std::vector<qint64> &copies);
    // What open() replayed, for the caller to tell the user.
    JournalReplay lastJournalReplay() const { return m_lastJournalReplay; }

private:
    // The write lock for the store's own writes (notebookstore_info.cpp); null with lastError()
    // when the notebook is read-only or the lock could not be taken.
    std::unique_ptr<WriteTransaction> beginOwnWrite();
    // At a read-write open: replay the journal, mark interrupted waves, say the repairs a
    // migration made (notebookrepairs.h) once.
    void housekeep();

    NotebookConnection m_connection;
    RunRepository m_runs{m_connection};
    JudgementRepository m_judgements{m_connection};
    FindingRepository m_findings{m_connection};
    WaveRepository m_waves{m_connection, m_runs};
    TelemetryRepository m_telemetry{m_connection};
    LaneRepository m_lanes{m_connection};
    JournalReplay m_lastJournalReplay;
    bool m_keptRunsInJournal = false; // since open(); replayed once the notebook takes runs
    std::vector<InterruptedWave> m_interruptedAtOpen;
    PendingRepairs m_repairsAtOpen; // read at open, not yet said
};

} // namespace lanebook
