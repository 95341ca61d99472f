// arrivalStampNs: kernel packet stamps brought onto the steady clock, trusted only within
// [the request's send or the stream's previous stamp, the read].
#include "models/loadgen/arrivalstamp.h"

#include <QTest>

using lanebook::arrivalStampNs;

class TestArrivalStamp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void convertsTheKernelStamp()
    {
        // realtime = monotonic + 1,000,000; the packet arrived at monotonic 5,000, read at 9,000.
        QCOMPARE(arrivalStampNs(1'005'000, 1'000'000, 9'000, 1'000), std::int64_t(5'000));
        // At the bounds themselves.
        QCOMPARE(arrivalStampNs(1'009'000, 1'000'000, 9'000, 1'000), std::int64_t(9'000));
        QCOMPARE(arrivalStampNs(1'001'000, 1'000'000, 9'000, 1'000), std::int64_t(1'000));
    }

    void withoutAKernelStampTheReadTimeStands()
    {
        QCOMPARE(arrivalStampNs(std::nullopt, 1'000'000, 9'000, 1'000), std::int64_t(9'000));
    }

    // A realtime clock stepped between the packet and the read (NTP) moves the converted stamp
    // out of bounds: the read time is used, never a stamp after it or before the request left.
    void aSteppedClockFallsBackToTheReadTime()
    {
        QCOMPARE(arrivalStampNs(1'000'000 + 20'000, 1'000'000, 9'000, 1'000), std::int64_t(9'000));
        QCOMPARE(arrivalStampNs(1'000'000 + 500, 1'000'000, 9'000, 1'000), std::int64_t(9'000));
        QCOMPARE(arrivalStampNs(-5, 1'000'000, 9'000, 1'000), std::int64_t(9'000));
    }
};

QTEST_GUILESS_MAIN(TestArrivalStamp)
#include "tst_arrivalstamp.moc"
