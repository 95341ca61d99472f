// The chart widgets offscreen: every chart kind draws with data and shows its empty state
// without; error bars are drawn for repeats; PNG and SVG files are written and read back (the
// SVG as XML); hovering a point names its run and clicking it asks to open it; the Charts
// page asks for the selected runs' samples when a latency chart is chosen.
#include "models/charts/armcharts.h"
#include "models/charts/chartrun.h"
#include "models/charts/detailcharts.h"
#include "models/charts/runcharts.h"
#include "models/findings/chartrenderer.h"
#include "widgets/charts/chartfileexport.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"
#include "widgets/common/metricformat.h"

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace lanebook;

namespace {

Run servingRun(qint64 id, const char *quantization, double concurrency, double tokPerS)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("glm5-%1-c%2-r%3")
                    .arg(QString::fromLatin1(quantization))
                    .arg(concurrency)
                    .arg(id);
    run.model = QStringLiteral("GLM-5");
    run.config["quantization"] = quantization;
    run.setMetric(QStringLiteral("concurrency"), concurrency);
    run.setMetric(QStringLiteral("context_tokens"), 1024.0 * (1 + id % 3));
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    for (int i = 0; i < 50; ++i) {
        RequestSample sample;
        sample.sendTimeS = i * 0.1;
        sample.ttftMs = 20.0 + i + id;
        sample.e2elMs = 400.0 + 3 * i;
        sample.itlMs = {8.0f, 9.0f, 10.0f};
        run.samples.push_back(sample);
    }
    return run;
}

std::vector<Run> sweep()
{
    std::vector<Run> runs;
    qint64 id = 1;
    for (double c : {10.0, 64.0, 256.0}) {
        for (int repeat = 0; repeat < 3; ++repeat) {
            runs.push_back(servingRun(id++, "nvfp4", c, 3.5 * c + repeat));
            runs.push_back(servingRun(id++, "fp8", c, 3.0 * c + repeat));
            // The frontier's axes: one GPU each, the rate per stream falling with concurrency.
            for (Run *run : {&runs[runs.size() - 2], &runs.back()}) {
                run->setMetric(QStringLiteral("output_tok_per_s_per_gpu"),
                               *run->metricValue(QStringLiteral("output_tok_per_s")));
                run->setMetric(QStringLiteral("output_tok_per_s_per_user"), 4000.0 / c + repeat);
                // A conversation's TTFT by turn: the first turn computes everything.
                for (int turn = 1; turn <= 4; ++turn)
                    run->setMetric(QStringLiteral("median_ttft_ms_turn%1").arg(turn),
                                   turn == 1 ? 120.0 + c / 10.0 : 30.0 + c / 20.0 + turn);
            }
        }
    }
    Run q8;
    q8.id = id++;
    q8.model = QStringLiteral("qwen 8B Q8_0");
    q8.setMetric(QStringLiteral("gen_tok_per_s"), 40.0);
    q8.setMetric(QStringLiteral("perplexity"), 6.1);
    Run q2 = q8;
    q2.id = id++;
    q2.model = QStringLiteral("qwen 8B Q2_K");
    q2.setMetric(QStringLiteral("gen_tok_per_s"), 78.0);
    q2.setMetric(QStringLiteral("perplexity"), 14.9);
    runs.push_back(q8);
    runs.push_back(q2);
    return runs;
}

ChartData chartOf(ChartKind kind, const std::vector<Run> &runs)
{
    ChartOptions options;
    options.kind = kind;
    if (chartKindUsesAllRuns(kind))
        return RunCharts::build(chartRunsOf(runs), options);
    if (kind == ChartKind::TelemetryTrace) {
        if (runs.empty())
            return DetailCharts::telemetry(Run{}, RunTelemetry{}, options);
        RunTelemetry trace;
        trace.gpus.resize(1);
        for (int i = 0; i < 20; ++i) {
            GpuSample s;
            s.tNs = (runs.front().startedAt.toSecsSinceEpoch() + i) * 1000000000LL;
            s.utilPct = 5.0 * i;
            trace.samples.push_back(s);
        }
        return DetailCharts::telemetry(runs.front(), trace, options);
    }
    std::vector<RunLatencies> latencies;
    latencies.reserve(runs.size());
    for (const Run &run : runs)
        latencies.push_back(RunLatencies::of(run, LatencyMeasure::Ttft));
    return DetailCharts::latency(latencies, options);
}

} // namespace

