// one_variable, interleaving and sample_size.
#include "models/gates/comparisongates.h"

#include "models/configdiff/configdiff.h"
#include "models/configdiff/configkeys.h"
#include "models/gates/gatestr.h"
#include "models/statistics/drift.h"
#include "models/statistics/samplesizeplanner.h"
#include "models/statistics/summary.h"

#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace lanebook {

namespace {

// "quantization (config.quantization: fp8 → nvfp4)", or "config.argv.-t: 1 → 2".
QString describeDifference(const ConfigDifference &d)
{
    QString change =
        GatesTr::tr("%1: %2 → %3").arg(d.keyPath, configValueText(d.a), configValueText(d.b));
    if (!d.heldFixed)
        return change;
    return GatesTr::tr("%1 (%2)").arg(heldFixedVariableTitle(*d.heldFixed), change);
}

QString armName(bool control)
{
    return control ? GatesTr::tr("control") : GatesTr::tr("candidate");
}

// The workload point a run measured: its workload without measured means, which differ a
// little between repeats of one point.
std::string pointKey(const Run &run)
{
    nlohmann::json point = run.workload.is_object() ? run.workload : nlohmann::json::object();
    for (auto it = point.begin(); it != point.end();) {
        if (isMeasuredMeanKey(QString::fromStdString(it.key())))
            it = point.erase(it);
        else
            ++it;
    }
    return point.dump();
}

std::optional<QString> processId(const Run &run)
{
    for (const nlohmann::json *object : {&run.extra, &run.config}) {
        if (auto pid = ConfigKeys::string(*object, {"server_pid", "process_id", "pid"}))
            return pid;
    }
    return std::nullopt;
}

// Fewest repeats of any workload point in an arm; distinct processes when every run of the
// point records one.
int fewestRepeats(const std::vector<Run> &runs)
{
    std::map<std::string, std::vector<const Run *>> points;
    for (const Run &run : runs)
        points[pointKey(run)].push_back(&run);
    int fewest = std::numeric_limits<int>::max();
    for (const auto &[key, members] : points) {
        QSet<QString> pids;
        bool allHavePid = true;
        for (const Run *run : members) {
            if (const auto pid = processId(*run))
                pids.insert(*pid);
            else
                allHavePid = false;
        }
        fewest = std::min(fewest, allHavePid ? int(pids.size()) : int(members.size()));
    }
    return points.empty() ? 0 : fewest;
}

} // namespace

