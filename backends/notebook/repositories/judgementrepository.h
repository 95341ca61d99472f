#pragma once

#include "backends/notebook/connection/notebookconnection.h"
#include "models/base/expected.h"
#include "models/gates/runjudgement.h"
#include "models/run/run.h"

#include <QHash>

#include <optional>
#include <vector>

namespace lanebook {

// Judgements (notebook aggregate): a run's gates and
// suggested status, a comparison's gates, and the user's status overrides
// (judgementrepository.cpp). Gate rows keep gate, outcome and reason; evidence numbers are
// not stored (recompute them from the run). Each write is one transaction and returns false
// with lastError() when refused.
class JudgementRepository
{
public:
    explicit JudgementRepository(NotebookConnection &connection)
        : m_connection(connection)
    {}

    // Replaces the run's stored gates and writes the suggested status, unless the user
    // overrode the status (an annotation of kind "status") or the run is marked failed; an
    // override carried by the judgement is recorded as setStatusOverride does.
    bool saveRunGates(qint64 runId, const Judgement &judgement);
    // Runs of one source file that no gate has judged yet, by locator.
    QHash<QString, qint64> unjudgedRunsOfSource(const QString &sha256) const;
    std::vector<GateResult> runGates(qint64 runId) const; // in stored order
    // Replaces the gates stored under a comparison key (comparisonKey() in models/comparison).
    bool saveComparisonGates(const QString &comparisonKey, const std::vector<GateResult> &gates);
    std::vector<GateResult> comparisonGates(const QString &comparisonKey) const;
    // The user's status, which the gates never overwrite; refused without a reason. Also an
    // annotation of kind "status" (text: the status id; reason: the reason).
    bool setStatusOverride(qint64 runId, RunStatus status, const QString &reason);
    struct StatusOverride
    {
        RunStatus status = RunStatus::Unjudged;
        QString reason;
    };
    std::optional<StatusOverride> statusOverride(qint64 runId) const; // the latest

private:
    // The gates stored under a column's value (run_id, comparison_key), in stored order.
    std::vector<GateResult> gatesWhere(const QString &column, const QVariant &value) const;

    NotebookConnection &m_connection;
};

} // namespace lanebook
