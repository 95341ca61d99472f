#include "models/gates/gateresult.h"

#include "models/gates/gatestr.h"

#include <cmath>
#include <utility>

namespace lanebook {

namespace {

constexpr std::pair<GateId, const char *> kGateIds[] = {
    {GateId::LedgerBound, "ledger_bound"},         {GateId::OutputLength, "output_length"},
    {GateId::FreshResponse, "fresh_response"},     {GateId::ThermalClocks, "thermal_clocks"},
    {GateId::OneVariable, "one_variable"},         {GateId::Interleaving, "interleaving"},
    {GateId::SampleSize, "sample_size"},           {GateId::QualityCanary, "quality_canary"},
    {GateId::ContextReported, "context_reported"}, {GateId::Errors, "errors"},
    {GateId::SteadyState, "steady_state"},
};

constexpr std::pair<GateOutcome, const char *> kOutcomeIds[] = {
    {GateOutcome::Pass, "pass"},
    {GateOutcome::Warn, "warn"},
    {GateOutcome::Fail, "fail"},
    {GateOutcome::NotApplicable, "not-applicable"},
};

GateResult make(GateId gate, GateOutcome outcome, const QString &reason,
                std::vector<GateEvidence> evidence)
{
    GateResult result;
    result.gate = gate;
    result.outcome = outcome;
    result.reason = reason;
    result.evidence = std::move(evidence);
    return result;
}

} // namespace

std::optional<double> GateResult::evidenceValue(const QString &name) const
{
    for (const GateEvidence &e : evidence) {
        if (e.name == name)
            return e.value;
    }
    return std::nullopt;
}

QString gateId(GateId gate)
{
    for (const auto &[value, id] : kGateIds) {
        if (value == gate)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<GateId> gateFromId(const QString &id)
{
    for (const auto &[value, text] : kGateIds) {
        if (id == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

const std::vector<GateId> &allGates()
{
    static const std::vector<GateId> gates = [] {
        std::vector<GateId> all;
        for (const auto &[value, id] : kGateIds)
            all.push_back(value);
        return all;
    }();
    return gates;
}

QString gateTitle(GateId gate)
{
    switch (gate) {
    case GateId::LedgerBound:
        return GatesTr::tr("ledger bound");
    case GateId::OutputLength:
        return GatesTr::tr("output length");
    case GateId::FreshResponse:
        return GatesTr::tr("fresh response");
    case GateId::ThermalClocks:
        return GatesTr::tr("thermal/clocks");
    case GateId::OneVariable:
        return GatesTr::tr("one variable");
    case GateId::Interleaving:
        return GatesTr::tr("interleaving and repeats");
    case GateId::SampleSize:
        return GatesTr::tr("sample size");
    case GateId::QualityCanary:
        return GatesTr::tr("quality canaries");
    case GateId::ContextReported:
        return GatesTr::tr("context reported");
    case GateId::Errors:
        return GatesTr::tr("errors");
    case GateId::SteadyState:
        return GatesTr::tr("steady state");
    }
    return {};
}

QString gateOutcomeId(GateOutcome outcome)
{
    for (const auto &[value, id] : kOutcomeIds) {
        if (value == outcome)
            return QString::fromLatin1(id);
    }
    return {};
}

QString gateOutcomeTitle(const GateResult &gate)
{
    switch (gate.outcome) {
    case GateOutcome::Fail:
        return GatesTr::tr("fail");
    case GateOutcome::Warn:
        return GatesTr::tr("warn");
    case GateOutcome::Pass:
        return GatesTr::tr("pass");
    case GateOutcome::NotApplicable:
        break;
    }
    return gate.missingEvidence() ? GatesTr::tr("no evidence") : GatesTr::tr("does not apply");
}

std::optional<GateOutcome> gateOutcomeFromId(const QString &id)
{
    for (const auto &[value, text] : kOutcomeIds) {
        if (id == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

nlohmann::json gateResultToJson(const GateResult &result)
{
    nlohmann::json evidence = nlohmann::json::object();
    for (const GateEvidence &e : result.evidence) {
        // JSON has no infinity; an unbounded number is written as the string "inf".
        if (std::isfinite(e.value))
            evidence[e.name.toStdString()] = e.value;
        else if (!std::isnan(e.value))
            evidence[e.name.toStdString()] = e.value > 0 ? "inf" : "-inf";
    }
    return {{"gate", gateId(result.gate).toStdString()},
            {"outcome", gateOutcomeId(result.outcome).toStdString()},
            {"reason", result.reason.toStdString()},
            {"evidence", evidence},
            {"missing_evidence", result.missingEvidence()}};
}

std::optional<GateResult> gateResultFromJson(const nlohmann::json &json)
{
    if (!json.is_object() || !json.contains("gate") || !json["gate"].is_string() ||
        !json.contains("outcome") || !json["outcome"].is_string())
        return std::nullopt;
    const auto gate = gateFromId(QString::fromStdString(json["gate"].get<std::string>()));
    const auto outcome =
        gateOutcomeFromId(QString::fromStdString(json["outcome"].get<std::string>()));
    if (!gate || !outcome)
        return std::nullopt;
    GateResult result;
    result.gate = *gate;
    result.outcome = *outcome;
    if (const auto reason = json.find("reason"); reason != json.end() && reason->is_string())
        result.reason = QString::fromStdString(reason->get<std::string>());
    if (const auto missing = json.find("missing_evidence");
        missing != json.end() && missing->is_boolean() && missing->get<bool>())
        result.notApplicableKind = NotApplicableKind::MissingEvidence;
    if (const auto evidence = json.find("evidence");
        evidence != json.end() && evidence->is_object()) {
        for (auto it = evidence->begin(); it != evidence->end(); ++it) {
            double value = 0.0;
            if (it->is_number())
                value = it->get<double>();
            else if (it->is_string() && it->get<std::string>() == "inf")
                value = INFINITY;
            else if (it->is_string() && it->get<std::string>() == "-inf")
                value = -INFINITY;
            else
                continue;
            result.evidence.push_back({QString::fromStdString(it.key()), value});
        }
    }
    return result;
}

GateResult gatePass(GateId gate, const QString &reason, std::vector<GateEvidence> evidence)
{
    return make(gate, GateOutcome::Pass, reason, std::move(evidence));
}

GateResult gateWarn(GateId gate, const QString &reason, std::vector<GateEvidence> evidence)
{
    return make(gate, GateOutcome::Warn, reason, std::move(evidence));
}

GateResult gateFail(GateId gate, const QString &reason, std::vector<GateEvidence> evidence)
{
    return make(gate, GateOutcome::Fail, reason, std::move(evidence));
}

GateResult gateDoesNotApply(GateId gate, const QString &reason)
{
    return make(gate, GateOutcome::NotApplicable, reason, {});
}

GateResult gateMissingEvidence(GateId gate, const QString &reason,
                               std::vector<GateEvidence> evidence)
{
    GateResult result = make(gate, GateOutcome::NotApplicable, reason, std::move(evidence));
    result.notApplicableKind = NotApplicableKind::MissingEvidence;
    return result;
}

} // namespace lanebook
