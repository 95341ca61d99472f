#pragma once

#include "backends/export/exportoutcome.h"

#include <QString>

namespace lanebook {

class NotebookStore;

// Runs and their request samples as files for a spreadsheet or a script:
// - FILE.json: an array of runs in the `runs --json` shape, each with "samples" (every
//   request, inter-token latencies included), "annotations" and "gates".
// - FILE.csv: one row per run (identity, config and workload as compact JSON, every metric
//   in its own column) and FILE.samples.csv beside it, one row per request.
// Secrets are redacted in configs, workloads and notes. The filter is the one of
// `lanebook-cli runs --filter`. Other extensions are refused.
ExportOutcome exportRuns(const NotebookStore &store, const QString &path, const QString &filter);

// The path of the samples CSV that goes with a runs CSV ("runs.csv" -> "runs.samples.csv").
QString samplesCsvPath(const QString &runsCsvPath);

} // namespace lanebook