class TestChartView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachKindDrawsOrShowsEmptyState_data();
    void eachKindDrawsOrShowsEmptyState();
    void errorBarsForRepeats();
    void exportsPngAndSvg();
    void emptyChartIsNotExported();
    void findingChartRendererWritesPng();
    void hoverNamesTheRunAndClickOpensIt();
    void pageAsksForSelectedRunsSamples();
};

void TestChartView::eachKindDrawsOrShowsEmptyState_data()
{
    QTest::addColumn<int>("kind");
    for (ChartKind kind : allChartKinds())
        QTest::newRow(qPrintable(chartKindId(kind))) << static_cast<int>(kind);
}

void TestChartView::eachKindDrawsOrShowsEmptyState()
{
    QFETCH(int, kind);
    const auto chartKind = static_cast<ChartKind>(kind);
    std::vector<Run> runs = sweep();
    runs.front().startedAt = QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC);
    if (!chartKindUsesAllRuns(chartKind))
        runs.resize(2);
    ChartView view;
    view.resize(900, 600);
    view.show();
    const ChartData data = chartOf(chartKind, runs);
    QVERIFY2(!data.isEmpty(), qPrintable(data.emptyMessage));
    view.setChartData(data);
    QVERIFY(!view.isShowingEmptyState());
    QVERIFY(view.chartView()->chart());
    QVERIFY(!view.chartView()->chart()->series().isEmpty());
    QCOMPARE(view.chartView()->chart()->title(), data.title);
    QVERIFY(!view.chartView()->chart()->axes(Qt::Horizontal).isEmpty());
    QVERIFY(!view.chartView()->chart()->axes(Qt::Vertical).isEmpty());

    const ChartData empty = chartOf(chartKind, {});
    view.setChartData(empty.isEmpty() ? empty : ChartData{});
    QVERIFY(view.isShowingEmptyState());
    QVERIFY(view.chartView()->chart()->series().isEmpty()); // the old chart is gone
    QVERIFY(!view.emptyStateText().isEmpty());
}

void TestChartView::errorBarsForRepeats()
{
    ChartView view;
    view.resize(900, 600);
    view.show();
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    view.setChartData(RunCharts::build(chartRunsOf(sweep()), options));
    QCOMPARE(view.errorBarCount(), 6); // 2 quantizations x 3 concurrencies, 3 repeats each
    options.errorBars = ErrorBars::None;
    view.setChartData(RunCharts::build(chartRunsOf(sweep()), options));
    QCOMPARE(view.errorBarCount(), 0);
}

void TestChartView::exportsPngAndSvg()
{
    QTemporaryDir dir;
    // To look at what was drawn: LANEBOOK_KEEP_TEST_FILES=1 keeps the folder (path printed).
    if (qEnvironmentVariableIsSet("LANEBOOK_KEEP_TEST_FILES")) {
        dir.setAutoRemove(false);
        qInfo("chart files kept in %s", qPrintable(dir.path()));
    }
    const ChartData data = chartOf(ChartKind::SpeedQualityVsBits, sweep());
    QVERIFY(!data.isEmpty());
    const QString png = dir.filePath(QStringLiteral("bits.png"));
    const Expected<void> pngWritten = renderChartToFile(data, png, QSize(800, 500));
    QVERIFY2(pngWritten, qPrintable(pngWritten.error()));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1600, 1000)); // drawn at twice the pixels
    // Something was drawn: not a blank white page.
    int coloured = 0;
    for (int y = 0; y < image.height(); y += 10) {
        for (int x = 0; x < image.width(); x += 10)
            coloured += image.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
    }
    QVERIFY(coloured > 100);

    const QString svg = dir.filePath(QStringLiteral("bits.svg"));
    const Expected<void> svgWritten = renderChartToFile(data, svg, QSize(800, 500));
    QVERIFY2(svgWritten, qPrintable(svgWritten.error()));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.size() > 1000);
    QXmlStreamReader xml(&file);
    bool sawSvgRoot = false;
    bool sawTitle = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("svg"))
            sawSvgRoot = true;
        if (xml.isCharacters() && xml.text().contains(QLatin1String("Perplexity")))
            sawTitle = true;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(sawSvgRoot);
    QVERIFY(sawTitle); // axis text is text, not pixels

    const Expected<void> bmp =
        renderChartToFile(data, dir.filePath(QStringLiteral("bits.bmp")), QSize(800, 500));
    QVERIFY(!bmp);
    QVERIFY(bmp.error().contains(QStringLiteral(".svg")));
}

