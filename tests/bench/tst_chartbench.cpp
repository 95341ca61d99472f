// Benchmark (label bench): the Charts tab's work for 100,000 runs, in one run on one machine.
// Prints figures; asserts only that the work was done (no timed assertions). Measures:
// reducing full runs to chart values (what the reader thread does), building the throughput
// chart (grouping, repeats folded, decimation), drawing it in a ChartView, rendering PNG and
// SVG files, and a 200,000-request latency CDF.
#include "models/charts/chartrun.h"
#include "models/charts/detailcharts.h"
#include "models/charts/runcharts.h"
#include "widgets/charts/chartfileexport.h"
#include "widgets/charts/chartview.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace lanebook;

class TestChartBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hundredThousandRuns();
    void latencyCdfOfManyRequests();
};

void TestChartBench::hundredThousandRuns()
{
    constexpr int kRuns = 100000;
    std::mt19937 random(42);
    std::normal_distribution<double> noise(1.0, 0.03);
    const char *quantizations[] = {"bf16", "fp8", "nvfp4", "awq-int4"};
    const double concurrencies[] = {1, 4, 16, 64, 256, 1024};
    std::vector<Run> runs(kRuns);
    for (int i = 0; i < kRuns; ++i) {
        Run &run = runs[static_cast<size_t>(i)];
        run.id = i + 1;
        run.label = QStringLiteral("run-%1").arg(i);
        run.model = QStringLiteral("Qwen/Qwen3-8B");
        run.config["quantization"] = quantizations[i % 4];
        run.config["runtime"] = "vllm";
        const double c = concurrencies[(i / 4) % 6];
        run.setMetric(QStringLiteral("concurrency"), c);
        run.setMetric(QStringLiteral("context_tokens"), 1024.0 * (1 << ((i / 24) % 8)));
        run.setMetric(QStringLiteral("output_tok_per_s"),
                      40.0 * c / (1 + c / 300.0) * noise(random));
    }
    QElapsedTimer timer;
    timer.start();
    const std::vector<ChartRun> chartRuns = chartRunsOf(runs);
    const qint64 reduceMs = timer.restart();
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    const ChartData byConcurrency = RunCharts::build(chartRuns, options);
    const qint64 concurrencyMs = timer.restart();
    options.kind = ChartKind::ThroughputVsContext;
    options.grouping = SeriesGrouping::Config;
    const ChartData byContext = RunCharts::build(chartRuns, options);
    const qint64 contextMs = timer.restart();
    QCOMPARE(byConcurrency.series.size(), size_t(4));
    QCOMPARE(byConcurrency.pointCount(), 24);
    QVERIFY(!byContext.isEmpty());

    ChartView view;
    view.resize(1200, 800);
    view.show();
    timer.restart();
    view.setChartData(byConcurrency);
    QApplication::processEvents();
    const qint64 drawMs = timer.restart();

    QTemporaryDir dir;
    QString error;
    QVERIFY2(renderChartToFile(byConcurrency, dir.filePath(QStringLiteral("c.png")),
                               QSize(960, 540), &error),
             qPrintable(error));
    const qint64 pngMs = timer.restart();
    QVERIFY2(renderChartToFile(byConcurrency, dir.filePath(QStringLiteral("c.svg")),
                               QSize(960, 540), &error),
             qPrintable(error));
    const qint64 svgMs = timer.restart();
    qInfo("100000 runs: reduce to chart values %lld ms; throughput/concurrency chart %lld ms "
          "(%d points); throughput/context per config %lld ms (%d points); ChartView draw %lld ms; "
          "PNG %lld ms (%lld bytes); SVG %lld ms (%lld bytes)",
          reduceMs, concurrencyMs, byConcurrency.pointCount(), contextMs, byContext.pointCount(),
          drawMs, pngMs, QFileInfo(dir.filePath(QStringLiteral("c.png"))).size(), svgMs,
          QFileInfo(dir.filePath(QStringLiteral("c.svg"))).size());
}

void TestChartBench::latencyCdfOfManyRequests()
{
    Run run;
    run.id = 1;
    run.label = QStringLiteral("big");
    std::mt19937 random(7);
    std::lognormal_distribution<double> ttft(4.0, 0.5);
    run.samples.resize(200000);
    for (RequestSample &sample : run.samples)
        sample.ttftMs = ttft(random);
    QElapsedTimer timer;
    timer.start();
    const RunLatencies latencies = RunLatencies::of(run, LatencyMeasure::Ttft);
    ChartOptions options;
    options.kind = ChartKind::LatencyCdf;
    const ChartData cdf = DetailCharts::latency({latencies}, options);
    const qint64 buildMs = timer.restart();
    QVERIFY(cdf.pointCount() <= 1001);
    ChartView view;
    view.resize(1200, 800);
    view.show();
    timer.restart();
    view.setChartData(cdf);
    QApplication::processEvents();
    qInfo("200000-request TTFT CDF: built in %lld ms as %d points; drawn in %lld ms", buildMs,
          cdf.pointCount(), timer.elapsed());
}

QTEST_MAIN(TestChartBench)
#include "tst_chartbench.moc"
