#pragma once

#include "models/base/expected.h"

#include <QString>

namespace lanebook {
class NotebookStore;
struct ParsedFile;
} // namespace lanebook

namespace lanebook::DemoNotebook {

// Returns the path of the demo notebook, creating or refreshing it from the real samples
// bundled in the executable (resources/demo). The samples are unpacked next to the
// notebook so that each run's source path points at a file the user can open. The notebook is
// built once (notebook_info "demo_story" records the samples it holds; a later start with the
// same samples imports nothing), whatever the language. Fails saying why it could not.
Expected<QString> prepare();

// Records the demo's story findings (the OEA negative result, the quantization sweep's 2-bit
// quality cliff) on the bundled runs, once: a finding already there by title is left alone.
// The story is stored in English whatever the language (models/findings/storytext.h).
void recordStoryFindings(NotebookStore &store);

// Adds what the byte ledger needs (active_params, bits_per_weight, the host's bandwidth where
// the table lacks it) to the runs of the demo's models whose numbers are published, before
// they are stored; a file that says it itself is left as it is (demonotebook_ledger.cpp).
void addLedgerFacts(ParsedFile &parsed);

// A demo notebook an older Lanebook opened under several languages holds the story once per
// language (titles translated): the copies are merged into the English one, links kept.
void mergeTranslatedStory(NotebookStore &store);

} // namespace lanebook::DemoNotebook
