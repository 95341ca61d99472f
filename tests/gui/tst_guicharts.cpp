// End to end, offscreen: the real main window and composition root on a real SQLite notebook
// filled by the real importers from the shared tool outputs (two vLLM bench results at
// concurrency 4 and 64, SGLang, llama-bench). The Charts tab is read off the GUI thread and
// drawn; a click on a point opens that run in the Runs tab; the latency chart loads the
// selected runs' request samples; the telemetry chart draws a trace stored for a run.
// With LANEBOOK_SCREENSHOT_DIR set, the tab is saved there as charts-tab.png.
#include "app/gui/chartswiring.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "models/runtable/runfilterproxymodel.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include "testutils.h"

#include <QChartView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

class TestGuiCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void throughputAgainstConcurrencyAndClickOpensRun();
    void latencyOfSelectedRuns();
    void telemetryBesideLoad();

private:
    void selectRuns(const QList<qint64> &ids);
    void saveScreenshot(const QString &name);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_notebook;
    qint64 m_tracedRunId = 0;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
    ChartsPage *m_page = nullptr;
};

void TestGuiCharts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_notebook = m_dir->filePath(QStringLiteral("charts.lanebook"));
    NotebookStore store;
    QVERIFY2(store.open(m_notebook), qPrintable(store.lastError()));
    for (const char *file :
         {"vllm-bench/legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json",
          "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json",
          "sglang/llama_3_3_70b_online_output.jsonl",
          "llama-bench/llama-bench_b5163_readme.json"}) {
        const FileImportOutcome outcome =
            store.runs().storeParsedFile(parseImportFile(dataPath(QString::fromLatin1(file))));
        QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    }
    // A trace for the first run, as a sampler would have recorded it: one GPU, ten seconds.
    const std::vector<Run> runs = store.runs().list();
    QVERIFY(runs.size() >= 4);
    m_tracedRunId = runs.front().id;
    const qint64 startNs =
        (runs.front().startedAt.isValid() ? runs.front().startedAt.toSecsSinceEpoch()
                                          : 1700000000) *
        1000000000LL;
    std::vector<TelemetryBatch> batches;
    for (int i = 0; i < 10; ++i) {
        TelemetryBatch batch;
        batch.sourceId = QStringLiteral("fake");
        batch.tNs = startNs + i * 1000000000LL;
        GpuIdentity gpu;
        gpu.host = QStringLiteral("bench-host");
        gpu.uuid = QStringLiteral("GPU-0b5f1c2e-test");
        gpu.name = QStringLiteral("NVIDIA H200");
        gpu.vendor = QStringLiteral("nvidia");
        batch.gpus.push_back(gpu);
        GpuSample sample;
        sample.tNs = batch.tNs;
        sample.utilPct = 10.0 * i;
        sample.powerW = 200.0 + 40.0 * i;
        batch.samples.push_back(sample);
        batches.push_back(batch);
    }
    LANEBOOK_VERIFY_EXPECTED(store.telemetry().store(m_tracedRunId, batches));
    store.close();

    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_page = m_window->findChild<ChartsPage *>(QStringLiteral("chartsPage"));
    QVERIFY(m_page);
    m_window->resize(1500, 950);
    m_window->show();
    auto *wiring = m_root->findChild<ChartsWiring *>();
    QVERIFY(wiring);
    QSignalSpy shown(wiring, &ChartsWiring::runsShown);
    m_root->openNotebook(m_notebook);
    QVERIFY(shown.wait(20000));
    QCOMPARE(shown.last().at(0).toInt(), static_cast<int>(runs.size()));
    QTRY_COMPARE(m_window->runsPage()->proxy()->rowCount(), static_cast<int>(runs.size()));
}

