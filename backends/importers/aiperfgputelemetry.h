#pragma once

#include "models/telemetry/runtelemetry.h"

#include <QStringList>

#include <string_view>

#include <nlohmann/json.hpp>

// AIPerf's GPU telemetry export, gpu_telemetry_export.jsonl: one JSON object per GPU per scrape
// of a DCGM exporter (or pynvml / amdsmi), written beside profile_export_aiperf.json. Read as
// the run's GPU trace (FORMATS.md, "AIPerf GPU telemetry export").
namespace lanebook::AiperfGpuTelemetry {

// Whether a first JSON object looks like one line of the export: timestamp_ns, gpu_uuid and
// telemetry_data.
bool looksLikeLine(const nlohmann::json &object);

struct Trace
{
    RunTelemetry telemetry;
    // What was left out, in words for the run's extra: a GPU (by uuid) that a second exporter
    // reported too (its samples would count the one GPU twice), metric names not read.
    QStringList duplicateSources;
    QStringList unreadMetrics;
};

// Every line of the export. Throws ImportFailure naming the line when one is not an object of
// that shape, is cut short or malformed (JsonObjectScan: nesting limit, bad UTF-8).
Trace parse(std::string_view text);

} // namespace lanebook::AiperfGpuTelemetry
