// Trace replay against the real mock server and its prefix-cache emulation: a Mooncake trace
// written here (by hand, labelled so; the real FAST'25 traces are read in tst_requesttrace)
// whose shared block ids must come back as cached tokens, exactly for whole blocks (vLLM's
// blocks:16) and within the BOS head for a radix cache (llama.cpp, SGLang); each request's
// own output length; the schedule kept; and a cache too small for the traffic hitting as LRU
// predicts.
#include "backends/loadgen/loadgenerator.h"
#include "httpclientundertest.h"
#include "loadtestsupport.h"
#include "mockserverprocess.h"
#include "models/gates/rungates.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

constexpr int kBlock = 16;

struct Line
{
    int timestampMs;
    int inputTokens;
    int outputTokens;
    std::vector<int> ids;
    int sharedBlocks; // leading blocks an earlier line opened with (worked out by hand)
};

// Conversation A grows turn by turn (blocks 1, 2, then 1-4, then 1-6); B shares only its
// first block with its second turn; one request shares A's first block (a system prompt);
// one shares nothing. No block id is reused at another length, as in the real traces.
const std::vector<Line> kTurns = {
    {0, 32, 3, {1, 2}, 0},         {20, 25, 2, {10, 11}, 0},
    {40, 64, 4, {1, 2, 3, 4}, 2},  {60, 30, 1, {1, 20}, 1},
    {80, 48, 2, {10, 12, 13}, 1},  {100, 90, 5, {1, 2, 3, 4, 5, 6}, 4},
    {120, 40, 2, {30, 31, 32}, 0}, {140, 96, 3, {1, 2, 3, 4, 40, 41}, 4},
};

