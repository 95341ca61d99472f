// What the mock decides for one completion request (app/mockserver/completionplan.h), on its
// own: the refusals vLLM gives (status, type, message), the token counts, the plan being the
// same for the same seed and sequence number, each fault kind drawn on its own (raising one
// rate does not move the others), the delays with jitter inside their bounds, and the canned
// answers a wave's canaries get.
#include "app/mockserver/completionplan.h"
#include "app/mockserver/mocktokenizer.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <string>

namespace {

std::string completion(const std::string &prompt, int maxTokens = 8, bool stream = true)
{
    return nlohmann::json{{"prompt", prompt}, {"max_tokens", maxTokens}, {"stream", stream}}.dump();
}

std::string chat(const std::string &content, bool stream = true)
{
    return nlohmann::json{
        {"model", "mock-model"},
        {"messages", nlohmann::json::array({{{"role", "user"}, {"content", content}}})},
        {"stream", stream}}
        .dump();
}

CompletionPlan planOf(CompletionKind kind, const std::string &body, const MockOptions &options,
                      std::uint64_t sequence = 0)
{
    const CompletionPlanResult result = planCompletion(kind, body, options, sequence, 1767225600);
    if (!result.ok)
        qWarning("refused: %d %s", result.errorStatus, result.errorMessage.c_str());
    return result.plan;
}

QByteArray text(const std::string &value)
{
    return QByteArray::fromStdString(value);
}

} // namespace

class TestCompletionPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusals_data()
    {
        QTest::addColumn<bool>("isChat");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("not JSON") << false << QByteArray("{\"prompt\":") << 400
                                  << QByteArray("request body is not a JSON object");
        QTest::newRow("an array") << false << QByteArray("[1]") << 400
                                  << QByteArray("request body is not a JSON object");
        QTest::newRow("model not a string") << false << QByteArray(R"({"model":1,"prompt":"x"})")
                                            << 400 << QByteArray("'model' must be a string");
        QTest::newRow("another model") << false << QByteArray(R"({"model":"gpt-4","prompt":"x"})")
                                       << 404 << QByteArray("The model `gpt-4` does not exist.");
        QTest::newRow("no prompt") << false << QByteArray(R"({"max_tokens":4})") << 400
                                   << QByteArray("'prompt' is required");
        QTest::newRow("prompt a number") << false << QByteArray(R"({"prompt":5})") << 400
                                         << QByteArray("'prompt' must be a string or a list");
        QTest::newRow("prompt item an object") << false << QByteArray(R"({"prompt":[{"a":1}]})")
                                               << 400 << QByteArray("'prompt' has an invalid item");
        QTest::newRow("no messages") << true << QByteArray(R"({"prompt":"x"})") << 400
                                     << QByteArray("'messages' must be a list");
        QTest::newRow("message a string") << true << QByteArray(R"({"messages":["hi"]})") << 400
                                          << QByteArray("each message must be an object");
        QTest::newRow("content a number")
            << true << QByteArray(R"({"messages":[{"role":"user","content":3}]})") << 400
            << QByteArray("message 'content' must be text or parts");
        QTest::newRow("max_tokens 0")
            << false << QByteArray(R"({"prompt":"x","max_tokens":0})") << 400
            << QByteArray("'max_tokens' must be an integer from 1 to "
                          "10000000");
        QTest::newRow("max_completion_tokens a string")
            << false << QByteArray(R"({"prompt":"x","max_completion_tokens":"8"})") << 400
            << QByteArray("'max_completion_tokens' must be an integer from 1 to 10000000");
        QTest::newRow("stream a string") << false << QByteArray(R"({"prompt":"x","stream":"yes"})")
                                         << 400 << QByteArray("'stream' must be a boolean");
        QTest::newRow("stream_options a list")
            << false << QByteArray(R"({"prompt":"x","stream_options":[]})") << 400
            << QByteArray("'stream_options' must be an object");
        QTest::newRow("include_usage 2")
            << false << QByteArray(R"({"prompt":"x","stream_options":{"include_usage":2}})") << 400
            << QByteArray("'stream_options.include_usage' must be a boolean");
    }
    void refusals()
    {
        QFETCH(bool, isChat);
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(QByteArray, message);
        const CompletionPlanResult result =
            planCompletion(isChat ? CompletionKind::Chat : CompletionKind::Text, body.toStdString(),
                           MockOptions(), 0, 0);
        QVERIFY(!result.ok);
        QCOMPARE(result.errorStatus, status);
        QCOMPARE(text(result.errorType),
                 status == 404 ? QByteArray("NotFoundError") : QByteArray("BadRequestError"));
        QCOMPARE(text(result.errorMessage), message);
    }

    // Prompt tokens are words (chat: of every message); output is max_tokens, 16 by default
    // (OpenAI's), or --output-tokens whatever the request says.
    void tokenCounts()
    {
        const MockOptions options;
        QCOMPARE(planOf(CompletionKind::Text, completion(" one two\tthree\nfour  "), options)
                     .promptTokens,
                 4);
        QCOMPARE(planOf(CompletionKind::Text, R"({"prompt":[[1,2,3],"four five",6]})", options)
                     .promptTokens,
                 6);
        const std::string twoMessages =
            R"({"messages":[{"role":"system","content":"be brief"},)"
            R"({"role":"user","content":[{"type":"text","text":"three more words"}]}]})";
        QCOMPARE(planOf(CompletionKind::Chat, twoMessages, options).promptTokens, 5);
        QCOMPARE(planOf(CompletionKind::Text, completion("x", 8), options).outputTokens, 8);
        QCOMPARE(
            planOf(CompletionKind::Text, R"({"prompt":"x","stream":true})", options).outputTokens,
            16);
        QCOMPARE(planOf(CompletionKind::Text,
                        R"({"prompt":"x","stream":true,"max_completion_tokens":3})", options)
                     .outputTokens,
                 3);
        MockOptions fixed;
        fixed.outputTokens = 0;
        QCOMPARE(planOf(CompletionKind::Text, completion("x", 8), fixed).outputTokens, 0);
        // --cached-tokens is capped at the prompt.
        MockOptions cached;
        cached.cachedTokens = 3;
        QCOMPARE(planOf(CompletionKind::Text, completion("a b c d e"), cached).cachedTokens, 3);
        QCOMPARE(planOf(CompletionKind::Text, completion("a b"), cached).cachedTokens, 2);
    }

    void usageAndStreamFlags()
    {
        const MockOptions options;
        const CompletionPlan plain = planOf(CompletionKind::Text, completion("x"), options);
        QVERIFY(plain.stream);
        QVERIFY(!plain.includeUsage);
        const std::string withUsage =
            R"({"prompt":"x","stream":true,"stream_options":{"include_usage":true}})";
        QVERIFY(planOf(CompletionKind::Text, withUsage, options).includeUsage);
        // vLLM reads 1 as true in lax mode.
        QVERIFY(planOf(CompletionKind::Text,
                       R"({"prompt":"x","stream":true,"stream_options":{"include_usage":1}})",
                       options)
                    .includeUsage);
        MockOptions old;
        old.noUsage = true;
        QVERIFY(!planOf(CompletionKind::Text, withUsage, old).includeUsage);
    }

    // With --prefix-cache the prompt is counted as a real engine tokenizes it: a BOS token,
    // and on chat the template around every message and the assistant's header after.
    void promptTokensWithThePrefixCache()
    {
        MockOptions options;
        options.prefixCacheBlockTokens = 1;
        const CompletionPlan text = planOf(CompletionKind::Text, completion("a b c"), options);
        QCOMPARE(text.promptTokens, 1 + 3);
        QCOMPARE(text.promptTokenIds.size(), size_t(text.promptTokens));
        const CompletionPlan first = planOf(CompletionKind::Chat, chat("hello world"), options);
        QCOMPARE(first.promptTokens, 1 + (3 + 2 + 1) + 3);
        QCOMPARE(first.promptTokenIds.size(), size_t(first.promptTokens));
        const CompletionPlan other = planOf(CompletionKind::Chat, chat("other words"), options);
        // Every chat opens with the same head (BOS and the first header), then differs.
        for (int i = 0; i < MockTokenizer::kChatHeadTokens; ++i)
            QCOMPARE(first.promptTokenIds[size_t(i)], other.promptTokenIds[size_t(i)]);
        QVERIFY(first.promptTokenIds[MockTokenizer::kChatHeadTokens] !=
                other.promptTokenIds[MockTokenizer::kChatHeadTokens]);
        QCOMPARE(text.promptTokenIds.front(), first.promptTokenIds.front()); // BOS
        // A client's token id is never a word's id.
        const CompletionPlan ids = planOf(CompletionKind::Text, R"({"prompt":[[7]]})", options);
        QCOMPARE(ids.promptTokens, 2);
        QVERIFY(ids.promptTokenIds[1] & 0x8000000000000000ULL);
        // Off: no token ids are kept.
        QVERIFY(planOf(CompletionKind::Text, completion("a b c"), MockOptions())
                    .promptTokenIds.empty());
    }

    void theSameSeedAndSequenceGiveTheSamePlan()
    {
        MockOptions options;
        options.seed = 42;
        options.jitterMs = 3.0;
        options.ttftMs = 10.0;
        options.itlMs = 5.0;
        options.http429Rate = 0.2;
        options.resetRate = 0.2;
        options.earlyEosRate = 0.3;
        std::set<std::string> ids;
        std::set<int> lengths;
        for (std::uint64_t sequence = 0; sequence < 50; ++sequence) {
            CompletionPlan a = planOf(CompletionKind::Text, completion("x", 20), options, sequence);
            CompletionPlan b = planOf(CompletionKind::Text, completion("x", 20), options, sequence);
            QCOMPARE(text(a.id), text(b.id));
            QCOMPARE(a.httpErrorStatus, b.httpErrorStatus);
            QCOMPARE(a.resetAtToken, b.resetAtToken);
            QCOMPARE(a.outputTokens, b.outputTokens);
            QCOMPARE(a.stoppedEarly, b.stoppedEarly);
            for (int token = 0; token < a.outputTokens; ++token)
                QCOMPARE(a.nextDelayNs(token), b.nextDelayNs(token));
            ids.insert(a.id);
            lengths.insert(a.outputTokens);
        }
        // Not one plan for all: the ids and the early stops vary with the sequence number.
        QVERIFY2(ids.size() > 40, qPrintable(QString::number(ids.size())));
        QVERIFY(lengths.size() > 3);
        const std::string id = planOf(CompletionKind::Chat, chat("x"), options, 7).id;
        QVERIFY2(text(id).startsWith("chatcmpl-") && id.size() == 9 + 16, id.c_str());
        QVERIFY(
            text(planOf(CompletionKind::Text, completion("x"), options, 7).id).startsWith("cmpl-"));
        QCOMPARE(planOf(CompletionKind::Text, completion("x"), options).createdS,
                 std::int64_t(1767225600));
    }

    // Each fault has its own draw: turning one on leaves which requests get the others alone,
    // so a test's expectations for one knob survive another being raised.
    void faultDrawsAreIndependent()
    {
        MockOptions resets;
        resets.seed = 7;
        resets.resetRate = 0.5;
        MockOptions more = resets;
        more.http500Rate = 0.3;
        more.malformedRate = 0.4;
        more.stallRate = 0.2;
        int reset = 0;
        int failed = 0;
        for (std::uint64_t sequence = 0; sequence < 400; ++sequence) {
            const CompletionPlan alone =
                planOf(CompletionKind::Text, completion("x", 10), resets, sequence);
            const CompletionPlan together =
                planOf(CompletionKind::Text, completion("x", 10), more, sequence);
            QCOMPARE(together.resetAtToken, alone.resetAtToken);
            QCOMPARE(alone.httpErrorStatus, 0);
            reset += alone.resetAtToken >= 0 ? 1 : 0;
            failed += together.httpErrorStatus == 500 ? 1 : 0;
        }
        // Some and not all: the draws follow the rates (the seed fixes the exact numbers).
        QVERIFY2(reset > 100 && reset < 300, qPrintable(QString::number(reset)));
        QVERIFY2(failed > 40 && failed < 200, qPrintable(QString::number(failed)));
    }

    void faultsAtRateOne()
    {
        MockOptions options;
        options.http429Rate = 1.0;
        options.http500Rate = 1.0;
        options.resetRate = 1.0;
        options.malformedRate = 1.0;
        options.stallRate = 1.0;
        const CompletionPlan plan = planOf(CompletionKind::Text, completion("x", 10), options);
        QCOMPARE(plan.httpErrorStatus, 429); // before 500
        QCOMPARE(plan.resetAtToken, 5);      // the middle of the answer
        QCOMPARE(plan.malformedAtToken, 5);
        QCOMPARE(plan.stallAtToken, 5);
        options.http429Rate = 0.0;
        QCOMPARE(planOf(CompletionKind::Text, completion("x", 10), options).httpErrorStatus, 500);
        options.http500Rate = 0.0;
        QCOMPARE(planOf(CompletionKind::Text, completion("x", 10), options).httpErrorStatus, 0);
    }

    // An early stop is somewhere before the end (at the end it would read as "length"), and
    // an answer of one token cannot stop early.
    void earlyEos()
    {
        MockOptions options;
        options.earlyEosRate = 1.0;
        std::set<int> lengths;
        for (std::uint64_t sequence = 0; sequence < 200; ++sequence) {
            const CompletionPlan plan =
                planOf(CompletionKind::Text, completion("x", 10), options, sequence);
            QVERIFY(plan.stoppedEarly);
            QVERIFY2(plan.outputTokens >= 1 && plan.outputTokens <= 9,
                     qPrintable(QString::number(plan.outputTokens)));
            lengths.insert(plan.outputTokens);
        }
        QCOMPARE(lengths.size(), size_t(9)); // every length in [1, 9] is drawn
        const CompletionPlan one = planOf(CompletionKind::Text, completion("x", 1), options);
        QVERIFY(!one.stoppedEarly);
        QCOMPARE(one.outputTokens, 1);
    }

    // The delays the plan computes, not the time anything took: TTFT first, ITL after, a
    // stall added once, jitter within +-jitter and never below zero.
    void delays()
    {
        MockOptions options;
        options.ttftMs = 40.0;
        options.itlMs = 5.0;
        options.stallRate = 1.0;
        options.stallMs = 250.0;
        CompletionPlan plan = planOf(CompletionKind::Text, completion("x", 6), options);
        QCOMPARE(plan.stallAtToken, 3);
        QCOMPARE(plan.nextDelayNs(0), std::int64_t(40'000'000));
        QCOMPARE(plan.nextDelayNs(1), std::int64_t(5'000'000));
        QCOMPARE(plan.nextDelayNs(2), std::int64_t(5'000'000));
        QCOMPARE(plan.nextDelayNs(3), std::int64_t(255'000'000));
        QCOMPARE(plan.nextDelayNs(4), std::int64_t(5'000'000));

        options.stallRate = 0.0;
        options.jitterMs = 8.0;
        std::set<std::int64_t> seen;
        for (std::uint64_t sequence = 0; sequence < 50; ++sequence) {
            CompletionPlan jittered =
                planOf(CompletionKind::Text, completion("x", 20), options, sequence);
            for (int token = 0; token < 20; ++token) {
                const std::int64_t ns = jittered.nextDelayNs(token);
                const double baseMs = token == 0 ? 40.0 : 5.0;
                QVERIFY2(ns >= std::int64_t(std::max(0.0, baseMs - 8.0) * 1e6) &&
                             ns <= std::int64_t((baseMs + 8.0) * 1e6),
                         qPrintable(QStringLiteral("token %1: %2 ns").arg(token).arg(ns)));
                seen.insert(ns);
            }
        }
        QVERIFY(seen.count(0) > 0); // 5 - 8 ms is clamped to zero, not negative
        QVERIFY(seen.size() > 100); // jittered, not one value
    }

    // A wave's canaries (never streamed) get an answer instead of filler; a stream never does.
    void cannedAnswers()
    {
        MockOptions options;
        const CompletionPlan sum = planOf(
            CompletionKind::Chat, chat("What is 17 + 25? Answer with a number.", false), options);
        QCOMPARE(text(sum.cannedContent), QByteArray("42"));
        QVERIFY(sum.stoppedEarly); // a finished answer: finish_reason stop
        QCOMPARE(sum.outputTokens, 1);
        QVERIFY(planOf(CompletionKind::Chat, chat("What is 17 + 25?", true), options)
                    .cannedContent.empty());
        QCOMPARE(text(planOf(CompletionKind::Text, completion("The capital of France is", 8, false),
                             options)
                          .cannedContent),
                 QByteArray("Paris"));
        options.wrongAnswers = true;
        QCOMPARE(text(planOf(CompletionKind::Chat, chat("What is 17 + 25?", false), options)
                          .cannedContent),
                 QByteArray("43"));
        options.wrongAnswers = false;
        options.corruptJsonQuotes = true;
        QCOMPARE(text(planOf(CompletionKind::Chat, chat("Reply in JSON only.", false), options)
                          .cannedContent),
                 QByteArray(R"({\name\:\mock\,\value\:1})"));
        const std::string withTools =
            R"({"messages":[{"role":"user","content":"weather?"}],"tools":[{"type":"function",)"
            R"("function":{"name":"get_weather","parameters":{"type":"object","properties":)"
            R"({"city":{"type":"string"},"days":{"type":"integer"}},"required":["city"]}}}]})";
        options.corruptJsonQuotes = false;
        const CompletionPlan tool = planOf(CompletionKind::Chat, withTools, options, 3);
        QVERIFY(tool.cannedContent.empty());
        const nlohmann::json calls = nlohmann::json::parse(tool.toolCallsJson, nullptr, false);
        QVERIFY2(calls.is_array() && calls.size() == 1, tool.toolCallsJson.c_str());
        QCOMPARE(text(calls[0]["id"].get<std::string>()), QByteArray("call_3"));
        QCOMPARE(text(calls[0]["function"]["name"].get<std::string>()), QByteArray("get_weather"));
        const nlohmann::json arguments =
            nlohmann::json::parse(calls[0]["function"]["arguments"].get<std::string>());
        QVERIFY(arguments == nlohmann::json({{"city", "example"}, {"days", 1}}));
    }

    void tokenTexts()
    {
        QCOMPARE(countWords(""), 0);
        QCOMPARE(countWords(" \t\n"), 0);
        QCOMPARE(countWords("a"), 1);
        QCOMPARE(countWords("a\vb\fc\rd"), 4);
        // Each generated token is a word and a space, cycling through 16.
        QCOMPARE(text(tokenText(0)), QByteArray("lorem "));
        QCOMPARE(text(tokenText(16)), text(tokenText(0)));
        for (int i = 0; i < 16; ++i) {
            QCOMPARE(countWords(tokenText(i)), 1);
            QVERIFY(text(tokenText(i)).endsWith(' '));
        }
    }
};

QTEST_GUILESS_MAIN(TestCompletionPlan)
#include "tst_completionplan.moc"
