#pragma once

#include "backends/launcher/pidrecord.h"
#include "backends/launcher/serverlauncher.h"
#include "backends/launcher/serverlog.h"

#include <sys/types.h>

#include <memory>

namespace lanebook {

// One launched server: a local process group, or the local `ssh` client whose remote command
// runs in its own group on the host. Tracks readiness and exit, keeps the PID record on disk
// while it may run, and stops the whole group. Lives on the thread that launched it.
class ServerProcess : public LaunchedServer
{
public:
    ServerProcess(const LaunchSpec &spec, const QString &pidDirectory, const QString &sshProgram);
    ~ServerProcess() override;

    // Starts the process; on failure the state is Failed and error() says why.
    void start();

    ServerState state() const override { return m_state; }
    qint64 pid() const override { return m_pid; }
    bool waitUntilReady() override;
    int reportedPort() const override;
    bool isAlive() override;
    std::optional<int> stop() override;
    QString logTail() const override;
    QString error() const override { return m_error; }

private:
    bool isRemote() const { return !m_spec.sshHost.isEmpty(); }
    QString describe() const;
    QString withLogTail(const QString &message) const;
    // portFromLog, and the log has not said the port yet.
    bool waitsForPort() const { return m_spec.portFromLog && reportedPort() == 0; }
    // Collects the exit status if the process has ended; true when it has.
    bool reap(bool block);
    void noteUnexpectedExit();
    void updateRemoteGroup();
    void signalRemoteGroup(int signalNumber);
    // Waits until the leader has exited and nothing of its group still runs.
    bool waitForGroupToEnd(double timeoutS);

    LaunchSpec m_spec;
    QString m_pidDirectory;
    QString m_sshProgram;
    ServerState m_state = ServerState::NotStarted;
    pid_t m_pid = -1;
    std::optional<int> m_waitStatus;
    QString m_error;
    std::unique_ptr<ServerLog> m_log;
    // A remote server's ssh standard input, held open while it should run: its end (this
    // process exiting, even by SIGKILL) is what makes the remote watcher stop the group.
    int m_sshStdinFd = -1;
    PidRecord m_record;
    bool m_recorded = false;
    bool m_stopped = false; // stop() ran: nothing is signalled again
};

} // namespace lanebook