QString writeTrace(const QTemporaryDir &dir, const std::vector<Line> &lines)
{
    QString path = dir.filePath(QStringLiteral("trace.jsonl"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    for (const Line &line : lines) {
        QStringList ids;
        for (const int id : line.ids)
            ids << QString::number(id);
        file.write(QStringLiteral("{\"timestamp\": %1, \"input_length\": %2, \"output_length\": "
                                  "%3, \"hash_ids\": [%4]}\n")
                       .arg(line.timestampMs)
                       .arg(line.inputTokens)
                       .arg(line.outputTokens)
                       .arg(ids.join(QStringLiteral(", ")))
                       .toUtf8());
    }
    return path;
}

LoadSpec specFor(const test::MockServerProcess &server, const QString &trace)
{
    LoadSpec spec;
    spec.baseUrl = server.baseUrlString();
    spec.model = QStringLiteral("mock-model");
    spec.httpClient = test::httpClientUnderTest();
    spec.traceFile = trace;
    spec.traceBlockTokens = kBlock;
    spec.requestCount = 0; // the whole trace
    // One request at a time: each is prefilled (and cached) before the next arrives, so the
    // cache holds what the trace implies whatever the machine's load.
    spec.concurrency = 1;
    spec.seed = 5;
    spec.connectTimeoutS = 5;
    spec.firstTokenTimeoutS = 30;
    spec.totalTimeoutS = 60;
    return spec;
}

} // namespace

class TestTraceReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sharedBlocksAreCachedTokens_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("head"); // what a cache adds beyond the shared blocks: the BOS
        QTest::newRow("blocks:16") << QStringLiteral("blocks:16") << 0;
        QTest::newRow("radix") << QStringLiteral("radix") << 1;
    }
    void sharedBlocksAreCachedTokens()
    {
        QFETCH(QString, mode);
        QFETCH(int, head);
        QTemporaryDir dir;
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--prefix-cache"), mode});
        const Run run = test::run(specFor(server, writeTrace(dir, kTurns)));
        QCOMPARE(test::metric(run, "completed"), double(kTurns.size()));
        QCOMPARE(run.samples.size(), kTurns.size());
        double implied = 0.0;
        for (std::size_t i = 0; i < kTurns.size(); ++i) {
            const RequestSample &sample = run.samples[i];
            const Line &line = kTurns[i];
            const int shared = line.sharedBlocks * kBlock;
            implied += shared;
            QVERIFY(sample.cachedTokens);
            // The first request finds an empty cache: not even the BOS is there.
            const int expected = shared + (i == 0 ? 0 : head);
            QVERIFY2(*sample.cachedTokens == expected,
                     qPrintable(QStringLiteral("request %1: %2 cached, %3 expected")
                                    .arg(i)
                                    .arg(*sample.cachedTokens)
                                    .arg(expected)));
            QCOMPARE(sample.inputTokens.value_or(-1), line.inputTokens + 1); // and the BOS
            QCOMPARE(sample.outputTokens.value_or(-1), line.outputTokens);
        }
        // The run says what the trace implies, and what the server did beside it.
        const nlohmann::json &reuse = run.workload["trace_reuse"];
        QCOMPARE(reuse.value("cached_tokens", -1.0), implied);
        QCOMPARE(reuse.value("reusing_requests", -1), 5);
        QVERIFY(run.workload["cache_state"] == "trace");
        QVERIFY(run.workload["dataset"] == "trace");
        QVERIFY(run.workload["trace_block_tokens"] == kBlock);
        QVERIFY(run.workload["trace_requests"] == int(kTurns.size()));
        QVERIFY(!run.workload.contains("prompt_nonce"));
        if (head == 0)
            QCOMPARE(test::metric(run, "cached_tokens"), implied);
        QVERIFY(test::metric(run, "prefix_cache_hit_pct") > 0.0);
        QCOMPARE(run.extra["send_lag_ms"].value("n", 0), int(kTurns.size()));
        // The cache gate: the server's cache behaved as the trace declares.
        const GateResult gate = checkFreshResponse(run);
        QVERIFY2(gate.outcome == GateOutcome::Pass, qPrintable(gate.reason));
    }

    // The cache gate fails a replay whose server cached nothing, and one whose cache was warm
    // from the same replay before it (whole prompts found: more than the trace shares).
    void theCacheGateFailsACacheThatBehavedOtherwise()
    {
        QTemporaryDir dir;
        const QString trace = writeTrace(dir, kTurns);
        test::MockServerProcess off;
        LANEBOOK_START_MOCK_SERVER(off);
        const GateResult offGate = checkFreshResponse(test::run(specFor(off, trace)));
        QVERIFY2(offGate.outcome == GateOutcome::Fail &&
                     offGate.reason.contains(QStringLiteral("prefix caching looks off")),
                 qPrintable(offGate.reason));
        test::MockServerProcess warm;
        LANEBOOK_START_MOCK_SERVER(warm,
                                   {QStringLiteral("--prefix-cache"), QStringLiteral("blocks:16")});
        const GateResult first = checkFreshResponse(test::run(specFor(warm, trace)));
        QVERIFY2(first.outcome == GateOutcome::Pass, qPrintable(first.reason));
        const GateResult again = checkFreshResponse(test::run(specFor(warm, trace)));
        QVERIFY2(again.outcome == GateOutcome::Fail &&
                     again.reason.contains(QStringLiteral("more than the trace shares")),
                 qPrintable(again.reason));
    }

    // A shared system prompt: found by every request after the first ones in flight on a
    // server with a prefix cache (the gate passes), by none on one without (it fails).
    void aSharedSystemPromptIsCheckedAsDeclared_data()
    {
        QTest::addColumn<QStringList>("serverArgs");
        QTest::addColumn<int>("outcome");
        QTest::newRow("blocks:16")
            << QStringList{QStringLiteral("--prefix-cache"), QStringLiteral("blocks:16")}
            << int(GateOutcome::Pass);
        QTest::newRow("radix") << QStringList{QStringLiteral("--prefix-cache"),
                                              QStringLiteral("radix")}
                               << int(GateOutcome::Pass);
        QTest::newRow("no cache") << QStringList{} << int(GateOutcome::Fail);
    }
    void aSharedSystemPromptIsCheckedAsDeclared()
    {
        QFETCH(QStringList, serverArgs);
        QFETCH(int, outcome);
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, serverArgs);
        LoadSpec spec = specFor(server, QString());
        spec.arrival = ArrivalMode::ClosedLoop;
        spec.concurrency = 4;
        spec.requestCount = 24;
        spec.inputTokens = 96;
        spec.outputTokens = 2;
        spec.sharedSystemPromptTokens = 48;
        const Run run = test::run(spec);
        QCOMPARE(test::metric(run, "completed"), 24.0);
        QVERIFY(run.workload["cache_state"] == "shared-system-prompt");
        QVERIFY(run.workload["shared_system_prompt_tokens"] == 48);
        QVERIFY(run.workload["input_tokens"] == 96);
        for (const RequestSample &sample : run.samples)
            QCOMPARE(sample.inputTokens.value_or(-1), serverArgs.isEmpty() ? 96 : 97); // BOS
        const GateResult gate = checkFreshResponse(run);
        QVERIFY2(int(gate.outcome) == outcome, qPrintable(gate.reason));
    }

    // Requests go out at their times (here 20 ms apart, without a cap on streams), in the
    // trace's order, none before it is due; how late they were is recorded, and stays below
    // the trace's own spacing.
    void theScheduleIsKept()
    {
        QTemporaryDir dir;
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--ttft-ms"), QStringLiteral("30")});
        std::vector<Line> lines;
        lines.reserve(50);
        for (int i = 0; i < 50; ++i)
            lines.push_back({20 * i, 20, 2, {100 + i, 500 + i}, 0});
        LoadSpec spec = specFor(server, writeTrace(dir, lines));
        spec.concurrency = 0; // requests overlap: a 30 ms TTFT against 20 ms arrivals
        spec.traceSpeedup = 1.0;
        const Run run = test::run(spec);
        QCOMPARE(test::metric(run, "completed"), 50.0);
        double previous = -1.0;
        for (const RequestSample &sample : run.samples) {
            QVERIFY(sample.sendTimeS);
            QVERIFY(*sample.sendTimeS >= previous);
            previous = *sample.sendTimeS;
        }
        // None was sent before it was due (the lag is never negative), so the last, due 980 ms
        // after the first, went out at least that long after it, less the first one's lag.
        const nlohmann::json &lag = run.extra["send_lag_ms"];
        QCOMPARE(lag.value("n", 0), 50);
        QVERIFY2(lag.value("min", -1.0) >= 0.0, lag.dump().c_str());
        QVERIFY(lag.value("median", -1.0) <= lag.value("p99", -1.0));
        QVERIFY(lag.value("p99", -1.0) <= lag.value("max", -1.0));
        QVERIFY2(previous >= 0.98 - lag.value("max", 0.0) / 1000.0,
                 qPrintable(QString::number(previous)));
        QCOMPARE(test::metric(run, "request_rate_per_s"), 49.0 / 0.98);
        QVERIFY(run.workload["arrival"] == "trace");
        QVERIFY(!run.workload.contains("concurrency"));
    }

    // Three conversations A, B, C in turn, three turns each; a request is its conversation's
    // first block and one block of its own (32 tokens, kept as 32 by blocks:16), so every
    // turn adds a prompt to the cache. A hit is a use. Worked by hand, least recently used
    // first (oldest left):
    // - room for two: every prompt of a conversation is gone by its next turn: no hit;
    // - room for three: A1 B1 C1 | A2 hits A1, pushes B1 out | B2 misses, pushes C1 |
    //   C2 misses, pushes A1 | A3 hits A2 | B3, C3 miss: 2 hits;
    // - room for four: A2 hits, B2 hits (C1 goes), C2 misses, A3 and B3 hit, C3 misses: 4
    //   (first in, first out would keep every conversation's last prompt and hit all 6);
    // - unbounded: all 6 later turns hit.
    void aSmallCacheHitsAsLruPredicts_data()
    {
        QTest::addColumn<int>("capacityTokens");
        QTest::addColumn<int>("expectedCached");
        QTest::addColumn<int>("gate"); // the cache gate: a cache this small is not the trace's
        QTest::newRow("room for two") << 64 << 0 << int(GateOutcome::Fail);
        QTest::newRow("room for three") << 96 << 2 * kBlock << int(GateOutcome::Warn);
        QTest::newRow("room for four") << 128 << 4 * kBlock << int(GateOutcome::Warn);
        QTest::newRow("unbounded") << 0 << 6 * kBlock << int(GateOutcome::Pass);
    }
    void aSmallCacheHitsAsLruPredicts()
    {
        QFETCH(int, capacityTokens);
        QFETCH(int, expectedCached);
        QFETCH(int, gate);
        std::vector<Line> lines;
        for (int turn = 0; turn < 3; ++turn) {
            for (int conversation = 0; conversation < 3; ++conversation) {
                const int i = turn * 3 + conversation;
                lines.push_back({20 * i, 2 * kBlock, 1, {conversation, 100 + i}, turn > 0 ? 1 : 0});
            }
        }
        QTemporaryDir dir;
        test::MockServerProcess server;
        QStringList args{QStringLiteral("--prefix-cache"), QStringLiteral("blocks:16")};
        if (capacityTokens > 0)
            args << QStringLiteral("--prefix-cache-capacity-tokens")
                 << QString::number(capacityTokens);
        LANEBOOK_START_MOCK_SERVER(server, args);
        const Run run = test::run(specFor(server, writeTrace(dir, lines)));
        QCOMPARE(test::metric(run, "completed"), 9.0);
        QCOMPARE(test::metric(run, "cached_tokens"), double(expectedCached));
        // What the trace implies does not depend on the server's cache.
        QCOMPARE(run.workload["trace_reuse"].value("cached_tokens", -1.0), 6.0 * kBlock);
        const GateResult judged = checkFreshResponse(run);
        QVERIFY2(int(judged.outcome) == gate, qPrintable(judged.reason));
    }

    // A trace that cannot be replayed is refused before any request, naming file and line.
    void aDamagedTraceSendsNothing()
    {
        QTemporaryDir dir;
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server);
        const QString path = dir.filePath(QStringLiteral("broken.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"timestamp": 0, "input_length": 20, "output_length": 2, "hash_ids": [1, 2]})"
                   "\n"
                   R"({"timestamp": 5, "input_length": 20, "output_length": 2, "hash_ids": [1]})"
                   "\n");
        file.close();
        const Run run = test::run(specFor(server, path));
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.statusReason.contains(QStringLiteral("broken.jsonl: line 2: 1 block ids")),
                 qPrintable(run.statusReason));
        QVERIFY(run.samples.empty());
    }
};

QTEST_GUILESS_MAIN(TestTraceReplay)
#include "tst_tracereplay.moc"
