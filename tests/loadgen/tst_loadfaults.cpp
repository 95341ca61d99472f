// Faults (the list): unreachable URL, TLS error, 4xx/5xx, malformed SSE, resets,
// stalls, a server killed mid-run. Every request ends with a reason within its timeout and the
// run counts its errors by kind.
#include "backends/loadgen/loadgenerator.h"
#include "httpclientundertest.h"
#include "loadtestsupport.h"
#include "mockserverprocess.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <vector>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace lanebook;
using test::errorsOfKind;
using test::metric;
using test::run;

namespace {

LoadSpec specFor(const QString &url, int concurrency, int requests)
{
    LoadSpec spec;
    spec.baseUrl = url;
    spec.model = QStringLiteral("mock-model");
    spec.httpClient = test::httpClientUnderTest();
    spec.concurrency = concurrency;
    spec.requestCount = requests;
    spec.inputTokens = 16;
    spec.outputTokens = 12;
    spec.connectTimeoutS = 2;
    spec.firstTokenTimeoutS = 10;
    spec.totalTimeoutS = 20;
    return spec;
}

// Every sample ended: success, or an error naming the server; counts add up.
void checkEveryRequestEnded(const Run &run, int requests)
{
    QCOMPARE(int(run.samples.size()), requests);
    int failed = 0;
    for (const RequestSample &s : run.samples) {
        if (s.error.isEmpty()) {
            QVERIFY(s.e2elMs.has_value());
            continue;
        }
        ++failed;
        QVERIFY(!s.e2elMs.has_value());
    }
    QCOMPARE(metric(run, "failed"), double(failed));
    QCOMPARE(metric(run, "completed"), double(requests - failed));
    int counted = 0;
    for (const auto &[kind, count] : run.extra["errors_by_kind"].items())
        counted += count.get<int>();
    QCOMPARE(counted, failed);
}

} // namespace

class TestLoadFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void httpAndStreamFaults_data()
    {
        QTest::addColumn<QStringList>("knob");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("429") << QStringList{QStringLiteral("--http-429-rate"),
                                            QStringLiteral("0.5")}
                             << QStringLiteral("http_4xx") << QStringLiteral("HTTP 429");
        QTest::newRow("500") << QStringList{QStringLiteral("--http-500-rate"),
                                            QStringLiteral("0.5")}
                             << QStringLiteral("http_5xx") << QStringLiteral("HTTP 500");
        QTest::newRow("reset") << QStringList{QStringLiteral("--reset-rate"), QStringLiteral("0.5")}
                               << QStringLiteral("disconnected") << QString();
        QTest::newRow("malformed")
            << QStringList{QStringLiteral("--malformed-rate"), QStringLiteral("0.5")}
            << QStringLiteral("malformed_stream") << QStringLiteral("malformed");
    }
    void httpAndStreamFaults()
    {
        QFETCH(QStringList, knob);
        QFETCH(QString, kind);
        QFETCH(QString, message);
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, knob);
        const int requests = 40;
        const Run result = run(specFor(server.baseUrlString(), 8, requests));
        checkEveryRequestEnded(result, requests);
        const int failed = int(metric(result, "failed"));
        QVERIFY2(failed > 0 && failed < requests, qPrintable(QString::number(failed)));
        QCOMPARE(errorsOfKind(result, kind.toLatin1().constData()), failed);
        for (const RequestSample &s : result.samples) {
            if (s.error.isEmpty())
                continue;
            QVERIFY2(s.error.contains(server.baseUrlString()), qPrintable(s.error));
            QVERIFY2(message.isEmpty() || s.error.contains(message), qPrintable(s.error));
        }
        QVERIFY(result.status != RunStatus::Failed);
    }

    void unreachableUrl()
    {
        // A port that was just listening and is closed now.
        QString url;
        {
            test::MockServerProcess server;
            LANEBOOK_START_MOCK_SERVER(server, {});
            url = server.baseUrlString();
        }
        const Run result = run(specFor(url, 4, 10));
        checkEveryRequestEnded(result, 10);
        QCOMPARE(errorsOfKind(result, "unreachable"), 10);
        QCOMPARE(result.status, RunStatus::Failed);
        QVERIFY2(result.statusReason.contains(url), qPrintable(result.statusReason));
        QVERIFY(result.extra["server_metrics"].contains("error")); // /metrics said why too
    }

    // A listener whose accept queue is full and never drained: the kernel drops further SYNs,
    // so connects hang until the connect timeout says so.
    void connectTimeout()
    {
        const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
        QCOMPARE(::listen(listener, 0), 0);
        socklen_t length = sizeof address;
        ::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length);
        std::vector<int> fillers;
        for (int i = 0; i < 3; ++i) {
            fillers.push_back(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
            ::connect(fillers.back(), reinterpret_cast<sockaddr *>(&address), sizeof address);
        }
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(ntohs(address.sin_port));
        LoadSpec spec = specFor(url, 2, 4);
        spec.connectTimeoutS = 0.4;
        spec.scrapeServerMetrics = false;
        QElapsedTimer clock;
        clock.start();
        const Run result = run(spec);
        const qint64 elapsedMs = clock.elapsed();
        for (int fd : fillers)
            ::close(fd);
        ::close(listener);
        checkEveryRequestEnded(result, 4);
        QVERIFY2(errorsOfKind(result, "connect_timeout") == 4,
                 result.extra["errors_by_kind"].dump().c_str());
        QVERIFY2(elapsedMs < 8000, qPrintable(QString::number(elapsedMs)));
        for (const RequestSample &s : result.samples)
            QVERIFY2(s.error.contains(url), qPrintable(s.error));
    }

    void tlsErrorAgainstPlainHttp()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        QString url = server.baseUrlString();
        url.replace(QLatin1String("http://"), QLatin1String("https://"));
        const Run result = run(specFor(url, 2, 4));
        checkEveryRequestEnded(result, 4);
        QCOMPARE(errorsOfKind(result, "tls_error"), 4);
        // https:// always goes through libcurl, whichever client the test asks for.
        QCOMPARE(result.extra.value("http_client", std::string()), std::string("libcurl"));
    }

    void firstTokenTimeout()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--ttft-ms"), QStringLiteral("30000")});
        LoadSpec spec = specFor(server.baseUrlString(), 4, 4);
        spec.firstTokenTimeoutS = 0.3;
        QElapsedTimer clock;
        clock.start();
        const Run result = run(spec);
        QVERIFY(clock.elapsed() < 20000); // ended by our timeout, not the server's 30 s
        checkEveryRequestEnded(result, 4);
        QCOMPARE(errorsOfKind(result, "first_token_timeout"), 4);
        for (const RequestSample &s : result.samples)
            QVERIFY(!s.ttftMs.has_value());
    }

    void stallMidStreamHitsTheTotalTimeout()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--stall-rate"), QStringLiteral("1"),
                                            QStringLiteral("--stall-ms"), QStringLiteral("30000"),
                                            QStringLiteral("--itl-ms"), QStringLiteral("1")});
        LoadSpec spec = specFor(server.baseUrlString(), 3, 3);
        spec.totalTimeoutS = 0.5;
        const Run result = run(spec);
        checkEveryRequestEnded(result, 3);
        QCOMPARE(errorsOfKind(result, "total_timeout"), 3);
        for (const RequestSample &s : result.samples)
            QVERIFY(s.ttftMs.has_value()); // it had started streaming
    }

    void serverKilledMidRun()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("20")});
        LoadGenerator generator;
        QSignalSpy progressed(&generator, &LoadGenerator::progressed);
        QSignalSpy finished(&generator, &LoadGenerator::finished);
        LoadSpec spec = specFor(server.baseUrlString(), 8, 200);
        spec.outputTokens = 10;
        generator.start(spec);
        // Let some requests complete, then kill the server outright.
        QTRY_VERIFY_WITH_TIMEOUT(!progressed.isEmpty() &&
                                     progressed.last().at(0).value<LoadProgress>().completed >= 8,
                                 20000);
        server.stop(SIGKILL);
        QVERIFY(finished.wait(60000));
        const Run result = finished.takeFirst().at(0).value<Run>();
        checkEveryRequestEnded(result, 200);
        QVERIFY(metric(result, "completed") >= 8);
        QVERIFY(metric(result, "failed") > 0);
        // In-flight streams were cut; the rest found nobody listening.
        QVERIFY2(errorsOfKind(result, "disconnected") + errorsOfKind(result, "unreachable") ==
                     int(metric(result, "failed")),
                 result.extra["errors_by_kind"].dump().c_str());
        QVERIFY(errorsOfKind(result, "unreachable") > 0);
    }
};

QTEST_GUILESS_MAIN(TestLoadFaults)
#include "tst_loadfaults.moc"
