// Remote arms against a real OpenSSH server: a private sshd on a loopback port, started here
// with its own host key, client key and config (Debian openssh-server). Remote mock servers
// get their environment on ssh's standard input, never in an argv, and stop within seconds
// when the ssh session ends: when `lanebook-cli wave run` is killed with SIGKILL, as when
// it stops them itself; nothing of their groups is left for the next wave to wait for.
#include "backends/launcher/groupspawn.h"
#include "backends/launcher/serverlauncher.h"
#include "testutils.h"
#include "wavetestsupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <pwd.h>
#include <unistd.h>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kHost = QStringLiteral("lanebook-sshd-test");

bool writeFile(const QString &path, const QByteArray &bytes, QFile::Permissions permissions = {})
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return false;
    file.close();
    return permissions ? file.setPermissions(permissions) : true;
}

bool runQuietly(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit &&
           process.exitCode() == 0;
}

bool answersHealth(int port)
{
    return somethingListensOn(port);
}

std::optional<PidRecord> onlyRecord(const QString &directory)
{
    const QStringList files = QDir(directory).entryList(QDir::Files);
    QFile file(QDir(directory).filePath(files.value(0)));
    if (files.size() != 1 || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return PidRecord::fromJson(file.readAll(), nullptr);
}

} // namespace

class TestSshdSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void remoteServerStartsAndStops();
    void killedWaveTakesItsRemoteServersWithIt();
    void killedSessionLeavesNoGroupForTheNextWave();

private:
    QString sshWrapper() const { return m_dir.filePath(QStringLiteral("ssh")); }
    QTemporaryDir m_dir;
    QProcess m_sshd;
    int m_port = 0;
};