GateResult checkOneVariable(const std::vector<Run> &control, const std::vector<Run> &candidate,
                            std::optional<DeclaredVariable> variable)
{
    constexpr GateId gate = GateId::OneVariable;
    if (control.empty() || candidate.empty())
        return gateMissingEvidence(gate, GatesTr::tr("One arm has no runs, so there is nothing "
                                                     "to compare."));
    const auto recorded = [](const Run &run) {
        return !run.config.empty() || !run.workload.empty();
    };
    if (!recorded(control.front()) || !recorded(candidate.front()))
        return gateMissingEvidence(gate, GatesTr::tr("An arm records no config or workload, so "
                                                     "what differs between the arms is "
                                                     "unknown."));
    if (!variable)
        variable = DeclaredVariable::fromJson(candidate.front().extra);
    if (!variable)
        variable = DeclaredVariable::fromJson(control.front().extra);
    const ConfigDiff diff = diffRuns(control.front(), candidate.front());
    const std::vector<ConfigDifference> counted = diff.counted();
    std::vector<ConfigDifference> declared;
    std::vector<ConfigDifference> others;
    for (const ConfigDifference &d : counted)
        (variable && variable->covers(d.keyPath) ? declared : others).push_back(d);
    const size_t changes = others.size() + (declared.empty() ? 0 : 1);
    std::vector<GateEvidence> evidence{
        {QStringLiteral("held_fixed_changed"), double(diff.changedHeldFixed().size())},
        {QStringLiteral("counted_differences"), double(changes)},
        {QStringLiteral("mechanical_differences"), double(diff.mechanicalDifferences().size())},
        {QStringLiteral("differences"), double(diff.differences.size())}};
    QStringList mechanical;
    for (const ConfigDifference &d : diff.mechanicalDifferences())
        mechanical << d.keyPath;
    const QString mechanicalNote = mechanical.isEmpty()
                                       ? QString()
                                       : GatesTr::tr(" Not counted, as mechanical: %1.")
                                             .arg(mechanical.join(QStringLiteral(", ")));
    QString declaredText;
    if (!declared.empty()) {
        QStringList keys;
        for (const ConfigDifference &d : declared)
            keys << d.keyPath;
        declaredText = GatesTr::tr("the declared variable %1 (taken as one: %2)")
                           .arg(variable->name, keys.join(QStringLiteral(", ")));
    }
    // The arms were meant to differ in the declared variable: when it is the same on both
    // sides and something else differs, the comparison measures that other setting.
    if (variable && declared.empty() && !others.empty()) {
        QStringList what;
        for (const ConfigDifference &d : others)
            what << describeDifference(d);
        return gateFail(gate,
                        GatesTr::tr("The declared variable %1 is the same in both arms, but "
                                    "%2 differs, so the difference is not the variable under "
                                    "test.")
                                .arg(variable->name, what.join(QStringLiteral("; "))) +
                            mechanicalNote,
                        std::move(evidence));
    }
    if (changes > 1) {
        QStringList what;
        if (!declaredText.isEmpty())
            what << declaredText;
        for (const ConfigDifference &d : others)
            what << describeDifference(d);
        return gateFail(gate,
                        GatesTr::tr("The arms differ in %1 settings — %2 — so any difference is "
                                    "attributable to nothing. Hold all but one fixed, or declare "
                                    "the keys that make up one change as the variable under "
                                    "test.")
                                .arg(changes)
                                .arg(what.join(QStringLiteral("; "))) +
                            mechanicalNote,
                        std::move(evidence));
    }
    // An arm that mixes recipes is itself a confound.
    for (const bool isControl : {true, false}) {
        const std::vector<Run> &arm = isControl ? control : candidate;
        for (size_t i = 1; i < arm.size(); ++i) {
            const std::vector<ConfigDifference> mixed = diffRuns(arm.front(), arm[i]).counted();
            if (!mixed.empty())
                return gateFail(gate,
                                GatesTr::tr("The %1 arm mixes runs with different %2, so it is "
                                            "not one recipe.")
                                    .arg(armName(isControl), describeDifference(mixed.front())),
                                std::move(evidence));
        }
    }
    const std::vector<HeldFixedVariable> unverified = diff.unverifiedHeldFixed();
    if (!unverified.empty()) {
        QStringList names;
        for (HeldFixedVariable v : unverified)
            names << heldFixedVariableTitle(v);
        return gateWarn(gate,
                        GatesTr::tr("%1 is recorded for one arm only, so whether it was held "
                                    "fixed cannot be told.")
                            .arg(names.join(QStringLiteral(", "))),
                        std::move(evidence));
    }
    if (!declared.empty())
        return gatePass(gate,
                        GatesTr::tr("Only %1 differs, so the difference is attributable to it.")
                                .arg(declaredText) +
                            mechanicalNote,
                        std::move(evidence));
    if (others.size() == 1)
        return gatePass(gate,
                        GatesTr::tr("Only %1 differs, so the difference is attributable to it.")
                                .arg(describeDifference(others.front())) +
                            mechanicalNote,
                        std::move(evidence));
    if (diff.isEmpty())
        return gatePass(gate, GatesTr::tr("Both arms run the same recipe (an A/A comparison)."),
                        std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("No setting differs beyond mechanical ones: an A/A comparison.") +
                        mechanicalNote,
                    std::move(evidence));
}

