// `lanebook-cli wave run | wave plan` end to end: the real executable, plans on disk, arms
// that launch the real mock server, a real notebook file.
#include "wavetestsupport.h"

#include "backends/launcher/pidrecord.h"
#include "backends/notebook/notebookstore.h"
#include "backends/waves/interruptedwaves.h"
#include "testutils.h"

#include <QFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace lanebook;
using namespace lanebook::test;

class TestWaveCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString writePlan(const nlohmann::json &plan)
    {
        return writePlanFile(m_dir.filePath(QStringLiteral("plan-%1.json").arg(++m_files)), plan);
    }
    QString newNotebook()
    {
        return m_dir.filePath(QStringLiteral("cli-%1.lanebook").arg(++m_files));
    }
    QString pidDirectory() const { return m_dir.filePath(QStringLiteral("servers")); }

    // Two arms, one concurrency point, two repeats: four runs.
    nlohmann::json smallPlan(double slowItlMs = 2.0)
    {
        nlohmann::json plan = twoArmPlan(mockConfig("slow", slowItlMs), mockConfig("fast", 1.0));
        plan["workload"]["concurrency"] = {2};
        plan["repeats"] = 2;
        return plan;
    }

private Q_SLOTS:
    void runPrintsProgressAndSummary();
    void runJsonSummary();
    void refusedPlanExitsOneAndStartsNothing();
    void gpusThisMachineLacksAreRefused();
    void waveOfADeadProcessIsMarkedInterrupted();
    void armFailureUnderStopExitsOne();
    void planPrintsTheSchedule();
    void usageErrors();
    void interruptAbortsTheWave();
};

void TestWaveCli::runPrintsProgressAndSummary()
{
    const QString notebook = newNotebook();
    const CliResult result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                                     QStringLiteral("run"), writePlan(smallPlan()),
                                     QStringLiteral("--pid-dir"), pidDirectory()});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.startsWith(QStringLiteral("Wave mock-ab (id 1): 4 runs, order A,B | A,B\n")),
             qPrintable(out));
    // One line per step as it starts, in the planned order, each followed by its result.
    qsizetype at = 0;
    for (const char *line :
         {"[1/4] repeat 0, concurrency 2, input 32 tok, output 16 tok, 8 requests: arm A (control) "
          "on GPU 0",
          "    recorded run 1 (mock-ab-A-gpu0-r0-c2-in32-",
          "[2/4] repeat 0, concurrency 2, input 32 tok, output 16 tok, 8 requests: arm B "
          "(candidate) on GPU 1",
          "    recorded run 2 (mock-ab-B-gpu1-r0-c2-in32-", "[3/4] repeat 1", "[4/4] repeat 1",
          "Wave mock-ab (id 1): finished. 4 runs recorded, 0 failed, 0 skipped, 0 not run.",
          "Median output tok/s over the recorded repeats:",
          "Compare the arms: lanebook-cli compare --control 1 3 --candidate 2 4"}) {
        const qsizetype next = out.indexOf(QString::fromUtf8(line), at);
        QVERIFY2(next >= 0, qPrintable(QStringLiteral("missing, or out of order: %1\n%2")
                                           .arg(QString::fromUtf8(line), out)));
        at = next;
    }
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    // Each of the four servers (per arm and repeat) said the port it picked.
    QVERIFY2(pickedPorts(out).size() == 4, qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("  The server of arm B (fast) picked its port: it answers "
                                         "at http://127.0.0.1:")),
             qPrintable(out));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.waves().placements(1).size(), size_t(4));
    QCOMPARE(store.waves().wave(1)->status, WaveStatus::Finished);
    // The server's own TTFT and ITL histograms and the wave's first-token timeout are numbers,
    // kept as numbers: no word inside a metric's name makes it a secret (issue 27).
    const auto run = store.runs().run(1);
    QVERIFY(run);
    const nlohmann::json &deltas = run->extra["server_metrics"]["counter_deltas"];
    for (const char *name :
         {"vllm:time_to_first_token_seconds_sum", "vllm:time_to_first_token_seconds_count",
          "vllm:inter_token_latency_seconds_sum", "vllm:inter_token_latency_seconds_count"})
        QVERIFY2(
            deltas.contains(name) && deltas[name].is_number() && deltas[name] > 0,
            qPrintable(QString::fromUtf8(name) + u' ' + QString::fromStdString(deltas.dump())));
    QVERIFY(deltas["vllm:time_to_first_token_seconds_count"].get<double>() >= 8.0);
    QVERIFY2(run->workload["timeouts_s"]["first_token"].is_number(), run->workload.dump().c_str());
    QVERIFY(store.runs().dataLosses(1).isEmpty());
}

