// Every tab of the main window, in each state a new user meets (the example wave plan loaded,
// a wave running, a run with a 200-character label selected), on a 1280x800 laptop panel and a
// 1920x1080 monitor, in English, German and Chinese (issue 28, part 3). At each tab the window
// fails when its minimum width passes 1024 px, when it or any visible widget lies outside the
// screen (a widget outside its parent is cut off), or when a table column is narrower than
// its header's name (layoutaudit.h says exactly what is checked). Every tab of every row is
// saved as LANGUAGE-SIZE-TAB-STATE.png in LANEBOOK_TEST_ARTIFACTS_DIR (default:
// layout-screenshots beside the test) for a person to look at; a row lists all its problems.
#include "layoutaudit.h"
#include "layoutcontent.h"

#include "models/gates/runjudgement.h"
#include "models/telemetry/telemetryhistory.h"
#include "widgets/charts/chartspage.h"
#include "widgets/comparison/comparepage.h"
#include "widgets/findings/findingspage.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/gputelemetrystriplist.h"
#include "widgets/telemetry/livetelemetrypage.h"
#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

enum class WindowState { ExamplePlan, WaveRunning, LongLabel };

QString stateName(WindowState state)
{
    switch (state) {
    case WindowState::ExamplePlan:
        return QStringLiteral("example");
    case WindowState::WaveRunning:
        return QStringLiteral("waverunning");
    case WindowState::LongLabel:
        return QStringLiteral("longlabel");
    }
    return {};
}

// The tabs in the order the composition root adds them, named as the screenshots are (the
// tab texts are translated).
const QStringList kTabIds{QStringLiteral("runs"),   QStringLiteral("compare"),
                          QStringLiteral("waves"),  QStringLiteral("live"),
                          QStringLiteral("charts"), QStringLiteral("findings")};

// The window as the composition root builds it: the pages it adds, the per-GPU meters in the
// status bar, eight GPUs of telemetry (GPU 5 throttling) and the wave monitor's GPU strips.
struct LanebookWindow
{
    TelemetryHistory history{600};
    MainWindow window;
    WavesPage *waves = new WavesPage;
    LiveTelemetryPage *live = new LiveTelemetryPage(&history);
    ChartsPage *charts = new ChartsPage;
    FindingsPage *findings = new FindingsPage;

    LanebookWindow()
    {
        // Titled as the app's wiring titles them, in its translation contexts.
        window.addPage(waves, QCoreApplication::translate("lanebook::WaveWiring", "Waves"));
        window.addPage(live, QCoreApplication::translate("lanebook::TelemetryWiring", "Live"));
        window.addPage(charts, QCoreApplication::translate("lanebook::ChartsWiring", "Charts"));
        window.addPage(findings,
                       QCoreApplication::translate("lanebook::FindingsWiring", "Findings"));
        window.addStatusBarWidget(new GpuMetersBar(&history));
        waves->monitor()->setTelemetryWidget(new GpuTelemetryStripList(&history));
        LiveFixture().fill(history, 600);
    }
};

WaveProgress progressOf(const WaveStep &step, int completed, double tokPerS, double ttftMs)
{
    WaveProgress progress;
    progress.stepIndex = step.index;
    progress.arm = step.arm;
    progress.load.completed = completed;
    progress.load.total = step.point.requests;
    progress.load.outputTokensPerS = tokPerS;
    progress.load.ttftMedianMs = ttftMs;
    return progress;
}

// The example wave a quarter of the way: its first group recorded, the second running.
void runExampleWave(WaveMonitor *monitor, const QString &name)
{
    const std::vector<WaveStep> steps = scheduleWave(WavePlanner::examplePlan());
    QVERIFY(steps.size() >= 4);
    monitor->expectWave(name);
    monitor->startWave(7, steps);
    for (size_t i = 0; i < 2; ++i) {
        monitor->startStep(steps[i]);
        WaveStepResult result;
        result.step = steps[i];
        result.outcome = WaveStepOutcome::Recorded;
        result.runId = 100 + qint64(i);
        result.outputTokPerS = i == 0 ? 1310.4 : 1842.7;
        result.medianTtftMs = i == 0 ? 41.2 : 33.9;
        result.completedRequests = steps[i].point.requests;
        monitor->finishStep(result);
    }
    for (size_t i = 2; i < 4; ++i) {
        monitor->startStep(steps[i]);
        monitor->updateProgress(
            progressOf(steps[i], steps[i].point.requests / 3, i == 2 ? 1288.0 : 1851.5, 40.0));
    }
    monitor->note(WaveMonitor::tr("Arm B: server ready on GPU 1 after 2.1 s"));
}

} // namespace

