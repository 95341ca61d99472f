// What a chart's axes and series look like on screen: axis numbers
// in fixed point with grouped digits (1,500,000, never 1.5e+06) on linear and log axes, and a
// colour of its own for each series, past the theme's five.
#include "widgets/charts/chartview.h"

#include <QChart>
#include <QChartView>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>
#include <QtTest>

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

QTEST_MAIN(TestChartAxes)
#include "tst_chartaxes.moc"
