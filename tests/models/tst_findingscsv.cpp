// CSV text for exports (models/findings/csvtext): RFC 4180 quoting, numbers that round-trip,
// and no formula a spreadsheet would execute.
#include "models/findings/csvtext.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace lanebook;

class TestFindingsCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fields()
    {
        QCOMPARE(CsvText::field(QStringLiteral("plain")), QStringLiteral("plain"));
        QCOMPARE(CsvText::field(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(CsvText::field(QStringLiteral("say \"hi\"")),
                 QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(CsvText::field(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
        QCOMPARE(CsvText::field(QStringLiteral(" edge")), QStringLiteral("\" edge\""));
        QCOMPARE(CsvText::field(QStringLiteral("=HYPERLINK(x)")), QStringLiteral("'=HYPERLINK(x)"));
        QCOMPARE(CsvText::field(QStringLiteral("@SUM(A1)")), QStringLiteral("'@SUM(A1)"));
        QCOMPARE(CsvText::field(QStringLiteral("-0.25")), QStringLiteral("-0.25"));
        QCOMPARE(CsvText::field(QStringLiteral("-inf")), QStringLiteral("-inf"));
        // Formula starts that are not followed by a letter or paren run too (OWASP CSV
        // injection): each is defused, while whole numbers keep their sign.
        QCOMPARE(CsvText::field(QStringLiteral("-2+3+cmd|' /C calc'!A0")),
                 QStringLiteral("'-2+3+cmd|' /C calc'!A0"));
        QCOMPARE(CsvText::field(QStringLiteral("=1+1")), QStringLiteral("'=1+1"));
        QCOMPARE(CsvText::field(QStringLiteral("+1+1")), QStringLiteral("'+1+1"));
        QCOMPARE(CsvText::field(QStringLiteral("\t=1+1")), QStringLiteral("'\t=1+1"));
        QCOMPARE(CsvText::field(QStringLiteral("\r=1+1")), QStringLiteral("\"'\r=1+1\""));
        QCOMPARE(CsvText::field(QStringLiteral("@x")), QStringLiteral("'@x"));
        QCOMPARE(CsvText::field(QStringLiteral("+12.5e3")), QStringLiteral("+12.5e3"));
        QCOMPARE(CsvText::field(QStringLiteral("-.5")), QStringLiteral("-.5"));
        QCOMPARE(CsvText::field(QStringLiteral("-1-1")), QStringLiteral("'-1-1"));
    }

    void numbers()
    {
        QCOMPARE(CsvText::number(std::nullopt), QString());
        QCOMPARE(CsvText::number(std::numeric_limits<double>::quiet_NaN()), QString());
        QCOMPARE(CsvText::number(std::numeric_limits<double>::infinity()), QStringLiteral("inf"));
        QCOMPARE(CsvText::number(718.83), QStringLiteral("718.83"));
        const double awkward = 0.1 + 0.2;
        QCOMPARE(CsvText::number(awkward).toDouble(), awkward); // round-trips exactly
    }

    void lines()
    {
        QCOMPARE(CsvText::line({QStringLiteral("id"), QStringLiteral("a,b"), QString()}),
                 QStringLiteral("id,\"a,b\",\r\n"));
    }
};

QTEST_GUILESS_MAIN(TestFindingsCsv)
#include "tst_findingscsv.moc"
