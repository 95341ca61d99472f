// The chart builders of models/charts: runs in, plotted values out. Series per quantization,
// repeats folded into one point with IQR or 95% CI bars, llama-bench context, empty states
// that say what is missing, the bits chart and its 2-bit quality cliff, decimation that
// keeps spikes, latency CDF and boxes, telemetry beside load, and a comparison's arms by point.
// The runs are written here in the shape the importers give (vocabulary metrics, config keys);
// the throughput values are a published OEA A/B's table.
#include "models/charts/armcharts.h"
#include "models/charts/chartpoints.h"
#include "models/charts/chartrun.h"
#include "models/charts/detailcharts.h"
#include "models/charts/runcharts.h"

#include <QtTest>

#include <cmath>

using namespace lanebook;

namespace {

Run servingRun(qint64 id, const QString &quantization, double concurrency, double tokPerS)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("run-%1").arg(id);
    run.model = QStringLiteral("GLM-5");
    run.format = RunFormat::VllmBench;
    run.config["quantization"] = quantization.toStdString();
    run.setMetric(QStringLiteral("concurrency"), concurrency);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    run.workload["concurrency"] = concurrency;
    return run;
}

Run qualityRun(qint64 id, const QString &model, const char *metric, double value)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("run-%1").arg(id);
    run.model = model;
    run.format = RunFormat::LlamaPerplexity;
    run.setMetric(QString::fromLatin1(metric), value);
    return run;
}

const ChartSeries *seriesNamed(const ChartData &data, const QString &name)
{
    for (const ChartSeries &s : data.series) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

} // namespace

class TestChartBuilders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chartRunReadsQuantizationAndBits_data();
    void chartRunReadsQuantizationAndBits();
    void throughputVsConcurrencyFoldsRepeats();
    void ci95BarsUseStudentT();
    void seriesPerConfigNamesWhatDiffers();
    void throughputVsContextUsesLlamaBenchTests();
    void emptyStateNamesWhatIsMissing();
    void invalidAndFailedRunsLeftOut();
    void bitsChartShowsTheQualityCliff();
    void bitsChartWithoutBitsSaysSo();
    void decimationKeepsSpikesAndOrder();
    void cumulativeEndsAtHundredPercent();
    void latencyBoxesUseTukeyWhiskers();
    void latencyWithoutSamplesIsEmpty();
    void telemetryBesideRequestsInFlight();
    void armsByConcurrencyAndByCategory();
    void frontierJoinsTheNonDominatedRuns();
    void ttftByTurnFoldsRepeatsPerSeries();
};

void TestChartBuilders::chartRunReadsQuantizationAndBits_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("configKey");
    QTest::addColumn<QString>("configValue");
    QTest::addColumn<QString>("quantization");
    QTest::addColumn<double>("bits");
    QTest::addColumn<QString>("family");
    QTest::newRow("llama-bench model_type")
        << QStringLiteral("llama 7B Q4_0") << QStringLiteral("model_type")
        << QStringLiteral("llama 7B Q4_0") << QStringLiteral("Q4_0") << 4.0
        << QStringLiteral("llama 7B");
    QTest::newRow("serving quantization")
        << QStringLiteral("GLM-5") << QStringLiteral("quantization") << QStringLiteral("fp8")
        << QStringLiteral("fp8") << 8.0 << QStringLiteral("GLM-5");
    QTest::newRow("model name only")
        << QStringLiteral("Qwen3-397B-IQ2_XXS") << QString() << QString()
        << QStringLiteral("IQ2_XXS") << 2.0 << QStringLiteral("Qwen3-397B");
}

