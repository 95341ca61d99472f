// Run labels elided where they are alike: the shared start time goes first, so the part that
// tells the runs of a sweep apart (c64, c128) stays in view.
#include "models/text/labelelision.h"

#include <QTest>

using namespace lanebook;

namespace {

// One unit a character: the rule, without a font.
int characters(const QString &text)
{
    return int(text.size());
}

} // namespace

class TestLabelElision : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timestampGoesFirst()
    {
        const QString c64 = QStringLiteral("GLM-5-NVFP4-vllm-c64-20260214T123000Z");
        const QString c128 = QStringLiteral("GLM-5-NVFP4-vllm-c128-20260214T123000Z");
        QCOMPARE(elideRunLabel(c64, 100, characters), c64);
        QCOMPARE(elideRunLabel(c64, 25, characters), QStringLiteral("GLM-5-NVFP4-vllm-c64-…"));
        // What Qt's middle elision made of them: both "GLM-5-NV…T123000Z".
        QVERIFY(elideRunLabel(c64, 25, characters) != elideRunLabel(c128, 25, characters));
    }

    void thenTheMiddleOfWhatIsLeft()
    {
        const QString elided =
            elideRunLabel(QStringLiteral("GLM-5-NVFP4-vllm-c64-20260214T123000Z"), 16, characters);
        QVERIFY2(elided.size() <= 16, qPrintable(elided));
        QVERIFY2(elided.startsWith(QLatin1String("GLM-")), qPrintable(elided));
        QVERIFY2(elided.endsWith(QStringLiteral("c64…")), qPrintable(elided));
    }

    void labelsWithoutATimestampElideInTheMiddle()
    {
        const QString elided =
            elideRunLabel(QStringLiteral("qwen3moe-397B-perplexity-ppl"), 12, characters);
        QVERIFY2(elided.size() <= 12 && elided.contains(QChar(0x2026)), qPrintable(elided));
        QVERIFY(elided.endsWith(QLatin1String("ppl")));
    }

    void timestampForms()
    {
        QCOMPARE(withoutTrailingTimestamp(QStringLiteral("qwen2-7B-Q4_K_M-20250424T115850Z")),
                 QStringLiteral("qwen2-7B-Q4_K_M"));
        QCOMPARE(withoutTrailingTimestamp(QStringLiteral("run_20250424T1158")),
                 QStringLiteral("run"));
        QCOMPARE(withoutTrailingTimestamp(QStringLiteral("sglang-rinf-o1")),
                 QStringLiteral("sglang-rinf-o1"));
        // A label that is only a time keeps it: there is nothing else to show.
        QCOMPARE(withoutTrailingTimestamp(QStringLiteral("20250424T115850Z")),
                 QStringLiteral("20250424T115850Z"));
    }
};

QTEST_GUILESS_MAIN(TestLabelElision)
#include "tst_labelelision.moc"
