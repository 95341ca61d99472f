#pragma once

#include "app/cli/commandline.h"
#include "app/cli/commandoptions.h"
#include "backends/notebook/notebookstore.h"

#include "models/base/expected.h"
#include "models/frontier/slo.h"

#include <optional>

namespace lanebook::cli {

// A notebook is there to open: a team notebook's address, or a file that exists.
bool notebookExists(const QString &location);

// Opens an existing notebook for writing (commands that store what they compute); a missing
// file is an error, never a fresh empty notebook. The message goes to context.err.
bool openExistingForWriting(NotebookStore &store, CommandContext &context);

// Opens an existing notebook for reading. A notebook on an older schema, or one with work
// for a read-write open (run journal entries to replay, waves to mark interrupted), is
// opened once for writing first: that is the same write the window would make on open.
bool openExistingForReading(NotebookStore &store, CommandContext &context);

// Says on context.err what a read-write open did on its own: journal entries replayed (or
// not), waves marked interrupted.
void reportHousekeeping(NotebookStore &store, CommandContext &context);

// A run by id or label, in full with its request samples (the gates read them); the message
// ("lanebook-cli COMMAND: no run with ...") goes to context.err.
std::optional<Run> loadRunForJudging(const NotebookStore &store, const QString &idOrLabel,
                                     const QString &command, CommandContext &context);

// compare --slo, check --slo: every run judged against the SLO from its request samples
// (slo_attainment_pct, goodput_req_per_s, goodput_tok_per_s, in memory: the notebook keeps
// what the run was stored with). A run without samples is refused, naming it. The runs judged.
Expected<int> judgeAgainstSlo(std::vector<Run> &runs, const Slo &slo);

// --slo TEXT of compare and check: the SLO, or the option's error added to options.
std::optional<Slo> sloOption(const CommandOptions &options);

} // namespace lanebook::cli
