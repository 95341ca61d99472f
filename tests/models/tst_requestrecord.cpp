// RequestRecord: chunk arrival times become TTFT, ITL and E2EL.
#include "models/loadgen/requestrecord.h"

#include <QTest>

using namespace lanebook;

namespace {

constexpr std::int64_t kMs = 1'000'000;

StreamChunk content(const char *finish = "")
{
    StreamChunk c;
    c.hasChoices = true;
    c.hasContent = true;
    c.finishReason = finish;
    return c;
}

StreamChunk roleOnly()
{
    StreamChunk c;
    c.hasChoices = true;
    return c;
}

StreamChunk usage(int prompt, int completion, std::optional<int> cached = std::nullopt)
{
    StreamChunk c;
    c.promptTokens = prompt;
    c.completionTokens = completion;
    c.cachedTokens = cached;
    return c;
}

StreamChunk done()
{
    StreamChunk c;
    c.kind = StreamChunk::Kind::Done;
    return c;
}

} // namespace

class TestRequestRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timingOfAChatStream()
    {
        RequestRecord r;
        r.index = 3;
        r.promptWords = 100;
        r.sendNs = 1000 * kMs;
        QVERIFY(r.applyChunk(roleOnly(), 1040 * kMs)); // TTFT: first chunk with choices
        QVERIFY(r.applyChunk(content(), 1050 * kMs));  // first content: no gap yet
        QVERIFY(r.applyChunk(content(), 1062 * kMs));  // gap 12
        QVERIFY(r.applyChunk(content(), 1070 * kMs));  // gap 8
        StreamChunk finish = roleOnly();
        finish.finishReason = "length";
        QVERIFY(r.applyChunk(finish, 1071 * kMs)); // finish only: no gap, ends E2EL
        QVERIFY(r.applyChunk(usage(100, 3, 0), 1072 * kMs));
        QVERIFY(!r.applyChunk(done(), 1073 * kMs));
        QVERIFY(r.sawDone);
        QVERIFY(!r.ended());
        r.end(RequestOutcome::Completed, 1074 * kMs);

        const RequestSample s = r.toSample(900 * kMs);
        QCOMPARE(s.index, 3);
        QCOMPARE(*s.sendTimeS, 0.1);
        QCOMPARE(*s.ttftMs, 40.0);
        QCOMPARE(*s.e2elMs, 71.0);
        QCOMPARE(s.itlMs, (std::vector<float>{12.0f, 8.0f}));
        QCOMPARE(*s.outputTokens, 3);
        QCOMPARE(*s.inputTokens, 100);
        QCOMPARE(*s.cachedTokens, 0);
        QCOMPARE(s.finishReason, QStringLiteral("length"));
        QVERIFY(s.error.isEmpty());
    }

    void lastUsageWinsAndChunksAreTheFallback()
    {
        RequestRecord r;
        r.sendNs = 1;
        r.applyChunk(content(), 2);
        r.applyChunk(content(), 3);
        QCOMPARE(r.outputTokens(), std::optional<int>(2)); // no usage: content chunks
        r.applyChunk(usage(10, 1), 4);                     // llama-server running counts
        r.applyChunk(usage(10, 2), 5);
        QCOMPARE(r.outputTokens(), std::optional<int>(2));
        QCOMPARE(r.inputTokens(), std::optional<int>(10));
    }

    void llamaServerCacheN()
    {
        RequestRecord r;
        r.sendNs = 1;
        StreamChunk last = usage(1024, 2);
        last.timingsCacheN = 512;
        last.timingsDraftN = 40;
        last.timingsDraftAccepted = 31;
        r.applyChunk(last, 2);
        QCOMPARE(r.cachedTokens, std::optional<int>(512));
        QCOMPARE(r.draftTokens, std::optional<int>(40));
        QCOMPARE(r.draftAccepted, std::optional<int>(31));
    }

    void errorChunkEndsTheRequestWithItsMessage()
    {
        RequestRecord r;
        r.sendNs = 10 * kMs;
        r.applyChunk(content(), 20 * kMs);
        StreamChunk error;
        error.error = "The engine died";
        QVERIFY(!r.applyChunk(error, 25 * kMs));
        QCOMPARE(r.outcome, RequestOutcome::ServerError);
        QVERIFY(r.error.find("The engine died") != std::string::npos);
        QVERIFY(!r.applyChunk(content(), 30 * kMs)); // nothing after the end
        const RequestSample s = r.toSample(0);
        QCOMPARE(*s.ttftMs, 10.0); // what was measured before the failure stays
        QVERIFY(!s.e2elMs);        // but a failed request has no latency
        QVERIFY(!s.outputTokens);
        QVERIFY(s.error.contains(QLatin1String("engine died")));
    }

    void malformedChunkEndsTheRequest()
    {
        RequestRecord r;
        StreamChunk bad;
        bad.kind = StreamChunk::Kind::Malformed;
        bad.error = "malformed stream chunk";
        QVERIFY(!r.applyChunk(bad, 5));
        QCOMPARE(r.outcome, RequestOutcome::MalformedStream);
    }

    void firstReasonWins()
    {
        RequestRecord r;
        r.end(RequestOutcome::FirstTokenTimeout, 5, "no token");
        r.end(RequestOutcome::Cancelled, 6, "cancelled");
        QCOMPARE(r.outcome, RequestOutcome::FirstTokenTimeout);
        QCOMPARE(r.endNs, std::int64_t(5));
        RequestRecord unnamed;
        unnamed.end(RequestOutcome::TotalTimeout, 1);
        QCOMPARE(unnamed.error, std::string("total_timeout"));
    }
};

QTEST_GUILESS_MAIN(TestRequestRecord)
#include "tst_requestrecord.moc"
