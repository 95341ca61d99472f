// How a chart's value axis is scaled (models/charts/chartscaling.h, axisnumbers.h; issue 28
// part 4): linear or log from the data's spread, a value far above all others left out of
// the axis and named in the note rather than flattening the rest, and log ticks at 1, 2 and 5
// times each power of ten rather than only at the powers.
#include "models/charts/axisnumbers.h"
#include "models/charts/chartscaling.h"

#include <QLocale>
#include <QtTest>

using namespace lanebook;

namespace {

ChartSeries sweep(const QString &name, std::initializer_list<double> ys, qint64 firstRunId)
{
    ChartSeries series;
    series.name = name;
    double x = 1.0;
    qint64 id = firstRunId;
    for (double y : ys) {
        ChartPoint point;
        point.x = x;
        point.y = y;
        point.runId = id;
        point.runLabel = QStringLiteral("%1-run-%2").arg(name).arg(id);
        series.points.push_back(point);
        x *= 4.0;
        ++id;
    }
    return series;
}

double highestY(const ChartData &data)
{
    double highest = 0.0;
    for (const ChartSeries &s : data.series) {
        for (const ChartPoint &p : s.points)
            highest = std::max(highest, p.y);
    }
    return highest;
}

} // namespace

class TestChartScaling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void scaleFromTheSpread();
    void outliersAreFewAndFarAbove();
    void anOutlierIsLeftOutAndNamed();
    void logKeepsEveryPointItCanPlace();
    void rightAxisIsLeftAlone();
    void logTicksAtOneTwoFive();
};

void TestChartScaling::scaleFromTheSpread()
{
    using ChartScaling::scaleFor;
    QCOMPARE(scaleFor({{100.0, 200.0, 300.0}}), AxisScale::Linear);
    QCOMPARE(scaleFor({{100.0, 2000.0}, {1500.0, 2900.0}}), AxisScale::Linear); // 29×
    QCOMPARE(scaleFor({{10.0, 400.0}}), AxisScale::Log10);                      // 40×
    // Zero has no place on a log axis, whatever the spread.
    QCOMPARE(scaleFor({{0.0, 100.0, 5000.0}}), AxisScale::Linear);
    // Only 12× apart, but the lower sweep tops out under a fifth of the highest value: on a
    // linear axis from zero it would be a flat line on the floor.
    QCOMPARE(scaleFor({{1000.0, 1100.0}, {90.0, 150.0}}), AxisScale::Log10);
    // A single point is no flattened sweep.
    QCOMPARE(scaleFor({{1000.0, 1100.0}, {150.0}}), AxisScale::Linear);
    QCOMPARE(scaleFor({}), AxisScale::Linear);
}

void TestChartScaling::outliersAreFewAndFarAbove()
{
    using ChartScaling::highOutliers;
    // The walkthrough's mock run beside real ones.
    QCOMPARE(highOutliers({150.0, 900.0, 2300.0, 4500.0, 1022443.0}), std::vector<size_t>{4});
    QVERIFY(highOutliers({150.0, 900.0, 2300.0, 4500.0}).empty()); // a wide sweep, no gap
    QVERIFY(highOutliers({1.0, 2.0, 1e6}).empty());                // too few to tell
    // Two far above eight: both go, highest first.
    QCOMPARE(highOutliers({10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 5000.0, 6000.0}),
             (std::vector<size_t>{7, 6}));
    // Half the values high is no outlier: it is the data.
    QVERIFY(highOutliers({10.0, 11.0, 5000.0, 6000.0}).empty());
    QVERIFY(highOutliers({10.0, 12.0, 5000.0, 6000.0, 7000.0, 8000.0}).empty());
    // Zero is no yardstick for a gap.
    QVERIFY(highOutliers({0.0, 0.0, 0.0, 5.0}).empty());
}

