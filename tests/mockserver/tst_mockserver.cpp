// lanebook-mock-server, run as a real process and spoken to over real HTTP on loopback.

#include "mockservertestsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace lanebook;
using namespace lanebook::test;
class TestMockServer : public QObject
{
    Q_OBJECT

private slots:
    void stopsCleanlyOnSignal_data();
    void stopsCleanlyOnSignal();
    void rejectsBadOptions();
    void exitsWithItsParent();
    void healthModelsAndResetPrefixCache();
    void chatStreamHasVllmShape();
    void completionStreamHasVllmShape();
    void nonStreamingResponses();
    void outputAndCachedTokenKnobs();
    void earlyEosStopsWithStop();
    void httpErrorRates();
    void faultsFollowTheSeed();
    void connectionResetMidStream();
    void malformedChunk();
    void stallAndTimingLowerBounds();
    void unknownModelIs404();
    void badRequestsAre400();
    void pipelinedAndSplitRequests();
    void keepAliveReusesTheConnection();
    void metricsCountersMove();
    void metricsFileIsServedVerbatim();
    void concurrentStreams_data();
    void concurrentStreams();
    void kneeCapsTheTokenRate();
};

void TestMockServer::stopsCleanlyOnSignal_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

void TestMockServer::stopsCleanlyOnSignal()
{
    QFETCH(int, signalNumber);
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--itl-ms"), s("50")});
    QCOMPARE(server.baseUrl().host(), s("127.0.0.1"));
    QVERIFY(server.port() > 0);
    // A stream in flight must not keep it from exiting.
    const QByteArray slow = completionBody(s("x"), 1000, true, false);
    RawConnection client(server.port());
    QVERIFY(client.send("POST /v1/completions HTTP/1.1\r\nContent-Length: " +
                        QByteArray::number(slow.size()) + "\r\n\r\n" + slow));
    QTRY_COMPARE(counter(scrape(server), "vllm:num_requests_running"), 1.0);
    QCOMPARE(server.stop(signalNumber), 0);
    QVERIFY(!server.isRunning());
}

void TestMockServer::rejectsBadOptions()
{
    MockServerProcess server;
    QVERIFY(!server.start({s("--itl-ms"), s("soon")}));
    QVERIFY2(server.errorString().contains(s("exited with code 2")),
             qPrintable(server.errorString()));
    QVERIFY2(server.errorString().contains(s("--itl-ms")), qPrintable(server.errorString()));
    QVERIFY(!server.start({s("--http-429-rate"), s("1.5")}));
    QVERIFY(!server.start({s("--no-such-option")}));
}

void TestMockServer::exitsWithItsParent()
{
    // A shell starts the server in the background and reports its pid; then the shell dies.
    // The shell is killed only once the server says it listens: it arms the parent-death
    // signal before that line, and a parent that dies earlier cannot be watched at all.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString log = dir.filePath(s("server.out"));
    QProcess shell;
    shell.start(s("sh"), {s("-c"),
                          s("\"$0\" --port 0 --exit-with-parent >\"$1\" & echo $!; "
                            "exec sleep 60"),
                          s(LANEBOOK_MOCK_SERVER_PATH), log});
    QVERIFY(shell.waitForReadyRead(10000));
    const qint64 serverPid = shell.readLine().trimmed().toLongLong();
    QVERIFY(serverPid > 0);
    auto alive = [serverPid] {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(serverPid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray text = stat.readAll();
        return !text.mid(text.lastIndexOf(')') + 2).startsWith('Z'); // a zombie is gone too
    };
    QTRY_VERIFY(alive());
    auto listening = [&log] {
        QFile out(log);
        return out.open(QIODevice::ReadOnly) && out.readAll().contains("listening on");
    };
    QTRY_VERIFY_WITH_TIMEOUT(listening(), 10000);
    shell.kill();
    QVERIFY(shell.waitForFinished(5000));
    QTRY_VERIFY(!alive());
}

void TestMockServer::healthModelsAndResetPrefixCache()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--model"), s("Qwen/Qwen3-8B")});
    const HttpExchange health = httpGet(url(server, "/health"));
    QCOMPARE(health.status, 200L);
    QVERIFY(health.body.isEmpty());

    const HttpExchange models = httpGet(url(server, "/v1/models"));
    QCOMPARE(models.status, 200L);
    const QJsonArray data = models.json().value(s("data")).toArray();
    QCOMPARE(data.size(), 1);
    QCOMPARE(data.first().toObject().value(s("id")).toString(), s("Qwen/Qwen3-8B"));
    QCOMPARE(data.first().toObject().value(s("object")).toString(), s("model"));

    QCOMPARE(httpPost(url(server, "/reset_prefix_cache"), {}).status, 200L);
    QCOMPARE(httpGet(url(server, "/reset_prefix_cache")).status, 405L);
    QCOMPARE(httpGet(url(server, "/v1/completions")).status, 405L);
    QCOMPARE(httpGet(url(server, "/no/such/path")).status, 404L);
    QCOMPARE(scrape(server).value(s("lanebook_mock:prefix_cache_resets_total")),
             std::optional<double>(1.0));
}

