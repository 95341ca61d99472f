// lanebook-cli gates RUN: the validity gates of one run, stored with the status
// they suggest. Failing gates are a result, not a failure of the command: exit 0.
#include "app/cli/clinotebook.h"

#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include "models/gates/runjudgement.h"

namespace lanebook::cli {

int gatesCommand(CommandContext &context)
{
    const QStringList runs =
        commandOptions(QStringLiteral("gates"), context.arguments).positional();
    if (runs.size() != 1) {
        context.err << usageText(QStringLiteral("gates"));
        return UsageError;
    }
    NotebookStore store;
    if (!openExistingForWriting(store, context))
        return Failure;
    const std::optional<Run> run =
        loadRunForJudging(store, runs.first(), QStringLiteral("gates"), context);
    if (!run)
        return Failure;

    // The built-in GPU bandwidth table (RunGateContext's default) bounds the ledger gate.
    const Judgement judgement = judgeRun(*run);
    if (!store.judgements().saveRunGates(run->id, judgement)) {
        context.err << CliTr::tr("lanebook-cli gates: %1: the gates could not be stored: %2\n")
                           .arg(run->label, store.lastError());
        return Failure;
    }
    if (context.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const GateResult &gate : judgement.gates)
            list.push_back(gateResultToJson(gate));
        context.out << QString::fromStdString(list.dump(2)) << QLatin1Char('\n');
        return Success;
    }
    context.out << CliTr::tr("Gates of %1 (id %2):\n").arg(run->label).arg(run->id);
    qsizetype outcomeWidth = 0;
    qsizetype gateWidth = 0;
    for (const GateResult &gate : judgement.gates) {
        outcomeWidth = std::max(outcomeWidth, gateOutcomeId(gate.outcome).size());
        gateWidth = std::max(gateWidth, gateId(gate.gate).size());
    }
    for (const GateResult &gate : judgement.gates) {
        context.out << QStringLiteral("  %1  %2  %3\n")
                           .arg(gateOutcomeId(gate.outcome).leftJustified(outcomeWidth),
                                gateId(gate.gate).leftJustified(gateWidth), gate.reason);
    }
    context.out
        << CliTr::tr("Suggested status: %1\n").arg(runStatusId(judgement.suggestion.status));
    if (const QStringList lost = store.runs().dataLosses(run->id); !lost.isEmpty()) {
        context.out
            << CliTr::tr("Data lost: an older Lanebook masked %1 as if they were secrets "
                         "and did not keep them; the gates judged the run without them. "
                         "%2\n")
                   .arg(lost.join(QStringLiteral(", ")),
                        run->source.path.isEmpty()
                            ? CliTr::tr("A measured run has no source file to restore "
                                        "them from.")
                            : CliTr::tr("Import %1 again to restore them.").arg(run->source.path));
    }
    if (const auto manual = store.judgements().statusOverride(run->id)) {
        context.out << CliTr::tr("Status: %1, set by hand (\"%2\"); the gates do not change it.\n")
                           .arg(runStatusId(manual->status), manual->reason);
    } else if (run->status == RunStatus::Failed) {
        context.out << CliTr::tr("Status: failed (the run did not complete); kept.\n");
    }
    return Success;
}

} // namespace lanebook::cli
