#include "app/cli/benchsearch.h"

#include "app/cli/clitr.h"
#include "app/cli/runtext.h"
#include "backends/loadgen/loadgenerator.h"
#include "models/frontier/sloattainment.h"
#include "models/loadgen/loadrun.h"
#include "models/run/statusreason.h"

#include <QDateTime>
#include <QDir>

#include <algorithm>

namespace lanebook::cli {

namespace {

QString endText(MaxLoadSearch::End end)
{
    switch (end) {
    case MaxLoadSearch::End::Converged:
        return CliTr::tr("converged");
    case MaxLoadSearch::End::ProbeBudget:
        return CliTr::tr("the probe budget ran out before the bracket narrowed to the resolution");
    case MaxLoadSearch::End::BelowMinimum:
        return CliTr::tr("even the lowest load missed the SLO");
    case MaxLoadSearch::End::AboveMaximum:
        return CliTr::tr("the highest load allowed still met the SLO");
    case MaxLoadSearch::End::Running:
        break;
    }
    return {};
}

} // namespace

int searchMaxConcurrency(CommandContext &context, const LoadSpec &base,
                         const MaxLoadSearch::Options &options, NotebookStore &store)
{
    MaxLoadSearch search(options);
    const QString searchLabel =
        base.label.isEmpty() ? defaultLoadLabel(base, QDateTime::currentDateTimeUtc()) : base.label;
    std::vector<std::optional<qint64>> runIds; // one per probe, in the search's order
    while (const std::optional<double> load = search.nextLoad()) {
        const int concurrency = int(*load);
        const int number = int(search.probes().size()) + 1;
        LoadSpec spec = base;
        spec.arrival = ArrivalMode::ClosedLoop;
        spec.concurrency = concurrency;
        spec.requestCount = std::max(base.requestCount, 4 * concurrency);
        spec.label = QStringLiteral("%1-probe%2-c%3").arg(searchLabel).arg(number).arg(concurrency);
        LoadControl control;
        Run run = runLoad(spec, control, [](const LoadProgress &) {});
        search.record(*load, run.metricValue(QStringLiteral("slo_attainment_pct")).value_or(0.0));
        const bool met = search.probes().back().met;
        run.extra["max_load_search"] = {{"search", searchLabel.toStdString()},
                                        {"probe", number},
                                        {"load", concurrency},
                                        {"load_kind", "concurrency"},
                                        {"target_attainment_pct", options.targetAttainmentPct},
                                        {"met", met}};
        const NotebookStore::MeasuredRunOutcome recorded = store.recordMeasuredRun(run);
        if (!recorded.kept()) {
            context.err << CliTr::tr("lanebook-cli bench: cannot record probe %1 in %2: %3\n")
                               .arg(number)
                               .arg(QDir::toNativeSeparators(context.notebookPath), recorded.error);
            return Failure;
        }
        runIds.push_back(recorded.runId);
        if (run.status == RunStatus::Failed) {
            context.err << CliTr::tr("lanebook-cli bench: probe %1 failed: %2\n")
                               .arg(number)
                               .arg(statusReasonText(run.statusReason));
            return Failure;
        }
    }
    nlohmann::json probes = nlohmann::json::array();
    QList<QStringList> rows{{CliTr::tr("probe"), CliTr::tr("concurrency"), CliTr::tr("run"),
                             CliTr::tr("attainment %"), QString()}};
    for (std::size_t i = 0; i < search.probes().size(); ++i) {
        const MaxLoadSearch::Probe &probe = search.probes()[i];
        const std::optional<qint64> &id = runIds[i];
        probes.push_back({{"probe", i + 1},
                          {"concurrency", int(probe.load)},
                          {"run_id", id ? nlohmann::json(*id) : nlohmann::json()},
                          {"slo_attainment_pct", probe.attainmentPct},
                          {"met", probe.met}});
        rows << QStringList{
            QString::number(i + 1), QString::number(int(probe.load)),
            id ? QString::number(*id) : QString(),
            formatMetricValue(QStringLiteral("slo_attainment_pct"), probe.attainmentPct),
            probe.met ? CliTr::tr("met") : CliTr::tr("missed")};
    }
    const auto optionalJson = [](const std::optional<double> &v) {
        return v ? nlohmann::json(int(*v)) : nlohmann::json();
    };
    if (context.json) {
        const nlohmann::json out = {
            {"search", searchLabel.toStdString()},
            {"slo", base.slo ? base.slo->toJson() : nlohmann::json()},
            {"target_attainment_pct", options.targetAttainmentPct},
            {"resolution", options.resolution},
            {"probes", probes},
            {"max_concurrency_under_slo", optionalJson(search.highestMet())},
            {"lowest_concurrency_missed", optionalJson(search.lowestMissed())},
            {"end", MaxLoadSearch::endId(search.end()).toStdString()}};
        context.out << QString::fromStdString(out.dump(2)) << QLatin1Char('\n');
    } else {
        context.out << CliTr::tr("Max concurrency under %1 for %2 % of requests: %3\n")
                           .arg(base.slo ? base.slo->toText() : QString())
                           .arg(options.targetAttainmentPct)
                           .arg(search.highestMet() ? QString::number(int(*search.highestMet()))
                                                    : CliTr::tr("none"));
        context.out << alignedColumns(rows, {true, true, true, true, false});
        context.out << CliTr::tr("Search: %1\n").arg(endText(search.end()));
    }
    return search.end() == MaxLoadSearch::End::Converged ? Success : Failure;
}

} // namespace lanebook::cli