void TestGuiCharts::cleanup()
{
    m_root.reset();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestGuiCharts::selectRuns(const QList<qint64> &ids)
{
    RunsPage *runs = m_window->runsPage();
    QItemSelectionModel *selection = runs->table()->selectionModel();
    selection->clear();
    for (qint64 id : ids) {
        const int row = runs->proxy()->rowOfRun(id);
        QVERIFY(row >= 0);
        selection->select(runs->proxy()->index(row, 0),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
}

void TestGuiCharts::saveScreenshot(const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(m_window->grab().save(QDir(dir).filePath(name)));
}

void TestGuiCharts::throughputAgainstConcurrencyAndClickOpensRun()
{
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs);
    tabs->setCurrentWidget(m_page);
    m_page->setKind(ChartKind::ThroughputVsConcurrency);
    m_page->rebuildNow();
    ChartView *view = m_page->chartView();
    QVERIFY2(!view->isShowingEmptyState(), qPrintable(view->emptyStateText()));
    const ChartData &data = view->chartData();
    QList<double> concurrencies;
    for (const ChartSeries &series : data.series) {
        for (const ChartPoint &point : series.points)
            concurrencies << point.x;
    }
    QVERIFY2(concurrencies.contains(4.0) && concurrencies.contains(64.0),
             qPrintable(QStringLiteral("%1").arg(concurrencies.size())));
    QCOMPARE(data.y.unit, QStringLiteral("tok/s"));
    saveScreenshot(QStringLiteral("charts-tab.png"));

    // Click the first point: the Runs tab opens on its run, and the inspector follows.
    QApplication::processEvents();
    const ChartPoint target = data.series.front().points.front();
    const QPoint at = view->pointPosition(0, 0);
    QVERIFY(!at.isNull());
    QSignalSpy hovered(view, &ChartView::runHovered);
    QTest::mouseMove(view->chartView()->viewport(), at);
    QTest::mouseClick(view->chartView()->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.first().at(0).toLongLong(), target.runId);
    QVERIFY(m_page->hoverLabel()->text().contains(QStringLiteral("tok/s")));
    QTRY_COMPARE(tabs->currentWidget(), static_cast<QWidget *>(m_window->runsPage()));
    QCOMPARE(m_window->currentRunId(), target.runId);
    QCOMPARE(m_window->runsPage()->currentRunId(), target.runId);
}

void TestGuiCharts::latencyOfSelectedRuns()
{
    NotebookStore store;
    QVERIFY(store.open(m_notebook, NotebookStore::Access::ReadOnly));
    QList<qint64> withSamples;
    for (const Run &run : store.runs().list()) {
        if (run.format == RunFormat::VllmBench && !store.runs().requestSamples(run.id).empty())
            withSamples << run.id;
    }
    store.close();
    QVERIFY(!withSamples.isEmpty());
    auto *wiring = m_root->findChild<ChartsWiring *>();
    QSignalSpy loaded(wiring, &ChartsWiring::detailRunsShown);
    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(m_page);
    m_page->setKind(ChartKind::LatencyCdf);
    selectRuns(withSamples);
    QVERIFY(loaded.wait(20000));
    QCOMPARE(loaded.last().at(0).toInt(), static_cast<int>(withSamples.size()));
    m_page->rebuildNow();
    ChartView *view = m_page->chartView();
    QVERIFY2(!view->isShowingEmptyState(), qPrintable(view->emptyStateText()));
    QCOMPARE(view->chartData().series.size(), static_cast<size_t>(withSamples.size()));
    QCOMPARE(view->chartData().series.front().points.back().y, 100.0);

    m_page->setKind(ChartKind::LatencyBox);
    m_page->rebuildNow();
    QCOMPARE(view->chartData().boxes.size(), static_cast<size_t>(withSamples.size()));
}

void TestGuiCharts::telemetryBesideLoad()
{
    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(m_page);
    m_page->setKind(ChartKind::TelemetryTrace);
    selectRuns({m_tracedRunId});
    ChartView *view = m_page->chartView();
    QTRY_VERIFY_WITH_TIMEOUT(
        view->chartData().kind == ChartKind::TelemetryTrace && !view->isShowingEmptyState(), 20000);
    const ChartData &data = view->chartData();
    QVERIFY2(data.series.front().name.contains(QStringLiteral("H200")),
             qPrintable(data.series.front().name));
    QCOMPARE(data.series.front().points.size(), size_t(10));
    QCOMPARE(data.series.front().points.back().y, 90.0);

    // A run without a trace: the explicit empty state, never a stale chart.
    NotebookStore store;
    QVERIFY(store.open(m_notebook, NotebookStore::Access::ReadOnly));
    const qint64 other = store.runs().list().back().id;
    store.close();
    selectRuns({other});
    QTRY_VERIFY_WITH_TIMEOUT(view->isShowingEmptyState() &&
                                 view->emptyStateText().contains(QStringLiteral("No telemetry")),
                             20000);
}

QTEST_MAIN(TestGuiCharts)
#include "tst_guicharts.moc"
