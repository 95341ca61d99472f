#include "models/gates/runjudgement.h"

#include "models/gates/gatestr.h"
#include "models/gates/rungates.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace lanebook {

namespace {

// How many runs a warning or failure names before "and N more".
constexpr qsizetype kReasonsNamed = 6;

int severity(const GateResult &result)
{
    switch (result.outcome) {
    case GateOutcome::Fail:
        return 4;
    case GateOutcome::Warn:
        return 3;
    case GateOutcome::NotApplicable:
        return result.missingEvidence() ? 2 : 0;
    case GateOutcome::Pass:
        return 1;
    }
    return 0;
}

QString line(const GateResult &result)
{
    return gateTitle(result.gate) + QStringLiteral(": ") + result.reason;
}

} // namespace

StatusSuggestion suggestStatus(const std::vector<GateResult> &gates)
{
    StatusSuggestion suggestion;
    QStringList fails;
    QStringList warns;
    QStringList missing;
    for (const GateResult &result : gates) {
        if (result.outcome == GateOutcome::Fail)
            fails << line(result);
        else if (result.outcome == GateOutcome::Warn)
            warns << line(result);
        else if (result.missingEvidence())
            missing << line(result);
    }
    suggestion.reasons = fails + warns + missing;
    if (!fails.isEmpty())
        suggestion.status = RunStatus::Invalid;
    else if (!warns.isEmpty())
        suggestion.status = RunStatus::Diagnostic;
    else if (!missing.isEmpty())
        suggestion.status = RunStatus::Inconclusive;
    else if (std::any_of(gates.begin(), gates.end(),
                         [](const GateResult &r) { return r.outcome == GateOutcome::Pass; }))
        suggestion.status = RunStatus::Valid;
    else
        suggestion.status = RunStatus::Inconclusive; // no gate had anything to judge
    return suggestion;
}

bool Judgement::overrideWith(RunStatus status, const QString &reason)
{
    if (reason.trimmed().isEmpty())
        return false;
    overrideStatus = status;
    overrideReason = reason.trimmed();
    return true;
}

void Judgement::clearOverride()
{
    overrideStatus.reset();
    overrideReason.clear();
}

Judgement judgeRun(const Run &run, const RunGateContext &context)
{
    Judgement judgement;
    judgement.gates = runGates(run, context);
    judgement.suggestion = suggestStatus(judgement.gates);
    return judgement;
}

std::vector<GateResult> worstPerGate(const std::vector<GateResult> &results)
{
    // Every result that reached the worst outcome of its gate, in the order given.
    std::map<GateId, std::vector<const GateResult *>> worst;
    for (const GateResult &result : results) {
        std::vector<const GateResult *> &same = worst[result.gate];
        if (same.empty() || severity(result) > severity(*same.front()))
            same = {&result};
        else if (severity(result) == severity(*same.front()))
            same.push_back(&result);
    }
    std::vector<GateResult> out;
    for (GateId gate : allGates()) {
        const auto it = worst.find(gate);
        if (it == worst.end())
            continue;
        GateResult merged = *it->second.front();
        // A warning or failure names every run (and point) that trips it, each once; a
        // pass needs no roll-call.
        if (merged.outcome == GateOutcome::Fail || merged.outcome == GateOutcome::Warn) {
            QStringList reasons;
            for (const GateResult *result : it->second) {
                if (!reasons.contains(result->reason))
                    reasons << result->reason;
            }
            if (reasons.size() > kReasonsNamed) {
                const int more = int(reasons.size()) - kReasonsNamed;
                reasons = reasons.mid(0, kReasonsNamed);
                reasons << GatesTr::tr("and %n more", nullptr, more);
            }
            merged.reason = reasons.join(QStringLiteral("; "));
        }
        out.push_back(std::move(merged));
    }
    return out;
}

std::vector<GateResult> withRunGates(std::vector<GateResult> comparison,
                                     const std::vector<GateResult> &perRun)
{
    for (GateResult &run : worstPerGate(perRun)) {
        const auto same = std::find_if(comparison.begin(), comparison.end(),
                                       [&](const GateResult &r) { return r.gate == run.gate; });
        if (same == comparison.end()) {
            comparison.push_back(std::move(run));
            continue;
        }
        // The same gate judged twice (the comparison's quality verdict, the runs' canaries):
        // one line. Runs that trip it put their reasons first; otherwise the comparison's
        // verdict stands (runs merely without canaries do not undo a measured quality check).
        if (run.outcome != GateOutcome::Fail && run.outcome != GateOutcome::Warn)
            continue;
        if (severity(run) >= severity(*same)) {
            same->outcome = run.outcome;
            same->notApplicableKind = run.notApplicableKind;
        }
        same->reason = run.reason + QStringLiteral("; ") + same->reason;
        same->evidence.insert(same->evidence.end(), run.evidence.begin(), run.evidence.end());
    }
    return comparison;
}

Judgement judgeComparison(const std::vector<Run> &control, const std::vector<Run> &candidate,
                          const ComparisonGateContext &context, const RunGateContext &runContext)
{
    Judgement judgement;
    judgement.gates = comparisonGates(control, candidate, context);
    std::vector<GateResult> perRun;
    for (const std::vector<Run> *arm : {&control, &candidate}) {
        for (const Run &run : *arm) {
            for (GateResult result : runGates(run, runContext)) {
                if (!run.label.isEmpty())
                    result.reason = run.label + QStringLiteral(": ") + result.reason;
                perRun.push_back(std::move(result));
            }
        }
    }
    judgement.gates = withRunGates(std::move(judgement.gates), perRun);
    judgement.suggestion = suggestStatus(judgement.gates);
    return judgement;
}

nlohmann::json judgementToJson(const Judgement &judgement)
{
    nlohmann::json gates = nlohmann::json::array();
    for (const GateResult &result : judgement.gates)
        gates.push_back(gateResultToJson(result));
    nlohmann::json reasons = nlohmann::json::array();
    for (const QString &reason : judgement.suggestion.reasons)
        reasons.push_back(reason.toStdString());
    nlohmann::json json{
        {"gates", gates},
        {"suggested_status", runStatusId(judgement.suggestion.status).toStdString()},
        {"reasons", reasons}};
    if (judgement.overrideStatus)
        json["override"] = {{"status", runStatusId(*judgement.overrideStatus).toStdString()},
                            {"reason", judgement.overrideReason.toStdString()}};
    return json;
}

std::optional<Judgement> judgementFromJson(const nlohmann::json &json)
{
    if (!json.is_object() || !json.contains("gates") || !json["gates"].is_array())
        return std::nullopt;
    Judgement judgement;
    for (const nlohmann::json &item : json["gates"]) {
        const auto result = gateResultFromJson(item);
        if (!result)
            return std::nullopt;
        judgement.gates.push_back(*result);
    }
    // The suggestion is recomputed: it is a function of the gates, never stored truth.
    judgement.suggestion = suggestStatus(judgement.gates);
    if (const auto it = json.find("override"); it != json.end() && it->is_object()) {
        const auto status = it->find("status");
        const auto reason = it->find("reason");
        if (status == it->end() || !status->is_string() || reason == it->end() ||
            !reason->is_string())
            return std::nullopt;
        const auto parsed = runStatusFromId(QString::fromStdString(status->get<std::string>()));
        if (!parsed ||
            !judgement.overrideWith(*parsed, QString::fromStdString(reason->get<std::string>())))
            return std::nullopt;
    }
    return judgement;
}

} // namespace lanebook
