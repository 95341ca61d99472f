// SseStream: incremental framing of OpenAI-compatible event streams.
#include "models/loadgen/ssestream.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

#include <random>
#include <string>
#include <vector>

using lanebook::SseStream;

namespace {

std::string readData(const char *name)
{
    QFile file(
        lanebook::test::dataPath(QStringLiteral("synthetic/loadgen/") + QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

// Feeds text in pieces cut at the given positions and returns every event, then finish().
std::vector<std::string> eventsOf(const std::string &text, const std::vector<std::size_t> &cuts)
{
    SseStream stream;
    std::vector<std::string> events;
    const auto sink = [&events](std::string_view data) { events.emplace_back(data); };
    std::size_t from = 0;
    for (std::size_t cut : cuts) {
        stream.feed(std::string_view(text).substr(from, cut - from), sink);
        from = cut;
    }
    stream.feed(std::string_view(text).substr(from), sink);
    stream.finish(sink);
    return events;
}

} // namespace

class TestSseStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vllmStreamWhole()
    {
        const std::string text = readData("vllm-chat-stream.txt");
        QVERIFY(!text.empty());
        const auto events = eventsOf(text, {});
        QCOMPARE(events.size(), std::size_t(6));
        QVERIFY(events.front().rfind("{\"id\":\"chatcmpl-8a1\"", 0) == 0);
        QCOMPARE(events.back(), std::string("[DONE]"));
    }

    // A network read can end anywhere: inside "data:", inside JSON, between \r and \n.
    void everySplitPointGivesTheSameEvents_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("vllm \\n") << QStringLiteral("vllm-chat-stream.txt");
        QTest::newRow("llama-server \\r\\n") << QStringLiteral("llama-server-chat-stream.txt");
    }
    void everySplitPointGivesTheSameEvents()
    {
        QFETCH(QString, file);
        const std::string text = readData(file.toLatin1().constData());
        const auto whole = eventsOf(text, {});
        QVERIFY(whole.size() >= 5);
        for (std::size_t cut = 1; cut < text.size(); ++cut)
            QCOMPARE(eventsOf(text, {cut}), whole);
        std::vector<std::size_t> bytes;
        for (std::size_t i = 1; i < text.size(); ++i)
            bytes.push_back(i);
        QCOMPARE(eventsOf(text, bytes), whole);
        std::mt19937 random(7);
        for (int round = 0; round < 50; ++round) {
            std::vector<std::size_t> cuts;
            for (std::size_t at = 0; at < text.size();) {
                at += 1 + random() % 40;
                if (at < text.size())
                    cuts.push_back(at);
            }
            QCOMPARE(eventsOf(text, cuts), whole);
        }
    }

    void commentsAndFieldsAreIgnored()
    {
        const auto events =
            eventsOf(": ping\n\nevent: message\nid: 7\nretry: 100\ndata: {\"a\":1}\n\n:x\n\n", {});
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0], std::string("{\"a\":1}"));
    }

    void dataWithAndWithoutSpaceAndMultiLine()
    {
        const auto events = eventsOf("data:{\"a\":1}\n\ndata: line1\ndata:line2\n\n", {});
        QCOMPARE(events.size(), std::size_t(2));
        QCOMPARE(events[0], std::string("{\"a\":1}"));
        QCOMPARE(events[1], std::string("line1\nline2"));
    }

    void crLfSplitBetweenFeedsIsOneLineEnd()
    {
        // "\r" then "\n\r\n": one event, not an empty line too early.
        const auto events = eventsOf("data: a\r\ndata: b\r\n\r\n", {8});
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0], std::string("a\nb"));
    }

    void lastEventWithoutBlankLineIsDeliveredAtFinish()
    {
        QCOMPARE(eventsOf("data: {\"x\":2}\n\ndata: [DONE]", {}),
                 (std::vector<std::string>{"{\"x\":2}", "[DONE]"}));
        QCOMPARE(eventsOf("data: [DONE]\n", {}), std::vector<std::string>{"[DONE]"});
        QVERIFY(eventsOf("", {}).empty());
        QVERIFY(eventsOf("\n\n\n", {}).empty());
    }

    void pendingBytesCountsTheUnfinishedEvent()
    {
        SseStream stream;
        int events = 0;
        const auto sink = [&events](std::string_view) { ++events; };
        stream.feed("data: {\"a\"", sink);
        QVERIFY(stream.pendingBytes() > 0);
        stream.feed(":1}\n\n", sink);
        QCOMPARE(events, 1);
        QCOMPARE(stream.pendingBytes(), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestSseStream)
#include "tst_ssestream.moc"
