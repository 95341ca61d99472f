#include "models/charts/detailcharts.h"

#include "models/charts/chartpoints.h"
#include "models/charts/chartscaling.h"
#include "models/charts/chartstr.h"
#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace lanebook {

RunLatencies RunLatencies::of(const Run &run, LatencyMeasure measure)
{
    RunLatencies latencies;
    latencies.runId = run.id;
    latencies.label = run.label;
    for (const RequestSample &sample : run.samples) {
        if (!sample.error.isEmpty())
            continue;
        switch (measure) {
        case LatencyMeasure::Ttft:
            if (sample.ttftMs)
                latencies.valuesMs.push_back(*sample.ttftMs);
            break;
        case LatencyMeasure::E2el:
            if (sample.e2elMs)
                latencies.valuesMs.push_back(*sample.e2elMs);
            break;
        case LatencyMeasure::Itl:
            for (float gap : sample.itlMs)
                latencies.valuesMs.push_back(gap);
            break;
        }
    }
    std::erase_if(latencies.valuesMs, [](double v) { return !std::isfinite(v) || v < 0.0; });
    std::sort(latencies.valuesMs.begin(), latencies.valuesMs.end());
    return latencies;
}

namespace DetailCharts {

namespace {

// Most points a CDF gets: past this the curve looks the same and draws slower.
constexpr int kCdfPoints = 1000;
// Runs whose p50 / p90 / p99 the note lists; the rest are counted.
constexpr qsizetype kListedPercentileRuns = 4;

// Latencies that span orders of magnitude (a 2 ms cache hit beside a 4 s queue) need a log
// axis; a run whose requests all took 40 to 60 ms reads better on a linear one.
AxisScale cdfScale(const std::vector<RunLatencies> &runs)
{
    // Pooled as one: a run's own tail is no series squashed by another's range.
    std::vector<std::vector<double>> pooled(1);
    for (const RunLatencies &run : runs) {
        for (double v : run.valuesMs) {
            if (v > 0.0)
                pooled.front().push_back(v);
        }
    }
    return ChartScaling::scaleFor(pooled);
}

// "run-a 12.3 / 30.1 / 81.0 ms"
QString percentilesOf(const QString &label, const std::vector<double> &sortedMs)
{
    auto ms = [&sortedMs](double percent) {
        return ChartScaling::valueText(stats::percentileOfSorted(sortedMs, percent), QString());
    };
    return ChartsTr::tr("%1 %2 / %3 / %4 ms").arg(label, ms(50.0), ms(90.0), ms(99.0));
}

ChartBox boxOf(const RunLatencies &run)
{
    const std::vector<double> &v = run.valuesMs;
    ChartBox box;
    box.runId = run.runId;
    box.label = run.label;
    box.n = static_cast<int>(v.size());
    box.q1 = stats::percentileOfSorted(v, 25.0);
    box.median = stats::percentileOfSorted(v, 50.0);
    box.q3 = stats::percentileOfSorted(v, 75.0);
    const double fence = 1.5 * (box.q3 - box.q1);
    const auto low = std::lower_bound(v.begin(), v.end(), box.q1 - fence);
    const auto high = std::upper_bound(v.begin(), v.end(), box.q3 + fence);
    box.lowWhisker = low != v.end() ? *low : v.front();
    box.highWhisker = high != v.begin() ? *(high - 1) : v.back();
    box.outliers = static_cast<int>((low - v.begin()) + (v.end() - high));
    return box;
}

} // namespace

ChartData latency(const std::vector<RunLatencies> &runs, const ChartOptions &options)
{
    ChartData data;
    data.kind = options.kind;
    data.title =
        chartKindTitle(options.kind) + QStringLiteral(" — ") + latencyMeasureTitle(options.latency);
    const QString valueTitle = latencyMeasureTitle(options.latency) + QStringLiteral(" (ms)");
    const bool cdf = options.kind == ChartKind::LatencyCdf;
    if (cdf) {
        data.x = {valueTitle, QStringLiteral("ms"), AxisScale::Log10};
        // A share of requests: 0 to 100% whatever the runs hold, never fitted to the curves.
        data.y = {ChartsTr::tr("Requests at or below (%)"), QStringLiteral("%"), AxisScale::Linear};
        data.y.fixedMin = 0.0;
        data.y.fixedMax = 100.0;
    } else {
        // Boxes compare medians and spreads, which a log axis squashes flat: linear unless the
        // user asks for log.
        data.x = {ChartsTr::tr("Run"), QString(), AxisScale::Linear};
        data.y = {valueTitle, QStringLiteral("ms"),
                  options.yScale == YScale::Log ? AxisScale::Log10 : AxisScale::Linear};
    }
    if (runs.empty()) {
        data.emptyMessage = ChartsTr::tr("Select one or more runs in the Runs table to see their "
                                         "latency distributions.");
        return data;
    }
    if (cdf)
        data.x.scale = cdfScale(runs);
    const bool logX = cdf && data.x.scale != AxisScale::Linear;
    QStringList without;
    QStringList percentiles;
    int unlisted = 0;
    for (const RunLatencies &run : runs) {
        std::vector<double> values = run.valuesMs;
        if (logX) // a log axis has no place for zero
            std::erase_if(values, [](double v) { return v <= 0.0; });
        if (values.empty()) {
            without << run.label;
            continue;
        }
        if (cdf) {
            ChartSeries series;
            series.name = run.label;
            series.style = SeriesStyle::Line;
            series.points = ChartPoints::cumulative(values, kCdfPoints);
            for (ChartPoint &point : series.points) {
                point.runId = run.runId;
                point.runLabel = run.label;
            }
            data.series.push_back(std::move(series));
            if (percentiles.size() < kListedPercentileRuns)
                percentiles << percentilesOf(run.label, values);
            else
                ++unlisted;
        } else {
            data.boxes.push_back(boxOf(run));
        }
    }
    if (data.isEmpty()) {
        data.emptyMessage =
            ChartsTr::tr("The selected runs have no per-request %1 samples. Runs imported from "
                         "summaries carry only percentiles; recorded runs and detailed exports "
                         "(vLLM --save-detailed, AIPerf profile exports) have samples.")
                .arg(latencyMeasureTitle(options.latency).toLower());
        return data;
    }
    QStringList notes;
    if (cdf) {
        data.yMarks = {{50.0, QStringLiteral("p50")},
                       {90.0, QStringLiteral("p90")},
                       {99.0, QStringLiteral("p99")}};
        QString line =
            ChartsTr::tr("p50 / p90 / p99: %1.").arg(percentiles.join(QStringLiteral("; ")));
        if (unlisted > 0)
            line += u' ' + ChartsTr::tr("%n more run(s) in the chart.", nullptr, unlisted);
        notes << line;
    }
    if (!without.isEmpty())
        notes << ChartsTr::tr("No samples: %1.").arg(without.join(QStringLiteral(", ")));
    data.note = notes.join(u' ');
    return data;
}

QStringList telemetryMetrics()
{
    return {QStringLiteral("util_pct"), QStringLiteral("power_w"), QStringLiteral("sm_clock_mhz"),
            QStringLiteral("temperature_c"), QStringLiteral("mem_used_bytes")};
}

QString telemetryMetricTitle(const QString &id)
{
    if (id == QLatin1String("power_w"))
        return ChartsTr::tr("Power (W)");
    if (id == QLatin1String("sm_clock_mhz"))
        return ChartsTr::tr("SM clock (MHz)");
    if (id == QLatin1String("temperature_c"))
        return ChartsTr::tr("Temperature (°C)");
    if (id == QLatin1String("mem_used_bytes"))
        return ChartsTr::tr("Memory used (GiB)");
    return ChartsTr::tr("GPU utilization (%)");
}

std::vector<ChartPoint> requestsInFlight(const std::vector<RequestSample> &samples)
{
    std::vector<std::pair<double, int>> events;
    for (const RequestSample &sample : samples) {
        if (!sample.sendTimeS || !sample.e2elMs)
            continue;
        events.emplace_back(*sample.sendTimeS, +1);
        events.emplace_back(*sample.sendTimeS + *sample.e2elMs / 1000.0, -1);
    }
    std::sort(events.begin(), events.end());
    std::vector<ChartPoint> points;
    int inFlight = 0;
    for (const auto &[t, change] : events) {
        ChartPoint before;
        before.x = t;
        before.y = inFlight;
        inFlight += change;
        ChartPoint after = before;
        after.y = inFlight;
        points.push_back(before);
        points.push_back(after);
    }
    return points;
}

ChartData telemetry(const Run &run, const RunTelemetry &trace, const ChartOptions &options)
{
    const QString metric = options.yMetric.isEmpty() ? QStringLiteral("util_pct") : options.yMetric;
    ChartData data;
    data.kind = ChartKind::TelemetryTrace;
    data.title = chartKindTitle(data.kind) + QStringLiteral(" — ") + run.label;
    data.x = {ChartsTr::tr("Time since the run started (s)"), QStringLiteral("s"),
              AxisScale::Linear};
    data.y = {telemetryMetricTitle(metric), QString(), AxisScale::Linear};
    data.y2 = {ChartsTr::tr("Requests in flight"), QString(), AxisScale::Linear};
    if (run.id == 0) {
        data.emptyMessage = ChartsTr::tr("Select a run to see its telemetry beside its load.");
        return data;
    }
    std::function<std::optional<double>(const GpuSample &)> value = [](const GpuSample &s) {
        return s.utilPct;
    };
    if (metric == QLatin1String("power_w"))
        value = [](const GpuSample &s) { return s.powerW; };
    else if (metric == QLatin1String("sm_clock_mhz"))
        value = [](const GpuSample &s) { return s.smClockMhz; };
    else if (metric == QLatin1String("temperature_c"))
        value = [](const GpuSample &s) { return s.temperatureC; };
    else if (metric == QLatin1String("mem_used_bytes"))
        value = [](const GpuSample &s) -> std::optional<double> {
            if (!s.memUsedBytes)
                return std::nullopt;
            return *s.memUsedBytes / (1024.0 * 1024.0 * 1024.0);
        };

    // Telemetry is wall-clock; request send times count from the run's start.
    double originS = 0.0;
    if (run.startedAt.isValid())
        originS = static_cast<double>(run.startedAt.toMSecsSinceEpoch()) / 1000.0;
    else if (!trace.samples.empty())
        originS = static_cast<double>(trace.samples.front().tNs) / 1e9;
    std::vector<ChartSeries> perGpu(trace.gpus.size());
    for (size_t i = 0; i < trace.gpus.size(); ++i) {
        const GpuIdentity &gpu = trace.gpus[i];
        perGpu[i].name = ChartsTr::tr("GPU %1").arg(gpu.index) +
                         (gpu.name.isEmpty() ? QString() : QStringLiteral(" ") + gpu.name);
        perGpu[i].style = SeriesStyle::Line;
    }
    for (const GpuSample &sample : trace.samples) {
        if (sample.gpuIndex < 0 || static_cast<size_t>(sample.gpuIndex) >= perGpu.size())
            continue;
        if (const auto v = value(sample)) {
            ChartPoint point;
            point.x = static_cast<double>(sample.tNs) / 1e9 - originS;
            point.y = *v;
            point.runId = run.id;
            point.runLabel = run.label;
            perGpu[static_cast<size_t>(sample.gpuIndex)].points.push_back(point);
        }
    }
    for (ChartSeries &series : perGpu) {
        std::sort(series.points.begin(), series.points.end(),
                  [](const ChartPoint &a, const ChartPoint &b) { return a.x < b.x; });
        series.points =
            ChartPoints::decimate(series.points, options.plotWidthPx, AxisScale::Linear);
        if (!series.points.empty())
            data.series.push_back(std::move(series));
    }
    const bool hasTelemetry = !data.series.empty();
    ChartSeries load;
    load.name = ChartsTr::tr("Requests in flight");
    load.style = SeriesStyle::Line;
    load.side = AxisSide::Right;
    load.dashed = true;
    load.points = requestsInFlight(run.samples);
    if (!hasTelemetry) {
        data.series.clear();
        data.emptyMessage =
            ChartsTr::tr("No telemetry was recorded with %1. Telemetry is stored for runs "
                         "recorded by Lanebook while a sampler watches their GPUs.")
                .arg(run.label);
        return data;
    }
    for (ChartPoint &point : load.points) {
        point.runId = run.id;
        point.runLabel = run.label;
    }
    if (!load.points.empty())
        data.series.push_back(std::move(load));
    else
        data.note = ChartsTr::tr("The run has no request timings, so its load is not drawn.");
    return data;
}

} // namespace DetailCharts

} // namespace lanebook
