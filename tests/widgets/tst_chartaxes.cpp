// What a chart's axes and series look like on screen: axis numbers
// in fixed point with grouped digits (1,500,000, never 1.5e+06) on linear and log axes, and a
// colour of its own for each series, past the theme's five. Issue 28 part 4: a log axis is
// labelled at 1, 2 and 5 times each power of ten; a legend of many long names wraps into rows,
// each name elided in the middle and whole in its tooltip (Qt's one-row legend cut them to a
// letter); a latency CDF's y axis runs from 0 to 100% with p50, p90 and p99 drawn across it.
#include "models/charts/detailcharts.h"
#include "widgets/charts/chartoverlays.h"
#include "widgets/charts/chartview.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>
#include <QtTest>

#include <algorithm>

using namespace lanebook;

namespace {

ChartData throughputChart(int seriesCount, double topY, AxisScale yScale)
{
    ChartData data;
    data.kind = ChartKind::ThroughputVsConcurrency;
    data.title = QStringLiteral("Throughput");
    data.x.title = QStringLiteral("Concurrency");
    data.x.scale = AxisScale::Log2;
    data.y.title = QStringLiteral("Output throughput (tok/s)");
    data.y.scale = yScale;
    for (int s = 0; s < seriesCount; ++s) {
        ChartSeries series;
        series.name = QStringLiteral("series %1").arg(s);
        for (int i = 0; i < 4; ++i)
            series.points.push_back({double(1 << i), 100.0 * (i + 1) + s, NAN, NAN, 1, 1, {}});
        data.series.push_back(series);
    }
    data.series.front().points.back().y = topY;
    return data;
}

// The legend's entries as the scene holds them: text items that carry a tooltip.
QList<QGraphicsSimpleTextItem *> legendEntries(ChartView &view)
{
    QList<QGraphicsSimpleTextItem *> entries;
    for (QGraphicsItem *item : view.chartView()->scene()->items()) {
        auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
        if (text && text->isVisible() && !text->toolTip().isEmpty())
            entries << text;
    }
    return entries;
}

template <typename Item> Item *overlay(ChartView &view)
{
    for (QGraphicsItem *item : view.chartView()->scene()->items()) {
        if (auto *found = dynamic_cast<Item *>(item))
            return found;
    }
    return nullptr;
}

QString formatOf(QAbstractAxis *axis)
{
    if (auto *log = qobject_cast<QLogValueAxis *>(axis))
        return log->labelFormat();
    if (auto *value = qobject_cast<QValueAxis *>(axis))
        return value->labelFormat();
    return {};
}

} // namespace

class TestChartAxes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void axisNumbersAreFixedPointAndGrouped_data();
    void axisNumbersAreFixedPointAndGrouped();
    void everySeriesHasItsOwnColour();
    void logAxisIsLabelledAtOneTwoFive();
    void legendWrapsIntoRowsAndKeepsNames();
    void cdfAxisRunsFromZeroToHundredWithMarks();
};

void TestChartAxes::axisNumbersAreFixedPointAndGrouped_data()
{
    QTest::addColumn<int>("scale");
    QTest::newRow("linear") << int(AxisScale::Linear);
    QTest::newRow("log") << int(AxisScale::Log10);
}

void TestChartAxes::axisNumbersAreFixedPointAndGrouped()
{
    QFETCH(int, scale);
    ChartView view;
    view.resize(900, 600);
    view.setChartData(throughputChart(2, 1500000.0, static_cast<AxisScale>(scale)));
    QChart *chart = view.chartView()->chart();
    QVERIFY(chart);
    // Qt Charts formats a label with the chart's locale when it localizes numbers: fixed
    // point ('f') with grouped digits. "%g" wrote 1,500,000 as 1.5e+06.
    QVERIFY(chart->localizeNumbers());
    QVERIFY(!(chart->locale().numberOptions() & QLocale::OmitGroupSeparator));
    for (QAbstractAxis *axis : chart->axes()) {
        const QString format = formatOf(axis);
        QVERIFY2(format.endsWith(u'f'), qPrintable(format));
        QVERIFY2(!format.contains(u'g') && !format.contains(u'e'), qPrintable(format));
    }
    QCOMPARE(formatOf(chart->axes(Qt::Vertical).constFirst()), QStringLiteral("%.0f"));
    const QString top = chart->locale().toString(1500000.0, 'f', 0);
    QVERIFY2(!top.contains(u'e') && top.size() > 7, qPrintable(top)); // "1,500,000"
}

void TestChartAxes::everySeriesHasItsOwnColour()
{
    ChartView view;
    view.resize(900, 600);
    view.setChartData(throughputChart(9, 1000.0, AxisScale::Linear));
    QSet<QRgb> colours;
    int named = 0;
    for (QAbstractSeries *series : view.chartView()->chart()->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy || xy->name().isEmpty())
            continue; // a sweep's marker series shares its line's colour and has no name
        ++named;
        colours.insert(xy->color().rgb());
    }
    QCOMPARE(named, 9);
    QCOMPARE(colours.size(), 9);
}

