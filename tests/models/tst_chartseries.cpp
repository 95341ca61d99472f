// What a series stands for, and the latency charts' axes (issue 28 part 4): throughput against
// context length draws one series per concurrency, request rate, model and lane, named by what
// differs (the walkthrough saw different concurrencies and rates joined into one zig-zag); the
// bits chart one speed series per model and GPU; the latency CDF runs from 0 to 100% with p50,
// p90 and p99 marked; box plots open on a linear axis.
#include "models/charts/chartrun.h"
#include "models/charts/detailcharts.h"
#include "models/charts/runcharts.h"

#include <QLocale>
#include <QtTest>

using namespace lanebook;

namespace {

Run servingRun(qint64 id, double concurrency, double contextTokens, double tokPerS,
               const char *requestRate = nullptr)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("run-%1").arg(id);
    run.model = QStringLiteral("Qwen3-8B");
    run.format = RunFormat::VllmBench;
    run.config["quantization"] = "fp8";
    run.workload["concurrency"] = concurrency;
    run.workload["input_len"] = contextTokens;
    if (requestRate)
        run.workload["request_rate"] = requestRate;
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return run;
}

QStringList namesOf(const ChartData &data)
{
    QStringList names;
    for (const ChartSeries &s : data.series)
        names << s.name;
    return names;
}

const ChartSeries *seriesNamed(const ChartData &data, const QString &name)
{
    for (const ChartSeries &s : data.series) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

RunLatencies latencies(qint64 id, const QString &label, double firstMs, double stepMs, int count)
{
    RunLatencies run;
    run.runId = id;
    run.label = label;
    for (int i = 0; i < count; ++i)
        run.valuesMs.push_back(firstMs + stepMs * i);
    return run;
}

} // namespace

class TestChartSeries : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void contextChartHasOneSeriesPerConcurrency();
    void rateAndModelSplitBothAxes();
    void bitsChartHasOneSpeedSeriesPerModelAndGpu();
    void latencyCdfRunsFromZeroToHundredWithPercentiles();
    void latencyCdfScaleFollowsTheSpread();
    void boxPlotsOpenLinear();
};

void TestChartSeries::contextChartHasOneSeriesPerConcurrency()
{
    // A context sweep at 1 and at 64 requests in flight: two curves, not one line zig-zagging
    // between 40 and 2,000 tok/s at each context length.
    std::vector<Run> runs{servingRun(1, 1, 1024, 40), servingRun(2, 1, 4096, 35),
                          servingRun(3, 64, 1024, 2000), servingRun(4, 64, 4096, 1500)};
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsContext;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    QCOMPARE(namesOf(data), (QStringList{QStringLiteral("fp8 · concurrency 1"),
                                         QStringLiteral("fp8 · concurrency 64")}));
    for (const ChartSeries &s : data.series)
        QCOMPARE(s.points.size(), size_t(2));
    QCOMPARE(seriesNamed(data, QStringLiteral("fp8 · concurrency 64"))->points[1].y, 1500.0);

    // One concurrency: nothing to tell apart, the name stays short.
    runs.resize(2);
    QCOMPARE(namesOf(RunCharts::build(chartRunsOf(runs), options)),
             QStringList{QStringLiteral("fp8")});
}

void TestChartSeries::rateAndModelSplitBothAxes()
{
    // At concurrency 64: an open-loop run at 8 requests/s beside closed-loop runs (rate inf),
    // and one run of another model that shares the quantization's name.
    std::vector<Run> runs{servingRun(1, 64, 1024, 2000, "inf"),
                          servingRun(2, 64, 4096, 1500, "inf"), servingRun(3, 64, 1024, 900, "8"),
                          servingRun(4, 64, 4096, 850, "8")};
    Run other = servingRun(5, 64, 1024, 3000, "inf");
    other.model = QStringLiteral("Qwen3-8B-Instruct");
    runs.push_back(other);
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsContext;
    ChartData data = RunCharts::build(chartRunsOf(runs), options);
    // Two families, so names carry theirs; within Qwen3-8B only the rate differs.
    QVERIFY2(seriesNamed(data, QStringLiteral("Qwen3-8B · fp8 · rate inf")),
             qPrintable(namesOf(data).join(u'|')));
    QVERIFY2(seriesNamed(data, QStringLiteral("Qwen3-8B · fp8 · rate 8/s")),
             qPrintable(namesOf(data).join(u'|')));
    QCOMPARE(data.series.size(), size_t(3));

    // Against concurrency the rate still splits; the concurrency is the axis.
    options.kind = ChartKind::ThroughputVsConcurrency;
    data = RunCharts::build(chartRunsOf(runs), options);
    QVERIFY2(seriesNamed(data, QStringLiteral("Qwen3-8B · fp8 · rate 8/s")),
             qPrintable(namesOf(data).join(u'|')));
    QCOMPARE(data.series.size(), size_t(3));
}

