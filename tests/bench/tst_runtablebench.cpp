// Benchmark (label bench): a notebook of 1,000,000 runs, on SQLite and on PostgreSQL over
// loopback (issue 14, part 5). Measures, in one run on one machine: opening the notebook to a
// painted Runs table (a first screenful read, every run counted, every view painted), the
// table whole (its run columns, then its metric columns, filled in after the first paint), a
// header-click sort and a typed filter. References measured beside them in the same run: a
// bare QSqlQuery scan of the run columns, and std::sort of the sorted column's values. It FAILS
// when a ratio target is missed. LANEBOOK_BENCH_RUNS sets a smaller notebook for a quick look;
// LANEBOOK_BENCH_SMOKE=1 one of 200,000 runs (see benchRuns()).
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"
#include "generatednotebook.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"
#include "notebookbackend.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <random>

using namespace lanebook;

namespace {

// Smoke: 200,000 runs, the smallest notebook the reader opens as it opens a million (a first
// screenful, then the rest: g_headFirstTableRuns in notebookreader.cpp), so the paint is
// measured on the same path against a scan of a fifth of the rows, and the sort, the filter
// and the stall are each one pass over the runs as at a million.
int benchRuns()
{
    const int runs = qEnvironmentVariableIntValue("LANEBOOK_BENCH_RUNS");
    return runs > 0 ? (runs + test::kSeedRuns - 1) / test::kSeedRuns * test::kSeedRuns
                    : test::benchSize(1000000, 200000);
}

} // namespace

class BenchRunTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void millionRuns_data()
    {
        QTest::addColumn<bool>("postgres");
        QTest::newRow("sqlite") << false;
        QTest::newRow("postgresql") << true;
    }

    void millionRuns()
    {
        QFETCH(bool, postgres);
        const int runs = benchRuns();
        QTemporaryDir dir;
        QString location = dir.filePath(QStringLiteral("million.lanebook"));
        if (postgres) {
            test::PostgresFixture &server = test::postgresServer();
            location = server.url(server.createDatabase(QStringLiteral("million")));
        }
        // LANEBOOK_BENCH_SQLITE_FILE keeps the SQLite notebook there, and a later run that
        // finds it whole times it again without building it (for trying changes quickly).
        const QString kept = qEnvironmentVariable("LANEBOOK_BENCH_SQLITE_FILE");
        bool built = false;
        if (!postgres && !kept.isEmpty()) {
            location = kept;
            NotebookStore store;
            built = QFileInfo::exists(kept) && store.open(kept) && store.runs().count() == runs;
        }
        QElapsedTimer timer;
        timer.start();
        if (!built) {
            if (!postgres && !kept.isEmpty())
                QFile::remove(kept);
            NotebookStore store;
            QVERIFY2(store.open(location), qPrintable(store.lastError()));
            const FileImportOutcome outcome = store.runs().storeParsedFile(test::seedRuns());
            QVERIFY2(outcome.ok(), qPrintable(outcome.error));
            QCOMPARE(outcome.runsAdded, test::kSeedRuns);
        }
        const QString raw = QStringLiteral("raw");
        if (!built) {
            QSqlDatabase db = test::addRawConnection(location, raw);
            QVERIFY(db.open());
            QString error;
            QVERIFY2(test::growNotebook(db, runs, &error), qPrintable(error));
            QSqlQuery count(db);
            QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM runs")) && count.next());
            QCOMPARE(count.value(0).toInt(), runs);
        }
        QSqlDatabase::removeDatabase(raw);
        qInfo("%s: a notebook of %d runs x 6 metrics %s in %.1f s",
              postgres ? "PostgreSQL" : "SQLite", runs, built ? "found" : "built",
              timer.nsecsElapsed() / 1e9);

        // Reference: the cheapest read of the run columns through Qt SQL.
        std::vector<double> scanMs;
        for (int repeat = 0; repeat < 3; ++repeat) {
            {
                QSqlDatabase db = test::addRawConnection(location, raw);
                QVERIFY(db.open());
                timer.restart();
                QSqlQuery query(db);
                query.setForwardOnly(true);
                QVERIFY(query.exec(QStringLiteral(
                    "SELECT id, label, format, model, status, started_at FROM runs")));
                int rows = 0;
                while (query.next())
                    rows += query.value(0).toLongLong() > 0 ? 1 : 0;
                scanMs.push_back(timer.nsecsElapsed() / 1e6);
                QCOMPARE(rows, runs);
            }
            QSqlDatabase::removeDatabase(raw);
        }

        std::vector<double> paintMs, wholeMs, stallMs, sortMs, sortAloneMs, sortReferenceMs,
            repaintMs, filterMs;
        for (int repeat = 0; repeat < 3; ++repeat) {
            Settings settings(dir.filePath(QStringLiteral("settings-%1.ini").arg(repeat)));
            MainWindow window;
            window.resize(1600, 1000);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            CompositionRoot root(&window, &settings);
            QSignalSpy shown(&root, &CompositionRoot::snapshotShown);
            QSignalSpy whole(&root, &CompositionRoot::tableLoaded);
            timer.restart();
            root.openNotebook(location);
            QVERIFY(shown.wait(60000));
            (void)window.grab(); // paint every visible widget
            paintMs.push_back(timer.nsecsElapsed() / 1e6);
            QCOMPARE(shown.first().first().toInt(), runs);
            QTableView *table = window.runsPage()->table();
            QCOMPARE(table->model()->rowCount(), runs);
            // While the rest is read the window must stay responsive: the longest time the
            // GUI thread goes without serving a 1 ms timer, the read's results landing in the
            // table, the tree and the combos included. The tick is short and precise because a
            // gap holds the wait for the tick as well as the work: a 5 ms tick added up to 5 ms
            // of idle time to what it measured (8 ms of work read as 8 to 13 ms).
            QElapsedTimer sinceTick;
            double longestStall = 0;
            QTimer heartbeat;
            heartbeat.setTimerType(Qt::PreciseTimer);
            heartbeat.setInterval(1);
            connect(&heartbeat, &QTimer::timeout, this, [&sinceTick, &longestStall] {
                longestStall = std::max(longestStall, sinceTick.nsecsElapsed() / 1e6);
                sinceTick.restart();
            });
            sinceTick.start();
            heartbeat.start();
            QVERIFY(whole.wait(60000) || !whole.isEmpty());
            QCoreApplication::processEvents(); // the last stall ends at the next tick
            longestStall = std::max(longestStall, sinceTick.nsecsElapsed() / 1e6);
            heartbeat.stop();
            stallMs.push_back(longestStall);
            (void)window.grab();
            wholeMs.push_back(timer.nsecsElapsed() / 1e6);
            const auto *model = window.runsPage()->proxy()->runTableModel();
            QVERIFY(!model->metricsPending());
            const QModelIndex lastTokPerS =
                model->index(runs - 1, RunTableModel::FirstMetricColumn);
            QVERIFY2(model->data(lastTokPerS).isValid(), "the last run's metric was not read");

            // Reference for the sort: the same values sorted alone, as raw doubles.
            std::vector<double> values(static_cast<size_t>(runs));
            for (int row = 0; row < runs; ++row)
                values[static_cast<size_t>(row)] = model->rowAt(row).metricValues.front();
            std::shuffle(values.begin(), values.end(), std::mt19937(7));
            timer.restart();
            std::sort(values.begin(), values.end());
            sortReferenceMs.push_back(timer.nsecsElapsed() / 1e6);
            // Reference for what a sort or a filter shows: the window painted as it is. At
            // smoke size it is most of either (measured 7 ms of 8 for a sort).
            std::vector<double> repaints;
            for (int paints = 0; paints < 3; ++paints) {
                timer.restart();
                (void)window.grab();
                repaints.push_back(timer.nsecsElapsed() / 1e6);
            }
            repaintMs.push_back(test::median(repaints));

            timer.restart();
            table->sortByColumn(RunTableModel::FirstMetricColumn, Qt::DescendingOrder);
            sortAloneMs.push_back(timer.nsecsElapsed() / 1e6);
            (void)window.grab();
            sortMs.push_back(timer.nsecsElapsed() / 1e6);
            QVERIFY(model->rowAt(0).metricValues.front() >= model->rowAt(1).metricValues.front());

            auto *filter = window.findChild<QLineEdit *>(QStringLiteral("runFilterEdit"));
            QVERIFY(filter);
            timer.restart();
            filter->setText(QStringLiteral("gpu3"));
            (void)window.grab();
            filterMs.push_back(timer.nsecsElapsed() / 1e6);
            QCOMPARE(window.runsPage()->proxy()->rowCount(), runs / 8);
        }

        const double scan = test::median(scanMs);
        const double paint = test::median(paintMs);
        const double sortReference = test::median(sortReferenceMs);
        // A sort or a filter is a pass over the runs and a repaint: against std::sort and the
        // repaint of the unchanged window, both measured here.
        const double shownReference = sortReference + test::median(repaintMs);
        // At smoke size the paint's fixed costs weigh more against a scan a fifth as long
        // (measured 1.58 at 200,000 runs: 117 ms against 74 ms, over the test server's Unix
        // socket, which scans faster than loopback TCP did).
        const double paintTarget =
            postgres ? test::benchSize(kPaintToScanPostgres, kPaintToScanPostgresSmoke)
                     : test::benchSize(kPaintToScanSqlite, kPaintToScanSqliteSmoke);
        qInfo("%s, %d runs, medians of 3:", postgres ? "PostgreSQL (Unix socket)" : "SQLite", runs);
        qInfo("  reference: bare Qt SQL scan of the run columns  %8.1f ms", scan);
        qInfo("  reference: std::sort of one column's doubles    %8.1f ms", sortReference);
        qInfo("  reference: the unchanged window repainted       %8.1f ms",
              test::median(repaintMs));
        qInfo("  open to painted Runs table   %8.1f ms  ratio to the scan %.2f (target <= %.2f; "
              "issue: < %d ms)",
              paint, paint / scan, paintTarget, postgres ? 2000 : 1000);
        qInfo("  ... with metric columns      %8.1f ms", test::median(wholeMs));
        qInfo("  longest GUI-thread stall meanwhile %8.1f ms  ratio to std::sort %.2f (target "
              "<= %.1f)",
              test::median(stallMs), test::median(stallMs) / sortReference, kStallToReference);
        qInfo("  header sort, the pass alone   %8.1f ms  ratio to std::sort %.2f (target <= %.2f)",
              test::median(sortAloneMs), test::median(sortAloneMs) / sortReference,
              kSortAloneToReference);
        qInfo("  header sort (tok/s)          %8.1f ms  ratio to std::sort + repaint %.2f "
              "(target <= %.2f; issue: < 100 ms)",
              test::median(sortMs), test::median(sortMs) / shownReference, kSortToReference);
        qInfo("  typed filter \"gpu3\"          %8.1f ms  ratio to std::sort + repaint %.2f "
              "(target <= %.2f; issue: < 100 ms)",
              test::median(filterMs), test::median(filterMs) / shownReference, kFilterToReference);
        const auto missed = [](const char *what, double ms, double referenceMs,
                               const char *reference, double target) {
            return QStringLiteral("%1 took %2 ms, %3 x %4 (%5 ms); target <= %6")
                .arg(QLatin1String(what))
                .arg(ms, 0, 'f', 1)
                .arg(ms / referenceMs, 0, 'f', 2)
                .arg(QLatin1String(reference))
                .arg(referenceMs, 0, 'f', 1)
                .arg(target);
        };
        QVERIFY2(paint / scan <= paintTarget, qPrintable(missed("painting the Runs table", paint,
                                                                scan, "a bare scan", paintTarget)));
        QVERIFY2(
            test::median(stallMs) / sortReference <= kStallToReference,
            qPrintable(missed("the longest stall while the table was read", test::median(stallMs),
                              sortReference, "std::sort", kStallToReference)));
        QVERIFY2(test::median(sortAloneMs) / sortReference <= kSortAloneToReference,
                 qPrintable(missed("a header sort's pass over the runs", test::median(sortAloneMs),
                                   sortReference, "std::sort", kSortAloneToReference)));
        QVERIFY2(test::median(sortMs) / shownReference <= kSortToReference,
                 qPrintable(missed("a header sort", test::median(sortMs), shownReference,
                                   "std::sort + repaint", kSortToReference)));
        QVERIFY2(test::median(filterMs) / shownReference <= kFilterToReference,
                 qPrintable(missed("a typed filter", test::median(filterMs), shownReference,
                                   "std::sort + repaint", kFilterToReference)));
    }

