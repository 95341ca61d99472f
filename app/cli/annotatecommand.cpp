// lanebook-cli annotate RUN [--note TEXT] [--tag TAG] [--status STATUS --reason TEXT]
// notes, tags and a status override with its reason, kept with the run.
#include "app/cli/clinotebook.h"

#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include "models/findings/secretredaction.h"

namespace lanebook::cli {

namespace {

struct AnnotateArguments
{
    QString run;
    QStringList notes;
    QStringList tags;
    QStringList untags;
    QString status;
    QString reason;
    QString error;
};

AnnotateArguments parse(const QStringList &arguments)
{
    AnnotateArguments parsed;
    const CommandOptions options = commandOptions(QStringLiteral("annotate"), arguments);
    parsed.notes = options.list(QStringLiteral("note"));
    parsed.tags = options.list(QStringLiteral("tag"));
    parsed.untags = options.list(QStringLiteral("untag"));
    parsed.status = options.string(QStringLiteral("status"));
    parsed.reason = options.string(QStringLiteral("reason"));
    if (!options.ok()) {
        parsed.error = options.error();
        return parsed;
    }
    const QStringList &runs = options.positional();
    if (runs.size() > 1) {
        parsed.error = CliTr::tr("annotate one run at a time (got \"%1\" too)").arg(runs.at(1));
        return parsed;
    }
    parsed.run = runs.value(0);
    if (parsed.run.isEmpty())
        parsed.error = CliTr::tr("name the run (id or label)");
    else if (parsed.notes.isEmpty() && parsed.tags.isEmpty() && parsed.untags.isEmpty() &&
             parsed.status.isEmpty())
        parsed.error = CliTr::tr("say what to add: --note, --tag or --status");
    else if (!parsed.status.isEmpty() && parsed.reason.trimmed().isEmpty())
        parsed.error = CliTr::tr("--status needs --reason: an override nobody can explain is not "
                                 "a judgement");
    else if (parsed.status.isEmpty() && !parsed.reason.isEmpty())
        parsed.error = CliTr::tr("--reason goes with --status");
    else if (!parsed.status.isEmpty() && !runStatusFromId(parsed.status))
        parsed.error = CliTr::tr("\"%1\" is not a run status").arg(parsed.status);
    return parsed;
}

} // namespace

int annotateCommand(CommandContext &context)
{
    const AnnotateArguments arguments = parse(context.arguments);
    if (!arguments.error.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli annotate: %1\n").arg(arguments.error)
                    << usageText(QStringLiteral("annotate"));
        return UsageError;
    }
    NotebookStore store;
    if (!openExistingForWriting(store, context))
        return Failure;
    const auto runId = store.runs().resolve(arguments.run);
    if (!runId) {
        context.err << CliTr::tr("lanebook-cli annotate: %1\n").arg(store.lastError());
        return Failure;
    }
    auto failed = [&](const QString &why) {
        context.err << CliTr::tr("lanebook-cli annotate: run %1: %2\n").arg(*runId).arg(why);
        return Failure;
    };
    QStringList done;
    for (const QString &note : arguments.notes) {
        if (const Expected<qint64> added = store.runs().addNote(*runId, note); !added)
            return failed(added.error());
        done << CliTr::tr("note added");
    }
    for (const QString &tag : arguments.tags) {
        if (const Expected<qint64> added = store.runs().addTag(*runId, tag); !added)
            return failed(added.error());
        done << CliTr::tr("tag \"%1\"").arg(tag.trimmed());
    }
    for (const QString &tag : arguments.untags) {
        if (const Expected<void> removed = store.runs().removeTag(*runId, tag); !removed)
            return failed(removed.error());
        done << CliTr::tr("tag \"%1\" removed").arg(tag.trimmed());
    }
    if (!arguments.status.isEmpty()) {
        if (!store.judgements().setStatusOverride(*runId, *runStatusFromId(arguments.status),
                                                  arguments.reason))
            return failed(store.lastError());
        done << CliTr::tr("status %1").arg(arguments.status);
    }
    if (context.json) {
        nlohmann::json list = nlohmann::json::array();
        const Expected<std::vector<RunAnnotation>> annotations = store.runs().annotations(*runId);
        if (!annotations)
            return failed(annotations.error());
        for (const RunAnnotation &a : *annotations) {
            nlohmann::json item = {
                {"id", a.id},
                {"kind", a.kind.toStdString()},
                {"text", redactSecretsInText(a.text).toStdString()},
                {"created_at", a.createdAt.toString(Qt::ISODateWithMs).toStdString()}};
            if (!a.reason.isEmpty())
                item["reason"] = redactSecretsInText(a.reason).toStdString();
            list.push_back(item);
        }
        context.out << QString::fromStdString(
                           nlohmann::json{{"run", *runId}, {"annotations", list}}.dump(2))
                    << u'\n';
    } else {
        context.out << CliTr::tr("run %1: %2\n").arg(*runId).arg(done.join(QStringLiteral("; ")));
    }
    return Success;
}

} // namespace lanebook::cli
