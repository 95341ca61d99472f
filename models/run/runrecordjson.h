#pragma once

#include "models/base/expected.h"
#include "models/run/run.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lanebook {

// A run in full, request samples included, as JSON that reads back into the same Run: the
// shape of the run journal (runs a notebook could not take yet, replayed at its next open).
// Not the CLI's shape (runjson.h), which is for people and loses samples. Metric values
// keep +/-inf as the strings "inf"/"-inf".
nlohmann::json runRecordToJson(const Run &run);
// The run, or an error naming the key when the JSON is not a run record.
Expected<Run> runRecordFromJson(const nlohmann::json &json);

} // namespace lanebook
