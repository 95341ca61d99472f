#pragma once

#include "backends/importers/jsonobjectscan.h"
#include "models/run/run.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

// AIPerf's files other than its summary (profile_export_aiperf.json) and request records
// (profile_export.jsonl), and the parts of the summary that say how the run relates to others.
// Their schemas are in FORMATS.md ("AIPerf's other files"); none is a run of its own:
// - beside the summary, same stem: <stem>_timeslices.json (the metrics per time slice),
//   <stem>_steady_state.json (the metrics inside AIPerf's steady-state window) and
//   <stem>_energy_efficiency.json (energy per token, per request, per watt), and
//   accuracy_results.csv (accuracy mode: each task's share answered right) and
//   server_metrics_export.json (or <stem>_server_metrics.json: the server's own /metrics over
//   the profile) are the summary's companions; the server scrapes' .jsonl and .csv forms say
//   what that .json says and are passed over beside the summary;
// - aggregate/profile_export_aiperf_aggregate.json and ..._collated.json (--num-profile-runs)
//   are statistics across the profile runs, each of which has its own summary under
//   profile_runs/run_NNNN/: those are the runs, their trial their repeat;
// - sweep_aggregate/profile_export_aiperf_sweep.json: statistics per swept combination, whose
//   runs have their own folders.
namespace lanebook::AiperfArtifacts {

enum class Kind {
    None,
    Timeslices,
    SteadyState,
    EnergyEfficiency,
    Accuracy,
    Aggregate,
    Collated,
    Sweep,
    ServerMetrics,        // server_metrics_export.json (aiperfservermetrics.h)
    ServerMetricsScrapes, // its raw scrapes, server_metrics_export.jsonl
    ServerMetricsTable,   // and its .csv
    // The CSV twins of JSON files Lanebook reads: the summary's (<stem>.csv), the slices'
    // and the steady window's; passed over beside their JSON's summary, refused alone.
    SummaryTable,
    TimeslicesTable,
    SteadyStateTable
};

// Told from the first object's top-level keys (never from the file's name). A summary, which
// also carries aiperf_version and schema_version, is None.
Kind kindOf(const std::vector<JsonObjectScan::Member> &members);

// accuracy_results.csv, told from its header (either generation).
bool looksLikeAccuracyTable(const QByteArray &content);
// One of the CSV twins above, by its first line; None for anything else.
Kind tableKindOf(const QByteArray &content);

// A file that belongs to the summary named summaryName in its folder: ImportCovered by that
// summary when it is there; returns otherwise (the caller says what to import instead).
void passOverBesideSummary(const QString &path, const QString &summaryName);

// parse() of such a file: throws ImportCovered naming what holds its runs when that is beside
// it, else ImportFailure saying what to import instead. A damaged file is said as such first.
[[noreturn]] void passOver(Kind kind, const QString &path, std::string_view text);

// The companions' paths of the summary at summaryPath (in its folder, its stem + suffix).
QStringList companionPaths(const QString &summaryPath);
// Adds the companion at path (one of companionPaths()) to the summary's run: the metrics of
// each time slice, or of the steady-state window, in the vocabulary; the energy figures the
// summary lacks; each task's accuracy as a quality metric (`<task>.accuracy`, 0-1). Throws
// ImportFailure naming the file and its line or key for a damaged or foreign file.
void addCompanion(Run &run, const QString &path, std::string_view text);

// The summary's run_info (its trial is the run's repeat, the sweep's variation_values are
// settings), warmup_metrics, and the tool's own judgement of the run (schema 1.5's
// runtime_submission_invalid_reasons, an older metadata.submission_valid): kept in extra, and
// a run the tool called invalid carries its reasons under kToolInvalidKey for the errors gate.
void readRunRelations(Run &run, const nlohmann::json &document, nlohmann::json &extra);

} // namespace lanebook::AiperfArtifacts