void TestMockServer::chatStreamHasVllmShape()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--itl-ms"), s("2")});
    // Prompt: "be brief" (2 words) + 5 words = 7 tokens.
    const HttpExchange stream = httpPost(url(server, "/v1/chat/completions"),
                                         chatBody(s("one two  three\tfour\nfive"), 4, true, true));
    QCOMPARE(stream.curlCode, CURLE_OK);
    QCOMPARE(stream.status, 200L);
    QVERIFY(stream.headers.toLower().contains("content-type: text/event-stream"));
    QVERIFY(stream.body.endsWith("data: [DONE]\n\n"));
    QCOMPARE(stream.body.count("\n\n"), 8); // role, 4 tokens, finish, usage, [DONE]

    const QList<QByteArray> events = stream.events();
    QCOMPARE(events.size(), 8);
    const QJsonObject role = parseJson(events[0]);
    QCOMPARE(role.value(s("object")).toString(), s("chat.completion.chunk"));
    QCOMPARE(role.value(s("model")).toString(), s("mock-model"));
    QVERIFY(role.value(s("id")).toString().startsWith(s("chatcmpl-")));
    const QJsonObject roleDelta =
        role.value(s("choices")).toArray().first().toObject().value(s("delta")).toObject();
    QCOMPARE(roleDelta.value(s("role")).toString(), s("assistant"));
    QCOMPARE(roleDelta.value(s("content")).toString(), QString());

    const QStringList tokens = streamedTokens(stream);
    QCOMPARE(tokens.size(), 4);
    for (const QString &token : tokens) {
        QVERIFY2(token.endsWith(QLatin1Char(' ')) && token.count(QLatin1Char(' ')) == 1,
                 qPrintable(token));
    }
    for (int i = 1; i <= 4; ++i) {
        const QJsonObject chunk = parseJson(events[i]);
        QCOMPARE(chunk.value(s("id")), role.value(s("id")));
        QVERIFY(chunk.value(s("choices"))
                    .toArray()
                    .first()
                    .toObject()
                    .value(s("finish_reason"))
                    .isNull());
    }
    const QJsonObject finish =
        parseJson(events[5]).value(s("choices")).toArray().first().toObject();
    QCOMPARE(finish.value(s("finish_reason")).toString(), s("length"));
    QCOMPARE(finish.value(s("delta")).toObject().value(s("content")).toString(), QString());

    const QJsonObject usageChunk = parseJson(events[6]);
    QVERIFY(usageChunk.value(s("choices")).toArray().isEmpty());
    const QJsonObject usage = usageChunk.value(s("usage")).toObject();
    QCOMPARE(usage.value(s("prompt_tokens")).toInt(), 7);
    QCOMPARE(usage.value(s("completion_tokens")).toInt(), 4);
    QCOMPARE(usage.value(s("total_tokens")).toInt(), 11);
    QCOMPARE(usage.value(s("prompt_tokens_details")).toObject().value(s("cached_tokens")).toInt(-1),
             0);
    QCOMPARE(events[7], QByteArray("[DONE]"));
}