GateResult checkTelemetryCovariates(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate)
{
    constexpr GateId gate = GateId::OneVariable;
    struct Limits
    {
        std::optional<double> low;
        std::optional<double> high;
    };
    QStringList problems; // whole sentences
    bool anyEvidence = false;
    const auto limitsOf = [&](const std::vector<Run> &runs) {
        Limits limits;
        for (const Run &run : runs) {
            const nlohmann::json &limit = run.extra.value("power_limit_w", nlohmann::json());
            if (limit.is_object() && limit.value("min", nlohmann::json()).is_number() &&
                limit.value("max", nlohmann::json()).is_number()) {
                const double low = limit["min"].get<double>();
                const double high = limit["max"].get<double>();
                limits.low = std::min(limits.low.value_or(low), low);
                limits.high = std::max(limits.high.value_or(high), high);
                anyEvidence = true;
                // Changed on one GPU during the run (GPUs capped differently are not a change).
                if (limit.value("changed", false))
                    problems
                        << GatesTr::tr("The power limit changed during run %1.").arg(run.label);
            }
            const nlohmann::json &energy = run.extra.value("energy", nlohmann::json());
            if (energy.is_object()) {
                anyEvidence = true;
                if (energy.value("counter_wrapped", false))
                    problems << GatesTr::tr("The energy counter of run %1 went backwards (a wrap "
                                            "or a driver reload), so its energy counts only the "
                                            "rises.")
                                    .arg(run.label);
            }
        }
        return limits;
    };
    const Limits a = limitsOf(control);
    const Limits b = limitsOf(candidate);
    if (!anyEvidence)
        return gateDoesNotApply(gate, GatesTr::tr("No run records the GPUs' power limit or "
                                                  "energy."));
    std::vector<GateEvidence> evidence;
    if (a.low && b.low) {
        evidence.push_back({QStringLiteral("control_power_limit_w"), *a.high});
        evidence.push_back({QStringLiteral("candidate_power_limit_w"), *b.high});
        if (*a.low != *b.low || *a.high != *b.high)
            problems.prepend(GatesTr::tr("The GPUs' power limit differs between the arms "
                                         "(control %1 W, candidate %2 W): a setting no config "
                                         "records, which moves speed and energy alike.")
                                 .arg(*a.high, 0, 'f', 0)
                                 .arg(*b.high, 0, 'f', 0));
    }
    if (!problems.isEmpty())
        return gateWarn(gate, problems.join(u' '), std::move(evidence));
    if (a.low && b.low)
        return gatePass(
            gate, GatesTr::tr("Both arms ran at a power limit of %1 W.").arg(*a.high, 0, 'f', 0),
            std::move(evidence));
    return gateDoesNotApply(gate, GatesTr::tr("The arms' power limits are not both recorded."));
}

bool isSpeculativeKey(const QString &keyPath)
{
    const QString key = keyPath.toLower();
    for (const char *part : {"specul", "draft", "eagle", "medusa", "mtp", "ngram", "lookahead"}) {
        if (key.contains(QLatin1String(part)))
            return true;
    }
    return false;
}

