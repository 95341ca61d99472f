// A server that picks its port (base_url with port 0) says which in its log: the lines each
// engine prints once it listens, as their sources write them, and the URLs the port goes into.
#include "models/waves/serverport.h"
#include "models/waves/waveplan.h"

#include <QTest>

using namespace lanebook;

class TestServerPort : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void portFromLogLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("port");
        // app/mockserver/main.cpp
        QTest::newRow("mock server")
            << QStringLiteral("listening on http://127.0.0.1:41234") << 41234;
        QTest::newRow("mock server, IPv6")
            << QStringLiteral("listening on http://[::1]:41235") << 41235;
        // llama.cpp tools/server/server.cpp (LOG_INF with __func__)
        QTest::newRow("llama-server")
            << QStringLiteral("main: server is listening on http://127.0.0.1:8080 - starting the "
                              "main loop")
            << 8080;
        // Its address is "http://" + the host as given + ":" + the port: an IPv6 host bare.
        QTest::newRow("llama-server, IPv6")
            << QStringLiteral("main: server is listening on http://::1:8081 - starting the main "
                              "loop")
            << 8081;
        // uvicorn/server.py _log_started_message, plain and as its colour formatter writes it
        QTest::newRow("uvicorn")
            << QStringLiteral("INFO:     Uvicorn running on http://0.0.0.0:30000 (Press CTRL+C to "
                              "quit)")
            << 30000;
        QTest::newRow("uvicorn in colour")
            << QStringLiteral("\x1b[32mINFO\x1b[0m:     Uvicorn running on \x1b[1mhttp://"
                              "0.0.0.0:30001\x1b[0m (Press CTRL+C to quit)")
            << 30001;
        QTest::newRow("uvicorn, https")
            << QStringLiteral("INFO:     Uvicorn running on https://127.0.0.1:8443 (Press CTRL+C "
                              "to quit)")
            << 8443;
        // vllm/entrypoints/openai/api_server.py run_server_worker, older and newer
        QTest::newRow("vLLM")
            << QStringLiteral("(APIServer pid=460954) INFO 12-18 06:01:05 [api_server.py:1945] "
                              "Starting vLLM API server 0 on http://0.0.0.0:8081")
            << 8081;
        QTest::newRow("vLLM, older")
            << QStringLiteral("INFO 03-27 23:19:15 api_server.py:958] Starting vLLM API server on "
                              "http://0.0.0.0:8000")
            << 8000;
        // What says nothing: vLLM given --port 0 prints 0, not the port it bound.
        QTest::newRow("vLLM given port 0")
            << QStringLiteral("INFO 03-27 23:19:15 api_server.py:958] Starting vLLM API server on "
                              "http://0.0.0.0:0")
            << 0;
        QTest::newRow("no port") << QStringLiteral("listening on http://127.0.0.1/") << 0;
        QTest::newRow("port out of range")
            << QStringLiteral("listening on http://127.0.0.1:70000") << 0;
        QTest::newRow("unix socket")
            << QStringLiteral("main: server is listening on unix:///tmp/llama.sock - starting "
                              "the main loop")
            << 0;
        QTest::newRow("a URL it talks to") << QStringLiteral("downloading http://hf.co:443/x") << 0;
        QTest::newRow("plain log line") << QStringLiteral("loading weights 3/8") << 0;
        QTest::newRow("empty") << QString() << 0;
    }

    void portFromLogLine()
    {
        QFETCH(QString, line);
        QFETCH(int, port);
        QCOMPARE(ServerPort::fromLogLine(line), port);
    }

    void pickedByServer_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("picked");
        QTest::newRow("port 0") << QStringLiteral("http://127.0.0.1:0") << true;
        QTest::newRow("port 0, path") << QStringLiteral("http://127.0.0.1:0/health") << true;
        QTest::newRow("https, IPv6") << QStringLiteral("https://[::1]:0") << true;
        QTest::newRow("a port") << QStringLiteral("http://127.0.0.1:8000") << false;
        QTest::newRow("no port") << QStringLiteral("http://127.0.0.1") << false;
        QTest::newRow("not http") << QStringLiteral("ftp://127.0.0.1:0") << false;
        QTest::newRow("not a URL") << QStringLiteral("127.0.0.1:0") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void pickedByServer()
    {
        QFETCH(QString, url);
        QFETCH(bool, picked);
        QCOMPARE(ServerPort::isPickedByServer(url), picked);
    }

    void portGoesIntoTheUrl()
    {
        QCOMPARE(ServerPort::withPort(QStringLiteral("http://127.0.0.1:0"), 41234),
                 QStringLiteral("http://127.0.0.1:41234"));
        QCOMPARE(ServerPort::withPort(QStringLiteral("http://127.0.0.1:0/health"), 41234),
                 QStringLiteral("http://127.0.0.1:41234/health"));
        QCOMPARE(ServerPort::withPort(QStringLiteral("https://[::1]:0/v1?x=a:b#c"), 443),
                 QStringLiteral("https://[::1]:443/v1?x=a:b#c"));
        QCOMPARE(ServerPort::withPort(QStringLiteral("http://user@gpu-box:0/"), 8001),
                 QStringLiteral("http://user@gpu-box:8001/"));
        // A URL with a port of its own keeps it; no port (0) changes nothing.
        QCOMPARE(ServerPort::withPort(QStringLiteral("http://127.0.0.1:8000"), 41234),
                 QStringLiteral("http://127.0.0.1:8000"));
        QCOMPARE(ServerPort::withPort(QStringLiteral("http://127.0.0.1:0"), 0),
                 QStringLiteral("http://127.0.0.1:0"));
    }

    void configPicksItsPortWhereAUrlSaysSo()
    {
        ServerConfig config;
        config.baseUrl = QStringLiteral("http://127.0.0.1:0");
        QVERIFY(config.serverPicksPort());
        QCOMPARE(config.effectiveHealthUrl(), QStringLiteral("http://127.0.0.1:0/health"));
        config.baseUrl = QStringLiteral("http://127.0.0.1:8000");
        QVERIFY(!config.serverPicksPort());
        // A health URL of port 0 waits for the port as well.
        config.healthUrl = QStringLiteral("http://127.0.0.1:0/ready");
        QVERIFY(config.serverPicksPort());
    }
};

QTEST_GUILESS_MAIN(TestServerPort)
#include "tst_serverport.moc"