void TestChartBuilders::chartRunReadsQuantizationAndBits()
{
    QFETCH(QString, model);
    QFETCH(QString, configKey);
    QFETCH(QString, configValue);
    QFETCH(QString, quantization);
    QFETCH(double, bits);
    QFETCH(QString, family);
    Run run;
    run.id = 7;
    run.model = model;
    if (!configKey.isEmpty())
        run.config[configKey.toStdString()] = configValue.toStdString();
    run.setMetric(QStringLiteral("gen_tok_per_s"), 12.5);
    const ChartRun chartRun = ChartRun::fromRun(run);
    QCOMPARE(chartRun.quantization, quantization);
    QVERIFY(chartRun.bitsPerWeight.has_value());
    QCOMPARE(*chartRun.bitsPerWeight, bits);
    QCOMPARE(chartRun.modelFamily, family);
    QCOMPARE(chartRun.metric(QStringLiteral("gen_tok_per_s")).value_or(0), 12.5);
    QVERIFY(!chartRun.metric(QStringLiteral("perplexity")).has_value());
}

void TestChartBuilders::throughputVsConcurrencyFoldsRepeats()
{
    // The published OEA table, baseline at 10 and 64 with three repeats around each value.
    std::vector<Run> runs{
        servingRun(1, QStringLiteral("nvfp4"), 10, 38.46),
        servingRun(2, QStringLiteral("nvfp4"), 10, 38.20),
        servingRun(3, QStringLiteral("nvfp4"), 10, 38.90),
        servingRun(4, QStringLiteral("nvfp4"), 64, 218.74),
        servingRun(5, QStringLiteral("fp8"), 64, 180.0),
        servingRun(6, QStringLiteral("fp8"), 1024, 1500.0),
    };
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY2(!data.isEmpty(), qPrintable(data.emptyMessage));
    QCOMPARE(data.x.scale, AxisScale::Log2);
    QCOMPARE(data.y.unit, QStringLiteral("tok/s"));
    QCOMPARE(data.series.size(), size_t(2));
    QCOMPARE(data.series[0].name, QStringLiteral("fp8")); // collated order
    const ChartSeries *nvfp4 = seriesNamed(data, QStringLiteral("nvfp4"));
    QVERIFY(nvfp4);
    QCOMPARE(nvfp4->points.size(), size_t(2));
    const ChartPoint &at10 = nvfp4->points[0];
    QCOMPARE(at10.x, 10.0);
    QCOMPARE(at10.runCount, 3);
    QCOMPARE(at10.y, 38.46);                 // median of 38.20, 38.46, 38.90
    QCOMPARE(at10.low, (38.20 + 38.46) / 2); // numpy p25
    QCOMPARE(at10.high, (38.46 + 38.90) / 2);
    QVERIFY(at10.hasErrorBar());
    QCOMPARE(at10.runId, qint64(1));          // the run at the median opens on click
    QVERIFY(!nvfp4->points[1].hasErrorBar()); // one run: no bar
    QCOMPARE(nvfp4->points[1].runId, qint64(4));
}

void TestChartBuilders::ci95BarsUseStudentT()
{
    std::vector<Run> runs{servingRun(1, QStringLiteral("fp8"), 64, 100),
                          servingRun(2, QStringLiteral("fp8"), 64, 110),
                          servingRun(3, QStringLiteral("fp8"), 64, 120)};
    ChartOptions options;
    options.errorBars = ErrorBars::Ci95;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QCOMPARE(data.series.size(), size_t(1));
    const ChartPoint &p = data.series[0].points.at(0);
    QCOMPARE(p.y, 110.0);
    // scipy.stats.t.ppf(0.975, 2) = 4.302653; s = 10, n = 3.
    const double half = 4.302653 * 10.0 / std::sqrt(3.0);
    QVERIFY(std::fabs(p.low - (110.0 - half)) < 1e-4);
    QVERIFY(std::fabs(p.high - (110.0 + half)) < 1e-4);
}

