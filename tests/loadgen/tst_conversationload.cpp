// Multi-turn conversations against the real mock server and its prefix cache (which keeps a
// request's prompt and answer together once generated, as the engines do): every turn's
// prompt carries the earlier turns and the server's replies, the cache reports that history
// as cached (exactly, behind the BOS, for radix; block-rounded for blocks:16), TTFT is
// reported per turn position, concurrency counts conversations and each turn waits for its
// reply and the think time, a failed turn ends its conversation, a file's conversations carry
// the file's replies, and the cache gate checks the history.
#include "backends/loadgen/loadgenerator.h"
#include "httpclientundertest.h"
#include "loadtestsupport.h"
#include "mockserverprocess.h"
#include "models/gates/rungates.h"
#include "testutils.h"

#include <QTest>

#include <algorithm>

using namespace lanebook;

namespace {

LoadSpec conversationSpec(const test::MockServerProcess &server)
{
    LoadSpec spec;
    spec.baseUrl = server.baseUrlString();
    spec.model = QStringLiteral("mock-model");
    spec.httpClient = test::httpClientUnderTest();
    spec.conversationTurns = 3;
    spec.conversationCount = 4;
    spec.concurrency = 2;
    spec.inputTokens = 400;
    spec.turnInputTokens = 100;
    spec.outputTokens = 20;
    spec.seed = 21;
    spec.connectTimeoutS = 5;
    spec.firstTokenTimeoutS = 30;
    spec.totalTimeoutS = 60;
    return spec;
}

int historyOf(const Run &run, std::size_t sample)
{
    return run.extra["conversation"]["history_words"][sample].get<int>();
}

int turnOf(const Run &run, std::size_t sample)
{
    return run.extra["conversation"]["turn_of_request"][sample].get<int>();
}

} // namespace

