// The wave runner against real processes: each arm launches the real lanebook-mock-server
// on the port it picks (base_url port 0), the real load generator measures it over loopback
// HTTP, and every run lands in a real SQLite notebook with its place in the wave.
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "backends/waves/waveexecution.h"
#include "backends/waves/waverunner.h"
#include "closedport.h"
#include "models/statistics/drift.h"
#include "models/waves/waveplanjson.h"
#include "notebookbackend.h"
#include "queuedsignalspy.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <map>
#include <set>

using namespace lanebook;
using namespace lanebook::test;

Q_DECLARE_METATYPE(lanebook::WaveOutcome)
Q_DECLARE_METATYPE(lanebook::WaveStep)
Q_DECLARE_METATYPE(lanebook::WaveStepResult)

namespace {

WavePlan planFrom(const nlohmann::json &json)
{
    const WavePlanParse parsed = wavePlanFromJson(json);
    if (!parsed.plan)
        qFatal("test plan refused: %s", qPrintable(parsed.errors.join(u'\n')));
    return *parsed.plan;
}

std::vector<Run> storedRuns(const QString &path, const std::vector<WaveRunPlacement> &placements)
{
    NotebookStore store;
    std::vector<Run> runs;
    if (!store.open(path, NotebookStore::Access::ReadOnly))
        return runs;
    for (const WaveRunPlacement &placement : placements) {
        if (auto run = store.runs().run(placement.runId))
            runs.push_back(*run);
    }
    return runs;
}

} // namespace

class TestWaveRunner : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_notebooks = 0;
    QString newNotebook()
    {
        // A file, or a fresh database in the _postgresql run (notebookbackend.h).
        return test::notebookAt(m_dir, QStringLiteral("wave-%1.lanebook").arg(++m_notebooks));
    }
    // One folder of server PID records per test function: a record left by another test's
    // server must not be mistaken for this one's.
    QString pidDirectory() const
    {
        return m_dir.filePath(QStringLiteral("servers-") +
                              QString::fromLatin1(QTest::currentTestFunction()));
    }

private Q_SLOTS:
    void fullWaveIsRecordedInInterleavedOrder();
    void sideBySideRunsTheArmsOfASlotTogether();
    void refusedPlanStartsNothing();
    void armThatCannotStartIsKeptOnTheWaveAndTheWaveGoesOn();
    void stopPolicyEndsTheWaveAtTheFirstFailure();
    void serverKilledMidRunRecordsItsErrors();
    void runnerSkipsAndAborts();
    void runnerPausesBetweenSteps();
    void serverThatNeverAnswersTimesOut();
    void serverThatNeverReportsItsPortTimesOut();
    void abortIsHeardWhileAServerStarts();
};

