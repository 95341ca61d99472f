// The launcher with real child processes: one that exits at once, one that never becomes
// healthy, one that ignores SIGTERM, one with grandchildren, the real mock server, and the
// servers a crashed Lanebook leaves behind.
#include "backends/launcher/pidrecord.h"
#include "backends/launcher/serverlauncher.h"
#include "backends/loadgen/httpget.h"
#include "closedport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>

using namespace lanebook;
using test::ClosedPort;

namespace {

LaunchSpec shellServer(const QString &name, const QString &script)
{
    LaunchSpec spec;
    spec.name = name;
    spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"), script};
    spec.stopGraceS = 5.0;
    return spec;
}

QString healthUrl(int port)
{
    return QStringLiteral("http://127.0.0.1:%1/health").arg(port);
}

// A server that picks its port: the health URL names port 0, and the launcher reads the port
// from the server's log.
void pickPort(LaunchSpec &spec, const QString &path = QStringLiteral("/health"))
{
    spec.healthUrl = QStringLiteral("http://127.0.0.1:0") + path;
    spec.portFromLog = true;
}

qint64 numberAfter(const QString &text, const QString &key)
{
    const QRegularExpression pattern(QRegularExpression::escape(key) + QStringLiteral("=(\\d+)"));
    return pattern.match(text).captured(1).toLongLong();
}

// Helper mode of this same executable: plays a Lanebook that launches two servers (one that
// obeys SIGTERM, one that ignores it), prints their PIDs, and then crashes.
int leaveOrphans(const QString &pidDirectory)
{
    ServerLauncher launcher(pidDirectory);
    LaunchSpec stubbornSpec =
        shellServer(QStringLiteral("stubborn"),
                    QStringLiteral("trap '' TERM; echo trapped; while :; do sleep 0.1; done"));
    stubbornSpec.stopGraceS = 1.0; // recorded: the cleanup at the next start waits this long
    auto obedient =
        launcher.launch(shellServer(QStringLiteral("obedient"), QStringLiteral("exec sleep 300")));
    auto stubborn = launcher.launch(stubbornSpec);
    // Crash only once the trap is set, or the death signal could beat it.
    for (int i = 0; i < 1000 && !stubborn->logTail().contains(QStringLiteral("trapped")); ++i)
        QThread::msleep(10);
    std::printf("obedient=%lld stubborn=%lld\n", obedient->pid(), stubborn->pid());
    std::fflush(stdout);
    ::raise(SIGKILL); // no destructor, no cleanup: a crash
    return 1;
}

} // namespace

