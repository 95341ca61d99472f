// quality_canary for a comparison, canary by canary: the 2-bit quality cliff shows as a
// canary that fails on the candidate where the same canary passes on the control (a tool call
// whose arguments no longer parse, a wrong sum), or as outputs at temperature 0 that no
// longer agree with the control's. A canary that fails on both arms is the model's or the
// prompt's, not the candidate's, and only warns.
#include "models/gates/comparisongates.h"

#include "models/gates/canarymatchers.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace lanebook {

namespace {

// Every run's outputs of each canary, by name, in the order the canaries first appear.
struct ArmCanaries
{
    QStringList names;
    std::map<QString, std::vector<CanaryOutput>> byName;
};

ArmCanaries canariesOf(const std::vector<Run> &runs)
{
    ArmCanaries arm;
    for (const Run &run : runs) {
        for (CanaryOutput &canary : RunEvidence::canaries(run, {})) {
            if (!arm.byName.count(canary.name))
                arm.names << canary.name;
            arm.byName[canary.name].push_back(std::move(canary));
        }
    }
    return arm;
}

QString firstProblem(const std::vector<CanaryOutput> &outputs)
{
    for (const CanaryOutput &canary : outputs) {
        if (QString problem = CanaryMatch::problem(canary); !problem.isEmpty())
            return problem;
    }
    return {};
}

QString percent(double share)
{
    // One decimal where it says something: "87.5%", "90%".
    QString text = QString::number(share * 100.0, 'f', 1);
    if (text.endsWith(QLatin1String(".0")))
        text.chop(2);
    return text + QLatin1Char('%');
}

} // namespace

GateResult checkCanariesAgainstControl(const std::vector<Run> &control,
                                       const std::vector<Run> &candidate)
{
    constexpr GateId gate = GateId::QualityCanary;
    const ArmCanaries mine = canariesOf(candidate);
    const ArmCanaries theirs = canariesOf(control);
    if (mine.names.isEmpty())
        return gateDoesNotApply(gate, theirs.names.isEmpty()
                                          ? GatesTr::tr("Neither arm recorded canaries.")
                                          : GatesTr::tr("The candidate recorded no canaries to "
                                                        "hold against the control's."));
    QStringList failures;
    QStringList warnings;
    std::vector<GateEvidence> evidence;
    int failing = 0;
    for (const QString &name : mine.names) {
        const std::vector<CanaryOutput> &outputs = mine.byName.at(name);
        const auto controlIt = theirs.byName.find(name);
        const std::vector<CanaryOutput> controls =
            controlIt == theirs.byName.end() ? std::vector<CanaryOutput>{} : controlIt->second;
        const QString candidateProblem = firstProblem(outputs);
        const QString controlProblem = firstProblem(controls);
        if (controls.empty()) {
            if (!candidateProblem.isEmpty())
                warnings << GatesTr::tr("Canary \"%1\" %2 on the candidate; the control did not "
                                        "run it.")
                                .arg(name, candidateProblem);
            continue;
        }
        if (!candidateProblem.isEmpty()) {
            if (controlProblem.isEmpty()) {
                ++failing;
                failures << GatesTr::tr("Canary \"%1\" %2 on the candidate and passes on the "
                                        "control.")
                                .arg(name, candidateProblem);
            } else {
                warnings << GatesTr::tr("Canary \"%1\" fails on both arms (candidate: %2): "
                                        "not the candidate's doing.")
                                .arg(name, candidateProblem);
            }
            continue;
        }
        if (outputs.front().kind != CanaryKind::SameAsControl)
            continue;
        // Agreement with the control's first clean answer; the control's own repeats against
        // it say whether the arm is deterministic enough at temperature 0 to be held to it.
        const auto reference =
            std::find_if(controls.begin(), controls.end(),
                         [](const CanaryOutput &c) { return CanaryMatch::problem(c).isEmpty(); });
        const double threshold = outputs.front().minAgreement;
        double controlSelf = 1.0;
        for (const CanaryOutput &other : controls)
            controlSelf =
                std::min(controlSelf, CanaryMatch::agreement(other, *reference).value_or(0));
        std::optional<double> lowest;
        for (const CanaryOutput &output : outputs) {
            const auto share = CanaryMatch::agreement(output, *reference);
            lowest = std::min(lowest.value_or(1.0), share.value_or(0.0));
        }
        evidence.push_back({name + QStringLiteral(".agreement"), lowest.value_or(0.0)});
        evidence.push_back({name + QStringLiteral(".control_self_agreement"), controlSelf});
        if (controlSelf < threshold) {
            warnings << GatesTr::tr("Canary \"%1\": the control's own repeats agree on only %2 "
                                    "of words at temperature 0 (%3 asked), so agreement with it "
                                    "cannot be judged.")
                            .arg(name, percent(controlSelf), percent(threshold));
        } else if (lowest.value_or(0.0) < threshold) {
            ++failing;
            failures << GatesTr::tr("Canary \"%1\": the candidate's outputs agree with the "
                                    "control's on only %2 of words at temperature 0 (at least "
                                    "%3 asked).")
                            .arg(name, percent(lowest.value_or(0.0)), percent(threshold));
        }
    }
    evidence.insert(evidence.begin(), {{QStringLiteral("canaries"), double(mine.names.size())},
                                       {QStringLiteral("failing_canaries"), double(failing)}});
    if (!failures.isEmpty())
        return gateFail(gate, (failures + warnings).join(u' '), std::move(evidence));
    if (!warnings.isEmpty())
        return gateWarn(gate, warnings.join(u' '), std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("The candidate's %n canary(ies) pass as the control's do.", nullptr,
                                int(mine.names.size())),
                    std::move(evidence));
}

GateResult mergeGateResults(const GateResult &first, const GateResult &second)
{
    if (second.outcome == GateOutcome::NotApplicable && !second.missingEvidence())
        return first;
    if (first.outcome == GateOutcome::NotApplicable && !first.missingEvidence())
        return second;
    // Fail over warn over missing evidence over pass: the worse one leads the reason.
    const auto rank = [](const GateResult &r) {
        switch (r.outcome) {
        case GateOutcome::Fail:
            return 3;
        case GateOutcome::Warn:
            return 2;
        case GateOutcome::NotApplicable:
            return 1;
        case GateOutcome::Pass:
            return 0;
        }
        return 0;
    };
    const bool firstWorse = rank(first) >= rank(second);
    GateResult merged = firstWorse ? first : second;
    const GateResult &other = firstWorse ? second : first;
    merged.reason += u' ' + other.reason;
    merged.evidence.insert(merged.evidence.end(), other.evidence.begin(), other.evidence.end());
    return merged;
}

} // namespace lanebook
