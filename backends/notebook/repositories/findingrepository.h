#pragma once

#include "backends/notebook/connection/notebookconnection.h"
#include "models/base/expected.h"
#include "models/findings/finding.h"
#include "models/findings/findingverdict.h"

#include <chrono>
#include <optional>
#include <vector>

namespace lanebook {

// Findings (notebook aggregate; findingrepository.cpp, _edits.cpp, _links.cpp): a
// hypothesis, the runs and waves it rests on, its verdict, and every edit. The Findings tab
// and `lanebook-cli finding` build on these. Each write is one transaction, keeps what it
// changed in finding_edits, and answers with why not when refused (unknown finding, run, wave
// or lane; empty title). A new finding's hypothesis is stamped
// with the time it was written. Saves of one field close together are one edit session and
// keep one edit (updateField); any other write ends the session.
class FindingRepository
{
public:
    explicit FindingRepository(NotebookConnection &connection)
        : m_connection(connection)
    {}

    // Creates the finding (title and hypothesis) or updates the given one, links the runs
    // with role control / candidate, and sets the verdict, its reason and the metric it was
    // judged on (kept from before when the record names none). Returns its id.
    Expected<qint64> recordVerdict(const VerdictRecord &record);
    // A finding's title, hypothesis, linked runs by role, verdict and reason, in the record's
    // shape; refused when there is no such finding or it has no verdict yet.
    Expected<VerdictRecord> verdictRecord(qint64 findingId) const;
    // Every finding, newest first, for a picker (the verdict dialog).
    Expected<std::vector<FindingRef>> refs() const;

    Expected<qint64> create(const NewFinding &finding);
    Expected<Finding> finding(qint64 findingId) const; // with links and deleted runs
    Expected<std::vector<FindingSummary>> summaries(const QString &lane = {}) const; // oldest first
    // A finding by id, or by exact title when that is unique.
    Expected<qint64> resolve(const QString &idOrTitle) const;
    // The hypothesis is refused once a verdict is recorded: it was written before the results.
    // A save of the field this object saved last, within the edit session window of that save
    // and with no other edit of the finding since, updates that save's edit instead of adding
    // one (and removes it when the text is back where the session began).
    Expected<void> updateField(qint64 findingId, FindingField field, const QString &text);
    static constexpr std::chrono::minutes kDefaultEditSessionWindow{10};
    // Zero keeps an edit per save.
    void setEditSessionWindow(std::chrono::milliseconds window) { m_editSessionWindow = window; }
    // `metricName` empty: the metric recorded with an earlier verdict stays.
    Expected<void> setVerdict(qint64 findingId, FindingVerdict verdict, const QString &reason,
                              const QString &metricName = {});
    Expected<void> linkRuns(qint64 findingId, const std::vector<qint64> &controlRunIds,
                            const std::vector<qint64> &candidateRunIds);
    Expected<void> unlinkRuns(qint64 findingId, const std::vector<qint64> &runIds);
    Expected<void> linkWave(qint64 findingId, qint64 waveId);
    Expected<void> unlinkWave(qint64 findingId, qint64 waveId);
    Expected<std::vector<FindingEdit>> edits(qint64 findingId) const; // oldest first

private:
    // recordVerdict's reads and writes, inside its transaction.
    Expected<qint64> recordVerdictIn(QSqlDatabase &db, const VerdictRecord &record);
    // The edit the last updateField of this object wrote: the session a next save may extend.
    struct EditSession
    {
        QString notebookPath;
        qint64 findingId = 0;
        QString field; // finding_edits.field, the column's name
        qint64 editId = 0;
        std::chrono::steady_clock::time_point savedAt;
    };
    // The edit history's row for a field's change, in the caller's transaction: the session
    // it extends or starts (nullopt when typing returned to the session's start and its
    // entry was removed).
    Expected<std::optional<EditSession>> writeFieldEdit(QSqlDatabase &db, qint64 findingId,
                                                        const QString &field, const QString &before,
                                                        const QString &after,
                                                        const QString &now) const;

    NotebookConnection &m_connection;
    std::optional<EditSession> m_editSession;
    std::chrono::milliseconds m_editSessionWindow = kDefaultEditSessionWindow;
};

} // namespace lanebook
