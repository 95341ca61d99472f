// The mock server's prefix-cache emulation (--prefix-cache) against request sequences with
// known answers: radix reuses the longest common prefix token by token (llama.cpp, SGLang),
// blocks:16 only whole 16-token blocks (vLLM), both all prompt tokens but the last at most
// (the engines compute the last one for its logits). Tokens are words, plus a BOS token and,
// on chat, the template's tokens: 4 of them (BOS and the first header) open every chat prompt.
#include "mockservertestsupport.h"

#include <QTest>

using namespace lanebook::test;

namespace {

QString words(int count, const char *stem, int from = 0)
{
    QStringList list;
    for (int i = from; i < from + count; ++i)
        list << QStringLiteral("%1%2").arg(QLatin1String(stem)).arg(i);
    return list.join(QLatin1Char(' '));
}

struct Usage
{
    int promptTokens = -1;
    int cachedTokens = -1;
};

Usage usageOf(const QJsonObject &usage)
{
    return {usage.value(s("prompt_tokens")).toInt(-1),
            usage.value(s("prompt_tokens_details")).toObject().value(s("cached_tokens")).toInt(-1)};
}

Usage complete(const MockServerProcess &server, const QString &prompt)
{
    return usageOf(httpPost(url(server, "/v1/completions"), completionBody(prompt, 2, false, false))
                       .json()
                       .value(s("usage"))
                       .toObject());
}

// A streamed chat with one user message: the usage chunk carries the numbers.
Usage chat(const MockServerProcess &server, const QString &content)
{
    QJsonObject body{
        {s("model"), s("mock-model")},
        {s("messages"), QJsonArray{QJsonObject{{s("role"), s("user")}, {s("content"), content}}}},
        {s("max_tokens"), 2},
        {s("stream"), true},
        {s("stream_options"), QJsonObject{{s("include_usage"), true}}}};
    const HttpExchange exchange = httpPost(url(server, "/v1/chat/completions"),
                                           QJsonDocument(body).toJson(QJsonDocument::Compact));
    for (const QByteArray &event : exchange.events()) {
        const QJsonObject chunk = parseJson(event);
        if (chunk.value(s("usage")).isObject())
            return usageOf(chunk.value(s("usage")).toObject());
    }
    return {};
}

} // namespace

class TestMockPrefixCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void radixReusesTheLongestPrefixTokenByToken()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {s("--prefix-cache"), s("radix")});
        // BOS + 6 words; nothing cached yet.
        Usage first = complete(server, s("a b c d e f"));
        QCOMPARE(first.promptTokens, 7);
        QCOMPARE(first.cachedTokens, 0);
        // The same prompt again: all but the last token.
        QCOMPARE(complete(server, s("a b c d e f")).cachedTokens, 6);
        // A shared prefix of BOS + 3 words reuses exactly those 4.
        QCOMPARE(complete(server, s("a b c x y z")).cachedTokens, 4);
        // The longest match among all earlier prompts wins: "a b c x" is 5 with BOS.
        QCOMPARE(complete(server, s("a b c x q")).cachedTokens, 5);
        // A prompt that shares no word still shares the BOS token.
        QCOMPARE(complete(server, s("unrelated words")).cachedTokens, 1);
    }

    void chatPromptsShareTheTemplateHead()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {s("--prefix-cache"), s("radix")});
        // BOS, header (3), 3 words, <|eot_id|>, assistant header (3).
        const Usage first = chat(server, s("p q r"));
        QCOMPARE(first.promptTokens, 11);
        QCOMPARE(first.cachedTokens, 0);
        QCOMPARE(chat(server, s("p q r")).cachedTokens, 10);
        // Different content: only BOS and the user header, the head every chat request has.
        QCOMPARE(chat(server, s("s t")).cachedTokens, 4);
        QCOMPARE(chat(server, s("u v w x")).cachedTokens, 4);
    }

    void blocksReuseWholeBlocksOnly()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {s("--prefix-cache"), s("blocks:16")});
        const QString prompt = words(40, "w"); // 41 tokens with BOS
        QCOMPARE(complete(server, prompt).cachedTokens, 0);
        // Identical: 40 tokens may be reused, 2 whole blocks of them.
        QCOMPARE(complete(server, prompt).cachedTokens, 32);
        // A prefix of k = 21 tokens (BOS + 20 words) shared: floor(21/16)*16.
        QCOMPARE(complete(server, words(20, "w") + QLatin1Char(' ') + words(20, "v")).cachedTokens,
                 16);
        // k = 36: floor(36/16)*16.
        QCOMPARE(complete(server, words(35, "w") + QLatin1Char(' ') + words(10, "v")).cachedTokens,
                 32);
        // k = 15, less than a block: nothing.
        QCOMPARE(complete(server, words(14, "w") + QLatin1Char(' ') + words(30, "u")).cachedTokens,
                 0);
        // A chat's 4-token head is less than a block, so vLLM reports no hit for it.
        QCOMPARE(chat(server, words(30, "c")).cachedTokens, 0);
        QCOMPARE(chat(server, words(30, "d")).cachedTokens, 0);
    }

    void resetEmptiesTheCacheAndMetricsCountHits()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {s("--prefix-cache"), s("radix")});
        complete(server, s("a b c d"));                           // 5 tokens, 0 cached
        QCOMPARE(complete(server, s("a b c d")).cachedTokens, 4); // 5 tokens, 4 cached
        const lanebook::PrometheusScrape metrics = scrape(server);
        QCOMPARE(counter(metrics, "vllm:prefix_cache_queries_total"), 10.0);
        QCOMPARE(counter(metrics, "vllm:prefix_cache_hits_total"), 4.0);
        QCOMPARE(counter(metrics, "vllm:prompt_tokens_cached_total"), 4.0);
        QCOMPARE(httpPost(url(server, "/reset_prefix_cache"), {}).status, 200L);
        QCOMPARE(complete(server, s("a b c d")).cachedTokens, 0);
    }

    void offByDefaultAndOptionsChecked()
    {
        // Without the flag, tokens are words and nothing is cached, as before.
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        complete(server, s("a b c"));
        const Usage again = complete(server, s("a b c"));
        QCOMPARE(again.promptTokens, 3);
        QCOMPARE(again.cachedTokens, 0);

        for (const QStringList &bad :
             {QStringList{s("--prefix-cache"), s("lru")},
              QStringList{s("--prefix-cache"), s("blocks:0")},
              QStringList{s("--prefix-cache"), s("radix"), s("--cached-tokens"), s("2")}}) {
            MockServerProcess rejected;
            QVERIFY2(!rejected.start(bad, 5000), qPrintable(bad.join(QLatin1Char(' '))));
        }
    }
};

QTEST_GUILESS_MAIN(TestMockPrefixCache)
#include "tst_mockprefixcache.moc"