void TestWaveRunner::fullWaveIsRecordedInInterleavedOrder()
{
    // Two mock configs of different speed × 3 repeats × 2 concurrency points.
    nlohmann::json json = twoArmPlan(mockConfig("slow", 4.0), mockConfig("fast", 1.0));
    json["lane"] = "mock-lane";
    const WavePlan plan = planFrom(json);
    const std::vector<WaveStep> schedule = scheduleWave(plan);
    QCOMPARE(schedule.size(), size_t(12));

    const QString notebook = newNotebook();
    WaveControl control;
    std::vector<int> started;
    std::vector<int> finished;
    int progressCalls = 0;
    QString notes;
    WaveObserver observer;
    observer.noted = [&](const QString &message) { notes += message + u'\n'; };
    observer.stepStarted = [&](const WaveStep &step) { started.push_back(step.index); };
    observer.stepFinished = [&](const WaveStepResult &r) { finished.push_back(r.step.index); };
    observer.progressed = [&](const WaveProgress &) { ++progressCalls; };
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});

    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.status, WaveStatus::Finished);
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 12);
    QCOMPARE(started, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
    QCOMPARE(finished, started);
    QVERIFY(progressCalls > 0);
    // Each of the six servers (a fresh one per arm and repeat) picked its port, and the wave
    // said which; all were stopped at the end.
    const std::vector<int> pickedInOrder = pickedPorts(notes);
    QVERIFY2(pickedInOrder.size() == 6, qPrintable(notes));
    const std::set<int> picked(pickedInOrder.begin(), pickedInOrder.end());
    for (const int port : picked)
        QVERIFY2(!somethingListensOn(port), qPrintable(QString::number(port)));

    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    const auto wave = store.waves().wave(outcome.waveId);
    QVERIFY(wave);
    QCOMPARE(wave->name, QStringLiteral("mock-ab"));
    QCOMPARE(wave->lane, QStringLiteral("mock-lane"));
    QCOMPARE(store.waves().list().size(), size_t(1));
    QCOMPARE(store.waves().list().front().id, outcome.waveId);
    QCOMPARE(wave->status, WaveStatus::Finished);
    QVERIFY(wave->finishedAt.isValid());
    QCOMPARE(wave->plan.value("repeats", 0), 3);
    QCOMPARE(wave->summary.value("recorded", 0), 12);

    // Recorded in the planned interleaved order, each run with its place in the wave.
    const std::vector<WaveRunPlacement> placements = store.waves().placements(outcome.waveId);
    QCOMPARE(placements.size(), size_t(12));
    for (size_t i = 0; i < placements.size(); ++i) {
        const WaveRunPlacement &p = placements[i];
        const WaveStep &step = schedule[i];
        QCOMPARE(p.runId, outcome.steps[i].runId);
        QCOMPARE(p.arm, step.arm);
        QCOMPARE(p.role, step.role);
        QCOMPARE(p.repeat, step.repeat);
        QCOMPARE(p.slot, step.slot);
        QCOMPARE(p.gpus, step.gpus);
        QVERIFY2(p.logTail.contains(QStringLiteral("listening on http://127.0.0.1:")),
                 qPrintable(p.logTail));
    }
    QCOMPARE(placements[0].arm, QStringLiteral("A"));
    QCOMPARE(placements[1].arm, QStringLiteral("B"));
    QCOMPARE(placements[2].arm, QStringLiteral("A"));

    const std::vector<Run> runs = storedRuns(notebook, placements);
    QCOMPARE(runs.size(), size_t(12));
    std::vector<stats::ArmRun> order;
    std::map<QString, std::set<std::string>> pidsByArm;
    std::set<int> measuredPorts;
    for (size_t i = 0; i < runs.size(); ++i) {
        const Run &run = runs[i];
        QCOMPARE(run.status == RunStatus::Failed, false);
        // Measured against the port its server picked and printed (its log tail is the
        // server's), with the plan's address beside it.
        const int port = measuredPort(run.config);
        QVERIFY2(picked.count(port) == 1, run.config.dump().c_str());
        QVERIFY2(placements[i].logTail.contains(
                     QStringLiteral("listening on http://127.0.0.1:%1").arg(port)),
                 qPrintable(placements[i].logTail));
        QCOMPARE(run.config.value("base_url", std::string()), std::string("http://127.0.0.1:0"));
        measuredPorts.insert(port);
        QCOMPARE(run.lane, QStringLiteral("mock-lane"));
        QCOMPARE(run.metricValue(QStringLiteral("completed")).value_or(0), 8.0);
        QCOMPARE(run.workload.value("concurrency", 0), schedule[i].point.concurrency);
        QCOMPARE(run.extra.value("wave", std::string()), std::to_string(outcome.waveId));
        QCOMPARE(run.extra.value("prefix_cache_reset", std::string()), std::string("done"));
        QVERIFY(run.extra["canaries"].is_array() && run.extra["canaries"].size() == 1);
        QVERIFY(!run.extra["canaries"][0].value("output", std::string()).empty());
        order.push_back({run.startedAt.toMSecsSinceEpoch(), schedule[i].arm});
        pidsByArm[schedule[i].arm].insert(run.extra.value("server_pid", std::string()));
        // Measured against its own arm's server, which paces 15 gaps between its 16 tokens:
        // no request ends before them (a busy machine only makes it later). A run of arm A
        // against B's server would end in a quarter of that.
        const bool slow = schedule[i].arm == QLatin1String("A");
        QCOMPARE(run.config.value("config_name", std::string()),
                 std::string(slow ? "slow" : "fast"));
        const double pacedMs = 15 * (slow ? 4.0 : 1.0);
        const double shortestMs = run.metricValue(QStringLiteral("min_e2el_ms")).value_or(0);
        QVERIFY2(shortestMs >= pacedMs - 0.01,
                 qPrintable(QStringLiteral("step %1 (arm %2): a request ended after %3 ms, its "
                                           "server paces %4 ms")
                                .arg(i + 1)
                                .arg(schedule[i].arm)
                                .arg(shortestMs)
                                .arg(pacedMs)));
    }
    // Interleaved in time, and each repeat in a process of its own.
    const stats::ArmOrder armOrder = stats::checkArmOrder(order);
    QVERIFY2(armOrder.interleaved && armOrder.longestBlock == 1, qPrintable(armOrder.message));
    QCOMPARE(pidsByArm[QStringLiteral("A")].size(), size_t(3));
    QCOMPARE(pidsByArm[QStringLiteral("B")].size(), size_t(3));
    QCOMPARE(measuredPorts, picked); // every server measured, at the port it picked
    QVERIFY(store.judgements().runGates(outcome.steps[0].runId).size() >
            0); // judged as they landed

    // The existing compare pairs the two arms by repeat: 3 pairs at each point.
    QStringList args{QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                     QStringLiteral("compare"), QStringLiteral("--control")};
    for (const WaveRunPlacement &p : placements) {
        if (p.role == ArmRole::Control)
            args << QString::number(p.runId);
    }
    args << QStringLiteral("--candidate");
    for (const WaveRunPlacement &p : placements) {
        if (p.role == ArmRole::Candidate)
            args << QString::number(p.runId);
    }
    const CliResult compared = runCli(args);
    QVERIFY2(compared.exitCode == 0, compared.err.constData());
    const nlohmann::json report = nlohmann::json::parse(compared.out.toStdString());
    QCOMPARE(report.value("n_pairs", 0), 6);
    QCOMPARE(report.value("paired", false), true);
    QCOMPARE(report.value("verdict", std::string()), std::string("faster"));
    QCOMPARE(report["points"].size(), size_t(2));
}

