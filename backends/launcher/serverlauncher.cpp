#include "backends/launcher/serverlauncher.h"

#include "backends/launcher/groupspawn.h"
#include "backends/launcher/launchcommand.h"
#include "backends/launcher/pidrecord.h"
#include "backends/launcher/serverprocess.h"
#include "backends/threads/sidebyside.h"

#include <QDir>
#include <QFile>

#include <csignal>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace lanebook {

namespace {

using Clock = std::chrono::steady_clock;
constexpr double kRemoteSignalTimeoutS = 15.0;

QString defaultPidDirectory()
{
    // Qt 6.4 has no StateLocation (6.7): follow the XDG base directory spec by hand.
    QString stateHome = qEnvironmentVariable("XDG_STATE_HOME");
    if (stateHome.isEmpty())
        stateHome = QDir::homePath() + QStringLiteral("/.local/state");
    return stateHome + QStringLiteral("/lanebook/servers");
}

// Is the group this record names still the one it launched? A live process with the record's
// PID but another start time is someone else's. With the leader gone, a group under its PID
// is still the record's group: Linux does not reuse a PID while a group carries it.
bool recordedGroupRuns(const PidRecord &record)
{
    const quint64 ticks = ProcessTable::startTicks(record.pid);
    if (ticks != 0 && !ProcessTable::isGoneOrZombie(record.pid))
        return ticks == record.startTicks;
    return liveGroupMembers(static_cast<pid_t>(record.pid)) > 0;
}

void waitForGroupToEnd(pid_t groupId, double timeoutS)
{
    const auto deadline = Clock::now() + std::chrono::duration<double>(timeoutS);
    while (liveGroupMembers(groupId) > 0 && Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

void stopLocalGroup(pid_t groupId, double graceS)
{
    ::kill(-groupId, SIGTERM);
    waitForGroupToEnd(groupId, graceS);
    if (liveGroupMembers(groupId) > 0) {
        ::kill(-groupId, SIGKILL);
        waitForGroupToEnd(groupId, 2.0);
    }
}

// Best effort: the host may be unreachable now. The remote side checks the group's start time
// and that anything of it still runs before it signals or waits for anything.
StaleServerOutcome stopRemoteGroup(const PidRecord &record, const QString &sshProgram)
{
    const int exitCode =
        runCommandToEnd(LaunchCommand::sshStopGroupArgv(
                            record.sshHost, record.remoteGroupId, record.remoteStartTicks,
                            std::min(record.stopGraceS, kRemoteSignalTimeoutS), sshProgram),
                        kRemoteSignalTimeoutS + record.stopGraceS);
    if (exitCode == LaunchCommand::kRemoteGroupGoneExitCode)
        return StaleServerOutcome::AlreadyGone;
    return exitCode == 0 ? StaleServerOutcome::Stopped : StaleServerOutcome::NoAnswer;
}

} // namespace

ServerLauncher::ServerLauncher(const QString &pidDirectory)
    : m_pidDirectory(pidDirectory.isEmpty() ? defaultPidDirectory() : pidDirectory)
{}

std::unique_ptr<LaunchedServer> ServerLauncher::launch(const LaunchSpec &spec)
{
    auto server = std::make_unique<ServerProcess>(spec, m_pidDirectory, m_sshProgram);
    server->start();
    return server;
}

int ServerLauncher::cleanUpStaleServers()
{
    const QDir directory(m_pidDirectory);
    const QStringList files = directory.entryList({QStringLiteral("*.json")}, QDir::Files);
    std::vector<std::pair<QString, PidRecord>> stale;
    for (const QString &fileName : files) {
        QFile file(directory.filePath(fileName));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const Expected<PidRecord> record = PidRecord::fromJson(file.readAll());
        file.close();
        if (!record) {
            qWarning("Ignoring the server record %s: %s", qPrintable(file.fileName()),
                     qPrintable(record.error()));
            continue;
        }
        if (ProcessTable::runs(record->ownerPid, record->ownerStartTicks))
            continue; // a Lanebook that still runs owns it
        stale.emplace_back(file.fileName(), *record);
    }
    // In parallel: each waits at most its own grace, and only until its group is gone.
    std::atomic<int> stopped{0};
    runSideBySide(stale.size(), [this, &stale, &stopped](size_t k) {
        const auto &[path, record] = stale[k];
        // A host that did not answer may still run it: counted, as a stop was tried.
        if (stopStaleServer(record) != StaleServerOutcome::AlreadyGone)
            ++stopped;
        QFile::remove(path);
    });
    return stopped;
}

StaleServerOutcome ServerLauncher::stopStaleServer(const PidRecord &record) const
{
    StaleServerOutcome outcome = StaleServerOutcome::AlreadyGone;
    if (!record.sshHost.isEmpty() && record.remoteGroupId > 1 &&
        LaunchCommand::checkSshHost(record.sshHost))
        outcome = stopRemoteGroup(record, m_sshProgram);
    // The local ssh client of a remote server, or a local server.
    if (recordedGroupRuns(record)) {
        stopLocalGroup(static_cast<pid_t>(record.pid), record.stopGraceS);
        outcome = StaleServerOutcome::Stopped;
    }
    return outcome;
}

} // namespace lanebook
