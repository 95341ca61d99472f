// The main window fits a 1024-pixel screen in every tab, with long texts everywhere they can
// appear: a run label of 200 characters with no space, hyphen or slash to wrap at (in the
// inspector, the Runs table, the notebook tree and the Compare arms), a long notebook path in
// the status bar, a long tag, a long wave name, the planner's example message, a long verdict
// error and a long telemetry source. Each is elided or wrapped; none sets the window's minimum
// width. The Runs table's headers are as wide as their names. View › Reset Layout gives docks
// that were squeezed their default shares back.
#include "models/snapshotfixture.h"
#include "models/telemetry/telemetryhistory.h"
#include "widgets/charts/chartspage.h"
#include "widgets/compare/comparepage.h"
#include "widgets/findings/findingspage.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/livetelemetrypage.h"
#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/wavespage.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <cstdlib>
#include <utility>

using namespace lanebook;

namespace {

// The widest a screen that Lanebook must fit on gives the window (a 1024x768 panel, a remote
// desktop): the window's minimum width may not be more.
constexpr int kNarrowScreenPx = 1024;

// `stem`, lengthened with `filler` to `length` characters, then `tail`: the tail tells the
// text apart from its neighbours. Underscores only, as tools write labels: nothing a line may
// break at.
QString longText(const QString &stem, const QString &filler, const QString &tail, int length)
{
    QString text = stem;
    while (text.size() + tail.size() < length)
        text += filler;
    return text.left(length - tail.size()) + tail;
}

QString longRunLabel()
{
    return longText(QStringLiteral("llama_3_1_405b_instruct_fp8_h100x8_tp8"),
                    QStringLiteral("_chunked_prefill_prefix_caching"), QStringLiteral("_c512_r3"),
                    200);
}

QString longPath()
{
    return longText(QStringLiteral("/srv/benchmarks/inference_team"),
                    QStringLiteral("/quarterly_capacity_planning_runs"),
                    QStringLiteral("/kv_cache.lanebook"), 220);
}

// The realistic snapshot with a long label, model and lane on its first run, and metric
// columns whose names are longer than the table's 24-character cap for a metric column.
RunTableSnapshot longSnapshot()
{
    RunTableSnapshot snapshot = test::realisticSnapshot();
    snapshot.notebookPath = longPath();
    snapshot.metricColumns = {QStringLiteral("requests_per_s"),
                              QStringLiteral("gen_tok_per_s_stddev"),
                              QStringLiteral("output_tokens_mean")};
    snapshot.availableMetrics = snapshot.metricColumns;
    RunTableSnapshot::Row &first = snapshot.rows.front();
    first.label = longRunLabel();
    first.model = longText(QStringLiteral("meta_llama/Llama_3_1_405B_Instruct"),
                           QStringLiteral("_FP8_dynamic"), QStringLiteral("_v2"), 120);
    first.lane = longText(QStringLiteral("Llama_3_1_405B_Instruct"), QStringLiteral("_H100x8"),
                          QStringLiteral("_tp8"), 120);
    return snapshot;
}

Run longRun()
{
    Run run;
    run.id = 1;
    run.label = longRunLabel();
    run.format = RunFormat::VllmBench;
    run.model = longText(QStringLiteral("meta_llama/Llama_3_1_405B_Instruct"),
                         QStringLiteral("_FP8_dynamic"), QStringLiteral("_v2"), 120);
    run.setMetric(QStringLiteral("output_tok_per_s"), 3120.0, QStringLiteral("output_throughput"));
    run.source.path = longPath() + QStringLiteral(".results.json");
    return run;
}

// What the window's minimum width is made of, for a failure message.
QString minimumWidths(const MainWindow &window)
{
    QStringList parts{
        QStringLiteral("window %1 px").arg(window.minimumSizeHint().width()),
        QStringLiteral("central %1").arg(window.centralWidget()->minimumSizeHint().width())};
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->isVisible())
            parts << QStringLiteral("%1 %2")
                         .arg(dock->objectName())
                         .arg(dock->minimumSizeHint().width());
    }
    return parts.join(QStringLiteral(", "));
}

// Lets the layouts take in what was just changed: a label's new width reaches the window's
// minimum through layout requests, one level at a time.
void settle()
{
    QTest::qWait(50);
}

} // namespace

class TestLayoutFit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTabFitsANarrowScreenWithLongTexts();
    void runsTableHeadersAreAsWideAsTheirNames();
    void resetLayoutGivesSqueezedDocksTheirShares();
};

