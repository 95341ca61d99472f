#pragma once

#include "backends/importers/jsonobjectscan.h"
#include "models/run/run.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <vector>

// AIPerf's scrapes of the server's own Prometheus /metrics during a profile (FORMATS.md,
// "AIPerf server metrics"): server_metrics_export.json (or <prefix>_server_metrics.json), the
// profiling phase's statistics per metric family and series, beside the summary; its raw
// scrapes (.jsonl) and its table (.csv) say the same and are passed over.
namespace lanebook::AiperfServerMetrics {

// The .json export: schema_version, aiperf_version, `summary` (endpoints, fetch statistics)
// and `metrics`, and nothing of a summary's or an aggregate's (request_throughput, metadata).
bool looksLikeExport(const std::vector<JsonObjectScan::Member> &members);
// One line of the raw .jsonl scrapes: endpoint_url, timestamp_ns and metrics.
bool looksLikeScrapeLine(const std::vector<JsonObjectScan::Member> &members);
// The .csv export, by its first comment line.
bool looksLikeCsv(const QByteArray &content);

// Adds the export's counters to the run as the server saw them over the profiling phase:
// counter totals by series name (prefix cache hits and queries, speculative drafts and
// accepted tokens, preemptions) in extra.server_metrics, as Lanebook's own bench records them
// (ServerMetricsDelta), the speculative-decoding metrics the summary lacks, and every gauge's
// and histogram's statistics per series in extra.aiperf_server_metrics. Throws ImportFailure
// naming the key of a family that is not {type, series: [{stats}]}.
void addTo(Run &run, const QString &fileName, const nlohmann::json &document);

} // namespace lanebook::AiperfServerMetrics