void TestMockServer::completionStreamHasVllmShape()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server);
    const HttpExchange withUsage =
        httpPost(url(server, "/v1/completions"), completionBody(s("a b c"), 3, true, true));
    const QList<QByteArray> events = withUsage.events();
    QCOMPARE(events.size(), 6); // 3 tokens, finish, usage, [DONE]: no role chunk
    for (int i = 0; i < 3; ++i) {
        const QJsonObject chunk = parseJson(events[i]);
        QCOMPARE(chunk.value(s("object")).toString(), s("text_completion"));
        QVERIFY(chunk.contains(s("usage")) && chunk.value(s("usage")).isNull());
        QVERIFY(!chunk.value(s("choices"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(s("text"))
                     .toString()
                     .isEmpty());
    }
    QCOMPARE(parseJson(events[3])
                 .value(s("choices"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(s("finish_reason"))
                 .toString(),
             s("length"));
    const QJsonObject usage = parseJson(events[4]).value(s("usage")).toObject();
    QCOMPARE(usage.value(s("prompt_tokens")).toInt(), 3);
    QCOMPARE(usage.value(s("completion_tokens")).toInt(), 3);

    // Without include_usage there is no usage chunk.
    const HttpExchange without =
        httpPost(url(server, "/v1/completions"), completionBody(s("a b c"), 3, true, false));
    QCOMPARE(without.events().size(), 5);
    QVERIFY(!without.body.contains("\"prompt_tokens\""));
}

void TestMockServer::nonStreamingResponses()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server);
    const HttpExchange chat =
        httpPost(url(server, "/v1/chat/completions"), chatBody(s("hello"), 5, false, false));
    QCOMPARE(chat.status, 200L);
    QVERIFY(chat.headers.toLower().contains("content-type: application/json"));
    const QJsonObject chatJson = chat.json();
    QCOMPARE(chatJson.value(s("object")).toString(), s("chat.completion"));
    const QJsonObject choice = chatJson.value(s("choices")).toArray().first().toObject();
    const QString content = choice.value(s("message")).toObject().value(s("content")).toString();
    QCOMPARE(content.split(QLatin1Char(' '), Qt::SkipEmptyParts).size(), 5);
    QCOMPARE(choice.value(s("finish_reason")).toString(), s("length"));
    QCOMPARE(chatJson.value(s("usage")).toObject().value(s("prompt_tokens")).toInt(), 3);
    QCOMPARE(chatJson.value(s("usage")).toObject().value(s("completion_tokens")).toInt(), 5);

    // A prompt given as token ids counts the ids.
    const HttpExchange ids = httpPost(url(server, "/v1/completions"),
                                      QByteArray(R"({"prompt":[1,2,3,4,5,6],"max_tokens":2})"));
    QCOMPARE(ids.json().value(s("usage")).toObject().value(s("prompt_tokens")).toInt(), 6);
    QCOMPARE(ids.json().value(s("object")).toString(), s("text_completion"));
    // No max_tokens: OpenAI's default of 16.
    const HttpExchange defaults =
        httpPost(url(server, "/v1/completions"), QByteArray(R"({"prompt":"x"})"));
    QCOMPARE(defaults.json().value(s("usage")).toObject().value(s("completion_tokens")).toInt(),
             16);
}

void TestMockServer::outputAndCachedTokenKnobs()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server,
                               {s("--output-tokens"), s("7"), s("--cached-tokens"), s("4")});
    const HttpExchange longPrompt =
        httpPost(url(server, "/v1/completions"), completionBody(s("a b c d e f"), 100, true, true));
    QCOMPARE(streamedTokens(longPrompt).size(), 7);
    const QJsonObject usage = parseJson(longPrompt.events().at(longPrompt.events().size() - 2))
                                  .value(s("usage"))
                                  .toObject();
    QCOMPARE(usage.value(s("completion_tokens")).toInt(), 7);
    QCOMPARE(usage.value(s("prompt_tokens_details")).toObject().value(s("cached_tokens")).toInt(),
             4);
    // Never more cached tokens than the prompt has.
    const HttpExchange shortPrompt =
        httpPost(url(server, "/v1/completions"), completionBody(s("a b"), 1, false, false));
    QCOMPARE(shortPrompt.json()
                 .value(s("usage"))
                 .toObject()
                 .value(s("prompt_tokens_details"))
                 .toObject()
                 .value(s("cached_tokens"))
                 .toInt(),
             2);
}

