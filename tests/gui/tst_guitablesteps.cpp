// End to end, offscreen: a notebook large enough to be read in two steps (the threshold is
// lowered here; in use it is 200,000 runs) paints its Runs table before its metric columns,
// says so in the status bar, then shows the metrics in place: the selected run stays selected,
// a sort by throughput takes effect, and the Charts tab reads the notebook only after the
// table is whole. A change recorded by another process keeps the metrics shown while the
// table is read again. With LANEBOOK_SCREENSHOT_DIR set, the window is saved there at the
// first paint (runs-reading-metrics.png) and whole (runs-metrics-read.png).
// A notebook large enough (threshold lowered again) paints a first screenful before the whole
// table: every run is counted and the rows past the screenful show their place, no values; the
// tree and the other tabs wait for the whole table, which then replaces it
// (runs-first-screenful.png).
#include "app/gui/chartswiring.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"

#include <QDir>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

constexpr int kRuns = 40;

Run throughputRun(int i)
{
    Run run;
    run.label = QStringLiteral("run-%1").arg(i, 2, 10, QLatin1Char('0'));
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("Qwen/Qwen3-8B");
    run.startedAt = QDateTime::fromSecsSinceEpoch(1780000000 + i * 60, Qt::UTC);
    run.setMetric(QStringLiteral("output_tok_per_s"), 1000.0 + (i * 37 % kRuns));
    return run;
}

void saveScreenshot(QWidget &window, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window.grab().save(QDir(dir).filePath(name));
}

} // namespace