void TestWaveCli::runJsonSummary()
{
    const QString notebook = newNotebook();
    const CliResult result =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                QStringLiteral("wave"), QStringLiteral("run"), writePlan(smallPlan()),
                QStringLiteral("--pid-dir"), pidDirectory()});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const nlohmann::json summary = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    QVERIFY2(summary.is_object(), result.out.constData()); // nothing but the JSON on stdout
    QCOMPARE(summary.value("status", std::string()), std::string("finished"));
    QCOMPARE(summary.value("wave_id", 0), 1);
    QCOMPARE(summary.value("recorded", 0), 4);
    QCOMPARE(summary["steps"].size(), size_t(4));
    QCOMPARE(summary["steps"][1].value("arm", std::string()), std::string("B"));
    QCOMPARE(summary["steps"][1].value("role", std::string()), std::string("candidate"));
    QCOMPARE(summary["steps"][1].value("repeat", -1), 0);
    QCOMPARE(summary["steps"][1].value("completed", 0), 8);
    QVERIFY(summary["steps"][1]["output_tok_per_s"].is_number());
}

void TestWaveCli::refusedPlanExitsOneAndStartsNothing()
{
    const QString notebook = newNotebook();
    const CliResult result = runCli(
        {QStringLiteral("--notebook"), notebook, QStringLiteral("wave"), QStringLiteral("run"),
         dataPath(QStringLiteral("synthetic/waves/bad-unknown-config-and-gpu.json"))});
    QCOMPARE(result.exitCode, 1);
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(QStringLiteral(
                 "bad-unknown-config-and-gpu.json: arms[1].config: no config named \"fp8\"")),
             qPrintable(err));
    QVERIFY2(err.contains(
                 QStringLiteral("arms[1].gpus[0]: GPU 7 is not one of this wave's GPUs (0, 1)")),
             qPrintable(err));
    QVERIFY(err.contains(QStringLiteral("the plan was refused; nothing was started")));
    QVERIFY(result.out.isEmpty());
    QVERIFY(!QFile::exists(notebook));
}

// The telemetry source says which GPUs the machine has (here a replayed two-GPU A100
// capture): a plan for GPU 5 is refused before any server starts or the notebook is made.
void TestWaveCli::gpusThisMachineLacksAreRefused()
{
    nlohmann::json plan = smallPlan();
    plan["gpus"] = {0, 5};
    plan["arms"][1]["gpus"] = {5};
    const QString planPath = writePlan(plan);
    const QString notebook = newNotebook();
    const QString capture = dataPath(QStringLiteral(
        "synthetic/fake-nvidia-smi/captures/linux-x86_64__nvidia-a100-sxm4-80gb__550.127.05.txt"));
    const CliResult result =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                QStringLiteral("run"), planPath, QStringLiteral("--pid-dir"), pidDirectory(),
                QStringLiteral("--telemetry"), QStringLiteral("fake=") + capture});
    QCOMPARE(result.exitCode, 1);
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(planPath +
                          QStringLiteral(": gpus[1]: GPU 5 is not on this machine "
                                         "(fake=") +
                          capture + QStringLiteral(" reports GPUs 0, 1)")),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("arms[1].gpus[0]: GPU 5 is not on this machine")),
             qPrintable(err));
    QVERIFY(err.contains(QStringLiteral("the plan was refused; nothing was started")));
    QVERIFY(!QFile::exists(notebook));

    // The same plan on GPUs the capture has runs.
    plan["gpus"] = {0, 1};
    plan["arms"][1]["gpus"] = {1};
    const CliResult accepted =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                QStringLiteral("run"), writePlan(plan), QStringLiteral("--pid-dir"), pidDirectory(),
                QStringLiteral("--telemetry"), QStringLiteral("fake=") + capture});
    QVERIFY2(accepted.exitCode == 0, accepted.err.constData());
}

