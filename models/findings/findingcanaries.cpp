// A finding's canaries: each canary's verdict on the control's and the candidate's runs, and
// what the model said where a canary failed, so a reader of the export sees the broken tool
// call itself and not only "quality_canary: fail".
#include "models/findings/findingsmarkdown.h"

#include "models/findings/findingstr.h"
#include "models/findings/markdowntext.h"
#include "models/findings/secretredaction.h"

#include "models/gates/canarymatchers.h"
#include "models/gates/runevidence.h"

#include <map>

namespace lanebook {

namespace {

namespace M = MarkdownText;

constexpr qsizetype kOutputChars = 160;

// One canary on one arm: how many runs asked it, which failed, the first failure and what
// the model said there.
struct ArmVerdict
{
    int runs = 0;
    int failed = 0;
    QString problem;
    QString output;
    std::optional<double> lowestAgreement; // same as control, against the control's first run
};

QString outputOf(const CanaryOutput &canary)
{
    if (!canary.error.isEmpty())
        return canary.error;
    if (canary.probes.empty())
        return canary.output;
    QStringList said;
    for (const CanaryProbeOutput &probe : canary.probes) {
        const bool wrong = canary.kind == CanaryKind::ExactAnswer &&
                           !CanaryMatch::answerMatches(probe.output, probe.expected);
        if (wrong || !probe.error.isEmpty())
            said << QStringLiteral("%1 → %2").arg(
                probe.prompt, probe.error.isEmpty() ? probe.output : probe.error);
    }
    return said.join(QStringLiteral("; "));
}

std::map<QString, ArmVerdict> verdicts(const std::vector<Run> &runs,
                                       const std::map<QString, CanaryOutput> &reference,
                                       QStringList &order)
{
    std::map<QString, ArmVerdict> out;
    for (const Run &run : runs) {
        for (const CanaryOutput &canary : RunEvidence::canaries(run, {})) {
            if (!out.count(canary.name) && !order.contains(canary.name))
                order << canary.name;
            ArmVerdict &v = out[canary.name];
            ++v.runs;
            const QString problem = CanaryMatch::problem(canary);
            if (!problem.isEmpty() && ++v.failed == 1) {
                v.problem = problem;
                v.output = outputOf(canary);
            }
            const auto control = reference.find(canary.name);
            if (canary.kind == CanaryKind::SameAsControl && control != reference.end()) {
                const double share = CanaryMatch::agreement(canary, control->second).value_or(0);
                v.lowestAgreement = std::min(v.lowestAgreement.value_or(1.0), share);
            }
        }
    }
    return out;
}

QString cellFor(const std::map<QString, ArmVerdict> &arm, const QString &name)
{
    const auto it = arm.find(name);
    if (it == arm.end())
        return FindingsTr::tr("not run");
    const ArmVerdict &v = it->second;
    QString text =
        v.failed == 0
            ? FindingsTr::tr("passes (%n run(s))", nullptr, v.runs)
            : FindingsTr::tr("fails on %1 of %2: %3").arg(v.failed).arg(v.runs).arg(v.problem);
    if (v.lowestAgreement)
        text += u' ' + FindingsTr::tr("(agrees with the control on at least %1% of words)")
                           .arg(*v.lowestAgreement * 100.0, 0, 'f', 1);
    return M::tableCell(redactSecretsInText(text));
}

} // namespace

QString renderFindingCanaries(const std::vector<Run> &controlRuns,
                              const std::vector<Run> &candidateRuns)
{
    // The control's first clean answer of each canary: what same-as-control is held to.
    std::map<QString, CanaryOutput> reference;
    for (const Run &run : controlRuns) {
        for (const CanaryOutput &canary : RunEvidence::canaries(run, {})) {
            if (!reference.count(canary.name) && CanaryMatch::problem(canary).isEmpty())
                reference[canary.name] = canary;
        }
    }
    QStringList order;
    const auto control = verdicts(controlRuns, {}, order);
    const auto candidate = verdicts(candidateRuns, reference, order);
    if (order.isEmpty())
        return {};
    QList<QStringList> rows;
    QStringList outputs;
    for (const QString &name : order) {
        rows << QStringList{M::codeSpan(name), cellFor(control, name), cellFor(candidate, name)};
        for (const auto &[arm, verdictsOfArm] :
             {std::pair{FindingsTr::tr("control"), &control},
              std::pair{FindingsTr::tr("candidate"), &candidate}}) {
            const auto it = verdictsOfArm->find(name);
            if (it == verdictsOfArm->end() || it->second.failed == 0)
                continue;
            QString said = redactSecretsInText(it->second.output).simplified();
            if (said.size() > kOutputChars)
                said = said.left(kOutputChars - 1) + QChar(0x2026);
            outputs << QStringLiteral("- ") + FindingsTr::tr("%1, %2 said: %3")
                                                  .arg(M::codeSpan(name), arm, M::codeSpan(said));
        }
    }
    QString out =
        u'\n' + QStringLiteral("### ") + FindingsTr::tr("Canaries") + QStringLiteral("\n\n");
    out += M::table(
        {FindingsTr::tr("Canary"), FindingsTr::tr("Control"), FindingsTr::tr("Candidate")}, rows);
    if (!outputs.isEmpty())
        out += u'\n' + FindingsTr::tr("Where a canary failed:") + QStringLiteral("\n\n") +
               outputs.join(u'\n') + u'\n';
    return out;
}

} // namespace lanebook