void TestChartView::emptyChartIsNotExported()
{
    QTemporaryDir dir;
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsContext;
    const QString path = dir.filePath(QStringLiteral("empty.png"));
    const Expected<void> empty = renderChartToFile(options, {}, path, QSize(800, 500));
    QVERIFY(!empty);
    QVERIFY(!empty.error().isEmpty());
    QVERIFY(!QFile::exists(path));
}

void TestChartView::findingChartRendererWritesPng()
{
    QTemporaryDir dir;
    std::vector<Run> runs = sweep();
    FindingChartRequest request;
    request.title = QStringLiteral("OEA against baseline");
    request.metricName = QStringLiteral("output_tok_per_s");
    for (const Run &run : runs) {
        if (run.config.value("quantization", std::string()) == "fp8")
            request.controlRuns.push_back(run);
        else if (run.config.value("quantization", std::string()) == "nvfp4")
            request.candidateRuns.push_back(run);
    }
    request.path = dir.filePath(QStringLiteral("finding-1.png"));
    const FindingChartRenderer renderer = renderFindingChart;
    const Expected<void> drawn = renderer(request);
    QVERIFY2(drawn, qPrintable(drawn.error()));
    QVERIFY(!QImage(request.path).isNull());

    request.metricName = QStringLiteral("perplexity");
    request.path = dir.filePath(QStringLiteral("finding-2.png"));
    const Expected<void> perplexity = renderer(request);
    QVERIFY(!perplexity);
    QVERIFY(perplexity.error().contains(QStringLiteral("perplexity")));
}

void TestChartView::hoverNamesTheRunAndClickOpensIt()
{
    ChartView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    options.errorBars = ErrorBars::None;
    const ChartData data = RunCharts::build(chartRunsOf(sweep()), options);
    view.setChartData(data);
    QApplication::processEvents();
    QSignalSpy hovered(&view, &ChartView::runHovered);
    QSignalSpy activated(&view, &ChartView::runActivated);
    const ChartPoint &target = data.series[1].points[1];
    const QPoint at = view.pointPosition(1, 1);
    QVERIFY(!at.isNull());
    QWidget *viewport = view.chartView()->viewport();
    QTest::mouseMove(viewport, at - QPoint(30, 30));
    QTest::mouseMove(viewport, at);
    QTRY_VERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).toLongLong(), target.runId);
    QVERIFY(hovered.last().at(1).toString().contains(target.runLabel));
    QVERIFY(hovered.last().at(1).toString().contains(QStringLiteral("tok/s")));
    // The value reads as the Runs table and the inspector write it, under the axis's name.
    QVERIFY2(hovered.last().at(1).toString().contains(
                 QStringLiteral("Output tok/s: ") + MetricFormat::withUnit(target.y, data.y.unit)),
             qPrintable(hovered.last().at(1).toString()));
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
    QTRY_COMPARE(activated.size(), 1);
    QCOMPARE(activated.first().at(0).toLongLong(), target.runId);
}

void TestChartView::pageAsksForSelectedRunsSamples()
{
    ChartsPage page;
    page.resize(1000, 700);
    page.show();
    std::vector<Run> runs = sweep();
    page.setRuns(chartRunsOf(runs));
    page.rebuildNow();
    QVERIFY(!page.chartView()->isShowingEmptyState());
    QSignalSpy wanted(&page, &ChartsPage::detailRunsWanted);
    page.setSelectedRunIds({1, 2});
    page.setKind(ChartKind::LatencyCdf);
    page.rebuildNow();
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(wanted.first().at(0).value<QList<qint64>>(), (QList<qint64>{1, 2}));
    QVERIFY(page.chartView()->isShowingEmptyState()); // loading
    page.setDetailRuns({runs[0], runs[1]});
    page.rebuildNow();
    QVERIFY(!page.chartView()->isShowingEmptyState());
    QCOMPARE(page.chartView()->chartData().series.size(), size_t(2));
    page.rebuildNow();
    QCOMPARE(wanted.size(), 1); // answered: not asked again

    QSignalSpy open(&page, &ChartsPage::openRunRequested);
    Q_EMIT page.chartView()->runActivated(2);
    QCOMPARE(open.size(), 1);

    page.clear();
    page.setKind(ChartKind::ThroughputVsContext);
    page.rebuildNow();
    QVERIFY(page.chartView()->isShowingEmptyState());
}

QTEST_MAIN(TestChartView)
#include "tst_chartview.moc"