// A wave left "running" by a process of this host that is gone (here a child that ran and
// was killed) is marked interrupted when the next wave starts; a wave whose process still runs,
// one run from another host and one without a runner (older notebooks) are left alone.
void TestWaveCli::waveOfADeadProcessIsMarkedInterrupted()
{
    QProcess child;
    child.start(QStringLiteral("sleep"), {QStringLiteral("30")});
    QVERIFY(child.waitForStarted());
    const qint64 deadPid = child.processId();
    const quint64 deadTicks = ProcessTable::startTicks(deadPid);
    QVERIFY(deadTicks != 0);
    child.kill();
    QVERIFY(child.waitForFinished());
    const nlohmann::json deadRunner = {{"host", QSysInfo::machineHostName().toStdString()},
                                       {"pid", deadPid},
                                       {"start_ticks", deadTicks}};
    nlohmann::json otherHost = deadRunner;
    otherHost["host"] = "another-gpu-box";

    const QString notebook = newNotebook();
    {
        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadWrite));
        QVERIFY(store.waves().create(QStringLiteral("crashed"), {}, nlohmann::json::object(),
                                     deadRunner));
        QVERIFY(store.waves().create(QStringLiteral("alive"), {}, nlohmann::json::object(),
                                     thisProcessAsWaveRunner()));
        QVERIFY(store.waves().create(QStringLiteral("elsewhere"), {}, nlohmann::json::object(),
                                     otherHost));
        QVERIFY(store.waves().create(QStringLiteral("old"), {}, nlohmann::json::object()));
    }
    const CliResult result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                                     QStringLiteral("run"), writePlan(smallPlan()),
                                     QStringLiteral("--pid-dir"), pidDirectory()});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.contains(QStringLiteral("Wave 1 (crashed) was left running and is now marked "
                                         "interrupted: the process that ran it (PID %1 on ")
                              .arg(deadPid)),
             qPrintable(out));
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    const std::optional<WaveRecord> crashed = store.waves().wave(1);
    QCOMPARE(crashed->status, WaveStatus::Interrupted);
    QVERIFY(crashed->finishedAt.isValid());
    QVERIFY(QString::fromStdString(crashed->summary.value("interrupted", std::string()))
                .contains(QString::number(deadPid)));
    QCOMPARE(crashed->summary.value("recorded", -1), 0);
    QCOMPARE(store.waves().wave(2)->status, WaveStatus::Running); // this test process still runs
    QCOMPARE(store.waves().wave(3)->status, WaveStatus::Running); // another host's: no telling
    QCOMPARE(store.waves().wave(4)->status, WaveStatus::Running); // no runner recorded: no telling
    QCOMPARE(store.waves().wave(5)->status, WaveStatus::Finished);
    QCOMPARE(store.waves().wave(5)->runner.value("pid", qint64(0)) > 0, true);
}

void TestWaveCli::armFailureUnderStopExitsOne()
{
    nlohmann::json plan = twoArmPlan(
        mockConfig("slow", 1.0), mockConfig("broken", 1.0, {QStringLiteral("--no-such-option")}));
    plan["on_arm_failure"] = "stop";
    plan["workload"]["concurrency"] = {2};
    const QString notebook = newNotebook();
    const CliResult result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                                     QStringLiteral("run"), writePlan(plan),
                                     QStringLiteral("--pid-dir"), pidDirectory()});
    QCOMPARE(result.exitCode, 1);
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(QStringLiteral("lanebook-cli wave: arm B failed: ")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("never reported its port")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("lanebook-cli wave: wave 1 failed: ")), qPrintable(err));
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.contains(QStringLiteral(
                 "Wave mock-ab (id 1): failed. 1 runs recorded, 1 failed, 0 skipped, 4 not run.")),
             qPrintable(out));

    // Under "continue" the same failure is recorded and the wave finishes: exit 0.
    plan["on_arm_failure"] = "continue";
    const CliResult going = runCli({QStringLiteral("--notebook"), newNotebook(),
                                    QStringLiteral("wave"), QStringLiteral("run"), writePlan(plan),
                                    QStringLiteral("--pid-dir"), pidDirectory()});
    QVERIFY2(going.exitCode == 0, going.err.constData());
    QVERIFY(QString::fromUtf8(going.out).contains(
        QStringLiteral("finished. 3 runs recorded, 3 failed")));
}