void TestChartAxes::logAxisIsLabelledAtOneTwoFive()
{
    ChartData data = throughputChart(1, 2000.0, AxisScale::Log10);
    data.series.front().points.front().y = 3.0; // 3 to 2,000 tok/s
    ChartView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setChartData(data);
    QApplication::processEvents();
    auto *labels = overlay<LogAxisLabelsItem>(view);
    QVERIFY(labels);
    const QStringList shown = labels->labels();
    // Not only the decades (10, 100, 1,000): 20, 50, 200 and 500 read between them.
    for (const char *expected : {"10", "20", "50", "100", "200", "500"})
        QVERIFY2(shown.contains(QString::fromLatin1(expected)), qPrintable(shown.join(u' ')));
    // Qt's own decade labels keep their room on the axis but are not drawn over ours.
    auto *axis =
        qobject_cast<QLogValueAxis *>(view.chartView()->chart()->axes(Qt::Vertical).first());
    QVERIFY(axis);
    QCOMPARE(axis->labelsBrush().color().alpha(), 0);
}

void TestChartAxes::legendWrapsIntoRowsAndKeepsNames()
{
    // Sixteen series named as the context chart names them: Qt's legend put them on one row
    // and cut every name to a letter.
    ChartData data = throughputChart(16, 1000.0, AxisScale::Linear);
    QStringList names;
    for (int s = 0; s < 16; ++s) {
        data.series[static_cast<size_t>(s)].name =
            QStringLiteral("Meta-Llama-3.1-8B-Instruct-FP8 · concurrency %1 · rate 8/s · lane-%2")
                .arg(1 << (s % 8))
                .arg(s);
        names << data.series[static_cast<size_t>(s)].name;
    }
    ChartView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setChartData(data);
    QChart *chart = view.chartView()->chart();
    // The legend lays itself out on the event loop after the chart's geometry settles (never
    // inside a paint): wait for that, then check where it went.
    const auto legendBelowPlot = [&view, chart] {
        const QRectF plotArea = chart->mapRectToScene(chart->plotArea());
        const QList<QGraphicsSimpleTextItem *> shown = legendEntries(view);
        return !shown.isEmpty() && std::all_of(shown.begin(), shown.end(), [&](auto *entry) {
            return entry->sceneBoundingRect().top() >= plotArea.bottom();
        });
    };
    QTRY_VERIFY(legendBelowPlot());
    const QList<QGraphicsSimpleTextItem *> entries = legendEntries(view);
    QCOMPARE(entries.size(), 16);
    QSet<qreal> rows;
    const QRectF chartRect = chart->mapRectToScene(chart->rect());
    const QRectF plot = chart->mapRectToScene(chart->plotArea());
    for (QGraphicsSimpleTextItem *entry : entries) {
        const QString name = entry->toolTip();
        QVERIFY2(names.contains(name), qPrintable(name)); // the whole name on hover
        const QString text = entry->text();
        if (text != name) {
            // Elided in the middle: both ends of the name kept, a dozen characters at least.
            QVERIFY2(text.contains(QChar(0x2026)) && text.size() >= 12, qPrintable(text));
            QVERIFY2(name.startsWith(text.section(QChar(0x2026), 0, 0)), qPrintable(text));
            QVERIFY2(name.endsWith(text.section(QChar(0x2026), -1)), qPrintable(text));
        }
        const QRectF box = entry->sceneBoundingRect();
        QVERIFY2(chartRect.contains(box), qPrintable(text));
        QVERIFY2(box.top() >= plot.bottom(), qPrintable(text)); // under the plot, not over it
        rows.insert(box.top());
        for (QGraphicsSimpleTextItem *other : entries) {
            if (other != entry)
                QVERIFY2(!box.intersects(other->sceneBoundingRect()), qPrintable(text));
        }
    }
    QVERIFY2(rows.size() > 1, "the entries wrap into rows");
}

void TestChartAxes::cdfAxisRunsFromZeroToHundredWithMarks()
{
    RunLatencies run;
    run.runId = 1;
    run.label = QStringLiteral("run-a");
    for (int i = 0; i <= 100; ++i)
        run.valuesMs.push_back(20.0 + 3.0 * i * i / 100.0);
    ChartOptions options;
    options.kind = ChartKind::LatencyCdf;
    ChartView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setChartData(DetailCharts::latency({run}, options));
    QApplication::processEvents();
    QChart *chart = view.chartView()->chart();
    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).first());
    QVERIFY(y);
    // A share of requests: 0 to 100%, never -50% to 150%.
    QCOMPARE(y->min(), 0.0);
    QCOMPARE(y->max(), 100.0);
    auto *marks = overlay<ReferenceLinesItem>(view);
    QVERIFY(marks);
    QCOMPARE(marks->labels(),
             (QStringList{QStringLiteral("p50"), QStringLiteral("p90"), QStringLiteral("p99")}));
    // Each line where the curve reaches its percentage.
    QAbstractSeries *curve = chart->series().first();
    QVERIFY(qAbs(marks->lineY(0) - chart->mapToPosition(QPointF(100.0, 50.0), curve).y()) < 1.0);
    QVERIFY(qAbs(marks->lineY(2) - chart->mapToPosition(QPointF(100.0, 99.0), curve).y()) < 1.0);
    QVERIFY(chart->plotArea().contains(QPointF(chart->plotArea().center().x(), marks->lineY(1))));
}

QTEST_MAIN(TestChartAxes)
#include "tst_chartaxes.moc"
