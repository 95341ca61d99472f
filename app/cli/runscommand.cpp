// lanebook-cli runs and show: read-only views of a notebook.
#include "app/cli/commandhelp.h"

#include "app/cli/clitr.h"
#include "app/cli/commandline.h"

#include "app/cli/clinotebook.h"
#include "app/cli/commandoptions.h"
#include "app/cli/runtext.h"
#include "backends/notebook/notebookstore.h"
#include "models/run/runjson.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace lanebook::cli {

int runsCommand(CommandContext &context)
{
    const CommandOptions options = commandOptions(QStringLiteral("runs"), context.arguments);
    if (!options.positional().isEmpty()) {
        context.err << CliTr::tr("lanebook-cli runs: unexpected argument \"%1\"\n")
                           .arg(options.positional().first())
                    << usageText(QStringLiteral("runs"));
        return UsageError;
    }
    const QString filter = options.string(QStringLiteral("filter"));
    NotebookStore store;
    if (!openExistingForReading(store, context))
        return Failure;
    const std::vector<Run> runs = store.runs().list(filter);
    if (context.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const Run &run : runs)
            list.push_back(runToJson(run));
        context.out << QString::fromStdString(list.dump(2)) << QLatin1Char('\n');
        return Success;
    }
    if (!runs.empty())
        context.out << runsTable(runs);
    // The phrase the exports translate already, plural forms included ("1 run", "2 Läufe").
    context.out << QCoreApplication::translate("Export", "%n run(s)", nullptr, int(runs.size()))
                << QLatin1Char('\n');
    return Success;
}

int showCommand(CommandContext &context)
{
    const QStringList runs = commandOptions(QStringLiteral("show"), context.arguments).positional();
    if (runs.size() != 1) {
        context.err << usageText(QStringLiteral("show"));
        return UsageError;
    }
    NotebookStore store;
    if (!openExistingForReading(store, context))
        return Failure;
    const auto id = store.runs().resolve(runs.first());
    if (!id) {
        context.err << CliTr::tr("lanebook-cli show: %1\n").arg(store.lastError());
        return Failure;
    }
    const auto run = store.runs().run(*id);
    if (!run) {
        context.err << CliTr::tr("lanebook-cli show: %1\n").arg(store.lastError());
        return Failure;
    }
    const std::vector<RequestSample> samples = store.runs().requestSamples(*id);
    if (context.json) {
        nlohmann::json object = runToJson(*run);
        object["extra"] = run->extra;
        object["request_samples"] = static_cast<qint64>(samples.size());
        context.out << QString::fromStdString(object.dump(2)) << QLatin1Char('\n');
        return Success;
    }
    context.out << runDetailsText(*run, static_cast<qsizetype>(samples.size()));
    return Success;
}

} // namespace lanebook::cli
