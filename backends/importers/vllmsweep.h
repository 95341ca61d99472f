#pragma once

#include "backends/importers/jsonobjectscan.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lanebook::VllmSweep {

// `vllm bench sweep serve` (vllm/benchmarks/sweep/serve.py) writes each run of a combination
// of server and benchmark parameters as
//   <experiment>/SERVE--<serve name>-BENCH--<bench name>/run=<n>.json
// a `vllm bench serve` result with "run_number" set, then the combination's serve parameters
// and bench parameters merged in as top-level keys, in that order (dict.update), so they follow
// "run_number" in the file. A name is the parameters as k=v joined with "-" (or the
// parameter file's "_benchmark_name"); a side without parameters is left out of the folder name.

// Where a swept setting belongs.
enum class Side {
    Server, // a `vllm serve` argument: the run's config
    Client, // a `vllm bench serve` argument that shapes the load: the run's workload
    Report, // a bench argument that only shapes the report (--save-result, percentiles)
};

struct Setting
{
    std::string key;
    Side side = Side::Server;
};

// The folder of a sweep combination, read from its name.
struct Folder
{
    QString serveName; // "max_num_seqs=4", "fp8-tok2048-seq32-c32"; empty when absent
    QString benchName;
    QStringList serveKeys; // the k of each k=v in serveName; empty for a named combination
    QStringList benchKeys;
    bool isSweep() const { return !serveName.isEmpty() || !benchName.isEmpty(); }
};

// A run_number's value as the file writes it (a JSON number's text), or nullopt.
std::optional<int> runNumberOf(std::string_view value);
// The run numbers a sweep's summary.json names ("run_number": <n>), in order; a cheap text
// search.
std::vector<int> runNumbersIn(std::string_view text);
// run=<n>.json beside a summary.json, and the n of such a path (nullopt for another name).
QString runFilePath(const QString &summaryPath, int runNumber);
std::optional<int> runNumberOfPath(const QString &runFilePath);

// The combination folder a run file lies in (its parent folder's name), or an empty Folder.
Folder folderOf(const QString &runFilePath);

// The swept settings of a result object: the members after "run_number", and those the
// folder's k=v names name wherever they stand (a file re-saved with sorted keys), never a key
// isResultKey says the result writes itself nor the combination's own name ("_benchmark_name").
// Empty when the object is not a sweep's run. The folder's names decide the side where they can;
// otherwise the bench arguments vLLM knows are the client's and every other key is the server's.
std::vector<Setting> settingsOf(const std::vector<JsonObjectScan::Member> &members,
                                const Folder &folder,
                                const std::function<bool(std::string_view)> &isResultKey);

} // namespace lanebook::VllmSweep