void TestChartBuilders::seriesPerConfigNamesWhatDiffers()
{
    // The OEA A/B: same model and quantization, routing differs (vLLM --metadata keys).
    std::vector<Run> runs;
    qint64 id = 1;
    for (double c : {10.0, 64.0}) {
        Run baseline = servingRun(id++, QStringLiteral("nvfp4"), c, 100.0 * c);
        baseline.config["started_at"] = QStringLiteral("2026-02-14T12:0%1").arg(id).toStdString();
        Run oea = servingRun(id++, QStringLiteral("nvfp4"), c, 99.0 * c);
        oea.config["moe_routing"] = "opportunistic-expert-activation";
        oea.config["started_at"] = QStringLiteral("2026-02-14T10:0%1").arg(id).toStdString();
        runs.push_back(baseline);
        runs.push_back(oea);
    }
    Run other = servingRun(id++, QStringLiteral("fp8"), 64, 5000.0);
    other.model = QStringLiteral("Llama-3.1-8B");
    runs.push_back(other);

    ChartOptions options;
    options.grouping = SeriesGrouping::Config;
    options.modelFamily = QStringLiteral("GLM-5");
    ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QCOMPARE(data.series.size(), size_t(2)); // the Llama run is filtered out
    QVERIFY(seriesNamed(data, QStringLiteral("moe_routing=opportunistic-expert-activation")));
    QCOMPARE(RunCharts::modelFamilies(chartRunsOf(runs)),
             (QStringList{QStringLiteral("GLM-5"), QStringLiteral("Llama-3.1-8B")}));

    // A label the user gave the config names the series by itself.
    for (Run &run : runs)
        run.config["label"] = run.config.contains("moe_routing") ? "glm5-oea" : "glm5-baseline";
    data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY(seriesNamed(data, QStringLiteral("glm5-oea")));
    QVERIFY(seriesNamed(data, QStringLiteral("glm5-baseline")));
    QCOMPARE(seriesNamed(data, QStringLiteral("glm5-oea"))->points.size(), size_t(2));
}

void TestChartBuilders::throughputVsContextUsesLlamaBenchTests()
{
    // llama-bench rows: tg128 at depths 0 and 4096, pp512 (no generation metric).
    auto test = [](qint64 id, double nPrompt, double nGen, double nDepth, double genTokPerS) {
        Run run;
        run.id = id;
        run.model = QStringLiteral("llama 7B Q4_0");
        run.format = RunFormat::LlamaBench;
        run.setMetric(QStringLiteral("n_prompt"), nPrompt);
        run.setMetric(QStringLiteral("n_gen"), nGen);
        run.setMetric(QStringLiteral("n_depth"), nDepth);
        if (genTokPerS > 0)
            run.setMetric(QStringLiteral("gen_tok_per_s"), genTokPerS);
        else
            run.setMetric(QStringLiteral("prompt_tok_per_s"), 3000.0);
        return run;
    };
    std::vector<Run> runs{test(1, 0, 128, 0, 120.0), test(2, 0, 128, 4096, 95.0),
                          test(3, 512, 0, 0, 0)};
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsContext;
    options.yMetric = QStringLiteral("gen_tok_per_s");
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QCOMPARE(data.series.size(), size_t(1));
    QCOMPARE(data.series[0].name, QStringLiteral("Q4_0"));
    QCOMPARE(data.series[0].points.size(), size_t(2));
    QCOMPARE(data.series[0].points[0].x, 128.0);
    QCOMPARE(data.series[0].points[1].x, 4224.0);
    QCOMPARE(data.series[0].points[1].y, 95.0);
    QVERIFY(data.note.contains(QStringLiteral("1 run"))); // the pp512 row has no gen_tok_per_s
}

