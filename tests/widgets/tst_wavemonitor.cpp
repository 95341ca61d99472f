// The wave monitor offscreen, fed synthetic runner signals in the order a real wave sends
// them: lanes per arm and GPU set, live tok/s and TTFT, errors, failed arms, the end of the
// wave; the lane model and its formatting proxy under QAbstractItemModelTester; pause, skip
// and abort requests; the place kept for GPU telemetry. With LANEBOOK_SCREENSHOT_DIR set, the
// monitor mid-wave is grabbed there.
#include "models/waves/wavelanemodel.h"
#include "widgets/waves/wavelaneproxy.h"
#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/waveplanner.h"

#include "models/waves/wavesearch.h"
#include <QAbstractItemModelTester>
#include <QDir>
#include <QGroupBox>

#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using namespace lanebook;

namespace {

WavePlan swappingPlan()
{
    WavePlan plan = WavePlanner::examplePlan();
    plan.workload.concurrency = {8, 64};
    plan.workload.requests = {200};
    plan.repeats = 2;
    plan.swapGpus = true; // A and B trade GPUs on odd repeats: four lanes
    return plan;
}

WaveProgress progressOf(const WaveStep &step, int completed, int failed, double tokPerS,
                        double ttftMs)
{
    WaveProgress progress;
    progress.stepIndex = step.index;
    progress.arm = step.arm;
    progress.load.completed = completed;
    progress.load.failed = failed;
    progress.load.total = step.point.requests;
    progress.load.outputTokensPerS = tokPerS;
    progress.load.ttftMedianMs = ttftMs;
    return progress;
}

WaveStepResult recorded(const WaveStep &step, double tokPerS, double ttftMs)
{
    WaveStepResult result;
    result.step = step;
    result.outcome = WaveStepOutcome::Recorded;
    result.runId = step.index + 100;
    result.outputTokPerS = tokPerS;
    result.medianTtftMs = ttftMs;
    result.completedRequests = step.point.requests;
    return result;
}

QString shown(const WaveMonitor &monitor, int row, int column)
{
    const QTableView *view = monitor.findChild<QTableView *>(QStringLiteral("laneView"));
    return view->model()->data(view->model()->index(row, column)).toString();
}

} // namespace

