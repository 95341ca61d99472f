// Export from the Charts tab writes what is shown: on the light palette a light picture, after
// Settings > Colour Scheme > Dark a dark one (PNG pixels and the SVG's background colour), and
// the status bar names the file written. Charts for documents (renderChartToFile's default, as
// the findings export uses it) stay light whatever the window shows.
#include "app/gui/chartswiring.h"
#include "app/gui/colorschemewiring.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "widgets/charts/chartfileexport.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"
#include "widgets/shell/mainwindow.h"

#include "comparisonfixture.h"

#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

// The picture's background: a corner, and the middle of the top edge (the title's band).
int backgroundLightness(const QImage &image)
{
    const QColor corner = image.pixelColor(2, 2);
    const QColor top = image.pixelColor(image.width() / 2, 3);
    return (corner.lightness() + top.lightness()) / 2;
}

// The SVG's first filled rectangle is the scene's background.
QString svgText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestGuiChartExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportsWhatIsShownAndSaysWhere();
};

void TestGuiChartExport::exportsWhatIsShownAndSaysWhere()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notebook = dir.filePath(QStringLiteral("export.lanebook"));
    {
        NotebookStore store;
        QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
        const Arms arms = interleavedWave({10, 64}, 3, 1.08);
        for (const Run &run : arms.control)
            QVERIFY(store.runs().insertRun(run));
        for (const Run &run : arms.candidate)
            QVERIFY(store.runs().insertRun(run));
    }
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    MainWindow window;
    CompositionRoot root(&window, &settings);
    window.resize(1280, 800);
    window.show();
    auto *charts = root.findChild<ChartsWiring *>();
    QVERIFY(charts);
    QSignalSpy shown(charts, &ChartsWiring::runsShown);
    root.openNotebook(notebook);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
    window.showPage(charts->page());
    ChartsPage *page = charts->page();
    page->rebuildNow();
    QVERIFY2(!page->chartView()->isShowingEmptyState(),
             qPrintable(page->chartView()->emptyStateText()));

    // Light on screen: a light picture, and the status bar says where it went.
    const QString lightPng = dir.filePath(QStringLiteral("light.png"));
    QSignalSpy exported(page, &ChartsPage::chartExported);
    QVERIFY(page->saveChart(lightPng));
    QCOMPARE(exported.size(), 1);
    QCOMPARE(exported.last().at(0).toString(), lightPng);
    QVERIFY2(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(lightPng)),
             qPrintable(window.statusBar()->currentMessage()));
    const QImage light(lightPng);
    QVERIFY(!light.isNull());
    QVERIFY2(backgroundLightness(light) > 200, qPrintable(light.pixelColor(2, 2).name()));

    // Dark on screen: a dark picture, PNG and SVG.
    auto *scheme = root.findChild<ColorSchemeWiring *>();
    QVERIFY(scheme);
    scheme->choose(ColorSchemeChoice::Dark);
    QTRY_VERIFY(page->chartView()->palette().color(QPalette::Window).lightness() < 128);
    const QString darkPng = dir.filePath(QStringLiteral("dark.png"));
    QVERIFY(page->saveChart(darkPng));
    QVERIFY(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(darkPng)));
    const QImage dark(darkPng);
    QVERIFY(!dark.isNull());
    QVERIFY2(backgroundLightness(dark) < 80, qPrintable(dark.pixelColor(2, 2).name()));
    QCOMPARE(dark.size(), light.size());

    const QString darkSvg = dir.filePath(QStringLiteral("dark.svg"));
    QVERIFY(page->saveChart(darkSvg));
    const QString darkBackground = dark.pixelColor(2, 2).name();
    const QString svg = svgText(darkSvg);
    QVERIFY2(svg.contains(QStringLiteral("fill=\"%1\"").arg(darkBackground)),
             qPrintable(darkBackground));

    // A document's chart stays light, whatever the window shows.
    const QString documentPng = dir.filePath(QStringLiteral("document.png"));
    const Expected<void> document =
        renderChartToFile(page->chartView()->chartData(), documentPng, QSize(640, 400));
    QVERIFY2(document, qPrintable(document.error()));
    QVERIFY(backgroundLightness(QImage(documentPng)) > 200);

    // A file that cannot be written: false, nothing said as written, the path named.
    exported.clear();
    const QString nowhere = dir.filePath(QStringLiteral("missing/folder/chart.png"));
    QVERIFY(!page->saveChart(nowhere));
    QVERIFY(exported.isEmpty());
    auto *box = page->findChild<QMessageBox *>(QStringLiteral("chartExportError"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QDir::toNativeSeparators(nowhere)), qPrintable(box->text()));

    scheme->choose(ColorSchemeChoice::System);
}

QTEST_MAIN(TestGuiChartExport)
#include "tst_guichartexport.moc"
