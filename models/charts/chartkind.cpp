#include "models/charts/chartkind.h"

#include "models/charts/chartstr.h"

#include <array>
#include <utility>

namespace lanebook {

namespace {

const std::array<std::pair<ChartKind, const char *>, 8> kIds{{
    {ChartKind::ThroughputVsContext, "throughput-context"},
    {ChartKind::ThroughputVsConcurrency, "throughput-concurrency"},
    {ChartKind::SpeedQualityVsBits, "speed-quality-bits"},
    {ChartKind::LatencyCdf, "latency-cdf"},
    {ChartKind::LatencyBox, "latency-box"},
    {ChartKind::TelemetryTrace, "telemetry-trace"},
    {ChartKind::ThroughputFrontier, "throughput-frontier"},
    {ChartKind::TtftByTurn, "ttft-by-turn"},
}};

} // namespace

QList<ChartKind> allChartKinds()
{
    QList<ChartKind> kinds;
    for (const auto &[kind, id] : kIds)
        kinds << kind;
    return kinds;
}

QString chartKindId(ChartKind kind)
{
    for (const auto &[k, id] : kIds) {
        if (k == kind)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<ChartKind> chartKindFromId(const QString &id)
{
    for (const auto &[kind, name] : kIds) {
        if (id == QLatin1String(name))
            return kind;
    }
    return std::nullopt;
}

QString chartKindTitle(ChartKind kind)
{
    switch (kind) {
    case ChartKind::ThroughputVsContext:
        return ChartsTr::tr("Throughput against context length");
    case ChartKind::ThroughputVsConcurrency:
        return ChartsTr::tr("Throughput against concurrency");
    case ChartKind::SpeedQualityVsBits:
        return ChartsTr::tr("Speed and quality against bits");
    case ChartKind::LatencyCdf:
        return ChartsTr::tr("Latency distribution (CDF)");
    case ChartKind::LatencyBox:
        return ChartsTr::tr("Latency distribution (box per run)");
    case ChartKind::TelemetryTrace:
        return ChartsTr::tr("Telemetry over time beside load");
    case ChartKind::ThroughputFrontier:
        return ChartsTr::tr("Throughput frontier");
    case ChartKind::TtftByTurn:
        return ChartsTr::tr("TTFT by conversation turn");
    }
    return {};
}

bool chartKindUsesAllRuns(ChartKind kind)
{
    return kind == ChartKind::ThroughputVsContext || kind == ChartKind::ThroughputVsConcurrency ||
           kind == ChartKind::SpeedQualityVsBits || kind == ChartKind::ThroughputFrontier ||
           kind == ChartKind::TtftByTurn;
}

QString latencyMeasureTitle(LatencyMeasure measure)
{
    switch (measure) {
    case LatencyMeasure::Ttft:
        return ChartsTr::tr("Time to first token");
    case LatencyMeasure::E2el:
        return ChartsTr::tr("End-to-end latency");
    case LatencyMeasure::Itl:
        return ChartsTr::tr("Inter-token latency");
    }
    return {};
}

} // namespace lanebook
