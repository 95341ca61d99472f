#include "models/text/numbertext.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace lanebook;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

// The one set of number formatters the window, the CLI and the exports share.
class TestNumberText : public QObject
{
    Q_OBJECT

private slots:
    void signedPercent()
    {
        QCOMPARE(NumberText::signedPercent(8.04), s("+8.0%"));
        QCOMPARE(NumberText::signedPercent(-0.2), s("-0.2%"));
        QCOMPARE(NumberText::signedPercent(12.4), s("+12%"));
        QCOMPARE(NumberText::signedPercent(-12.6), s("-13%"));
        QCOMPARE(NumberText::signedPercent(0.0), s("+0.0%"));
        // Rounds to zero: no loss that is not there.
        QCOMPARE(NumberText::signedPercent(-0.04), s("+0.0%"));
        QCOMPARE(NumberText::signedPercent(std::nullopt), s("—"));
        QCOMPARE(NumberText::signedPercent(std::numeric_limits<double>::quiet_NaN()), s("—"));
    }

    void intervals()
    {
        QCOMPARE(NumberText::percentInterval(-1.23, 3.4), s("[-1.2%, +3.4%]"));
        QCOMPARE(NumberText::percentRange(-1.23, 3.4), s("-1.2% … +3.4%"));
        QCOMPARE(NumberText::percentInterval(std::nullopt, 3.4), s("—"));
        QCOMPARE(NumberText::percentRange(1.0, std::nullopt), s("—"));
    }

    void pValue()
    {
        QCOMPARE(NumberText::pValue(0.031234), s("0.0312"));
        QCOMPARE(NumberText::pValue(0.5), s("0.5"));
        QCOMPARE(NumberText::pValue(0.00001), s("<0.0001"));
        QCOMPARE(NumberText::pValue(std::nullopt), s("—"));
    }

    void threeSignificant_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("rate") << 5141.6959 << s("5140");
        QTest::newRow("tens") << 12.345 << s("12.3");
        QTest::newRow("units") << 1.2608052 << s("1.26");
        QTest::newRow("small") << 0.012345 << s("0.0123");
        QTest::newRow("carries a digit") << 999.6 << s("1000");
        QTest::newRow("large") << 123456.0 << s("123000");
        QTest::newRow("negative") << -42.06 << s("-42.1");
        QTest::newRow("zero") << 0.0 << s("0");
    }

    void threeSignificant()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(NumberText::threeSignificant(value), text);
    }

    void milliseconds()
    {
        QCOMPARE(NumberText::milliseconds(12.345), s("12.3"));
        QCOMPARE(NumberText::milliseconds(1534.06), s("1534.1"));
        QCOMPARE(NumberText::milliseconds(-0.01), s("0.0"));
    }

    void duration_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("short") << 1.2608052 << s("1.26 s");
        QTest::newRow("under ten") << 9.5 << s("9.50 s");
        QTest::newRow("seconds") << 42.4 << s("42 s");
        QTest::newRow("minutes") << 185.0 << s("3 min 5 s");
        QTest::newRow("hours") << 7440.0 << s("2 h 4 min");
        QTest::newRow("negative") << -1.0 << s("unknown");
        QTest::newRow("not finite") << std::numeric_limits<double>::infinity() << s("unknown");
    }

    void duration()
    {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(NumberText::duration(seconds), text);
    }

    void metricValueFollowsTheUnit()
    {
        QCOMPARE(NumberText::metricValue(5141.6959, s("tok/s")), s("5140"));
        QCOMPARE(NumberText::metricValue(3.14159, s("req/s")), s("3.14"));
        QCOMPARE(NumberText::metricValue(41.234, s("ms")), s("41.2"));
        QCOMPARE(NumberText::metricValue(1.2608052, s("s")), s("1.26"));
        QCOMPARE(NumberText::metricValue(64.0, s("")), s("64"));
        QCOMPARE(NumberText::metricValue(5.8312345, s("")), s("5.831"));
        QCOMPARE(NumberText::metricValue(std::numeric_limits<double>::infinity(), s("tok/s")),
                 s("inf"));
    }

    void gpuList()
    {
        QCOMPARE(NumberText::gpuList({0, 1, 3}), s("0, 1, 3"));
        QCOMPARE(NumberText::gpuList({}), QString());
    }
};

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
