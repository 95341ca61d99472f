#pragma once

#include "models/charts/chartdata.h"
#include "models/charts/chartoptions.h"
#include "models/run/run.h"
#include "models/telemetry/runtelemetry.h"

#include <QStringList>

#include <vector>

namespace lanebook {

// One run's per-request latencies of one kind, sorted ascending (milliseconds).
struct RunLatencies
{
    qint64 runId = 0;
    QString label;
    std::vector<double> valuesMs;

    // From a run loaded with its request samples; failed requests are left out (they have no
    // latency worth plotting), inter-token gaps are pooled over the run's requests.
    static RunLatencies of(const Run &run, LatencyMeasure measure);
};

// The charts of a few chosen runs: latency distributions as CDFs or one box per
// run, and one run's telemetry over time beside its load (requests in flight, from its request
// samples). Pure: values in, ChartData out, with an empty state saying what is missing.
namespace DetailCharts {

// LatencyCdf or LatencyBox (options.kind), one series or box per run. The CDF's y axis runs
// from 0 to 100% with p50, p90 and p99 marked across it (and each run's three listed in the
// note); its x axis is logarithmic only when the latencies span orders of magnitude. Boxes
// open on a linear axis (options.yScale Log asks for a log one).
ChartData latency(const std::vector<RunLatencies> &runs, const ChartOptions &options);

// The telemetry metrics the trace chart offers, by id: "util_pct", "power_w",
// "sm_clock_mhz", "temperature_c", "mem_used_bytes".
QStringList telemetryMetrics();
QString telemetryMetricTitle(const QString &id); // translated, with its unit

// options.yMetric picks the telemetry metric (empty: utilization), one series per GPU on the
// left axis; the requests in flight go on the right. run supplies the start time and samples.
ChartData telemetry(const Run &run, const RunTelemetry &trace, const ChartOptions &options);

// Requests in flight over time (seconds from the run's start) as a step curve.
std::vector<ChartPoint> requestsInFlight(const std::vector<RequestSample> &samples);

} // namespace DetailCharts

} // namespace lanebook
