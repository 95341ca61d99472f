// The main window against its signal/slot contract, without backends: empty states,
// filters, selection sync between table, tree and inspector, drops, and the dialogs.
#include "widgets/common/metricformat.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/columnchooserdialog.h"
#include "widgets/shell/importsummarydialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"

#include "models/notebooktree/notebooktreemodel.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/snapshotfixture.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

// Every text in the inspector, "name=value" per row, depth first.
QStringList inspectorRows(const RunInspector *inspector)
{
    QStringList rows;
    std::function<void(QTreeWidgetItem *)> walk = [&](QTreeWidgetItem *item) {
        rows << item->text(0) + QLatin1Char('=') + item->text(1);
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i));
    };
    for (int i = 0; i < inspector->tree()->topLevelItemCount(); ++i)
        walk(inspector->tree()->topLevelItem(i));
    return rows;
}

Run fixtureRun(qint64 id)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("llama8b-fp8-c64");
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
    run.setMetric(QStringLiteral("output_tok_per_s"), 3120.0, QStringLiteral("output_throughput"));
    run.setMetric(QStringLiteral("median_ttft_ms"), 38.9, QStringLiteral("median_ttft_ms"));
    run.config = {{"gpu", "H100"}, {"env", {{"HF_TOKEN", "hf_secret"}}}};
    run.source.path = QStringLiteral("/results/run.json");
    run.source.sha256 = QStringLiteral("ab12");
    return run;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void welcomePageUntilNotebookOpens();
    void emptyNotebookInvitesDrops();
    void filtersFromSnapshot();
    void selectionSyncsTableTreeAndInspector();
    void selectionSurvivesSnapshotRefresh();
    void filtersHideTheInspectedRunAndResetOnOpen();
    void dropRequestsImport();
    void importSummaryMarksFailures();
    void columnChooserKeepsOrderAndShowsPresence();
    void columnChooserNamesMetricsInOrderOfMeaning();
    void metricFormatting();
    void scaleOf100kRunsInTheWindow();
};

void TestMainWindow::welcomePageUntilNotebookOpens()
{
    MainWindow window;
    window.show();
    auto *stack = window.findChild<QStackedWidget *>();
    QVERIFY(stack);
    QCOMPARE(stack->currentWidget()->objectName(), QStringLiteral("welcomePage"));
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 0);
    QCOMPARE(stack->currentWidget()->objectName(), QStringLiteral("centralTabs"));
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("notebookPathLabel"))->text(),
             QStringLiteral("/tmp/a.lanebook"));
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("a.lanebook")));
}

void TestMainWindow::emptyNotebookInvitesDrops()
{
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 0);
    RunTableSnapshot empty;
    empty.notebookPath = QStringLiteral("/tmp/a.lanebook");
    window.setSnapshot(empty);
    QWidget *emptyState = window.findChild<QWidget *>(QStringLiteral("runsEmptyState"));
    QVERIFY(emptyState);
    QVERIFY(emptyState->isVisible());
    window.setSnapshot(test::realisticSnapshot());
    QVERIFY(!emptyState->isVisible());
    QVERIFY(window.runsPage()->table()->isVisible());
}

void TestMainWindow::filtersFromSnapshot()
{
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(test::realisticSnapshot());
    RunFilterProxyModel *proxy = window.runsPage()->proxy();
    QCOMPARE(proxy->rowCount(), 6);

    auto *formats = window.findChild<QComboBox *>(QStringLiteral("formatFilterCombo"));
    auto *models = window.findChild<QComboBox *>(QStringLiteral("modelFilterCombo"));
    auto *lanes = window.findChild<QComboBox *>(QStringLiteral("laneFilterCombo"));
    QCOMPARE(formats->count(), 5); // "All formats" + 4 present
    QCOMPARE(models->count(), 4);
    QCOMPARE(lanes->count(), 4);

    formats->setCurrentIndex(formats->findText(QStringLiteral("llama-bench")));
    QCOMPARE(proxy->rowCount(), 2);
    formats->setCurrentIndex(0);
    models->setCurrentIndex(models->findText(QStringLiteral("Qwen/Qwen2.5-7B-Instruct")));
    QCOMPARE(proxy->rowCount(), 1);
    models->setCurrentIndex(0);
    QTest::keyClicks(window.findChild<QLineEdit *>(QStringLiteral("runFilterEdit")),
                     QStringLiteral("fp8"));
    QCOMPARE(proxy->rowCount(), 1);
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("runCountLabel"))
                ->text()
                .startsWith(QStringLiteral("1 of 6")));

    // A refresh keeps the chosen filters.
    lanes->setCurrentIndex(lanes->findText(QStringLiteral("Llama-3.1-8B-Instruct · H100")));
    window.setSnapshot(test::realisticSnapshot());
    QCOMPARE(lanes->currentText(), QStringLiteral("Llama-3.1-8B-Instruct · H100"));
    QCOMPARE(proxy->rowCount(), 1);
}

