#pragma once

#include "app/cli/commandspec.h"

#include <QString>
#include <QStringList>

namespace lanebook::cli {

// Help and usage errors drawn from the command table (commandspec.h).

// `lanebook-cli help`: every command with its one-line summary, and the global options.
QString overallHelp(const QString &defaultNotebook);
// `lanebook-cli COMMAND --help`: synopsis, every option with its meaning, an example.
QString commandHelp(const CommandSpec &spec);
// `lanebook-cli wave --help`: the actions of a command that has them.
QString actionsHelp(const QString &command);
// What a command prints under its usage error: its synopsis from the table (each action's, for
// a command that has them) and where its options are explained.
QString usageText(const QString &command);

// Help and usage fit a terminal of this many columns.
inline constexpr int kHelpColumns = 80;
// `text` broken at spaces into lines of at most `width` columns (a longer word keeps a line of
// its own). The first line goes on after `firstColumn` columns the caller has written; the
// others start with `indent` spaces. No trailing newline.
QString wrapText(const QString &text, int width, int indent, int firstColumn);

// Levenshtein distance; the closest of `candidates` to `word`, or empty when none is close
// enough to be what was meant (more than a third of the word would have to change).
int editDistance(const QString &a, const QString &b);
QString closestMatch(const QString &word, const QStringList &candidates);

// Checks `arguments` (after the command and action words) against the spec: every `--name`
// must be one of its options, and an option that takes a value must get one. An error
// naming the bad option and the closest valid one, or empty.
QString checkOptions(const CommandSpec &spec, const QStringList &arguments);

} // namespace lanebook::cli