void TestLayoutFit::everyTabFitsANarrowScreenWithLongTexts()
{
    TelemetryHistory history(2);
    MainWindow window;
    // The pages the composition root adds, in its order.
    auto *waves = new WavesPage;
    auto *live = new LiveTelemetryPage(&history);
    window.addPage(waves, QStringLiteral("Waves"));
    window.addPage(live, QStringLiteral("Live"));
    window.addPage(new ChartsPage, QStringLiteral("Charts"));
    window.addPage(new FindingsPage, QStringLiteral("Findings"));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    qInfo("before any long text: %s", qPrintable(minimumWidths(window)));

    window.setNotebookInfo(longPath(), 6);
    window.setSnapshot(longSnapshot());
    window.showStatusMessage(longText(QStringLiteral("Import finished"),
                                      QStringLiteral(" and every file was read"),
                                      QStringLiteral("."), 300));
    const Run run = longRun();
    window.inspector()->showRun(run);
    RunAnnotation tag;
    tag.runId = run.id;
    tag.kind = QStringLiteral("tag");
    tag.text = longText(QStringLiteral("capacity_plan"), QStringLiteral("_q3_baseline"),
                        QStringLiteral("_keep"), 120);
    window.inspector()->showAnnotations(run.id, {tag});
    window.compareRuns({1}, {2});
    window.comparePage()->showVerdictFailed(longText(QStringLiteral("/srv/notebooks/"),
                                                     QStringLiteral("locked_by_another_writer_"),
                                                     QStringLiteral("retry"), 200));
    auto *example = waves->findChild<QPushButton *>(QStringLiteral("newFromExampleButton"));
    QVERIFY(example);
    example->click(); // says what it did in the planner's file label, at length
    waves->monitor()->expectWave(longText(QStringLiteral("glm5_nvfp4_vs_fp8"),
                                          QStringLiteral("_prefix_cache_sweep"),
                                          QStringLiteral("_night2"), 150));
    const QString source =
        longText(QStringLiteral("prometheus:http://dcgm-exporter.gpu-cluster.internal:9400"),
                 QStringLiteral("/metrics_federated"), QStringLiteral("?node=7"), 160);
    live->setSourceChoices({QStringLiteral("auto"), source}, source);

    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 6);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        settle();
        const QString where = tabs->tabText(tab);
        qInfo("%s: %s", qPrintable(where), qPrintable(minimumWidths(window)));
        QVERIFY2(window.minimumSizeHint().width() <= kNarrowScreenPx,
                 qPrintable(QStringLiteral("%1 tab: %2").arg(where, minimumWidths(window))));
    }
}

void TestLayoutFit::runsTableHeadersAreAsWideAsTheirNames()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(longSnapshot());
    QTableView *table = window.runsPage()->table();
    QHeaderView *header = table->horizontalHeader();
    QVERIFY(header->count() > RunTableModel::FirstMetricColumn);
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        // The room the header needs for its name, its margins and the sort arrow.
        const QString name = table->model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                 qPrintable(QStringLiteral("\"%1\" is %2 px wide, needs %3 px")
                                .arg(name)
                                .arg(header->sectionSize(column))
                                .arg(header->sectionSizeHint(column))));
    }
}

void TestLayoutFit::resetLayoutGivesSqueezedDocksTheirShares()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(test::realisticSnapshot());
    auto *tree = window.findChild<QDockWidget *>(QStringLiteral("notebookDock"));
    auto *inspector = window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    QVERIFY(tree && inspector);
    QTRY_VERIFY(tree->isVisible() && inspector->isVisible());
    settle(); // the first layout at the default shares

    const auto shareWidth = [&window](double share) { return int(window.width() * share); };
    // Squeezed as a page that once asked for too much width left them; saved so, they came
    // back so at every start.
    window.resizeDocks({tree, inspector}, {40, 40}, Qt::Horizontal);
    QTRY_VERIFY(tree->width() < shareWidth(MainWindow::kDefaultTreeShare) * 3 / 4 &&
                inspector->width() < shareWidth(MainWindow::kDefaultInspectorShare) * 3 / 4);

    auto *reset = window.findChild<QAction *>(QStringLiteral("resetLayoutAction"));
    QVERIFY2(reset, "View › Reset Layout");
    reset->trigger();
    // A few pixels go to the separator and the frame.
    for (const auto &[dock, share] : {std::pair{tree, MainWindow::kDefaultTreeShare},
                                      std::pair{inspector, MainWindow::kDefaultInspectorShare}}) {
        QTRY_VERIFY2(std::abs(dock->width() - shareWidth(share)) <= 12,
                     qPrintable(QStringLiteral("%1 is %2 px wide, its share of %3 px is %4 px")
                                    .arg(dock->objectName())
                                    .arg(dock->width())
                                    .arg(window.width())
                                    .arg(shareWidth(share))));
        QVERIFY(dock->isVisible() && !dock->isFloating());
    }
    QCOMPARE(window.dockWidgetArea(tree), Qt::LeftDockWidgetArea);
    QCOMPARE(window.dockWidgetArea(inspector), Qt::RightDockWidgetArea);

    // Closed, or tabbed together on one side: back as at a first start.
    inspector->hide();
    window.tabifyDockWidget(tree, inspector);
    reset->trigger();
    QTRY_VERIFY(tree->isVisible() && inspector->isVisible());
    QCOMPARE(window.dockWidgetArea(inspector), Qt::RightDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(tree).isEmpty());
}

QTEST_MAIN(TestLayoutFit)
#include "tst_layoutfit.moc"
