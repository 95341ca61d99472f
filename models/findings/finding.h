#pragma once

#include "models/findings/findingverdict.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// The fields of a finding a user writes (those of a negative-result
// summary). The ids are stored in finding_edits.field and used by the Findings tab.
enum class FindingField {
    Title,
    Hypothesis,
    Prediction,
    VerdictReason,
    Analysis, // markdown
    RulesOut,
    NextSteps,
};

QString findingFieldId(FindingField field); // "title", "hypothesis", ..., "analysis_md"
std::optional<FindingField> findingFieldFromId(const QString &id);
QString findingFieldTitle(FindingField field); // translated, for the edit history
const std::vector<FindingField> &allFindingFields();

// A run linked to a finding, with its role in the comparison. The label is kept so that a
// run deleted after it was linked can still be named.
struct FindingRunLink
{
    qint64 runId = 0;
    QString role; // "control" or "candidate"
    QString label;

    friend bool operator==(const FindingRunLink &, const FindingRunLink &) = default;
};

// One change to a finding, as finding_edits keeps it. Linking and unlinking runs and
// waves are edits too (field "link_run", "unlink_run", "link_wave", "unlink_wave"; the
// text is "<role>:<run id>:<label>" or "<wave id>:<name>").
struct FindingEdit
{
    QString field;
    QString oldText;
    QString newText;
    QDateTime editedAt; // UTC
};

// An idea under test, in full: what the Findings tab edits and the findings export
// renders. Written first: the hypothesis carries the time it was written, so the document
// can show it predates the results.
struct Finding
{
    qint64 id = 0;
    QString title;
    QString lane; // lane name; empty when the finding is not tied to one
    QString hypothesis;
    QDateTime hypothesisAt; // UTC; invalid when no hypothesis was written
    // Empty: written in Lanebook; otherwise the write-up it was reconstructed from (a notebook
    // back-filled after the results, whose time stamp alone would misreport it).
    QString hypothesisSource;
    QString prediction;
    std::optional<FindingVerdict> verdict; // none yet: still under test
    QString verdictReason;
    // The metric the verdict was judged on (the Compare tab's choice, `finding verdict
    // --metric`); the export compares and charts this one. Empty: the comparison's default.
    QString verdictMetric;
    QString analysisMarkdown;
    QString rulesOut;
    QString nextSteps;
    QDateTime createdAt;
    QDateTime updatedAt;
    std::vector<qint64> controlRunIds;   // linked runs that still exist, ascending
    std::vector<qint64> candidateRunIds; // idem
    std::vector<qint64> waveIds;
    // Linked and never unlinked, but no longer in the notebook: named in the export so a
    // comparison never silently loses an arm member.
    std::vector<FindingRunLink> deletedRuns;

    QString text(FindingField field) const;
    void setText(FindingField field, const QString &text);
    bool hasLinkedRuns() const { return !controlRunIds.empty() || !candidateRunIds.empty(); }
};

// What `lanebook-cli finding new` and the Findings tab's "New finding" write first: the
// hypothesis is stamped with the time it was written, before any result is linked.
struct NewFinding
{
    QString title;
    QString hypothesis;
    QString hypothesisSource; // empty, or the write-up it was reconstructed from (Finding)
    QString prediction;
    QString lane; // an existing lane's name, or empty
};

// A finding as a list shows it: the Findings tab's list and the export's summary table.
struct FindingSummary
{
    qint64 id = 0;
    QString title;
    QString lane;
    std::optional<FindingVerdict> verdict;
    QString verdictReason;
    int linkedRuns = 0;
    QDateTime updatedAt;
};

// A note, tag or status override on a run (annotations table; kind "note", "tag",
// "status").
struct RunAnnotation
{
    qint64 id = 0;
    qint64 runId = 0;
    QString kind;
    QString text;
    QString reason; // status overrides only
    QDateTime createdAt;
};

} // namespace lanebook
