#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// The validity gates. The ids are part of the CLI's JSON (`gates --json`).
enum class GateId {
    LedgerBound,     // ledger_bound
    OutputLength,    // output_length
    FreshResponse,   // fresh_response
    ThermalClocks,   // thermal_clocks
    OneVariable,     // one_variable
    Interleaving,    // interleaving
    SampleSize,      // sample_size
    QualityCanary,   // quality_canary
    ContextReported, // context_reported
    Errors,          // errors
    SteadyState,     // steady_state
};

enum class GateOutcome { Pass, Warn, Fail, NotApplicable };

// Why a gate said not-applicable: the run is not the kind the gate judges (a perplexity run
// has no throughput to put a context on), or it is, but the evidence the gate needs was not
// recorded. Only the second leaves the run's validity open.
enum class NotApplicableKind { DoesNotApply, MissingEvidence };

// A number the gate's verdict rests on, shown next to the reason.
struct GateEvidence
{
    QString name; // snake_case with the unit, e.g. "predicted_tok_per_s"
    double value = 0.0;

    friend bool operator==(const GateEvidence &, const GateEvidence &) = default;
};

// One gate's verdict on a run or a comparison: the outcome, one sentence a tired engineer
// understands at 2 am, and the numbers behind it.
struct GateResult
{
    GateId gate = GateId::Errors;
    GateOutcome outcome = GateOutcome::NotApplicable;
    NotApplicableKind notApplicableKind = NotApplicableKind::DoesNotApply;
    QString reason;
    std::vector<GateEvidence> evidence;

    bool missingEvidence() const
    {
        return outcome == GateOutcome::NotApplicable &&
               notApplicableKind == NotApplicableKind::MissingEvidence;
    }
    std::optional<double> evidenceValue(const QString &name) const;

    friend bool operator==(const GateResult &, const GateResult &) = default;
};

QString gateId(GateId gate);
std::optional<GateId> gateFromId(const QString &id);
const std::vector<GateId> &allGates();
QString gateTitle(GateId gate); // translated, e.g. "ledger bound"

QString gateOutcomeId(GateOutcome outcome); // "pass", "warn", "fail", "not-applicable"
std::optional<GateOutcome> gateOutcomeFromId(const QString &id);
// The outcome in the words the window shows and documents print, translated: "pass", "warn",
// "fail", "no evidence" (not applicable for want of evidence, which leaves the run's validity
// open) or "does not apply". The ids above are for JSON and the CLI's machine output.
QString gateOutcomeTitle(const GateResult &gate);

// {"gate", "outcome", "reason", "evidence": {name: number}, "missing_evidence": bool} —
// the first three as `lanebook-cli gates --json` prints them.
nlohmann::json gateResultToJson(const GateResult &result);
std::optional<GateResult> gateResultFromJson(const nlohmann::json &json);

// Builders the gates use.
GateResult gatePass(GateId gate, const QString &reason, std::vector<GateEvidence> evidence = {});
GateResult gateWarn(GateId gate, const QString &reason, std::vector<GateEvidence> evidence = {});
GateResult gateFail(GateId gate, const QString &reason, std::vector<GateEvidence> evidence = {});
GateResult gateDoesNotApply(GateId gate, const QString &reason);
GateResult gateMissingEvidence(GateId gate, const QString &reason,
                               std::vector<GateEvidence> evidence = {});

} // namespace lanebook
