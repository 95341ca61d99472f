// Benchmark (label bench): wrk against lanebook-mock-server, to show that the mock is not the
// bottleneck of what is measured against it. Prints requests/s, tokens/s (from the server's
// own vllm:generation_tokens_total), the server's CPU use (from /proc/PID/stat) beside wrk's
// own (getrusage of the reaped child), and the server-side mean end-to-end time against the
// ideal the timing knobs ask for. FAILS when the server spends more CPU than its target against
// wrk on the same exchanges (wrk is about as lean as an HTTP client gets, so a server within a
// small factor of it is not what limits a client measured against it), or when a paced
// stream's mean end-to-end time misses the ideal by more than its target.
// Skips without wrk or curl, and fails without them in CI (packaging/install-bench-deps.sh
// installs both). Run: ctest -L bench -R mockserverbench --output-on-failure -V
// LANEBOOK_BENCH_SMOKE=1: 2 s per row instead of 5 (see durationS()).

#include "benchsize.h"
#include "mockserverprocess.h"
#include "models/tooloutput/prometheustext.h"
#include "testutils.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <sys/resource.h>
#include <unistd.h>

using namespace lanebook;
using namespace lanebook::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// Smoke: 2 s per row. Every figure is a rate or a mean over the exchanges finished in the
// window, and 2 s still finishes each paced connection's stream (680 ms) twice; the targets
// below were measured at 2 s.
int durationS()
{
    return test::benchSize(5, 2);
}

// The server's CPU against wrk's on the same exchanges, measured with 2 s per row on a 2-core
// machine busy compiling: 0.84 to 0.86 on /health, 1.13 to 1.14 on completions, 1.07 to 1.32 on
// streams (the 1,000 tokens/s row 1.17); a later smoke run read 2.01 on the paced c256 row,
// where wrk does least. 3 leaves room for that; a server twice as costly still fails.
constexpr double kServerToWrkCpu = 3.0;
// The server's mean end-to-end time against what the timing knobs ask for, same runs: 1.00 on
// the 10 ms streams at 256 and 1,024 connections, 1.03 on the 1,000 tokens/s row.
constexpr double kE2eToIdeal = 1.15;

// user + system time of this process's reaped children, in seconds.
double childrenCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// utime + stime of a process, in seconds.
double cpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1.0;
    const QByteArray text = stat.readAll();
    // Fields after the ")" that closes the command name: state is field 3, utime 14, stime 15.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1.0;
    return double(fields[11].toLongLong() + fields[12].toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

struct ServerCounters
{
    double generationTokens = 0.0;
    double finished = 0.0; // stop + length
    double e2eSumS = 0.0;
    double e2eCount = 0.0;
};

ServerCounters serverCounters(const QString &baseUrl)
{
    QProcess curl;
    curl.start(s("curl"), {s("-s"), baseUrl + s("/metrics")});
    curl.waitForFinished(10000);
    const PrometheusScrape scrape = parsePrometheusText(curl.readAllStandardOutput()).scrape;
    ServerCounters counters;
    counters.generationTokens = scrape.sum(s("vllm:generation_tokens_total")).value_or(0.0);
    counters.finished =
        scrape.value(s("vllm:request_success_total"), {{s("finished_reason"), s("length")}})
            .value_or(0.0);
    counters.e2eSumS = scrape.sum(s("vllm:e2e_request_latency_seconds_sum")).value_or(0.0);
    counters.e2eCount = scrape.sum(s("vllm:e2e_request_latency_seconds_count")).value_or(0.0);
    return counters;
}

} // namespace

class TestMockServerBench : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wrkAgainstMockServer_data();
    void wrkAgainstMockServer();

private:
    QString m_wrk;
};

void TestMockServerBench::initTestCase()
{
    m_wrk = QStandardPaths::findExecutable(s("wrk"));
    if (m_wrk.isEmpty())
        LANEBOOK_SKIP_MISSING_TOOL("wrk is not installed (packaging/install-bench-deps.sh)");
    if (QStandardPaths::findExecutable(s("curl")).isEmpty())
        LANEBOOK_SKIP_MISSING_TOOL("curl is not installed (packaging/install-bench-deps.sh)");
}