GateResult checkAcceptanceCovariate(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate,
                                    std::optional<DeclaredVariable> variable)
{
    constexpr GateId gate = GateId::OneVariable;
    const QString metric = QStringLiteral("spec_acceptance_rate");
    const auto rates = [&metric](const std::vector<Run> &runs) {
        std::vector<double> values;
        for (const Run &run : runs) {
            if (const std::optional<double> value = run.metricValue(metric))
                values.push_back(*value);
        }
        return values;
    };
    const std::vector<double> a = rates(control);
    const std::vector<double> b = rates(candidate);
    if (a.empty() || b.empty())
        return gateDoesNotApply(gate, GatesTr::tr("Speculative acceptance is not recorded by "
                                                  "both arms."));
    if (!variable && !candidate.empty())
        variable = DeclaredVariable::fromJson(candidate.front().extra);
    if (!variable && !control.empty())
        variable = DeclaredVariable::fromJson(control.front().extra);
    bool speculativeVariable =
        variable && (isSpeculativeKey(variable->name) ||
                     std::any_of(variable->keys.begin(), variable->keys.end(), &isSpeculativeKey));
    if (!speculativeVariable && !control.empty() && !candidate.empty()) {
        for (const ConfigDifference &d : diffRuns(control.front(), candidate.front()).counted())
            speculativeVariable = speculativeVariable || isSpeculativeKey(d.keyPath);
    }
    if (speculativeVariable)
        return gateDoesNotApply(gate, GatesTr::tr("The variable under test is speculative "
                                                  "decoding itself: acceptance is what it "
                                                  "changes."));
    if (a.size() < 2 || b.size() < 2)
        return gateDoesNotApply(gate, GatesTr::tr("An arm records acceptance in one run only, so "
                                                  "its run-to-run spread is unknown."));
    const stats::Summary sa = stats::summarize(a);
    const stats::Summary sb = stats::summarize(b);
    const double spread = std::max(sa.stddev.value_or(0.0), sb.stddev.value_or(0.0));
    const double difference = sb.median - sa.median;
    std::vector<GateEvidence> evidence{{QStringLiteral("control_acceptance_pct"), sa.median},
                                       {QStringLiteral("candidate_acceptance_pct"), sb.median},
                                       {QStringLiteral("acceptance_spread_pct"), spread}};
    if (std::abs(difference) > kAcceptanceCovariateSpreads * spread &&
        std::abs(difference) > kAcceptanceCovariateMinPoints)
        return gateWarn(gate,
                        GatesTr::tr("Speculative acceptance differs between the arms (control "
                                    "%1%, candidate %2%; run-to-run spread %3 points) although "
                                    "the variable under test is not speculative decoding: part "
                                    "of the speed difference may come from how well the drafts "
                                    "fared (other prompts, other sampling) rather than from the "
                                    "variable.")
                            .arg(sa.median, 0, 'f', 1)
                            .arg(sb.median, 0, 'f', 1)
                            .arg(spread, 0, 'f', 1),
                        std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("Speculative acceptance held between the arms (control %1%, "
                                "candidate %2%).")
                        .arg(sa.median, 0, 'f', 1)
                        .arg(sb.median, 0, 'f', 1),
                    std::move(evidence));
}

GateResult checkInterleaving(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    constexpr GateId gate = GateId::Interleaving;
    if (control.empty() || candidate.empty())
        return gateMissingEvidence(gate, GatesTr::tr("One arm has no runs, so there is no order "
                                                     "to judge."));
    const int repeatsControl = fewestRepeats(control);
    const int repeatsCandidate = fewestRepeats(candidate);
    const int repeats = std::min(repeatsControl, repeatsCandidate);
    std::vector<GateEvidence> evidence{
        {QStringLiteral("repeats_control"), double(repeatsControl)},
        {QStringLiteral("repeats_candidate"), double(repeatsCandidate)}};
    QStringList failures;
    if (repeats < kMinimumRepeatsPerArm)
        failures << GatesTr::tr("the %1 arm has only %n repeat(s) in separate processes where %2 "
                                "is the floor",
                                nullptr, repeats)
                        .arg(armName(repeatsControl <= repeatsCandidate))
                        .arg(kMinimumRepeatsPerArm);

    // Order by start time; same-time runs (two GPUs side by side) stay paired A, B.
    std::vector<stats::ArmRun> order;
    bool timed = true;
    for (size_t i = 0; i < std::max(control.size(), candidate.size()); ++i) {
        for (const bool isControl : {true, false}) {
            const std::vector<Run> &arm = isControl ? control : candidate;
            if (i >= arm.size())
                continue;
            if (!arm[i].startedAt.isValid())
                timed = false;
            order.push_back({arm[i].startedAt.toMSecsSinceEpoch(),
                             isControl ? QStringLiteral("A") : QStringLiteral("B")});
        }
    }
    QString orderWarning;
    if (timed) {
        const stats::ArmOrder arms = stats::checkArmOrder(order);
        evidence.push_back({QStringLiteral("longest_block"), double(arms.longestBlock)});
        if (arms.fullyBlocked)
            failures << GatesTr::tr("the arms ran one after the other (AAAA then BBBB), so drift "
                                    "is inside the difference");
        else if (!arms.interleaved)
            orderWarning = GatesTr::tr("One arm ran %1 times in a row; interleave A, B, A, B so "
                                       "drift becomes noise instead of a difference.")
                               .arg(arms.longestBlock);
    }
    if (!failures.isEmpty()) {
        QString reason = failures.join(QStringLiteral("; "));
        reason[0] = reason[0].toUpper();
        return gateFail(gate, reason + u'.', std::move(evidence));
    }
    if (!orderWarning.isEmpty())
        return gateWarn(gate, orderWarning, std::move(evidence));
    if (!timed)
        return gateMissingEvidence(gate,
                                   GatesTr::tr("%1 repeats per arm, but start times are missing, "
                                               "so whether the arms were interleaved cannot be "
                                               "told.")
                                       .arg(repeats),
                                   std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("%1 or more repeats per arm, interleaved in time.").arg(repeats),
                    std::move(evidence));
}