void TestMockServer::earlyEosStopsWithStop()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--early-eos-rate"), s("1")});
    for (int i = 0; i < 5; ++i) {
        const HttpExchange stream =
            httpPost(url(server, "/v1/chat/completions"), chatBody(s("go"), 20, true, true));
        const QList<QByteArray> events = stream.events();
        const int tokens = int(streamedTokens(stream).size());
        QVERIFY2(tokens >= 1 && tokens < 20, qPrintable(QString::number(tokens)));
        const QJsonObject finish = parseJson(events[events.size() - 3]);
        QCOMPARE(finish.value(s("choices"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(s("finish_reason"))
                     .toString(),
                 s("stop"));
        QCOMPARE(parseJson(events[events.size() - 2])
                     .value(s("usage"))
                     .toObject()
                     .value(s("completion_tokens"))
                     .toInt(),
                 tokens);
    }
}

void TestMockServer::httpErrorRates()
{
    MockServerProcess tooMany;
    LANEBOOK_START_MOCK_SERVER(tooMany, {s("--http-429-rate"), s("1")});
    const HttpExchange limited =
        httpPost(url(tooMany, "/v1/completions"), completionBody(s("a"), 2, true, false));
    QCOMPARE(limited.status, 429L);
    QVERIFY(limited.headers.toLower().contains("retry-after:"));
    QCOMPARE(limited.json().value(s("error")).toObject().value(s("code")).toInt(), 429);
    QCOMPARE(httpGet(url(tooMany, "/health")).status, 200L); // only completions are refused

    MockServerProcess failing;
    LANEBOOK_START_MOCK_SERVER(failing, {s("--http-500-rate"), s("1")});
    const HttpExchange failed =
        httpPost(url(failing, "/v1/chat/completions"), chatBody(s("a"), 2, false, false));
    QCOMPARE(failed.status, 500L);
    QVERIFY(failed.json().value(s("error")).toObject().contains(s("message")));
}

void TestMockServer::faultsFollowTheSeed()
{
    auto statuses = [](const QString &seed) {
        MockServerProcess server;
        QString sequence;
        if (!server.start({s("--http-429-rate"), s("0.5"), s("--seed"), seed}))
            return server.errorString();
        for (int i = 0; i < 32; ++i) {
            const long status =
                httpPost(url(server, "/v1/completions"), completionBody(s("a"), 1, false, false))
                    .status;
            sequence += status == 200 ? QLatin1Char('.') : QLatin1Char('x');
        }
        return sequence;
    };
    const QString first = statuses(s("7"));
    QCOMPARE(first.size(), 32);
    QVERIFY2(first.contains(QLatin1Char('.')) && first.contains(QLatin1Char('x')),
             qPrintable(first));
    QCOMPARE(statuses(s("7")), first);
    QVERIFY(statuses(s("8")) != first);
}

void TestMockServer::connectionResetMidStream()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--reset-rate"), s("1"), s("--itl-ms"), s("2")});
    const HttpExchange stream =
        httpPost(url(server, "/v1/completions"), completionBody(s("a"), 10, true, true));
    QVERIFY2(stream.curlCode != CURLE_OK, curl_easy_strerror(stream.curlCode));
    QVERIFY(!stream.body.contains("[DONE]"));
    // The reset comes before token 5 (0-based), after the five tokens already sent, which
    // stay readable: the kernel delivers queued data before it reports the reset.
    QCOMPARE(streamedTokens(stream).size(), 5);
    QTRY_COMPARE(counter(scrape(server), "vllm:request_success_total", "abort"), 1.0);
    // Without streaming the connection drops instead of the answer.
    const HttpExchange plain =
        httpPost(url(server, "/v1/completions"), completionBody(s("a"), 10, false, false));
    QVERIFY2(plain.curlCode != CURLE_OK, curl_easy_strerror(plain.curlCode));
    QVERIFY(plain.body.isEmpty());
    QTRY_COMPARE(counter(scrape(server), "vllm:request_success_total", "abort"), 2.0);
    QCOMPARE(counter(scrape(server), "vllm:request_success_total", "length"), 0.0);
}

