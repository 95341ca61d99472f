#pragma once

#include "backends/notebook/notebookconnection.h"
#include "models/findings/finding.h"
#include "models/findings/findingverdict.h"

#include <optional>
#include <vector>

namespace lanebook {

// Findings (notebook aggregate; findingrepository.cpp, findingrepository_links.cpp): a
// hypothesis, the runs and waves it rests on, its verdict, and every edit. The Findings tab
// and `lanebook-cli finding` build on these. Each write is one transaction, keeps what it
// changed in finding_edits, and returns false / nullopt with lastError() when refused
// (unknown finding, run, wave or lane; empty title). A new finding's hypothesis is stamped
// with the time it was written.
class FindingRepository
{
public:
    explicit FindingRepository(NotebookConnection &connection)
        : m_connection(connection)
    {}

    // Creates the finding (title and hypothesis) or updates the given one, links the runs
    // with role control / candidate, and sets the verdict and its reason. Returns its id.
    std::optional<qint64> recordVerdict(const VerdictRecord &record);
    // A finding's title, hypothesis, linked runs by role, verdict and reason, in the record's
    // shape; std::nullopt when there is no such finding or it has no verdict yet.
    std::optional<VerdictRecord> verdictRecord(qint64 findingId) const;
    // Every finding, newest first, for a picker (the verdict dialog).
    std::vector<FindingRef> refs() const;

    std::optional<qint64> create(const NewFinding &finding);
    std::optional<Finding> finding(qint64 findingId) const; // with links and deleted runs
    std::vector<FindingSummary> summaries(const QString &lane = {}) const; // oldest first
    // A finding by id, or by exact title when that is unique.
    std::optional<qint64> resolve(const QString &idOrTitle) const;
    // The hypothesis is refused once a verdict is recorded: it was written before the results.
    bool updateField(qint64 findingId, FindingField field, const QString &text);
    bool setVerdict(qint64 findingId, FindingVerdict verdict, const QString &reason);
    bool linkRuns(qint64 findingId, const std::vector<qint64> &controlRunIds,
                  const std::vector<qint64> &candidateRunIds);
    bool unlinkRuns(qint64 findingId, const std::vector<qint64> &runIds);
    bool linkWave(qint64 findingId, qint64 waveId);
    bool unlinkWave(qint64 findingId, qint64 waveId);
    std::vector<FindingEdit> edits(qint64 findingId) const; // oldest first

private:
    NotebookConnection &m_connection;
};

} // namespace lanebook
