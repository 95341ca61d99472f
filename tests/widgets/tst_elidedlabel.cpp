// ElidedLabel: a long text never sets the label's minimum width; what is elided keeps what
// tells texts apart (a run label's setting and repeat, a path's file name), and hovering shows
// the whole text; a text that fits is painted and hovered as a plain QLabel's.
#include "widgets/common/elidedlabel.h"

#include <QtTest>

using namespace lanebook;

namespace {

const QChar kEllipsis(0x2026);

QString longRunLabel()
{
    QString label = QStringLiteral("llama_3_1_405b_instruct_fp8_h100x8_tp8");
    while (label.size() < 192)
        label += QStringLiteral("_chunked_prefill");
    return label.left(192) + QStringLiteral("_c512_r3");
}

} // namespace

class TestElidedLabel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aLongRunLabelKeepsItsTail();
    void theSharedStartTimeGoesFirst();
    void aPathKeepsItsFileName();
    void aTextThatFitsIsAPlainLabel();
};

void TestElidedLabel::aLongRunLabelKeepsItsTail()
{
    const QString label = longRunLabel();
    QCOMPARE(label.size(), 200);
    ElidedLabel title(label, ElidedLabel::Elision::RunLabel);
    const QFontMetrics metrics = title.fontMetrics();
    // A few characters at the least, the whole label when there is room.
    QVERIFY2(title.minimumSizeHint().width() <= metrics.horizontalAdvance(QStringLiteral("x")) * 16,
             qPrintable(QString::number(title.minimumSizeHint().width())));
    QVERIFY(title.sizeHint().width() >= metrics.horizontalAdvance(label) * 9 / 10);

    title.resize(300, title.sizeHint().height());
    QVERIFY(title.isElided());
    QCOMPARE(title.text(), label);
    const QString shown = title.shownText();
    QVERIFY2(shown.contains(kEllipsis), qPrintable(shown));
    QVERIFY2(shown.endsWith(QStringLiteral("_c512_r3")), qPrintable(shown)); // the repeat
    QVERIFY2(shown.startsWith(QStringLiteral("llama")), qPrintable(shown));  // the model
    QVERIFY(metrics.horizontalAdvance(shown) <= 300);
    QCOMPARE(title.toolTipText(), label);
}

void TestElidedLabel::theSharedStartTimeGoesFirst()
{
    const QString label = QStringLiteral("GLM-5-NVFP4-vllm-c64-20260214T123000Z");
    ElidedLabel title(label, ElidedLabel::Elision::RunLabel);
    const QString kept = QStringLiteral("GLM-5-NVFP4-vllm-c64-") + kEllipsis;
    title.resize(title.fontMetrics().horizontalAdvance(kept) + 2, 30);
    QCOMPARE(title.shownText(), kept);
}

void TestElidedLabel::aPathKeepsItsFileName()
{
    QString path = QStringLiteral("/srv/benchmarks");
    while (path.size() < 160)
        path += QStringLiteral("/quarterly_capacity_runs");
    path += QStringLiteral("/kv-cache.lanebook");
    ElidedLabel label(path, ElidedLabel::Elision::Middle);
    label.resize(320, 30);
    QVERIFY(label.isElided());
    QVERIFY2(label.shownText().endsWith(QStringLiteral(".lanebook")),
             qPrintable(label.shownText()));
    // A tooltip that holds the text already (the whole path for a file name) is shown alone.
    label.setToolTip(QStringLiteral("Notebook: ") + path);
    QCOMPARE(label.toolTipText(), QStringLiteral("Notebook: ") + path);
    // One that does not, after the text.
    label.setToolTip(QStringLiteral("Click to copy"));
    QCOMPARE(label.toolTipText(), path + QStringLiteral("\nClick to copy"));
}

void TestElidedLabel::aTextThatFitsIsAPlainLabel()
{
    ElidedLabel label(QStringLiteral("unsaved plan"));
    label.resize(label.sizeHint().width() + 40, label.sizeHint().height());
    QVERIFY(!label.isElided());
    QCOMPARE(label.shownText(), QStringLiteral("unsaved plan"));
    QVERIFY(label.toolTipText().isEmpty()); // nothing hidden: no tooltip of its own
    label.setToolTip(QStringLiteral("Where the plan is saved"));
    QCOMPARE(label.toolTipText(), QStringLiteral("Where the plan is saved"));
}

QTEST_MAIN(TestElidedLabel)
#include "tst_elidedlabel.moc"