void TestMockServer::malformedChunk()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--malformed-rate"), s("1")});
    const HttpExchange stream =
        httpPost(url(server, "/v1/chat/completions"), chatBody(s("a"), 6, true, true));
    QCOMPARE(stream.curlCode, CURLE_OK);
    int malformed = 0;
    for (const QByteArray &event : stream.events()) {
        QJsonParseError error;
        QJsonDocument::fromJson(event, &error);
        if (event != "[DONE]" && error.error != QJsonParseError::NoError)
            ++malformed;
    }
    QCOMPARE(malformed, 1);
    QCOMPARE(streamedTokens(stream).size(), 6); // the bad chunk is extra; no token is lost
    QVERIFY(stream.body.endsWith("data: [DONE]\n\n"));
}

void TestMockServer::stallAndTimingLowerBounds()
{
    // Only lower bounds: the server may be late on a busy machine, never early.
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server,
                               {s("--ttft-ms"), s("60"), s("--itl-ms"), s("10"), s("--stall-rate"),
                                s("1"), s("--stall-ms"), s("300"), s("--send-stamps")});
    const std::int64_t beforeNs = steadyNowNs();
    const HttpExchange stream =
        httpPost(url(server, "/v1/completions"), completionBody(s("a"), 6, true, true));
    const std::int64_t afterNs = steadyNowNs();
    QCOMPARE(stream.curlCode, CURLE_OK);
    const QList<QByteArray> events = stream.events();
    QCOMPARE(events.size(), 9); // 6 tokens, finish, usage, [DONE]
    std::int64_t receivedNs = -1;
    QList<std::int64_t> sentNs;
    for (int i = 0; i < events.size() - 1; ++i) {
        const QJsonObject stamps = parseJson(events[i]).value(s("lanebook_mock")).toObject();
        QVERIFY2(!stamps.isEmpty(), events[i].constData());
        const auto received = std::int64_t(stamps.value(s("received_ns")).toDouble());
        QVERIFY(receivedNs < 0 || received == receivedNs);
        receivedNs = received;
        sentNs.append(std::int64_t(stamps.value(s("sent_ns")).toDouble()));
    }
    // One clock on both sides (CLOCK_MONOTONIC = steady_clock).
    QVERIFY(receivedNs >= beforeNs);
    QVERIFY(sentNs.last() <= afterNs);
    const std::int64_t ms = 1'000'000;
    for (int i = 0; i < 6; ++i) {
        // Token 3 (the middle of 6) carries the 300 ms stall.
        const std::int64_t earliestNs = 60 * ms + i * 10 * ms + (i >= 3 ? 300 * ms : 0);
        QVERIFY2(sentNs[i] - receivedNs >= earliestNs - ms / 1000,
                 qPrintable(QStringLiteral("token %1 sent after %2 ms")
                                .arg(i)
                                .arg(double(sentNs[i] - receivedNs) / 1e6)));
    }
    QVERIFY(sentNs[3] - sentNs[2] >= 300 * ms);
}

void TestMockServer::unknownModelIs404()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--model"), s("served-one")});
    const HttpExchange other = httpPost(url(server, "/v1/chat/completions"),
                                        chatBody(s("a"), 1, true, false, s("another")));
    QCOMPARE(other.status, 404L);
    const QJsonObject error = other.json().value(s("error")).toObject();
    QVERIFY(error.value(s("message")).toString().contains(s("another")));
    QCOMPARE(error.value(s("type")).toString(), s("NotFoundError"));
    QCOMPARE(httpPost(url(server, "/v1/chat/completions"),
                      chatBody(s("a"), 1, false, false, s("served-one")))
                 .status,
             200L);
    QCOMPARE(
        httpPost(url(server, "/v1/completions"), completionBody(s("a"), 1, false, false)).status,
        200L); // no "model": the served one
}

