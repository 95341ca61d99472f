// End to end, offscreen: the real window and composition root, the Live wiring's sampler on
// the fake source (a replayed two-GPU capture; GPU 1 throttles under load), and a real
// two-arm wave against two lanebook-mock-server processes. The wave monitor's telemetry area
// must show each GPU's values while the wave runs, and every run must land in the notebook
// with its own GPU's trace, summary and a thermal/clocks gate judged on it. With
// LANEBOOK_SCREENSHOT_DIR set, the monitor is grabbed mid-wave.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "app/gui/telemetrywiring.h"
#include "app/gui/wavewiring.h"
#include "backends/notebook/notebookstore.h"
#include "backends/waves/waverunner.h"
#include "guiwavesupport.h"
#include "models/waves/wavelanemodel.h"
#include "testutils.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/gputelemetrystrip.h"
#include "widgets/telemetry/gputelemetrystriplist.h"
#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using test::mockServerConfig;

namespace {} // namespace

class TestGuiWaveTelemetry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(WaveWiring::draftPath());
    }

    // A real window and composition root on a fresh notebook, the Live wiring reading the
    // replayed two-GPU capture, the Waves page shown with its two GPU strips.
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_notebook = m_dir->filePath(QStringLiteral("waves.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(m_notebook), qPrintable(store.lastError()));
        }
        m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
        m_window = std::make_unique<MainWindow>();
        m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
        m_window->resize(1500, 1000);
        m_window->show();
        m_root->openNotebook(m_notebook);
        QTRY_VERIFY(!m_root->notebookPath().isEmpty());
        m_live = m_root->findChild<TelemetryWiring *>();
        m_wiring = m_root->findChild<WaveWiring *>();
        QVERIFY(m_live && m_wiring);
        m_live->startSource(QStringLiteral("fake=") +
                            lanebook::test::dataPath(QStringLiteral(
                                "synthetic/fake-nvidia-smi/captures/"
                                "linux-x86_64__nvidia-a100-sxm4-80gb__550.127.05.txt")));
        m_page = m_wiring->page();
        m_window->showPage(m_page);
        m_strips = m_page->monitor()->telemetryArea()->findChild<GpuTelemetryStripList *>();
        QVERIFY2(m_strips, "the monitor's telemetry area holds no per-GPU view");
        QTRY_COMPARE(m_strips->strips().size(), size_t(2)); // the source has been read
    }

    void cleanup()
    {
        m_root.reset(); // before the window its wirings feed
        m_window.reset();
        m_settings.reset();
        m_dir.reset();
    }

    void monitorShowsGpusAndRunsKeepTheirTrace()
    {
        MainWindow &window = *m_window;
        WavesPage *page = m_page;
        WaveWiring *wiring = m_wiring;
        GpuTelemetryStripList *strips = m_strips;
        const QString notebook = m_notebook;
        WaveMonitor *monitor = page->monitor();

        WavePlan plan;
        plan.name = QStringLiteral("mock-ab-telemetry");
        plan.configs = {mockServerConfig(QStringLiteral("baseline"), 8.0),
                        mockServerConfig(QStringLiteral("faster"), 5.0)};
        plan.arms = {{QStringLiteral("A"), QStringLiteral("baseline"), ArmRole::Control, {0}},
                     {QStringLiteral("B"), QStringLiteral("faster"), ArmRole::Candidate, {1}}};
        plan.workload.concurrency = {2};
        plan.workload.contextTokens = {32};
        plan.workload.outputTokens = 32;
        plan.workload.requests = {48};
        plan.repeats = 3; // what this test was written for (the default is now 6)
        plan.repeats = 2;
        page->planner()->setPlan(plan);
        QVERIFY2(page->planner()->problems().isEmpty(),
                 qPrintable(page->planner()->problems().join(u'\n')));
        QSignalSpy finished(wiring->runner(), &WaveRunner::waveFinished);
        page->planner()->findChild<QPushButton *>(QStringLiteral("startWaveButton"))->click();

        // While a lane runs, the GPUs' values are there beside it, GPU 1 in words throttled.
        const WaveLaneModel *lanes = monitor->laneModel();
        QTRY_VERIFY_WITH_TIMEOUT(lanes->rowCount() == 2 && lanes->lanes().at(1).stepsDone >= 1 &&
                                     lanes->lanes().at(0).status ==
                                         WaveLaneModel::LaneStatus::Running,
                                 60000);
        // The replay shows its load section every other second: GPU 1 then says why it slowed.
        QTRY_VERIFY2_WITH_TIMEOUT(
            strips->strips().at(1)->text().contains(QLatin1String("throttled")),
            qPrintable(strips->strips().at(1)->text()), 10000);
        QVERIFY2(!strips->strips().at(0)->text().contains(QLatin1String("throttled")),
                 qPrintable(strips->strips().at(0)->text()));
        if (const QString shots = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
            !shots.isEmpty()) {
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("wave-telemetry.png"))));
        }

        QVERIFY(finished.count() == 1 || finished.wait(120000));
        const auto outcome = finished.at(0).at(0).value<WaveOutcome>();
        QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
        QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 4);

        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        for (const WaveRunPlacement &placement : store.waves().placements(outcome.waveId)) {
            const std::optional<Run> run = store.runs().run(placement.runId);
            QVERIFY(run);
            const RunTelemetry trace = store.telemetry().ofRun(placement.runId).valueOr({});
            QVERIFY2(!trace.samples.empty(), qPrintable(run->label));
            QCOMPARE(trace.gpus.size(), size_t(1));
            const std::string arm = run->extra.value("arm", std::string());
            QCOMPARE(trace.gpus[0].index, arm == "A" ? 0 : 1);
            QVERIFY(run->metricValue(QStringLiteral("sm_clock_mhz_min")));
            bool judged = false;
            for (const GateResult &gate : store.judgements().runGates(placement.runId)) {
                if (gate.gate == GateId::ThermalClocks)
                    judged = !gate.missingEvidence();
            }
            QVERIFY2(judged, qPrintable(run->label));
        }
    }

    // The Live tab's source reports GPUs 0 and 1: a plan for GPU 5 is refused with the key
    // path, in a message, and no wave starts (nothing is written to the notebook).
    void planForAbsentGpuIsRefused()
    {
        MainWindow &window = *m_window;
        WavesPage *page = m_page;
        WaveWiring *wiring = m_wiring;

        WavePlan plan;
        plan.name = QStringLiteral("wrong-gpu");
        plan.configs = {mockServerConfig(QStringLiteral("baseline"), 8.0),
                        mockServerConfig(QStringLiteral("faster"), 5.0)};
        plan.arms = {{QStringLiteral("A"), QStringLiteral("baseline"), ArmRole::Control, {0}},
                     {QStringLiteral("B"), QStringLiteral("faster"), ArmRole::Candidate, {5}}};
        plan.workload.concurrency = {2};
        plan.workload.contextTokens = {32};
        plan.workload.requests = {8};
        page->planner()->setPlan(plan);
        // The planner says so as the plan is edited, and Start is not offered.
        const QString absent =
            QStringLiteral("arms[1].gpus[0]: GPU 5 is not on this machine (fake=");
        QTRY_VERIFY2(page->planner()->problems().join(u'\n').contains(absent),
                     qPrintable(page->planner()->problems().join(u'\n')));
        auto *start = page->planner()->findChild<QPushButton *>(QStringLiteral("startWaveButton"));
        QVERIFY(!start->isEnabled());
        auto *problemsLabel = page->planner()->findChild<QLabel *>(QStringLiteral("planProblems"));
        QVERIFY(problemsLabel && problemsLabel->isVisible());
        QVERIFY(problemsLabel->text().contains(absent));
        if (const QString shots = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR"); !shots.isEmpty())
            QVERIFY(
                window.grab().save(QDir(shots).filePath(QStringLiteral("wave-gpu-planner.png"))));
        // A start that comes anyway (a plan started before the source's first tick reached the
        // planner) is refused at the door.
        Q_EMIT page->planner()->startWaveRequested(plan);

        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = window.findChild<QMessageBox *>(QStringLiteral("errorMessageBox"))));
        QVERIFY2(box->text().contains(QStringLiteral("arms[1].gpus[0]: GPU 5 is not on this "
                                                     "machine (fake=")),
                 qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral("reports GPUs 0, 1)")),
                 qPrintable(box->text()));
        QVERIFY(!wiring->runner()->isRunning());
        if (const QString shots = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
            !shots.isEmpty()) {
            QVERIFY(
                window.grab().save(QDir(shots).filePath(QStringLiteral("wave-gpu-refused.png"))));
            QVERIFY(
                box->grab().save(QDir(shots).filePath(QStringLiteral("wave-gpu-refused-box.png"))));
        }
        NotebookStore store;
        QVERIFY(store.open(m_notebook, NotebookStore::Access::ReadOnly));
        QVERIFY(store.waves().list().empty());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_notebook;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
    TelemetryWiring *m_live = nullptr;
    WaveWiring *m_wiring = nullptr;
    WavesPage *m_page = nullptr;
    GpuTelemetryStripList *m_strips = nullptr;
};

QTEST_MAIN(TestGuiWaveTelemetry)
#include "tst_guiwavetelemetry.moc"
