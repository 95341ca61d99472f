#include "app/cli/clinotebook.h"

#include "app/cli/clitr.h"
#include "backends/notebook/connection/serveraddress.h"

#include "models/frontier/sloattainment.h"

#include <QFileInfo>

namespace lanebook::cli {

bool notebookExists(const QString &location)
{
    return isServerNotebook(location) || QFileInfo::exists(location);
}

bool openExistingForWriting(NotebookStore &store, CommandContext &context)
{
    // A team notebook (postgresql://) is on its server; an empty database there becomes one.
    if (!notebookExists(context.notebookPath)) {
        context.err << CliTr::tr("lanebook-cli: %1: no such notebook; import files first or pass "
                                 "--notebook PATH\n")
                           .arg(context.notebookPath);
        return false;
    }
    if (!store.open(context.notebookPath, NotebookStore::Access::ReadWrite)) {
        context.err << CliTr::tr("lanebook-cli: %1\n").arg(store.lastError());
        return false;
    }
    reportHousekeeping(store, context);
    return true;
}

bool openExistingForReading(NotebookStore &store, CommandContext &context)
{
    // A team notebook (postgresql://) is on its server; an empty database there becomes one.
    if (!notebookExists(context.notebookPath)) {
        context.err << CliTr::tr("lanebook-cli: %1: no such notebook; import files first or pass "
                                 "--notebook PATH\n")
                           .arg(context.notebookPath);
        return false;
    }
    if (store.open(context.notebookPath, NotebookStore::Access::ReadOnly) &&
        !store.needsHousekeeping())
        return true;
    NotebookStore writer;
    if (writer.open(context.notebookPath, NotebookStore::Access::ReadWrite)) {
        reportHousekeeping(writer, context);
        writer.close();
        if (store.open(context.notebookPath, NotebookStore::Access::ReadOnly))
            return true;
    } else if (store.isOpen()) {
        // Housekeeping can wait for a writable moment; reading need not.
        return true;
    }
    context.err << CliTr::tr("lanebook-cli: %1\n").arg(store.lastError());
    return false;
}

void reportHousekeeping(NotebookStore &store, CommandContext &context)
{
    for (const QString &note : store.housekeepingNotes())
        context.err << CliTr::tr("lanebook-cli: %1\n").arg(note);
    store.markRepairsSaid();
}

std::optional<Run> loadRunForJudging(const NotebookStore &store, const QString &idOrLabel,
                                     const QString &command, CommandContext &context)
{
    const auto id = store.runs().resolve(idOrLabel);
    std::optional<Run> run = id ? store.runs().run(*id) : std::nullopt;
    if (!run) {
        context.err << CliTr::tr("lanebook-cli %1: %2\n").arg(command, store.lastError());
        return std::nullopt;
    }
    run->samples = store.runs().requestSamples(run->id);
    return run;
}

Expected<int> judgeAgainstSlo(std::vector<Run> &runs, const Slo &slo)
{
    for (Run &run : runs) {
        if (!SloJudge::addTo(run, slo))
            return unexpected(CliTr::tr("run %1 (%2) has no per-request samples to judge "
                                        "against the SLO; --slo needs runs measured by Lanebook "
                                        "or imported with their requests (vLLM "
                                        "--save-detailed, AIPerf profile_export.jsonl, ...)")
                                  .arg(run.id)
                                  .arg(run.label));
    }
    return int(runs.size());
}

std::optional<Slo> sloOption(const CommandOptions &options)
{
    if (!options.has(QStringLiteral("slo")))
        return std::nullopt;
    Expected<Slo> slo = Slo::fromText(options.string(QStringLiteral("slo")));
    if (!slo) {
        options.addError(CliTr::tr("--slo: %1").arg(slo.error()));
        return std::nullopt;
    }
    return *slo;
}

} // namespace lanebook::cli
