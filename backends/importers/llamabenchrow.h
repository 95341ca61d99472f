#pragma once

#include "models/run/run.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <string>

namespace lanebook::LlamaBench {

// One test of llama-bench output, whatever the output format: field name -> value, typed as
// `-o json` types it (numbers, bools, strings). The text formats (csv, sql, md) are turned
// into this shape first, so there is one mapping to a Run.
struct Row
{
    nlohmann::json fields = nlohmann::json::object();
    QString locator; // "object 2", "line 3", "row 1"
};

// The value a csv/sql/md cell stands for: numbers for the numeric fields, bools for the
// boolean ones ("0"/"1"), the text otherwise. A numeric field whose text is not a number is
// kept as text, so that reading it later fails with a message naming the field.
nlohmann::json typedValue(const std::string &field, const QString &text);

// The run of one test. Throws ImportFailure naming the row and the field when a required
// field (avg_ts, n_prompt/n_gen) is missing or has the wrong type.
Run runFromRow(const Row &row);

} // namespace lanebook::LlamaBench
