// lanebook-cli lane list | lane slo LANE [SLO | --clear]: the notebook's lanes, and the SLO a
// lane sets: the bar bench, wave, compare and check judge its runs against when they are given
// none of their own.
#include "app/cli/commandline.h"

#include "app/cli/clinotebook.h"
#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include "backends/notebook/notebookstore.h"

#include <nlohmann/json.hpp>

namespace lanebook::cli {

namespace {

int usageError(CommandContext &context, const QString &message)
{
    context.err << CliTr::tr("lanebook-cli lane: %1\n").arg(message)
                << usageText(QStringLiteral("lane"));
    return UsageError;
}

nlohmann::json laneToJson(const LaneRecord &lane)
{
    const auto textOrNull = [](const QString &text) {
        return text.isEmpty() ? nlohmann::json() : nlohmann::json(text.toStdString());
    };
    return {{"id", lane.id},
            {"name", lane.name.toStdString()},
            {"model", textOrNull(lane.model)},
            {"quantization", textOrNull(lane.quantization)},
            {"hardware", textOrNull(lane.hardware)},
            {"slo", lane.slo ? lane.slo->toJson() : nlohmann::json()},
            {"runs", lane.runCount}};
}

QString sloText(const LaneRecord &lane)
{
    return lane.slo ? lane.slo->toText() : CliTr::tr("none");
}

int listLanes(const NotebookStore &store, CommandContext &context)
{
    const std::vector<LaneRecord> lanes = store.lanes().list();
    if (!store.lastError().isEmpty()) {
        context.err << CliTr::tr("lanebook-cli lane list: %1\n").arg(store.lastError());
        return Failure;
    }
    if (context.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const LaneRecord &lane : lanes)
            list.push_back(laneToJson(lane));
        context.out << QString::fromStdString(list.dump(2)) << u'\n';
        return Success;
    }
    if (lanes.empty()) {
        context.out << CliTr::tr("No lanes yet: a lane is made by its first run or wave.\n");
        return Success;
    }
    for (const LaneRecord &lane : lanes)
        context.out << CliTr::tr("%1  %n run(s)  SLO: %2\n", nullptr, lane.runCount)
                           .arg(lane.name, sloText(lane));
    return Success;
}

int setLaneSlo(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    const QStringList &words = p.positional();
    const bool clear = p.flag(QStringLiteral("clear"));
    if (words.isEmpty())
        return usageError(context, CliTr::tr("name the lane"));
    if (words.size() > 2)
        return usageError(context, CliTr::tr("unexpected argument %1").arg(words.at(2)));
    if (clear && words.size() == 2)
        return usageError(context, CliTr::tr("give the SLO or --clear, not both"));
    const QString &name = words.at(0);
    if (!clear && words.size() == 1) {
        // Only the lane: what it sets now.
        const std::optional<LaneRecord> lane = store.lanes().lane(name);
        if (!lane) {
            context.err
                << CliTr::tr("lanebook-cli lane slo: the notebook has no lane \"%1\"\n").arg(name);
            return Failure;
        }
        if (context.json)
            context.out << QString::fromStdString(laneToJson(*lane).dump(2)) << u'\n';
        else
            context.out << CliTr::tr("Lane %1: SLO %2\n").arg(lane->name, sloText(*lane));
        return Success;
    }
    std::optional<Slo> slo;
    if (!clear) {
        Expected<Slo> parsed = Slo::fromText(words.at(1));
        if (!parsed)
            return usageError(context, parsed.error());
        slo = *parsed;
    }
    const Expected<LaneRecord> stored =
        store.lanes().setSlo(name, slo, p.flag(QStringLiteral("create")));
    if (!stored) {
        context.err << CliTr::tr("lanebook-cli lane slo: %1; the notebook was not changed\n")
                           .arg(stored.error());
        return Failure;
    }
    if (context.json)
        context.out << QString::fromStdString(laneToJson(*stored).dump(2)) << u'\n';
    else if (stored->slo)
        context.out << CliTr::tr("Lane %1: SLO %2. Its runs are judged against it when a "
                                 "command or a wave plan names no SLO of its own.\n")
                           .arg(stored->name, sloText(*stored));
    else
        context.out << CliTr::tr("Lane %1: no SLO.\n").arg(stored->name);
    return Success;
}

} // namespace

int laneCommand(CommandContext &context)
{
    const CommandOptions p = commandOptions(QStringLiteral("lane"), context.arguments);
    const QString &sub = p.action();
    if (const Expected<void> checked = checkSubcommand(p); !checked)
        return usageError(context, checked.error());
    NotebookStore store;
    if (sub == QLatin1String("list")) {
        if (!p.positional().isEmpty())
            return usageError(context,
                              CliTr::tr("unexpected argument %1").arg(p.positional().first()));
        if (!openExistingForReading(store, context))
            return Failure;
        return listLanes(store, context);
    }
    // Only showing what a lane sets reads; a read-only notebook shows it too.
    const bool showOnly = p.positional().size() == 1 && !p.flag(QStringLiteral("clear"));
    if (!(showOnly ? openExistingForReading(store, context)
                   : openExistingForWriting(store, context)))
        return Failure;
    return setLaneSlo(store, p, context);
}

} // namespace lanebook::cli
