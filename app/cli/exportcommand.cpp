// lanebook-cli export findings|packet|runs: the findings markdown with
// charts beside it, a lane's result packet, and runs with their samples as CSV or JSON.
#include "app/cli/clinotebook.h"

#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include "backends/export/findingsexport.h"
#include "backends/export/packetexport.h"
#include "backends/export/runsexport.h"
#include "widgets/charts/chartfileexport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>

namespace lanebook::cli {

namespace {

int usageError(CommandContext &context, const QString &message)
{
    context.err << CliTr::tr("lanebook-cli export: %1\n").arg(message)
                << usageText(QStringLiteral("export"));
    return UsageError;
}

QString generator()
{
    return QStringLiteral("Lanebook %1").arg(QCoreApplication::applicationVersion());
}

int report(CommandContext &context, const QString &what, const ExportOutcome &outcome)
{
    for (const QString &warning : outcome.warnings)
        context.err << CliTr::tr("lanebook-cli export %1: warning: %2\n").arg(what, warning);
    if (!outcome.ok) {
        context.err << CliTr::tr("lanebook-cli export %1: %2\n").arg(what, outcome.error);
        return Failure;
    }
    if (context.json) {
        nlohmann::json files = nlohmann::json::array();
        for (const QString &file : outcome.files)
            files.push_back(file.toStdString());
        nlohmann::json warnings = nlohmann::json::array();
        for (const QString &warning : outcome.warnings)
            warnings.push_back(warning.toStdString());
        context.out << QString::fromStdString(nlohmann::json{
                           {"what", what.toStdString()},
                           {"items", outcome.items},
                           {"files", files},
                           {"warnings", warnings}}.dump(2))
                    << u'\n';
        return Success;
    }
    for (const QString &file : outcome.files)
        context.out << QDir::toNativeSeparators(file) << u'\n';
    return Success;
}

} // namespace

int exportCommand(CommandContext &context)
{
    const CommandOptions given = commandOptions(QStringLiteral("export"), context.arguments);
    const QString what = given.action();
    if (what.isEmpty()) {
        if (given.positional().isEmpty())
            return usageError(context, CliTr::tr("say what to export: findings, packet or runs"));
        return usageError(context,
                          CliTr::tr("unknown export \"%1\"").arg(given.positional().first()));
    }
    if (!given.positional().isEmpty())
        return usageError(context,
                          CliTr::tr("unexpected argument %1").arg(given.positional().first()));
    // Each export's table lists only its own options (runs has no --lane, packet no --filter).
    const QString out = given.string(QStringLiteral("out"));
    const QString lane =
        what == QLatin1String("runs") ? QString() : given.string(QStringLiteral("lane"));
    const QString filter =
        what == QLatin1String("runs") ? given.string(QStringLiteral("filter")) : QString();
    if (out.isEmpty())
        return usageError(context, CliTr::tr("--out names where to write"));
    if (what == QLatin1String("packet") && lane.isEmpty())
        return usageError(context, CliTr::tr("a packet is of one lane: --lane LANE"));

    NotebookStore store;
    if (!openExistingForWriting(store, context))
        return Failure;

    if (what == QLatin1String("runs"))
        return report(context, what, exportRuns(store, out, filter));
    if (what == QLatin1String("packet")) {
        PacketExportOptions options;
        options.generator = generator();
        return report(context, what, exportLanePacket(store, lane, out, options));
    }
    FindingsExportOptions options;
    options.lane = lane;
    options.generator = generator();
    // Qt Charts draws only inside a QApplication (main.cpp makes one for export, offscreen).
    if (qobject_cast<QApplication *>(QCoreApplication::instance()))
        options.chartRenderer = renderFindingChart;
    else
        options.chartsUnavailableReason =
            CliTr::tr("Charts were not drawn: this process has no QApplication to draw them.");
    const ExportOutcome outcome = exportFindings(store, out, options);
    if (outcome.ok && outcome.items == 0)
        context.err << CliTr::tr("lanebook-cli export findings: no findings%1 yet; the document "
                                 "says so\n")
                           .arg(options.lane.isEmpty()
                                    ? QString()
                                    : CliTr::tr(" in the lane %1").arg(options.lane));
    return report(context, what, outcome);
}

} // namespace lanebook::cli