void TestChartScaling::anOutlierIsLeftOutAndNamed()
{
    // Fifteen concurrency sweeps of 40 to 1,600 tok/s and one mock run at 1,022,443 tok/s:
    // on a linear axis from zero every sweep would lie in the bottom 0.2% of the plot.
    ChartData data;
    data.y.unit = QStringLiteral("tok/s");
    for (int s = 0; s < 15; ++s)
        data.series.push_back(sweep(QStringLiteral("config %1").arg(s),
                                    {40.0 + s, 220.0 + s, 720.0 + s, 1600.0 + s}, 100 * s + 1));
    ChartSeries mock = sweep(QStringLiteral("mock"), {1022443.0}, 9000);
    mock.points[0].runLabel = QStringLiteral("mock-model-aiperf-c4-20260430T091638Z");
    data.series.push_back(mock);

    ChartData automatic = data;
    const ChartScaling::AxisFit fit = ChartScaling::fitLeftAxis(automatic, YScale::Automatic);
    QCOMPARE(fit.outliers.size(), size_t(1));
    QCOMPARE(fit.outliers[0].point.runId, qint64(9000));
    QCOMPARE(automatic.series.size(), size_t(15)); // the mock's series had only that point
    QVERIFY(highestY(automatic) < 2000.0);
    // 40 to 1,614: 40× apart, so the rest goes on a log axis of its own.
    QCOMPARE(fit.scale, AxisScale::Log10);
    QCOMPARE(automatic.y.scale, AxisScale::Log10);
    const QString note = ChartScaling::fitNote(fit, automatic.y.unit, YScale::Automatic);
    QVERIFY2(note.contains(QStringLiteral("mock-model-aiperf-c4-20260430T091638Z")),
             qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("1,022,443 tok/s")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("1 run")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("left out of the axis")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("logarithmic")), qPrintable(note));

    // Linear, as asked: the outlier still goes (it would flatten the rest), the axis stays.
    ChartData linear = data;
    const ChartScaling::AxisFit linearFit = ChartScaling::fitLeftAxis(linear, YScale::Linear);
    QCOMPARE(linearFit.scale, AxisScale::Linear);
    QCOMPARE(linearFit.outliers.size(), size_t(1));
    QVERIFY(highestY(linear) < 2000.0);
    QVERIFY(ChartScaling::fitNote(linearFit, linear.y.unit, YScale::Linear)
                .contains(QStringLiteral("1,022,443")));

    // Without the mock: nothing left out, no note about it.
    data.series.pop_back();
    ChartData plain = data;
    const ChartScaling::AxisFit plainFit = ChartScaling::fitLeftAxis(plain, YScale::Automatic);
    QVERIFY(plainFit.outliers.empty());
    QVERIFY(!ChartScaling::fitNote(plainFit, plain.y.unit, YScale::Automatic)
                 .contains(QStringLiteral("left out")));
}

void TestChartScaling::logKeepsEveryPointItCanPlace()
{
    ChartData data;
    data.series.push_back(sweep(QStringLiteral("a"), {0.0, 150.0, 900.0, 2300.0}, 1));
    data.series.push_back(sweep(QStringLiteral("mock"), {1022443.0}, 9));
    const ChartScaling::AxisFit fit = ChartScaling::fitLeftAxis(data, YScale::Log);
    QCOMPARE(fit.scale, AxisScale::Log10);
    QVERIFY(fit.outliers.empty()); // asked for log: shown, not left out
    QCOMPARE(highestY(data), 1022443.0);
    QCOMPARE(fit.notPositive, 1); // zero has no place on it
    QCOMPARE(data.series[0].points.size(), size_t(3));
    QVERIFY(ChartScaling::fitNote(fit, QString(), YScale::Log)
                .contains(QStringLiteral("at or below zero")));
}

void TestChartScaling::rightAxisIsLeftAlone()
{
    // The bits chart: speed on the left, perplexity on the right. A quality value far above the
    // speeds is on its own axis and neither an outlier nor a reason for log.
    ChartData data;
    data.series.push_back(sweep(QStringLiteral("speed"), {40.0, 62.0, 70.0, 78.0}, 1));
    ChartSeries quality = sweep(QStringLiteral("perplexity"), {6.1, 6.3, 6.6, 14000.0}, 11);
    quality.side = AxisSide::Right;
    data.series.push_back(quality);
    const ChartScaling::AxisFit fit = ChartScaling::fitLeftAxis(data, YScale::Automatic);
    QCOMPARE(fit.scale, AxisScale::Linear);
    QVERIFY(fit.outliers.empty());
    QCOMPARE(data.series[1].points.size(), size_t(4));
}

void TestChartScaling::logTicksAtOneTwoFive()
{
    using AxisNumbers::logTicks;
    QCOMPARE(logTicks(3.0, 2000.0, 20),
             (std::vector<double>{5, 10, 20, 50, 100, 200, 500, 1000, 2000}));
    // Too many for the room: the powers of ten, then every few decades.
    QCOMPARE(logTicks(3.0, 2000.0, 5), (std::vector<double>{10, 100, 1000}));
    QCOMPARE(logTicks(1.0, 1e8, 4), (std::vector<double>{1, 1000, 1e6}));
    // Less than a decade: every digit.
    QCOMPARE(logTicks(30.0, 80.0, 10), (std::vector<double>{30, 40, 50, 60, 70, 80}));
    // Below one: 0.05 is 0.05, not 0.05000000000000001.
    QCOMPARE(logTicks(0.04, 0.6, 20), (std::vector<double>{0.05, 0.1, 0.2, 0.5}));
    QVERIFY(logTicks(0.0, 10.0, 10).empty());
    QVERIFY(logTicks(10.0, 10.0, 10).empty());
}

QTEST_GUILESS_MAIN(TestChartScaling)
#include "tst_chartscaling.moc"
