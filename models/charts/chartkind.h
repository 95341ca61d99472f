#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace lanebook {

// The charts the Charts tab offers and the findings export can draw. The ids are
// stable: settings and exported file names use them.
enum class ChartKind {
    ThroughputVsContext,     // a series per quantization or config
    ThroughputVsConcurrency, // the same, against the number of requests in flight
    SpeedQualityVsBits,      // tok/s and quality against bits per weight: the quality cliff
    LatencyCdf,              // per-request latency of chosen runs, cumulative
    LatencyBox,              // the same as one box per run
    TelemetryTrace,          // one run's GPU telemetry over time beside its load
    ThroughputFrontier,      // output tok/s per GPU against per user, each series' frontier
    TtftByTurn,              // a conversation's median TTFT at each turn, a series per config
};

QList<ChartKind> allChartKinds();
QString chartKindId(ChartKind kind); // "throughput-context", ...
std::optional<ChartKind> chartKindFromId(const QString &id);
QString chartKindTitle(ChartKind kind); // translated
// Whether the chart plots the notebook's runs (true) or a few chosen runs in detail.
bool chartKindUsesAllRuns(ChartKind kind);

// How a point that stands for repeated runs shows their spread.
enum class ErrorBars {
    None,
    Iqr,  // median with p25..p75: the headline statistic
    Ci95, // mean with its 95% Student-t interval
};

// Which per-request latency a distribution chart shows.
enum class LatencyMeasure { Ttft, E2el, Itl };

QString latencyMeasureTitle(LatencyMeasure measure); // translated

} // namespace lanebook