void TestChartBuilders::emptyStateNamesWhatIsMissing()
{
    std::vector<Run> runs{qualityRun(1, QStringLiteral("llama 7B Q4_0"), "perplexity", 6.1)};
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY(data.isEmpty());
    QVERIFY(data.emptyMessage.contains(QStringLiteral("concurrency")));

    options.yMetric = QStringLiteral("output_tok_per_s");
    const ChartData chosen =
        RunCharts::build(chartRunsOf({servingRun(1, QStringLiteral("fp8"), 0, 10)}), options);
    QVERIFY(chosen.isEmpty()); // concurrency 0 has no place on a log axis
    QVERIFY2(chosen.emptyMessage.contains(QStringLiteral("Output tok/s")),
             qPrintable(chosen.emptyMessage));
    QVERIFY(RunCharts::build({}, options).isEmpty());
}

void TestChartBuilders::invalidAndFailedRunsLeftOut()
{
    std::vector<Run> runs{servingRun(1, QStringLiteral("fp8"), 64, 100),
                          servingRun(2, QStringLiteral("fp8"), 64, 900),
                          servingRun(3, QStringLiteral("fp8"), 64, 0.5)};
    runs[1].status = RunStatus::Invalid;
    runs[2].status = RunStatus::Failed;
    ChartOptions options;
    ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QCOMPARE(data.series.at(0).points.at(0).runCount, 1);
    QCOMPARE(data.series.at(0).points.at(0).y, 100.0);
    options.includeInvalid = true;
    data = RunCharts::build(chartRunsOf(runs), options);
    QCOMPARE(data.series.at(0).points.at(0).runCount, 2); // failed runs never count
}

void TestChartBuilders::bitsChartShowsTheQualityCliff()
{
    // Speed rises as bits fall; perplexity creeps up, then jumps at 2 bits.
    std::vector<Run> runs;
    const struct
    {
        const char *model;
        double tokPerS;
        double perplexity;
    } sweep[] = {{"qwen 8B Q8_0", 40.0, 6.10},
                 {"qwen 8B Q4_K_M", 62.0, 6.25},
                 {"qwen 8B Q3_K_M", 70.0, 6.60},
                 {"qwen 8B Q2_K", 78.0, 14.9}};
    qint64 id = 1;
    for (const auto &row : sweep) {
        Run speed;
        speed.id = id++;
        speed.model = QString::fromLatin1(row.model);
        speed.setMetric(QStringLiteral("gen_tok_per_s"), row.tokPerS);
        runs.push_back(speed);
        runs.push_back(
            qualityRun(id++, QString::fromLatin1(row.model), "perplexity", row.perplexity));
    }
    ChartOptions options;
    options.kind = ChartKind::SpeedQualityVsBits;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY2(!data.isEmpty(), qPrintable(data.emptyMessage));
    QCOMPARE(data.series.size(), size_t(2));
    QVERIFY(data.hasRightAxis());
    const ChartSeries &speed = data.series[0];
    const ChartSeries &quality = data.series[1];
    QCOMPARE(speed.side, AxisSide::Left);
    QCOMPARE(quality.side, AxisSide::Right);
    QVERIFY(quality.dashed);
    QCOMPARE(quality.points.size(), size_t(4));
    QCOMPARE(quality.points.front().x, 2.0);
    QCOMPARE(quality.points.front().y, 14.9);
    QVERIFY(data.y2.title.startsWith(QStringLiteral("Perplexity")));
    QVERIFY2(data.note.contains(QStringLiteral("quality cliff")), qPrintable(data.note));
    QVERIFY2(data.note.contains(QStringLiteral("from 3 to 2 bits")), qPrintable(data.note));

    // A gentle slope is not a cliff.
    runs.erase(runs.end() - 2, runs.end());
    const ChartData gentle = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY2(!gentle.note.contains(QStringLiteral("cliff")), qPrintable(gentle.note));
}

void TestChartBuilders::bitsChartWithoutBitsSaysSo()
{
    std::vector<Run> runs{qualityRun(1, QStringLiteral("mystery-model"), "perplexity", 6.0)};
    ChartOptions options;
    options.kind = ChartKind::SpeedQualityVsBits;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY(data.isEmpty());
    QVERIFY2(data.emptyMessage.contains(QStringLiteral("bits per weight")),
             qPrintable(data.emptyMessage));
}

