// lanebook-cli import: the same NotebookWriter the GUI uses, driven synchronously.
#include "app/cli/commandline.h"

#include "app/cli/clitr.h"
#include "app/cli/commandoptions.h"

#include "backends/notebook/notebookwriter.h"

#include <QDir>

#include <nlohmann/json.hpp>

namespace lanebook::cli {

namespace {

nlohmann::json outcomeToJson(const FileImportOutcome &outcome)
{
    nlohmann::json line = nlohmann::json::object();
    line["path"] = outcome.path.toStdString();
    line["ok"] = outcome.ok();
    line["format"] = outcome.format ? nlohmann::json(runFormatId(*outcome.format).toStdString())
                                    : nlohmann::json();
    line["runs_added"] = outcome.runsAdded;
    line["runs_already_present"] = outcome.runsAlreadyPresent;
    line["runs_restored"] = outcome.runsRestored;
    line["error"] = outcome.ok() ? nlohmann::json() : nlohmann::json(outcome.error.toStdString());
    line["skipped"] = outcome.skipped;
    line["covered_by"] = outcome.coveredBy.isEmpty()
                             ? nlohmann::json()
                             : nlohmann::json(outcome.coveredBy.toStdString());
    return line;
}

} // namespace

int importCommand(CommandContext &context)
{
    // Paths only: an option-like word was refused up front (checkOptions).
    const QStringList paths =
        commandOptions(QStringLiteral("import"), context.arguments).positional();
    if (paths.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli import: name at least one file or folder\n");
        return UsageError;
    }

    NotebookWriter writer;
    QString openError;
    QObject::connect(&writer, &NotebookWriter::notebookFailed, &writer,
                     [&openError](const QString &, const QString &error) { openError = error; });
    // What opening did to the notebook (a journal replayed, a repair): said once, here.
    QObject::connect(&writer, &NotebookWriter::notebookNotice, &writer,
                     [&context](const QString &note) {
                         context.err << CliTr::tr("lanebook-cli: %1\n").arg(note);
                     });
    writer.openNotebook(context.notebookPath);
    if (!openError.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli: %1\n").arg(openError);
        return Failure;
    }

    ImportSummary summary;
    QObject::connect(&writer, &NotebookWriter::importFinished, &writer,
                     [&summary](quint64, const ImportSummary &result) { summary = result; });
    writer.importPaths(1, paths);

    if (summary.files.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli import: no files found in %1\n")
                           .arg(paths.join(QStringLiteral(", ")));
        return Failure;
    }
    if (context.json) {
        nlohmann::json lines = nlohmann::json::array();
        for (const FileImportOutcome &outcome : summary.files)
            lines.push_back(outcomeToJson(outcome));
        context.out << QString::fromStdString(lines.dump(2)) << QLatin1Char('\n');
    }
    for (const FileImportOutcome &outcome : summary.files) {
        if (!outcome.ok()) {
            context.err << CliTr::tr("FAILED  %1\n").arg(outcome.error);
            continue;
        }
        if (context.json)
            continue;
        if (outcome.skipped && !outcome.coveredBy.isEmpty()) {
            context.out << CliTr::tr("skipped %1  (comes with %2)\n")
                               .arg(QDir::toNativeSeparators(outcome.path),
                                    QDir::toNativeSeparators(outcome.coveredBy));
            continue;
        }
        if (outcome.skipped) {
            context.out << CliTr::tr("skipped %1  (not a benchmark result)\n")
                               .arg(QDir::toNativeSeparators(outcome.path));
            continue;
        }
        const QString format = outcome.format ? runFormatId(*outcome.format) : QString();
        context.out << CliTr::tr("ok      %1  [%2]  %n run(s) added, %3 already present\n", nullptr,
                                 outcome.runsAdded)
                           .arg(QDir::toNativeSeparators(outcome.path), format)
                           .arg(outcome.runsAlreadyPresent);
        if (outcome.runsRestored > 0)
            context.out << CliTr::tr("        %n run(s) got back values an older Lanebook had "
                                     "masked as secrets\n",
                                     nullptr, outcome.runsRestored);
    }
    if (!context.json) {
        // One count per message, so that each gets its own plural form.
        context.out << CliTr::tr("%1: %2, %3 already present, %4, %5 skipped\n")
                           .arg(CliTr::tr("%n file(s)", nullptr, int(summary.files.size())),
                                CliTr::tr("%n run(s) added", nullptr, summary.runsAdded()),
                                QString::number(summary.runsAlreadyPresent()),
                                CliTr::tr("%n file(s) failed", nullptr, summary.filesFailed()),
                                QString::number(summary.filesSkipped() + summary.filesCovered()));
    }
    return summary.filesFailed() > 0 ? Failure : Success;
}

} // namespace lanebook::cli
