#pragma once

#include "app/cli/commandline.h"
#include "backends/notebook/notebookstore.h"

#include <optional>

namespace lanebook::cli {

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

} // namespace lanebook::cli