void TestMainWindow::selectionSyncsTableTreeAndInspector()
{
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(test::realisticSnapshot());
    QSignalSpy selected(&window, &MainWindow::runSelected);

    QTableView *table = window.runsPage()->table();
    const int row = window.runsPage()->proxy()->rowOfRun(2);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(table->model()->index(row, 0)).center());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).toLongLong(), 2);
    QCOMPARE(window.notebookTree()->currentIndex().data(NotebookTreeModel::RunIdRole).toLongLong(),
             2);

    // Details for another run arrive late: ignored. Details for this run: shown, secrets not.
    window.showRun(fixtureRun(5));
    QCOMPARE(window.inspector()->runId(), 0);
    window.showRun(fixtureRun(2));
    QCOMPARE(window.inspector()->runId(), 2);
    const QStringList rows = inspectorRows(window.inspector());
    QVERIFY(rows.contains(QStringLiteral("Label=llama8b-fp8-c64")));
    QVERIFY(rows.contains(QStringLiteral("Output tok/s=") +
                          MetricFormat::value(3120.0, QStringLiteral("output_tok_per_s"))));
    QVERIFY(!rows.join(QLatin1Char('\n')).contains(QStringLiteral("hf_secret")));

    // Choosing in the tree selects in the table.
    NotebookTreeView *tree = window.notebookTree();
    const QModelIndex run5 = tree->treeModel()->indexOfRun(5);
    tree->setCurrentIndex(run5);
    QCOMPARE(selected.count(), 2);
    QCOMPARE(selected.at(1).at(0).toLongLong(), 5);
    QCOMPARE(window.runsPage()->proxy()->runIdAt(table->currentIndex().row()), 5);
}

// The inspector never shows a run the filters hide; a notebook opens with no filter.
void TestMainWindow::filtersHideTheInspectedRunAndResetOnOpen()
{
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(test::realisticSnapshot());
    window.notebookTree()->setCurrentIndex(window.notebookTree()->treeModel()->indexOfRun(2));
    window.showRun(fixtureRun(2));
    QCOMPARE(window.inspector()->runId(), 2);
    QSignalSpy selected(&window, &MainWindow::runSelected);

    auto *filter = window.findChild<QLineEdit *>(QStringLiteral("runFilterEdit"));
    QTest::keyClicks(filter, QStringLiteral("no-run-has-this"));
    QCOMPARE(window.runsPage()->proxy()->rowCount(), 0);
    QCOMPARE(window.inspector()->runId(), 0); // a message, not the hidden run
    filter->clear();
    QCOMPARE(selected.count(), 1); // shown again: its details are asked for again
    QCOMPARE(selected.at(0).at(0).toLongLong(), 2);
    window.showRun(fixtureRun(2));
    QCOMPARE(window.inspector()->runId(), 2);

    // Another notebook opens with every filter cleared.
    QTest::keyClicks(filter, QStringLiteral("fp8"));
    auto *formats = window.findChild<QComboBox *>(QStringLiteral("formatFilterCombo"));
    formats->setCurrentIndex(formats->findText(QStringLiteral("llama-bench")));
    window.setNotebookInfo(QStringLiteral("/tmp/b.lanebook"), 6);
    window.setSnapshot(test::realisticSnapshot());
    QVERIFY(filter->text().isEmpty());
    QCOMPARE(formats->currentIndex(), 0);
    QCOMPARE(window.runsPage()->proxy()->rowCount(), 6);
}

void TestMainWindow::selectionSurvivesSnapshotRefresh()
{
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(test::realisticSnapshot());
    QTableView *table = window.runsPage()->table();
    table->sortByColumn(RunTableModel::FirstMetricColumn, Qt::DescendingOrder);
    window.notebookTree()->setCurrentIndex(window.notebookTree()->treeModel()->indexOfRun(3));
    QSignalSpy selected(&window, &MainWindow::runSelected);

    RunTableSnapshot grown = test::realisticSnapshot();
    RunTableSnapshot::Row extra = grown.rows.front();
    extra.id = 7;
    extra.label = QStringLiteral("llama8b-fp8-c128");
    extra.metricValues[0] = 9000;
    grown.rows.push_back(extra);
    window.setSnapshot(grown);

    QCOMPARE(selected.count(), 0); // nothing changed for the user
    QCOMPARE(window.runsPage()->proxy()->runIdAt(table->currentIndex().row()), 3);
    QCOMPARE(window.runsPage()->proxy()->runIdAt(0), 7); // still sorted by throughput
    QCOMPARE(window.notebookTree()->currentIndex().data(NotebookTreeModel::RunIdRole).toLongLong(),
             3);

    // Filtered out and back: the run is selected again.
    auto *filter = window.findChild<QLineEdit *>(QStringLiteral("runFilterEdit"));
    filter->setText(QStringLiteral("llama8b"));
    QVERIFY(!table->selectionModel()->hasSelection());
    filter->clear();
    QCOMPARE(window.runsPage()->proxy()->runIdAt(table->currentIndex().row()), 3);
    // While hidden, the inspector said so; back in view, its details are asked for again.
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).toLongLong(), 3);
}