void TestMockServerBench::wrkAgainstMockServer_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body"); // empty: GET
    QTest::addColumn<int>("connections");
    QTest::addColumn<QStringList>("serverArgs");
    QTest::addColumn<double>("idealE2eMs"); // what the timing knobs ask for

    const QByteArray plain = R"({"prompt":"a b c d","max_tokens":16})";
    const QByteArray stream = R"({"prompt":"a b c d","max_tokens":64,"stream":true,)"
                              R"("stream_options":{"include_usage":true}})";
    const QStringList instant;
    // A fast server: 50 ms TTFT, 10 ms ITL (100 tokens/s per stream), 64 tokens: 680 ms.
    const QStringList paced = {s("--ttft-ms"), s("50"), s("--itl-ms"), s("10")};
    for (int connections : {256, 1024}) {
        const QByteArray n = QByteArray::number(connections);
        QTest::newRow(QByteArray("health c" + n).constData())
            << s("/health") << QByteArray() << connections << instant << 0.0;
        QTest::newRow(QByteArray("completions c" + n).constData())
            << s("/v1/completions") << plain << connections << instant << 0.0;
        QTest::newRow(QByteArray("stream paced c" + n).constData())
            << s("/v1/completions") << stream << connections << paced << 680.0;
    }
    // Pushing the mock: 1,000 tokens/s per stream, 256 tokens, 10 ms TTFT: 265 ms each.
    const QByteArray longStream = R"({"prompt":"a","max_tokens":256,"stream":true})";
    QTest::newRow("stream 1000 tok/s c1024")
        << s("/v1/completions") << longStream << 1024
        << QStringList{s("--ttft-ms"), s("10"), s("--itl-ms"), s("1")} << 265.0;
    QTest::newRow("stream paced c1024 threads2")
        << s("/v1/completions") << stream << 1024 << (paced + QStringList{s("--threads"), s("2")})
        << 680.0;
}

