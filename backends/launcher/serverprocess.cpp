#include "backends/launcher/serverprocess.h"

#include "backends/launcher/groupspawn.h"
#include "backends/launcher/healthprobe.h"
#include "backends/launcher/launchcommand.h"
#include "backends/launcher/launchertr.h"
#include "models/waves/serverport.h"

#include <QProcessEnvironment>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace lanebook {

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kPollInterval = std::chrono::milliseconds(50);
constexpr auto kHealthInterval = std::chrono::milliseconds(250);
constexpr double kHealthRequestTimeoutS = 2.0;
constexpr double kRemoteSignalTimeoutS = 15.0;
// How long a group is given to go once SIGKILLed (it is only late in uninterruptible sleep).
constexpr double kKilledGraceS = 5.0;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Why a server that was to pick its port is not ready: it never said which.
QString neverReportedPort()
{
    return LauncherTr::tr("It never reported its port (no line such as \"listening on "
                          "http://HOST:PORT\" in its log).");
}

QStringList localEnvironment(const QMap<QString, QString> &variables)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Lanebook's own secret variables (LANEBOOK_SECRET_HF, backends/secrets) are not passed
    // on: a server gets only the secrets its config names, under the names it reads.
    for (const QString &key : environment.keys()) {
        if (key.startsWith(QLatin1String("LANEBOOK_SECRET_")))
            environment.remove(key);
    }
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        environment.insert(it.key(), it.value());
    return environment.toStringList();
}

} // namespace

ServerProcess::ServerProcess(const LaunchSpec &spec, const QString &pidDirectory,
                             const QString &sshProgram)
    : m_spec(spec)
    , m_pidDirectory(pidDirectory)
    , m_sshProgram(sshProgram)
{}

ServerProcess::~ServerProcess()
{
    stop();
    if (m_sshStdinFd >= 0)
        ::close(m_sshStdinFd);
}

QString ServerProcess::describe() const
{
    const QString name = m_spec.name.isEmpty() ? m_spec.argv.value(0) : m_spec.name;
    return isRemote() ? LauncherTr::tr("server \"%1\" on %2").arg(name, m_spec.sshHost)
                      : LauncherTr::tr("server \"%1\"").arg(name);
}

QString ServerProcess::withLogTail(const QString &message) const
{
    const QString tail = logTail();
    if (tail.trimmed().isEmpty())
        return message + u' ' + LauncherTr::tr("Its log is empty.");
    return message + u'\n' + LauncherTr::tr("Last lines of its log:") + u'\n' + tail;
}

void ServerProcess::start()
{
    if (isRemote()) {
        if (const Expected<void> host = LaunchCommand::checkSshHost(m_spec.sshHost); !host) {
            m_state = ServerState::Failed;
            m_error = LauncherTr::tr("Cannot start %1: %2").arg(describe(), host.error());
            return;
        }
    }
    const SpawnedGroup spawned =
        isRemote()
            ? spawnGroup(LaunchCommand::sshArgv(m_spec, m_sshProgram), localEnvironment({}), {},
                         StdinMode::Pipe)
            : spawnGroup(m_spec.argv, localEnvironment(LaunchCommand::serverVariables(m_spec)),
                         m_spec.workingDirectory);
    if (!spawned.started()) {
        m_state = ServerState::Failed;
        m_error = LauncherTr::tr("Cannot start %1: %2").arg(describe(), spawned.error);
        return;
    }
    m_pid = spawned.pid;
    m_state = ServerState::Starting;
    if (spawned.stdinFd >= 0) {
        m_sshStdinFd = spawned.stdinFd;
        // The remote environment travels here, not in the argv `ps` shows. A client that
        // died already is found by the health checks; its broken pipe must not kill us.
        const QByteArray input = LaunchCommand::remoteEnvironmentInput(m_spec);
        (void)writeAllToPipe(m_sshStdinFd, input.constData(), input.size());
    }
    m_log = std::make_unique<ServerLog>(spawned.logFd, m_spec.logTailLines, m_spec.logFilePath);

    m_record.ownerPid = ::getpid();
    m_record.ownerStartTicks = ProcessTable::startTicks(m_record.ownerPid);
    m_record.pid = m_pid;
    m_record.startTicks = ProcessTable::startTicks(m_pid);
    m_record.name = m_spec.name;
    m_record.argv = m_spec.argv;
    m_record.sshHost = m_spec.sshHost;
    m_record.stopGraceS = m_spec.stopGraceS;
    const Expected<void> recorded = m_record.writeTo(m_pidDirectory);
    m_recorded = recorded.hasValue();
    if (!m_recorded) // the server still runs; it is only harder to find after a crash
        qWarning("%s", qPrintable(recorded.error()));
}