void TestMainWindow::dropRequestsImport()
{
    MainWindow window;
    window.show();
    QSignalSpy imports(&window, &MainWindow::importRequested);
    QSignalSpy opens(&window, &MainWindow::openNotebookRequested);
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 0);

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(QStringLiteral("/results/a.json")),
                  QUrl::fromLocalFile(QStringLiteral("/results/sweep"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(imports.count(), 1);
    QCOMPARE(imports.at(0).at(0).toStringList(),
             (QStringList{QStringLiteral("/results/a.json"), QStringLiteral("/results/sweep")}));
    QVERIFY(window.findChild<QWidget *>(QStringLiteral("importProgress"))->isVisible());
    QCOMPARE(opens.count(), 0);
}

void TestMainWindow::importSummaryMarksFailures()
{
    ImportSummary summary;
    FileImportOutcome ok;
    ok.path = QStringLiteral("/results/sweep/a.json");
    ok.format = RunFormat::VllmBench;
    ok.runsAdded = 3;
    FileImportOutcome again;
    again.path = QStringLiteral("/results/sweep/b.jsonl");
    again.format = RunFormat::SglangBench;
    again.runsAlreadyPresent = 2;
    FileImportOutcome bad;
    bad.path = QStringLiteral("/results/notes.txt");
    bad.error = QStringLiteral("notes.txt: not a benchmark result this version can read");
    // LLMPerf's per-request file beside its summary: skipped, saying whose run holds it.
    FileImportOutcome covered;
    covered.path = QStringLiteral("/results/sweep/m_550_150_individual_responses.json");
    covered.format = RunFormat::LlmPerf;
    covered.skipped = true;
    covered.coveredBy = QStringLiteral("/results/sweep/m_550_150_summary.json");
    summary.files = {ok, again, bad, covered};

    ImportSummaryDialog dialog;
    dialog.setSummary(summary);
    QTreeWidget *tree = dialog.tree();
    QCOMPARE(tree->topLevelItemCount(), 4);
    QCOMPARE(tree->topLevelItem(3)->text(4),
             QStringLiteral("Skipped: comes with m_550_150_summary.json"));
    QCOMPARE(summary.filesSkipped(), 0); // not "not a benchmark result"
    QCOMPARE(summary.filesCovered(), 1);
    QVERIFY(dialog.headline().contains(QStringLiteral("added nothing of their own")));
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("notes.txt")); // failures first
    QVERIFY(tree->topLevelItem(0)->text(4).startsWith(QStringLiteral("Failed: ")));
    QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("sweep/a.json"));
    QCOMPARE(tree->topLevelItem(1)->text(2), QStringLiteral("3"));
    QCOMPARE(tree->topLevelItem(2)->text(3), QStringLiteral("2"));
    QVERIFY(dialog.headline().contains(QStringLiteral("/results")));
}

void TestMainWindow::columnChooserKeepsOrderAndShowsPresence()
{
    const QStringList available{QStringLiteral("output_tok_per_s"), QStringLiteral("p99.9_itl_ms"),
                                QStringLiteral("arc_challenge.acc")};
    ColumnChooserDialog dialog(available,
                               {QStringLiteral("p99.9_itl_ms"), QStringLiteral("output_tok_per_s")},
                               {QStringLiteral("output_tok_per_s")});
    QCOMPARE(dialog.chosenColumns(),
             (QStringList{QStringLiteral("p99.9_itl_ms"), QStringLiteral("output_tok_per_s")}));
    QList<QTreeWidgetItem *> items =
        dialog.tree()->findItems(QStringLiteral("arc_challenge.acc"), Qt::MatchRecursive);
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.first()->parent()->text(0), QStringLiteral("Quality"));
    QVERIFY(!items.first()->isHidden());
    items.first()->setCheckState(0, Qt::Checked);
    QCOMPARE(dialog.chosenColumns().last(), QStringLiteral("arc_challenge.acc"));
    // A vocabulary metric no run has is hidden while "only this notebook's" is on.
    const auto absent =
        dialog.tree()->findItems(QStringLiteral("Power mean (W)"), Qt::MatchRecursive);
    QCOMPARE(absent.size(), 1);
    QVERIFY(absent.first()->isHidden());
}