void TestWaveRunner::sideBySideRunsTheArmsOfASlotTogether()
{
    // About 1.3 s per run (8 requests × 16 tokens × 10 ms, one stream): long enough that the
    // second arm's load thread starts inside the first one's run on a loaded machine under
    // ASan too (at 4 ms a token, half a second, it once started after the first had ended).
    nlohmann::json json = twoArmPlan(mockConfig("slow", 10.0), mockConfig("fast", 10.0));
    json["execution"] = "side_by_side";
    json["workload"]["concurrency"] = {1};
    json["repeats"] = 2;
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();
    WaveControl control;
    std::set<int> progressSteps;
    WaveObserver observer;
    observer.progressed = [&](const WaveProgress &p) { progressSteps.insert(p.stepIndex); };
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});
    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 4);
    QCOMPARE(progressSteps, (std::set<int>{0, 1, 2, 3}));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    const std::vector<Run> runs = storedRuns(notebook, store.waves().placements(outcome.waveId));
    QCOMPARE(runs.size(), size_t(4));
    // The two arms of a slot measured at the same time, each on its own server: A's run
    // started before B's ended and B's before A's ended.
    for (size_t slot = 0; slot < 2; ++slot) {
        const Run &a = runs[2 * slot];
        const Run &b = runs[2 * slot + 1];
        QCOMPARE(a.extra.value("slot", -1), int(slot));
        QCOMPARE(b.extra.value("slot", -1), int(slot));
        const auto endOf = [](const Run &run) {
            return run.startedAt.addMSecs(
                qint64(1000 * run.metricValue(QStringLiteral("duration_s")).value_or(0)));
        };
        QVERIFY(a.startedAt < endOf(b));
        QVERIFY(b.startedAt < endOf(a));
        QVERIFY(a.extra.value("server_pid", std::string()) !=
                b.extra.value("server_pid", std::string()));
        // Both servers picked their ports at once: each one of its own.
        QVERIFY(measuredPort(a.config) > 0 && measuredPort(b.config) > 0);
        QVERIFY(measuredPort(a.config) != measuredPort(b.config));
    }
}

