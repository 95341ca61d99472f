#pragma once

#include "backends/importers/importfile.h"
#include "backends/importers/metrictable.h"
#include "backends/notebook/notebookstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook::cli {

// What became of one file an experiment wrote (lanebook-cli run).
struct ResultFile
{
    enum class Kind {
        Known,       // a format an importer recognised by its content
        MetricTable, // a CSV / JSON Lines table mapped with --metric
        NotAResult,  // neither: a log, a checkpoint, a table without --metric
        Failed       // a result that could not be read or stored: `error` says why
    };
    QString path;
    Kind kind = Kind::NotAResult;
    QString format;             // "llama-bench", "metric-table"
    std::vector<qint64> runIds; // the runs it added
    int runsAlreadyPresent = 0; // the same file's rows imported before
    QString note;               // why it is not a result, or the error
};

// The result files of one experiment, ready to be linked to its run.
struct ExperimentResults
{
    std::vector<ResultFile> files;
    int runsAdded() const;
    bool anyFailed() const;
};

// What every imported run is given: the experiment's run (its id, label) and lane.
struct ExperimentLink
{
    std::optional<qint64> experimentRunId;
    QString label;
    QString lane;
};

// A written file read, not yet stored: the experiment's own run is recorded first (with the
// list of its result files), then these, linked to it.
struct PreparedResult
{
    ResultFile summary;
    ParsedFile parsed; // the runs to store (Known, MetricTable)
};

// Reads each written file: known formats by content, then CSV / JSON Lines tables through the
// --metric mappings; anything else is listed as not a result.
std::vector<PreparedResult> readExperimentResults(const QStringList &writtenPaths,
                                                  const QList<MetricMapping> &mappings,
                                                  const QString &label);

// Gives every run the experiment's link (extra "experiment_run_id", "experiment_label"; the
// lane when one is given) and stores each file's runs in one transaction.
ExperimentResults storeExperimentResults(NotebookStore &store, std::vector<PreparedResult> prepared,
                                         const ExperimentLink &link);

// The result files as the experiment's run keeps them (its extra "experiment".result_files).
nlohmann::json resultFilesJson(const std::vector<PreparedResult> &prepared, const QString &folder);
QString resultKindId(ResultFile::Kind kind);

} // namespace lanebook::cli