class TestServerLauncher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_pidDirectory = std::make_unique<QTemporaryDir>();
        QVERIFY(m_pidDirectory->isValid());
    }

    void serverThatExitsAtOnceIsReportedWithCodeAndLog()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec = shellServer(
            QStringLiteral("arm A: vllm"),
            QStringLiteral("echo 'loading weights'; echo 'torch.OutOfMemoryError: CUDA out of "
                           "memory' >&2; exit 3"));
        const ClosedPort nobody; // nobody listens there
        spec.healthUrl = healthUrl(nobody.port());
        auto server = launcher.launch(spec);
        QCOMPARE(server->state(), ServerState::Starting);
        QVERIFY(server->pid() > 0);
        QVERIFY(!server->waitUntilReady());
        QCOMPARE(server->state(), ServerState::Failed);
        const QString error = server->error();
        QVERIFY2(error.contains(QStringLiteral("arm A: vllm")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("exited with code 3")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("CUDA out of memory")), qPrintable(error));
        QVERIFY(server->logTail().contains(QStringLiteral("loading weights")));
        QCOMPARE(server->stop(), std::optional<int>(3));
    }

    void serverThatNeverBecomesHealthyIsStoppedAtTheTimeout()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec =
            shellServer(QStringLiteral("never healthy"),
                        QStringLiteral("echo 'compiling CUDA graphs'; exec sleep 300"));
        const ClosedPort nobody;
        spec.healthUrl = healthUrl(nobody.port());
        spec.readyTimeoutS = 1.0;
        auto server = launcher.launch(spec);
        const qint64 pid = server->pid();
        QVERIFY(!server->waitUntilReady());
        QCOMPARE(server->state(), ServerState::Failed);
        const QString error = server->error();
        QVERIFY2(error.contains(QStringLiteral("not ready after 1 s")), qPrintable(error));
        QVERIFY2(error.contains(healthUrl(nobody.port())), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("compiling CUDA graphs")), qPrintable(error));
        QVERIFY(ProcessTable::isGoneOrZombie(pid));
        QVERIFY(!server->isAlive());
    }

    void serverThatIgnoresSigtermIsKilled()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec = shellServer(
            QStringLiteral("stubborn"),
            QStringLiteral("trap '' TERM; echo ignoring TERM; while :; do sleep 0.1; done"));
        spec.stopGraceS = 0.5;
        auto server = launcher.launch(spec);
        QVERIFY(server->waitUntilReady()); // no health URL: ready once started
        QTRY_VERIFY(server->logTail().contains(QStringLiteral("ignoring TERM")));
        const qint64 pid = server->pid();
        QCOMPARE(server->stop(), std::optional<int>(128 + SIGKILL));
        QCOMPARE(server->state(), ServerState::Stopped);
        QVERIFY(ProcessTable::isGoneOrZombie(pid));
    }

    void cleanStopReturnsTheExitCode()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        auto server = launcher.launch(shellServer(
            QStringLiteral("polite"), QStringLiteral("trap 'echo bye; exit 0' TERM; echo up; "
                                                     "while :; do sleep 0.1; done")));
        QVERIFY(server->waitUntilReady());
        QTRY_VERIFY(server->logTail().contains(QStringLiteral("up")));
        QCOMPARE(server->stop(), std::optional<int>(0));
        QCOMPARE(server->state(), ServerState::Stopped);
        QVERIFY(server->logTail().endsWith(QStringLiteral("bye")));
    }

    void groupKillReachesGrandchildren()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        // The leader exits on SIGTERM; one worker ignores it, as a wedged GPU worker might.
        // The worker prints its PID only once its trap is set.
        LaunchSpec spec = shellServer(
            QStringLiteral("with workers"),
            QStringLiteral(
                "sleep 300 & echo worker=$!; "
                "sh -c 'trap \"\" TERM; echo stubborn=$$; while :; do sleep 0.1; done' & "
                "wait"));
        spec.stopGraceS = 1.0;
        auto server = launcher.launch(spec);
        QVERIFY(server->waitUntilReady());
        QTRY_VERIFY(server->logTail().contains(QStringLiteral("stubborn=")));
        const qint64 worker = numberAfter(server->logTail(), QStringLiteral("worker"));
        const qint64 stubborn = numberAfter(server->logTail(), QStringLiteral("stubborn"));
        QVERIFY(worker > 0 && stubborn > 0);
        QVERIFY(!ProcessTable::isGoneOrZombie(worker));
        QVERIFY(!ProcessTable::isGoneOrZombie(stubborn));
        server->stop();
        QVERIFY(ProcessTable::isGoneOrZombie(worker));
        QVERIFY(ProcessTable::isGoneOrZombie(stubborn));
    }

    void environmentAndPinningReachTheChild()
    {
        QTemporaryDir workDir;
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec = shellServer(
            QStringLiteral("pinned"),
            QStringLiteral(
                "echo \"cuda=$CUDA_VISIBLE_DEVICES hip=$HIP_VISIBLE_DEVICES "
                "ze=$ZE_AFFINITY_MASK model=$LANEBOOK_TEST_MODEL\"; echo \"pwd=$(pwd)\"; "
                "echo \"home=$HOME\"; exec sleep 300"));
        spec.gpuIndices = {2, 3};
        spec.environment = {{QStringLiteral("LANEBOOK_TEST_MODEL"), QStringLiteral("Qwen3 8B")}};
        spec.workingDirectory = workDir.path();
        auto server = launcher.launch(spec);
        QVERIFY(server->waitUntilReady());
        QTRY_VERIFY(server->logTail().contains(QStringLiteral("home=")));
        const QString log = server->logTail();
        QVERIFY2(log.contains(QStringLiteral("cuda=2,3 hip=2,3 ze=2,3 model=Qwen3 8B")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("pwd=") + QDir(workDir.path()).canonicalPath()),
                 qPrintable(log));
        // The inherited environment is kept; the spec only adds to it.
        QVERIFY2(log.contains(QStringLiteral("home=") + qEnvironmentVariable("HOME")),
                 qPrintable(log));
    }

    void programThatCannotStartIsAFailureNotACrash()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec missing;
        missing.name = QStringLiteral("typo");
        missing.argv = {QStringLiteral("vllm-that-does-not-exist-xyz"), QStringLiteral("serve")};
        auto server = launcher.launch(missing);
        QCOMPARE(server->state(), ServerState::Failed);
        QVERIFY2(server->error().contains(QStringLiteral("vllm-that-does-not-exist-xyz")),
                 qPrintable(server->error()));
        QVERIFY(!server->waitUntilReady());

        LaunchSpec badDirectory = shellServer(QStringLiteral("bad dir"), QStringLiteral("true"));
        badDirectory.workingDirectory = QStringLiteral("/no/such/directory");
        server = launcher.launch(badDirectory);
        QCOMPARE(server->state(), ServerState::Failed);
        QVERIFY2(server->error().contains(QStringLiteral("/no/such/directory")),
                 qPrintable(server->error()));
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
    }

    void serverThatDiesWhileServingIsReported()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        auto server = launcher.launch(shellServer(
            QStringLiteral("crashy"),
            QStringLiteral("echo serving; sleep 0.3; echo 'Segmentation fault' >&2; exit 139")));
        QVERIFY(server->waitUntilReady());
        QTRY_VERIFY(!server->isAlive());
        QCOMPARE(server->state(), ServerState::Exited);
        QVERIFY2(server->error().contains(QStringLiteral("exited with code 139")),
                 qPrintable(server->error()));
        QVERIFY(server->error().contains(QStringLiteral("Segmentation fault")));
    }

    void readinessAgainstTheMockServer()
    {
        // Slow to start, like a real server loading weights: no port to probe for a while.
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec =
            shellServer(QStringLiteral("mock"),
                        QStringLiteral("echo 'loading weights'; sleep 0.7; exec \"$0\" --port 0"));
        spec.argv << QStringLiteral(LANEBOOK_MOCK_SERVER_PATH); // $0 of the script
        pickPort(spec);
        spec.readyTimeoutS = 30.0;
        auto server = launcher.launch(spec);
        QVERIFY2(server->waitUntilReady(), qPrintable(server->error()));
        QCOMPARE(server->state(), ServerState::Ready);
        // The port it picked is the one its log names, and it answers there.
        const int port = server->reportedPort();
        QVERIFY(port > 0);
        QVERIFY2(server->logTail().contains(
                     QStringLiteral("listening on http://127.0.0.1:%1").arg(port)),
                 qPrintable(server->logTail()));
        QCOMPARE(httpGet(healthUrl(port), QString(), 2, 5).status, 200L);
        QVERIFY(server->isAlive());
        QCOMPARE(server->stop(), std::optional<int>(0)); // the mock exits 0 on SIGTERM
        QCOMPARE(server->state(), ServerState::Stopped);
    }

    void healthUrlThatAnswersAnErrorIsNotReady()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec;
        spec.name = QStringLiteral("wrong health path");
        spec.argv = {QStringLiteral(LANEBOOK_MOCK_SERVER_PATH), QStringLiteral("--port"),
                     QStringLiteral("0")};
        pickPort(spec, QStringLiteral("/no-such-health-path"));
        spec.readyTimeoutS = 1.5;
        auto server = launcher.launch(spec);
        QVERIFY(!server->waitUntilReady());
        QVERIFY2(server->error().contains(QStringLiteral("answered HTTP 404")),
                 qPrintable(server->error()));
        // It names the URL it probed: the port the server picked, not 0.
        QVERIFY(server->reportedPort() > 0);
        QVERIFY2(server->error().contains(QStringLiteral("http://127.0.0.1:%1/no-such-health-path")
                                              .arg(server->reportedPort())),
                 qPrintable(server->error()));
        QCOMPARE(server->state(), ServerState::Failed);
    }

    void serverThatExitsBeforeReportingItsPortSaysSo()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec =
            shellServer(QStringLiteral("arm B (broken)"),
                        QStringLiteral("echo 'unknown option --no-such' >&2; exit 2"));
        pickPort(spec);
        auto server = launcher.launch(spec);
        QVERIFY(!server->waitUntilReady());
        QCOMPARE(server->state(), ServerState::Failed);
        const QString error = server->error();
        QVERIFY2(error.contains(QStringLiteral("arm B (broken)")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("exited with code 2 before it was ready")),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("never reported its port")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("unknown option --no-such")), qPrintable(error));
        QCOMPARE(server->reportedPort(), 0);
    }

    void serverThatNeverReportsItsPortIsStoppedAtTheTimeout()
    {
        // It runs, and may even listen somewhere, but never says where.
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec = shellServer(QStringLiteral("quiet"),
                                      QStringLiteral("echo 'loading weights'; exec sleep 300"));
        pickPort(spec);
        spec.readyTimeoutS = 1.0;
        auto server = launcher.launch(spec);
        const qint64 pid = server->pid();
        QVERIFY(!server->waitUntilReady());
        QCOMPARE(server->state(), ServerState::Failed);
        const QString error = server->error();
        QVERIFY2(error.contains(QStringLiteral("\"quiet\" was not ready after 1 s")),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("never reported its port")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("loading weights")), qPrintable(error));
        QVERIFY(ProcessTable::isGoneOrZombie(pid));
    }

    void serverThatReportsItsPortAndDiesIsNotSaidToBeSilent()
    {
        // The port arrived; the server died before it answered: its exit is the reason.
        const ClosedPort nobody; // where it says it listens, and nothing answers
        ServerLauncher launcher(m_pidDirectory->path());
        LaunchSpec spec =
            shellServer(QStringLiteral("short-lived"),
                        QStringLiteral("echo 'listening on http://127.0.0.1:%1'; sleep 0.3; exit 1")
                            .arg(nobody.port()));
        pickPort(spec);
        auto server = launcher.launch(spec);
        QVERIFY(!server->waitUntilReady());
        QCOMPARE(server->reportedPort(), nobody.port());
        QVERIFY2(server->error().contains(QStringLiteral("exited with code 1")),
                 qPrintable(server->error()));
        QVERIFY2(!server->error().contains(QStringLiteral("never reported")),
                 qPrintable(server->error()));
    }

    void pidRecordLivesAsLongAsTheServer()
    {
        ServerLauncher launcher(m_pidDirectory->path());
        auto server = launcher.launch(
            shellServer(QStringLiteral("recorded"), QStringLiteral("exec sleep 300")));
        const QStringList files = QDir(m_pidDirectory->path()).entryList(QDir::Files);
        QCOMPARE(files.size(), 1);
        QFile file(QDir(m_pidDirectory->path()).filePath(files.first()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Expected<PidRecord> record = PidRecord::fromJson(file.readAll());
        QVERIFY2(record, qPrintable(record.error()));
        QCOMPARE(record->pid, server->pid());
        QCOMPARE(record->ownerPid, QCoreApplication::applicationPid());
        QCOMPARE(record->name, QStringLiteral("recorded"));
        QVERIFY(ProcessTable::runs(record->pid, record->startTicks));
        // Its owner (this process) runs: cleaning up must leave it alone.
        QCOMPARE(launcher.cleanUpStaleServers(), 0);
        QVERIFY(server->isAlive());
        server.reset(); // destroying it stops it
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
        QVERIFY(ProcessTable::isGoneOrZombie(record->pid));
    }

    void serversOfACrashedLanebookAreStoppedAtTheNextStart()
    {
        QProcess crashing;
        crashing.start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--leave-orphans"), m_pidDirectory->path()});
        QVERIFY(crashing.waitForFinished(30000));
        QCOMPARE(crashing.exitStatus(), QProcess::CrashExit);
        const QString printed = QString::fromUtf8(crashing.readAllStandardOutput());
        const qint64 obedient = numberAfter(printed, QStringLiteral("obedient"));
        const qint64 stubborn = numberAfter(printed, QStringLiteral("stubborn"));
        QVERIFY2(obedient > 0 && stubborn > 0, qPrintable(printed));

        // PR_SET_PDEATHSIG: the server that obeys SIGTERM went with its Lanebook.
        QTRY_VERIFY(ProcessTable::isGoneOrZombie(obedient));
        // The one that ignores SIGTERM is still there, and so is its record.
        QVERIFY(!ProcessTable::isGoneOrZombie(stubborn));
        QCOMPARE(QDir(m_pidDirectory->path()).entryList(QDir::Files).size(), 2);

        ServerLauncher nextStart(m_pidDirectory->path());
        QCOMPARE(nextStart.cleanUpStaleServers(), 1);
        QVERIFY(ProcessTable::isGoneOrZombie(stubborn));
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
    }

    void aReusedPidIsNeverKilled()
    {
        // A record whose owner is dead and whose PID now belongs to an unrelated process
        // (another start time) must not cost that process its life.
        QProcess unrelated;
        unrelated.start(QStringLiteral("sleep"), {QStringLiteral("300")});
        QVERIFY(unrelated.waitForStarted());
        PidRecord record;
        record.ownerPid = 999999999; // no such process
        record.ownerStartTicks = 1;
        record.pid = unrelated.processId();
        record.startTicks = ProcessTable::startTicks(record.pid) + 1;
        record.name = QStringLiteral("long gone");
        QVERIFY(record.writeTo(m_pidDirectory->path()));
        ServerLauncher launcher(m_pidDirectory->path());
        QCOMPARE(launcher.cleanUpStaleServers(), 0);
        QCOMPARE(unrelated.state(), QProcess::Running);
        QVERIFY(!ProcessTable::isGoneOrZombie(record.pid));
        QVERIFY(QDir(m_pidDirectory->path()).entryList(QDir::Files).isEmpty());
        unrelated.kill();
        unrelated.waitForFinished();
    }

private:
    std::unique_ptr<QTemporaryDir> m_pidDirectory;
};

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--leave-orphans") == 0)
        return leaveOrphans(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestServerLauncher test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_serverlauncher.moc"