class TestConversationLoad : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void historyIsCarriedAndCached_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("block"); // 1: radix
        QTest::newRow("radix") << QStringLiteral("radix") << 1;
        QTest::newRow("blocks:16") << QStringLiteral("blocks:16") << 16;
    }
    void historyIsCarriedAndCached()
    {
        QFETCH(QString, mode);
        QFETCH(int, block);
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--prefix-cache"), mode});
        const Run run = test::run(conversationSpec(server));
        QCOMPARE(test::metric(run, "completed"), 12.0);
        QCOMPARE(run.samples.size(), std::size_t(12));
        for (std::size_t i = 0; i < run.samples.size(); ++i) {
            const RequestSample &sample = run.samples[i];
            const int turn = turnOf(run, i);
            // Conversation by conversation: turn 1, 2, 3 of each.
            QCOMPARE(turn, int(i % 3) + 1);
            // The prompt: the history (earlier turns of 400 and 100 words, and the server's
            // 20-word replies), the turn's own words, and the BOS.
            const int history = turn == 1 ? 0 : turn == 2 ? 420 : 540;
            QCOMPARE(historyOf(run, i), history);
            const int own = turn == 1 ? 400 : 100;
            QCOMPARE(sample.inputTokens.value_or(-1), 1 + history + own);
            // The cache: the BOS and the whole history (the previous turn's prompt and its
            // reply); turn 1 shares at most the BOS with the conversations before it (none
            // when it was sent before any other was prefilled).
            const int expected = turn == 1 ? 0 : (1 + history) / block * block;
            const int cached = sample.cachedTokens.value_or(-1);
            QVERIFY2(cached == expected || (turn == 1 && block == 1 && cached == 1),
                     qPrintable(QStringLiteral("request %1 (turn %2): %3 cached, %4 expected")
                                    .arg(i)
                                    .arg(turn)
                                    .arg(sample.cachedTokens.value_or(-1))
                                    .arg(expected)));
        }
        // TTFT by turn position, as metrics and per turn.
        for (const char *name : {"median_ttft_ms_turn1", "median_ttft_ms_turn2",
                                 "median_ttft_ms_turn3", "p99_ttft_ms_turn3"})
            QVERIFY2(test::metric(run, name) > 0.0, name);
        const nlohmann::json &byTurn = run.extra["conversation"]["by_turn"];
        QCOMPARE(int(byTurn.size()), 3);
        for (const nlohmann::json &row : byTurn)
            QCOMPARE(row.value("requests", 0), 4);
        QCOMPARE(byTurn[2].value("history_words_mean", 0.0), 540.0);
        QVERIFY(run.workload["cache_state"] == "conversation");
        QVERIFY(run.workload["conversations"] == 4);
        QVERIFY(run.workload["turns"] == 3);
        QVERIFY(run.workload["replies_from"] == "server");
        QCOMPARE(run.workload["conversation_reuse"].value("cached_tokens", -1.0), 4.0 * 960);
        const GateResult gate = checkFreshResponse(run);
        QVERIFY2(gate.outcome == GateOutcome::Pass, qPrintable(gate.reason));
    }

    // Where a server's prefill costs per uncached token (the mock's --prefill-us-per-token), a
    // prefix cache makes later turns start sooner than the first, and without one they start
    // later (their prompts grow): TTFT by turn is the number a cache change moves.
    void ttftByTurnShowsWhatTheCacheSaves()
    {
        const auto turnTtfts = [](const QStringList &args) {
            test::MockServerProcess server;
            std::vector<double> ttfts;
            if (!server.start(args + QStringList{QStringLiteral("--prefill-us-per-token"),
                                                 QStringLiteral("200")}))
                return ttfts;
            LoadSpec spec = conversationSpec(server);
            spec.concurrency = 1;
            const Run run = test::run(spec);
            for (int turn = 1; turn <= 3; ++turn)
                ttfts.push_back(test::metric(
                    run, qPrintable(QStringLiteral("median_ttft_ms_turn%1").arg(turn))));
            return ttfts;
        };
        const std::vector<double> cached =
            turnTtfts({QStringLiteral("--prefix-cache"), QStringLiteral("radix")});
        const std::vector<double> uncached = turnTtfts({});
        QCOMPARE(cached.size(), std::size_t(3));
        QCOMPARE(uncached.size(), std::size_t(3));
        qInfo("TTFT by turn, cached: %.1f %.1f %.1f ms; uncached: %.1f %.1f %.1f ms", cached[0],
              cached[1], cached[2], uncached[0], uncached[1], uncached[2]);
        // 401 tokens computed at turn 1 either way; 101 at turn 3 with the cache, 641 without.
        QVERIFY(cached[2] < cached[0]);
        QVERIFY(uncached[2] > uncached[0]);
        QVERIFY(cached[2] < uncached[2]);
    }

    // Two conversations at a time: never more than two requests in flight, and each turn sent
    // only after its conversation's previous reply ended and the think time passed.
    void concurrencyCountsConversations()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("2")});
        LoadSpec spec = conversationSpec(server);
        spec.thinkTimeMs = 30.0;
        const Run run = test::run(spec);
        QCOMPARE(test::metric(run, "completed"), 12.0);
        struct Span
        {
            double start;
            double end;
        };
        std::vector<Span> spans;
        for (std::size_t i = 0; i < run.samples.size(); ++i) {
            const RequestSample &s = run.samples[i];
            spans.push_back({*s.sendTimeS, *s.sendTimeS + *s.e2elMs / 1000.0});
            if (turnOf(run, i) > 1) {
                const Span &previous = spans[i - 1];
                QVERIFY2(spans[i].start >= previous.end + 0.030,
                         qPrintable(QStringLiteral("request %1 sent %2 s after the reply")
                                        .arg(i)
                                        .arg(spans[i].start - previous.end)));
            }
        }
        for (const Span &span : spans) {
            const auto overlapping = std::count_if(spans.begin(), spans.end(), [&](const Span &o) {
                return o.start <= span.start && span.start < o.end;
            });
            QVERIFY2(overlapping <= 2, qPrintable(QString::number(overlapping)));
        }
        QCOMPARE(run.workload.value("think_time_ms", 0.0), 30.0);
    }

    // A turn the server failed ends its conversation: the turns after it are never sent
    // (their history would lack a reply), and the run says how many.
    void aFailedTurnEndsItsConversation()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server,
                                   {QStringLiteral("--http-500-rate"), QStringLiteral("0.3"),
                                    QStringLiteral("--seed"), QStringLiteral("3")});
        LoadSpec spec = conversationSpec(server);
        spec.conversationCount = 12;
        const Run run = test::run(spec);
        int unsent = 0;
        std::vector<int> sentPerConversation;
        std::vector<bool> failedBefore;
        for (std::size_t i = 0; i < run.samples.size(); ++i) {
            const int turn = turnOf(run, i);
            if (turn == 1) {
                sentPerConversation.push_back(0);
                failedBefore.push_back(false);
            }
            QVERIFY2(!failedBefore.back(), "a turn was sent after its conversation failed");
            ++sentPerConversation.back();
            QCOMPARE(turn, sentPerConversation.back());
            failedBefore.back() = !run.samples[i].error.isEmpty();
        }
        QCOMPARE(sentPerConversation.size(), std::size_t(12));
        for (const int sent : sentPerConversation)
            unsent += 3 - sent;
        QVERIFY2(unsent > 0, "the fault rate failed no turn before a conversation's last");
        QCOMPARE(run.extra["conversation"].value("unsent_turns", -1), unsent);
        QVERIFY(test::metric(run, "failed") > 0.0);
    }

    // A real ShareGPT file's conversations, every turn, with the file's own replies carried.
    void aFilesConversationsWithItsReplies()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server,
                                   {QStringLiteral("--prefix-cache"), QStringLiteral("radix")});
        LoadSpec spec = conversationSpec(server);
        spec.conversationTurns = 0;
        spec.multiTurnFile = true;
        spec.fileReplies = true;
        spec.promptFile = test::dataPath(QStringLiteral("sharegpt/glaive_toolcall_en_demo.json"));
        spec.conversationCount = 6;
        const Run run = test::run(spec);
        QVERIFY2(run.status != RunStatus::Failed, qPrintable(run.statusReason));
        QVERIFY(test::metric(run, "completed") >= 6.0);
        QVERIFY(run.workload["replies_from"] == "file");
        QVERIFY(run.workload["dataset"] == "conversations");
        QVERIFY(run.workload["prompt_file"] == "glaive_toolcall_en_demo.json");
        // A later turn's history is the file's earlier turns and replies; the server's own
        // 20-word replies differ from them, so the cache holds only the previous prompt: at
        // least the BOS and the previous turn's prompt.
        for (std::size_t i = 0; i < run.samples.size(); ++i) {
            if (turnOf(run, i) == 1)
                continue;
            QVERIFY(historyOf(run, i) > historyOf(run, i - 1));
            QVERIFY(run.samples[i].cachedTokens.value_or(0) >=
                    run.samples[i - 1].inputTokens.value_or(0) - 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestConversationLoad)
#include "tst_conversationload.moc"