void TestSshdSession::initTestCase()
{
    const QString sshd = QStringLiteral("/usr/sbin/sshd");
    if (!QFile::exists(sshd) || QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty())
        LANEBOOK_SKIP_MISSING_TOOL(
            "needs OpenSSH (Debian openssh-server and openssh-client; packaging/install-deps.sh)");
    QVERIFY(m_dir.isValid());
    const QString user = QString::fromLocal8Bit(::getpwuid(::getuid())->pw_name);
    const QString dir = m_dir.path();
    const auto path = [&dir](const char *name) { return QDir(dir).filePath(QLatin1String(name)); };
    for (const char *key : {"host_ed25519", "client_ed25519"})
        QVERIFY(runQuietly(QStringLiteral("ssh-keygen"),
                           {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                            QStringLiteral("-N"), QString(), QStringLiteral("-f"), path(key)}));
    QFile publicKey(path("client_ed25519.pub"));
    QVERIFY(publicKey.open(QIODevice::ReadOnly));
    QVERIFY(writeFile(path("authorized_keys"), publicKey.readAll()));
    // Privilege separation wants its empty directory when sshd starts as root.
    if (::geteuid() == 0)
        QDir().mkpath(QStringLiteral("/run/sshd"));
    m_port = freePort();
    const QByteArray config =
        QStringLiteral(
            "Port %1\nListenAddress 127.0.0.1\nHostKey %2\nAuthorizedKeysFile %3\nPidFile %4\n"
            "StrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication "
            "no\n"
            "PubkeyAuthentication yes\nPermitRootLogin prohibit-password\nAllowUsers %5\n"
            "LogLevel ERROR\n")
            .arg(m_port)
            .arg(path("host_ed25519"), path("authorized_keys"), path("sshd.pid"), user)
            .toUtf8();
    QVERIFY(writeFile(path("sshd_config"), config));
    m_sshd.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_sshd.start(sshd, {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                        path("sshd_config")});
    QVERIFY(m_sshd.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(somethingListensOn(m_port) || m_sshd.state() != QProcess::Running,
                             20000);
    QVERIFY2(m_sshd.state() == QProcess::Running, "sshd exited; see its messages above");
    const QByteArray clientConfig =
        QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n  User %3\n  IdentityFile %4\n"
                       "  IdentitiesOnly yes\n  UserKnownHostsFile %5\n"
                       "  StrictHostKeyChecking no\n  LogLevel ERROR\n")
            .arg(kHost)
            .arg(m_port)
            .arg(user, path("client_ed25519"), path("known_hosts"))
            .toUtf8();
    QVERIFY(writeFile(path("ssh_config"), clientConfig));
    QVERIFY(writeFile(
        sshWrapper(),
        QStringLiteral("#!/bin/sh\nexec ssh -F %1 \"$@\"\n").arg(path("ssh_config")).toUtf8(),
        QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QVERIFY2(runQuietly(sshWrapper(), {QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), kHost,
                                       QStringLiteral("true")}),
             "the private sshd does not accept the test key");
}

void TestSshdSession::cleanupTestCase()
{
    if (m_sshd.state() != QProcess::NotRunning) {
        m_sshd.terminate();
        if (!m_sshd.waitForFinished(10000))
            m_sshd.kill();
    }
}

void TestSshdSession::remoteServerStartsAndStops()
{
    QTemporaryDir pids;
    ServerLauncher launcher(pids.path());
    launcher.setSshProgram(sshWrapper());
    const int port = freePort();
    LaunchSpec spec;
    spec.name = QStringLiteral("remote mock");
    spec.sshHost = kHost;
    spec.argv = {QStringLiteral(LANEBOOK_MOCK_SERVER_PATH), QStringLiteral("--port"),
                 QString::number(port)};
    spec.environment = {{QStringLiteral("LANEBOOK_PLANTED"), QStringLiteral("env-secret-q1w2e3")}};
    spec.healthUrl = QStringLiteral("http://127.0.0.1:%1/health").arg(port);
    spec.readyTimeoutS = 30;
    auto server = launcher.launch(spec);
    QVERIFY2(server->waitUntilReady(), qPrintable(server->error()));
    // No process on this machine (the ssh client, sshd's shell, the server) shows the value.
    QProcess ps;
    ps.start(QStringLiteral("ps"), {QStringLiteral("-eo"), QStringLiteral("args")});
    QVERIFY(ps.waitForFinished());
    QVERIFY(!ps.readAllStandardOutput().contains("env-secret-q1w2e3"));
    server->stop();
    QCOMPARE(server->state(), ServerState::Stopped);
    QTRY_VERIFY_WITH_TIMEOUT(!answersHealth(port), 20000);
}

void TestSshdSession::killedWaveTakesItsRemoteServersWithIt()
{
    QTemporaryDir dir;
    const int slowPort = freePort();
    const int fastPort = freePort();
    nlohmann::json slow = mockConfig("slow", slowPort, 5.0);
    nlohmann::json fast = mockConfig("fast", fastPort, 2.0);
    slow["ssh_host"] = kHost.toStdString();
    fast["ssh_host"] = kHost.toStdString();
    nlohmann::json plan = twoArmPlan(slow, fast);
    plan["execution"] = "side_by_side"; // both servers up at once
    plan["workload"]["requests"] = 400; // long enough to be killed mid-load
    plan["workload"]["concurrency"] = {1};
    plan["repeats"] = 1;
    plan.erase("canaries");
    const QString planPath = writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan);
    QProcess wave;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANEBOOK_SSH"), sshWrapper());
    wave.setProcessEnvironment(env);
    wave.start(QStringLiteral(LANEBOOK_CLI_PATH),
               {QStringLiteral("--notebook"), dir.filePath(QStringLiteral("nb.lanebook")),
                QStringLiteral("wave"), QStringLiteral("run"), planPath,
                QStringLiteral("--pid-dir"), dir.filePath(QStringLiteral("pids"))});
    QVERIFY(wave.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT((answersHealth(slowPort) && answersHealth(fastPort)) ||
                                 wave.state() != QProcess::Running,
                             60000);
    QVERIFY2(wave.state() == QProcess::Running, wave.readAllStandardError().constData());
    ::kill(pid_t(wave.processId()), SIGKILL);
    QVERIFY(wave.waitForFinished(10000));
    // The ssh sessions end with the killed process; the remote watchers stop both groups.
    QTRY_VERIFY_WITH_TIMEOUT(!answersHealth(slowPort) && !answersHealth(fastPort), 30000);
}

// The watcher once slept out the whole grace in the group after it stopped the server, and
// the next wave's cleanup of the killed wave's record waited for it (about 10 s).
void TestSshdSession::killedSessionLeavesNoGroupForTheNextWave()
{
    QTemporaryDir pids;
    ServerLauncher launcher(pids.path());
    launcher.setSshProgram(sshWrapper());
    LaunchSpec spec;
    spec.name = QStringLiteral("remote sleeper");
    spec.sshHost = kHost;
    spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                 QStringLiteral("echo up; exec sleep 300")};
    spec.stopGraceS = 300.0; // a grace waited out would outlast the test
    auto server = launcher.launch(spec);
    QVERIFY2(server->waitUntilReady(), qPrintable(server->error()));
    QTRY_VERIFY_WITH_TIMEOUT(server->logTail().contains(QStringLiteral("up")), 20000);
    server->isAlive(); // the remote group id, read with the first line, goes into the record
    const std::optional<PidRecord> record = onlyRecord(pids.path());
    QVERIFY(record && record->remoteGroupId > 1);
    const auto group = static_cast<pid_t>(record->remoteGroupId);

    // As when the wave is killed with SIGKILL: its ssh client goes with it (PR_SET_PDEATHSIG),
    // and the session ends. The server obeys the watcher's SIGTERM; its group goes with it.
    ::kill(static_cast<pid_t>(server->pid()), SIGKILL);
    QTRY_COMPARE_WITH_TIMEOUT(liveGroupMembers(group), 0, 20000);

    // The next wave's cleanup of the record finds the group gone in its one ssh call.
    PidRecord stale = *record;
    stale.ownerPid = 999999999; // the killed wave's Lanebook: no such process
    stale.ownerStartTicks = 1;
    QCOMPARE(launcher.stopStaleServer(stale), StaleServerOutcome::AlreadyGone);
    server.reset();
    QVERIFY(QDir(pids.path()).entryList(QDir::Files).isEmpty());
}

QTEST_GUILESS_MAIN(TestSshdSession)
#include "tst_sshdsession.moc"
