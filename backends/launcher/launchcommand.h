#pragma once

#include "backends/launcher/serverlauncher.h"
#include "models/base/expected.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <utility>

// What a launch runs, as data: the environment a server gets and the OpenSSH command line for a
// remote one. Pure functions, so the exact argv is unit-tested without a host to log into.
namespace lanebook::LaunchCommand {

// CUDA_VISIBLE_DEVICES, HIP_VISIBLE_DEVICES and ZE_AFFINITY_MASK for the given GPUs ("0,1");
// empty when no GPU is given (the server sees what the host shows it).
QMap<QString, QString> gpuPinning(const QList<int> &gpuIndices);

// The spec's own variables plus the pinning. The pinning wins over a hand-written
// CUDA_VISIBLE_DEVICES: the wave placed the arm on those GPUs, and its records say so.
QMap<QString, QString> serverVariables(const LaunchSpec &spec);

// One word for a POSIX shell, in single quotes where needed ("it's" -> 'it'\''s').
QString shellQuoted(const QString &word);

// The first line a remote launch prints: the remote shell's PID, which is its process group
// (sshd starts each session's command in a new session), so stop() can signal the group,
// and after remoteStartMarker() that PID's start time (/proc/PID/stat), so a later
// Lanebook never signals a group whose PID the host has given to another process.
QString remoteGroupMarker();
QString remoteStartMarker();
// Parses the marker line: {group, start ticks}; group 0 when the line is not the marker.
std::pair<qint64, quint64> parseRemoteMarker(const QString &line);

// What the remote shell runs: print the marker, read the environment from standard input
// (remoteEnvironmentInput: never in the command line, which `ps` shows on both hosts), start
// a watcher that stops the whole group when standard input ends (the ssh session is gone:
// Lanebook crashed, was killed, or the network dropped) and leaves once nothing else of the
// group runs, cd, then exec argv...
QString remoteCommandLine(const LaunchSpec &spec);
// The bytes Lanebook writes to the ssh client's standard input first: one base64 KEY=VALUE
// per line, then an end line. The pipe then stays open for as long as the server should run.
QByteArray remoteEnvironmentInput(const LaunchSpec &spec);

// `ssh -o BatchMode=yes -o ConnectTimeout=10 -T -- HOST 'remote command'`. BatchMode: a GUI cannot
// answer a password prompt, so a missing key fails at once instead of hanging. The user's ssh
// config and agent apply because it is their ssh binary.
QStringList sshArgv(const LaunchSpec &spec, const QString &sshProgram);

// `ssh ... HOST 'kill -SIG -PGID'`: signals a remote server's process group (no `--`: dash
// refuses it, and a negative PID after the signal is unambiguous in every POSIX shell). With
// the group leader's start ticks known, only when /proc/PGID still shows that start time or
// the leader is gone (a PID is not reused while its group lives).
QStringList sshSignalArgv(const QString &sshHost, qint64 remoteGroupId, quint64 remoteStartTicks,
                          int signalNumber, const QString &sshProgram);
// One ssh call that stops a remote group: SIGTERM, up to graceS for it to go (returning as
// soon as it has), then SIGKILL; with the same start-time check. A group of which nothing
// runs any more (zombies aside), or whose PID is another process's now, is neither signalled
// nor waited for: the call exits with kRemoteGroupGoneExitCode.
QStringList sshStopGroupArgv(const QString &sshHost, qint64 remoteGroupId, quint64 remoteStartTicks,
                             double graceS, const QString &sshProgram);
// ssh passes the remote exit status through; its own failures are 255.
inline constexpr int kRemoteGroupGoneExitCode = 3;

// Whether the host can be handed to ssh; why not (an empty host, an option-like one).
Expected<void> checkSshHost(const QString &sshHost);

} // namespace lanebook::LaunchCommand