void TestChartBuilders::decimationKeepsSpikesAndOrder()
{
    std::vector<ChartPoint> points;
    for (int i = 0; i < 10000; ++i) {
        ChartPoint p;
        p.x = i;
        p.y = i == 5003 ? 1000.0 : std::sin(i / 100.0);
        p.runId = i;
        points.push_back(p);
    }
    const auto kept = ChartPoints::decimate(points, 200, AxisScale::Linear);
    QVERIFY(kept.size() <= 400);
    QVERIFY(kept.size() >= 200);
    QVERIFY(
        std::any_of(kept.begin(), kept.end(), [](const ChartPoint &p) { return p.y == 1000.0; }));
    QVERIFY(std::is_sorted(kept.begin(), kept.end(),
                           [](const ChartPoint &a, const ChartPoint &b) { return a.x < b.x; }));
    // Short series pass unchanged; a log axis drops what it cannot place.
    std::vector<ChartPoint> few(3);
    few[0].x = 0;
    few[1].x = 1;
    few[2].x = 2;
    QCOMPARE(ChartPoints::decimate(few, 200, AxisScale::Linear).size(), size_t(3));
    QCOMPARE(ChartPoints::decimate(few, 200, AxisScale::Log2).size(), size_t(2));
}

void TestChartBuilders::cumulativeEndsAtHundredPercent()
{
    const std::vector<double> values{1, 2, 3, 4, 5};
    const auto points = ChartPoints::cumulative(values, 100);
    QCOMPARE(points.size(), size_t(5));
    QCOMPARE(points.front().y, 20.0);
    QCOMPARE(points.back().x, 5.0);
    QCOMPARE(points.back().y, 100.0);
    std::vector<double> many(100001);
    for (size_t i = 0; i < many.size(); ++i)
        many[i] = static_cast<double>(i);
    const auto thinned = ChartPoints::cumulative(many, 1000);
    QVERIFY(thinned.size() <= 1001);
    QCOMPARE(thinned.back().y, 100.0);
    QCOMPARE(thinned.back().x, 100000.0);
}

void TestChartBuilders::latencyBoxesUseTukeyWhiskers()
{
    Run run;
    run.id = 3;
    run.label = QStringLiteral("gemma-q8");
    for (double ttft : {10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 100.0}) {
        RequestSample sample;
        sample.ttftMs = ttft;
        run.samples.push_back(sample);
    }
    RequestSample failed;
    failed.ttftMs = 5000.0;
    failed.error = QStringLiteral("HTTP 500");
    run.samples.push_back(failed);
    const RunLatencies latencies = RunLatencies::of(run, LatencyMeasure::Ttft);
    QCOMPARE(latencies.valuesMs.size(), size_t(10)); // the failed request has no latency
    ChartOptions options;
    options.kind = ChartKind::LatencyBox;
    const ChartData data = DetailCharts::latency({latencies}, options);
    QCOMPARE(data.boxes.size(), size_t(1));
    const ChartBox &box = data.boxes[0];
    QCOMPARE(box.runId, qint64(3));
    QCOMPARE(box.median, 14.5);
    QCOMPARE(box.q1, 12.25);
    QCOMPARE(box.q3, 16.75);
    QCOMPARE(box.lowWhisker, 10.0);
    QCOMPARE(box.highWhisker, 18.0); // 100 is beyond q3 + 1.5 IQR = 23.5
    QCOMPARE(box.outliers, 1);

    options.kind = ChartKind::LatencyCdf;
    const ChartData cdf = DetailCharts::latency({latencies}, options);
    QCOMPARE(cdf.series.size(), size_t(1));
    QCOMPARE(cdf.series[0].points.back().y, 100.0);
    QCOMPARE(cdf.series[0].points.back().runId, qint64(3));
    // 10 to 100 ms is one decade: read on a linear axis (tst_chartseries has the wide case).
    QCOMPARE(cdf.x.scale, AxisScale::Linear);
}