Q_DECLARE_METATYPE(WindowState)

class TestLayoutScreens : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTabFitsTheScreen_data();
    void everyTabFitsTheScreen();
};

void TestLayoutScreens::everyTabFitsTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screenSize");
    QTest::addColumn<WindowState>("state");
    for (const QString &language : layoutLanguages()) {
        for (const QSize &size : layoutScreens()) {
            for (const WindowState state :
                 {WindowState::ExamplePlan, WindowState::WaveRunning, WindowState::LongLabel}) {
                const QString row =
                    QStringLiteral("%1-%2-%3").arg(language, sizeName(size), stateName(state));
                QTest::newRow(qPrintable(row)) << language << size << state;
            }
        }
    }
}

void TestLayoutScreens::everyTabFitsTheScreen()
{
    QFETCH(QString, language);
    QFETCH(QSize, screenSize);
    QFETCH(WindowState, state);
    LANEBOOK_LAYOUT_ROW(screen, scope, language, screenSize);

    LanebookWindow lanebook;
    MainWindow &window = lanebook.window;
    // A first start on this screen: placed at its corner, sized as MainWindow sizes itself.
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.resize(MainWindow::firstStartSize(screen->availableSize()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const bool longLabels = state == WindowState::LongLabel;
    window.setNotebookInfo(longLabels ? longPath() : QStringLiteral("/home/ana/bench.lanebook"), 6);
    window.setSnapshot(longLabels ? longSnapshot() : realisticSnapshot());
    lanebook.live->setSourceChoices(
        {QStringLiteral("auto"), QStringLiteral("fake"), longTelemetrySource()},
        longLabels ? longTelemetrySource() : QStringLiteral("fake"));
    lanebook.charts->setRuns(chartRunsOfAWave());
    lanebook.findings->setFindings(findingSummaries());
    lanebook.findings->selectFinding(findingDetails().finding.id); // the editor asks for it
    lanebook.findings->showDetails(findingDetails());
    window.setFindings({{1, findingSummaries().front().title, FindingVerdict::Negative}});
    // The Compare tab on a wave's arms, answered as the composition root answers it.
    const Arms arms = armsOfAWave(longLabels);
    QSignalSpy compareRequests(&window, &MainWindow::compareRequested);
    window.compareRuns(idsOf(arms.control), idsOf(arms.candidate));
    QVERIFY(compareRequests.wait());
    window.showComparison(comparisonOf(arms, compareRequests.last().at(2).toString()));
    // A run selected, with its gates and notes.
    const Run run = longLabels ? longRun() : [] {
        Run r = longRun();
        r.label = QStringLiteral("llama8b-fp16-c64");
        r.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
        return r;
    }();
    window.openRun(run.id);
    window.showRun(run);
    window.inspector()->showGates(run.id, judgeRun(run).gates);
    window.inspector()->showAnnotations(run.id, {longTagOf(run.id)});

    // The example plan is where every state starts: New from Example.
    auto *example =
        lanebook.waves->findChild<QPushButton *>(QStringLiteral("newFromExampleButton"));
    QVERIFY(example);
    example->click();
    if (state == WindowState::WaveRunning) {
        runExampleWave(lanebook.waves->monitor(), QStringLiteral("example-wave"));
        lanebook.waves->planner()->setWaveRunning(true);
        lanebook.waves->focusMonitor(true);
    }
    if (longLabels) {
        window.showStatusMessage(longText(QStringLiteral("Import finished"),
                                          QStringLiteral(" and every file was read"),
                                          QStringLiteral("."), 300));
        lanebook.waves->monitor()->expectWave(longWaveName());
    }

    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), int(kTabIds.size()));
    const QString row = QStringLiteral("%1-%2").arg(language, sizeName(screenSize));
    QStringList problems;
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        settleLayout();
        QStringList found;
        if (window.minimumSizeHint().width() > kNarrowScreenPx)
            found << QStringLiteral("the window's minimum width is %1 px")
                         .arg(window.minimumSizeHint().width());
        found << widgetsOutside(&window, screen) << cutHeaders(&window);
        const QString name = QStringLiteral("%1-%2-%3").arg(row, kTabIds.at(tab), stateName(state));
        if (const QString error = saveScreenshot(&window, name); !error.isEmpty())
            found << error;
        for (const QString &problem : found)
            problems << QStringLiteral("%1: %2").arg(name, problem);
        for (const QString &note : pagesScrollingSideways(&window))
            qInfo("%s: %s", qPrintable(name), qPrintable(note));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n  "))));
}

LANEBOOK_LAYOUT_TEST_MAIN(TestLayoutScreens)
#include "tst_layoutscreens.moc"
