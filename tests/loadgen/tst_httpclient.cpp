// The load generator's HTTP behaviour against scripted servers on loopback (real sockets):
// what the mock server does not do — bodies that run to the close, kept-alive connections the
// server drops, responses dribbled a byte at a time, answers that are not HTTP, listeners that
// never accept. Runs with Lanebook's own client and again through libcurl (CMakeLists).
#include "backends/loadgen/loadgenerator.h"
#include "httpclientundertest.h"
#include "scriptedhttpserver.h"

#include <QElapsedTimer>
#include <QTest>

#include <chrono>

using namespace lanebook;
using test::ScriptedHttpServer;

namespace {

LoadSpec specFor(const std::string &url, int concurrency, int requests)
{
    LoadSpec spec;
    spec.baseUrl = QString::fromStdString(url);
    spec.model = QStringLiteral("m");
    spec.httpClient = test::httpClientUnderTest();
    spec.concurrency = concurrency;
    spec.requestCount = requests;
    spec.inputTokens = 8;
    spec.outputTokens = 5;
    spec.connectTimeoutS = 2;
    spec.firstTokenTimeoutS = 10;
    spec.totalTimeoutS = 10;
    spec.scrapeServerMetrics = false;
    return spec;
}

Run run(const LoadSpec &spec)
{
    LoadControl control;
    return runLoad(spec, control);
}

double metric(const Run &run, const char *name)
{
    return run.metricValue(QString::fromLatin1(name)).value_or(std::nan(""));
}

QByteArray said(const Run &run)
{
    QByteArray out = QByteArray::fromStdString(run.extra.value("errors_by_kind", nlohmann::json()).dump());
    for (const RequestSample &s : run.samples) {
        if (!s.error.isEmpty())
            return out + " " + s.error.toUtf8();
    }
    return out;
}

const std::string kChunkedHead = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
                                 "transfer-encoding: chunked\r\n\r\n";

std::string chunk(const std::string &bytes)
{
    char size[32];
    std::snprintf(size, sizeof size, "%zx\r\n", bytes.size());
    return size + bytes + "\r\n";
}

} // namespace

class TestHttpClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One connection per stream, kept alive for the next request.
    void connectionsAreKeptAlive()
    {
        ScriptedHttpServer server([](int fd, const ScriptedHttpServer::Request &, int) {
            return ScriptedHttpServer::writeAll(
                fd, kChunkedHead + chunk(ScriptedHttpServer::completionStream(5)) + "0\r\n\r\n");
        });
        const Run result = run(specFor(server.url(), 4, 40));
        QVERIFY2(metric(result, "completed") == 40.0, said(result).constData());
        QCOMPARE(server.posts(), 40);
        QCOMPARE(server.postConnections(), 4);
        QCOMPARE(metric(result, "output_tokens_mean"), 5.0);
    }

    // HTTP/1.0 style: no length, no chunks, the body ends when the server closes.
    void bodyUntilTheClose()
    {
        ScriptedHttpServer server([](int fd, const ScriptedHttpServer::Request &, int) {
            ScriptedHttpServer::writeAll(fd, "HTTP/1.0 200 OK\r\ncontent-type: text/event-stream\r\n\r\n" +
                                                 ScriptedHttpServer::completionStream(5));
            return false; // close
        });
        const Run result = run(specFor(server.url(), 2, 6));
        QVERIFY2(metric(result, "completed") == 6.0, said(result).constData());
        QCOMPARE(server.postConnections(), 6); // a fresh connection for each
    }

    // The server closes every connection right after its response while saying keep-alive:
    // the next request either sees the close while idle or meets it mid-send, and is sent
    // again once on a fresh connection. Nothing fails.
    void droppedKeepAliveIsRetriedOnce()
    {
        ScriptedHttpServer server([](int fd, const ScriptedHttpServer::Request &, int) {
            ScriptedHttpServer::writeAll(
                fd, kChunkedHead + chunk(ScriptedHttpServer::completionStream(3)) + "0\r\n\r\n");
            return false;
        });
        const Run result = run(specFor(server.url(), 3, 30));
        QVERIFY2(metric(result, "completed") == 30.0, said(result).constData());
        QCOMPARE(server.posts(), 30);
    }

    // Every byte of head, chunk framing and events in its own write: the framing and the SSE
    // parser reassemble it, and TTFT is the first choice, not the first byte.
    void dribbledResponse()
    {
        ScriptedHttpServer server([](int fd, const ScriptedHttpServer::Request &, int) {
            const std::string wire =
                kChunkedHead + chunk(ScriptedHttpServer::completionStream(2)) + "0\r\n\r\n";
            for (char c : wire) {
                if (!ScriptedHttpServer::writeAll(fd, std::string(1, c)))
                    return false;
                if (c == '{')
                    std::this_thread::sleep_for(std::chrono::microseconds(200));
            }
            return true;
        });
        const Run result = run(specFor(server.url(), 2, 4));
        QVERIFY2(metric(result, "completed") == 4.0, said(result).constData());
        QCOMPARE(metric(result, "output_tokens_mean"), 2.0);
        for (const RequestSample &s : result.samples)
            QVERIFY2(s.ttftMs && s.e2elMs && *s.e2elMs > *s.ttftMs, qPrintable(QStringLiteral("%1 %2").arg(s.ttftMs.value_or(-1)).arg(s.e2elMs.value_or(-1))));
    }

    // Something that is not an HTTP server answers: the request fails as a malformed stream,
    // naming the server, at once rather than at a timeout.
    void notHttp()
    {
        ScriptedHttpServer server([](int fd, const ScriptedHttpServer::Request &, int) {
            ScriptedHttpServer::writeAll(fd, "SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n\r\n");
            return false;
        });
        QElapsedTimer clock;
        clock.start();
        const Run result = run(specFor(server.url(), 2, 4));
        QVERIFY(clock.elapsed() < 5000);
        QCOMPARE(metric(result, "failed"), 4.0);
        QVERIFY2(result.extra["errors_by_kind"].value("malformed_stream", 0) == 4, said(result).constData());
        for (const RequestSample &s : result.samples)
            QVERIFY2(s.error.contains(QString::fromStdString(server.url())), qPrintable(s.error));
    }

    // The server accepts and closes without a word: each request fails as disconnected, once.
    void closedWithoutAResponse()
    {
        ScriptedHttpServer server([](int, const ScriptedHttpServer::Request &, int) {
            return false;
        });
        const Run result = run(specFor(server.url(), 2, 6));
        QCOMPARE(metric(result, "failed"), 6.0);
        QCOMPARE(result.extra["errors_by_kind"].value("disconnected", 0), 6);
        QCOMPARE(server.posts(), 6); // a fresh connection is not retried
    }

    // An error status with a Content-Length body, then the connection is reused.
    void errorStatusWithABody()
    {
        ScriptedHttpServer server([](int fd, const ScriptedHttpServer::Request &, int post) {
            if (post % 2 == 0) {
                const std::string body = R"({"error":{"message":"queue full","code":503}})";
                return ScriptedHttpServer::writeAll(
                    fd, "HTTP/1.1 503 Service Unavailable\r\ncontent-length: " +
                            std::to_string(body.size()) + "\r\n\r\n" + body);
            }
            return ScriptedHttpServer::writeAll(
                fd, kChunkedHead + chunk(ScriptedHttpServer::completionStream(5)) + "0\r\n\r\n");
        });
        const Run result = run(specFor(server.url(), 1, 6));
        QCOMPARE(metric(result, "completed"), 3.0);
        QCOMPARE(result.extra["errors_by_kind"].value("http_5xx", 0), 3);
        for (const RequestSample &s : result.samples) {
            if (!s.error.isEmpty())
                QVERIFY2(s.error.contains(QStringLiteral("HTTP 503")) &&
                             s.error.contains(QStringLiteral("queue full")),
                         qPrintable(s.error));
        }
        QCOMPARE(server.postConnections(), 1);
    }
};

QTEST_GUILESS_MAIN(TestHttpClient)
#include "tst_httpclient.moc"
