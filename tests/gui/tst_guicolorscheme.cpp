// The dark palette: LANEBOOK_COLOR_SCHEME=dark gives a dark window palette
// on a desktop that reports a light one (offscreen does), the charts follow it with Qt Charts'
// dark theme, and the override's parsing and the desktop fallback are checked on palettes.
// The Waves planner at 1280x800 shows its plan editor whole (no field cut off on the right).
// With LANEBOOK_SCREENSHOT_DIR set, the Charts and Waves tabs at 1280x800 are saved there.
#include "app/gui/chartswiring.h"
#include "app/gui/colorscheme.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "app/gui/wavewiring.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/waves/wavespage.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QScrollArea>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

class TestGuiColorScheme : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overrideWinsOverTheDesktop();
    void desktopDecidesWithoutOverride();
    void forcedDarkDarkensTheWindowAndTheCharts();

private:
    void saveScreenshot(QWidget *window, const QString &name);
};

void TestGuiColorScheme::overrideWinsOverTheDesktop()
{
    const QPalette light(QColor(0xef, 0xef, 0xef));
    QCOMPARE(chooseColorScheme(light, "dark"), ColorScheme::Dark);
    QCOMPARE(chooseColorScheme(light, " DARK\n"), ColorScheme::Dark);
    QCOMPARE(chooseColorScheme(darkPalette(), "light"), ColorScheme::Light);
}

void TestGuiColorScheme::desktopDecidesWithoutOverride()
{
    const QPalette light(QColor(0xef, 0xef, 0xef));
    QCOMPARE(chooseColorScheme(light, ""), ColorScheme::Light);
    QCOMPARE(chooseColorScheme(darkPalette(), ""), ColorScheme::Dark);
    // "auto" or a typo is not an override: the desktop still decides.
    QCOMPARE(chooseColorScheme(darkPalette(), "auto"), ColorScheme::Dark);
    QCOMPARE(chooseColorScheme(light, "drak"), ColorScheme::Light);
}

void TestGuiColorScheme::saveScreenshot(QWidget *window, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(window->grab().save(QDir(dir).filePath(name)));
}

void TestGuiColorScheme::forcedDarkDarkensTheWindowAndTheCharts()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    qputenv("XDG_DATA_HOME", QDir(home.path()).filePath(QStringLiteral("data")).toUtf8());
    // The offscreen platform's palette is light: the override is what makes it dark.
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >= 128);
    qputenv("LANEBOOK_COLOR_SCHEME", "dark");
    QCOMPARE(applyColorScheme(*qApp), ColorScheme::Dark);
    const QPalette applied = QApplication::palette();
    QVERIFY(applied.color(QPalette::Window).lightness() < 64);
    QVERIFY(applied.color(QPalette::WindowText).lightness() > 192);
    QVERIFY(applied.color(QPalette::Base).lightness() < 64);

    Settings settings(home.filePath(QStringLiteral("settings.ini")));
    MainWindow window;
    CompositionRoot root(&window, &settings);
    window.resize(1280, 800);
    window.show();
    QVERIFY(window.palette().color(QPalette::Window).lightness() < 64);

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
    QChart *chart = view->chartView()->chart();
    QVERIFY(chart);
    QCOMPARE(chart->theme(), QChart::ChartThemeDark);
    saveScreenshot(&window, QStringLiteral("dark-charts.png"));

    auto *waves = root.findChild<WaveWiring *>();
    QVERIFY(waves);
    tabs->setCurrentWidget(waves->page());
    QTest::qWait(50);
    saveScreenshot(&window, QStringLiteral("dark-waves.png"));

    // The planner at 1280x800: the plan editor's fields are not cut off on the right.
    auto *scroll = waves->page()->findChild<QScrollArea *>(QStringLiteral("planEditorScroll"));
    QVERIFY(scroll);
    QVERIFY(scroll->isVisible());
    const int needed = scroll->widget()->minimumSizeHint().width();
    QVERIFY2(scroll->viewport()->width() >= needed,
             qPrintable(QStringLiteral("viewport %1 px < editor %2 px")
                            .arg(scroll->viewport()->width())
                            .arg(needed)));
}

QTEST_MAIN(TestGuiColorScheme)
#include "tst_guicolorscheme.moc"
