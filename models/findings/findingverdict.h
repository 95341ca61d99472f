#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// The verdict on a finding: negative and invalid results are kept,
// never deleted. The ids are part of the CLI (`finding verdict FINDING adopted|...`).
enum class FindingVerdict { Adopted, Negative, Inconclusive, Invalid };

QString findingVerdictId(FindingVerdict verdict); // "adopted", "negative", ...
std::optional<FindingVerdict> findingVerdictFromId(const QString &id);
QString findingVerdictTitle(FindingVerdict verdict); // translated

// One action that records a verdict: on an existing finding, or on a new one created with
// its title and hypothesis; the compared runs are linked with their role.
struct VerdictRecord
{
    std::optional<qint64> findingId; // update this finding; none: create one
    QString title;                   // required to create; ignored on update
    QString hypothesis;              // written with a new finding; never rewritten afterwards
    std::vector<qint64> controlRunIds;
    std::vector<qint64> candidateRunIds;
    FindingVerdict verdict = FindingVerdict::Inconclusive;
    QString reason; // required: a verdict nobody can explain is not one
    // The metric the comparison behind the verdict was about ("p99_ttft_ms"); empty keeps
    // the one recorded before (none: the comparison's default metric).
    QString metricName;
};

// A finding as a picker lists it: enough to choose the one a verdict belongs to.
struct FindingRef
{
    qint64 id = 0;
    QString title;
    std::optional<FindingVerdict> verdict; // none yet: the idea is still under test
};

} // namespace lanebook
