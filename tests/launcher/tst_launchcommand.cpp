// The exact command lines and environments a launch produces, and that the quoting survives a
// real POSIX shell (the remote side of ssh is one).
#include "backends/launcher/launchcommand.h"

#include "backends/launcher/groupspawn.h"
#include "backends/launcher/pidrecord.h"

#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace lanebook;

namespace {

// What /bin/sh makes of a command line: each word on its own line.
QStringList wordsAfterShell(const QString &commandLine)
{
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), QStringLiteral("printf '%s\\n' ") + commandLine});
    if (!shell.waitForFinished(10000))
        return {QStringLiteral("<shell timed out>")};
    QString output = QString::fromUtf8(shell.readAllStandardOutput());
    output.chop(1); // the last newline
    return output.split(u'\n');
}

// The remote side of a launch as sshd runs it: a new session, the command through /bin/sh,
// the ssh client's standard input (the environment first) on its standard input.
void startAsSshdWould(QProcess &remote, const LaunchSpec &spec)
{
    remote.start(QStringLiteral("setsid"),
                 {QStringLiteral("-w"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                  LaunchCommand::remoteCommandLine(spec)});
    if (remote.waitForStarted())
        remote.write(LaunchCommand::remoteEnvironmentInput(spec));
}

// Reads the remote side's output into `out` until it holds `text` or the side ends.
bool readUntil(QProcess &remote, QByteArray &out, const QByteArray &text)
{
    for (int i = 0; i < 200 && !out.contains(text) && remote.state() == QProcess::Running; ++i) {
        remote.waitForReadyRead(100);
        out += remote.readAllStandardOutput();
    }
    return out.contains(text);
}

// Runs an ssh argv's remote command here: what follows the host is what the remote shell runs.
int runAsRemoteShell(const QStringList &sshArgv)
{
    return QProcess::execute(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), sshArgv.last()});
}

} // namespace

class TestLaunchCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pinningSetsEveryVendorsVariable()
    {
        const QMap<QString, QString> pinning = LaunchCommand::gpuPinning({2, 3});
        QCOMPARE(pinning.value(QStringLiteral("CUDA_VISIBLE_DEVICES")), QStringLiteral("2,3"));
        QCOMPARE(pinning.value(QStringLiteral("HIP_VISIBLE_DEVICES")), QStringLiteral("2,3"));
        QCOMPARE(pinning.value(QStringLiteral("ZE_AFFINITY_MASK")), QStringLiteral("2,3"));
        QCOMPARE(pinning.size(), 3);
        QVERIFY(LaunchCommand::gpuPinning({}).isEmpty());
    }

    void pinningWinsOverAHandWrittenVariable()
    {
        LaunchSpec spec;
        spec.environment = {{QStringLiteral("CUDA_VISIBLE_DEVICES"), QStringLiteral("0")},
                            {QStringLiteral("VLLM_USE_V1"), QStringLiteral("1")}};
        spec.gpuIndices = {1};
        const QMap<QString, QString> variables = LaunchCommand::serverVariables(spec);
        QCOMPARE(variables.value(QStringLiteral("CUDA_VISIBLE_DEVICES")), QStringLiteral("1"));
        QCOMPARE(variables.value(QStringLiteral("VLLM_USE_V1")), QStringLiteral("1"));
    }

    void shellQuotingSurvivesARealShell_data()
    {
        QTest::addColumn<QString>("word");
        QTest::newRow("plain") << QStringLiteral("--max-model-len=32768");
        QTest::newRow("space") << QStringLiteral("/models/my model");
        QTest::newRow("single quote") << QStringLiteral("it's");
        QTest::newRow("double quote") << QStringLiteral("say \"hi\"");
        QTest::newRow("dollar") << QStringLiteral("$HOME and $(id) and `id`");
        QTest::newRow("glob") << QStringLiteral("*.gguf");
        QTest::newRow("json") << QStringLiteral(R"({"method": "ngram", "k": 4})");
        QTest::newRow("semicolon") << QStringLiteral("a; rm -rf /tmp/nothing");
        QTest::newRow("backslash") << QStringLiteral(R"(\name\)");
        QTest::newRow("empty") << QString();
        QTest::newRow("utf8") << QStringLiteral("modèle-量化");
    }

    void shellQuotingSurvivesARealShell()
    {
        QFETCH(QString, word);
        const QString quoted = LaunchCommand::shellQuoted(word);
        QCOMPARE(wordsAfterShell(quoted), QStringList{word});
    }

    void plainWordsStayReadable()
    {
        QCOMPARE(LaunchCommand::shellQuoted(QStringLiteral("vllm")), QStringLiteral("vllm"));
        QCOMPARE(LaunchCommand::shellQuoted(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
        QCOMPARE(LaunchCommand::shellQuoted(QString()), QStringLiteral("''"));
    }

    void sshArgvIsExact()
    {
        LaunchSpec spec;
        spec.sshHost = QStringLiteral("gpu-box-1");
        spec.argv = {QStringLiteral("vllm"), QStringLiteral("serve"),
                     QStringLiteral("/models/Qwen 3"), QStringLiteral("--port"),
                     QStringLiteral("8001")};
        spec.environment = {{QStringLiteral("HF_TOKEN"), QStringLiteral("hf_secretvalue123")}};
        spec.gpuIndices = {0, 1};
        const QStringList argv = LaunchCommand::sshArgv(spec, QStringLiteral("/usr/bin/ssh"));
        const QStringList options{QStringLiteral("/usr/bin/ssh"),
                                  QStringLiteral("-o"),
                                  QStringLiteral("BatchMode=yes"),
                                  QStringLiteral("-o"),
                                  QStringLiteral("ConnectTimeout=10"),
                                  QStringLiteral("-T"),
                                  QStringLiteral("--"),
                                  QStringLiteral("gpu-box-1")};
        QCOMPARE(argv.mid(0, options.size()), options);
        QCOMPARE(argv.size(), options.size() + 1);
        QCOMPARE(argv.last(), LaunchCommand::remoteCommandLine(spec));
        // The environment is not in the command line, which `ps` shows on both hosts.
        QVERIFY(!argv.join(u' ').contains(QLatin1String("hf_secretvalue123")));
        QVERIFY(!argv.join(u' ').contains(QLatin1String("CUDA_VISIBLE_DEVICES")));
        QVERIFY(argv.last().endsWith(QLatin1String("exec vllm serve '/models/Qwen 3' --port 8001 "
                                                   "</dev/null 3<&-")));
    }

    void remoteCommandGetsItsEnvironmentOnStandardInput()
    {
        QTemporaryDir dir;
        LaunchSpec spec;
        spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                     QStringLiteral("printf '%s|%s|%s\n' \"$MODEL_DIR\" \"$CUDA_VISIBLE_DEVICES\" "
                                    "\"$(pwd)\"")};
        spec.environment = {{QStringLiteral("MODEL_DIR"), QStringLiteral("/data/my 'models'\nx")}};
        spec.gpuIndices = {3};
        spec.workingDirectory = dir.path();
        QProcess remote;
        startAsSshdWould(remote, spec);
        QVERIFY(remote.waitForStarted());
        QVERIFY(remote.waitForFinished(20000));
        const QStringList lines =
            QString::fromUtf8(remote.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() == 3, qPrintable(lines.join(u'/')));
        const auto [group, ticks] = LaunchCommand::parseRemoteMarker(lines.first());
        QVERIFY(group > 1);
        QVERIFY(ticks > 0);
        QCOMPARE(lines.at(1), QStringLiteral("/data/my 'models'"));
        QCOMPARE(lines.at(2), QStringLiteral("x|3|") + dir.path());
    }

    // The end of the ssh session (Lanebook killed, network gone) stops the remote group.
    void remoteGroupStopsWhenTheSessionEnds()
    {
        LaunchSpec spec;
        spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                     QStringLiteral("trap '' TERM; echo up; while :; do sleep 0.1; done")};
        spec.stopGraceS = 1.0;
        QProcess remote;
        startAsSshdWould(remote, spec);
        QVERIFY(remote.waitForStarted());
        QByteArray out;
        QVERIFY2(readUntil(remote, out, "\nup"), out.constData());
        QCOMPARE(remote.state(), QProcess::Running);
        QTest::qWait(300);
        QCOMPARE(remote.state(), QProcess::Running); // an open session keeps it running
        remote.closeWriteChannel();                  // the session ends
        QVERIFY2(remote.waitForFinished(20000), "the group outlived its ssh session");
    }

    // A server that goes on the watcher's SIGTERM takes its whole group with it: the watcher
    // leaves then. It once slept out the grace in the group, and the next wave's cleanup of a
    // killed wave's record waited for it (about 10 s over a real sshd).
    void nothingOfTheGroupOutlivesAServerThatObeysSigterm()
    {
        LaunchSpec spec;
        spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                     QStringLiteral("echo up; exec sleep 300")};
        spec.stopGraceS = 300.0; // a watcher that waited out the grace would outlast the test
        QProcess remote;
        startAsSshdWould(remote, spec);
        QVERIFY(remote.waitForStarted());
        QByteArray out;
        QVERIFY2(readUntil(remote, out, "\nup"), out.constData());
        const auto group = static_cast<pid_t>(
            LaunchCommand::parseRemoteMarker(QString::fromUtf8(out.left(out.indexOf('\n')))).first);
        QVERIFY(group > 1);
        const auto leftovers = qScopeGuard([group] {
            if (liveGroupMembers(group) > 0)
                ::kill(-group, SIGKILL);
        });
        remote.closeWriteChannel(); // the session ends
        QVERIFY2(remote.waitForFinished(20000), "the server outlived its ssh session");
        QTRY_COMPARE(liveGroupMembers(group), 0);
    }

    // A stale record's group is signalled only while /proc shows the start time it recorded.
    void signalChecksTheGroupStartTime()
    {
        QProcess victim;
        victim.start(QStringLiteral("setsid"),
                     {QStringLiteral("-w"), QStringLiteral("sleep"), QStringLiteral("300")});
        QVERIFY(victim.waitForStarted());
        // Not a group leader, setsid execs in place: the sleep leads its own new group.
        const qint64 group = victim.processId();
        QFile stat(QStringLiteral("/proc/%1/stat").arg(group));
        QVERIFY(stat.open(QIODevice::ReadOnly));
        const QList<QByteArray> fields = stat.readAll().split(' ');
        const quint64 ticks = fields.value(21).toULongLong();
        QVERIFY(ticks > 0);
        runAsRemoteShell(LaunchCommand::sshSignalArgv(QStringLiteral("h"), group, ticks + 1, 15,
                                                      QStringLiteral("ssh")));
        // Not our group any more: as good as gone, and said so.
        QCOMPARE(runAsRemoteShell(LaunchCommand::sshStopGroupArgv(
                     QStringLiteral("h"), group, ticks + 1, 2.0, QStringLiteral("ssh"))),
                 LaunchCommand::kRemoteGroupGoneExitCode);
        QTest::qWait(200);
        QCOMPARE(victim.state(), QProcess::Running); // another process's start time: left alone
        QCOMPARE(runAsRemoteShell(LaunchCommand::sshStopGroupArgv(QStringLiteral("h"), group, ticks,
                                                                  2.0, QStringLiteral("ssh"))),
                 0);
        QVERIFY(victim.waitForFinished(20000));
    }

    // A stale record's group that was killed with SIGKILL is said to be gone in the one call,
    // before anything is signalled or waited for (the grace here would outlast the test).
    void stopSaysAGroupThatIsGoneIsGone()
    {
        QProcess victim;
        victim.start(QStringLiteral("setsid"),
                     {QStringLiteral("-w"), QStringLiteral("sleep"), QStringLiteral("300")});
        QVERIFY(victim.waitForStarted());
        const qint64 group = victim.processId(); // setsid execs in place: the sleep leads it
        const quint64 ticks = ProcessTable::startTicks(group);
        QVERIFY(ticks > 0);
        victim.kill();
        QVERIFY(victim.waitForFinished());
        QCOMPARE(runAsRemoteShell(LaunchCommand::sshStopGroupArgv(QStringLiteral("h"), group, ticks,
                                                                  300.0, QStringLiteral("ssh"))),
                 LaunchCommand::kRemoteGroupGoneExitCode);
        QCOMPARE(runAsRemoteShell(LaunchCommand::sshStopGroupArgv(QStringLiteral("h"), group, 0,
                                                                  300.0, QStringLiteral("ssh"))),
                 LaunchCommand::kRemoteGroupGoneExitCode); // start time not known
    }

    void hostsThatAreNotHostsAreRefused()
    {
        QVERIFY(LaunchCommand::checkSshHost(QStringLiteral("gpu-box-1")));
        QVERIFY(LaunchCommand::checkSshHost(QStringLiteral("me@10.0.0.7")));
        QVERIFY(LaunchCommand::checkSshHost(QStringLiteral("-oProxyCommand=touch /tmp/x"))
                    .error()
                    .contains(QStringLiteral("option")));
        QVERIFY(!LaunchCommand::checkSshHost(QStringLiteral("two words")));
        QVERIFY(!LaunchCommand::checkSshHost(QString()));
    }
};

QTEST_GUILESS_MAIN(TestLaunchCommand)
#include "tst_launchcommand.moc"
