// The Charts tab's first chart comes from what the notebook holds: the
// chart kind and y metric with the most runs along a shared axis, series that keep other
// lanes and GPUs apart, a value orders of magnitude above the rest left out of the axis and
// named rather than flattening the others, a log axis when the values' spread asks for one,
// and axis numbers written plainly (no exponent).
#include "models/charts/axisnumbers.h"
#include "models/charts/chartrun.h"
#include "models/charts/runcharts.h"

#include <QLocale>
#include <QtTest>

using namespace lanebook;

namespace {

ChartRun servingRun(qint64 id, double concurrency, double tokPerS, const QString &lane = {},
                    const QString &gpu = {})
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("run-%1").arg(id);
    run.model = QStringLiteral("Qwen3-8B");
    run.lane = lane;
    run.format = RunFormat::VllmBench;
    run.config["quantization"] = "fp8";
    if (!gpu.isEmpty())
        run.config["gpu"] = gpu.toStdString();
    run.setMetric(QStringLiteral("concurrency"), concurrency);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return ChartRun::fromRun(run);
}

ChartRun llamaBenchRun(qint64 id, double contextTokens, double genTokPerS)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("lb-%1").arg(id);
    run.model = QStringLiteral("qwen2 7B Q4_K_M");
    run.format = RunFormat::LlamaBench;
    run.setMetric(QStringLiteral("context_tokens"), contextTokens);
    run.setMetric(QStringLiteral("gen_tok_per_s"), genTokPerS);
    return ChartRun::fromRun(run);
}

QStringList namesOf(const ChartData &data)
{
    QStringList names;
    for (const ChartSeries &s : data.series)
        names << s.name;
    return names;
}

} // namespace

class TestChartDefaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Notes group digits as the C locale does: "1,022,443".
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void defaultChartIsWhereMostRunsCompare();
    void aSingleXValueIsNoAxis();
    void anOutlierIsLeftOutOfTheDefaultChart();
    void logAxisShowsTheOutlierToo();
    void spreadAloneTakesTheAxisToLog();
    void otherLaneOrGpuIsItsOwnSeries();
    void axisNumbersHaveNoExponent();
};

void TestChartDefaults::defaultChartIsWhereMostRunsCompare()
{
    // Two serving runs against concurrency, five llama-bench tests against context: the
    // fixed default (throughput/concurrency, output_tok_per_s) would chart two of seven.
    std::vector<ChartRun> runs{servingRun(1, 1, 100), servingRun(2, 8, 600)};
    for (int i = 0; i < 5; ++i)
        runs.push_back(llamaBenchRun(10 + i, 512.0 * (1 << i), 50.0 - i));
    const ChartOptions options = RunCharts::suggestedOptions(runs);
    QCOMPARE(options.kind, ChartKind::ThroughputVsContext);
    QCOMPARE(options.yMetric, QStringLiteral("gen_tok_per_s"));
    QCOMPARE(options.yScale, YScale::Automatic);
    const ChartData data = RunCharts::build(runs, options);
    QCOMPARE(data.pointCount(), 5);
}

void TestChartDefaults::aSingleXValueIsNoAxis()
{
    // Six runs all at concurrency 4 compare nothing along concurrency; three at 1, 2, 4 do.
    std::vector<ChartRun> runs;
    for (int i = 0; i < 6; ++i)
        runs.push_back(servingRun(i + 1, 4, 100 + i));
    for (int i = 0; i < 3; ++i)
        runs.push_back(llamaBenchRun(20 + i, 1024.0 * (i + 1), 40.0));
    const ChartOptions options = RunCharts::suggestedOptions(runs);
    QCOMPARE(options.kind, ChartKind::ThroughputVsContext);
}

void TestChartDefaults::anOutlierIsLeftOutOfTheDefaultChart()
{
    // The demo's mock run: 1,022,443 tok/s beside real runs of a few thousand. On the linear
    // axis the walkthrough saw, it pressed every real run into the bottom 0.5% of the plot.
    std::vector<ChartRun> runs{servingRun(1, 1, 150), servingRun(2, 4, 900),
                               servingRun(3, 16, 2300), servingRun(4, 64, 4500),
                               servingRun(5, 4, 1022443, QStringLiteral("mock"))};
    const ChartOptions options = RunCharts::suggestedOptions(runs);
    QCOMPARE(options.kind, ChartKind::ThroughputVsConcurrency);
    QCOMPARE(options.yScale, YScale::Automatic);
    const ChartData data = RunCharts::build(runs, options);
    QCOMPARE(data.pointCount(), 4);
    for (const ChartSeries &s : data.series) {
        for (const ChartPoint &p : s.points)
            QVERIFY2(p.y < 5000.0, qPrintable(s.name));
    }
    // 150 to 4,500 reads on a linear axis once the mock is out of it.
    QCOMPARE(data.y.scale, AxisScale::Linear);
    QVERIFY2(data.note.contains(QStringLiteral("run-5 (1,022,443 tok/s)")), qPrintable(data.note));
    QVERIFY2(data.note.contains(QStringLiteral("left out of the axis")), qPrintable(data.note));

    // The same runs without the outlier: the same axis, nothing to say.
    runs.pop_back();
    const ChartData plain = RunCharts::build(runs, RunCharts::suggestedOptions(runs));
    QCOMPARE(plain.y.scale, AxisScale::Linear);
    QVERIFY2(plain.note.isEmpty(), qPrintable(plain.note));
}