void TestWaveRunner::refusedPlanStartsNothing()
{
    // Arm A's server would leave a mark before it starts the mock: none may appear.
    const QString started = m_dir.filePath(QStringLiteral("refused-plan-server-started"));
    nlohmann::json slow = mockConfig("slow", 1.0);
    nlohmann::json argv = {"/bin/sh", "-c", "touch \"$0\"; exec \"$@\"", started.toStdString()};
    for (const auto &word : slow["argv"])
        argv.push_back(word);
    slow["argv"] = argv;
    nlohmann::json json = twoArmPlan(slow, mockConfig("fast", 1.0));
    json["arms"][1]["config"] = "fp8";
    WavePlan plan;
    plan.name = QStringLiteral("built-in-code");
    // The GUI builds plans in code: the runner refuses those too, before anything starts.
    const WavePlanParse parsed = wavePlanFromJson(json);
    QVERIFY(!parsed.plan);
    QVERIFY(parsed.errors.contains(QStringLiteral("arms[1].config: no config named \"fp8\"")));
    json["arms"][1]["config"] = "fast";
    plan = planFrom(json);
    plan.arms[1].config = QStringLiteral("fp8");
    plan.arms[0].gpus = {5};

    const QString notebook = newNotebook();
    WaveControl control;
    int stepsStarted = 0;
    WaveObserver observer;
    observer.stepStarted = [&](const WaveStep &) { ++stepsStarted; };
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});
    QCOMPARE(outcome.status, WaveStatus::Failed);
    QCOMPARE(outcome.waveId, qint64(0));
    QVERIFY2(outcome.errors.contains(QStringLiteral("arms[1].config: no config named \"fp8\"")),
             qPrintable(outcome.errors.join(u'\n')));
    QVERIFY2(outcome.errors.contains(
                 QStringLiteral("arms[0].gpus[0]: GPU 5 is not one of this wave's GPUs (0, 1)")),
             qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(stepsStarted, 0);
    if (!test::onPostgres()) {
        QVERIFY(!QFile::exists(notebook)); // not even the notebook was touched
    } else {
        QCOMPARE(test::postgresServer()
                     .value(test::databaseOf(notebook),
                            QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE "
                                           "table_schema = 'public'"))
                     .toInt(),
                 0);
    }
    QVERIFY(!QFile::exists(started));
}

void TestWaveRunner::armThatCannotStartIsKeptOnTheWaveAndTheWaveGoesOn()
{
    // Arm B's server exits at once: the mock refuses an option it does not know.
    nlohmann::json json = twoArmPlan(
        mockConfig("slow", 1.0), mockConfig("broken", 1.0, {QStringLiteral("--no-such-option")}));
    json["workload"]["concurrency"] = {2};
    json["repeats"] = 2;
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();
    WaveControl control;
    QStringList failures;
    WaveObserver observer;
    observer.armFailed = [&](const QString &arm, const QString &) { failures << arm; };
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});

    QCOMPARE(outcome.status, WaveStatus::Finished); // on_arm_failure "continue"
    QCOMPARE(failures, (QStringList{QStringLiteral("B"), QStringLiteral("B")}));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 2);
    QCOMPARE(outcome.count(WaveStepOutcome::Failed), 2);
    QCOMPARE(outcome.steps[1].outcome, WaveStepOutcome::Failed);
    QCOMPARE(outcome.steps[1].runId, qint64(0)); // nothing was measured: no run
    QVERIFY2(outcome.steps[1].message.contains(QStringLiteral("arm B")),
             qPrintable(outcome.steps[1].message));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    // Only the measured runs are runs: no failed run, no lane made up for the broken arm.
    QCOMPARE(store.runs().count(), qint64(2));
    for (const Run &run : store.runs().list())
        QVERIFY2(run.status != RunStatus::Failed, qPrintable(run.label));
    QCOMPARE(store.runs().laneNames().size(), qsizetype(1));
    QCOMPARE(store.waves().placements(outcome.waveId).size(), size_t(2));

    // The failures are on the wave, each at its step with why and the server's own words.
    const std::vector<WaveStepFailure> failed = store.waves().stepFailures(outcome.waveId);
    QCOMPARE(failed.size(), size_t(2));
    const std::vector<WaveStep> schedule = scheduleWave(plan);
    for (size_t i = 0; i < failed.size(); ++i) {
        const WaveStepFailure &failure = failed[i];
        const WaveStep &step = schedule[size_t(failure.step.index)];
        QCOMPARE(failure.waveId, outcome.waveId);
        QCOMPARE(failure.step.index, int(2 * i + 1));
        QCOMPARE(failure.step.arm, QStringLiteral("B"));
        QCOMPARE(failure.step.config, QStringLiteral("broken"));
        QCOMPARE(failure.step.role, ArmRole::Candidate);
        QCOMPARE(failure.step.repeat, step.repeat);
        QCOMPARE(failure.step.slot, step.slot);
        QCOMPARE(failure.step.gpus, step.gpus);
        QCOMPARE(failure.step.point.concurrency, 2);
        QCOMPARE(failure.step.point.contextTokens, 32);
        QVERIFY2(failure.reason.contains(QStringLiteral("arm B")), qPrintable(failure.reason));
        // It exited before it said where it listens, and the reason says both.
        QVERIFY2(failure.reason.contains(QStringLiteral("exited with code 2 before it was ready")),
                 qPrintable(failure.reason));
        QVERIFY2(failure.reason.contains(QStringLiteral("never reported its port")),
                 qPrintable(failure.reason));
        QVERIFY2(failure.logTail.contains(QStringLiteral("no-such-option")),
                 qPrintable(failure.logTail));
        QVERIFY(failure.recordedAt.isValid());
    }
    const auto wave = store.waves().wave(outcome.waveId);
    QCOMPARE(wave->status, WaveStatus::Finished);
    QCOMPARE(wave->summary.value("failed", 0), 2);
    QCOMPARE(wave->summary.value("recorded", 0), 2);
}

