#pragma once

#include "models/charts/chartdata.h"
#include "models/charts/chartoptions.h"
#include "models/charts/chartrun.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// The charts over many runs: throughput against context length and against
// concurrency, a series per quantization, config, model or lane (split further where its runs
// differ in model, lane, GPU, request rate and, against context, concurrency), repeats folded
// into one point with an error bar; and speed with quality against bits per weight, where the 2-bit
// quality cliff shows as the quality line turning sharply. Pure: runs in, values
// out; an empty chart carries a message saying what is missing.
namespace RunCharts {

// Builds options.kind, which must be one of the kinds chartKindUsesAllRuns() names.
ChartData build(const std::vector<ChartRun> &runs, const ChartOptions &options);

// What the notebook holds decides the first chart: the chart kind and y metric with the most
// runs that share an axis (at least two x values), series per quantization when there are
// several, else per config. The y axis is left Automatic: build() scales it from the data it
// draws (ChartScaling), so a 1,000,000 tok/s mock run never flattens every real one to zero.
ChartOptions suggestedOptions(const std::vector<ChartRun> &runs);

// Whether a chart reads this metric (the y metrics offered, the x axes' metrics, the measured
// request rate that splits series, lm-eval's "<task>.<metric>"): the narrow notebook read
// keeps only these.
bool isChartedMetric(const QString &name);

// The model families of the runs, for a filter, in collated order.
QStringList modelFamilies(const std::vector<ChartRun> &runs);

// The metrics a y axis may offer, in the order a picker lists them: those some run has.
QStringList throughputMetrics(const std::vector<ChartRun> &runs);
QStringList qualityMetrics(const std::vector<ChartRun> &runs);

// The x of a run on the context axis: context_tokens, else input_tokens_mean, else a
// llama-bench test's final context (n_depth + n_prompt + n_gen).
std::optional<double> contextTokensOf(const ChartRun &run);

// An axis title with its unit, the name the Runs table shows: "p99_ttft_ms" -> "TTFT p99 (ms)".
QString metricAxisTitle(const QString &metricName);

} // namespace RunCharts

} // namespace lanebook