void TestChartBuilders::latencyWithoutSamplesIsEmpty()
{
    ChartOptions options;
    options.kind = ChartKind::LatencyCdf;
    QVERIFY(DetailCharts::latency({}, options).isEmpty());
    QVERIFY(!DetailCharts::latency({}, options).emptyMessage.isEmpty());
    RunLatencies none;
    none.runId = 1;
    none.label = QStringLiteral("summary-only");
    const ChartData data = DetailCharts::latency({none}, options);
    QVERIFY(data.isEmpty());
    QVERIFY(data.emptyMessage.contains(QStringLiteral("samples")));
}

void TestChartBuilders::telemetryBesideRequestsInFlight()
{
    Run run;
    run.id = 9;
    run.label = QStringLiteral("wave-1-a");
    run.startedAt = QDateTime::fromSecsSinceEpoch(1000, Qt::UTC);
    for (int i = 0; i < 2; ++i) {
        RequestSample s;
        s.sendTimeS = i * 0.5;
        s.e2elMs = 2000.0;
        run.samples.push_back(s);
    }
    const auto inFlight = DetailCharts::requestsInFlight(run.samples);
    const double peak =
        std::max_element(inFlight.begin(), inFlight.end(),
                         [](const ChartPoint &a, const ChartPoint &b) { return a.y < b.y; })
            ->y;
    QCOMPARE(peak, 2.0);
    QCOMPARE(inFlight.back().y, 0.0);

    ChartOptions options;
    options.kind = ChartKind::TelemetryTrace;
    RunTelemetry trace;
    QVERIFY(DetailCharts::telemetry(run, trace, options).isEmpty());
    QVERIFY(DetailCharts::telemetry(run, trace, options).emptyMessage.contains(run.label));

    trace.gpus.resize(1);
    trace.gpus[0].index = 0;
    trace.gpus[0].name = QStringLiteral("NVIDIA H100");
    for (int i = 0; i < 5; ++i) {
        GpuSample s;
        s.gpuIndex = 0;
        s.tNs = (1000LL + i) * 1000000000LL;
        s.utilPct = 20.0 * i;
        s.powerW = 300.0 + i;
        trace.samples.push_back(s);
    }
    options.yMetric = QStringLiteral("power_w");
    const ChartData data = DetailCharts::telemetry(run, trace, options);
    QCOMPARE(data.series.size(), size_t(2));
    QCOMPARE(data.series[0].points.size(), size_t(5));
    QCOMPARE(data.series[0].points[2].x, 2.0); // seconds since the run started
    QCOMPARE(data.series[0].points[2].y, 302.0);
    QCOMPARE(data.series[1].side, AxisSide::Right);
    QVERIFY(data.y.title.contains(QStringLiteral("W")));
}