void TestWaveRunner::stopPolicyEndsTheWaveAtTheFirstFailure()
{
    nlohmann::json json = twoArmPlan(
        mockConfig("slow", 1.0), mockConfig("broken", 1.0, {QStringLiteral("--no-such-option")}));
    json["on_arm_failure"] = "stop";
    json["repeats"] = 2;
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();
    WaveControl control;
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, {}, WaveOptions{pidDirectory()});
    QCOMPARE(outcome.status, WaveStatus::Failed);
    QCOMPARE(outcome.steps[0].outcome, WaveStepOutcome::Recorded);
    QCOMPARE(outcome.steps[1].outcome, WaveStepOutcome::Failed);
    for (size_t i = 2; i < outcome.steps.size(); ++i)
        QCOMPARE(outcome.steps[i].outcome, WaveStepOutcome::NotRun);
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.waves().wave(outcome.waveId)->status, WaveStatus::Failed);
    QCOMPARE(store.waves().placements(outcome.waveId).size(), size_t(1));
    QCOMPARE(store.waves().stepFailures(outcome.waveId).size(), size_t(1));
}

void TestWaveRunner::serverKilledMidRunRecordsItsErrors()
{
    // B is slow enough (20 ms per token, one stream) to be killed in the middle of a run.
    nlohmann::json json = twoArmPlan(mockConfig("slow", 1.0), mockConfig("victim", 20.0));
    json["workload"]["concurrency"] = {1};
    json["workload"]["requests"] = 8;
    json["repeats"] = 2;
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();
    WaveControl control;
    qint64 killedPid = 0;
    WaveObserver observer;
    observer.progressed = [&](const WaveProgress &progress) {
        // Killed with one request answered and, one stream, at least one not yet sent: that
        // one cannot be answered, whatever the machine's speed.
        if (progress.stepIndex != 1 || killedPid != 0 || progress.load.completed < 1 ||
            progress.load.completed + 1 >= progress.load.total)
            return;
        killedPid = recordedServerPid(pidDirectory(), QStringLiteral("B (victim)"));
        if (killedPid > 0)
            ::kill(pid_t(killedPid), SIGKILL);
    };
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});
    QVERIFY2(killedPid > 0, "the server of arm B was not found in the PID records");

    QCOMPARE(outcome.status, WaveStatus::Finished); // the wave went on
    const WaveStepResult &hit = outcome.steps[1];
    QCOMPARE(hit.outcome, WaveStepOutcome::Failed);
    QVERIFY(hit.runId > 0);
    QVERIFY(hit.completedRequests >= 1);
    QVERIFY(hit.failedRequests >= 1);
    QVERIFY2(hit.message.contains(QStringLiteral("exited during the run")),
             qPrintable(hit.message));
    // The next repeat of B gets a fresh server and measures normally.
    QCOMPARE(outcome.steps[3].outcome, WaveStepOutcome::Recorded);
    QCOMPARE(outcome.steps[3].completedRequests, 8);

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    const auto run = store.runs().run(hit.runId);
    QVERIFY(run);
    QCOMPARE(run->extra.value("server_exited", false), true);
    QCOMPARE(run->extra.value("server_pid", std::string()), std::to_string(killedPid));
    QVERIFY(run->metricValue(QStringLiteral("failed")).value_or(0) >= 1);
    const auto next = store.runs().run(outcome.steps[3].runId);
    QVERIFY(next->extra.value("server_pid", std::string()) != std::to_string(killedPid));
    QCOMPARE(store.waves().placements(outcome.waveId).size(), size_t(4));
}

