// Launching over SSH: the same LaunchedServer interface driven through an OpenSSH client. The
// protocol side is played by tests/data/synthetic/launcher/fake-ssh (a real shell runs the
// remote command line, as sshd does). Against a real OpenSSH server (a private sshd, so that
// it runs on every machine and in CI): tests/waves/tst_sshdsession.cpp.
#include "backends/launcher/groupspawn.h"
#include "backends/launcher/pidrecord.h"
#include "backends/launcher/serverlauncher.h"

#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

std::optional<PidRecord> onlyRecord(const QString &directory)
{
    const QStringList files = QDir(directory).entryList(QDir::Files);
    if (files.size() != 1)
        return std::nullopt;
    QFile file(QDir(directory).filePath(files.first()));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    Expected<PidRecord> record = PidRecord::fromJson(file.readAll());
    if (!record)
        return std::nullopt;
    return std::move(record).value();
}

// The record a Lanebook that died left of a server on "gpu-box-1" (the fake host is this
// machine) whose remote group is `group`; its local ssh client is gone.
PidRecord staleRemoteRecord(qint64 group, double stopGraceS)
{
    PidRecord record;
    record.ownerPid = 999999999; // no such process
    record.ownerStartTicks = 1;
    record.pid = 999999998; // the ssh client: gone too
    record.startTicks = 1;
    record.name = QStringLiteral("left behind");
    record.sshHost = QStringLiteral("gpu-box-1");
    record.remoteGroupId = group;
    record.remoteStartTicks = ProcessTable::startTicks(group);
    record.stopGraceS = stopGraceS;
    return record;
}

// A process that leads its own group, as a remote server does under sshd.
bool startGroup(QProcess &process)
{
    process.start(QStringLiteral("setsid"),
                  {QStringLiteral("-w"), QStringLiteral("sleep"), QStringLiteral("300")});
    return process.waitForStarted(); // setsid execs in place: the sleep leads the group
}

} // namespace