class TestWaveMonitor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lanesFollowAWave()
    {
        WaveMonitor monitor;
        monitor.resize(1300, 560);
        monitor.show();
        const QTableView *view = monitor.findChild<QTableView *>(QStringLiteral("laneView"));
        QAbstractItemModelTester laneTester(monitor.laneModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *pause = monitor.findChild<QPushButton *>(QStringLiteral("pauseButton"));
        QVERIFY(!pause->isEnabled()); // nothing to pause yet

        const std::vector<WaveStep> steps = scheduleWave(swappingPlan());
        QCOMPARE(steps.size(), size_t(8));
        monitor.expectWave(QStringLiteral("fp8-kv"));
        monitor.startWave(7, steps);
        QVERIFY(pause->isEnabled());
        const WaveLaneModel *lanes = monitor.laneModel();
        QCOMPARE(lanes->rowCount(), 4); // A on 0, B on 1, then A on 1, B on 0
        QCOMPARE(shown(monitor, 0, WaveLaneModel::LaneColumn), QStringLiteral("A · GPU 0"));
        QCOMPARE(shown(monitor, 2, WaveLaneModel::LaneColumn), QStringLiteral("A · GPU 1"));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::StatusColumn), QStringLiteral("waiting"));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::StepsColumn), QStringLiteral("0 / 2"));

        // Step 1 (A, c8) runs to the end; step 2 (B, c8) is half-way with one error.
        monitor.startStep(steps[0]);
        QCOMPARE(shown(monitor, 0, WaveLaneModel::StatusColumn), QStringLiteral("running"));
        monitor.updateProgress(progressOf(steps[0], 50, 0, 1234.56, 0.0));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::TokPerSColumn), QStringLiteral("1,234.6"));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::TtftColumn), QString()); // none finished yet
        monitor.finishStep(recorded(steps[0], 1300.0, 41.25));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::StatusColumn), QStringLiteral("between steps"));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::TtftColumn), QStringLiteral("41.3"));
        QCOMPARE(shown(monitor, 0, WaveLaneModel::StepsColumn), QStringLiteral("1 / 2"));
        monitor.startStep(steps[1]);
        monitor.updateProgress(progressOf(steps[1], 120, 1, 1410.0, 38.5));
        QCOMPARE(shown(monitor, 1, WaveLaneModel::RequestsColumn), QStringLiteral("120 / 200"));
        QCOMPARE(shown(monitor, 1, WaveLaneModel::ErrorsColumn), QStringLiteral("1"));
        QVERIFY(shown(monitor, 1, WaveLaneModel::StepColumn).contains(QStringLiteral("c8")));
        QCOMPARE(view->model()->data(view->model()->index(1, 0), Qt::BackgroundRole).isValid(),
                 true); // a running lane is tinted
        auto *progress = monitor.findChild<QProgressBar *>(QStringLiteral("waveProgress"));
        QCOMPARE(progress->value(), 1);
        QCOMPARE(progress->maximum(), 8);
        QVERIFY(monitor.findChild<QLabel *>(QStringLiteral("waveTitle"))
                    ->text()
                    .contains(QStringLiteral("fp8-kv")));
        saveScreenshot(&monitor, QStringLiteral("wave-monitor.png"));

        // B's server dies: its running lane fails with the reason, the log says so.
        const QString why = QStringLiteral("The server \"B\" exited with code 1 while serving.");
        monitor.failArm(QStringLiteral("B"), why);
        QCOMPARE(shown(monitor, 1, WaveLaneModel::StatusColumn), QStringLiteral("failed"));
        QCOMPARE(lanes->data(lanes->index(1, 0), WaveLaneModel::MessageRole).toString(), why);
        QCOMPARE(shown(monitor, 3, WaveLaneModel::StatusColumn), QStringLiteral("waiting"));
        QVERIFY(monitor.findChild<QPlainTextEdit *>(QStringLiteral("waveLog"))
                    ->toPlainText()
                    .contains(why));

        // The step it was running is listed as failed, with why, where it is seen at once.
        auto *failedSteps = monitor.findChild<QTableWidget *>(QStringLiteral("failedStepsView"));
        QVERIFY(failedSteps);
        QVERIFY(failedSteps->isHidden()); // nothing failed when step 1 finished
        WaveStepResult failure;
        failure.step = steps[1];
        failure.outcome = WaveStepOutcome::Failed;
        failure.message = why;
        monitor.finishStep(failure);
        QVERIFY(!failedSteps->isHidden());
        QCOMPARE(failedSteps->rowCount(), 1);
        QCOMPARE(failedSteps->item(0, 0)->text(), QStringLiteral("2"));
        QVERIFY(failedSteps->item(0, 1)->text().startsWith(QStringLiteral("B")));
        QVERIFY(failedSteps->item(0, 3)->text().contains(QStringLiteral("c8")));
        QCOMPARE(failedSteps->item(0, 4)->text(), why);
        saveScreenshot(&monitor, QStringLiteral("wave-monitor-failed-step.png"));

        WaveOutcome outcome;
        outcome.waveId = 7;
        outcome.status = WaveStatus::Aborted;
        monitor.finishWave(outcome);
        QVERIFY(!monitor.isWaveRunning());
        QVERIFY(!pause->isEnabled());
        QCOMPARE(shown(monitor, 1, WaveLaneModel::StatusColumn), QStringLiteral("failed"));
        QCOMPARE(shown(monitor, 2, WaveLaneModel::StatusColumn), QStringLiteral("stopped"));
        QCOMPARE(monitor.findChild<QLabel *>(QStringLiteral("waveStatus"))->text(),
                 QStringLiteral("aborted"));
    }

    void controlButtonsAskTheRunner()
    {
        WaveMonitor monitor;
        monitor.show();
        QSignalSpy pause(&monitor, &WaveMonitor::pauseRequested);
        QSignalSpy resume(&monitor, &WaveMonitor::resumeRequested);
        QSignalSpy skip(&monitor, &WaveMonitor::skipRequested);
        QSignalSpy abort(&monitor, &WaveMonitor::abortRequested);
        monitor.startWave(1, scheduleWave(swappingPlan()));
        auto *pauseButton = monitor.findChild<QPushButton *>(QStringLiteral("pauseButton"));
        auto *skipButton = monitor.findChild<QPushButton *>(QStringLiteral("skipButton"));
        skipButton->click();
        QCOMPARE(skip.count(), 1);
        pauseButton->click();
        QCOMPARE(pause.count(), 1);
        QCOMPARE(pauseButton->text(), QStringLiteral("Resume"));
        QVERIFY(!skipButton->isEnabled()); // nothing runs while paused
        pauseButton->click();
        QCOMPARE(resume.count(), 1);
        monitor.findChild<QPushButton *>(QStringLiteral("abortButton"))->click();
        QCOMPARE(abort.count(), 1);
    }

    void finishedWaveOffersItsComparison()
    {
        WaveMonitor monitor;
        monitor.show();
        QSignalSpy compare(&monitor, &WaveMonitor::compareArmsRequested);
        auto *button = monitor.findChild<QPushButton *>(QStringLiteral("compareArmsButton"));
        QVERIFY(button);
        const std::vector<WaveStep> steps = scheduleWave(swappingPlan());
        monitor.startWave(3, steps);
        QVERIFY(button->isHidden()); // nothing measured yet

        // Before the load's first report its total is unknown: the step's count stands.
        monitor.startStep(steps[0]);
        monitor.updateProgress(progressOf(steps[0], 0, 0, 0.0, 0.0));
        WaveProgress early = progressOf(steps[0], 0, 0, 0.0, 0.0);
        early.load.total = 0;
        monitor.updateProgress(early);
        QCOMPARE(shown(monitor, 0, WaveLaneModel::RequestsColumn), QStringLiteral("0 / 200"));

        WaveOutcome outcome;
        outcome.waveId = 3;
        outcome.status = WaveStatus::Finished;
        QList<qint64> control;
        QList<qint64> candidate;
        for (const WaveStep &step : steps) {
            WaveStepResult result = recorded(step, 1000.0, 40.0);
            if (step.index == 5) { // a failed step has no run to compare
                result.outcome = WaveStepOutcome::Failed;
                result.runId = 0;
            } else {
                (step.role == ArmRole::Control ? control : candidate) << result.runId;
            }
            outcome.steps.push_back(result);
        }
        monitor.finishWave(outcome);
        QVERIFY(!button->isHidden());
        button->click();
        QCOMPARE(compare.count(), 1);
        QCOMPARE(compare.at(0).at(0).value<QList<qint64>>(), control);
        QCOMPARE(compare.at(0).at(1).value<QList<qint64>>(), candidate);
        QCOMPARE(control.size() + candidate.size(), 7);

        monitor.startWave(4, steps); // the next wave has nothing to compare yet
        QVERIFY(button->isHidden());
    }

    void telemetryHasItsPlace()
    {
        WaveMonitor monitor;
        QGroupBox *area = monitor.telemetryArea();
        QVERIFY(area);
        QCOMPARE(area->title(), QStringLiteral("GPU telemetry"));
        auto *meters = new QLabel(QStringLiteral("GPU 0: 98 %"));
        monitor.setTelemetryWidget(meters);
        QVERIFY(area->isAncestorOf(meters));
        QVERIFY(monitor.findChild<QScrollArea *>(QStringLiteral("telemetryScroll")));
    }

    void progressForAStepOutsideTheScheduleIsIgnored()
    {
        WaveLaneModel lanes;
        QAbstractItemModelTester tester(&lanes,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        lanes.setSchedule(scheduleWave(swappingPlan()));
        WaveProgress stray;
        stray.stepIndex = 99;
        QSignalSpy changed(&lanes, &QAbstractItemModel::dataChanged);
        lanes.updateProgress(stray);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(lanes.laneOfStep(99), -1);
        QCOMPARE(lanes.laneOfStep(0), 0);
    }

    void searchProbesJoinAsTheyStart()
    {
        WavePlan plan = WavePlanner::examplePlan();
        plan.workload.concurrency = {8};
        plan.repeats = 1;
        plan.slo = Slo{};
        plan.slo->tpotMs = 50.0;
        plan.search = WaveLoadSearch{};
        WaveSearchSchedule search(plan);
        WaveMonitor monitor;
        QAbstractItemModelTester tester(monitor.laneModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const std::vector<WaveStep> first = search.nextRound(0);
        QCOMPARE(first.size(), plan.arms.size());
        monitor.startWave(1, first);
        const int lanes = monitor.laneModel()->rowCount();
        for (const WaveStep &step : first) {
            monitor.startStep(step);
            monitor.finishStep(recorded(step, 100.0, 20.0));
            search.record(step, step.armIndex == 0 ? 100.0 : 0.0); // A met 8, B missed it
        }
        // Every step it knew of has ended, yet a search has more to probe: waiting, not done.
        for (const WaveLaneModel::Lane &lane : monitor.laneModel()->lanes())
            QCOMPARE(lane.status, WaveLaneModel::LaneStatus::Idle);
        // The second round's probes (A at 16, B at 4) were not in the wave's first list.
        const std::vector<WaveStep> second = search.nextRound(int(first.size()));
        QCOMPARE(second.size(), plan.arms.size());
        for (const WaveStep &step : second) {
            monitor.startStep(step);
            const int row = monitor.laneModel()->laneOfStep(step.index);
            QVERIFY(row >= 0);
            const QString text =
                monitor.laneModel()->index(row, WaveLaneModel::StepColumn).data().toString();
            QVERIFY2(text.contains(QStringLiteral("probe 2 · c%1").arg(step.point.concurrency)),
                     qPrintable(text));
        }
        QCOMPARE(monitor.laneModel()->rowCount(), lanes); // the arms' own lanes
        QCOMPARE(monitor.laneModel()->lanes()[0].stepsTotal, 2);
        const auto *status = monitor.findChild<QLabel *>(QStringLiteral("waveStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("probe 2")), qPrintable(status->text()));
        const auto *progress = monitor.findChild<QProgressBar *>(QStringLiteral("waveProgress"));
        QVERIFY(progress);
        QCOMPARE(progress->maximum(), int(first.size() + second.size()));
        QCOMPARE(progress->value(), int(first.size()));

        // At its end the log says each arm's maximum and the comparison; no "compare the
        // arms" over probes at loads each arm chose.
        WaveOutcome outcome;
        outcome.waveId = 1;
        outcome.status = WaveStatus::Finished;
        for (const WaveStep &step : first)
            outcome.steps.push_back(recorded(step, 100.0, 20.0));
        outcome.search = {
            {"arms",
             {{{"arm", "A"}, {"repeat", 0}, {"max_concurrency_under_slo", 5}, {"end", "converged"}},
              {{"arm", "B"},
               {"repeat", 0},
               {"max_concurrency_under_slo", nullptr},
               {"end", "probe_failed"}}}},
            {"comparisons",
             {{{"control", "A"},
               {"candidate", "B"},
               {"pairs", 6},
               {"delta_pct", 120.0},
               {"verdict", "higher"}}}}};
        monitor.finishWave(outcome);
        const QString log = monitor.findChild<QPlainTextEdit *>()->toPlainText();
        for (const char *line :
             {"Arm A, repeat 1, input 0 tok: highest concurrency under the SLO 5.",
              "Arm B, repeat 1, input 0 tok: no highest concurrency under the SLO (a probe "
              "failed).",
              "B holds a higher load than A at input 0 tok: its highest concurrency under the SLO "
              "is +120"})
            QVERIFY2(log.contains(QString::fromUtf8(line)), qPrintable(log));
        QVERIFY(!monitor.findChild<QPushButton *>(QStringLiteral("compareArmsButton"))
                     ->isVisibleTo(&monitor));
    }

private:
    static void saveScreenshot(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QTest::qWait(50);
        QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
    }
};

QTEST_MAIN(TestWaveMonitor)
#include "tst_wavemonitor.moc"