void TestWaveCli::planPrintsTheSchedule()
{
    const QString plan = dataPath(QStringLiteral("synthetic/waves/vllm-oea-two-gpus.json"));
    const CliResult text = runCli({QStringLiteral("--notebook"), newNotebook(),
                                   QStringLiteral("wave"), QStringLiteral("plan"), plan});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(
        out.contains(QStringLiteral("Wave glm5-oea-vs-baseline: 2 arms, 4 workload points, 3 "
                                    "repeats, 24 runs; order abba, alternate, restart per_repeat")),
        qPrintable(out));
    QVERIFY(out.contains(QStringLiteral(
        "Order: baseline,oea | baseline,oea | baseline,oea | baseline,oea | oea,baseline | ")));
    QVERIFY(out.contains(QStringLiteral("Estimated duration: ")));

    const CliResult json =
        runCli({QStringLiteral("--notebook"), newNotebook(), QStringLiteral("--json"),
                QStringLiteral("wave"), QStringLiteral("plan"), plan});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const nlohmann::json schedule = nlohmann::json::parse(json.out.toStdString());
    QCOMPARE(schedule["steps"].size(), size_t(24));
    const nlohmann::json &swapped = schedule["steps"][8]; // repeat 1 begins with the candidate
    QCOMPARE(swapped.value("arm", std::string()), std::string("oea"));
    QCOMPARE(swapped.value("repeat", -1), 1);
    QCOMPARE(swapped["gpus"], nlohmann::json::array({0, 1})); // swap_gpus: the control's GPUs
    QCOMPARE(swapped.value("starts_server", false), true);
    QVERIFY(schedule.value("estimated_duration_s", 0.0) > 0.0);
    QVERIFY(!QFile::exists(
        m_dir.filePath(QStringLiteral("cli-%1.lanebook").arg(m_files)))); // plan runs nothing
}

void TestWaveCli::usageErrors()
{
    QCOMPARE(runCli({QStringLiteral("--notebook"), newNotebook(), QStringLiteral("wave")}).exitCode,
             2);
    QCOMPARE(runCli({QStringLiteral("--notebook"), newNotebook(), QStringLiteral("wave"),
                     QStringLiteral("launch"), QStringLiteral("x.json")})
                 .exitCode,
             2);
    const CliResult missing =
        runCli({QStringLiteral("--notebook"), newNotebook(), QStringLiteral("wave"),
                QStringLiteral("run"), m_dir.filePath(QStringLiteral("absent.json"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("absent.json: cannot read the plan"), missing.err.constData());
}

void TestWaveCli::interruptAbortsTheWave()
{
    // Slow arms (each run about a second) so the interrupt lands while a load runs.
    nlohmann::json plan = smallPlan(15.0);
    plan["configs"][1] = mockConfig("fast", 15.0);
    plan["workload"]["concurrency"] = {1};
    plan["workload"]["output_tokens"] = 8;
    const QString notebook = newNotebook();
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH),
                  {QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                   QStringLiteral("run"), writePlan(plan), QStringLiteral("--pid-dir"),
                   pidDirectory()});
    QVERIFY(process.waitForStarted());
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += process.readAllStandardOutput()).contains("[2/4]"), 30000);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(30000));
    out += process.readAllStandardOutput();
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(out.contains("Wave mock-ab (id 1): aborted."), out.constData());
    QVERIFY(process.readAllStandardError().contains("was aborted"));
    // The servers were stopped on the way out: arm A's (which served step 1), and B's if it
    // had started.
    const std::vector<int> picked = pickedPorts(QString::fromUtf8(out));
    QVERIFY2(!picked.empty(), out.constData());
    for (const int port : picked)
        QVERIFY2(!somethingListensOn(port), qPrintable(QString::number(port)));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.waves().wave(1)->status, WaveStatus::Aborted);
    QCOMPARE(store.waves().placements(1).size(), size_t(1)); // step 1 only: step 2 was cut short
}

QTEST_GUILESS_MAIN(TestWaveCli)
#include "tst_wavecli.moc"
