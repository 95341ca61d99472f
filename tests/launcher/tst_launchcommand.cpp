// The exact command lines and environments a launch produces, and that the quoting survives a
// real POSIX shell (the remote side of ssh is one).
#include "backends/launcher/launchcommand.h"

#include <QProcess>
#include <QTest>

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
        spec.environment = {{QStringLiteral("HF_HOME"), QStringLiteral("/data/hf cache")}};
        spec.gpuIndices = {0, 1};
        spec.workingDirectory = QStringLiteral("/srv/bench");
        const QStringList argv = LaunchCommand::sshArgv(spec, QStringLiteral("/usr/bin/ssh"));
        const QStringList expected{
            QStringLiteral("/usr/bin/ssh"),
            QStringLiteral("-o"),
            QStringLiteral("BatchMode=yes"),
            QStringLiteral("-o"),
            QStringLiteral("ConnectTimeout=10"),
            QStringLiteral("-T"),
            QStringLiteral("--"),
            QStringLiteral("gpu-box-1"),
            QStringLiteral("echo __LANEBOOK_REMOTE_PGID__=$$; cd /srv/bench && exec env "
                           "CUDA_VISIBLE_DEVICES=0,1 'HF_HOME=/data/hf cache' "
                           "HIP_VISIBLE_DEVICES=0,1 ZE_AFFINITY_MASK=0,1 vllm serve "
                           "'/models/Qwen 3' --port 8001")};
        QCOMPARE(argv, expected);
    }

    void remoteCommandWithoutEnvironmentOrDirectory()
    {
        LaunchSpec spec;
        spec.sshHost = QStringLiteral("user@host");
        spec.argv = {QStringLiteral("llama-server"), QStringLiteral("-m"),
                     QStringLiteral("model.gguf")};
        QCOMPARE(LaunchCommand::remoteCommandLine(spec),
                 QStringLiteral("echo __LANEBOOK_REMOTE_PGID__=$$; exec llama-server -m "
                                "model.gguf"));
    }

    void signalArgvTargetsTheRemoteGroup()
    {
        QCOMPARE(LaunchCommand::sshSignalArgv(QStringLiteral("gpu-box-1"), 4242, 15,
                                              QStringLiteral("ssh")),
                 (QStringList{QStringLiteral("ssh"), QStringLiteral("-o"),
                              QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                              QStringLiteral("ConnectTimeout=10"), QStringLiteral("-T"),
                              QStringLiteral("--"), QStringLiteral("gpu-box-1"),
                              QStringLiteral("kill -15 -4242")}));
    }

    void hostsThatAreNotHostsAreRefused()
    {
        QVERIFY(LaunchCommand::sshHostProblem(QStringLiteral("gpu-box-1")).isEmpty());
        QVERIFY(LaunchCommand::sshHostProblem(QStringLiteral("me@10.0.0.7")).isEmpty());
        QVERIFY(LaunchCommand::sshHostProblem(QStringLiteral("-oProxyCommand=touch /tmp/x"))
                    .contains(QStringLiteral("option")));
        QVERIFY(!LaunchCommand::sshHostProblem(QStringLiteral("two words")).isEmpty());
        QVERIFY(!LaunchCommand::sshHostProblem(QString()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLaunchCommand)
#include "tst_launchcommand.moc"
