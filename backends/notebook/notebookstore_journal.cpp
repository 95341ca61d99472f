// NotebookStore: measured runs that must not be lost, and the run journal's replay.
#include "backends/notebook/notebookstore.h"

#include "backends/notebook/connection/notebookrepairs.h"
#include "backends/notebook/journal/runjournal.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "backends/waves/interruptedwaves.h"
#include "models/gates/runjudgement.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>

#include <utility>

namespace lanebook {

NotebookStore::MeasuredRunOutcome
NotebookStore::recordMeasuredRun(const Run &run, const std::optional<WaveRunPlacement> &placement)
{
    MeasuredRunOutcome outcome;
    // Identity and host are fixed before the first try, so a journaled run replays as itself.
    Run measured = run;
    if (measured.uuid.isEmpty())
        measured.uuid = newRowUuid();
    if (measured.host.isEmpty())
        measured.host = localHostName();
    const Expected<qint64> inserted =
        placement ? m_waves.insertRun(measured, *placement) : m_runs.insertRun(measured);
    if (inserted)
        outcome.runId = *inserted;
    if (outcome.runId && std::exchange(m_keptRunsInJournal, false)) {
        // The notebook takes runs again: the ones kept meanwhile go in now, not at the next
        // open, so a wave that outlived an outage ends with every run in its notebook.
        const JournalReplay replay = replayJournal();
        outcome.replayedRuns = replay.runOfEntry;
        if (replay.replayed > 0)
            outcome.replayNote =
                NotebookTr::tr("%1: the notebook takes runs again; %n run(s) kept in the run "
                               "journal meanwhile were added to it",
                               nullptr, replay.replayed)
                    .arg(QDir::toNativeSeparators(m_connection.path()));
        for (const QString &problem : replay.problems)
            outcome.replayNote += u'\n' + NotebookTr::tr("run journal: %1").arg(problem);
        m_keptRunsInJournal = !replay.problems.isEmpty();
    }
    if (outcome.runId)
        return outcome;
    const QString &refusal = inserted.error();
    outcome.error = refusal;
    // Only a notebook that cannot take the write now: a bad run would fail again at replay.
    if (m_connection.path().isEmpty() ||
        (m_connection.lastWriteRefusal() != WriteRefusal::Busy &&
         m_connection.lastWriteRefusal() != WriteRefusal::Unwritable))
        return outcome;
    const RunJournal journal(m_connection.path());
    const Expected<QString> entry = journal.append(measured, placement);
    if (!entry) {
        outcome.error = NotebookTr::tr("%1 (and the run journal could not keep it either: %2)")
                            .arg(refusal, entry.error());
        return outcome;
    }
    outcome.journalEntry = *entry;
    outcome.error.clear(); // kept
    m_keptRunsInJournal = true;
    outcome.journalNote =
        NotebookTr::tr(
            "%1: the notebook could not take run %2 now (%3); it is kept in %4 and will be "
            "added the next time Lanebook opens the notebook")
            .arg(QDir::toNativeSeparators(m_connection.path()), run.label, refusal,
                 QDir::toNativeSeparators(journal.folder()));
    return outcome;
}

NotebookStore::JournalReplay NotebookStore::replayJournal()
{
    JournalReplay replay;
    if (m_connection.isReadOnly() || !isOpen())
        return replay;
    const RunJournal journal(m_connection.path());
    for (const QString &file : journal.files()) {
        const Expected<RunJournal::Entry> entry = RunJournal::read(file);
        if (!entry) {
            replay.problems << entry.error();
            continue;
        }
        const RunRepository::PreparedRun prepared = RunRepository::prepareRun(entry->run);
        const auto transaction = m_connection.beginWrite();
        if (!transaction->isOpen()) {
            m_connection.failWrite(*transaction);
            replay.problems << NotebookTr::tr("%1: not replayed yet: %2")
                                   .arg(QDir::toNativeSeparators(file), m_connection.lastError());
            break; // the notebook is busy or unwritable: the rest waits for the next open
        }
        QSqlDatabase &db = transaction->db();
        QSqlQuery seen(db);
        seen.prepare(QStringLiteral("SELECT run_id FROM journal_replays WHERE entry = ?"));
        seen.addBindValue(entry->id);
        if (seen.exec() && seen.next()) {
            replay.runOfEntry.insert(entry->id, seen.value(0).toLongLong());
            seen.finish();
            transaction->rollback();
            ++replay.alreadyPresent;
            journal.remove(*entry);
            continue;
        }
        seen.finish();
        QSqlQuery mark(db);
        mark.prepare(QStringLiteral(
            "INSERT INTO journal_replays(entry, run_id, replayed_at) VALUES (?, ?, ?)"));
        Expected<qint64> stored = m_runs.insertRunRows(entry->run, prepared, std::nullopt);
        if (stored && entry->placement) {
            if (Expected<void> placed =
                    m_waves.insertPlacementRow(*stored, entry->run.label, *entry->placement);
                !placed)
                stored = unexpected(placed.error());
        }
        const qint64 runId = stored ? *stored : 0;
        if (stored) {
            mark.addBindValue(entry->id);
            mark.addBindValue(runId);
            mark.addBindValue(sqlvalues::nowUtc());
        }
        if (!stored || !mark.exec() || !transaction->commit()) {
            const QString why = !stored                 ? stored.error()
                                : transaction->isOpen() ? mark.lastError().text()
                                                        : transaction->error();
            transaction->rollback();
            replay.problems
                << NotebookTr::tr("%1: not replayed: %2").arg(QDir::toNativeSeparators(file), why);
            continue;
        }
        ++replay.replayed;
        replay.runOfEntry.insert(entry->id, runId);
        journal.remove(*entry);
        // Derived data, as after any recorded run: a refusal leaves the run unjudged.
        Run judged = entry->run;
        judged.id = runId;
        m_judgements.saveRunGates(runId, judgeRun(judged));
    }
    return replay;
}

void NotebookStore::housekeep()
{
    m_lastJournalReplay = replayJournal();
    m_interruptedAtOpen = markInterruptedWaves(*this);
    // Unread (the table could not be read) is said at a later open, as unsaid.
    Expected<PendingRepairs> pending = unreportedRepairs(m_connection.database());
    m_repairsAtOpen = pending ? std::move(*pending) : PendingRepairs{};
}

void NotebookStore::markRepairsSaid()
{
    if (m_repairsAtOpen.ids.empty())
        return;
    const auto transaction = beginOwnWrite();
    if (!transaction)
        return; // said again at a later open: better twice than never
    if (markRepairsReported(transaction->db(), m_repairsAtOpen.ids) && transaction->commit())
        m_repairsAtOpen = {};
}

QStringList NotebookStore::housekeepingNotes() const
{
    QStringList notes;
    if (m_lastJournalReplay.replayed > 0)
        notes << NotebookTr::tr(
            "%n run(s) kept in the run journal while the notebook was unavailable "
            "were added to it",
            nullptr, m_lastJournalReplay.replayed);
    for (const QString &problem : m_lastJournalReplay.problems)
        notes << NotebookTr::tr("run journal: %1").arg(problem);
    for (const InterruptedWave &wave : m_interruptedAtOpen)
        notes << NotebookTr::tr("wave %1 (%2) was left running and is now marked interrupted: %3")
                     .arg(wave.waveId)
                     .arg(wave.name, wave.why);
    return notes + m_repairsAtOpen.notes;
}

bool NotebookStore::needsHousekeeping() const
{
    return isOpen() && (!RunJournal(m_connection.path()).files().isEmpty() ||
                        !findInterruptedWaves(*this).empty());
}

} // namespace lanebook
