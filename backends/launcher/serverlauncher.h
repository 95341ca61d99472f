#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace lanebook {

struct PidRecord;

// How to start one inference server (a config's server): argv, never a shell string.
struct LaunchSpec
{
    QString name;                       // for messages and the PID record ("arm A: vllm serve ...")
    QStringList argv;                   // argv[0] is the program
    QMap<QString, QString> environment; // added to (and overriding) the inherited environment
    QString workingDirectory;           // empty: inherit
    QList<int> gpuIndices;              // pinned with CUDA_VISIBLE_DEVICES, HIP_VISIBLE_DEVICES and
                                        // ZE_AFFINITY_MASK; empty: not pinned
    QString sshHost;                    // empty: this machine; else `ssh HOST -- argv...`
    QString healthUrl;                  // GET until 200; empty: ready as soon as started
    // The server picks its port (`--port 0`): it is not ready before its log says where it
    // listens (ServerPort::fromLogLine), and a port 0 in healthUrl is replaced by that one.
    bool portFromLog = false;
    double readyTimeoutS = 600.0;
    double stopGraceS = 10.0; // SIGTERM, then SIGKILL to the process group after this
    int logTailLines = 200;
    QString logFilePath; // the whole log is also appended here; empty: tail only
};

enum class ServerState { NotStarted, Starting, Ready, Exited, Failed, Stopped };

// A started server: its process group, its log, whether it is ready. Not thread-safe: owned by
// one thread (the wave runner's). Destroying it stops the server.
class LaunchedServer
{
public:
    virtual ~LaunchedServer() = default;

    virtual ServerState state() const = 0;
    virtual qint64 pid() const = 0;
    // Blocks until the health URL answers 200, the process exits, or the timeout passes.
    // False with error() naming the server, its exit code and log tail when it is not ready
    // (and, with portFromLog, that it never said its port when it did not).
    virtual bool waitUntilReady() = 0;
    // The port the server's log said it listens on (ServerPort::fromLogLine); 0 until then.
    virtual int reportedPort() const = 0;
    virtual bool isAlive() = 0;
    // SIGTERM to the group, SIGKILL after stopGraceS. Returns the exit code when known.
    virtual std::optional<int> stop() = 0;
    virtual QString logTail() const = 0; // the last logTailLines lines of stdout+stderr
    virtual QString error() const = 0;
};

// What stopping the server of one stale PID record found.
enum class StaleServerOutcome {
    AlreadyGone, // nothing of it ran any more: nothing was signalled or waited for
    Stopped,     // something of it ran: SIGTERM, then SIGKILL after its grace
    NoAnswer,    // its host did not answer (unreachable, ssh failed); nothing ran here
};

// Starts servers, records their PIDs (so a crashed Lanebook's servers are found and stopped
// at the next start), and makes children die with Lanebook (PR_SET_PDEATHSIG) where it can.
// PR_SET_PDEATHSIG fires when the *thread* that launched exits, so launch from a thread that
// outlives the server (the wave runner's), never from a short-lived pool thread.
class ServerLauncher
{
public:
    // pidDirectory: where PID records live (default: ~/.local/state/lanebook/servers).
    explicit ServerLauncher(const QString &pidDirectory = {});

    // Never null: a server that cannot start comes back Failed, with error() saying why.
    std::unique_ptr<LaunchedServer> launch(const LaunchSpec &spec);
    // Stops servers recorded by a Lanebook process that no longer runs. Returns how many were
    // not already gone.
    int cleanUpStaleServers();
    // Stops what still runs of one record's server, local group and remote group (one ssh
    // call, which says when the remote group is gone). Blocks for at most its grace.
    StaleServerOutcome stopStaleServer(const PidRecord &record) const;
    QString pidDirectory() const { return m_pidDirectory; }
    // The OpenSSH client used for specs with an sshHost (default: `ssh` on PATH).
    void setSshProgram(const QString &program) { m_sshProgram = program; }

private:
    QString m_pidDirectory;

    // LANEBOOK_SSH names another OpenSSH client (a wrapper that adds -F CONFIG, say).
    QString m_sshProgram = qEnvironmentVariable("LANEBOOK_SSH", QStringLiteral("ssh"));
};

} // namespace lanebook