void TestChartBuilders::armsByConcurrencyAndByCategory()
{
    std::vector<Run> control;
    std::vector<Run> candidate;
    // The published OEA table: baseline and OEA at four concurrencies.
    const double table[4][3] = {
        {10, 38.46, 38.40}, {64, 218.74, 218.36}, {256, 718.83, 716.66}, {1024, 1603.04, 1599.13}};
    qint64 id = 1;
    for (const auto &row : table) {
        control.push_back(servingRun(id++, QStringLiteral("nvfp4"), row[0], row[1]));
        candidate.push_back(servingRun(id++, QStringLiteral("nvfp4"), row[0], row[2]));
    }
    ChartData data =
        ArmCharts::metricByPoint(control, candidate, QStringLiteral("output_tok_per_s"),
                                 QStringLiteral("baseline"), QStringLiteral("OEA"));
    QCOMPARE(data.series.size(), size_t(2));
    QVERIFY(data.xCategories.isEmpty());
    QCOMPARE(data.x.scale, AxisScale::Log2);
    QCOMPARE(data.series[1].name, QStringLiteral("OEA"));
    QCOMPARE(data.series[1].points.size(), size_t(4));
    QCOMPARE(data.series[1].points[3].x, 1024.0);
    QCOMPARE(data.series[1].points[3].y, 1599.13);

    // Two variables change between points: each point is a category.
    control[1].workload["input_len"] = 4096;
    data = ArmCharts::metricByPoint(control, candidate, QStringLiteral("output_tok_per_s"),
                                    QStringLiteral("baseline"), QStringLiteral("OEA"));
    QVERIFY(!data.xCategories.isEmpty());
    QVERIFY(data.xCategories.size() >= 4);

    data = ArmCharts::metricByPoint(control, candidate, QStringLiteral("perplexity"),
                                    QStringLiteral("baseline"), QStringLiteral("OEA"));
    QVERIFY(data.isEmpty());
    QVERIFY(data.emptyMessage.contains(QStringLiteral("perplexity")));
}

// Two quantizations' runs at several concurrencies: each series' frontier is exactly its
// non-dominated runs in x order, its dominated ones a faded series in the same colour, and a
// run without the per-GPU axis is left out and counted.
void TestChartBuilders::frontierJoinsTheNonDominatedRuns()
{
    struct Point
    {
        const char *quantization;
        double perGpu;
        double perUser;
    };
    const Point table[] = {{"fp8", 400, 90},    {"fp8", 1500, 60},  {"fp8", 1400, 40},
                           {"fp8", 3000, 20},   {"fp8", 900, 50},   {"nvfp4", 600, 110},
                           {"nvfp4", 2500, 45}, {"nvfp4", 2400, 30}};
    std::vector<Run> runs;
    qint64 id = 1;
    for (const Point &p : table) {
        Run run = servingRun(id++, QString::fromLatin1(p.quantization), 8, p.perGpu);
        run.setMetric(QStringLiteral("output_tok_per_s_per_gpu"), p.perGpu);
        run.setMetric(QStringLiteral("output_tok_per_s_per_user"), p.perUser);
        runs.push_back(run);
    }
    Run noGpus = servingRun(id++, QStringLiteral("fp8"), 8, 5000);
    noGpus.setMetric(QStringLiteral("output_tok_per_s_per_user"), 100);
    runs.push_back(noGpus);

    ChartOptions options;
    options.kind = ChartKind::ThroughputFrontier;
    options.grouping = SeriesGrouping::Quantization;
    QVERIFY(chartKindUsesAllRuns(options.kind));
    QCOMPARE(chartKindFromId(chartKindId(options.kind)), std::optional(options.kind));
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY2(data.emptyMessage.isEmpty(), qPrintable(data.emptyMessage));
    const ChartSeries *fp8 = seriesNamed(data, QStringLiteral("fp8"));
    const ChartSeries *fp8Faded = seriesNamed(data, QStringLiteral("fp8 (dominated)"));
    const ChartSeries *nvfp4 = seriesNamed(data, QStringLiteral("nvfp4"));
    QVERIFY(fp8 && fp8Faded && nvfp4);
    std::vector<qint64> ids;
    for (const ChartPoint &p : fp8->points)
        ids.push_back(p.runId);
    QCOMPARE(ids, (std::vector<qint64>{1, 2, 4}));
    QCOMPARE(fp8->style, SeriesStyle::LineWithMarkers);
    QVERIFY(!fp8->dimmed);
    ids.clear();
    for (const ChartPoint &p : fp8Faded->points)
        ids.push_back(p.runId);
    std::sort(ids.begin(), ids.end());
    QCOMPARE(ids, (std::vector<qint64>{3, 5}));
    QVERIFY(fp8Faded->dimmed);
    QCOMPARE(fp8Faded->style, SeriesStyle::Scatter);
    QCOMPARE(&data.series.at(size_t(fp8Faded->colourOf)), fp8);
    QCOMPARE(nvfp4->points.size(), size_t(2)); // run 8 is beaten by run 7 on both axes
    QVERIFY(data.note.contains(QStringLiteral("1 run")));
    QVERIFY(data.note.contains(QStringLiteral("dominated")));

    // Nothing with both axes: the empty state says where they come from.
    const ChartData empty = RunCharts::build(chartRunsOf({noGpus}), options);
    QVERIFY(empty.isEmpty());
    QVERIFY(empty.emptyMessage.contains(QStringLiteral("--gpus")));
}

