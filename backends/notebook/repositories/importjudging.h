#pragma once

#include "backends/importers/importfile.h"

namespace lanebook {

class NotebookStore;

// Runs every validity gate on the runs a file just added and stores the gates
// and the status they suggest, so an imported run is judged the moment it lands instead of
// showing "unjudged". Uses the parsed runs still in memory (per-request samples included).
// A run already judged (or marked failed by its importer) is left alone. Returns how many
// runs were judged.
int judgeImportedRuns(NotebookStore &store, const ParsedFile &file);

} // namespace lanebook
