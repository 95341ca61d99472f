// Remote arms against a real OpenSSH server: a private sshd with its own host key, client key
// and config (Debian openssh-server), run by the client itself for each connection (`sshd -i`
// as the ProxyCommand of the test's ssh config: no port to find or hold). Remote mock servers
// pick their ports and say which over the ssh session; they get their environment on ssh's
// standard input, never in an argv, and stop within seconds when the ssh session ends: when
// `lanebook-cli wave run` is killed with SIGKILL, as when it stops them itself; nothing of
// their groups is left for the next wave to wait for.
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
    Expected<PidRecord> record = PidRecord::fromJson(file.readAll());
    if (!record)
        return std::nullopt;
    return std::move(record).value();
}

} // namespace

class TestSshdSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void remoteServerStartsAndStops();
    void remoteServerSeesItsGpus();
    void killedWaveTakesItsRemoteServersWithIt();
    void killedSessionLeavesNoGroupForTheNextWave();

private:
    QString sshWrapper() const { return m_dir.filePath(QStringLiteral("ssh")); }
    QTemporaryDir m_dir;
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
    // Inetd mode (-i): one sshd per connection, on the client's pipes, so nothing listens
    // anywhere. Its messages go to its standard error, which the client passes on to ours.
    const QByteArray config =
        QStringLiteral("HostKey %1\nAuthorizedKeysFile %2\nPidFile %3\n"
                       "StrictModes no\nUsePAM no\nPasswordAuthentication no\n"
                       "KbdInteractiveAuthentication no\nPubkeyAuthentication yes\n"
                       "PermitRootLogin prohibit-password\nAllowUsers %4\nLogLevel ERROR\n")
            .arg(path("host_ed25519"), path("authorized_keys"), path("sshd.pid"), user)
            .toUtf8();
    QVERIFY(writeFile(path("sshd_config"), config));
    const QByteArray clientConfig =
        QStringLiteral("Host %1\n  HostName 127.0.0.1\n  ProxyCommand %2 -i -e -f %3\n"
                       "  User %4\n  IdentityFile %5\n"
                       "  IdentitiesOnly yes\n  UserKnownHostsFile %6\n"
                       "  StrictHostKeyChecking no\n  LogLevel ERROR\n")
            .arg(kHost, sshd, path("sshd_config"), user, path("client_ed25519"),
                 path("known_hosts"))
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

void TestSshdSession::remoteServerStartsAndStops()
{
    QTemporaryDir pids;
    ServerLauncher launcher(pids.path());
    launcher.setSshProgram(sshWrapper());
    LaunchSpec spec;
    spec.name = QStringLiteral("remote mock");
    spec.sshHost = kHost;
    spec.argv = {QStringLiteral(LANEBOOK_MOCK_SERVER_PATH), QStringLiteral("--port"),
                 QStringLiteral("0")};
    spec.environment = {{QStringLiteral("LANEBOOK_PLANTED"), QStringLiteral("env-secret-q1w2e3")}};
    spec.healthUrl = QStringLiteral("http://127.0.0.1:0/health");
    spec.portFromLog = true; // the port it picked comes back over the ssh session
    spec.readyTimeoutS = 30;
    auto server = launcher.launch(spec);
    QVERIFY2(server->waitUntilReady(), qPrintable(server->error()));
    const int port = server->reportedPort();
    QVERIFY(port > 0);
    QVERIFY(answersHealth(port));
    // No process on this machine (the ssh client, sshd's shell, the server) shows the value.
    QProcess ps;
    ps.start(QStringLiteral("ps"), {QStringLiteral("-eo"), QStringLiteral("args")});
    QVERIFY(ps.waitForFinished());
    QVERIFY(!ps.readAllStandardOutput().contains("env-secret-q1w2e3"));
    server->stop();
    QCOMPARE(server->state(), ServerState::Stopped);
    QTRY_VERIFY_WITH_TIMEOUT(!answersHealth(port), 20000);
}

// The GPUs a remote server is pinned to reach it through the session, as CUDA_VISIBLE_DEVICES.
void TestSshdSession::remoteServerSeesItsGpus()
{
    QTemporaryDir pids;
    ServerLauncher launcher(pids.path());
    launcher.setSshProgram(sshWrapper());
    LaunchSpec spec;
    spec.name = QStringLiteral("remote shell");
    spec.sshHost = kHost;
    spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                 QStringLiteral("echo \"cuda=$CUDA_VISIBLE_DEVICES\"; exec sleep 300")};
    spec.gpuIndices = {0};
    auto server = launcher.launch(spec);
    QVERIFY2(server->waitUntilReady(), qPrintable(server->error()));
    QTRY_VERIFY_WITH_TIMEOUT(server->logTail().contains(QStringLiteral("cuda=0")), 20000);
    server->stop();
    QCOMPARE(server->state(), ServerState::Stopped);
}

void TestSshdSession::killedWaveTakesItsRemoteServersWithIt()
{
    QTemporaryDir dir;
    nlohmann::json slow = mockConfig("slow", 5.0);
    nlohmann::json fast = mockConfig("fast", 2.0);
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
    // Both servers up: the wave says the port each picked once it answers there.
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT(
        pickedPorts(QString::fromUtf8(out += wave.readAllStandardOutput())).size() == 2 ||
            wave.state() != QProcess::Running,
        60000);
    QVERIFY2(wave.state() == QProcess::Running,
             QByteArray(out + wave.readAllStandardError()).constData());
    const std::vector<int> ports = pickedPorts(QString::fromUtf8(out));
    QVERIFY2(ports.size() == 2 && ports[0] != ports[1], out.constData());
    const int slowPort = ports[0];
    const int fastPort = ports[1];
    QVERIFY(answersHealth(slowPort) && answersHealth(fastPort));
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
