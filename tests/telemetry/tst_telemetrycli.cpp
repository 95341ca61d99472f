// `lanebook-cli telemetry` as a user runs it (the real executable, a child process):
// --once in text and JSON, a stream of --count ticks, the exit statuses (0, 1, 2), and a
// hung tool said once on stderr while the stream goes on.
#include "telemetrytestenv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

using namespace lanebook::test;

namespace {

struct CliResult
{
    int code = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList &args, const QProcessEnvironment &env)
{
    QProcess cli;
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(LANEBOOK_CLI_PATH), args);
    if (!cli.waitForFinished(60000))
        cli.kill();
    return {cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1,
            QString::fromUtf8(cli.readAllStandardOutput()),
            QString::fromUtf8(cli.readAllStandardError())};
}

QProcessEnvironment withFakeNvidiaSmi(const QByteArray &fault = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"),
               QString::fromLocal8Bit(fakeToolsPath({QStringLiteral("fake-nvidia-smi")})));
    env.insert(QStringLiteral("FAKE_NVIDIA_SMI_CAPTURE"), capture(kH200Capture));
    env.insert(QStringLiteral("FAKE_NVIDIA_SMI_GPUS"), QStringLiteral("2"));
    env.insert(QStringLiteral("LANEBOOK_NVML_LIBRARY"),
               QStringLiteral("libnvidia-ml-absent-for-lanebook-tests.so.1"));
    if (!fault.isEmpty())
        env.insert(QStringLiteral("FAKE_NVIDIA_SMI_FAULT"), QString::fromLatin1(fault));
    return env;
}

} // namespace

class TelemetryCliTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onceAsJson()
    {
        const CliResult r = runCli({QStringLiteral("--json"), QStringLiteral("telemetry"),
                                    QStringLiteral("--source"), QStringLiteral("nvidia-smi"),
                                    QStringLiteral("--once")},
                                   withFakeNvidiaSmi());
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("source")).toString(), QStringLiteral("nvidia-smi"));
        QVERIFY(doc.value(QStringLiteral("error")).isNull());
        const QJsonArray gpus = doc.value(QStringLiteral("gpus")).toArray();
        QCOMPARE(gpus.size(), 2);
        const QJsonObject gpu = gpus.at(1).toObject();
        QCOMPARE(gpu.value(QStringLiteral("index")).toInt(), 1);
        QCOMPARE(gpu.value(QStringLiteral("name")).toString(), QStringLiteral("NVIDIA H200"));
        const QJsonObject metrics = gpu.value(QStringLiteral("metrics")).toObject();
        QVERIFY(metrics.value(QStringLiteral("fan_pct")).isNull()); // missing, not 0
        QVERIFY(metrics.value(QStringLiteral("power_w")).isDouble());
        QCOMPARE(metrics.value(QStringLiteral("power_limit_w")).toDouble(), 700.0);
        QVERIFY(gpu.value(QStringLiteral("throttle_reasons")).isArray());
        QVERIFY(doc.value(QStringLiteral("capabilities"))
                    .toArray()
                    .contains(QJsonValue(QStringLiteral("throttle_reasons"))));
    }

    void onceAsText()
    {
        const CliResult r = runCli({QStringLiteral("telemetry"), QStringLiteral("--source"),
                                    QStringLiteral("fake"), QStringLiteral("--once")},
                                   QProcessEnvironment::systemEnvironment());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("source: fake\n")));
        QVERIFY(r.out.contains(QLatin1String("THROTTLE")));
        QCOMPARE(r.out.count(QLatin1String("Fake H200")), 2);
    }

    void streamsCountTicks()
    {
        const CliResult r = runCli(
            {QStringLiteral("--json"), QStringLiteral("telemetry"), QStringLiteral("--source"),
             QStringLiteral("fake=") + capture(kH200Capture), QStringLiteral("--hz"),
             QStringLiteral("20"), QStringLiteral("--count"), QStringLiteral("4")},
            QProcessEnvironment::systemEnvironment());
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4); // JSON Lines: one object per tick
        for (const QString &line : lines) {
            const QJsonObject tick = QJsonDocument::fromJson(line.toUtf8()).object();
            QCOMPARE(tick.value(QStringLiteral("gpus")).toArray().size(), 1);
        }
    }

    void usageAndFailures()
    {
        const QProcessEnvironment env = withFakeNvidiaSmi("no-driver");
        CliResult r = runCli(
            {QStringLiteral("telemetry"), QStringLiteral("--source"), QStringLiteral("cuda")}, env);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("unknown telemetry source \"cuda\"")));
        r = runCli({QStringLiteral("telemetry"), QStringLiteral("--bogus")}, env);
        QCOMPARE(r.code, 2);
        r = runCli({QStringLiteral("telemetry"), QStringLiteral("--source"),
                    QStringLiteral("nvidia-smi"), QStringLiteral("--once")},
                   env);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("couldn't communicate with the NVIDIA driver")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void autoWithNothingSaysWhy()
    {
        QProcessEnvironment env = withFakeNvidiaSmi();
        env.insert(QStringLiteral("PATH"), QString::fromLocal8Bit(fakeToolsPath({})));
        env.insert(QStringLiteral("LANEBOOK_SYSFS_ROOT"), QStringLiteral("/nonexistent-sysfs"));
        const CliResult r = runCli({QStringLiteral("telemetry"), QStringLiteral("--once")}, env);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("nvidia-smi is not on PATH")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("--source fake")));
    }

    void ctrlCStopsTheStreamAndTheTool()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("nvidia-smi.log"));
        QProcessEnvironment env = withFakeNvidiaSmi();
        env.insert(QStringLiteral("FAKE_NVIDIA_SMI_LOG"), log);
        QProcess cli;
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(LANEBOOK_CLI_PATH),
                  {QStringLiteral("telemetry"), QStringLiteral("--source"),
                   QStringLiteral("nvidia-smi"), QStringLiteral("--hz"), QStringLiteral("10")});
        QByteArray out;
        while (out.count("NVIDIA H200") < 6 && cli.waitForReadyRead(10000))
            out += cli.readAllStandardOutput();
        QVERIFY2(out.count("NVIDIA H200") >= 6, out.constData());
        ::kill(pid_t(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit); // it ended, not killed by the signal
        QCOMPARE(cli.exitCode(), 0);
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString start = QString::fromUtf8(file.readLine());
        const pid_t tool =
            pid_t(start.section(QLatin1Char('='), 1).section(QLatin1Char(' '), 0, 0).toInt());
        QVERIFY2(tool > 0, qPrintable(start));
        QCOMPARE(::kill(tool, 0), -1); // the looping nvidia-smi is gone with it
    }

    void aHungToolIsSaidOnce()
    {
        const CliResult r = runCli(
            {QStringLiteral("telemetry"), QStringLiteral("--source"), QStringLiteral("nvidia-smi"),
             QStringLiteral("--hz"), QStringLiteral("10"), QStringLiteral("--count"),
             QStringLiteral("30"), QStringLiteral("--timeout-ms"), QStringLiteral("300")},
            withFakeNvidiaSmi("hang-after-3"));
        QCOMPARE(r.code, 0); // it keeps going
        QCOMPARE(r.err.count(QLatin1String("has printed nothing")), 1);
        QCOMPARE(r.out.count(QLatin1String("NVIDIA H200")), 60); // every tick, both GPUs
    }
};

QTEST_GUILESS_MAIN(TelemetryCliTest)
#include "tst_telemetrycli.moc"
