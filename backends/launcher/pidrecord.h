#pragma once

#include "models/base/expected.h"
#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// One started server as written to disk while it runs, so that a Lanebook that crashed can be
// told apart from one that still runs, and its servers stopped at the next start. A PID alone
// is not an identity (PIDs are reused): the kernel's start time of the process goes with it.
struct PidRecord
{
    qint64 ownerPid = 0;         // the Lanebook process that launched it
    quint64 ownerStartTicks = 0; // /proc/PID/stat start time of the owner
    qint64 pid = 0;              // the server (or the local ssh client); also its group id
    quint64 startTicks = 0;
    QString name;
    QStringList argv;
    QString sshHost; // a remote server: its group is remoteGroupId on that host
    qint64 remoteGroupId = 0;
    quint64 remoteStartTicks = 0; // the remote group leader's start time; 0: not known
    double stopGraceS = 10.0;

    // <ownerPid>-<pid>.json: one file per server, so writers never share a file.
    QString fileName() const;
    QByteArray toJson() const;
    // The record, or why the bytes are not one.
    static Expected<PidRecord> fromJson(const QByteArray &json);

    // Writes atomically (temporary file, then rename), or fails naming the file.
    Expected<void> writeTo(const QString &directory) const;
    void removeFrom(const QString &directory) const;
};

// What the kernel says about a process, from /proc (Linux).
namespace ProcessTable {
// The process's start time in clock ticks since boot; 0 when there is no such process.
quint64 startTicks(qint64 pid);
// True when a process with this PID and start time runs (a zombie does not run).
bool runs(qint64 pid, quint64 startTicks);
// True when the PID is gone or a zombie (dead, waiting for its parent to reap it).
bool isGoneOrZombie(qint64 pid);
} // namespace ProcessTable

} // namespace lanebook
