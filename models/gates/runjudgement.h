#pragma once

#include "models/gates/comparisongates.h"
#include "models/gates/gateresult.h"
#include "models/gates/rungatecontext.h"
#include "models/run/run.h"
#include "models/run/runformat.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// The status the gates suggest: any fail makes the result invalid; otherwise
// any warn makes it diagnostic; otherwise a gate that applies but lacked its evidence leaves
// it inconclusive; otherwise it is valid. Promoted and support-only are the user's call.
struct StatusSuggestion
{
    RunStatus status = RunStatus::Unjudged;
    QStringList reasons; // "gate title: reason", fails first, then warns, then missing evidence
};

StatusSuggestion suggestStatus(const std::vector<GateResult> &gates);

// A run's (or a comparison's) gates, the suggested status, and the user's override, which
// wins when set and must carry a reason.
struct Judgement
{
    std::vector<GateResult> gates;
    StatusSuggestion suggestion;
    std::optional<RunStatus> overrideStatus;
    QString overrideReason;

    RunStatus effectiveStatus() const { return overrideStatus.value_or(suggestion.status); }
    // Refused (false) without a reason: an override nobody can explain is not a judgement.
    bool overrideWith(RunStatus status, const QString &reason);
    void clearOverride();
};

Judgement judgeRun(const Run &run, const RunGateContext &context = {});

// The comparison gates, plus each run gate's worst outcome over all runs of both arms (its
// reason prefixed with the run's label), so that a comparison is never cleaner than its runs.
Judgement judgeComparison(const std::vector<Run> &control, const std::vector<Run> &candidate,
                          const ComparisonGateContext &context,
                          const RunGateContext &runContext = {});

// For each gate id present, one result: the most severe (fail, warn, missing evidence, pass,
// does not apply); a warning or failure names every result's reason that reached it (each
// prefixed with its run or point by the caller), the first six and "and N more".
std::vector<GateResult> worstPerGate(const std::vector<GateResult> &results);

// The comparison's gates followed by worstPerGate(perRun), each gate once: a gate both judge
// (quality) keeps the comparison's verdict unless runs warn or fail it, whose reasons then
// come first.
std::vector<GateResult> withRunGates(std::vector<GateResult> comparison,
                                     const std::vector<GateResult> &perRun);

// {"gates": [...], "suggested_status", "reasons": [...], "override": {"status", "reason"}}.
nlohmann::json judgementToJson(const Judgement &judgement);
std::optional<Judgement> judgementFromJson(const nlohmann::json &json);

} // namespace lanebook