void TestMainWindow::columnChooserNamesMetricsInOrderOfMeaning()
{
    const QStringList available{QStringLiteral("p99.9_ttft_ms"), QStringLiteral("p10_ttft_ms"),
                                QStringLiteral("p1_ttft_ms"), QStringLiteral("p25_ttft_ms"),
                                QStringLiteral("p50_ttft_ms")};
    ColumnChooserDialog dialog(available, {}, {});
    const auto found = dialog.tree()->findItems(QStringLiteral("TTFT p1 (ms)"), Qt::MatchRecursive);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first()->toolTip(0), QStringLiteral("p1_ttft_ms"));
    QTreeWidgetItem *latency = found.first()->parent();
    QStringList shown;
    for (int i = 0; i < latency->childCount(); ++i) {
        if (!latency->child(i)->isHidden())
            shown << latency->child(i)->text(0);
    }
    QCOMPARE(shown, (QStringList{QStringLiteral("TTFT p1 (ms)"), QStringLiteral("TTFT p10 (ms)"),
                                 QStringLiteral("TTFT p25 (ms)"), QStringLiteral("TTFT p50 (ms)"),
                                 QStringLiteral("TTFT p99.9 (ms)")}));
    // The search finds a metric by its name or by its id.
    auto *search = dialog.findChild<QLineEdit *>(QStringLiteral("columnSearchEdit"));
    QVERIFY(search);
    search->setText(QStringLiteral("p99.9_ttft"));
    QVERIFY(!dialog.tree()
                 ->findItems(QStringLiteral("TTFT p99.9 (ms)"), Qt::MatchRecursive)
                 .first()
                 ->isHidden());
    QVERIFY(found.first()->isHidden());
}

void TestMainWindow::metricFormatting()
{
    const QLocale c = QLocale::c();
    QCOMPARE(MetricFormat::value(2450.5, QStringLiteral("output_tok_per_s"), c),
             QStringLiteral("2450.5\u202Ftok/s"));
    QCOMPARE(MetricFormat::value(41.234, QStringLiteral("median_ttft_ms"), c),
             QStringLiteral("41.23\u202Fms"));
    QCOMPARE(MetricFormat::value(64, QStringLiteral("concurrency"), c), QStringLiteral("64"));
    QCOMPARE(MetricFormat::value(std::numeric_limits<double>::infinity(),
                                 QStringLiteral("request_rate_per_s"), c),
             QStringLiteral("∞\u202Freq/s"));
    QCOMPARE(MetricFormat::value(0.71234, QStringLiteral("arc_challenge.acc"), c),
             QStringLiteral("0.712"));
    QCOMPARE(MetricFormat::value(97.5, QStringLiteral("gpu_util_pct_mean"), c),
             QStringLiteral("97.50%"));
    QCOMPARE(
        MetricFormat::value(80.0 * 1024 * 1024 * 1024, QStringLiteral("memory_used_bytes_max"), c),
        QStringLiteral("80.0 GiB"));
}

void TestMainWindow::scaleOf100kRunsInTheWindow()
{
    // From snapshot to painted window, then a header-click sort and a typed filter, with
    // every view attached: 100k rows must work through every view.
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/big.lanebook"), 100000);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RunTableSnapshot snapshot = test::generatedSnapshot(100000);
    QElapsedTimer timer;
    timer.start();
    window.setSnapshot(std::move(snapshot));
    (void)window.grab(); // paints every visible widget
    const qint64 openMs = timer.restart();
    window.runsPage()->table()->sortByColumn(RunTableModel::FirstMetricColumn + 1,
                                             Qt::DescendingOrder);
    (void)window.grab();
    const qint64 sortMs = timer.restart();
    window.findChild<QLineEdit *>(QStringLiteral("runFilterEdit"))->setText(QStringLiteral("gpu3"));
    (void)window.grab();
    const qint64 filterMs = timer.restart();
    qInfo("100k runs in the window: shown %lld ms, sorted %lld ms, filtered %lld ms", openMs,
          sortMs, filterMs);
    QCOMPARE(window.runsPage()->proxy()->sourceModel()->rowCount(), 100000);
    // Timings are reported, never asserted here: tests/bench/tst_runtablebench measures them.
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