bool ServerProcess::reap(bool block)
{
    if (m_waitStatus)
        return true;
    if (m_pid <= 0)
        return false;
    int status = 0;
    pid_t result;
    do {
        result = ::waitpid(m_pid, &status, block ? 0 : WNOHANG);
    } while (result < 0 && errno == EINTR);
    if (result != m_pid)
        return false;
    m_waitStatus = status;
    return true;
}

void ServerProcess::noteUnexpectedExit()
{
    const QString how = describeWaitStatus(*m_waitStatus);
    // Everything the server wrote before it died is in the pipe by now: read it, so that the
    // message carries its last words.
    if (m_log)
        m_log->finish();
    if (m_state == ServerState::Starting) {
        m_state = ServerState::Failed;
        QString message = LauncherTr::tr("The %1 %2 before it was ready.").arg(describe(), how);
        if (waitsForPort())
            message += u' ' + neverReportedPort();
        m_error = withLogTail(message);
    } else if (m_state == ServerState::Ready) {
        m_state = ServerState::Exited;
        m_error =
            withLogTail(LauncherTr::tr("The %1 %2 while it was serving.").arg(describe(), how));
    }
}

void ServerProcess::updateRemoteGroup()
{
    if (!isRemote() || !m_log || m_record.remoteGroupId != 0)
        return;
    m_record.remoteStartTicks = m_log->remoteStartTicks();
    m_record.remoteGroupId = m_log->remoteGroupId();
    if (m_record.remoteGroupId != 0 && m_recorded)
        (void)m_record.writeTo(m_pidDirectory); // the first record stands if this fails
}

bool ServerProcess::isAlive()
{
    if (m_state != ServerState::Starting && m_state != ServerState::Ready)
        return false;
    updateRemoteGroup();
    if (reap(false)) {
        noteUnexpectedExit();
        return false;
    }
    return true;
}

bool ServerProcess::waitUntilReady()
{
    if (m_state == ServerState::Ready)
        return true;
    if (m_state != ServerState::Starting)
        return false;
    const auto start = Clock::now();
    HealthAnswer lastAnswer;
    QString healthUrl;
    for (;;) {
        if (!isAlive())
            return false;
        // Until the server says its port, there is nothing to probe: its log is watched.
        if (!waitsForPort()) {
            if (m_spec.healthUrl.isEmpty()) {
                m_state = ServerState::Ready;
                return true;
            }
            healthUrl = ServerPort::withPort(m_spec.healthUrl, reportedPort());
            const double leftS = m_spec.readyTimeoutS - secondsSince(start);
            lastAnswer = probeHealth(healthUrl, std::clamp(leftS, 0.05, kHealthRequestTimeoutS));
            if (lastAnswer.isReady() && isAlive()) {
                m_state = ServerState::Ready;
                return true;
            }
        }
        if (secondsSince(start) >= m_spec.readyTimeoutS)
            break;
        const auto nextProbe = Clock::now() + (waitsForPort() ? kPollInterval : kHealthInterval);
        while (Clock::now() < nextProbe && isAlive())
            std::this_thread::sleep_for(kPollInterval);
    }
    QString message;
    // Told by whether a probe ran, not by asking again: the port may have come after the last
    // look, and the message would then name a health address never probed.
    if (healthUrl.isEmpty()) {
        message = LauncherTr::tr("The %1 was not ready after %2 s.")
                      .arg(describe())
                      .arg(m_spec.readyTimeoutS) +
                  u' ' + neverReportedPort() + u' ' + LauncherTr::tr("It was stopped.");
    } else {
        const QString answer =
            lastAnswer.httpStatus != 0
                ? LauncherTr::tr("it answered HTTP %1").arg(lastAnswer.httpStatus)
                : lastAnswer.error;
        message = LauncherTr::tr("The %1 was not ready after %2 s: %3 (%4). It was stopped.")
                      .arg(describe())
                      .arg(m_spec.readyTimeoutS)
                      .arg(healthUrl, answer);
    }
    stop();
    m_state = ServerState::Failed;
    m_error = withLogTail(message);
    return false;
}

