// lanebook-cli push --to NOTEBOOK and pull --from NOTEBOOK: one notebook's runs, waves and
// findings copied into another (a laptop's file and a team's server, either way), matched by
// their UUIDs so that copying again adds nothing and an interrupted copy resumes.
#include "app/cli/copycommand.h"

#include "app/cli/clinotebook.h"
#include "app/cli/clitr.h"
#include "app/cli/commandoptions.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/copy/notebookcopy.h"
#include "backends/notebook/notebookstore.h"

#include <nlohmann/json.hpp>

namespace lanebook::cli {

namespace {

enum class Direction { Push, Pull };

// Runs per write transaction of the target unless --batch-size says otherwise.
constexpr qint64 kDefaultRunsPerBatch = 500;

nlohmann::json summaryToJson(const NotebookCopySummary &s, const QString &from, const QString &to)
{
    return {{"from", from.toStdString()},
            {"to", to.toStdString()},
            {"runs_in_source", s.runsInSource},
            {"runs_added", s.runsAdded},
            {"runs_already_there", s.runsAlreadyThere},
            {"runs_same_source_file", s.runsSameSourceFile},
            {"runs_judged_again", s.runsJudgedAgain},
            {"request_samples_added", s.requestSamplesAdded},
            {"telemetry_samples_added", s.telemetrySamplesAdded},
            {"gate_results_added", s.gateResultsAdded},
            {"annotations_added", s.annotationsAdded},
            {"waves_added", s.wavesAdded},
            {"waves_updated", s.wavesUpdated},
            {"waves_already_there", s.wavesAlreadyThere},
            {"findings_added", s.findingsAdded},
            {"findings_updated", s.findingsUpdated},
            {"findings_already_there", s.findingsAlreadyThere},
            {"finding_links_added", s.findingLinksAdded},
            {"batches", s.batchesCommitted},
            {"added_nothing", s.addedNothing()}};
}

QString summaryText(const NotebookCopySummary &s, const QString &from, const QString &to)
{
    const qint64 waves = s.wavesAdded + s.wavesUpdated + s.wavesAlreadyThere;
    const qint64 findings = s.findingsAdded + s.findingsUpdated + s.findingsAlreadyThere;
    if (s.addedNothing())
        return CliTr::tr("Nothing to copy: %1 already holds everything in %2 (%3, %4, %5); 0 "
                         "added.\n")
            .arg(to, from, CliTr::tr("%n run(s)", nullptr, int(s.runsInSource)),
                 CliTr::tr("%n wave(s)", nullptr, int(waves)),
                 CliTr::tr("%n finding(s)", nullptr, int(findings)));
    QString text = CliTr::tr("Copied %1 into %2 in %n batch(es):\n", nullptr, s.batchesCommitted)
                       .arg(from, to);
    text += CliTr::tr("  runs         %1 added, %2 already there, %3 already there from the same "
                      "result file\n")
                .arg(s.runsAdded)
                .arg(s.runsAlreadyThere)
                .arg(s.runsSameSourceFile);
    if (s.runsJudgedAgain > 0)
        text += CliTr::tr("  judgements   %n run(s) judged again since the last copy: gates and "
                          "status taken (a status overridden by hand stays)\n",
                          nullptr, int(s.runsJudgedAgain));
    // One count per message, so that each gets its own plural form.
    text += CliTr::tr("  samples      %1, %2, %3 added\n")
                .arg(CliTr::tr("%n request sample(s)", nullptr, int(s.requestSamplesAdded)),
                     CliTr::tr("%n telemetry sample(s)", nullptr, int(s.telemetrySamplesAdded)),
                     CliTr::tr("%n gate result(s)", nullptr, int(s.gateResultsAdded)));
    text += CliTr::tr("  annotations  %n added (notes, tags and statuses)\n", nullptr,
                      int(s.annotationsAdded));
    text += CliTr::tr("  waves        %1 added, %2 updated, %3 already there\n")
                .arg(s.wavesAdded)
                .arg(s.wavesUpdated)
                .arg(s.wavesAlreadyThere);
    text += CliTr::tr("  findings     %1 added, %2 updated, %3 already there; %n link(s) to runs "
                      "and waves added\n",
                      nullptr, int(s.findingLinksAdded))
                .arg(s.findingsAdded)
                .arg(s.findingsUpdated)
                .arg(s.findingsAlreadyThere);
    return text;
}

int copyCommand(CommandContext &context, Direction direction)
{
    const QString command =
        direction == Direction::Push ? QStringLiteral("push") : QStringLiteral("pull");
    const QString other =
        direction == Direction::Push ? QStringLiteral("to") : QStringLiteral("from");
    const CommandOptions given = commandOptions(command, context.arguments);
    const std::optional<qint64> batch = given.integer(QStringLiteral("batch-size"), 1, 100000);
    if (!given.positional().isEmpty())
        given.addError(CliTr::tr("unexpected argument \"%1\"").arg(given.positional().first()));
    if (!given.has(other))
        given.addError(CliTr::tr("name the other notebook with --%1 (a postgresql:// address or "
                                 "a file)")
                           .arg(other));
    if (!given.ok()) {
        context.err << QStringLiteral("lanebook-cli %1: %2\n").arg(command, given.error());
        return UsageError;
    }
    const QString otherPath = given.string(other);
    const QString from = direction == Direction::Push ? context.notebookPath : otherPath;
    const QString to = direction == Direction::Push ? otherPath : context.notebookPath;

    // The source first, as every reading command opens it (an older schema upgraded, its
    // journal replayed): when it cannot be read, the target is never opened (nor created).
    {
        NotebookStore source;
        CommandContext sourceContext{from, context.json, context.arguments, context.out,
                                     context.err};
        if (!openExistingForReading(source, sourceContext)) {
            context.err << CliTr::tr("lanebook-cli %1: nothing was copied\n").arg(command);
            return Failure;
        }
    }
    NotebookCopy copy;
    if (!copy.open(from, to)) {
        context.err
            << CliTr::tr("lanebook-cli %1: %2; nothing was copied\n").arg(command, copy.error());
        return Failure;
    }

    const QString fromName = notebookDisplayName(from);
    const QString toName = notebookDisplayName(to);
    copy.setRunsPerBatch(int(batch.value_or(kDefaultRunsPerBatch)));
    if (!context.json) {
        // One line per committed batch, flushed: what a later copy will not need to redo.
        copy.setProgressCallback([&context](const NotebookCopy::Progress &progress) {
            context.out << CliTr::tr("%1 of %n run(s) checked, %2 added", nullptr,
                                     int(progress.runsInSource))
                               .arg(progress.runsDone)
                               .arg(progress.runsAdded)
                        << QLatin1Char('\n');
            context.out.flush();
        });
    }
    const std::optional<NotebookCopySummary> summary = copy.run();
    if (!summary) {
        context.err << CliTr::tr("lanebook-cli %1: %2\nThe batches committed before it stay in "
                                 "%3; run the same command again to copy the rest.\n")
                           .arg(command, copy.error(), toName);
        return Failure;
    }
    if (context.json)
        context.out << QString::fromStdString(summaryToJson(*summary, fromName, toName).dump(2))
                    << QLatin1Char('\n');
    else
        context.out << summaryText(*summary, fromName, toName);
    return Success;
}

} // namespace

int pushCommand(CommandContext &context)
{
    return copyCommand(context, Direction::Push);
}

int pullCommand(CommandContext &context)
{
    return copyCommand(context, Direction::Pull);
}

} // namespace lanebook::cli
