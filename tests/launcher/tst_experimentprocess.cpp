// An experiment script run to its end (lanebook-cli run): stdout and stderr kept apart, the
// peak memory of the whole process tree (not only its largest process), and a ^C passed on to
// the script's own process group so that the run is still recorded. Real /bin/sh children.
#include "backends/launcher/experimentprocess.h"

#include <QDir>
#include <QProcessEnvironment>
#include <QTest>

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace lanebook;

namespace {

ExperimentSpec shellSpec(const QString &script)
{
    ExperimentSpec spec;
    spec.argv = {QStringLiteral("/bin/sh"), QStringLiteral("-c"), script};
    spec.environment = QProcessEnvironment::systemEnvironment().toStringList();
    spec.workingDirectory = QDir::tempPath();
    return spec;
}

constexpr qint64 kMiB = 1024 * 1024;

} // namespace

class TestExperimentProcess : public QObject
{
    Q_OBJECT

private slots:
    void stdoutAndStderrAreKeptApart()
    {
        ExperimentSpec spec = shellSpec(QStringLiteral(
            "i=1; while [ $i -le 50 ]; do echo out $i; echo err $i >&2; i=$((i+1)); done; "
            "printf 'progress 10%%\\rprogress 100%%\\n'; exit 7"));
        spec.tailLines = 3;
        QByteArray seen;
        spec.onStdout = [&seen](const QByteArray &chunk) { seen += chunk; };
        const ExperimentOutcome outcome = runExperimentProcess(spec);
        QVERIFY(outcome.started());
        QCOMPARE(outcome.exitCode, 7);
        QCOMPARE(outcome.exitDescription, QStringLiteral("exited with code 7"));
        // The last lines as a terminal shows them: the carriage return rewrote its line.
        QCOMPARE(outcome.stdoutTail, QStringLiteral("out 49\nout 50\nprogress 100%"));
        QCOMPARE(outcome.stderrTail, QStringLiteral("err 48\nerr 49\nerr 50"));
        QVERIFY(seen.startsWith("out 1\nout 2\n"));
        QCOMPARE(outcome.stdoutBytes, qint64(seen.size()));
        QVERIFY(outcome.wallS > 0.0);
    }

    void peakMemoryIsTheWholeTree()
    {
        // Two sorts hold about 40 MiB each at the same time (sort keeps its input until the
        // end of it, and the end comes a second later); neither alone reaches the sum.
        const QString holder =
            QStringLiteral("{ head -c 41943040 /dev/zero; sleep 1.5; } | sort > /dev/null");
        const ExperimentOutcome outcome =
            runExperimentProcess(shellSpec(QStringLiteral("(%1) & (%1) & wait").arg(holder)));
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.rssSampleCount >= 5, qPrintable(QString::number(outcome.rssSampleCount)));
        const QString figures = QStringLiteral("tree sampled %1 MiB, largest process %2 MiB")
                                    .arg(outcome.peakRssTreeSampledBytes / kMiB)
                                    .arg(outcome.peakRssLargestProcessBytes / kMiB);
        QVERIFY2(outcome.peakRssLargestProcessBytes >= 38 * kMiB, qPrintable(figures));
        QVERIFY2(outcome.peakRssTreeSampledBytes >= 76 * kMiB, qPrintable(figures));
        QVERIFY2(outcome.peakRssTreeSampledBytes > outcome.peakRssLargestProcessBytes * 3 / 2,
                 qPrintable(figures));
        QCOMPARE(outcome.peakRssBytes(), outcome.peakRssTreeSampledBytes);
    }

    void anInterruptReachesTheScriptsGroup()
    {
        // The interrupt is sent once the script says it runs, not after a guessed delay: it
        // lands while the script's child sleeps, with the forwarding in place (before it, the
        // default action would end this test).
        std::atomic<bool> running{false};
        std::atomic<bool> returned{false};
        ExperimentSpec spec = shellSpec(QStringLiteral("echo running; sleep 30; echo not reached"));
        spec.onStdout = [&running](const QByteArray &chunk) {
            if (chunk.contains("running"))
                running = true;
        };
        std::thread interrupter([&running, &returned] {
            while (!running && !returned)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            if (running && !returned)
                ::kill(::getpid(), SIGINT);
        });
        // The script's child (sleep) is in the script's group: the interrupt ends both.
        const ExperimentOutcome outcome = runExperimentProcess(spec);
        returned = true;
        interrupter.join();
        QVERIFY(running);
        QCOMPARE(outcome.forwardedSignal, SIGINT);
        QCOMPARE(outcome.exitCode, 128 + SIGINT);
        QCOMPARE(outcome.stdoutTail.trimmed(), QStringLiteral("running"));
    }

    void aMissingProgramIsSaid()
    {
        ExperimentSpec spec = shellSpec({});
        spec.argv = {QStringLiteral("no-such-program-xyz")};
        const ExperimentOutcome outcome = runExperimentProcess(spec);
        QVERIFY(!outcome.started());
        QVERIFY2(outcome.startError.contains(QLatin1String("no-such-program-xyz")),
                 qPrintable(outcome.startError));
    }
};

QTEST_GUILESS_MAIN(TestExperimentProcess)
#include "tst_experimentprocess.moc"