// TTFT by conversation turn: one series per grouping (here the quantization), a point per turn
// at the median of the series' repeats with their spread, turns in order (turn 10 after 2);
// runs without turns, and p99s, are not drawn.
void TestChartBuilders::ttftByTurnFoldsRepeatsPerSeries()
{
    std::vector<Run> runs;
    qint64 id = 1;
    for (const char *quantization : {"cached", "uncached"}) {
        for (int repeat = 0; repeat < 3; ++repeat) {
            Run run = servingRun(id++, QString::fromLatin1(quantization), 4, 100);
            const double later = QLatin1String(quantization) == QLatin1String("cached") ? 20 : 90;
            run.setMetric(QStringLiteral("median_ttft_ms_turn1"), 100.0 + repeat);
            run.setMetric(QStringLiteral("median_ttft_ms_turn2"), later + repeat);
            run.setMetric(QStringLiteral("median_ttft_ms_turn10"), later + 10 * repeat);
            run.setMetric(QStringLiteral("p99_ttft_ms_turn2"), 1000.0);
            runs.push_back(run);
        }
    }
    runs.push_back(servingRun(id++, QStringLiteral("cached"), 4, 100)); // single-turn
    ChartOptions options;
    options.kind = ChartKind::TtftByTurn;
    options.grouping = SeriesGrouping::Quantization;
    options.errorBars = ErrorBars::Iqr;
    QVERIFY(chartKindUsesAllRuns(options.kind));
    QCOMPARE(chartKindFromId(QStringLiteral("ttft-by-turn")), std::optional(options.kind));
    std::vector<ChartRun> charted = chartRunsOf(runs);
    // The narrow read keeps what the chart needs, and only that.
    QVERIFY(RunCharts::isChartedMetric(QStringLiteral("median_ttft_ms_turn10")));
    QVERIFY(!RunCharts::isChartedMetric(QStringLiteral("p99_ttft_ms_turn2")));
    const ChartData data = RunCharts::build(charted, options);
    QVERIFY2(data.emptyMessage.isEmpty(), qPrintable(data.emptyMessage));
    QCOMPARE(data.y.unit, QStringLiteral("ms"));
    QCOMPARE(data.series.size(), std::size_t(2));
    const ChartSeries *cached = seriesNamed(data, QStringLiteral("cached"));
    QVERIFY(cached);
    std::vector<double> xs, ys;
    for (const ChartPoint &p : cached->points) {
        xs.push_back(p.x);
        ys.push_back(p.y);
        QCOMPARE(p.runCount, 3);
    }
    QCOMPARE(xs, (std::vector<double>{1, 2, 10}));
    QCOMPARE(ys, (std::vector<double>{101, 21, 30}));
    QCOMPARE(seriesNamed(data, QStringLiteral("uncached"))->points[1].y, 91.0);

    const ChartData empty =
        RunCharts::build(chartRunsOf({servingRun(1, QStringLiteral("a"), 1, 1)}), options);
    QVERIFY(empty.isEmpty());
    QVERIFY(empty.emptyMessage.contains(QStringLiteral("--turns")));
}

QTEST_GUILESS_MAIN(TestChartBuilders)
#include "tst_chartbuilders.moc"