class TestGuiTableSteps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { NotebookReader::setTwoStepTableRuns(10); }
    void cleanupTestCase() { NotebookReader::setTwoStepTableRuns(200000); }

    void paintsAScreenfulFirstThenTheWholeTable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("head.lanebook"));
        {
            NotebookStore store;
            QVERIFY(store.open(path));
            for (int i = 0; i < kRuns; ++i) {
                Run run = throughputRun(i);
                run.lane = i % 2 == 0 ? QStringLiteral("baseline") : QStringLiteral("fp8");
                QVERIFY(store.runs().insertRun(run));
            }
        }
        NotebookReader::setHeadFirstTableRuns(10, 8);
        const auto restore = qScopeGuard([] { NotebookReader::setHeadFirstTableRuns(200000); });
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CompositionRoot root(&window, &settings);
        RunsPage *page = window.runsPage();
        const RunTableModel *model = page->proxy()->runTableModel();
        const QAbstractItemModel *tree = window.notebookTree()->model();

        // What the window showed at the first paint, recorded as it happened.
        int rowsAtFirstPaint = -1;
        int treeRowsAtFirstPaint = -1;
        QString messageAtFirstPaint;
        QVariant firstLabel, lastLabel, lastStatus, lastId;
        bool lastFiltered = true;
        const QMetaObject::Connection firstPaint =
            connect(&root, &CompositionRoot::snapshotShown, this, [&] {
                if (rowsAtFirstPaint >= 0)
                    return; // the whole table, which follows
                rowsAtFirstPaint = model->rowCount();
                treeRowsAtFirstPaint = tree->rowCount();
                messageAtFirstPaint = window.statusBar()->currentMessage();
                firstLabel = model->index(0, RunTableModel::LabelColumn).data();
                const QModelIndex last = model->index(kRuns - 1, RunTableModel::LabelColumn);
                lastLabel = last.data();
                lastStatus = last.data(RunTableModel::StatusRole);
                lastId = last.data(RunTableModel::RunIdRole);
                // A run not read yet matches no filter; every run shows without one.
                page->proxy()->setFilterText(QStringLiteral("run"));
                lastFiltered = page->proxy()->rowCount() == 8;
                page->proxy()->setFilterText({});
                saveScreenshot(window, QStringLiteral("runs-first-screenful.png"));
                // The user picks a run the screenful has not read.
                page->selectRun(30);
            });
        QSignalSpy shown(&root, &CompositionRoot::snapshotShown);
        QSignalSpy loaded(&root, &CompositionRoot::tableLoaded);
        root.openNotebook(path);
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 20000);
        disconnect(firstPaint);

        QCOMPARE(shown.count(), 2); // the screenful, then the whole table
        QCOMPARE(shown.first().first().toInt(), kRuns);
        QCOMPARE(rowsAtFirstPaint, kRuns);
        QCOMPARE(treeRowsAtFirstPaint, 0); // the tree waits for the whole table
        QVERIFY2(messageAtFirstPaint.contains(QStringLiteral("Reading 40 run")),
                 qPrintable(messageAtFirstPaint));
        QCOMPARE(firstLabel.toString(), QStringLiteral("run-00"));
        QVERIFY(!lastLabel.isValid());
        QVERIFY(!lastStatus.isValid());
        QCOMPARE(lastId.toLongLong(), qint64(kRuns));
        QVERIFY(lastFiltered);

        // Whole: every row read, the tree has its lanes, the picked run is still current.
        QVERIFY(!model->snapshot()->headOnly);
        QCOMPARE(model->rowCount(), kRuns);
        QCOMPARE(model->index(kRuns - 1, RunTableModel::LabelColumn).data().toString(),
                 QStringLiteral("run-39"));
        QVERIFY(!model->metricsPending());
        QVERIFY(!std::isnan(model->rowAt(kRuns - 1).metricValues[0]));
        QCOMPARE(model->lanes(), QStringList({QStringLiteral("baseline"), QStringLiteral("fp8")}));
        QTRY_VERIFY(tree->rowCount() >= 2);
        const QModelIndex current = page->table()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(page->proxy()->runIdAt(current.row()), qint64(30));
        QVERIFY2(window.statusBar()->currentMessage().isEmpty(),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    void paintsRunsFirstThenMetricsInPlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.lanebook"));
        {
            NotebookStore store;
            QVERIFY(store.open(path));
            for (int i = 0; i < kRuns; ++i)
                QVERIFY(store.runs().insertRun(throughputRun(i)));
        }
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CompositionRoot root(&window, &settings);
        auto *charts = root.findChild<ChartsWiring *>();
        QVERIFY(charts);
        RunsPage *page = window.runsPage();
        const RunTableModel *model = page->proxy()->runTableModel();

        // What the window showed when each step landed, recorded as it happened.
        bool pendingAtFirstPaint = false;
        QString messageAtFirstPaint;
        bool chartsBeforeTable = false;
        bool tableWhole = false;
        const QMetaObject::Connection firstPaint =
            connect(&root, &CompositionRoot::snapshotShown, this, [&] {
                pendingAtFirstPaint = model->metricsPending();
                messageAtFirstPaint = window.statusBar()->currentMessage();
                saveScreenshot(window, QStringLiteral("runs-reading-metrics.png"));
                // The user sorts by throughput and picks a run before the metrics arrive.
                page->table()->sortByColumn(RunTableModel::FirstMetricColumn, Qt::DescendingOrder);
                page->selectRun(model->runIdAt(5));
            });
        connect(&root, &CompositionRoot::tableLoaded, this, [&] { tableWhole = true; });
        connect(charts, &ChartsWiring::runsShown, this,
                [&] { chartsBeforeTable = chartsBeforeTable || !tableWhole; });
        QSignalSpy shown(&root, &CompositionRoot::snapshotShown);
        QSignalSpy loaded(&root, &CompositionRoot::tableLoaded);
        QSignalSpy chartsShown(charts, &ChartsWiring::runsShown);
        root.openNotebook(path);
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 20000);
        QCOMPARE(shown.count(), 1);
        QVERIFY(pendingAtFirstPaint);
        QVERIFY2(messageAtFirstPaint.contains(QStringLiteral("Reading the metric columns of 40")),
                 qPrintable(messageAtFirstPaint));
        QVERIFY(!model->metricsPending());
        QVERIFY2(window.statusBar()->currentMessage().isEmpty(),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(loaded.first().first().toInt(), kRuns);

        saveScreenshot(window, QStringLiteral("runs-metrics-read.png"));
        // The metrics are in, sorted by throughput, and the picked run is still the current one.
        QCOMPARE(page->proxy()->rowCount(), kRuns);
        for (int row = 1; row < kRuns; ++row)
            QVERIFY(model->rowAt(row - 1).metricValues[0] >= model->rowAt(row).metricValues[0]);
        QCOMPARE(model->rowAt(0).metricValues[0], 1000.0 + kRuns - 1);
        const QModelIndex current = page->table()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(page->proxy()->runIdAt(current.row()), qint64(6));

        QTRY_VERIFY_WITH_TIMEOUT(!chartsShown.isEmpty(), 20000);
        QVERIFY2(!chartsBeforeTable, "the charts were read while the table was");
        QCOMPARE(chartsShown.last().first().toInt(), kRuns);

        // Another process adds a run: the table is read again in two steps, and the runs it
        // showed keep their metrics at the first step (a run's metrics never change).
        disconnect(firstPaint);
        shown.clear();
        loaded.clear();
        bool metricsKept = false;
        connect(&root, &CompositionRoot::snapshotShown, this, [&] {
            metricsKept = model->metricsPending() && model->rowCount() == kRuns + 1 &&
                          !std::isnan(model->rowAt(model->rowOfRun(1)).metricValues[0]);
        });
        {
            NotebookStore other;
            QVERIFY(other.open(path));
            QVERIFY(other.runs().insertRun(throughputRun(kRuns)));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 20000);
        QVERIFY(!shown.isEmpty());
        QVERIFY(metricsKept);
        QCOMPARE(model->rowCount(), kRuns + 1);
        QVERIFY(!std::isnan(model->rowAt(model->rowOfRun(kRuns + 1)).metricValues[0]));
    }
};

QTEST_MAIN(TestGuiTableSteps)
#include "tst_guitablesteps.moc"
