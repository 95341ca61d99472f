#pragma once

#include <QStringList>
#include <QTextStream>

namespace lanebook::cli {

// Exit statuses of every command: 0 success, 1 something failed, 2 usage error.
enum ExitCode : int { Success = 0, Failure = 1, UsageError = 2 };

// What every command gets: the notebook, the output mode, its own arguments, and the two
// streams (so tests and the executable share one code path).
struct CommandContext
{
    QString notebookPath;
    bool json = false;
    QStringList arguments; // after the command name, global options removed
    QTextStream &out;
    QTextStream &err;
};

// Runs `lanebook-cli ARGS...` (arguments without the program name). Returns the exit code.
int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err);

int importCommand(CommandContext &context);
int runsCommand(CommandContext &context);
int showCommand(CommandContext &context);
int paretoCommand(CommandContext &context);
int gatesCommand(CommandContext &context);
int compareCommand(CommandContext &context);
int checkCommand(CommandContext &context);         // checkcommand.cpp (CI regression gate)
int benchCommand(CommandContext &context);         // benchcommand.cpp (load generator)
int waveCommand(CommandContext &context);          // wavecommand.cpp (wave run)
int telemetryCommand(CommandContext &context);     // telemetrycommand.cpp
int findingCommand(CommandContext &context);       // findingcommand.cpp (finding new|link|verdict)
int annotateCommand(CommandContext &context);      // annotatecommand.cpp
int exportCommand(CommandContext &context);        // exportcommand.cpp (findings|packet|runs)
int secretCommand(CommandContext &context);        // secretcommand.cpp (secret set|delete|check)
int laneCommand(CommandContext &context);          // lanecommand.cpp (lane list|slo)
int runExperimentCommand(CommandContext &context); // runcommand.cpp (run -- COMMAND ARGS...)

} // namespace lanebook::cli