void TestMockServer::badRequestsAre400()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server);
    const QString completions = url(server, "/v1/completions");
    for (const char *body :
         {"{not json", "[1,2]", R"({"max_tokens":3})", R"({"prompt":{}})",
          R"({"prompt":"a","max_tokens":0})", R"({"prompt":"a","stream":"yes"})",
          R"({"prompt":"a","model":5})",
          // Wrong JSON types in nested options once killed the server.
          R"({"prompt":"a","stream":true,"stream_options":{"include_usage":"x"}})",
          R"({"prompt":"a","stream":true,"stream_options":{"include_usage":2}})",
          R"({"prompt":"a","stream":true,"stream_options":[1]})"}) {
        const HttpExchange bad = httpPost(completions, QByteArray(body));
        QVERIFY2(bad.status == 400, body);
        QVERIFY2(!bad.json().value(s("error")).toObject().value(s("message")).toString().isEmpty(),
                 body);
    }
    QCOMPARE(
        httpPost(url(server, "/v1/chat/completions"), QByteArray(R"({"messages":"hi"})")).status,
        400L);
    // vLLM (pydantic, lax) reads 1 as true: a usage chunk follows, and the server lives.
    const HttpExchange numeric = httpPost(
        completions,
        QByteArray(
            R"({"prompt":"a","max_tokens":2,"stream":true,"stream_options":{"include_usage":1}})"));
    QCOMPARE(numeric.status, 200L);
    QVERIFY2(numeric.body.contains("\"prompt_tokens\""), numeric.body.constData());

    // Garbage on the wire: 400, then the server closes the connection.
    const QByteArray garbage =
        rawExchange(server.port(), {QByteArray("\x16\x03\x01 hello\r\n\r\n")});
    QVERIFY2(garbage.startsWith("HTTP/1.1 400 "), garbage.constData());
    QVERIFY(garbage.toLower().contains("connection: close"));
    const QByteArray badLength = rawExchange(
        server.port(), {QByteArray("POST /v1/completions HTTP/1.1\r\nContent-Length: x\r\n\r\n")});
    QVERIFY2(badLength.startsWith("HTTP/1.1 400 "), badLength.constData());
    // The server survives all of it.
    QCOMPARE(httpGet(url(server, "/health")).status, 200L);
}

void TestMockServer::pipelinedAndSplitRequests()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server);
    const QByteArray body = completionBody(s("p q r"), 2, false, false);
    const QByteArray post = "POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Length: " +
                            QByteArray::number(body.size()) + "\r\n\r\n" + body;
    // Three requests in one write; the last asks to close so the read ends.
    const QByteArray pipelined = rawExchange(
        server.port(), {"GET /health HTTP/1.1\r\nHost: x\r\n\r\n" + post +
                        "GET /v1/models HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"});
    QCOMPARE(pipelined.count("HTTP/1.1 200 OK"), 3);
    const qsizetype completion = pipelined.indexOf("\"text_completion\"");
    const qsizetype models = pipelined.indexOf("\"object\":\"list\"");
    QVERIFY(completion > 0 && models > completion); // answered in order
    QVERIFY(pipelined.contains("\"prompt_tokens\":3"));

    // Bare LF line ends (hand-typed requests) are accepted; HTTP/1.0 closes after the answer.
    const QByteArray bareLf = rawExchange(server.port(), {"GET /v1/models HTTP/1.0\nX-A: b\n\n"});
    QVERIFY2(bareLf.startsWith("HTTP/1.1 200 OK"), bareLf.constData());
    QVERIFY(bareLf.toLower().contains("connection: close"));

    // One request split across three writes: mid-header, then header end, then the body.
    const QByteArray split = rawExchange(server.port(),
                                         {post.left(10), post.mid(10, post.indexOf("\r\n\r\n") - 6),
                                          post.mid(post.indexOf("\r\n\r\n") + 4)},
                                         1000);
    QVERIFY2(split.startsWith("HTTP/1.1 200 OK"), split.constData());
    QVERIFY(split.contains("\"completion_tokens\":2"));
}

