#pragma once

#include "backends/importers/importer.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace lanebook {

// A generic result: a CSV or JSON Lines table of metric rows that no known tool wrote (an
// experiment script's own sweep). `--metric NAME=COLUMN` says which column holds which
// vocabulary metric; every row becomes one run, its metrics from the mapped columns and every
// other column in its config (the swept variable: bits=2, 3, 4), so a BitForge-style sweep of
// bit widths becomes one run per width.
struct MetricMapping
{
    QString metric; // a vocabulary name, unit in the name: perplexity, gen_tok_per_s
    QString column; // the CSV header's column, or the JSON Lines key
};

// "NAME=COLUMN" (or "NAME" when the column has the metric's name). An error message when the
// text is not that or NAME is not a snake_case metric name, else empty.
QString parseMetricMapping(const QString &text, MetricMapping &mapping);

// By name: .csv, .jsonl, .ndjson. (Known formats are detected by content; a generic table has
// no content of its own to detect.)
bool isMetricTableFile(const QString &path);

// The runs of the table: format lanebook, locator "row N" (CSV, N counts data rows) or
// "line N" (JSON Lines), config from the unmapped columns (numbers typed), model from a
// "model" column. Throws ImportFailure naming the line: an empty file, a header without rows,
// a mapped column the table does not have (with the columns it has), a cell that is not a
// number. An empty cell, "nan" or null is a missing value of that row.
std::vector<Run> parseMetricTable(const ImportInput &input, const QList<MetricMapping> &mappings);

// The config keys whose values differ between the runs, in key order: what
// the table swept.
QStringList sweptConfigKeys(const std::vector<Run> &runs);

} // namespace lanebook
