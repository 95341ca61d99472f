// Expected<T> and Expected<void> (models/base/expected.h): a value or the reason there is none;
// a move-only value moves out; done-with-nothing succeeds by default and fails with its reason.
#include "models/base/expected.h"

#include <QTest>

#include <memory>

using namespace lanebook;

namespace {

Expected<int> half(int n)
{
    if (n % 2 != 0)
        return unexpected(QStringLiteral("%1 is odd").arg(n));
    return n / 2;
}

Expected<void> even(int n)
{
    if (n % 2 != 0)
        return unexpected(QStringLiteral("%1 is odd").arg(n));
    return {};
}

Expected<std::unique_ptr<int>> boxed(int n)
{
    auto box = std::make_unique<int>(n);
    return box;
}

} // namespace

class TestExpected : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aValueOrItsReason()
    {
        const Expected<int> four = half(8);
        QVERIFY(four);
        QCOMPARE(*four, 4);
        QVERIFY(four.error().isEmpty());
        const Expected<int> none = half(7);
        QVERIFY(!none);
        QVERIFY(!none.hasValue());
        QCOMPARE(none.error(), QStringLiteral("7 is odd"));
    }

    void doneWithNothing()
    {
        const Expected<void> done = even(2);
        QVERIFY(done);
        QVERIFY(done.error().isEmpty());
        const Expected<void> failed = even(3);
        QVERIFY(!failed);
        QCOMPARE(failed.error(), QStringLiteral("3 is odd"));
        QVERIFY(Expected<void>()); // success by default
    }

    void aMoveOnlyValueMovesOut()
    {
        Expected<std::unique_ptr<int>> box = boxed(5);
        QVERIFY(box);
        const std::unique_ptr<int> taken = std::move(box).value();
        QCOMPARE(*taken, 5);
    }
};

QTEST_GUILESS_MAIN(TestExpected)
#include "tst_expected.moc"
