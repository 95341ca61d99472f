// HttpResponseReader: HTTP/1.1 response framing (RFC 9112) for the load generator's own
// client — the head, then the body by chunked coding, Content-Length or the connection's
// close — fed in every split the network could produce.
#include "models/loadgen/httpresponsereader.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

#include <string>
#include <vector>

using lanebook::HttpResponseReader;

namespace {

struct Outcome
{
    HttpResponseReader::State state = HttpResponseReader::State::Head;
    int status = 0;
    std::string body;
    std::string error;
    std::size_t consumed = 0;
    bool keepAlive = false;
};

// Feeds `wire` cut into pieces of `piece` bytes (0: whole); `closed` says the peer then closed.
Outcome read(const std::string &wire, std::size_t piece = 0, bool closed = false)
{
    HttpResponseReader reader;
    Outcome out;
    const auto sink = [&out](std::string_view body) { out.body.append(body); };
    std::string_view rest(wire);
    while (!rest.empty() && !reader.complete() && !reader.failed()) {
        const std::string_view bytes = rest.substr(0, piece == 0 ? rest.size() : piece);
        const std::size_t used = reader.feed(bytes, sink);
        out.consumed += used;
        rest.remove_prefix(used);
        if (used < bytes.size())
            break; // the response ended inside this piece
    }
    if (closed)
        reader.endOfInput();
    out.state = reader.state();
    out.status = reader.status();
    out.error = reader.error();
    out.keepAlive = reader.keepAlive();
    return out;
}

std::string chunked(const std::string &body, std::size_t chunkBytes)
{
    std::string out;
    for (std::size_t at = 0; at < body.size(); at += chunkBytes) {
        const std::string part = body.substr(at, chunkBytes);
        char size[32];
        std::snprintf(size, sizeof size, "%zx\r\n", part.size());
        out += size + part + "\r\n";
    }
    return out + "0\r\n\r\n";
}

std::string fileText(const QString &relative)
{
    QFile file(lanebook::test::dataPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

const std::string kStreamHead = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
                                "Transfer-Encoding: chunked\r\n\r\n";

} // namespace

class TestHttpResponseReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The mock server's response as captured on the wire: every split point gives the same
    // body, the whole of the input is consumed and the connection stays usable.
    void capturedStreamAtEverySplit()
    {
        const std::string wire =
            fileText(QStringLiteral("synthetic/loadgen/mock-server-stream-response.http"));
        QVERIFY(!wire.empty());
        const Outcome whole = read(wire);
        QCOMPARE(whole.state, HttpResponseReader::State::Complete);
        QCOMPARE(whole.status, 200);
        QCOMPARE(whole.consumed, wire.size());
        QVERIFY(whole.keepAlive);
        QVERIFY(whole.body.rfind("data: {", 0) == 0);
        QVERIFY(whole.body.find("data: [DONE]\n\n") == whole.body.size() - 14);
        QVERIFY(whole.body.find("\r\n") == std::string::npos); // no chunk framing leaked
        for (std::size_t piece = 1; piece <= 64; ++piece) {
            const Outcome split = read(wire, piece);
            QCOMPARE(split.state, HttpResponseReader::State::Complete);
            QCOMPARE(split.body, whole.body);
            QCOMPARE(split.consumed, wire.size());
        }
    }

    // A real-format SSE body in chunks of many sizes.
    void chunkSizes()
    {
        const std::string body = fileText(QStringLiteral("synthetic/loadgen/vllm-chat-stream.txt"));
        QVERIFY(!body.empty());
        for (std::size_t chunkBytes : {1u, 7u, 16u, 255u, 256u, 4096u, 1u << 20}) {
            const std::string wire = kStreamHead + chunked(body, chunkBytes);
            for (std::size_t piece : {0u, 1u, 3u, 100u}) {
                const Outcome out = read(wire, piece);
                QCOMPARE(out.state, HttpResponseReader::State::Complete);
                QCOMPARE(out.body, body);
                QCOMPARE(out.consumed, wire.size());
            }
        }
    }

    // RFC 9112 §7.1: chunk extensions are ignored, hex digits in either case, trailer fields
    // after the last chunk are read and dropped.
    void chunkExtensionsAndTrailers()
    {
        const std::string wire = kStreamHead +
                                 "5;name=value\r\nhello\r\n"
                                 "A ; x=\"y\"\r\n, world!!!\r\n"
                                 "0\r\nServer-Timing: total;dur=12\r\nX-Other: 1\r\n\r\n";
        const Outcome out = read(wire, 2);
        QCOMPARE(out.state, HttpResponseReader::State::Complete);
        QCOMPARE(out.body, std::string("hello, world!!!"));
        QCOMPARE(out.consumed, wire.size());
    }

    void contentLength()
    {
        const std::string body = R"({"error":{"message":"rate limited","code":429}})";
        const std::string wire =
            "HTTP/1.1 429 Too Many Requests\r\ncontent-length: " + std::to_string(body.size()) +
            "\r\nretry-after: 1\r\n\r\n" + body;
        for (std::size_t piece : {0u, 1u, 5u}) {
            const Outcome out = read(wire + "HTTP/1.1 200 OK\r\n", piece); // the next is not read
            QCOMPARE(out.state, HttpResponseReader::State::Complete);
            QCOMPARE(out.status, 429);
            QCOMPARE(out.body, body);
            QCOMPARE(out.consumed, wire.size());
            QVERIFY(out.keepAlive);
        }
        const Outcome empty = read("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
        QCOMPARE(empty.state, HttpResponseReader::State::Complete);
        QVERIFY(empty.body.empty());
    }

    // RFC 9112 §6.3: chunked wins over Content-Length; with neither, the body runs to the close.
    void framingPrecedence()
    {
        const Outcome both = read("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n"
                                  "Transfer-Encoding: gzip, chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n");
        QCOMPARE(both.state, HttpResponseReader::State::Complete);
        QCOMPARE(both.body, std::string("abc"));
        QVERIFY(!both.keepAlive); // both headers: possibly smuggled, the connection is not reused

        // Chunked but not the final coding: the body runs to the close (the bytes as sent).
        const std::string notFinal = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, gzip\r\n\r\n"
                                     "3\r\nabc\r\n";
        const Outcome gzip = read(notFinal, 0, true);
        QCOMPARE(gzip.state, HttpResponseReader::State::Complete);
        QCOMPARE(gzip.body, std::string("3\r\nabc\r\n"));
        QVERIFY(!gzip.keepAlive);
        // Two fields are one list: the last one's coding decides.
        const Outcome twoFields = read("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n"
                                       "Transfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n");
        QCOMPARE(twoFields.state, HttpResponseReader::State::Complete);
        QCOMPARE(twoFields.body, std::string("ok"));

        const std::string untilClose = "HTTP/1.0 200 OK\r\nContent-Type: text/event-stream\r\n\r\n"
                                       "data: {}\n\ndata: [DONE]\n\n";
        const Outcome open = read(untilClose);
        QCOMPARE(open.state, HttpResponseReader::State::Body); // more may come until the close
        const Outcome closed = read(untilClose, 4, true);
        QCOMPARE(closed.state, HttpResponseReader::State::Complete);
        QCOMPARE(closed.body, std::string("data: {}\n\ndata: [DONE]\n\n"));
        QVERIFY(!closed.keepAlive);
    }

    void keepAliveRules()
    {
        QVERIFY(read("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n").keepAlive);
        QVERIFY(
            !read("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n").keepAlive);
        QVERIFY(!read("HTTP/1.1 200 OK\r\nconnection: Upgrade, CLOSE\r\nContent-Length: 0\r\n\r\n")
                     .keepAlive);
        QVERIFY(!read("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n").keepAlive);
        QVERIFY(read("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n")
                    .keepAlive);
    }

    // 100 Continue and 103 Early Hints come before the real response and are skipped.
    void interimResponses()
    {
        const std::string wire = "HTTP/1.1 100 Continue\r\n\r\n"
                                 "HTTP/1.1 103 Early Hints\r\nLink: </a>; rel=preload\r\n\r\n"
                                 "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok";
        for (std::size_t piece : {0u, 1u}) {
            const Outcome out = read(wire, piece);
            QCOMPARE(out.state, HttpResponseReader::State::Complete);
            QCOMPARE(out.status, 200);
            QCOMPARE(out.body, std::string("ok"));
        }
        const Outcome noContent = read("HTTP/1.1 204 No Content\r\n\r\n");
        QCOMPARE(noContent.state, HttpResponseReader::State::Complete);
    }

    // Bare "\n" line ends from lax servers are accepted, in the head and in chunk framing.
    void bareLineFeeds()
    {
        const Outcome out = read("HTTP/1.1 200 OK\nTransfer-Encoding: chunked\n\n3\nabc\n0\n\n", 1);
        QCOMPARE(out.state, HttpResponseReader::State::Complete);
        QCOMPARE(out.body, std::string("abc"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<QString>("says");
        QTest::newRow("not http") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n\r\n")
                                  << QStringLiteral("status line");
        QTest::newRow("tls alert")
            << QByteArray("\x15\x03\x01\x00\x02\x02\x46\n\n", 9) << QStringLiteral("status line");
        QTest::newRow("short status")
            << QByteArray("HTTP/1.1 20 OK\r\n\r\n") << QStringLiteral("status line");
        QTest::newRow("http/2 preface")
            << QByteArray("HTTP/2 200\r\n\r\n") << QStringLiteral("status line");
        QTest::newRow("bad length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 12x\r\n\r\n")
                                    << QStringLiteral("Content-Length");
        QTest::newRow("two lengths")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd")
            << QStringLiteral("Content-Length");
        QTest::newRow("header without colon")
            << QByteArray("HTTP/1.1 200 OK\r\nthis is not a header\r\n\r\n")
            << QStringLiteral("header line");
        QTest::newRow("bad chunk size")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
            << QStringLiteral("chunk size");
        QTest::newRow("chunk overflow")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "fffffffffffffffffffff\r\n")
            << QStringLiteral("chunk size");
        QTest::newRow("chunk longer than its size")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcdef\r\n")
            << QStringLiteral("past its size");
    }
    void malformed()
    {
        QFETCH(QByteArray, wire);
        QFETCH(QString, says);
        for (std::size_t piece : {0u, 1u}) {
            const Outcome out = read(wire.toStdString(), piece);
            QCOMPARE(out.state, HttpResponseReader::State::Failed);
            QVERIFY2(QString::fromStdString(out.error).contains(says), out.error.c_str());
            QVERIFY(QString::fromStdString(out.error).startsWith(
                QStringLiteral("malformed HTTP response")));
        }
    }

    // A head that never ends is refused at 64 KiB instead of growing without bound.
    void endlessHead()
    {
        const std::string wire = "HTTP/1.1 200 OK\r\n" + std::string(70 * 1024, 'x');
        const Outcome out = read(wire, 4096);
        QCOMPARE(out.state, HttpResponseReader::State::Failed);
        QVERIFY(QString::fromStdString(out.error).contains(QStringLiteral("no end")));
    }

    // The connection closes early: before any response, mid-head, mid-body.
    void closedEarly()
    {
        const Outcome none = read("", 0, true);
        QCOMPARE(none.state, HttpResponseReader::State::Failed);
        QVERIFY(QString::fromStdString(none.error).contains(QStringLiteral("before a response")));
        const Outcome midHead = read("HTTP/1.1 200 OK\r\nTransfer-", 0, true);
        QCOMPARE(midHead.state, HttpResponseReader::State::Failed);
        const Outcome midBody = read(kStreamHead + "10\r\n0123456789", 0, true);
        QCOMPARE(midBody.state, HttpResponseReader::State::Failed);
        QVERIFY2(QString::fromStdString(midBody.error).contains(QStringLiteral("10 bytes")),
                 midBody.error.c_str());
        const Outcome midLength =
            read("HTTP/1.1 500 Internal Server Error\r\nContent-Length: 50\r\n\r\nshort", 0, true);
        QCOMPARE(midLength.state, HttpResponseReader::State::Failed);
        QCOMPARE(midLength.status, 500);
    }

    // reset() makes the reader ready for the next response on a kept-alive connection.
    void resetForTheNextResponse()
    {
        HttpResponseReader reader;
        std::string body;
        const auto sink = [&body](std::string_view b) { body.append(b); };
        const std::string first = "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\none";
        const std::string second = kStreamHead + "3\r\ntwo\r\n0\r\n\r\n";
        QCOMPARE(reader.feed(first + second, sink), first.size());
        QVERIFY(reader.complete());
        reader.reset();
        QCOMPARE(reader.status(), 0);
        QCOMPARE(reader.feed(second, sink), second.size());
        QVERIFY(reader.complete());
        QCOMPARE(body, std::string("onetwo"));
    }
};

QTEST_GUILESS_MAIN(TestHttpResponseReader)
#include "tst_httpresponsereader.moc"
