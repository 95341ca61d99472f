// The mock server's incremental HTTP/1.1 request parser (app/mockserver/httprequestparser.h)
// on its own: a request whole, byte by byte and pipelined; the line endings and keep-alive
// rules it follows; and each refusal with the status it answers (fuzz_mockrequest only proves
// it does not crash).
#include "app/mockserver/httprequestparser.h"

#include <QTest>

#include <string>

namespace {

using Status = HttpRequestParser::Status;

struct Parsed
{
    Status status = Status::NeedMore;
    HttpRequest request;
    std::size_t consumed = 0;
    int errorStatus = 0;
    std::string errorText;
};

Parsed parse(std::string_view bytes)
{
    HttpRequestParser parser;
    Parsed parsed;
    parsed.status = parser.parse(bytes, parsed.request, parsed.consumed);
    if (parsed.status == Status::Bad) {
        parsed.errorStatus = parser.errorStatus();
        parsed.errorText = parser.errorText();
    }
    return parsed;
}

QByteArray text(const std::string &value)
{
    return QByteArray::fromStdString(value);
}

const std::string kPost = "POST /v1/completions?stream=1 HTTP/1.1\r\n"
                          "Host: 127.0.0.1\r\n"
                          "Content-Type: application/json\r\n"
                          "Content-Length: 14\r\n"
                          "\r\n"
                          "{\"prompt\":\"x\"}";

} // namespace

class TestHttpRequestParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aWholeRequest()
    {
        const Parsed parsed = parse(kPost);
        QCOMPARE(parsed.status, Status::Complete);
        QCOMPARE(text(parsed.request.method), QByteArray("POST"));
        QCOMPARE(text(parsed.request.path), QByteArray("/v1/completions"));
        QCOMPARE(text(parsed.request.query), QByteArray("stream=1"));
        QCOMPARE(text(parsed.request.body), QByteArray("{\"prompt\":\"x\"}"));
        QVERIFY(parsed.request.keepAlive);
        QVERIFY(parsed.request.http11);
        QCOMPARE(parsed.consumed, kPost.size());
    }

    // What one non-blocking read returns: any prefix is "more", the last byte completes it.
    void byteByByte()
    {
        for (std::size_t length = 0; length < kPost.size(); ++length) {
            const Parsed partial = parse(std::string_view(kPost).substr(0, length));
            QVERIFY2(partial.status == Status::NeedMore,
                     qPrintable(QStringLiteral("after %1 bytes").arg(length)));
        }
        QCOMPARE(parse(kPost).status, Status::Complete);
    }

    // Two requests in one read, with the stray CRLF some clients send between them; and the
    // bytes of a third that has not arrived whole.
    void pipelinedRequests()
    {
        const std::string get = "GET /health HTTP/1.1\r\n\r\n";
        std::string buffer = kPost + "\r\n" + get + "GET /metr";
        HttpRequestParser parser;
        HttpRequest request;
        std::size_t consumed = 0;
        QCOMPARE(parser.parse(buffer, request, consumed), Status::Complete);
        QCOMPARE(text(request.path), QByteArray("/v1/completions"));
        QCOMPARE(consumed, kPost.size());
        buffer.erase(0, consumed);
        QCOMPARE(parser.parse(buffer, request, consumed), Status::Complete);
        QCOMPARE(text(request.method), QByteArray("GET"));
        QCOMPARE(text(request.path), QByteArray("/health"));
        QVERIFY(request.body.empty());
        QVERIFY(request.query.empty());
        QCOMPARE(consumed, get.size() + 2);
        buffer.erase(0, consumed);
        QCOMPARE(parser.parse(buffer, request, consumed), Status::NeedMore);
        QCOMPARE(parser.parse("\r\n\r\n", request, consumed), Status::NeedMore);
    }

    // RFC 9112 2.2: a recipient may take a bare LF as a line end (printf | nc).
    void bareLineFeeds()
    {
        const std::string request = "POST /v1/chat/completions HTTP/1.1\n"
                                    "content-length: 2\n"
                                    "\n"
                                    "{}";
        const Parsed parsed = parse(request + "GET");
        QCOMPARE(parsed.status, Status::Complete);
        QCOMPARE(text(parsed.request.path), QByteArray("/v1/chat/completions"));
        QCOMPARE(text(parsed.request.body), QByteArray("{}"));
        QCOMPARE(parsed.consumed, request.size());
    }

    void keepAlive_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("keepAlive");
        QTest::addColumn<bool>("http11");
        QTest::newRow("1.1") << QByteArray("GET / HTTP/1.1\r\n\r\n") << true << true;
        QTest::newRow("1.1 close")
            << QByteArray("GET / HTTP/1.1\r\nConnection: close\r\n\r\n") << false << true;
        QTest::newRow("1.1 Close, any case")
            << QByteArray("GET / HTTP/1.1\r\nCONNECTION:  Close \r\n\r\n") << false << true;
        QTest::newRow("1.0") << QByteArray("GET / HTTP/1.0\r\n\r\n") << false << false;
        QTest::newRow("1.0 keep-alive")
            << QByteArray("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << true << false;
    }
    void keepAlive()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, keepAlive);
        QFETCH(bool, http11);
        const Parsed parsed = parse(head.toStdString());
        QCOMPARE(parsed.status, Status::Complete);
        QCOMPARE(parsed.request.keepAlive, keepAlive);
        QCOMPARE(parsed.request.http11, http11);
    }

    void contentLengthTwiceTheSameIsOne()
    {
        const Parsed parsed =
            parse("POST /x HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc");
        QCOMPARE(parsed.status, Status::Complete);
        QCOMPARE(text(parsed.request.body), QByteArray("abc"));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("why");
        QTest::newRow("no version")
            << QByteArray("GET /\r\n\r\n") << 400 << QByteArray("malformed request line");
        QTest::newRow("two spaces")
            << QByteArray("GET  / HTTP/1.1\r\n\r\n") << 400 << QByteArray("malformed request line");
        QTest::newRow("target not a path") << QByteArray("GET http://x/ HTTP/1.1\r\n\r\n") << 400
                                           << QByteArray("malformed request line");
        QTest::newRow("method not a token")
            << QByteArray("G(T / HTTP/1.1\r\n\r\n") << 400 << QByteArray("malformed request line");
        QTest::newRow("HTTP/2") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505
                                << QByteArray("unsupported HTTP version");
        QTest::newRow("not HTTP") << QByteArray("GET / SPDY/3\r\n\r\n") << 400
                                  << QByteArray("unsupported HTTP version");
        QTest::newRow("header without colon")
            << QByteArray("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n") << 400
            << QByteArray("malformed header line");
        QTest::newRow("header name not a token") << QByteArray("GET / HTTP/1.1\r\nX Y: 1\r\n\r\n")
                                                 << 400 << QByteArray("malformed header line");
        QTest::newRow("length not a number")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n") << 400
            << QByteArray("invalid Content-Length");
        QTest::newRow("negative length")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 400
            << QByteArray("invalid Content-Length");
        QTest::newRow("empty length") << QByteArray("POST / HTTP/1.1\r\nContent-Length:\r\n\r\n")
                                      << 400 << QByteArray("invalid Content-Length");
        QTest::newRow("two lengths")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab")
            << 400 << QByteArray("conflicting Content-Length headers");
        QTest::newRow("chunked body")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n") << 501
            << QByteArray("chunked request bodies are not supported");
        QTest::newRow("body over 64 MiB")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: " +
                          QByteArray::number(qint64(HttpRequestParser::kMaxBodyBytes) + 1) +
                          "\r\n\r\n")
            << 413 << QByteArray("request body larger than 64 MiB");
        // A line that is already complete and wrong is refused before the head ends.
        QTest::newRow("bad line, head unfinished")
            << QByteArray("garbage\r\nHost: x\r\n") << 400 << QByteArray("malformed request line");
    }
    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QFETCH(QByteArray, why);
        const Parsed parsed = parse(bytes.toStdString());
        QCOMPARE(parsed.status, Status::Bad);
        QCOMPARE(parsed.errorStatus, status);
        QCOMPARE(text(parsed.errorText), why);
    }

    // A body of exactly the limit is taken; its length alone never allocates it.
    void bodyAtTheLimitWaitsForItsBytes()
    {
        const std::string head = "POST / HTTP/1.1\r\nContent-Length: " +
                                 std::to_string(HttpRequestParser::kMaxBodyBytes) + "\r\n\r\n";
        QCOMPARE(parse(head).status, Status::NeedMore);
    }

    void headerOver64KiB()
    {
        const std::string filler(HttpRequestParser::kMaxHeaderBytes, 'a');
        // The head has not ended yet, and is already too long.
        const Parsed unfinished = parse("GET / HTTP/1.1\r\nX-Filler: " + filler);
        QCOMPARE(unfinished.status, Status::Bad);
        QCOMPARE(unfinished.errorStatus, 431);
        // The head ended, past the limit.
        const Parsed ended = parse("GET / HTTP/1.1\r\nX-Filler: " + filler + "\r\n\r\n");
        QCOMPARE(ended.status, Status::Bad);
        QCOMPARE(ended.errorStatus, 431);
        // Just under it: fine.
        const std::string fits(HttpRequestParser::kMaxHeaderBytes - 64, 'a');
        QCOMPARE(parse("GET / HTTP/1.1\r\nX-Filler: " + fits + "\r\n\r\n").status,
                 Status::Complete);
    }
};

QTEST_GUILESS_MAIN(TestHttpRequestParser)
#include "tst_httprequestparser.moc"
