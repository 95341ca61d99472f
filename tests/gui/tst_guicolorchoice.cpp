// Settings > Colour Scheme: the choice is stored, survives a restart and is applied at once to
// the open window (palette, charts, error text). Error text uses a red per palette whose WCAG
// contrast with the window (and with a table's base) is at least 4.5:1 on both palettes.
// With LANEBOOK_SCREENSHOT_DIR set, the window and the secrets dialog in both schemes are
// saved there.
#include "app/gui/chartswiring.h"
#include "app/gui/colorscheme.h"
#include "app/gui/colorschemewiring.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"
#include "widgets/common/errortext.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/secretsdialog.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

constexpr double kMinimumTextContrast = 4.5; // WCAG 2, AA, body text

QPalette fusionLight()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QString contrastText(const QColor &text, const QColor &background)
{
    return QStringLiteral("%1 on %2: %3:1")
        .arg(text.name(), background.name())
        .arg(ErrorText::contrastRatio(text, background), 0, 'f', 2);
}

} // namespace

class TestGuiColorChoice : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void choiceIdsRoundTrip();
    void settingsKeepTheChoice();
    void contrastRatioIsWcag();
    void errorRedReadsOnBothPalettes_data();
    void errorRedReadsOnBothPalettes();
    void menuAppliesTheSchemeLive();

private:
    void saveScreenshot(QWidget *widget, const QString &name);
    void verifyErrorLabel(QLabel *label);
};

void TestGuiColorChoice::choiceIdsRoundTrip()
{
    for (ColorSchemeChoice choice :
         {ColorSchemeChoice::System, ColorSchemeChoice::Light, ColorSchemeChoice::Dark})
        QCOMPARE(colorSchemeChoiceFromId(colorSchemeChoiceId(choice)), choice);
    QCOMPARE(colorSchemeChoiceFromId(QStringLiteral(" Dark ")), ColorSchemeChoice::Dark);
    QVERIFY(!colorSchemeChoiceFromId(QStringLiteral("drak")));
}

void TestGuiColorChoice::settingsKeepTheChoice()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("s.ini"));
    {
        Settings settings(ini);
        QCOMPARE(settings.colorScheme(), ColorSchemeChoice::System);
        settings.setColorScheme(ColorSchemeChoice::Dark);
        settings.sync();
    }
    {
        Settings settings(ini); // the next start
        QCOMPARE(settings.colorScheme(), ColorSchemeChoice::Dark);
        settings.setColorScheme(ColorSchemeChoice::Light);
        settings.sync();
    }
    QCOMPARE(Settings(ini).colorScheme(), ColorSchemeChoice::Light);
    {
        // A value this version does not know is the desktop's choice.
        QSettings raw(ini, QSettings::IniFormat);
        raw.setValue(QStringLiteral("ui/colorScheme"), QStringLiteral("solarized"));
    }
    QCOMPARE(Settings(ini).colorScheme(), ColorSchemeChoice::System);
}

void TestGuiColorChoice::contrastRatioIsWcag()
{
    QCOMPARE(qRound(ErrorText::contrastRatio(Qt::black, Qt::white) * 100), 2100);
    QCOMPARE(ErrorText::contrastRatio(Qt::white, Qt::white), 1.0);
    // Symmetric, and the figures WCAG tools give (#777777 on white: 4.48).
    QCOMPARE(qRound(ErrorText::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
    QCOMPARE(ErrorText::contrastRatio(Qt::white, QColor(0x77, 0x77, 0x77)),
             ErrorText::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white));
    // One red cannot serve both: the dark palette's red on the light window reads badly.
    QVERIFY(ErrorText::contrastRatio(QColor(0xff, 0x7b, 0x6e),
                                     fusionLight().color(QPalette::Window)) < 3.0);
}

void TestGuiColorChoice::errorRedReadsOnBothPalettes_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<int>("background");
    QTest::newRow("light window") << fusionLight() << int(QPalette::Window);
    QTest::newRow("light base") << fusionLight() << int(QPalette::Base);
    QTest::newRow("dark window") << darkPalette() << int(QPalette::Window);
    QTest::newRow("dark base") << darkPalette() << int(QPalette::Base);
}

void TestGuiColorChoice::errorRedReadsOnBothPalettes()
{
    QFETCH(QPalette, palette);
    QFETCH(int, background);
    const auto role = static_cast<QPalette::ColorRole>(background);
    const QColor red = ErrorText::color(palette, role);
    const QColor behind = palette.color(role);
    QVERIFY2(ErrorText::contrastRatio(red, behind) >= kMinimumTextContrast,
             qPrintable(contrastText(red, behind)));
    // Still a red: the error reads as an error, not as plain text.
    QVERIFY2(red.red() > red.green() + 60 && red.red() > red.blue() + 60, qPrintable(red.name()));
    // Each palette its own red.
    const QColor other = ErrorText::color(isDarkPalette(palette) ? fusionLight() : darkPalette());
    QVERIFY(red != other);
}

void TestGuiColorChoice::saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
}