void TestWaveRunner::runnerSkipsAndAborts()
{
    // Each run takes about a second (8 requests × 8 tokens × 15 ms, one stream).
    nlohmann::json json = twoArmPlan(mockConfig("slow", 15.0), mockConfig("fast", 15.0));
    json["workload"]["concurrency"] = {1};
    json["workload"]["output_tokens"] = 8;
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();

    WaveRunner runner;
    runner.setPidDirectory(pidDirectory());
    QueuedSignalSpy finishedSpy(&runner, &WaveRunner::waveFinished);
    QueuedSignalSpy stepSpy(&runner, &WaveRunner::stepFinished);
    bool skipped = false;
    bool aborted = false;
    // Skip step 0 once its load is under way; abort while step 2 runs.
    connect(&runner, &WaveRunner::progressed, this, [&](const WaveProgress &progress) {
        if (progress.stepIndex == 0 && !skipped) {
            skipped = true;
            runner.skip();
        } else if (progress.stepIndex == 2 && !aborted) {
            aborted = true;
            runner.abort();
        }
    });
    runner.start(plan, notebook);
    QVERIFY(runner.isRunning());
    QVERIFY(finishedSpy.wait(60000));
    QVERIFY(!runner.isRunning());

    const WaveOutcome outcome = finishedSpy.at(0).at(0).value<WaveOutcome>();
    QCOMPARE(outcome.status, WaveStatus::Aborted);
    QCOMPARE(outcome.steps[0].outcome, WaveStepOutcome::Skipped);
    QCOMPARE(outcome.steps[0].runId, qint64(0)); // a cut-short load is not a measurement
    QCOMPARE(outcome.steps[1].outcome, WaveStepOutcome::Recorded);
    QCOMPARE(outcome.steps[2].outcome, WaveStepOutcome::NotRun);
    QCOMPARE(outcome.steps[2].runId, qint64(0));
    for (size_t i = 3; i < outcome.steps.size(); ++i)
        QCOMPARE(outcome.steps[i].outcome, WaveStepOutcome::NotRun);
    QCOMPARE(stepSpy.size(), 3);

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.waves().wave(outcome.waveId)->status, WaveStatus::Aborted);
    const std::vector<WaveRunPlacement> placements = store.waves().placements(outcome.waveId);
    QCOMPARE(placements.size(), size_t(1));
    QCOMPARE(placements[0].runId, outcome.steps[1].runId);
}

void TestWaveRunner::runnerPausesBetweenSteps()
{
    // Step 0 takes about half a second (8 requests × 16 tokens × 4 ms, one stream).
    nlohmann::json json = twoArmPlan(mockConfig("slow", 4.0), mockConfig("fast", 1.0));
    json["workload"]["concurrency"] = {1};
    json["repeats"] = 1;
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();

    WaveRunner runner;
    runner.setPidDirectory(pidDirectory());
    QueuedSignalSpy finishedSpy(&runner, &WaveRunner::waveFinished);
    QueuedSignalSpy startedSpy(&runner, &WaveRunner::stepStarted);
    QueuedSignalSpy notedSpy(&runner, &WaveRunner::noted);
    // Asked while step 0's load runs: the wave finishes step 0, then holds.
    // Once only: progress signals of step 0 still queued after resume() must not pause again.
    bool paused = false;
    connect(&runner, &WaveRunner::progressed, this, [&](const WaveProgress &progress) {
        if (progress.stepIndex == 0 && !paused) {
            paused = true;
            runner.pause();
        }
    });
    runner.start(plan, notebook);
    // The wave says it paused before step 1, and step 1 has not started.
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(notedSpy.begin(), notedSpy.end(),
                                         [](const QList<QVariant> &args) {
                                             return args.at(0).toString().startsWith(
                                                 QStringLiteral("Paused"));
                                         }),
                             30000);
    QCOMPARE(startedSpy.size(), 1);
    QVERIFY(finishedSpy.isEmpty());
    runner.resume();
    QVERIFY(finishedSpy.wait(30000));
    const WaveOutcome outcome = finishedSpy.at(0).at(0).value<WaveOutcome>();
    QCOMPARE(outcome.status, WaveStatus::Finished);
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 2);
    QCOMPARE(startedSpy.size(), 2);
}

