// The Charts tab on the demo notebook (`lanebook --demo`), offscreen: the OEA A/B's runs
// against concurrency, a series per config (baseline and OEA routing), and the
// quantization sweep with its 2-bit quality cliff. With LANEBOOK_SCREENSHOT_DIR set, both
// charts are saved there (the project's resources/screenshots/charts-tab.png comes from here).
#include "app/gui/chartswiring.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"
#include "widgets/shell/mainwindow.h"

#include <QComboBox>
#include <QDir>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

class TestGuiChartsDemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demoChartsTellTheStory();

private:
    void saveScreenshot(const QString &name);

    QTemporaryDir m_home;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
};

void TestGuiChartsDemo::initTestCase()
{
    // The demo notebook lives under the data location: keep it out of the real one.
    QVERIFY(m_home.isValid());
    qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(QStringLiteral("data")).toUtf8());
}

void TestGuiChartsDemo::saveScreenshot(const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(m_window->grab().save(QDir(dir).filePath(name)));
}

void TestGuiChartsDemo::demoChartsTellTheStory()
{
    m_settings = std::make_unique<Settings>(m_home.filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_window->resize(1600, 1000);
    m_window->show();
    auto *wiring = m_root->findChild<ChartsWiring *>();
    QVERIFY(wiring);
    QSignalSpy shown(wiring, &ChartsWiring::runsShown);
    m_root->openDemoNotebook();
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
    ChartsPage *page = wiring->page();
    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(page);

    // The first chart, as a newcomer sees it: chosen from what the demo
    // holds, and the mock run's 1,000,000 tok/s does not flatten the real runs to zero: the y
    // axis is logarithmic and the note says why.
    page->rebuildNow();
    {
        ChartView *first = page->chartView();
        QVERIFY2(!first->isShowingEmptyState(), qPrintable(first->emptyStateText()));
        const ChartData data = first->chartData();
        QVERIFY(data.pointCount() >= 5);
        QCOMPARE(data.y.scale, AxisScale::Log10);
        QVERIFY2(data.note.contains(QStringLiteral("logarithmic")), qPrintable(data.note));
        saveScreenshot(QStringLiteral("charts-tab-first.png"));
    }

    // The OEA A/B: baseline and OEA routing, one series each, at 10, 64, 256 and 1024.
    page->setKind(ChartKind::ThroughputVsConcurrency);
    auto *grouping = page->findChild<QComboBox *>(QStringLiteral("chartGroupingCombo"));
    grouping->setCurrentIndex(grouping->findData(static_cast<int>(SeriesGrouping::Config)));
    QComboBox *models = page->modelCombo();
    models->setCurrentIndex(models->findText(QStringLiteral("GLM-5"), Qt::MatchStartsWith));
    QVERIFY(models->currentIndex() > 0);
    page->rebuildNow();
    ChartView *view = page->chartView();
    QVERIFY2(!view->isShowingEmptyState(), qPrintable(view->emptyStateText()));
    const ChartData concurrency = view->chartData();
    const ChartSeries *oea = nullptr;
    for (const ChartSeries &s : concurrency.series) {
        if (s.name.contains(QStringLiteral("oea")))
            oea = &s;
    }
    QStringList names;
    for (const ChartSeries &s : concurrency.series)
        names << s.name;
    QVERIFY2(oea, qPrintable(names.join(QStringLiteral(" | "))));
    QCOMPARE(concurrency.series.size(), size_t(2)); // baseline and OEA, nothing else
    QCOMPARE(oea->points.size(), size_t(4));
    QCOMPARE(oea->points.back().x, 1024.0);
    QCOMPARE(oea->points.back().y, 1599.13); // the published table
    saveScreenshot(QStringLiteral("charts-tab-concurrency.png"));

    // The quantization sweep: speed rises as bits fall, and perplexity jumps at 2 bits.
    page->setKind(ChartKind::SpeedQualityVsBits);
    models->setCurrentIndex(models->findText(QStringLiteral("qwen3moe"), Qt::MatchStartsWith));
    QVERIFY(models->currentIndex() > 0);
    page->rebuildNow();
    QVERIFY2(!view->isShowingEmptyState(), qPrintable(view->emptyStateText()));
    const ChartData bits = view->chartData();
    QVERIFY(bits.hasRightAxis());
    QVERIFY2(bits.note.contains(QStringLiteral("quality cliff")), qPrintable(bits.note));
    saveScreenshot(QStringLiteral("charts-tab-bits.png"));
}

QTEST_MAIN(TestGuiChartsDemo)
#include "tst_guichartsdemo.moc"
