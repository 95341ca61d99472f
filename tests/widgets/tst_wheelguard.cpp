// Spin boxes and combo boxes change on the mouse wheel only while they have the focus: a wheel
// turned to scroll a form passes over them to the form (the planner's Repeats went from 6 to 1
// while the form was scrolled). The main window holds every box of the application so,
// the pages the composition root adds later and other windows included.
#include "widgets/shell/mainwindow.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtTest>

using namespace lanebook;

namespace {

// One notch of the wheel over the middle of `widget` (down for a negative count); whether it
// was taken. An event from the mouse that is not taken goes on to the widget's parents.
bool turnWheel(QWidget *widget, int notches)
{
    const QPointF at = QRectF(widget->rect()).center();
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &wheel);
    return wheel.isAccepted();
}

} // namespace

class TestWheelGuard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plannerRepeatsKeepTheirValueWhileTheFormScrolls();
    void boxesInAScrollAreaTurnOnlyWithFocus();
};

void TestWheelGuard::plannerRepeatsKeepTheirValueWhileTheFormScrolls()
{
    MainWindow window;
    auto *waves = new WavesPage; // made after the window, as the composition root does
    window.addPage(waves, QStringLiteral("Waves"));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 0);
    window.showPage(waves);

    auto *repeats = waves->findChild<QSpinBox *>(QStringLiteral("planRepeats"));
    auto *name = waves->findChild<QLineEdit *>(QStringLiteral("planName"));
    QVERIFY(repeats && name);
    repeats->setValue(6);
    name->setFocus(); // the user typed the plan's name, then scrolls down the form
    QVERIFY(!repeats->hasFocus());
    // The wheel gives it no focus either (a spin box's default, Qt::WheelFocus, would).
    QCOMPARE(repeats->focusPolicy(), Qt::StrongFocus);
    for (int notch = 0; notch < 5; ++notch)
        QVERIFY2(!turnWheel(repeats, -1), "the wheel goes on to the planner's scroll area");
    QCOMPARE(repeats->value(), 6);
    QCOMPARE(waves->planner()->plan().repeats, 6);
}

void TestWheelGuard::boxesInAScrollAreaTurnOnlyWithFocus()
{
    MainWindow window; // holds the whole application's boxes, in any window
    QScrollArea scroll;
    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);
    auto *name = new QLineEdit;
    auto *spin = new QSpinBox;
    spin->setRange(1, 1000);
    spin->setValue(6);
    auto *fraction = new QDoubleSpinBox;
    fraction->setValue(2.0);
    auto *combo = new QComboBox;
    combo->addItems({QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")});
    combo->setCurrentIndex(1);
    layout->addWidget(name);
    layout->addWidget(spin);
    layout->addWidget(fraction);
    layout->addWidget(combo);
    layout->addSpacing(2000); // a form taller than its scroll area
    scroll.setWidget(form);
    scroll.setWidgetResizable(true);
    scroll.resize(320, 240);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    scroll.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&scroll));
    name->setFocus();
    QTRY_VERIFY(name->hasFocus());

    // Without focus: nothing changes, the event is left for the scroll area.
    for (QWidget *box : std::initializer_list<QWidget *>{spin, fraction, combo}) {
        QCOMPARE(box->focusPolicy(), Qt::StrongFocus);
        QVERIFY2(!turnWheel(box, -1), box->metaObject()->className());
    }
    QCOMPARE(spin->value(), 6);
    QCOMPARE(fraction->value(), 2.0);
    QCOMPARE(combo->currentIndex(), 1);

    // Clicked or tabbed into, a box turns with the wheel as before.
    spin->setFocus();
    QTRY_VERIFY(spin->hasFocus());
    QVERIFY(turnWheel(spin, -1));
    QCOMPARE(spin->value(), 5);
    fraction->setFocus();
    QTRY_VERIFY(fraction->hasFocus());
    turnWheel(fraction, -1);
    QVERIFY(fraction->value() != 2.0);
    combo->setFocus();
    QTRY_VERIFY(combo->hasFocus());
    turnWheel(combo, -1);
    QVERIFY(combo->currentIndex() != 1);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