void TestMockServer::keepAliveReusesTheConnection()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server);
    CurlRequest request(url(server, "/v1/completions"), completionBody(s("a"), 3, true, true));
    for (int i = 0; i < 3; ++i) {
        request.exchange() = HttpExchange();
        const HttpExchange result = request.perform();
        QCOMPARE(result.status, 200L);
        QVERIFY(result.body.endsWith("data: [DONE]\n\n"));
        long newConnections = -1;
        curl_easy_getinfo(request.handle(), CURLINFO_NUM_CONNECTS, &newConnections);
        QCOMPARE(newConnections, i == 0 ? 1L : 0L);
    }
}

void TestMockServer::metricsCountersMove()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--cached-tokens"), s("2"), s("--itl-ms"), s("20")});
    const PrometheusScrape before = scrape(server);
    QCOMPARE(before.typeOf(s("vllm:time_to_first_token_seconds_bucket")),
             PrometheusType::Histogram);
    QCOMPARE(counter(before, "vllm:prompt_tokens_total"), 0.0);
    QCOMPARE(counter(before, "vllm:num_requests_running"), 0.0);

    httpPost(url(server, "/v1/completions"), completionBody(s("a b c d"), 5, true, true));
    httpPost(url(server, "/v1/chat/completions"), chatBody(s("x y"), 3, false, false));
    const PrometheusScrape after = scrape(server);
    QCOMPARE(counter(after, "vllm:prompt_tokens_total"), 4.0 + 4.0);
    QCOMPARE(counter(after, "vllm:generation_tokens_total"), 5.0 + 3.0);
    QCOMPARE(counter(after, "vllm:request_success_total", "length"), 2.0);
    QCOMPARE(counter(after, "vllm:prefix_cache_queries_total"), 8.0);
    QCOMPARE(counter(after, "vllm:prefix_cache_hits_total"), 4.0);
    QCOMPARE(counter(after, "vllm:time_to_first_token_seconds_count"), 2.0);
    QCOMPARE(after.buckets(s("vllm:time_to_first_token_seconds")).last().second, 2.0);
    // Gaps between streamed tokens only: 4 in the 5-token stream.
    QCOMPARE(counter(after, "vllm:inter_token_latency_seconds_count"), 4.0);
    QVERIFY(counter(after, "vllm:inter_token_latency_seconds_sum") > 0.0);
    QCOMPARE(counter(after, "vllm:e2e_request_latency_seconds_count"), 2.0);
    QVERIFY(counter(after, "vllm:spec_decode_num_drafts_total") > 0);
    QVERIFY(counter(after, "vllm:spec_decode_num_accepted_tokens_total") <=
            counter(after, "vllm:spec_decode_num_draft_tokens_total"));

    // A stream in flight is "running"; dropping it is an abort.
    const QByteArray slow = completionBody(s("a"), 1000, true, false);
    RawConnection client(server.port());
    QVERIFY(client.send("POST /v1/completions HTTP/1.1\r\nContent-Length: " +
                        QByteArray::number(slow.size()) + "\r\n\r\n" + slow));
    QTRY_COMPARE(counter(scrape(server), "vllm:num_requests_running"), 1.0);
    client.close();
    QTRY_COMPARE(counter(scrape(server), "vllm:num_requests_running"), 0.0);
    QCOMPARE(counter(scrape(server), "vllm:request_success_total", "abort"), 1.0);
}

void TestMockServer::metricsFileIsServedVerbatim()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(s("dcgm.txt"));
    const QByteArray first = "# TYPE DCGM_FI_DEV_POWER_USAGE gauge\n"
                             "DCGM_FI_DEV_POWER_USAGE{gpu=\"0\"} 250.000000\n";
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(first) == first.size());
    file.close();

    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--metrics-file"), path});
    const HttpExchange served = httpGet(url(server, "/metrics"));
    QCOMPARE(served.status, 200L);
    QCOMPARE(served.body, first);

    // Re-read on every scrape.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("DCGM_FI_DEV_POWER_USAGE{gpu=\"0\"} 612.500000\n");
    file.close();
    QCOMPARE(scrape(server).value(s("DCGM_FI_DEV_POWER_USAGE")), std::optional<double>(612.5));

    QVERIFY(QFile::remove(path));
    const HttpExchange missing = httpGet(url(server, "/metrics"));
    QCOMPARE(missing.status, 500L);
    QVERIFY(missing.body.contains(path.toUtf8()));
}

