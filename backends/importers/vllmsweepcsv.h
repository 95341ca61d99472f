#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

// `vllm bench sweep serve` (vllm/benchmarks/sweep/serve.py) writes summary.csv in the
// experiment's folder, above the combination folders: pd.DataFrame.from_records(every run's
// dict).to_csv(path). An unnamed index column (0..n-1), then the union of the runs' keys in
// first-seen order (a run's `vllm bench serve` result keys, run_number, then the combination's
// serve and bench parameters), one row per run; a key a run lacks is an empty cell, a list or
// a dict is Python's repr of it, a bool True/False, a float Python's repr (inf, nan).
namespace lanebook::VllmSweepCsv {

// The header: an unnamed first column, run_number, and the result's own keys.
bool looksLikeSummaryCsv(const QByteArray &content);

struct Row
{
    int line = 0; // 1-based line of the row in the file
    std::string
        json; // the row as one JSON object, keys in the header's order, empty cells left out
};

// Every row, each as the run dict it was written from. Throws ImportFailure naming the line of
// a row with more cells than the header or a quote left open.
std::vector<Row> rows(const QByteArray &content);

// The run=<n>.json files of the combination folders beside summary.csv.
QStringList runFilesBeside(const QString &summaryCsvPath);

} // namespace lanebook::VllmSweepCsv
