// The wave planner offscreen: the schedule preview model under QAbstractItemModelTester, edits
// in the editors landing in the plan and surviving a JSON round trip, the A,B,A,B preview and
// its estimate, problems that keep the Start button off, and the start request. With
// LANEBOOK_SCREENSHOT_DIR set, the planner is grabbed there.
#include "models/waves/waveplanjson.h"
#include "models/waves/waveschedulemodel.h"
#include "widgets/waves/waveconfigeditor.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using namespace lanebook;

namespace {

template <typename T> T *child(QWidget &parent, const char *name)
{
    T *found = parent.findChild<T *>(QString::fromLatin1(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClicks(edit, text); // real key events: textEdited fires as for a user
}

void typeInto(QPlainTextEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

QStringList listTexts(const QListWidget *list)
{
    QStringList texts;
    for (int row = 0; row < list->count(); ++row)
        texts << list->item(row)->text();
    return texts;
}

QString cell(const QAbstractItemModel &model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(50);
    QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
}

} // namespace

class TestWavePlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scheduleModelPassesTheTester()
    {
        WaveScheduleModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSteps(scheduleWave(WavePlanner::examplePlan()));
        QCOMPARE(model.rowCount(), 2 * 1 * 6); // 2 arms, 1 concurrency point, 6 repeats
        model.setSteps({});
        QCOMPARE(model.rowCount(), 0);
    }

    // The model keeps raw values (models/waves); the planner's view tints the arm cell of the
    // control's steps and of the candidate's in two colours, so the A,B,A,B rhythm shows.
    void scheduleViewTintsTheArmsApart()
    {
        WavePlanner planner;
        planner.setPlan(WavePlanner::examplePlan());
        const WaveScheduleModel *schedule = planner.scheduleModel();
        QVERIFY(
            !schedule->index(0, WaveScheduleModel::ArmColumn).data(Qt::BackgroundRole).isValid());
        const auto *view = child<QTableView>(planner, "scheduleView");
        QVERIFY(view->model() != schedule);
        const auto tint = [&](int row, int column) {
            return view->model()->index(row, column).data(Qt::BackgroundRole);
        };
        QVERIFY(tint(0, WaveScheduleModel::ArmColumn).isValid());
        QVERIFY(tint(1, WaveScheduleModel::ArmColumn).isValid());
        QVERIFY(tint(0, WaveScheduleModel::ArmColumn) != tint(1, WaveScheduleModel::ArmColumn));
        QVERIFY(!tint(0, WaveScheduleModel::RoleColumn).isValid());
        QCOMPARE(view->model()->index(0, WaveScheduleModel::ArmColumn).data().toString(),
                 schedule->index(0, WaveScheduleModel::ArmColumn).data().toString());
    }

    void searchingPlanPreviewsTheMostItCanRun()
    {
        WavePlanner planner;
        WavePlan plan = WavePlanner::examplePlan();
        plan.workload.concurrency = {8};
        plan.repeats = 6;
        plan.slo = Slo{};
        plan.slo->tpotMs = 50.0;
        plan.search = WaveLoadSearch{};
        plan.search->maxProbes = 5;
        planner.setPlan(plan);
        // 6 repeats x 5 probes x 2 arms, each probe at the start for the estimate.
        QCOMPARE(planner.scheduleModel()->rowCount(), 60);
        const QString summary = child<QLabel>(planner, "scheduleSummary")->text();
        QVERIFY2(summary.contains(QStringLiteral("max-load search under tpot_ms=50 (99 % met)")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("at most 60 run")), qPrintable(summary));
        // The plan the planner starts is the one it was given, search and SLO included.
        QSignalSpy started(&planner, &WavePlanner::startWaveRequested);
        child<QPushButton>(planner, "startWaveButton")->click();
        QCOMPARE(started.count(), 1);
        const auto startedPlan = started.at(0).at(0).value<WavePlan>();
        QCOMPARE(startedPlan.search, plan.search);
        QCOMPARE(startedPlan.slo->tpotMs, plan.slo->tpotMs);
    }

    // A lane typed into the planner brings its SLO, another lane its own or none; a plan's own
    // SLO stays whatever lane is typed.
    void typedLaneBringsItsSlo()
    {
        WavePlanner planner;
        const Slo tight = Slo::fromText(QStringLiteral("ttft_ms=200")).value();
        const Slo loose = Slo::fromText(QStringLiteral("ttft_ms=500")).value();
        planner.setLaneSloLookup([&](const QString &lane) -> std::optional<Slo> {
            if (lane == QLatin1String("tight"))
                return tight;
            if (lane == QLatin1String("loose"))
                return loose;
            return std::nullopt;
        });
        WavePlan plan = WavePlanner::examplePlan();
        plan.lane.clear();
        plan.slo.reset();
        planner.setPlan(plan);
        auto *lane = child<QLineEdit>(planner, "planLane");
        typeInto(lane, QStringLiteral("tight"));
        QCOMPARE(planner.plan().slo, std::optional<Slo>(tight));
        QVERIFY(planner.plan().sloFromLane);
        typeInto(lane, QStringLiteral("loose"));
        QCOMPARE(planner.plan().slo, std::optional<Slo>(loose));
        typeInto(lane, QStringLiteral("no-slo-here"));
        QVERIFY(!planner.plan().slo);
        QVERIFY(!planner.plan().sloFromLane);

        plan.slo = Slo::fromText(QStringLiteral("e2e_ms=9000")).value();
        planner.setPlan(plan);
        typeInto(lane, QStringLiteral("tight"));
        QCOMPARE(planner.plan().slo, plan.slo);
        QVERIFY(!planner.plan().sloFromLane);
    }

    void previewShowsTheInterleavedOrderAndEstimate()
    {
        WavePlanner planner;
        planner.resize(1400, 900);
        planner.show();
        const WaveScheduleModel *schedule = planner.scheduleModel();
        QCOMPARE(schedule->rowCount(), 12); // the example: 2 arms, 1 point, 6 repeats
        // A,B in every slot: the first six steps alternate arms, one slot per repeat.
        const QStringList expectedArms{QStringLiteral("A"), QStringLiteral("B"),
                                       QStringLiteral("A"), QStringLiteral("B"),
                                       QStringLiteral("A"), QStringLiteral("B")};
        QStringList arms;
        for (int row = 0; row < 6; ++row)
            arms << cell(*schedule, row, WaveScheduleModel::ArmColumn);
        QCOMPARE(arms, expectedArms);
        QCOMPARE(cell(*schedule, 1, WaveScheduleModel::GpusColumn), QStringLiteral("1"));
        QVERIFY(planner.estimatedDurationS() > 0);
        const QString summary = child<QLabel>(planner, "scheduleSummary")->text();
        QVERIFY2(summary.contains(QStringLiteral("12 run")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("A,B | A,B")), qPrintable(summary));
        // The example's 6 pairs can decide; 3 cannot carry an exact 95 % interval, and the
        // planner says so.
        auto *detectableLabel = child<QLabel>(planner, "detectableEffect");
        QVERIFY2(!detectableLabel->text().contains(QStringLiteral("at least 6 pairs")),
                 qPrintable(detectableLabel->text()));
        child<QSpinBox>(planner, "planRepeats")->setValue(3);
        const QString detectable = detectableLabel->text();
        QVERIFY2(detectable.contains(QStringLiteral("at least 6 pairs")), qPrintable(detectable));
        child<QSpinBox>(planner, "planRepeats")->setValue(6);
        saveScreenshot(&planner, QStringLiteral("wave-planner.png"));

        // ABBA: the second repeat runs B first.
        auto *order = child<QComboBox>(planner, "planOrder");
        order->setCurrentIndex(order->findData(armOrderPolicyId(ArmOrderPolicy::Counterbalanced)));
        QCOMPARE(cell(*schedule, 6, WaveScheduleModel::ArmColumn), QStringLiteral("B"));
        QCOMPARE(planner.plan().order, ArmOrderPolicy::Counterbalanced);
    }

    void editsLandInThePlanAndSurviveJson()
    {
        WavePlanner planner;
        planner.show();
        QSignalSpy changed(&planner, &WavePlanner::planChanged);
        typeInto(child<QLineEdit>(planner, "planName"), QStringLiteral("fp8-kv"));
        typeInto(child<QLineEdit>(planner, "planLane"), QStringLiteral("qwen3-8b-h200"));
        child<QSpinBox>(planner, "planRepeats")->setValue(6);
        child<QCheckBox>(planner, "planSwapGpus")->setChecked(true);
        typeInto(child<QLineEdit>(planner, "workloadConcurrency"), QStringLiteral("10, 64 256"));
        typeInto(child<QLineEdit>(planner, "workloadContext"), QStringLiteral("1024,8192"));
        child<QSpinBox>(planner, "workloadOutputTokens")->setValue(512);

        // The second config: argv typed as a command line, an argument with a space in it
        // quoted as in a terminal; the words list shows how it split.
        auto *configs = child<QListWidget>(planner, "configList");
        configs->setCurrentRow(1);
        typeInto(child<QPlainTextEdit>(planner, "configArgv"),
                 QStringLiteral("vllm serve '/models/Qwen3 8B' --kv-cache-dtype fp8"));
        const QStringList expectedArgv{QStringLiteral("vllm"), QStringLiteral("serve"),
                                       QStringLiteral("/models/Qwen3 8B"),
                                       QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8")};
        QCOMPARE(listTexts(child<QListWidget>(planner, "configArgvWords")), expectedArgv);
        child<QPlainTextEdit>(planner, "configEnvironment")
            ->setPlainText(QStringLiteral("VLLM_USE_V1=1\nHF_HOME=/data/hf cache"));
        typeInto(child<QLineEdit>(planner, "configName"), QStringLiteral("fp8kv"));

        // Arm B moves to GPU 3.
        auto *arms = child<QTableWidget>(planner, "armsTable");
        arms->item(1, 3)->setText(QStringLiteral("3"));
        typeInto(child<QLineEdit>(planner, "planGpus"), QStringLiteral("0,3"));

        QVERIFY(changed.count() > 0);
        const WavePlan plan = planner.plan();
        QVERIFY2(planner.problems().isEmpty(), qPrintable(planner.problems().join(u'\n')));
        QCOMPARE(plan.name, QStringLiteral("fp8-kv"));
        QCOMPARE(plan.lane, QStringLiteral("qwen3-8b-h200"));
        QCOMPARE(plan.repeats, 6);
        QVERIFY(plan.swapGpus);
        QCOMPARE(plan.workload.concurrency, (std::vector<int>{10, 64, 256}));
        QCOMPARE(plan.workload.contextTokens, (std::vector<int>{1024, 8192}));
        QCOMPARE(plan.workload.outputTokens, 512);
        QCOMPARE(plan.configs.at(1).name, QStringLiteral("fp8kv"));
        QCOMPARE(plan.configs.at(1).argv, expectedArgv);
        QCOMPARE(plan.configs.at(1).environment.value(QStringLiteral("HF_HOME")),
                 QStringLiteral("/data/hf cache"));
        // The renamed config took its arm with it.
        QCOMPARE(plan.arms.at(1).config, QStringLiteral("fp8kv"));
        QCOMPARE(plan.arms.at(1).gpus, QList<int>{3});

        // The plan as the file the CLI runs, and back.
        const nlohmann::json json = wavePlanToJson(plan);
        QVERIFY(json["arms"][1]["gpus"] == nlohmann::json::array({3}));
        QVERIFY(json["configs"][1]["argv"][2] == "/models/Qwen3 8B");
        QVERIFY(json["swap_gpus"] == true);
        const WavePlanParse parsed = parseWavePlan(QByteArray::fromStdString(json.dump()));
        QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
        QVERIFY(wavePlanToJson(*parsed.plan) == json);

        // A plan that is set fills the editors, and reads back unchanged.
        WavePlanner other;
        other.setPlan(*parsed.plan);
        QCOMPARE(child<QLineEdit>(other, "planName")->text(), QStringLiteral("fp8-kv"));
        child<QListWidget>(other, "configList")->setCurrentRow(1);
        QCOMPARE(child<QPlainTextEdit>(other, "configArgv")->toPlainText(),
                 QStringLiteral("vllm serve '/models/Qwen3 8B' --kv-cache-dtype fp8"));
        QCOMPARE(listTexts(child<QListWidget>(other, "configArgvWords")), expectedArgv);
        QVERIFY2(wavePlanToJson(other.plan()) == json, wavePlanToJson(other.plan()).dump().c_str());
    }

    // The traffic kinds: each shows its own fields only, lands in the plan's workload (and its
    // JSON) with the other kinds cleared, fills back from a plan, and a shared system prompt as
    // long as the context is one of the plan's problems.
    void trafficKindsLandInThePlan()
    {
        WavePlanner planner;
        planner.show();
        auto *kind = child<QComboBox>(planner, "trafficKind");
        auto *turns = child<QSpinBox>(planner, "trafficTurns");
        auto *traceFile = child<QLineEdit>(planner, "trafficTraceFile");
        QVERIFY(!turns->isVisible() && !traceFile->isVisible());
        QCOMPARE(planner.plan().workload.turns, 0);

        kind->setCurrentIndex(kind->findText(QStringLiteral("Multi-turn conversations")));
        QVERIFY(turns->isVisible() && !traceFile->isVisible());
        turns->setValue(5);
        child<QSpinBox>(planner, "trafficConversations")->setValue(12);
        child<QDoubleSpinBox>(planner, "trafficThinkTimeMs")->setValue(250);
        WavePlan plan = planner.plan();
        QCOMPARE(plan.workload.turns, 5);
        QCOMPARE(plan.workload.conversations, 12);
        QCOMPARE(plan.workload.thinkTimeMs, 250.0);
        QVERIFY(wavePlanToJson(plan)["workload"]["turns"] == 5);
        QVERIFY2(planner.problems().isEmpty(), qPrintable(planner.problems().join(u'\n')));

        kind->setCurrentIndex(kind->findText(QStringLiteral("Trace replay (Mooncake)")));
        QVERIFY(!turns->isVisible() && traceFile->isVisible());
        QVERIFY2(planner.problems().contains(
                     QStringLiteral("Traffic: a trace replay needs its trace file")),
                 qPrintable(planner.problems().join(u'\n')));
        typeInto(traceFile, QStringLiteral("traces/conv.jsonl"));
        QVERIFY(planner.problems().isEmpty());
        child<QDoubleSpinBox>(planner, "trafficTraceSpeedup")->setValue(20.0);
        plan = planner.plan();
        QCOMPARE(plan.workload.turns, 0);
        QCOMPARE(plan.workload.traceFile, QStringLiteral("traces/conv.jsonl"));
        QCOMPARE(plan.workload.traceSpeedup, 20.0);

        // A plan that is set shows its kind and fields.
        WavePlanner other;
        other.show();
        other.setPlan(plan);
        QCOMPARE(child<QComboBox>(other, "trafficKind")->currentText(),
                 QStringLiteral("Trace replay (Mooncake)"));
        QCOMPARE(child<QLineEdit>(other, "trafficTraceFile")->text(),
                 QStringLiteral("traces/conv.jsonl"));
        QVERIFY(wavePlanToJson(other.plan()) == wavePlanToJson(plan));

        kind->setCurrentIndex(kind->findText(QStringLiteral("Shared system prompt")));
        typeInto(child<QLineEdit>(planner, "workloadContext"), QStringLiteral("256"));
        child<QSpinBox>(planner, "trafficSystemPromptTokens")->setValue(256);
        QVERIFY2(planner.problems().join(u' ').contains(
                     QStringLiteral("shared_system_prompt_tokens: 256 is not shorter")),
                 qPrintable(planner.problems().join(u'\n')));
        QVERIFY(!child<QPushButton>(planner, "startWaveButton")->isEnabled());
        child<QSpinBox>(planner, "trafficSystemPromptTokens")->setValue(200);
        QVERIFY(planner.problems().isEmpty());
        QCOMPARE(planner.plan().workload.sharedSystemPromptTokens, 200);
        QVERIFY(planner.plan().workload.traceFile.isEmpty());
        saveScreenshot(&planner, QStringLiteral("waveplanner-traffic"));
    }

    // The planner has no editor for quality steps (they come from the plan file): a plan's
    // steps survive every edit made in the window, and go with the wave that starts.
    void qualityStepsOfALoadedPlanSurviveEdits()
    {
        WavePlan loaded = WavePlanner::examplePlan();
        WaveQualityStep kld;
        kld.name = QStringLiteral("kld");
        kld.kind = QualityStepKind::Command;
        kld.argv = {QStringLiteral("python3"), QStringLiteral("kld.py"),
                    QStringLiteral("{base_url}"), QStringLiteral("{out_dir}")};
        kld.timeoutS = 600.0;
        WaveQualityStep gsm8k;
        gsm8k.name = QStringLiteral("gsm8k");
        gsm8k.kind = QualityStepKind::LmEval;
        gsm8k.tasks = QStringLiteral("gsm8k");
        gsm8k.limit = 200;
        gsm8k.when = QualityStepSchedule::PerArm;
        loaded.quality = {kld, gsm8k};

        WavePlanner planner;
        planner.show();
        planner.setPlan(loaded);
        QSignalSpy start(&planner, &WavePlanner::startWaveRequested);
        typeInto(child<QLineEdit>(planner, "planName"), QStringLiteral("renamed"));
        child<QSpinBox>(planner, "planRepeats")->setValue(4);
        auto *configs = child<QListWidget>(planner, "configList");
        configs->setCurrentRow(1);
        typeInto(child<QLineEdit>(planner, "configName"), QStringLiteral("faster2"));

        const WavePlan edited = planner.plan();
        QCOMPARE(edited.name, QStringLiteral("renamed"));
        QCOMPARE(edited.repeats, 4);
        QVERIFY(edited.quality == loaded.quality);
        QVERIFY(wavePlanToJson(edited).contains("quality"));

        child<QPushButton>(planner, "startWaveButton")->click();
        QCOMPARE(start.count(), 1);
        QVERIFY(start.at(0).at(0).value<WavePlan>().quality == loaded.quality);
    }

    // The planner opens on the example: a second "New from Example" must show that it did
    // something (the edits go, the label says where the plan came from).
    void newFromExampleSaysWhatItDid()
    {
        WavePlanner planner;
        planner.show();
        typeInto(child<QLineEdit>(planner, "planName"), QStringLiteral("my-edits"));
        child<QPushButton>(planner, "newFromExampleButton")->click();
        QCOMPARE(planner.plan().name, WavePlanner::examplePlan().name);
        QVERIFY2(child<QLabel>(planner, "planFile")->text().contains(QStringLiteral("example")),
                 qPrintable(child<QLabel>(planner, "planFile")->text()));
    }

    // A wave that starts gives the monitor room, unless the user placed the divider: then
    // it stays where the user put it.
    void aDraggedDividerStaysWhenAWaveStarts()
    {
        WavesPage page;
        page.resize(900, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *splitter = page.findChild<QSplitter *>();
        QVERIFY(splitter);
        const QList<int> planning = splitter->sizes();
        page.focusMonitor(true);
        QVERIFY(splitter->sizes() != planning); // untouched: the monitor gets the room
        page.focusMonitor(false);

        // Drag the divider down by 120 px, as a user would.
        QSplitterHandle *handle = splitter->handle(1);
        const QPoint grip = handle->rect().center();
        QTest::mousePress(handle, Qt::LeftButton, {}, grip);
        QTest::mouseMove(handle, grip + QPoint(0, 60));
        QTest::mouseMove(handle, grip + QPoint(0, 120));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, grip + QPoint(0, 120));
        const QList<int> dragged = splitter->sizes();
        QVERIFY2(dragged != planning, "the drag did not move the divider");
        page.focusMonitor(true);
        QCOMPARE(splitter->sizes(), dragged);
        page.focusMonitor(false);
        QCOMPARE(splitter->sizes(), dragged);
    }

    void problemsKeepStartOff()
    {
        WavePlanner planner;
        planner.show();
        auto *start = child<QPushButton>(planner, "startWaveButton");
        QVERIFY(start->isEnabled());
        typeInto(child<QLineEdit>(planner, "workloadConcurrency"), QStringLiteral("10, lots"));
        QVERIFY(!start->isEnabled());
        QVERIFY(planner.problems().join(u' ').contains(QStringLiteral("Concurrency")));
        QVERIFY(child<QLabel>(planner, "planProblems")->text().contains(QStringLiteral("lots")));
        QCOMPARE(planner.scheduleModel()->rowCount(), 0);
        typeInto(child<QLineEdit>(planner, "workloadConcurrency"), QStringLiteral("10"));
        QVERIFY(start->isEnabled());

        // An arm on a config that does not exist is the model's problem, shown the same way.
        auto *configs = child<QListWidget>(planner, "configList");
        configs->setCurrentRow(0);
        child<QPushButton>(planner, "removeConfigButton")->click();
        QCOMPARE(planner.plan().configs.size(), size_t(1));
        QVERIFY(!start->isEnabled());
        QVERIFY2(planner.problems().join(u' ').contains(QStringLiteral("baseline")),
                 qPrintable(planner.problems().join(u'\n')));

        typeInto(child<QLineEdit>(planner, "workloadConcurrency"), QStringLiteral("10"));
        auto *environment = child<QPlainTextEdit>(planner, "configEnvironment");
        environment->setPlainText(QStringLiteral("NOT A VARIABLE"));
        QVERIFY(planner.problems().join(u' ').contains(QStringLiteral("KEY=VALUE")));
    }

    // A command line that does not split (a quote left open while typing) keeps the argv it
    // had, says why beside the editor and in the problems, and keeps Start off.
    void anUnclosedQuoteKeepsTheLastArgv()
    {
        WavePlanner planner;
        planner.show();
        auto *start = child<QPushButton>(planner, "startWaveButton");
        auto *argv = child<QPlainTextEdit>(planner, "configArgv");
        auto *words = child<QListWidget>(planner, "configArgvWords");
        auto *error = child<QLabel>(planner, "configArgvError");
        child<QListWidget>(planner, "configList")->setCurrentRow(0);
        argv->setPlainText(QStringLiteral("vllm serve /models/a \\\n  --port 8001"));
        const QStringList good{QStringLiteral("vllm"), QStringLiteral("serve"),
                               QStringLiteral("/models/a"), QStringLiteral("--port"),
                               QStringLiteral("8001")};
        QCOMPARE(planner.plan().configs.at(0).argv, good);
        QVERIFY(error->isHidden());
        QVERIFY(start->isEnabled());

        argv->setPlainText(QStringLiteral("vllm serve '/models/b --port 8001"));
        QCOMPARE(planner.plan().configs.at(0).argv, good);
        QCOMPARE(listTexts(words), good);
        QVERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(QStringLiteral("character 12")), qPrintable(error->text()));
        QVERIFY2(planner.problems().join(u' ').contains(QStringLiteral("not closed")),
                 qPrintable(planner.problems().join(u'\n')));
        QVERIFY(!start->isEnabled());

        argv->setPlainText(QStringLiteral("vllm serve '/models/b' --port 8001 ''"));
        QCOMPARE(planner.plan().configs.at(0).argv.at(2), QStringLiteral("/models/b"));
        QCOMPARE(planner.plan().configs.at(0).argv.last(), QString());
        QCOMPARE(words->count(), 6); // the empty argument has its row
        QVERIFY(error->isHidden());
        QVERIFY2(planner.problems().isEmpty(), qPrintable(planner.problems().join(u'\n')));
    }

    void startAsksForTheWaveUnlessOneRuns()
    {
        WavePlanner planner;
        planner.show();
        QSignalSpy start(&planner, &WavePlanner::startWaveRequested);
        auto *button = child<QPushButton>(planner, "startWaveButton");
        button->click();
        QCOMPARE(start.count(), 1);
        QCOMPARE(start.at(0).at(0).value<WavePlan>().name, planner.plan().name);
        planner.setWaveRunning(true);
        QVERIFY(!button->isEnabled());
        button->click();
        QCOMPARE(start.count(), 1);
        planner.setWaveRunning(false);
        QVERIFY(button->isEnabled());
    }

    void armsAreAddedAndRemoved()
    {
        WavePlanner planner;
        planner.show();
        child<QPushButton>(planner, "addArmButton")->click();
        WavePlan plan = planner.plan();
        QCOMPARE(plan.arms.size(), size_t(3));
        QCOMPARE(plan.arms.back().name, QStringLiteral("C"));
        QCOMPARE(plan.arms.back().gpus, QList<int>{2}); // the next free GPU
        QCOMPARE(plan.arms.back().role, ArmRole::Candidate);
        QCOMPARE(planner.scheduleModel()->rowCount(), 18); // 3 arms, 6 repeats
        auto *arms = child<QTableWidget>(planner, "armsTable");
        arms->setCurrentCell(0, 0);
        child<QPushButton>(planner, "removeArmButton")->click();
        plan = planner.plan();
        QCOMPARE(plan.arms.size(), size_t(2));
        QCOMPARE(plan.arms.front().name, QStringLiteral("B"));
    }

    void environmentTextRoundTrip()
    {
        QStringList problems;
        const QMap<QString, QString> environment = WaveConfigEditor::parseEnvironment(
            QStringLiteral("A=1\n\nB = two words\nC=x=y\n=nokey\nnoequals"), &problems);
        QCOMPARE(environment.value(QStringLiteral("A")), QStringLiteral("1"));
        QCOMPARE(environment.value(QStringLiteral("B")), QStringLiteral(" two words"));
        QCOMPARE(environment.value(QStringLiteral("C")), QStringLiteral("x=y"));
        QCOMPARE(problems.size(), 2);
        QVERIFY(problems.first().contains(QStringLiteral("line 5")));
        QCOMPARE(WaveConfigEditor::parseEnvironment(WaveConfigEditor::environmentText(environment),
                                                    nullptr),
                 environment);
    }
};

QTEST_MAIN(TestWavePlanner)
#include "tst_waveplanner.moc"