void TestMockServer::concurrentStreams_data()
{
    QTest::addColumn<QString>("threads");
    QTest::newRow("one loop") << s("1");
    QTest::newRow("two loops sharing the port") << s("2");
}

void TestMockServer::concurrentStreams()
{
    QFETCH(QString, threads);
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(
        server, {s("--itl-ms"), s("5"), s("--ttft-ms"), s("20"), s("--threads"), threads});
    constexpr int streams = 256;
    std::vector<std::unique_ptr<CurlRequest>> requests;
    for (int i = 0; i < streams; ++i)
        requests.push_back(std::make_unique<CurlRequest>(
            url(server, i % 2 ? "/v1/completions" : "/v1/chat/completions"),
            i % 2 ? completionBody(s("w"), 20, true, true) : chatBody(s("w"), 20, true, true),
            true));
    const QList<HttpExchange> results = httpConcurrent(requests);
    QSet<QString> ids;
    for (const HttpExchange &result : results) {
        QCOMPARE(result.curlCode, CURLE_OK);
        QCOMPARE(streamedTokens(result).size(), 20);
        QVERIFY(result.body.endsWith("data: [DONE]\n\n"));
        ids.insert(parseJson(result.events().first()).value(s("id")).toString());
    }
    QCOMPARE(ids.size(), streams); // every response has its own id, whichever loop served it
    QCOMPARE(counter(scrape(server), "vllm:request_success_total", "length"), double(streams));
}

// --knee-streams 2 at 10 ms per token: past two streams in flight every delay stretches by
// (in flight) / 2, so the server sends at most about 200 tokens per second in all. Eight streams
// of ten tokens (80 tokens) then take at least about 400 ms from the first request's arrival to
// the last token (the first few delays, scheduled before all eight arrived, stretch less);
// without the knee they take 100 ms. Only a lower bound: a busy machine makes it later, never
// earlier.
void TestMockServer::kneeCapsTheTokenRate()
{
    MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {s("--itl-ms"), s("10"), s("--ttft-ms"), s("10"),
                                        s("--knee-streams"), s("2"), s("--send-stamps")});
    constexpr int streams = 8;
    std::vector<std::unique_ptr<CurlRequest>> requests;
    for (int i = 0; i < streams; ++i)
        requests.push_back(std::make_unique<CurlRequest>(
            url(server, "/v1/completions"), completionBody(s("w"), 10, true, true), true));
    const QList<HttpExchange> results = httpConcurrent(requests);
    std::int64_t firstReceivedNs = std::numeric_limits<std::int64_t>::max();
    std::int64_t lastSentNs = 0;
    for (const HttpExchange &result : results) {
        QCOMPARE(result.curlCode, CURLE_OK);
        QCOMPARE(streamedTokens(result).size(), 10);
        for (const QByteArray &event : result.events()) {
            const QJsonObject stamps = parseJson(event).value(s("lanebook_mock")).toObject();
            if (stamps.isEmpty())
                continue;
            firstReceivedNs =
                std::min(firstReceivedNs, std::int64_t(stamps.value(s("received_ns")).toDouble()));
            lastSentNs = std::max(lastSentNs, std::int64_t(stamps.value(s("sent_ns")).toDouble()));
        }
    }
    const double spanMs = double(lastSentNs - firstReceivedNs) / 1e6;
    QVERIFY2(spanMs >= 300.0, qPrintable(QStringLiteral("80 tokens in %1 ms").arg(spanMs)));
    QCOMPARE(counter(scrape(server), "vllm:request_success_total", "length"), double(streams));
}

QTEST_GUILESS_MAIN(TestMockServer)
#include "tst_mockserver.moc"
