// The load generator against the real lanebook-mock-server on loopback: timing, token counts,
// cached tokens, warmup, open-loop arrivals, and the QObject face with cancel.
#include "backends/loadgen/loadgenerator.h"
#include "httpclientundertest.h"
#include "loadtestsupport.h"
#include "mockserverprocess.h"
#include "models/gates/rungates.h"
#include "models/loadgen/arrivalschedule.h"
#include "models/run/runextrakeys.h"
#include "models/statistics/summary.h"

#include <QSignalSpy>
#include <QTest>

using namespace lanebook;
using test::errorsOfKind;
using test::metric;
using test::run;

namespace {

LoadSpec specFor(const test::MockServerProcess &server, int concurrency, int requests)
{
    LoadSpec spec;
    spec.baseUrl = server.baseUrlString();
    spec.model = QStringLiteral("mock-model");
    spec.httpClient = test::httpClientUnderTest();
    spec.concurrency = concurrency;
    spec.requestCount = requests;
    spec.inputTokens = 32;
    spec.outputTokens = 16;
    spec.seed = 11;
    spec.connectTimeoutS = 5;
    spec.firstTokenTimeoutS = 30;
    spec.totalTimeoutS = 60;
    return spec;
}

QByteArray failures(const Run &run)
{
    return QByteArray::fromStdString(run.extra.value("errors_by_kind", nlohmann::json()).dump()) +
           " " + run.statusReason.toUtf8();
}

} // namespace

class TestLoadGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Server TTFT 50 ms, ITL 10 ms, 64 concurrent streams: what a loaded machine cannot
    // change. Every request completes with every token and every gap counted, and the times
    // are in order: no token arrives before the server's schedule (first token 50 ms after the
    // request arrived, the 20th 19 x 10 ms later; a busy server or client only makes them
    // later), the first token before the last, and the client's first chunk never before the
    // server's own stamp of sending it. How close the measured times come to the server's
    // (client-added TTFT, ITL and TPOT bias) is a benchmark: bench_tst_loadgenbench (c) and (d).
    void timingIsOrderedAndCountedAtConcurrency64()
    {
        constexpr double kTtftMs = 50.0;
        constexpr double kItlMs = 10.0;
        constexpr int kTokens = 20;
        constexpr int kRequests = 256;
        // Stamps converted between the kernel's realtime clock and the steady clock are later,
        // never earlier (models/loadgen/arrivalstamp.h); this only absorbs rounding to double.
        constexpr double kRoundingMs = 0.01;
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--ttft-ms"), QStringLiteral("50"),
                                            QStringLiteral("--itl-ms"), QStringLiteral("10"),
                                            QStringLiteral("--send-stamps")});
        LoadSpec spec = specFor(server, 64, kRequests);
        spec.outputTokens = kTokens;
        const Run result = run(spec);
        QVERIFY2(metric(result, "failed") == 0.0, failures(result).constData());
        QCOMPARE(metric(result, "completed"), double(kRequests));
        QCOMPARE(result.samples.size(), std::size_t(kRequests));
        const double lastTokenDueMs = kTtftMs + (kTokens - 1) * kItlMs;
        for (const RequestSample &s : result.samples) {
            QCOMPARE(s.outputTokens, std::optional<int>(kTokens));
            // 19 gaps per request of 20 tokens: every gap is recorded, the finish chunk adds none.
            QCOMPARE(s.itlMs.size(), std::size_t(kTokens - 1));
            QVERIFY(s.ttftMs && s.e2elMs);
            const QString times = QStringLiteral("request %1: TTFT %2 ms, E2EL %3 ms")
                                      .arg(s.index)
                                      .arg(*s.ttftMs)
                                      .arg(*s.e2elMs);
            QVERIFY2(*s.ttftMs >= kTtftMs - kRoundingMs, qPrintable(times));
            QVERIFY2(*s.e2elMs >= lastTokenDueMs - kRoundingMs, qPrintable(times));
            double gapsMs = 0.0;
            for (const float gap : s.itlMs) {
                QVERIFY2(gap >= 0.0f, qPrintable(times)); // tokens are stamped in arrival order
                gapsMs += gap;
            }
            // The last token arrives by the end of the stream: TTFT + the gaps <= E2EL.
            QVERIFY2(*s.ttftMs + gapsMs <= *s.e2elMs + kRoundingMs,
                     qPrintable(times + QStringLiteral(", gaps %1 ms").arg(gapsMs)));
        }
        QVERIFY(metric(result, "median_ttft_ms") <= metric(result, "median_e2el_ms"));
        // The server stamped every stream, and the client's first chunk came after the server
        // sent it: what the client adds is never negative.
        const nlohmann::json bias = result.extra.value("client_ttft_bias_ms", nlohmann::json());
        QVERIFY2(bias.is_object(), result.extra.dump().c_str());
        QCOMPARE(bias.value("n", 0), kRequests);
        QVERIFY2(bias.value("median", -1.0) >= -kRoundingMs, bias.dump().c_str());
    }

    void tokenCountsAndSamples()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("1")});
        LoadSpec spec = specFor(server, 4, 12);
        spec.inputTokens = 77;
        spec.outputTokens = 9;
        spec.endpoint = LoadEndpoint::ChatCompletions;
        const Run result = run(spec);
        QVERIFY2(metric(result, "failed") == 0.0, failures(result).constData());
        QCOMPARE(result.samples.size(), std::size_t(12));
        for (const RequestSample &s : result.samples) {
            QCOMPARE(s.inputTokens, std::optional<int>(77)); // the mock counts words
            QCOMPARE(s.outputTokens, std::optional<int>(9));
            QCOMPARE(s.finishReason, QStringLiteral("length"));
            QVERIFY(s.ttftMs && s.e2elMs && *s.e2elMs >= *s.ttftMs);
            QVERIFY(s.sendTimeS && *s.sendTimeS >= 0.0);
            QCOMPARE(s.cachedTokens, std::optional<int>(0));
        }
        QCOMPARE(metric(result, "input_tokens_mean"), 77.0);
        QCOMPARE(metric(result, "output_tokens_mean"), 9.0);
        QVERIFY(metric(result, "output_tok_per_s") > 0.0);
        QCOMPARE(QString::fromStdString(result.config.value("server_model", "")),
                 QStringLiteral("mock-model"));
        QCOMPARE(QString::fromStdString(result.config.value("endpoint", "")),
                 QStringLiteral("chat"));
        QCOMPARE(result.extra.value("http_client", std::string()), test::httpClientNameUnderTest());
        // Indices are the measured order 0..N-1.
        for (std::size_t i = 0; i < result.samples.size(); ++i)
            QCOMPARE(result.samples[i].index, int(i));
    }

    // A server that sends no usage: the counts come from content chunks, and the run, its
    // output-length gate and the inspector say they were estimated.
    void tokenCountsWithoutUsageAreSaidToBeEstimated()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("1"),
                                            QStringLiteral("--no-usage")});
        LoadSpec spec = specFor(server, 2, 6);
        spec.outputTokens = 9;
        const Run result = run(spec);
        QVERIFY2(metric(result, "failed") == 0.0, failures(result).constData());
        for (const RequestSample &s : result.samples)
            QCOMPARE(s.outputTokens, std::optional<int>(9)); // one content chunk per token
        const auto estimated = result.extra.find(kTokenCountsEstimatedKey);
        QVERIFY2(estimated != result.extra.end(), result.extra.dump().c_str());
        QCOMPARE(estimated->value("requests", 0), 6);
        const GateResult gate = checkOutputLength(result);
        QVERIFY2(gate.reason.contains(QStringLiteral("estimated from stream chunks")),
                 qPrintable(gate.reason));

        // With usage, nothing is estimated and nothing is said.
        test::MockServerProcess withUsage;
        LANEBOOK_START_MOCK_SERVER(withUsage, {QStringLiteral("--itl-ms"), QStringLiteral("1")});
        const Run counted = run(specFor(withUsage, 2, 6));
        QVERIFY(!counted.extra.contains(kTokenCountsEstimatedKey));
        QVERIFY(!checkOutputLength(counted).reason.contains(QStringLiteral("estimated")));
    }

    // A stream that ends with neither usage nor a content chunk says nothing of what was
    // generated: an error for that request, not a completed one with no tokens.
    void noUsageAndNoChunksIsAnError()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(
            server,
            {QStringLiteral("--no-usage"), QStringLiteral("--output-tokens"), QStringLiteral("0")});
        const Run result = run(specFor(server, 2, 4));
        QCOMPARE(metric(result, "completed"), 0.0);
        QCOMPARE(metric(result, "failed"), 4.0);
        for (const RequestSample &s : result.samples)
            QVERIFY2(s.error.contains(QStringLiteral("neither usage nor any content chunk")),
                     qPrintable(s.error));
    }

    void earlyEosIsVisible()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server,
                                   {QStringLiteral("--early-eos-rate"), QStringLiteral("1")});
        LoadSpec spec = specFor(server, 2, 6);
        spec.outputTokens = 40;
        const Run result = run(spec);
        QCOMPARE(metric(result, "completed"), 6.0);
        for (const RequestSample &s : result.samples) {
            QCOMPARE(s.finishReason, QStringLiteral("stop"));
            QVERIFY(s.outputTokens && *s.outputTokens < 40);
        }
        QVERIFY(metric(result, "output_tokens_mean") < 40.0);
    }

    void cachedTokensFromUsage()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server,
                                   {QStringLiteral("--cached-tokens"), QStringLiteral("16")});
        const Run result = run(specFor(server, 3, 9));
        QCOMPARE(metric(result, "completed"), 9.0);
        for (const RequestSample &s : result.samples)
            QCOMPARE(s.cachedTokens, std::optional<int>(16));
        QCOMPARE(metric(result, "cached_tokens"), 9.0 * 16);
    }

    // Warmup requests are sent first and left out of the samples, the metrics and the server
    // counter deltas.
    void warmupNotCounted()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        LoadSpec spec = specFor(server, 4, 10);
        spec.warmupRequests = 7;
        const Run result = run(spec);
        QCOMPARE(result.samples.size(), std::size_t(10));
        QCOMPARE(metric(result, "num_prompts"), 10.0);
        QCOMPARE(metric(result, "completed"), 10.0);
        QVERIFY(result.extra["warmup"]["completed"] == 7);
        const nlohmann::json deltas = result.extra["server_metrics"]["counter_deltas"];
        QVERIFY2(deltas.value("vllm:request_success_total", 0.0) == 10.0, deltas.dump().c_str());
        QVERIFY(result.workload["warmup_requests"] == 7);
    }

    // Open loop: nobody is sent before its scheduled time, and the schedule is the seeded one.
    void openLoopArrivals()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("1")});
        LoadSpec spec = specFor(server, 0, 40);
        spec.arrival = ArrivalMode::Poisson;
        spec.requestRatePerS = 40.0;
        const Run result = run(spec);
        QCOMPARE(metric(result, "completed"), 40.0);
        const std::vector<double> offsets = arrivalOffsetsS(spec, 40, spec.seed);
        for (std::size_t i = 0; i < result.samples.size(); ++i) {
            const double sentS = *result.samples[i].sendTimeS;
            // sendTimeS is relative to the first send, which is due at offset 0.
            QVERIFY2(sentS >= offsets[i] - 0.002,
                     qPrintable(QStringLiteral("request %1 sent at %2 s, due %3 s")
                                    .arg(i)
                                    .arg(sentS)
                                    .arg(offsets[i])));
        }
        // The run spans at least the schedule; the rate it reports is the one asked for.
        QVERIFY(metric(result, "duration_s") >= offsets.back());
        QCOMPARE(metric(result, "request_rate_per_s"), 40.0);
        QVERIFY(result.workload["request_rate"] == 40.0);
    }

    void promptFileIsUsed()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        LoadSpec spec = specFor(server, 2, 6);
        spec.promptFile =
            QStringLiteral(LANEBOOK_TEST_DATA_DIR "/synthetic/loadgen/sharegpt-prompts.jsonl");
        const Run result = run(spec);
        QCOMPARE(metric(result, "completed"), 6.0);
        // The mock counts words: every prompt of the file has 3 to 6, and a nonce before it
        // makes each of the 6 requests' prompts distinct, though the file holds 4.
        for (const RequestSample &s : result.samples)
            QVERIFY(s.inputTokens && *s.inputTokens >= 4 && *s.inputTokens <= 7);
        QVERIFY(result.workload["unique_prompts"] == 6);
        QVERIFY(!result.workload.contains("input_tokens"));

        // Reused as they are, for a cache experiment: 4 distinct prompts, labelled so.
        spec.reusePrompts = true;
        const Run reused = run(spec);
        for (const RequestSample &s : reused.samples)
            QVERIFY(s.inputTokens && *s.inputTokens >= 3 && *s.inputTokens <= 6);
        QVERIFY(reused.workload["unique_prompts"] == 4);
        QVERIFY(reused.workload["reuse_prompts"] == true);
        spec.reusePrompts = false;

        spec.promptFile =
            QStringLiteral(LANEBOOK_TEST_DATA_DIR "/synthetic/loadgen/sharegpt-prompts-bad.jsonl");
        const Run bad = run(spec);
        QCOMPARE(bad.status, RunStatus::Failed);
        QVERIFY2(bad.statusReason.contains(QLatin1String("sharegpt-prompts-bad.jsonl: line 2")),
                 qPrintable(bad.statusReason));
        QVERIFY(bad.samples.empty());
    }

    void generatorThreadProgressAndCancel()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("20")});
        LoadGenerator generator;
        QSignalSpy progressed(&generator, &LoadGenerator::progressed);
        QSignalSpy finished(&generator, &LoadGenerator::finished);
        LoadSpec spec = specFor(server, 8, 100000);
        spec.outputTokens = 50;
        generator.start(spec);
        QVERIFY(generator.isRunning());
        QVERIFY(progressed.wait(10000));
        generator.cancel();
        QVERIFY(finished.wait(10000));
        QVERIFY(!generator.isRunning());
        const Run result = finished.takeFirst().at(0).value<Run>();
        QVERIFY(result.extra.value("cancelled", false));
        QVERIFY(result.samples.size() < 100000);
        int cancelled = 0;
        for (const RequestSample &s : result.samples) {
            QVERIFY(s.error.isEmpty() || s.error == QLatin1String("cancelled"));
            cancelled += s.error == QLatin1String("cancelled") ? 1 : 0;
        }
        QVERIFY(cancelled >= 1); // the streams in flight when cancel came
        const LoadProgress last = progressed.last().at(0).value<LoadProgress>();
        QCOMPARE(last.total, 100000);

        // The generator runs the next load after a cancelled one.
        finished.clear();
        generator.start(specFor(server, 2, 4));
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.takeFirst().at(0).value<Run>().samples.size(), std::size_t(4));
    }

    // Closing the GUI mid-run: the destructor cancels the load and joins its thread.
    void destroyedWhileRunning()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("50")});
        bool finishedAfterDestruction = false;
        {
            LoadGenerator generator;
            QSignalSpy progressed(&generator, &LoadGenerator::progressed);
            connect(&generator, &LoadGenerator::finished, this,
                    [&] { finishedAfterDestruction = true; });
            generator.start(specFor(server, 16, 100000));
            QVERIFY(progressed.wait(10000));
        }
        QCoreApplication::processEvents();
        QVERIFY(!finishedAfterDestruction); // no signal from a destroyed generator
        QVERIFY(server.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestLoadGenerator)
#include "tst_loadgenerator.moc"
