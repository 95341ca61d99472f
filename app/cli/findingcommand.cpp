// lanebook-cli finding new|link|verdict, and what else the Findings tab does
// so a script can do it too: edit, unlink, list, show.
#include "app/cli/clinotebook.h"

#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandoptions.h"

#include "models/findings/finding.h"
#include "models/findings/storytext.h"
#include "models/run/metricvocabulary.h"

#include <QFile>

namespace lanebook::cli {

namespace {

int usageError(CommandContext &context, const QString &message)
{
    context.err << CliTr::tr("lanebook-cli finding: %1\n").arg(message)
                << usageText(QStringLiteral("finding"));
    return UsageError;
}

std::optional<qint64> resolveFinding(NotebookStore &store, const QString &name,
                                     CommandContext &context)
{
    const Expected<qint64> id = store.findings().resolve(name);
    if (!id) {
        context.err << CliTr::tr("lanebook-cli finding: %1\n").arg(id.error());
        return std::nullopt;
    }
    return *id;
}

bool resolveRuns(NotebookStore &store, const QStringList &names, std::vector<qint64> &ids,
                 CommandContext &context)
{
    for (const QString &name : names) {
        const auto id = store.runs().resolve(name);
        if (!id) {
            context.err << CliTr::tr("lanebook-cli finding: %1\n").arg(store.lastError());
            return false;
        }
        ids.push_back(*id);
    }
    return true;
}

nlohmann::json findingJson(const Finding &f, const std::vector<FindingEdit> &edits)
{
    auto ids = [](const std::vector<qint64> &list) { return nlohmann::json(list); };
    nlohmann::json deleted = nlohmann::json::array();
    for (const FindingRunLink &link : f.deletedRuns)
        deleted.push_back({{"run_id", link.runId},
                           {"role", link.role.toStdString()},
                           {"label", link.label.toStdString()}});
    nlohmann::json history = nlohmann::json::array();
    for (const FindingEdit &e : edits)
        history.push_back({{"field", e.field.toStdString()},
                           {"old", e.oldText.toStdString()},
                           {"new", e.newText.toStdString()},
                           {"at", e.editedAt.toString(Qt::ISODateWithMs).toStdString()}});
    return {{"id", f.id},
            {"title", f.title.toStdString()},
            {"lane", f.lane.isEmpty() ? nlohmann::json() : nlohmann::json(f.lane.toStdString())},
            {"hypothesis", f.hypothesis.toStdString()},
            {"hypothesis_at",
             f.hypothesisAt.isValid()
                 ? nlohmann::json(f.hypothesisAt.toString(Qt::ISODateWithMs).toStdString())
                 : nlohmann::json()},
            {"hypothesis_source", f.hypothesisSource.isEmpty()
                                      ? nlohmann::json()
                                      : nlohmann::json(f.hypothesisSource.toStdString())},
            {"prediction", f.prediction.toStdString()},
            {"verdict", f.verdict ? nlohmann::json(findingVerdictId(*f.verdict).toStdString())
                                  : nlohmann::json()},
            {"verdict_reason", f.verdictReason.toStdString()},
            {"verdict_metric", f.verdictMetric.isEmpty()
                                   ? nlohmann::json()
                                   : nlohmann::json(f.verdictMetric.toStdString())},
            {"analysis_md", f.analysisMarkdown.toStdString()},
            {"rules_out", f.rulesOut.toStdString()},
            {"next_steps", f.nextSteps.toStdString()},
            {"control_runs", ids(f.controlRunIds)},
            {"candidate_runs", ids(f.candidateRunIds)},
            {"waves", ids(f.waveIds)},
            {"deleted_runs", deleted},
            {"edits", history}};
}

int newFinding(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    if (!p.positional().isEmpty())
        return usageError(context, CliTr::tr("unexpected argument %1").arg(p.positional().first()));
    if (p.string(QStringLiteral("title")).trimmed().isEmpty() ||
        p.string(QStringLiteral("hypothesis")).trimmed().isEmpty())
        return usageError(context, CliTr::tr("a finding starts with --title and --hypothesis, "
                                             "written before the results"));
    NewFinding finding{p.string(QStringLiteral("title")), p.string(QStringLiteral("hypothesis")),
                       p.string(QStringLiteral("hypothesis-source")),
                       p.string(QStringLiteral("prediction")), p.string(QStringLiteral("lane"))};
    const Expected<qint64> id = store.findings().create(finding);
    if (!id) {
        context.err << CliTr::tr("lanebook-cli finding new: %1\n").arg(id.error());
        return Failure;
    }
    if (context.json)
        context.out << QString::fromStdString(nlohmann::json{{"id", *id}}.dump()) << u'\n';
    else
        context.out << *id << u'\n';
    return Success;
}

int linkRuns(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    if (p.positional().size() != 1)
        return usageError(context, CliTr::tr("name one finding, then --control RUN... and/or "
                                             "--candidate RUN..."));
    const QStringList control = p.list(QStringLiteral("control"));
    const QStringList candidate = p.list(QStringLiteral("candidate"));
    if (control.isEmpty() && candidate.isEmpty())
        return usageError(context, CliTr::tr("--control and --candidate name the runs to link"));
    const auto id = resolveFinding(store, p.positional().first(), context);
    std::vector<qint64> controlIds;
    std::vector<qint64> candidateIds;
    if (!id || !resolveRuns(store, control, controlIds, context) ||
        !resolveRuns(store, candidate, candidateIds, context))
        return Failure;
    if (const Expected<void> done = store.findings().linkRuns(*id, controlIds, candidateIds);
        !done) {
        context.err << CliTr::tr("lanebook-cli finding link: %1\n").arg(done.error());
        return Failure;
    }
    const auto f = store.findings().finding(*id);
    if (context.json)
        context.out << QString::fromStdString(findingJson(*f, {}).dump(2)) << u'\n';
    else
        context.out << CliTr::tr("finding %1: %2 and %3 linked\n")
                           .arg(QString::number(*id),
                                CliTr::tr("%n control run(s)", nullptr,
                                          int(f->controlRunIds.size())),
                                CliTr::tr("%n candidate run(s)", nullptr,
                                          int(f->candidateRunIds.size())));
    return Success;
}

int unlinkRuns(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    if (p.positional().size() < 2)
        return usageError(context, CliTr::tr("name the finding and the runs to unlink"));
    const auto id = resolveFinding(store, p.positional().first(), context);
    std::vector<qint64> runIds;
    if (!id || !resolveRuns(store, p.positional().mid(1), runIds, context))
        return Failure;
    if (const Expected<void> done = store.findings().unlinkRuns(*id, runIds); !done) {
        context.err << CliTr::tr("lanebook-cli finding unlink: %1\n").arg(done.error());
        return Failure;
    }
    context.out
        << CliTr::tr("finding %1: %n run(s) unlinked\n", nullptr, int(runIds.size())).arg(*id);
    return Success;
}

// Why `metric` cannot be what the finding's verdict rests on: none of its linked runs records
// it (a typo would otherwise leave the export comparing nothing).
Expected<void> checkVerdictMetric(NotebookStore &store, qint64 findingId, const QString &metric)
{
    const Expected<Finding> f = store.findings().finding(findingId);
    if (!f)
        return unexpected(f.error());
    if (!f->hasLinkedRuns())
        return {}; // runs linked later may record it
    QStringList recorded;
    for (const std::vector<qint64> *arm : {&f->controlRunIds, &f->candidateRunIds}) {
        for (qint64 runId : *arm) {
            const std::optional<Run> run = store.runs().run(runId);
            if (!run)
                continue;
            if (run->metric(metric))
                return {};
            for (const MetricValue &m : run->metrics) {
                if (!recorded.contains(m.name))
                    recorded << m.name;
            }
        }
    }
    MetricVocabulary::sortByMeaning(recorded);
    return unexpected(
        CliTr::tr("no run linked to finding %1 records %2; they record: %3")
            .arg(QString::number(findingId), metric, recorded.join(QStringLiteral(", "))));
}

int verdict(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    if (p.positional().size() != 2)
        return usageError(context, CliTr::tr("name the finding and the verdict"));
    const auto verdict = findingVerdictFromId(p.positional().at(1));
    if (!verdict)
        return usageError(context, CliTr::tr("\"%1\" is not a verdict; use adopted, negative, "
                                             "inconclusive or invalid")
                                       .arg(p.positional().at(1)));
    const QString reason = p.string(QStringLiteral("reason"));
    if (reason.trimmed().isEmpty())
        return usageError(context, CliTr::tr("a verdict needs --reason: say what the comparison "
                                             "showed"));
    const auto id = resolveFinding(store, p.positional().first(), context);
    if (!id)
        return Failure;
    const QString metric = p.string(QStringLiteral("metric")).trimmed();
    if (!metric.isEmpty()) {
        if (const Expected<void> usable = checkVerdictMetric(store, *id, metric); !usable) {
            context.err << CliTr::tr("lanebook-cli finding verdict: %1\n").arg(usable.error());
            return Failure;
        }
    }
    if (const Expected<void> done = store.findings().setVerdict(*id, *verdict, reason, metric);
        !done) {
        context.err << CliTr::tr("lanebook-cli finding verdict: %1\n").arg(done.error());
        return Failure;
    }
    context.out << CliTr::tr("finding %1: %2\n").arg(*id).arg(findingVerdictId(*verdict));
    return Success;
}

int edit(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    if (p.positional().size() != 1)
        return usageError(context, CliTr::tr("name one finding to edit"));
    QHash<QString, QString> values;
    for (const QString &name :
         {QStringLiteral("title"), QStringLiteral("hypothesis"), QStringLiteral("prediction"),
          QStringLiteral("analysis"), QStringLiteral("analysis-file"), QStringLiteral("rules-out"),
          QStringLiteral("next")}) {
        if (p.has(name))
            values.insert(name, p.string(name));
    }
    if (values.contains(QStringLiteral("analysis-file"))) {
        if (values.contains(QStringLiteral("analysis")))
            return usageError(context, CliTr::tr("give --analysis or --analysis-file, not both"));
        QFile file(values.value(QStringLiteral("analysis-file")));
        if (!file.open(QIODevice::ReadOnly)) {
            context.err << CliTr::tr("lanebook-cli finding edit: %1: %2\n")
                               .arg(file.fileName(), file.errorString());
            return Failure;
        }
        values.insert(QStringLiteral("analysis"), QString::fromUtf8(file.readAll()));
    }
    const std::vector<std::pair<QString, FindingField>> options{
        {QStringLiteral("title"), FindingField::Title},
        {QStringLiteral("hypothesis"), FindingField::Hypothesis},
        {QStringLiteral("prediction"), FindingField::Prediction},
        {QStringLiteral("analysis"), FindingField::Analysis},
        {QStringLiteral("rules-out"), FindingField::RulesOut},
        {QStringLiteral("next"), FindingField::NextSteps}};
    bool any = false;
    for (const auto &[name, field] : options)
        any = any || values.contains(name);
    if (!any)
        return usageError(context, CliTr::tr("name at least one field to change"));
    const auto id = resolveFinding(store, p.positional().first(), context);
    if (!id)
        return Failure;
    for (const auto &[name, field] : options) {
        if (!values.contains(name))
            continue;
        if (const Expected<void> done =
                store.findings().updateField(*id, field, values.value(name));
            !done) {
            context.err << CliTr::tr("lanebook-cli finding edit: %1\n").arg(done.error());
            return Failure;
        }
    }
    context.out << CliTr::tr("finding %1 updated\n").arg(*id);
    return Success;
}

int list(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    const QString lane = p.string(QStringLiteral("lane"));
    if (!lane.isEmpty() && !store.runs().laneNames().contains(lane)) {
        context.err << CliTr::tr("lanebook-cli finding list: no lane named \"%1\"\n").arg(lane);
        return Failure;
    }
    const Expected<std::vector<FindingSummary>> read = store.findings().summaries(lane);
    if (!read) {
        context.err << CliTr::tr("lanebook-cli finding list: %1\n").arg(read.error());
        return Failure;
    }
    const std::vector<FindingSummary> &findings = *read;
    if (context.json) {
        nlohmann::json array = nlohmann::json::array();
        for (const FindingSummary &s : findings)
            array.push_back(
                {{"id", s.id},
                 {"title", s.title.toStdString()},
                 {"lane", s.lane.toStdString()},
                 {"verdict", s.verdict ? nlohmann::json(findingVerdictId(*s.verdict).toStdString())
                                       : nlohmann::json()},
                 {"verdict_reason", s.verdictReason.toStdString()},
                 {"linked_runs", s.linkedRuns}});
        context.out << QString::fromStdString(array.dump(2)) << u'\n';
        return Success;
    }
    if (findings.empty())
        context.out << CliTr::tr("no findings yet\n");
    for (const FindingSummary &s : findings)
        context.out << QStringLiteral("%1  %2  %3  (%4 runs)\n")
                           .arg(s.id)
                           .arg(s.verdict ? findingVerdictId(*s.verdict) : CliTr::tr("under-test"),
                                storyTextForDisplay(s.title))
                           .arg(s.linkedRuns);
    return Success;
}

int show(NotebookStore &store, const CommandOptions &p, CommandContext &context)
{
    if (p.positional().size() != 1)
        return usageError(context, CliTr::tr("name one finding"));
    const auto id = resolveFinding(store, p.positional().first(), context);
    if (!id)
        return Failure;
    const Expected<Finding> f = store.findings().finding(*id);
    const Expected<std::vector<FindingEdit>> edits =
        f ? store.findings().edits(*id) : Expected<std::vector<FindingEdit>>(unexpected(f.error()));
    if (!edits) {
        context.err << CliTr::tr("lanebook-cli finding show: %1\n").arg(edits.error());
        return Failure;
    }
    const nlohmann::json json = findingJson(*f, *edits);
    if (context.json) {
        context.out << QString::fromStdString(json.dump(2)) << u'\n';
        return Success;
    }
    // JSON keeps what is stored; the text says it in the user's language (storytext.h).
    const Finding shown = findingForDisplay(*f);
    context.out << CliTr::tr("finding %1: %2\n").arg(shown.id).arg(shown.title);
    context.out << CliTr::tr("verdict: %1%2\n")
                       .arg(shown.verdict ? findingVerdictId(*shown.verdict)
                                          : CliTr::tr("none yet"),
                            shown.verdictReason.isEmpty()
                                ? QString()
                                : QStringLiteral(" — ") + shown.verdictReason);
    if (!shown.verdictMetric.isEmpty())
        context.out << CliTr::tr("judged on: %1 (%2)\n")
                           .arg(MetricVocabulary::displayName(shown.verdictMetric),
                                shown.verdictMetric);
    context.out << CliTr::tr("hypothesis (%1): %2\n")
                       .arg(shown.hypothesisAt.toString(Qt::ISODate), shown.hypothesis);
    if (!shown.hypothesisSource.isEmpty())
        context.out << CliTr::tr("hypothesis source: %1\n").arg(shown.hypothesisSource);
    if (!shown.prediction.isEmpty())
        context.out << CliTr::tr("prediction: %1\n").arg(shown.prediction);
    context.out << CliTr::tr("runs: %1 control, %2 candidate; %n edit(s)\n", nullptr,
                             int(json["edits"].size()))
                       .arg(shown.controlRunIds.size())
                       .arg(shown.candidateRunIds.size());
    return Success;
}

} // namespace

int findingCommand(CommandContext &context)
{
    const CommandOptions p = commandOptions(QStringLiteral("finding"), context.arguments);
    const QString &sub = p.action();
    if (const Expected<void> checked = checkSubcommand(p); !checked)
        return usageError(context, checked.error());
    NotebookStore store;
    if (!openExistingForWriting(store, context))
        return Failure;
    if (sub == QLatin1String("new"))
        return newFinding(store, p, context);
    if (sub == QLatin1String("link"))
        return linkRuns(store, p, context);
    if (sub == QLatin1String("unlink"))
        return unlinkRuns(store, p, context);
    if (sub == QLatin1String("verdict"))
        return verdict(store, p, context);
    if (sub == QLatin1String("edit"))
        return edit(store, p, context);
    if (sub == QLatin1String("list"))
        return list(store, p, context);
    return show(store, p, context);
}

} // namespace lanebook::cli