void ServerProcess::signalRemoteGroup(int signalNumber)
{
    if (m_record.remoteGroupId > 1)
        runCommandToEnd(LaunchCommand::sshSignalArgv(m_spec.sshHost, m_record.remoteGroupId,
                                                     m_record.remoteStartTicks, signalNumber,
                                                     m_sshProgram),
                        kRemoteSignalTimeoutS);
}

bool ServerProcess::waitForGroupToEnd(double timeoutS)
{
    const auto start = Clock::now();
    for (;;) {
        const bool leaderDone = reap(false);
        if (leaderDone && liveGroupMembers(m_pid) == 0)
            return true;
        if (secondsSince(start) >= timeoutS)
            return false;
        std::this_thread::sleep_for(kPollInterval);
    }
}

std::optional<int> ServerProcess::stop()
{
    const auto exitCode = [this] {
        return m_waitStatus ? std::optional<int>(shellExitCode(*m_waitStatus)) : std::nullopt;
    };
    if (m_pid <= 0 || m_stopped)
        return exitCode();
    m_stopped = true;
    const bool wasRunning = isAlive();
    updateRemoteGroup();
    // Even a server that exited on its own may have left workers in its group, so the group
    // is signalled whatever the leader's state.
    if (isRemote() && m_record.remoteGroupId > 1) {
        // The local ssh client ends when the remote command does; it is left alone so that
        // its end tells when the remote group has stopped.
        signalRemoteGroup(SIGTERM);
    } else {
        ::kill(-m_pid, SIGTERM);
    }
    if (!waitForGroupToEnd(m_spec.stopGraceS)) {
        if (isRemote() && m_record.remoteGroupId > 1) {
            signalRemoteGroup(SIGKILL);
            waitForGroupToEnd(kRemoteSignalTimeoutS); // ssh ends when the remote command ends
        }
        ::kill(-m_pid, SIGKILL);
        // SIGKILL cannot be refused, but a process in uninterruptible sleep (a hung driver
        // or NFS call) takes it only when the call returns: wait with a deadline, never in
        // a blocking waitpid that could hang the wave with it.
        if (!waitForGroupToEnd(std::max(m_spec.stopGraceS, kKilledGraceS)))
            qWarning("%s",
                     qPrintable(LauncherTr::tr("%1 (PID %2) did not end within %3 s of SIGKILL "
                                               "(uninterruptible sleep?); it is left behind")
                                    .arg(describe())
                                    .arg(m_pid)
                                    .arg(std::max(m_spec.stopGraceS, kKilledGraceS))));
    }
    if (m_sshStdinFd >= 0) {
        ::close(m_sshStdinFd);
        m_sshStdinFd = -1;
    }
    if (m_log)
        m_log->finish();
    if (m_recorded) {
        m_record.removeFrom(m_pidDirectory);
        m_recorded = false;
    }
    if (wasRunning)
        m_state = ServerState::Stopped;
    return exitCode();
}

int ServerProcess::reportedPort() const
{
    return m_log ? m_log->listeningPort() : 0;
}

QString ServerProcess::logTail() const
{
    return m_log ? m_log->tail() : QString();
}

} // namespace lanebook
