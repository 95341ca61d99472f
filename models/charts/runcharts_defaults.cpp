// RunCharts::suggestedOptions: the first chart the Charts tab shows, chosen from what the
// notebook holds rather than fixed, so that a notebook of llama-bench tests does not open on
// an empty concurrency chart. The y scale is not chosen here: build() fits it to what it draws.
#include "models/charts/runcharts.h"

#include <QSet>

#include <cmath>

namespace lanebook::RunCharts {

namespace {

bool counted(const ChartRun &run)
{
    return run.status != RunStatus::Failed && run.status != RunStatus::Invalid;
}

std::optional<double> xOf(const ChartRun &run, ChartKind kind)
{
    if (kind == ChartKind::ThroughputVsContext)
        return contextTokensOf(run);
    if (kind == ChartKind::SpeedQualityVsBits)
        return run.bitsPerWeight;
    return run.metric(QStringLiteral("concurrency"));
}

struct Candidate
{
    ChartKind kind = ChartKind::ThroughputVsConcurrency;
    QString yMetric;
    std::vector<const ChartRun *> runs; // counted, with a positive x and a finite y
};

Candidate candidateOf(const std::vector<ChartRun> &runs, ChartKind kind, const QString &metric)
{
    Candidate candidate{kind, metric, {}};
    QSet<double> xs;
    for (const ChartRun &run : runs) {
        const auto x = xOf(run, kind);
        const auto y = run.metric(metric);
        if (counted(run) && x && std::isfinite(*x) && *x > 0.0 && y && std::isfinite(*y)) {
            candidate.runs.push_back(&run);
            xs.insert(*x);
        }
    }
    // One x value is no axis: nothing is compared along it.
    if (xs.size() < 2)
        candidate.runs.clear();
    return candidate;
}

} // namespace

ChartOptions suggestedOptions(const std::vector<ChartRun> &runs)
{
    ChartOptions options;
    const QStringList metrics = throughputMetrics(runs);
    Candidate best;
    // Ties keep the earlier pair: concurrency before context, the usual headline metric first.
    for (ChartKind kind : {ChartKind::ThroughputVsConcurrency, ChartKind::ThroughputVsContext,
                           ChartKind::SpeedQualityVsBits}) {
        for (const QString &metric : metrics) {
            Candidate candidate = candidateOf(runs, kind, metric);
            if (candidate.runs.size() > best.runs.size())
                best = std::move(candidate);
        }
    }
    if (best.runs.empty())
        return options;
    options.kind = best.kind;
    options.yMetric = best.yMetric;

    QSet<QString> quantizations;
    QSet<QString> configs;
    for (const ChartRun *run : best.runs) {
        quantizations.insert(run->quantization);
        configs.insert(run->configName);
    }
    options.grouping = quantizations.size() < 2 && configs.size() >= 2
                           ? SeriesGrouping::Config
                           : SeriesGrouping::Quantization;
    return options;
}

} // namespace lanebook::RunCharts
