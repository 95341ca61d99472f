// parseStreamChunk: what the load generator reads from one event.
#include "models/loadgen/ssestream.h"
#include "models/loadgen/streamchunk.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

#include <vector>

using lanebook::parseStreamChunk;
using lanebook::StreamChunk;

namespace {

std::vector<StreamChunk> chunksOf(const char *name)
{
    QFile file(
        lanebook::test::dataPath(QStringLiteral("synthetic/loadgen/") + QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const std::string text = file.readAll().toStdString();
    lanebook::SseStream stream;
    std::vector<StreamChunk> chunks;
    const auto sink = [&chunks](std::string_view data) {
        chunks.push_back(parseStreamChunk(data));
    };
    stream.feed(text, sink);
    stream.finish(sink);
    return chunks;
}

} // namespace

class TestStreamChunk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vllmChat()
    {
        const auto chunks = chunksOf("vllm-chat-stream.txt");
        QCOMPARE(chunks.size(), std::size_t(6));
        // Role chunk: has choices (TTFT counts it), no content (no ITL).
        QVERIFY(chunks[0].hasChoices);
        QVERIFY(!chunks[0].hasContent);
        QVERIFY(chunks[1].hasContent && chunks[2].hasContent);
        QVERIFY(chunks[1].finishReason.empty());
        // Finish chunk with empty content.
        QVERIFY(chunks[3].hasChoices);
        QVERIFY(!chunks[3].hasContent);
        QCOMPARE(chunks[3].finishReason, std::string("length"));
        // Usage chunk: choices [] is no choice.
        QVERIFY(!chunks[4].hasChoices);
        QCOMPARE(chunks[4].promptTokens, std::optional<int>(1024));
        QCOMPARE(chunks[4].completionTokens, std::optional<int>(2));
        QCOMPARE(chunks[4].cachedTokens, std::optional<int>(512));
        QVERIFY(chunks[4].error.empty());
        QCOMPARE(chunks[5].kind, StreamChunk::Kind::Done);
    }

    void llamaServerTimings()
    {
        const auto chunks = chunksOf("llama-server-chat-stream.txt");
        QCOMPARE(chunks.size(), std::size_t(5));
        QVERIFY(chunks[0].hasContent);
        QCOMPARE(chunks[2].finishReason, std::string("stop"));
        QVERIFY(!chunks[2].hasContent); // delta {}
        QCOMPARE(chunks[3].timingsCacheN, std::optional<int>(512));
        QCOMPARE(chunks[3].timingsDraftN, std::optional<int>(40));
        QCOMPARE(chunks[3].timingsDraftAccepted, std::optional<int>(31));
        QCOMPARE(chunks[3].cachedTokens, std::optional<int>(512));
        QCOMPARE(chunks[4].kind, StreamChunk::Kind::Done);
    }

    void completionsUsageNullAndErrorObject()
    {
        const auto chunks = chunksOf("vllm-completions-error-stream.txt");
        QCOMPARE(chunks.size(), std::size_t(3));
        QVERIFY(chunks[0].hasContent);
        QVERIFY(!chunks[0].completionTokens); // "usage": null
        QCOMPARE(chunks[1].error, std::string("The engine died"));
        QVERIFY(!chunks[1].hasChoices);
    }

    void olderVllmErrorForm()
    {
        const StreamChunk chunk = parseStreamChunk(
            R"({"object":"error","message":"max_tokens too large","type":"BadRequestError","param":null,"code":400})");
        QCOMPARE(chunk.error, std::string("max_tokens too large"));
    }

    void reasoningAndToolCallsAreContent()
    {
        QVERIFY(
            parseStreamChunk(R"({"choices":[{"delta":{"reasoning_content":"hm"}}]})").hasContent);
        QVERIFY(parseStreamChunk(R"({"choices":[{"delta":{"reasoning":"hm"}}]})").hasContent);
        QVERIFY(
            parseStreamChunk(R"({"choices":[{"delta":{"tool_calls":[{"index":0}]}}]})").hasContent);
        QVERIFY(!parseStreamChunk(R"({"choices":[{"delta":{"content":null}}]})").hasContent);
    }

    void malformed()
    {
        const StreamChunk truncated = parseStreamChunk(R"({"choices":[{"text":"a")");
        QCOMPARE(truncated.kind, StreamChunk::Kind::Malformed);
        QVERIFY(truncated.error.find("malformed") != std::string::npos);
        QCOMPARE(parseStreamChunk("[1,2]").kind, StreamChunk::Kind::Malformed);
        QCOMPARE(parseStreamChunk("").kind, StreamChunk::Kind::Malformed);
        QCOMPARE(parseStreamChunk("[DONE] ").kind, StreamChunk::Kind::Done);
    }

    void mockStamps()
    {
        const StreamChunk chunk = parseStreamChunk(
            R"({"choices":[{"text":"w "}],"lanebook_mock":{"received_ns":1000000123,"sent_ns":1050000456}})");
        QCOMPARE(chunk.mockReceivedNs, std::optional<std::int64_t>(1000000123));
        QCOMPARE(chunk.mockSentNs, std::optional<std::int64_t>(1050000456));
        // 18 digits fit; 19 are ignored (found by fuzz_httpresponse: the exact integer read
        // overflowed int64, undefined behaviour).
        const StreamChunk largest = parseStreamChunk(
            R"({"choices":[],"lanebook_mock":{"received_ns":999999999999999999,"sent_ns":1585558888888888888}})");
        QCOMPARE(largest.mockReceivedNs, std::optional<std::int64_t>(999999999999999999));
        QCOMPARE(largest.mockSentNs, std::optional<std::int64_t>());
    }

    void nonsenseUsageValuesAreIgnored()
    {
        const StreamChunk chunk = parseStreamChunk(
            R"({"choices":[],"usage":{"prompt_tokens":-3,"completion_tokens":"7"}})");
        QVERIFY(!chunk.promptTokens);
        QVERIFY(!chunk.completionTokens);
    }
};

QTEST_GUILESS_MAIN(TestStreamChunk)
#include "tst_streamchunk.moc"
