// lanebook-cli pareto: the throughput frontier of the notebook's runs, per lane, arm or model:
// which runs no other run of the same group beats on both axes (by default output tok/s per GPU
// against output tok/s per user), and which are dominated.
#include "app/cli/clinotebook.h"
#include "app/cli/clitr.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandline.h"
#include "app/cli/commandoptions.h"
#include "app/cli/runtext.h"

#include "models/frontier/frontieraxes.h"
#include "models/run/metricvocabulary.h"

namespace lanebook::cli {

namespace {

// The group a run is drawn in: its lane (the default), its wave arm, its model or its label.
QString groupOf(const Run &run, const QString &by)
{
    if (by == QLatin1String("arm")) {
        const auto arm = run.extra.find("arm");
        return arm != run.extra.end() && arm->is_string() ? QString::fromStdString(*arm)
                                                          : CliTr::tr("(no arm)");
    }
    if (by == QLatin1String("model"))
        return run.model;
    if (by == QLatin1String("label"))
        return run.label;
    return defaultLaneName(run);
}

nlohmann::json pointJson(const Run &run, const QString &x, const QString &y)
{
    return {{"id", run.id},
            {"label", run.label.toStdString()},
            {"x", *run.metricValue(x)},
            {"y", *run.metricValue(y)}};
}

} // namespace

int paretoCommand(CommandContext &context)
{
    const CommandOptions options = commandOptions(QStringLiteral("pareto"), context.arguments);
    const QString x =
        options.string(QStringLiteral("x"), QStringLiteral("output_tok_per_s_per_gpu"));
    const QString y =
        options.string(QStringLiteral("y"), QStringLiteral("output_tok_per_s_per_user"));
    const auto by =
        options.choice(QStringLiteral("by"), {QStringLiteral("lane"), QStringLiteral("arm"),
                                              QStringLiteral("model"), QStringLiteral("label")});
    for (const QString &metric : {x, y}) {
        const auto entry = MetricVocabulary::describe(metric);
        if (entry && !entry->higherIsBetter)
            options.addError(CliTr::tr("%1 is lower-is-better; the frontier takes two "
                                       "higher-is-better metrics (throughput, per GPU, per user)")
                                 .arg(metric));
    }
    if (!options.ok() || !options.positional().isEmpty()) {
        context.err << CliTr::tr("lanebook-cli pareto: %1\n")
                           .arg(options.ok() ? CliTr::tr("unexpected argument \"%1\"")
                                                   .arg(options.positional().first())
                                             : options.error())
                    << usageText(QStringLiteral("pareto"));
        return UsageError;
    }
    NotebookStore store;
    if (!openExistingForReading(store, context))
        return Failure;
    // As the Charts tab draws it: a failed or invalid run measures nothing to stand on.
    std::vector<Run> runs = store.runs().list(options.string(QStringLiteral("filter")));
    std::erase_if(runs, [](const Run &run) {
        return run.status == RunStatus::Failed || run.status == RunStatus::Invalid;
    });
    const QString grouping = by.value_or(QStringLiteral("lane"));
    const FrontierAxes::Frontiers frontiers = FrontierAxes::of(
        runs, x, y, [&grouping](const Run &run) { return groupOf(run, grouping); });

    if (context.json) {
        nlohmann::json groups = nlohmann::json::array();
        for (const FrontierAxes::Group &group : frontiers.groups) {
            nlohmann::json frontier = nlohmann::json::array();
            for (const Run *run : group.frontier)
                frontier.push_back(pointJson(*run, x, y));
            nlohmann::json dominated = nlohmann::json::array();
            for (const Run *run : group.dominated)
                dominated.push_back(pointJson(*run, x, y));
            groups.push_back({{"name", group.name.toStdString()},
                              {"frontier", frontier},
                              {"dominated", dominated}});
        }
        const nlohmann::json out = {{"x", x.toStdString()},
                                    {"y", y.toStdString()},
                                    {"by", grouping.toStdString()},
                                    {"groups", groups},
                                    {"left_out", frontiers.leftOut}};
        context.out << QString::fromStdString(out.dump(2)) << QLatin1Char('\n');
        return Success;
    }
    context.out << CliTr::tr("Frontier of %1 against %2, by %3\n")
                       .arg(MetricVocabulary::displayName(x), MetricVocabulary::displayName(y),
                            grouping);
    for (const FrontierAxes::Group &group : frontiers.groups) {
        context.out << QLatin1Char('\n')
                    << CliTr::tr("%1: on the frontier %2, dominated %3\n")
                           .arg(group.name)
                           .arg(group.frontier.size())
                           .arg(group.dominated.size());
        QList<QStringList> rows{{CliTr::tr("run"), CliTr::tr("label"), x, y, QString()}};
        const auto row = [&](const Run *run, bool onFrontier) {
            rows << QStringList{QString::number(run->id), run->label,
                                formatMetricValue(x, *run->metricValue(x)),
                                formatMetricValue(y, *run->metricValue(y)),
                                onFrontier ? QString() : CliTr::tr("dominated")};
        };
        for (const Run *run : group.frontier)
            row(run, true);
        for (const Run *run : group.dominated)
            row(run, false);
        // Indented under the group's line; a right-aligned column may start with spaces.
        for (const QString &line : alignedColumns(rows, {true, false, true, true, false})
                                       .split(u'\n', Qt::SkipEmptyParts))
            context.out << QStringLiteral("  ") << line << QLatin1Char('\n');
    }
    if (frontiers.groups.empty())
        context.out << CliTr::tr("No run records both %1 and %2.\n").arg(x, y);
    if (frontiers.leftOut > 0)
        context.out << CliTr::tr("Left out, without both metrics: %1\n").arg(frontiers.leftOut);
    return Success;
}

} // namespace lanebook::cli
