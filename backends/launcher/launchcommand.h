#pragma once

#include "backends/launcher/serverlauncher.h"

#include <QMap>
#include <QString>
#include <QStringList>

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
// (sshd starts each session's command in a new session), so stop() can signal the group.
QString remoteGroupMarker();

// What the remote shell runs: print the group marker, cd, then exec env VARS argv...
QString remoteCommandLine(const LaunchSpec &spec);

// `ssh -o BatchMode=yes -o ConnectTimeout=10 -T -- HOST 'remote command'`. BatchMode: a GUI cannot
// answer a password prompt, so a missing key fails at once instead of hanging. The user's ssh
// config and agent apply because it is their ssh binary.
QStringList sshArgv(const LaunchSpec &spec, const QString &sshProgram);

// `ssh ... HOST kill -SIG -PGID`: signals a remote server's process group (no `--`: dash
// refuses it, and a negative PID after the signal is unambiguous in every POSIX shell).
QStringList sshSignalArgv(const QString &sshHost, qint64 remoteGroupId, int signalNumber,
                          const QString &sshProgram);

// Empty when the host can be handed to ssh; else why not (an empty host, an option-like one).
QString sshHostProblem(const QString &sshHost);

} // namespace lanebook::LaunchCommand
