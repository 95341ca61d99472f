#pragma once

#include "models/run/run.h"

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// A run as the charts see it: identity, what it is a variant of (quantization, bits per
// weight, config) and its metrics. Built from a full Run on a reader thread, so the GUI holds
// these few fields instead of every config and sample.
struct ChartRun
{
    qint64 id = 0;
    QString label;
    QString model;
    QString modelFamily; // the model without its quantization words: "llama 7B" of "llama 7B Q4_0"
    QString lane;
    QString gpu; // the config's GPU name ("H200", "RTX 4080"); runs on other GPUs chart apart
    RunFormat format = RunFormat::Lanebook;
    RunStatus status = RunStatus::Unjudged;
    QString quantization; // as the config names it ("Q4_K - Medium", "fp8"); may be empty
    std::optional<double> bitsPerWeight;
    QString configName; // runtime, version, quantization, parallelism: a series "per config"
    // The config's top-level plain values (argv and nested objects left out), so that a chart
    // can name series by what differs between configs (moe_routing=..., kv_cache_dtype=...).
    QHash<QString, QString> configValues;
    // The request rate the workload asked for, as written: "4", "inf", "trace"; empty when it
    // names none. Runs at another rate measure another thing, so the charts keep them apart.
    // From the workload alone, so that the narrow read (fromShared) gives the same.
    QString requestRate;
    QHash<QString, double> metrics;

    std::optional<double> metric(const QString &name) const;

    static ChartRun fromRun(const Run &run);

    // A narrow read (RunRepository::chartRuns) builds the parts runs share (model, format,
    // config, workload: a few distinct values among 100,000 runs) once, from a Run without
    // metrics, then each run from that and its own columns; the result equals fromRun() of the
    // full run for every metric the charts use (RunCharts::isChartedMetric).
    static ChartRun fromShared(const ChartRun &shared, qint64 id, const QString &label,
                               const QString &lane, RunStatus status,
                               QHash<QString, double> ownMetrics);
};

std::vector<ChartRun> chartRunsOf(const std::vector<Run> &runs);

// The words in a model name that name its quantization ("Q4_0", "IQ2_XXS", "fp8", "AWQ").
QString quantizationWordOf(const QString &modelName);

} // namespace lanebook