void TestChartDefaults::logAxisShowsTheOutlierToo()
{
    std::vector<ChartRun> runs{servingRun(1, 1, 150), servingRun(2, 4, 900),
                               servingRun(3, 16, 2300), servingRun(4, 64, 1022443)};
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    options.yScale = YScale::Log;
    const ChartData log = RunCharts::build(runs, options);
    QCOMPARE(log.y.scale, AxisScale::Log10);
    QCOMPARE(log.pointCount(), 4);
    QVERIFY2(!log.note.contains(QStringLiteral("left out")), qPrintable(log.note));

    // Linear, as asked: the axis stays linear and the run that would flatten it is named.
    options.yScale = YScale::Linear;
    const ChartData linear = RunCharts::build(runs, options);
    QCOMPARE(linear.y.scale, AxisScale::Linear);
    QCOMPARE(linear.pointCount(), 3);
    QVERIFY2(linear.note.contains(QStringLiteral("run-4")), qPrintable(linear.note));
    QVERIFY2(linear.note.contains(QStringLiteral("logarithmic y axis")), qPrintable(linear.note));
}

void TestChartDefaults::spreadAloneTakesTheAxisToLog()
{
    // One sweep from 12 to 5,000 tok/s (no outlier: no gap of 20× between neighbours) spans
    // more than a linear axis can show: its first points would sit on the floor.
    std::vector<ChartRun> runs{servingRun(1, 1, 12), servingRun(2, 4, 90), servingRun(3, 16, 700),
                               servingRun(4, 64, 5000)};
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    const ChartData data = RunCharts::build(runs, options);
    QCOMPARE(data.pointCount(), 4);
    QCOMPARE(data.y.scale, AxisScale::Log10);
    QVERIFY2(data.note.contains(QStringLiteral("logarithmic")), qPrintable(data.note));
    QVERIFY2(!data.note.contains(QStringLiteral("left out")), qPrintable(data.note));
}

void TestChartDefaults::otherLaneOrGpuIsItsOwnSeries()
{
    // One quantization (one series per quantization), but two GPUs and, on the H200, two
    // lanes: three series, each joining only like with like.
    const QString h200 = QStringLiteral("H200");
    const QString rtx = QStringLiteral("RTX 4080");
    const QString a = QStringLiteral("lane-a");
    const QString b = QStringLiteral("lane-b");
    std::vector<ChartRun> runs{servingRun(1, 1, 100, a, h200), servingRun(2, 4, 300, a, h200),
                               servingRun(3, 1, 40, a, rtx),   servingRun(4, 4, 90, a, rtx),
                               servingRun(5, 1, 110, b, h200), servingRun(6, 4, 310, b, h200)};
    ChartOptions options;
    options.kind = ChartKind::ThroughputVsConcurrency;
    const ChartData data = RunCharts::build(runs, options);
    QCOMPARE(data.series.size(), size_t(3));
    const QStringList names = namesOf(data);
    QVERIFY2(names.contains(QStringLiteral("fp8 · lane-a · H200")), qPrintable(names.join(u'|')));
    QVERIFY2(names.contains(QStringLiteral("fp8 · lane-a · RTX 4080")),
             qPrintable(names.join(u'|')));
    QVERIFY2(names.contains(QStringLiteral("fp8 · lane-b · H200")), qPrintable(names.join(u'|')));
    for (const ChartSeries &s : data.series)
        QCOMPARE(s.points.size(), size_t(2));

    // All on one GPU and one lane: no suffix at all.
    const std::vector<ChartRun> same{servingRun(1, 1, 100, a, h200),
                                     servingRun(2, 4, 300, a, h200)};
    QCOMPARE(namesOf(RunCharts::build(same, options)), QStringList{QStringLiteral("fp8")});
}

void TestChartDefaults::axisNumbersHaveNoExponent()
{
    using namespace AxisNumbers;
    QCOMPARE(decimalsForStep(250000.0), 0);
    QCOMPARE(decimalsForStep(0.5), 1);
    QCOMPARE(decimalsForStep(0.25), 2);
    QCOMPARE(decimalsForStep(0.1 + 0.2), 1); // 0.30000000000000004 is 0.3
    QCOMPARE(labelFormat(0), QStringLiteral("%.0f"));
    QCOMPARE(labelFormat(2), QStringLiteral("%.2f"));
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(label(1500000.0, 0, english), QStringLiteral("1,500,000"));
    QCOMPARE(label(1000000.0, 0, english), QStringLiteral("1,000,000"));
    QCOMPARE(label(0.25, 2, english), QStringLiteral("0.25"));
    // The C locale omits group separators by default; the label still groups.
    QCOMPARE(label(1500000.0, 0, QLocale::c()), QStringLiteral("1,500,000"));
    QVERIFY(!label(1.5e9, 0, english).contains(u'e'));
}

QTEST_MAIN(TestChartDefaults)
#include "tst_chartdefaults.moc"
