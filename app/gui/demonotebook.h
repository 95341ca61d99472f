#pragma once

#include <QString>

namespace lanebook {
class NotebookStore;
}

namespace lanebook::DemoNotebook {

// Returns the path of the demo notebook, creating or refreshing it from the real samples
// bundled in the executable (resources/demo). The samples are unpacked next to the
// notebook so that each run's source path points at a file the user can open. Import is
// idempotent, so calling this again adds nothing. On failure returns an empty string and
// sets *error.
QString prepare(QString *error);

// Records the demo's story findings (the OEA negative result, the quantization sweep's 2-bit
// quality cliff) on the bundled runs, once: a finding already there by title is left alone.
void recordStoryFindings(NotebookStore &store);

} // namespace lanebook::DemoNotebook