private:
    // Targets, as ratios to references measured in the same run.
    // The first paint is a screenful: 500 runs whole and every other run by its id (the
    // whole run columns follow), so it costs a fraction of one bare Qt SQL scan of those
    // columns on SQLite (measured 0.16 at a million runs, 478 ms against 2,987 ms; before the
    // screenful 0.41 to 0.92, about 2 s). Qt's PostgreSQL driver scans several times faster
    // than its SQLite one, and the paint's fixed costs (two connections, a count, a million
    // rows in the models) weigh more against it: measured 1.12 (965 ms against 863 ms; before
    // the screenful 3.8, 2.9 s). The targets, 1 s and 2 s, are both within these.
    // At smoke size a fifth of the scan stands against the same fixed costs: measured 0.40 to
    // 0.54 at 200,000 runs on a 2-core VM (59 to 78 ms against 144 to 154 ms). A read of the
    // whole table before the first paint is about one scan there, so 0.75 still catches it.
    static constexpr double kPaintToScanSqlite = 0.5;
    static constexpr double kPaintToScanSqliteSmoke = 0.75;
    static constexpr double kPaintToScanPostgres = 1.5;
    static constexpr double kPaintToScanPostgresSmoke = 2.0;
    // A sort is one sequential pass over an order presorted by the reader, ties marked
    // (measured 0.32 at a million runs; 1.4 when it compared keys in random order, and twice
    // that when QTableView::sortByColumn's second request sorted again); a filter one pass over
    // the runs (measured 0.65). Those were against std::sort alone; against std::sort and the
    // window's repaint, at 200,000 runs: a sort 0.43 to 0.51 (0.7 ms of sort, 6 to 9 ms of
    // paint), a filter 0.68 to 0.79.
    static constexpr double kSortToReference = 1.0;
    // The sort's own pass, before any paint, against std::sort alone: measured 0.06 at 200,000
    // runs (0.7 ms); a comparison sort on the GUI thread would be over 1.
    static constexpr double kSortAloneToReference = 0.5;
    static constexpr double kFilterToReference = 1.0;
    // The reader indexes the runs (ranks, starts, lowered labels, formats) off the GUI thread;
    // the table, the tree and the combos take them in one pass each. Measured 0.4; when the
    // GUI thread built them (hashing a million strings twice), the tree, the combos and a
    // 1,000-row column fit took about 0.5 s, over 4.
    static constexpr double kStallToReference = 1.5;
};

QTEST_MAIN(BenchRunTable)
#include "tst_runtablebench.moc"