void TestChartSeries::bitsChartHasOneSpeedSeriesPerModelAndGpu()
{
    // llama 8B measured on an M2 Max and on an RTX 3090, qwen 8B on the RTX 3090 alone.
    auto bench = [](qint64 id, const char *model, const char *gpu, double tokPerS) {
        Run run;
        run.id = id;
        run.label = QStringLiteral("lb-%1").arg(id);
        run.model = QString::fromLatin1(model);
        run.format = RunFormat::LlamaBench;
        run.config["gpu"] = gpu;
        run.setMetric(QStringLiteral("gen_tok_per_s"), tokPerS);
        return run;
    };
    std::vector<Run> runs{bench(1, "llama 8B Q8_0", "Apple M2 Max", 43.5),
                          bench(2, "llama 8B Q4_K_M", "Apple M2 Max", 61.0),
                          bench(3, "llama 8B Q8_0", "RTX 3090", 95.0),
                          bench(4, "llama 8B Q4_K_M", "RTX 3090", 140.0),
                          bench(5, "qwen 8B Q4_K_M", "RTX 3090", 120.0)};
    ChartOptions options;
    options.kind = ChartKind::SpeedQualityVsBits;
    const ChartData data = RunCharts::build(chartRunsOf(runs), options);
    const QStringList names = namesOf(data);
    QCOMPARE(data.series.size(), size_t(3));
    QVERIFY2(names.contains(QStringLiteral("llama 8B · Apple M2 Max — Generation tok/s")),
             qPrintable(names.join(u'|')));
    QVERIFY2(names.contains(QStringLiteral("llama 8B · RTX 3090 — Generation tok/s")),
             qPrintable(names.join(u'|')));
    QVERIFY2(names.contains(QStringLiteral("qwen 8B — Generation tok/s")),
             qPrintable(names.join(u'|')));
    for (const ChartSeries &s : data.series) {
        if (s.name.startsWith(QStringLiteral("llama 8B")))
            QCOMPARE(s.points.size(), size_t(2)); // Q4_K_M and Q8_0 on one GPU each
    }
}

void TestChartSeries::latencyCdfRunsFromZeroToHundredWithPercentiles()
{
    ChartOptions options;
    options.kind = ChartKind::LatencyCdf;
    const std::vector<RunLatencies> runs{latencies(1, QStringLiteral("run-a"), 10.0, 1.0, 101),
                                         latencies(2, QStringLiteral("run-b"), 20.0, 2.0, 101)};
    const ChartData data = DetailCharts::latency(runs, options);
    QCOMPARE(data.series.size(), size_t(2));
    QVERIFY(data.y.hasFixedRange());
    QCOMPARE(data.y.fixedMin, 0.0);
    QCOMPARE(data.y.fixedMax, 100.0);
    QCOMPARE(data.yMarks.size(), size_t(3));
    QCOMPARE(data.yMarks[0].value, 50.0);
    QCOMPARE(data.yMarks[0].label, QStringLiteral("p50"));
    QCOMPARE(data.yMarks[1].value, 90.0);
    QCOMPARE(data.yMarks[2].value, 99.0);
    // Each run's three, as numbers: run-a is 10..110 ms, so p50 60, p90 100, p99 109.
    QVERIFY2(data.note.contains(QStringLiteral("run-a 60.0 / 100 / 109 ms")),
             qPrintable(data.note));
    QVERIFY2(data.note.contains(QStringLiteral("run-b 120 / 200 / 218 ms")), qPrintable(data.note));
}

void TestChartSeries::latencyCdfScaleFollowsTheSpread()
{
    ChartOptions options;
    options.kind = ChartKind::LatencyCdf;
    // 40 to 60 ms: a log axis would show one decade tick and nothing to read.
    ChartData narrow =
        DetailCharts::latency({latencies(1, QStringLiteral("steady"), 40.0, 0.2, 101)}, options);
    QCOMPARE(narrow.x.scale, AxisScale::Linear);
    // 2 ms cache hits beside 4 s queueing: orders of magnitude, a log axis.
    ChartData wide =
        DetailCharts::latency({latencies(1, QStringLiteral("hits"), 2.0, 0.1, 50),
                               latencies(2, QStringLiteral("queue"), 4000.0, 10.0, 50)},
                              options);
    QCOMPARE(wide.x.scale, AxisScale::Log10);
    QCOMPARE(wide.y.fixedMax, 100.0);
}

void TestChartSeries::boxPlotsOpenLinear()
{
    ChartOptions options;
    options.kind = ChartKind::LatencyBox;
    const std::vector<RunLatencies> runs{latencies(1, QStringLiteral("a"), 2.0, 0.1, 50),
                                         latencies(2, QStringLiteral("b"), 4000.0, 10.0, 50)};
    QCOMPARE(DetailCharts::latency(runs, options).y.scale, AxisScale::Linear);
    options.yScale = YScale::Log;
    QCOMPARE(DetailCharts::latency(runs, options).y.scale, AxisScale::Log10);
}

QTEST_GUILESS_MAIN(TestChartSeries)
#include "tst_chartseries.moc"