void TestGuiColorChoice::verifyErrorLabel(QLabel *label)
{
    const QColor text = label->palette().color(QPalette::WindowText);
    const QColor behind = label->palette().color(QPalette::Window);
    QCOMPARE(text, ErrorText::color(label->palette()));
    QVERIFY2(ErrorText::contrastRatio(text, behind) >= kMinimumTextContrast,
             qPrintable(label->objectName() + u' ' + contrastText(text, behind)));
}

void TestGuiColorChoice::menuAppliesTheSchemeLive()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    qputenv("XDG_DATA_HOME", QDir(home.path()).filePath(QStringLiteral("data")).toUtf8());
    qunsetenv("LANEBOOK_COLOR_SCHEME");
    const QColor desktopWindow = QApplication::palette().color(QPalette::Window);
    QVERIFY(!isDarkPalette(QApplication::palette())); // offscreen's palette is light

    const QString ini = home.filePath(QStringLiteral("settings.ini"));
    Settings settings(ini);
    MainWindow window;
    CompositionRoot root(&window, &settings);
    window.resize(1280, 800);
    window.show();
    auto *wiring = root.findChild<ColorSchemeWiring *>();
    QVERIFY(wiring);
    auto *settingsMenu = window.findChild<QMenu *>(QStringLiteral("settingsMenu"));
    QVERIFY(settingsMenu);
    QVERIFY(settingsMenu->actions().contains(wiring->menu()->menuAction()));
    const auto action = [&](const char *id) {
        return wiring->menu()->findChild<QAction *>(QStringLiteral("colorScheme_") +
                                                    QLatin1String(id));
    };
    QVERIFY(action("system") && action("light") && action("dark"));
    QVERIFY(action("system")->isChecked());

    auto *charts = root.findChild<ChartsWiring *>();
    QVERIFY(charts);
    QSignalSpy shown(charts, &ChartsWiring::runsShown);
    root.openDemoNotebook();
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs);
    tabs->setCurrentWidget(charts->page());
    charts->page()->rebuildNow();
    ChartView *view = charts->page()->chartView();
    QVERIFY2(!view->isShowingEmptyState(), qPrintable(view->emptyStateText()));
    QCOMPARE(view->chartView()->chart()->theme(), QChart::ChartThemeLight);

    SecretsDialog secrets(&window);
    secrets.show();
    secrets.showOutcome(false, QStringLiteral("The keychain is locked."));
    auto *outcome = secrets.findChild<QLabel *>(QStringLiteral("secretOutcomeLabel"));
    QVERIFY(outcome);
    verifyErrorLabel(outcome);
    const QColor lightRed = outcome->palette().color(QPalette::WindowText);
    auto *problems = window.findChild<QLabel *>(QStringLiteral("planProblems"));
    QVERIFY(problems);
    verifyErrorLabel(problems);

    // Dark, live: the window, the chart's theme and the error text follow at once.
    QSignalSpy applied(wiring, &ColorSchemeWiring::applied);
    action("dark")->trigger();
    QCOMPARE(applied.size(), 1);
    QVERIFY(action("dark")->isChecked());
    QVERIFY(isDarkPalette(QApplication::palette()));
    QTRY_VERIFY(isDarkPalette(window.palette()));
    QTRY_COMPARE(view->chartView()->chart()->theme(), QChart::ChartThemeDark);
    QTRY_VERIFY(isDarkPalette(outcome->palette()));
    verifyErrorLabel(outcome);
    QVERIFY(outcome->palette().color(QPalette::WindowText) != lightRed);
    verifyErrorLabel(problems);
    QCOMPARE(Settings(ini).colorScheme(), ColorSchemeChoice::Dark);
    saveScreenshot(&window, QStringLiteral("choice-dark-charts.png"));
    saveScreenshot(&secrets, QStringLiteral("choice-dark-secrets.png"));

    // A success clears the red: ordinary text again.
    secrets.showOutcome(true, QStringLiteral("Stored."));
    QCOMPARE(outcome->palette().color(QPalette::WindowText),
             secrets.palette().color(QPalette::WindowText));
    secrets.showOutcome(false, QStringLiteral("The keychain is locked."));
    verifyErrorLabel(outcome);

    // Light, live, and back to the desktop's.
    action("light")->trigger();
    QVERIFY(!isDarkPalette(QApplication::palette()));
    QTRY_COMPARE(view->chartView()->chart()->theme(), QChart::ChartThemeLight);
    QTRY_VERIFY(!isDarkPalette(outcome->palette()));
    verifyErrorLabel(outcome);
    verifyErrorLabel(problems);
    QCOMPARE(Settings(ini).colorScheme(), ColorSchemeChoice::Light);
    saveScreenshot(&window, QStringLiteral("choice-light-charts.png"));
    saveScreenshot(&secrets, QStringLiteral("choice-light-secrets.png"));

    action("dark")->trigger();
    QTRY_VERIFY(isDarkPalette(window.palette()));
    action("system")->trigger();
    QCOMPARE(QApplication::palette().color(QPalette::Window), desktopWindow);
    QTRY_COMPARE(view->chartView()->chart()->theme(), QChart::ChartThemeLight);
    QCOMPARE(Settings(ini).colorScheme(), ColorSchemeChoice::System);
    QVERIFY(action("system")->isChecked());
}

QTEST_MAIN(TestGuiColorChoice)
#include "tst_guicolorchoice.moc"
