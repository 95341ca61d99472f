// End to end, offscreen: the real main window and composition root, the Waves tab, and a real
// two-arm wave against two lanebook-mock-server processes launched by the real launcher. The
// plan is set in the planner, Start is clicked, the monitor must show live numbers while the
// wave runs, and when it ends the runs must be in the notebook and in the Runs table. With
// LANEBOOK_SCREENSHOT_DIR set, the window is grabbed mid-wave and at the end.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "app/gui/wavewiring.h"
#include "backends/notebook/notebookstore.h"
#include "backends/waves/waverunner.h"
#include "guiwavesupport.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/waves/wavelanemodel.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using test::mockServerConfig;

namespace {

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100);
    QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
}

} // namespace

class TestGuiWave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The plan draft goes to the test's own data folder, never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(WaveWiring::draftPath());
    }

    void editedPlanIsKeptAsADraftAndRestored()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        {
            MainWindow window;
            CompositionRoot root(&window, &settings);
            auto *wiring = root.findChild<WaveWiring *>();
            QVERIFY(wiring);
            auto *name =
                wiring->page()->planner()->findChild<QLineEdit *>(QStringLiteral("planName"));
            name->selectAll();
            QTest::keyClicks(name, QStringLiteral("draft-wave"));
            QCOMPARE(wiring->page()->planner()->plan().name, QStringLiteral("draft-wave"));
            // Closing before the draft timer fires still keeps the edit.
        }
        QVERIFY(QFile::exists(WaveWiring::draftPath()));
        MainWindow window;
        CompositionRoot root(&window, &settings);
        auto *wiring = root.findChild<WaveWiring *>();
        QCOMPARE(wiring->page()->planner()->plan().name, QStringLiteral("draft-wave"));
        QFile::remove(WaveWiring::draftPath());
    }

    void waveFromThePlannerLandsInTheNotebook()
    {
        QTemporaryDir dir;
        const QString notebook = dir.filePath(QStringLiteral("waves.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
        }
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window;
        auto root = std::make_unique<CompositionRoot>(&window, &settings);
        window.resize(1500, 1000);
        window.show();
        root->openNotebook(notebook);
        QTRY_VERIFY(!root->notebookPath().isEmpty());

        auto *wiring = root->findChild<WaveWiring *>();
        QVERIFY(wiring);
        WavesPage *page = wiring->page();
        auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QVERIFY(tabs->indexOf(page) >= 0);
        QCOMPARE(tabs->tabText(tabs->indexOf(page)), QStringLiteral("Waves"));
        window.showPage(page);

        WavePlan plan;
        plan.name = QStringLiteral("mock-ab");
        const QStringList ttft{QStringLiteral("--ttft-ms"), QStringLiteral("35")};
        plan.configs = {mockServerConfig(QStringLiteral("baseline"), 8.0, ttft),
                        mockServerConfig(QStringLiteral("faster"), 5.0, ttft)};
        plan.arms = {{QStringLiteral("A"), QStringLiteral("baseline"), ArmRole::Control, {0}},
                     {QStringLiteral("B"), QStringLiteral("faster"), ArmRole::Candidate, {1}}};
        plan.workload.concurrency = {4};
        plan.workload.contextTokens = {32};
        plan.workload.outputTokens = 32;
        plan.workload.requests = {48};
        plan.repeats = 2;
        WavePlanner *planner = page->planner();
        planner->setPlan(plan);
        QVERIFY2(planner->problems().isEmpty(), qPrintable(planner->problems().join(u'\n')));

        QSignalSpy finished(wiring->runner(), &WaveRunner::waveFinished);
        auto *start = planner->findChild<QPushButton *>(QStringLiteral("startWaveButton"));
        QVERIFY(start->isEnabled());
        start->click();
        QVERIFY(!start->isEnabled()); // one wave at a time

        // Live numbers reach a lane while its load runs.
        WaveMonitor *monitor = page->monitor();
        const WaveLaneModel *lanes = monitor->laneModel();
        QTRY_VERIFY_WITH_TIMEOUT(
            lanes->rowCount() == 2 &&
                std::any_of(lanes->lanes().begin(), lanes->lanes().end(),
                            [](const WaveLaneModel::Lane &lane) {
                                return lane.status == WaveLaneModel::LaneStatus::Running &&
                                       lane.outputTokPerS.value_or(0) > 0;
                            }),
            60000);
        // Later, the picture worth keeping: one lane with a finished step, another running.
        QTRY_VERIFY_WITH_TIMEOUT(lanes->lanes().at(0).stepsDone >= 1 &&
                                     lanes->lanes().at(1).status ==
                                         WaveLaneModel::LaneStatus::Running &&
                                     lanes->lanes().at(1).completedRequests > 8,
                                 60000);
        saveScreenshot(&window, QStringLiteral("waves-tab-live.png"));

        QVERIFY(finished.count() == 1 || finished.wait(120000));
        const auto outcome = finished.at(0).at(0).value<WaveOutcome>();
        QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
        QCOMPARE(outcome.status, WaveStatus::Finished);
        QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 4);
        QTRY_VERIFY(start->isEnabled());
        for (const WaveLaneModel::Lane &lane : lanes->lanes()) {
            QCOMPARE(lane.status, WaveLaneModel::LaneStatus::Done);
            QCOMPARE(lane.stepsDone, 2);
            QVERIFY(lane.outputTokPerS.value_or(0) > 0);
            QVERIFY(lane.ttftMs.value_or(0) > 0);
        }
        // The runs are in the notebook and the Runs table shows them.
        QTRY_COMPARE_WITH_TIMEOUT(window.runsPage()->proxy()->rowCount(), 4, 20000);
        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        QCOMPARE(store.runs().list().size(), size_t(4));
        QCOMPARE(store.waves().list().size(), size_t(1));
        saveScreenshot(&window, QStringLiteral("waves-tab-finished.png"));
        root.reset(); // stops nothing left: every server was stopped with its wave
    }
};

QTEST_MAIN(TestGuiWave)
#include "tst_guiwave.moc"
