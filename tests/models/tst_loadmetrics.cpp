// LoadMetrics: serving metrics from request samples, as vLLM's client computes them.
#include "models/loadgen/loadmetrics.h"

#include <QTest>

#include <cmath>

using namespace lanebook;

namespace {

RequestSample sample(double ttftMs, double e2elMs, int in, int out, std::vector<float> itl)
{
    RequestSample s;
    s.ttftMs = ttftMs;
    s.e2elMs = e2elMs;
    s.inputTokens = in;
    s.outputTokens = out;
    s.itlMs = std::move(itl);
    return s;
}

double metric(const Run &run, const char *name)
{
    const auto value = run.metricValue(QString::fromLatin1(name));
    return value ? *value : std::nan("");
}

} // namespace

class TestLoadMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vllmDefinitions()
    {
        Run run;
        run.samples.push_back(sample(100, 500, 10, 5, {90, 110, 100, 100}));
        run.samples.push_back(sample(200, 400, 20, 3, {50, 150}));
        run.samples.back().cachedTokens = 16;
        RequestSample failed = sample(50, 0, 99, 0, {7});
        failed.e2elMs.reset();
        failed.outputTokens.reset();
        failed.error = QStringLiteral("http://x/v1/completions: HTTP 500");
        run.samples.push_back(failed);
        run.samples.push_back(sample(300, 300, 30, 1, {}));
        run.samples.front().cachedTokens = 0;

        LoadMetrics::addTo(run, 2.0);

        QCOMPARE(metric(run, "num_prompts"), 4.0);
        QCOMPARE(metric(run, "completed"), 3.0);
        QCOMPARE(metric(run, "failed"), 1.0);
        QCOMPARE(metric(run, "duration_s"), 2.0);
        // Successful requests only: 9 output tokens, 60 input tokens over 2 s.
        QCOMPARE(metric(run, "output_tok_per_s"), 4.5);
        QCOMPARE(metric(run, "total_tok_per_s"), 34.5);
        QCOMPARE(metric(run, "requests_per_s"), 1.5);
        QCOMPARE(metric(run, "input_tokens_mean"), 20.0);
        QCOMPARE(metric(run, "output_tokens_mean"), 3.0);
        QCOMPARE(metric(run, "cached_tokens"), 16.0);

        // TTFT over successes [100, 200, 300]; the failed request's 50 ms is not in it.
        QCOMPARE(metric(run, "mean_ttft_ms"), 200.0);
        QCOMPARE(metric(run, "median_ttft_ms"), 200.0);
        QCOMPARE(metric(run, "min_ttft_ms"), 100.0);
        QVERIFY(qFuzzyCompare(metric(run, "std_ttft_ms"), std::sqrt(20000.0 / 3.0))); // np.std
        QVERIFY(qFuzzyCompare(metric(run, "p99_ttft_ms"), 298.0)); // linear interpolation
        QVERIFY(qFuzzyCompare(metric(run, "p90_ttft_ms"), 280.0));

        // TPOT = (E2EL - TTFT) / (out - 1), only where out > 1: [100, 100].
        QCOMPARE(metric(run, "mean_tpot_ms"), 100.0);
        QCOMPARE(metric(run, "std_tpot_ms"), 0.0);
        QCOMPARE(metric(run, "max_tpot_ms"), 100.0);

        // ITL pooled over successful requests: [50, 90, 100, 100, 110, 150].
        QCOMPARE(metric(run, "mean_itl_ms"), 100.0);
        QCOMPARE(metric(run, "median_itl_ms"), 100.0);
        QCOMPARE(metric(run, "min_itl_ms"), 50.0);
        QCOMPARE(metric(run, "max_itl_ms"), 150.0);
        QVERIFY(qFuzzyCompare(metric(run, "p90_itl_ms"), 130.0));

        QCOMPARE(metric(run, "median_e2el_ms"), 400.0);
        QVERIFY(run.metric(QStringLiteral("p99.9_e2el_ms")) != nullptr);
    }

    void nothingMeasuredLeavesLatenciesOut()
    {
        Run run;
        RequestSample failed;
        failed.error = QStringLiteral("unreachable");
        run.samples = {failed, failed};
        LoadMetrics::addTo(run, 0.5);
        QCOMPARE(metric(run, "completed"), 0.0);
        QCOMPARE(metric(run, "failed"), 2.0);
        QCOMPARE(metric(run, "output_tok_per_s"), 0.0);
        // vLLM writes 0.0 for these; a latency nobody measured is left out instead.
        QVERIFY(!run.metric(QStringLiteral("median_ttft_ms")));
        QVERIFY(!run.metric(QStringLiteral("mean_tpot_ms")));
        QVERIFY(!run.metric(QStringLiteral("input_tokens_mean")));
        QVERIFY(!run.metric(QStringLiteral("cached_tokens")));
    }

    void singleTokenOutputsHaveNoTpot()
    {
        Run run;
        run.samples = {sample(10, 10, 4, 1, {}), sample(20, 20, 4, 1, {})};
        LoadMetrics::addTo(run, 1.0);
        QVERIFY(!run.metric(QStringLiteral("mean_tpot_ms")));
        QVERIFY(!run.metric(QStringLiteral("mean_itl_ms")));
        QCOMPARE(metric(run, "mean_ttft_ms"), 15.0);
    }
};

QTEST_GUILESS_MAIN(TestLoadMetrics)
#include "tst_loadmetrics.moc"
