#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <functional>

#include <sys/types.h>

namespace lanebook {

// One experiment script run to its end as a real child (`lanebook-cli run`): the leader of
// its own session and process group (groupspawn.h), stdout and stderr each on a pipe, read on
// the calling thread. What it keeps is what a notebook needs to say what ran and how it went.
struct ExperimentSpec
{
    QStringList argv;
    QStringList environment; // the child's whole environment, KEY=VALUE
    QString workingDirectory;
    int tailLines = 40; // of stdout and of stderr each
    // Called with every chunk as it arrives (a live view of the script); may be empty.
    std::function<void(const QByteArray &)> onStdout;
    std::function<void(const QByteArray &)> onStderr;
    // Past this many seconds (0: no limit), or once `cancelled` says so, the child's process
    // group gets SIGTERM, then SIGKILL after kTerminateGraceS: a hung step must not hang its
    // caller.
    double timeoutS = 0.0;
    std::function<bool()> cancelled;
    // Whether SIGINT, SIGTERM and SIGHUP sent to Lanebook reach the child (the CLI's `run`);
    // a wave's steps run on a worker thread and leave the process's handlers alone.
    bool forwardSignals = true;
};

inline constexpr double kTerminateGraceS = 2.0;

struct ExperimentOutcome
{
    QString startError;      // set when nothing ran (program not found, not executable)
    int exitCode = -1;       // as a shell reports it: the code, or 128 + the killing signal
    QString exitDescription; // "exited with code 3" / "was killed by signal 9 (Killed)"
    QDateTime startedAtUtc;
    double wallS = 0.0;
    // Peak resident memory of the process tree, two ways (neither alone is the truth):
    // the largest sum of VmRSS over every process of the child's session, sampled from /proc
    // every 100 ms (misses peaks shorter than that), and the largest single process's peak
    // as wait4's rusage reports it (exact, but per process, never the sum of a tree).
    qint64 peakRssTreeSampledBytes = 0;
    qint64 peakRssLargestProcessBytes = 0;
    int rssSampleCount = 0;
    QString stdoutTail;
    QString stderrTail;
    qint64 stdoutBytes = 0;
    qint64 stderrBytes = 0;
    int forwardedSignal = 0; // SIGINT/SIGTERM/SIGHUP passed on to the child's group, or 0
    bool timedOut = false;   // stopped at spec.timeoutS
    bool wasCancelled = false;

    bool started() const { return startError.isEmpty(); }
    bool succeeded() const { return started() && exitCode == 0; }
    // The larger of the two estimates: what the tree needed at least.
    qint64 peakRssBytes() const;
};

// Runs the experiment to its end. SIGINT, SIGTERM and SIGHUP sent to Lanebook meanwhile are
// passed on to the child's process group (it is in a session of its own, so a terminal's ^C
// does not reach it otherwise) and the run is still recorded.
ExperimentOutcome runExperimentProcess(const ExperimentSpec &spec);

// Sum of VmRSS over every live process of a session (its leader's pid), from /proc; bytes.
qint64 sessionResidentBytes(pid_t sessionId);

} // namespace lanebook