void TestMockServerBench::wrkAgainstMockServer()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    QFETCH(int, connections);
    QFETCH(QStringList, serverArgs);
    QFETCH(double, idealE2eMs);

    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, serverArgs);

    QStringList args = {s("-t2"), QStringLiteral("-c%1").arg(connections),
                        QStringLiteral("-d%1s").arg(durationS()), s("--timeout"), s("10s")};
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!body.isEmpty()) {
        args << s("-s") << QStringLiteral(LANEBOOK_TEST_DATA_DIR "/../bench/mockserver_post.lua");
        environment.insert(s("LANEBOOK_WRK_BODY"), QString::fromUtf8(body));
    }
    args << server.baseUrlString() + path;

    const ServerCounters before = serverCounters(server.baseUrlString());
    // wrk is the only child reaped between these two reads (the curl for the counters after
    // comes later): the difference is its CPU.
    const double childrenBefore = childrenCpuSeconds();
    const double cpuBefore = cpuSeconds(server.pid());
    QElapsedTimer wall;
    wall.start();
    QProcess wrk;
    wrk.setProcessEnvironment(environment);
    wrk.start(m_wrk, args);
    QVERIFY2(wrk.waitForFinished((durationS() + 30) * 1000), "wrk did not finish");
    const double wallS = double(wall.elapsed()) / 1000.0;
    const double cpuAfter = cpuSeconds(server.pid());
    const double wrkCpuS = childrenCpuSeconds() - childrenBefore;
    const ServerCounters after = serverCounters(server.baseUrlString());
    const QString output = QString::fromUtf8(wrk.readAllStandardOutput());
    QVERIFY2(wrk.exitCode() == 0,
             qPrintable(output + QString::fromUtf8(wrk.readAllStandardError())));

    const QRegularExpressionMatch rate =
        QRegularExpression(s("Requests/sec:\\s+([0-9.]+)")).match(output);
    QVERIFY2(rate.hasMatch(), qPrintable(output));
    const double requestsPerS = rate.captured(1).toDouble();
    QVERIFY2(requestsPerS > 0, qPrintable(output));
    QVERIFY2(!output.contains(s("Non-2xx")), qPrintable(output));
    // wrk closes the connections still open at the end; only connect errors are real failures.
    const QRegularExpressionMatch errors =
        QRegularExpression(s("Socket errors: connect (\\d+)")).match(output);
    QVERIFY2(!errors.hasMatch() || errors.captured(1).toInt() == 0, qPrintable(output));
    QVERIFY(server.isRunning());

    const double tokensPerS = (after.generationTokens - before.generationTokens) / wallS;
    const double serverCpuS = cpuAfter - cpuBefore;
    const double serverCores = serverCpuS / wallS;
    const double finished = after.e2eCount - before.e2eCount;
    const double meanE2eMs =
        finished > 0 ? (after.e2eSumS - before.e2eSumS) / finished * 1000.0 : 0.0;
    const QRegularExpressionMatch latency =
        QRegularExpression(s("Latency\\s+(\\S+)")).match(output);
    QVERIFY2(wrkCpuS > 0.0, "no CPU time of wrk was read");
    const double cpuRatio = serverCpuS / wrkCpuS;
    const double e2eRatio = idealE2eMs > 0.0 ? meanE2eMs / idealE2eMs : 0.0;
    qInfo().noquote() << QStringLiteral("%1: %2 req/s, %3 tokens/s, server CPU %4% of one core "
                                        "(%8 us per token), server mean e2e %5 ms (ideal %6 ms), "
                                        "wrk mean latency %7")
                             .arg(QString::fromUtf8(QTest::currentDataTag()))
                             .arg(requestsPerS, 0, 'f', 0)
                             .arg(tokensPerS, 0, 'f', 0)
                             .arg(serverCores * 100.0, 0, 'f', 1)
                             .arg(meanE2eMs, 0, 'f', 1)
                             .arg(idealE2eMs, 0, 'f', 0)
                             .arg(latency.hasMatch() ? latency.captured(1) : s("?"))
                             .arg(tokensPerS > 0 ? serverCores / tokensPerS * 1e6 : 0.0, 0, 'f', 2);
    qInfo().noquote() << QStringLiteral("  server CPU %1 s against wrk's %2 s: ratio %3 (target "
                                        "<= %4)%5")
                             .arg(serverCpuS, 0, 'f', 2)
                             .arg(wrkCpuS, 0, 'f', 2)
                             .arg(cpuRatio, 0, 'f', 2)
                             .arg(kServerToWrkCpu)
                             .arg(idealE2eMs > 0.0
                                      ? QStringLiteral("; mean e2e / ideal %1 (target <= %2)")
                                            .arg(e2eRatio, 0, 'f', 3)
                                            .arg(kE2eToIdeal)
                                      : QString());
    QVERIFY2(cpuRatio <= kServerToWrkCpu,
             qPrintable(QStringLiteral("the server spent %1 s of CPU, %2 x wrk's %3 s on the same "
                                       "exchanges; target <= %4")
                            .arg(serverCpuS, 0, 'f', 2)
                            .arg(cpuRatio, 0, 'f', 2)
                            .arg(wrkCpuS, 0, 'f', 2)
                            .arg(kServerToWrkCpu)));
    if (idealE2eMs > 0.0) {
        QVERIFY2(finished > 0, "no stream finished in the window");
        QVERIFY2(e2eRatio <= kE2eToIdeal,
                 qPrintable(QStringLiteral("the server's mean end-to-end time was %1 ms, %2 x "
                                           "the %3 ms its timing knobs ask for; target <= %4")
                                .arg(meanE2eMs, 0, 'f', 1)
                                .arg(e2eRatio, 0, 'f', 3)
                                .arg(idealE2eMs, 0, 'f', 0)
                                .arg(kE2eToIdeal)));
    }
}

QTEST_GUILESS_MAIN(TestMockServerBench)
#include "tst_mockserverbench.moc"