class TestSshLaunch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_pidDirectory = std::make_unique<QTemporaryDir>();
        m_launcher = std::make_unique<ServerLauncher>(m_pidDirectory->path());
        m_launcher->setSshProgram(test::dataPath(QStringLiteral("synthetic/launcher/fake-ssh")));
    }

    void remoteServerGetsArgvEnvironmentAndPinning()
    {
        LaunchSpec spec;
        spec.name = QStringLiteral("arm B");
        spec.sshHost = QStringLiteral("gpu-box-1");
        spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                     QStringLiteral("printf '%s|%s|%s\\n' \"$0\" \"$1\" "
                                    "\"cuda=$CUDA_VISIBLE_DEVICES model=$MODEL_DIR\"; "
                                    "exec sleep 300"),
                     QStringLiteral("it's a 'name'"), QStringLiteral("$HOME; echo pwned")};
        spec.environment = {{QStringLiteral("MODEL_DIR"), QStringLiteral("/data/my models")}};
        spec.gpuIndices = {1};
        auto server = m_launcher->launch(spec);
        QCOMPARE(server->state(), ServerState::Starting);
        QVERIFY(server->waitUntilReady());
        QTRY_VERIFY(server->logTail().contains(u'|'));
        QCOMPARE(server->logTail(), QStringLiteral("it's a 'name'|$HOME; echo pwned|"
                                                   "cuda=1 model=/data/my models"));
        server->stop();
        QCOMPARE(server->state(), ServerState::Stopped);
    }

    void stopReachesTheRemoteGroupEvenWhenItIgnoresSigterm()
    {
        LaunchSpec spec;
        spec.name = QStringLiteral("remote stubborn");
        spec.sshHost = QStringLiteral("gpu-box-1");
        spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                     QStringLiteral("trap '' TERM; echo up; while :; do sleep 0.1; done")};
        spec.stopGraceS = 0.5;
        auto server = m_launcher->launch(spec);
        QVERIFY(server->waitUntilReady());
        QTRY_VERIFY(server->logTail().contains(QStringLiteral("up")));
        // The remote group id arrives with the first line and is written into the record.
        server->isAlive();
        const std::optional<PidRecord> record = onlyRecord(m_pidDirectory->path());
        QVERIFY(record);
        QCOMPARE(record->sshHost, QStringLiteral("gpu-box-1"));
        QVERIFY(record->remoteGroupId > 1);
        QVERIFY(record->remoteGroupId != server->pid()); // a separate session, as sshd makes
        QVERIFY(liveGroupMembers(static_cast<pid_t>(record->remoteGroupId)) > 0);
        // ssh reports a remote death by signal its own way (OpenSSH: 255); only that it ended
        // is certain.
        QVERIFY(server->stop().has_value());
        // What is left of a killed group on the host dies without Lanebook's help.
        QTRY_COMPARE(liveGroupMembers(static_cast<pid_t>(record->remoteGroupId)), 0);
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
    }

    // A wave killed with SIGKILL leaves its server's record; when its remote group is gone
    // too, the next wave's cleanup says so from its one ssh call: nothing signalled, no
    // wait for the grace, and nothing counted as stopped.
    void staleRemoteGroupThatIsGoneCostsNoWait()
    {
        QProcess server;
        QVERIFY(startGroup(server));
        // A grace the test would not outlast, were it waited for.
        const PidRecord record = staleRemoteRecord(server.processId(), 300.0);
        QVERIFY(record.remoteStartTicks > 0);
        server.kill();
        QVERIFY(server.waitForFinished());
        QCOMPARE(m_launcher->stopStaleServer(record), StaleServerOutcome::AlreadyGone);
        QVERIFY(record.writeTo(m_pidDirectory->path()));
        QCOMPARE(m_launcher->cleanUpStaleServers(), 0);
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
    }

    // One that still runs is stopped as before: SIGTERM (it obeys), counted as stopped.
    void staleRemoteGroupThatRunsIsStopped()
    {
        QProcess server;
        QVERIFY(startGroup(server));
        const PidRecord record = staleRemoteRecord(server.processId(), 300.0);
        QVERIFY(record.writeTo(m_pidDirectory->path()));
        QCOMPARE(m_launcher->cleanUpStaleServers(), 1);
        QVERIFY(server.waitForFinished(20000));
        QCOMPARE(server.exitStatus(), QProcess::CrashExit); // by SIGTERM
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
    }

    void unreachableHostIsAClearFailure()
    {
        LaunchSpec spec;
        spec.name = QStringLiteral("far away");
        spec.sshHost = QStringLiteral("unreachable.invalid");
        spec.argv = {QStringLiteral("vllm"), QStringLiteral("serve")};
        spec.healthUrl = QStringLiteral("http://127.0.0.1:1/health");
        auto server = m_launcher->launch(spec);
        QVERIFY(!server->waitUntilReady());
        QCOMPARE(server->state(), ServerState::Failed);
        const QString error = server->error();
        QVERIFY2(error.contains(QStringLiteral("unreachable.invalid")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("exited with code 255")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("Could not resolve hostname")), qPrintable(error));
    }

    void optionLikeHostIsRefusedBeforeSshRuns()
    {
        LaunchSpec spec;
        spec.sshHost = QStringLiteral("-oProxyCommand=sh");
        spec.argv = {QStringLiteral("true")};
        auto server = m_launcher->launch(spec);
        QCOMPARE(server->state(), ServerState::Failed);
        QVERIFY(server->error().contains(QStringLiteral("option")));
        QCOMPARE(server->pid(), qint64(-1));
    }

private:
    std::unique_ptr<QTemporaryDir> m_pidDirectory;
    std::unique_ptr<ServerLauncher> m_launcher;
};

QTEST_GUILESS_MAIN(TestSshLaunch)
#include "tst_sshlaunch.moc"