// A "server" that runs but never answers its health URL: `sleep`, with nothing on its port
// (port 0: nor does it say which port it picked).
static nlohmann::json silentConfig(const std::string &name, int port, double readyTimeoutS)
{
    const std::string url = "http://127.0.0.1:" + std::to_string(port);
    return {{"name", name},
            {"argv", {"sleep", "60"}},
            {"base_url", url},
            {"model", "mock-model"},
            {"ready_timeout_s", readyTimeoutS}};
}

void TestWaveRunner::serverThatNeverAnswersTimesOut()
{
    const ClosedPort nobody; // where the silent server's config says it answers
    nlohmann::json json =
        twoArmPlan(mockConfig("slow", 1.0), silentConfig("silent", nobody.port(), 0.5));
    json["workload"]["concurrency"] = {1};
    json["repeats"] = 1;
    const WavePlan plan = planFrom(json);
    WaveControl control;
    const WaveOutcome outcome =
        executeWave(plan, newNotebook(), control, {}, WaveOptions{pidDirectory()});
    QCOMPARE(outcome.status, WaveStatus::Finished);
    QCOMPARE(outcome.steps[0].outcome, WaveStepOutcome::Recorded);
    QCOMPARE(outcome.steps[1].outcome, WaveStepOutcome::Failed);
    QVERIFY2(outcome.steps[1].message.contains(
                 QStringLiteral("the server of config silent was not ready after 0.5 s")),
             qPrintable(outcome.steps[1].message));
    QCOMPARE(outcome.steps[1].runId, qint64(0)); // kept on the wave, not as a run
}

void TestWaveRunner::serverThatNeverReportsItsPortTimesOut()
{
    nlohmann::json json = twoArmPlan(mockConfig("slow", 1.0), silentConfig("silent", 0, 0.5));
    json["workload"]["concurrency"] = {1};
    json["repeats"] = 1;
    const WavePlan plan = planFrom(json);
    WaveControl control;
    const WaveOutcome outcome =
        executeWave(plan, newNotebook(), control, {}, WaveOptions{pidDirectory()});
    QCOMPARE(outcome.status, WaveStatus::Finished);
    QCOMPARE(outcome.steps[0].outcome, WaveStepOutcome::Recorded);
    QCOMPARE(outcome.steps[1].outcome, WaveStepOutcome::Failed);
    const QString &message = outcome.steps[1].message;
    QVERIFY2(message.contains(QStringLiteral("the server of config silent was not ready after "
                                             "0.5 s: it never reported its port")),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("http://127.0.0.1:0")), qPrintable(message));
    QCOMPARE(outcome.steps[1].runId, qint64(0));
}

void TestWaveRunner::abortIsHeardWhileAServerStarts()
{
    // Arm A's server would take its full minute to be declared not ready (it never says its
    // port); abort must not wait.
    nlohmann::json json = twoArmPlan(silentConfig("silent", 0, 60.0), mockConfig("fast", 1.0));
    const WavePlan plan = planFrom(json);
    const QString notebook = newNotebook();
    WaveRunner runner;
    runner.setPidDirectory(pidDirectory());
    QueuedSignalSpy finishedSpy(&runner, &WaveRunner::waveFinished);
    connect(&runner, &WaveRunner::noted, this, [&](const QString &message) {
        if (message.startsWith(QStringLiteral("Starting the server of arm A")))
            runner.abort();
    });
    runner.start(plan, notebook);
    QVERIFY(finishedSpy.wait(20000)); // far less than the 60 s ready timeout
    const WaveOutcome outcome = finishedSpy.at(0).at(0).value<WaveOutcome>();
    QCOMPARE(outcome.status, WaveStatus::Aborted);
    QCOMPARE(outcome.steps[0].outcome, WaveStepOutcome::NotRun);
    QCOMPARE(outcome.steps[0].message, QStringLiteral("aborted while its server started"));
    QCOMPARE(outcome.count(WaveStepOutcome::Failed), 0); // an abort is not an arm failure
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QVERIFY(store.waves().placements(outcome.waveId).empty());
    QCOMPARE(store.waves().wave(outcome.waveId)->status, WaveStatus::Aborted);
}

QTEST_GUILESS_MAIN(TestWaveRunner)
#include "tst_waverunner.moc"