bool DeclaredVariable::covers(const QString &keyPath) const
{
    const auto bare = [](QString key) {
        while (key.startsWith(u'-'))
            key.remove(0, 1);
        return key.toLower().replace(u'-', u'_');
    };
    const QString leaf = keyPath.section(u'.', -1);
    const std::optional<HeldFixedVariable> group = heldFixedVariableOf(keyPath);
    for (const QString &key : keys) {
        if (key.isEmpty())
            continue;
        if (keyPath == key || keyPath.endsWith(u'.' + key) || bare(leaf) == bare(key) ||
            keyPath.contains(u'.' + key + u'.'))
            return true;
        // A held-fixed group named whole ("quantization") takes every key of the group:
        // `--quantization fp8` and `--kv-cache-dtype fp8` are one change of quantization.
        if (group && heldFixedVariableId(*group) == bare(key))
            return true;
    }
    return false;
}

std::optional<DeclaredVariable> DeclaredVariable::fromJson(const nlohmann::json &extra)
{
    const nlohmann::json *json = ConfigKeys::find(extra, "variable_under_test");
    if (!json || !json->is_object())
        return std::nullopt;
    DeclaredVariable variable;
    if (const auto name = ConfigKeys::string(*json, {"name"}))
        variable.name = *name;
    if (const auto keys = json->find("keys"); keys != json->end() && keys->is_array()) {
        for (const nlohmann::json &key : *keys) {
            if (key.is_string())
                variable.keys << QString::fromStdString(key.get<std::string>());
        }
    }
    if (variable.keys.isEmpty())
        return std::nullopt;
    if (variable.name.isEmpty())
        variable.name = variable.keys.join(QStringLiteral(" + "));
    return variable;
}

std::vector<GateResult> comparisonGates(const std::vector<Run> &control,
                                        const std::vector<Run> &candidate,
                                        const ComparisonGateContext &context)
{
    // The arm's own runs first: quality after quantizing reads the quantization from the first.
    const auto withQuality = [](const std::vector<Run> &runs, const std::vector<Run> *quality) {
        std::vector<Run> all = runs;
        if (quality)
            all.insert(all.end(), quality->begin(), quality->end());
        return all;
    };
    const bool anyQualityRuns =
        (context.controlQualityRuns && !context.controlQualityRuns->empty()) ||
        (context.candidateQualityRuns && !context.candidateQualityRuns->empty());
    const GateResult quantized =
        anyQualityRuns
            ? checkQualityAfterQuantizing(withQuality(control, context.controlQualityRuns),
                                          withQuality(candidate, context.candidateQualityRuns))
            : checkQualityAfterQuantizing(control, candidate);
    // The covariates join one_variable only when they warn: a pass of theirs would lengthen
    // every comparison's reason without changing what it says.
    GateResult oneVariable = checkOneVariable(control, candidate, context.variable);
    for (const GateResult &covariate :
         {checkAcceptanceCovariate(control, candidate, context.variable),
          checkTelemetryCovariates(control, candidate)}) {
        if (covariate.outcome == GateOutcome::Warn || covariate.outcome == GateOutcome::Fail)
            oneVariable = mergeGateResults(oneVariable, covariate);
    }
    return {oneVariable, checkInterleaving(control, candidate),
            checkSampleSize(control, candidate, context),
            mergeGateResults(quantized, checkCanariesAgainstControl(control, candidate))};
}

} // namespace lanebook
