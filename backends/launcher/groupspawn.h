#pragma once

#include <QString>
#include <QStringList>

#include <sys/types.h>

namespace lanebook {

// A child started as the leader of its own session and process group (so one signal to the
// group reaches every worker it forks), with stdout and stderr on one pipe, stdin on
// /dev/null, default signal dispositions, and PR_SET_PDEATHSIG(SIGTERM) on Linux so it is told
// to stop when the launching thread dies. fork/exec by hand: QProcess cannot make a session
// leader with a death signal and hand back a raw pipe readable from a thread without an
// event loop.
struct SpawnedGroup
{
    pid_t pid = -1; // also the process group id
    int logFd = -1; // read end of stdout+stderr; the caller owns it
    int stdinFd =
        -1; // write end of the child's standard input (StdinMode::Pipe); the caller owns it
    int stderrFd = -1; // read end of stderr alone (OutputMode::Separate); the caller owns it
    QString error;     // set when nothing was started (program not found, exec failed)

    bool started() const { return pid > 0; }
};

// environment: the complete environment of the child, as KEY=VALUE. The program (argv[0]) is
// looked up on the PATH of that environment when it holds no '/'.
// The child's standard input: /dev/null, or a pipe whose write end the caller keeps (an ssh
// client reads the remote environment from it, and its end tells the remote side that
// Lanebook is gone).
enum class StdinMode { DevNull, Pipe };
// stdout and stderr on one pipe (logFd; a server's log keeps their order), or each on its own
// (logFd: stdout, stderrFd: stderr; an experiment's record keeps a tail of each).
enum class OutputMode { Merged, Separate };
SpawnedGroup spawnGroup(const QStringList &argv, const QStringList &environment,
                        const QString &workingDirectory, StdinMode stdinMode = StdinMode::DevNull,
                        OutputMode outputMode = OutputMode::Merged);

// Exit status as a shell reports it: the exit code, or 128 + the signal that killed it.
int shellExitCode(int waitStatus);
// "exited with code 3" / "was killed by signal 9 (Killed)".
QString describeWaitStatus(int waitStatus);

// Runs a short command (a remote `kill` over ssh) to its end with the inherited environment,
// its output drained and dropped; kills its group after timeoutS. Its exit code, or -1.
int runCommandToEnd(const QStringList &argv, double timeoutS);

// Writes all of bytes to a pipe, or stops at the first error (the reader is gone: EPIPE).
// SIGPIPE is blocked for this thread during the write and a pending one consumed, so a reader
// that died never kills the writer, whatever handler the process has installed (QtTest's
// crash handler catches SIGPIPE; an application may too). True when every byte was written.
bool writeAllToPipe(int fd, const char *bytes, qsizetype size);

// How many processes that are not zombies are in the process group (scans /proc).
int liveGroupMembers(pid_t groupId);

} // namespace lanebook
