#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lanebook::cli {

// What lanebook-cli knows about each of its commands: the options it takes, what they mean,
// and an example. One table, so that `help`, `COMMAND --help` and the usage a command prints
// after a usage error can never disagree with each other; every command reads its arguments
// through CommandOptions (commandoptions.h), against this table.

enum class OptionKind {
    Flag,  // --once
    Value, // --metric NAME (or --metric=NAME); given again, the last one counts
    List,  // --control RUN... : every following word up to the next option
    Repeat // --tag TAG, given once per value
};

struct OptionSpec
{
    QString name;      // without the dashes: "metric"
    QString valueName; // "NAME"; empty for a flag
    OptionKind kind = OptionKind::Value;
    QString description;
};

struct CommandSpec
{
    QString name;     // "compare", or "wave run" for a command with actions
    QString synopsis; // the words after the name: "A B [--metric NAME]"
    QString summary;  // one line
    QList<OptionSpec> options;
    QString example; // a whole command line
};

const QList<CommandSpec> &commandSpecs();
// The spec for "compare" or "wave run"; nullptr when there is none.
const CommandSpec *findCommandSpec(const QString &name);
// What `COMMAND --help` says after the options (paragraphs separated by an empty line): the
// defaults and interplay of options a line each cannot carry. Empty for most commands.
QString commandNotes(const QString &name);
// The actions of a command that has them ("wave" -> run, plan); empty otherwise.
QStringList commandActions(const QString &command);
// Every command name as a user types the first word: import, runs, ... (no actions).
QStringList topLevelCommands();

} // namespace lanebook::cli
