// The wave schedule (models/waves/waveschedule.h): the interleaved order, ABBA, GPU swaps,
// server restarts, side-by-side groups, the time estimate; and the runs' wave keys, which
// the comparison reads to pair the arms by repeat (models/comparison RepeatSlot).
#include "models/comparison/comparisonsteps.h"
#include "models/gates/comparisongates.h"
#include "models/statistics/drift.h"
#include "models/waves/waveschedule.h"
#include "models/waves/wavesteprun.h"

#include "waveplanfixture.h"

#include <QtTest>

using namespace lanebook;

namespace {

// Two arms on GPUs 0 and 1, two concurrency points, three repeats.
WavePlan twoArms()
{
    WavePlan plan;
    plan.name = QStringLiteral("w");
    plan.configs = {test::plannedServerConfig(QStringLiteral("slow"), 9001),
                    test::plannedServerConfig(QStringLiteral("fast"), 9002)};
    plan.arms = {WaveArm{QStringLiteral("A"), QStringLiteral("slow"), ArmRole::Control, {0}},
                 WaveArm{QStringLiteral("B"), QStringLiteral("fast"), ArmRole::Candidate, {1}}};
    plan.workload.concurrency = {1, 4};
    plan.workload.contextTokens = {256};
    plan.workload.outputTokens = 20;
    plan.workload.requests = {10};
    plan.repeats = 3;
    return plan;
}

QString startsText(const std::vector<WaveStep> &steps)
{
    QString text;
    for (const WaveStep &step : steps)
        text += step.startsServer ? u'S' : u'.';
    return text;
}

// Arm order as the interleaving gate judges it: one run per step, a second apart.
stats::ArmOrder orderOf(const std::vector<WaveStep> &steps)
{
    std::vector<stats::ArmRun> runs;
    runs.reserve(steps.size());
    for (const WaveStep &step : steps)
        runs.push_back({step.index * 1000LL, step.arm});
    return stats::checkArmOrder(runs);
}

// What the load generator returns, reduced to the keys that place a run on the grid.
Run loadRun(const WaveStep &step)
{
    Run run;
    run.label = QStringLiteral("run-%1").arg(step.index);
    run.id = step.index + 1;
    run.workload = {{"concurrency", step.point.concurrency},
                    {"request_rate", "inf"},
                    {"input_tokens", step.point.contextTokens},
                    {"output_tokens", step.point.outputTokens},
                    {"num_prompts", step.point.requests}};
    run.setMetric(QStringLiteral("output_tok_per_s"), step.arm == QLatin1String("A") ? 100 : 120);
    run.startedAt = QDateTime::fromSecsSinceEpoch(1'700'000'000 + step.index * 60, Qt::UTC);
    return run;
}

} // namespace

class TestWaveSchedule : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void interleavedByDefault();
    void counterbalancedReversesOddRepeats();
    void gpusSwapOnOddRepeats();
    void restartPolicies();
    void sharedGpuOrAddressStopsTheOtherServer();
    void sideBySideGroupsASlot();
    void durationEstimate();
    void runsCarryTheirPlaceInTheWave();
    void recordedArmsPairByRepeat();
};

void TestWaveSchedule::interleavedByDefault()
{
    const std::vector<WaveStep> steps = scheduleWave(twoArms());
    QCOMPARE(steps.size(), size_t(12));
    QCOMPARE(scheduleOrderText(steps), QStringLiteral("A,B | A,B | A,B | A,B | A,B | A,B"));
    for (size_t i = 0; i < steps.size(); ++i) {
        const WaveStep &step = steps[i];
        QCOMPARE(step.index, int(i));
        QCOMPARE(step.group, int(i)); // alternate: one step at a time
        QCOMPARE(step.repeat, int(i / 4));
        QCOMPARE(step.slot, int(i / 2));
        QCOMPARE(step.pointIndex, int(i / 2) % 2);
        QCOMPARE(step.point.concurrency, step.pointIndex == 0 ? 1 : 4);
        QCOMPARE(step.arm, i % 2 == 0 ? QStringLiteral("A") : QStringLiteral("B"));
        QCOMPARE(step.role, i % 2 == 0 ? ArmRole::Control : ArmRole::Candidate);
        QCOMPARE(step.gpus, i % 2 == 0 ? QList<int>{0} : QList<int>{1});
        QCOMPARE(step.config, i % 2 == 0 ? QStringLiteral("slow") : QStringLiteral("fast"));
    }
    const stats::ArmOrder order = orderOf(steps);
    QVERIFY(order.interleaved);
    QCOMPARE(order.longestBlock, 1);
}

void TestWaveSchedule::counterbalancedReversesOddRepeats()
{
    WavePlan plan = twoArms();
    plan.order = ArmOrderPolicy::Counterbalanced;
    const std::vector<WaveStep> steps = scheduleWave(plan);
    QCOMPARE(scheduleOrderText(steps), QStringLiteral("A,B | A,B | B,A | B,A | A,B | A,B"));
    const stats::ArmOrder order = orderOf(steps);
    QVERIFY(order.interleaved); // ABBA never runs an arm more than twice in a row
    QCOMPARE(order.longestBlock, 2);
    // The slot and repeat of a step do not depend on who goes first.
    QCOMPARE(steps[4].arm, QStringLiteral("B"));
    QCOMPARE(steps[4].repeat, 1);
    QCOMPARE(steps[4].slot, 2);
}

void TestWaveSchedule::gpusSwapOnOddRepeats()
{
    WavePlan plan = twoArms();
    plan.swapGpus = true;
    plan.arms.push_back(
        WaveArm{QStringLiteral("C"), QStringLiteral("fast"), ArmRole::Candidate, {2, 3}});
    QCOMPARE(armGpusInRepeat(plan, 0, 0), QList<int>{0});
    QCOMPARE(armGpusInRepeat(plan, 0, 1), QList<int>{1});
    QCOMPARE(armGpusInRepeat(plan, 1, 1), QList<int>{0});
    QCOMPARE(armGpusInRepeat(plan, 0, 2), QList<int>{0});
    QCOMPARE(armGpusInRepeat(plan, 2, 1), (QList<int>{2, 3})); // no partner: keeps its own
    const std::vector<WaveStep> steps = scheduleWave(plan);
    for (const WaveStep &step : steps)
        QCOMPARE(step.gpus, armGpusInRepeat(plan, step.armIndex, step.repeat));
}

void TestWaveSchedule::restartPolicies()
{
    WavePlan plan = twoArms();
    // A fresh process per arm per repeat (repeats in separate processes).
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SS..SS..SS.."));
    plan.restart = ServerRestartPolicy::PerRun;
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SSSSSSSSSSSS"));
    plan.restart = ServerRestartPolicy::Once;
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SS.........."));
    // Once, but the arms trade GPUs every other repeat: each move is a restart.
    plan.swapGpus = true;
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SS..SS..SS.."));
}

void TestWaveSchedule::sharedGpuOrAddressStopsTheOtherServer()
{
    WavePlan plan = twoArms();
    plan.restart = ServerRestartPolicy::Once;
    plan.arms[1].gpus = {0}; // both arms on GPU 0: they take turns on it
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SSSSSSSSSSSS"));
    plan.arms[1].gpus = {1};
    plan.configs[1].baseUrl = plan.configs[0].baseUrl; // both on one port
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SSSSSSSSSSSS"));
    // Servers that pick their ports never share one: both stay up.
    plan.configs[0].baseUrl = QStringLiteral("http://127.0.0.1:0");
    plan.configs[1].baseUrl = plan.configs[0].baseUrl;
    QCOMPARE(startsText(scheduleWave(plan)), QStringLiteral("SS.........."));
}

void TestWaveSchedule::sideBySideGroupsASlot()
{
    WavePlan plan = twoArms();
    plan.execution = WaveExecutionMode::SideBySide;
    const std::vector<WaveStep> steps = scheduleWave(plan);
    QCOMPARE(steps.size(), size_t(12));
    for (const WaveStep &step : steps)
        QCOMPARE(step.group, step.slot);
    QCOMPARE(startsText(steps), QStringLiteral("SS..SS..SS.."));
}

void TestWaveSchedule::durationEstimate()
{
    WavePlan plan = twoArms();
    plan.canaries = {
        WaveCanary{QStringLiteral("c"), CanaryKind::Json, QStringLiteral("p"), {}, 10}};
    plan.workload.warmupRequests = 2;
    const std::vector<WaveStep> steps = scheduleWave(plan);
    // concurrency 1: 12 requests in 12 rounds of 20 tokens at 10 tok/s = 24 s; the server
    // start adds 30 s and the canary 10 tokens = 1 s.
    QCOMPARE(steps[0].estimatedDurationS, 24.0 + 31.0);
    QCOMPARE(steps[1].estimatedDurationS, 24.0 + 31.0);
    // concurrency 4: 12 requests in 3 rounds = 6 s; the server already runs.
    QCOMPARE(steps[2].estimatedDurationS, 6.0);
    // Alternate: the sum. Per repeat 55 + 55 + 6 + 6 = 122.
    QCOMPARE(estimatedWaveDurationS(steps), 3 * 122.0);
    plan.execution = WaveExecutionMode::SideBySide;
    // Side by side: each slot as long as its longer step, 55 + 6 per repeat.
    QCOMPARE(estimatedWaveDurationS(scheduleWave(plan)), 3 * 61.0);

    // Conversations: 5 of 3 turns, 500 ms of think time between turns. At concurrency 4: the
    // 2 warm-up requests in 1 round (2 s), then 2 rounds of conversations, each 3 turns of 2 s
    // and 2 thinks of 0.5 s = 7 s: 16 s.
    plan.execution = WaveExecutionMode::Alternate;
    plan.workload.turns = 3;
    plan.workload.conversations = 5;
    plan.workload.thinkTimeMs = 500.0;
    QCOMPARE(scheduleWave(plan)[2].estimatedDurationS, 2.0 + 2 * 7.0);
}

void TestWaveSchedule::runsCarryTheirPlaceInTheWave()
{
    WavePlan plan = twoArms();
    plan.lane = QStringLiteral("lane-x");
    plan.configs[1].environment = {{QStringLiteral("API_TOKEN"), QStringLiteral("sekret")},
                                   {QStringLiteral("MODE"), QStringLiteral("oea")}};
    const std::vector<WaveStep> steps = scheduleWave(plan);
    const WaveStep &step = steps[5]; // repeat 1, concurrency 1, arm B
    ServerSession session;
    session.pid = 4242;
    session.launchNumber = 2;
    session.startedForThisStep = true;
    session.canaries = nlohmann::json::array({{{"name", "c"}, {"kind", "json"}, {"output", "{}"}}});
    session.prefixCacheReset = QStringLiteral("done");
    Run run = loadRun(step);
    WaveStepRun::place(run, plan, step, 17, session);

    QCOMPARE(run.lane, QStringLiteral("lane-x"));
    QCOMPARE(run.extra.value("wave", std::string()), std::string("17"));
    QCOMPARE(run.extra.value("wave_id", 0), 17);
    QCOMPARE(run.extra.value("arm", std::string()), std::string("B"));
    QCOMPARE(run.extra.value("role", std::string()), std::string("candidate"));
    QCOMPARE(run.extra.value("repeat", -1), 1);
    QCOMPARE(run.extra.value("slot", -1), 2);
    QCOMPARE(run.extra.value("step", -1), 5);
    QCOMPARE(run.extra["gpu_ids"], nlohmann::json::array({1}));
    QCOMPARE(run.extra.value("server_pid", std::string()), std::string("4242"));
    QCOMPARE(run.extra["canaries"][0].value("output", std::string()), std::string("{}"));
    QCOMPARE(run.extra.value("prefix_cache_reset", std::string()), std::string("done"));
    QCOMPARE(run.config.value("config_name", std::string()), std::string("fast"));
    QCOMPARE(run.config.value("quantization", std::string()), std::string("fp8"));
    QCOMPARE(run.config["argv"][2], nlohmann::json("9002"));
    QVERIFY(run.config["env"].value("API_TOKEN", std::string()) != "sekret");
    QCOMPARE(run.config["env"].value("MODE", std::string()), std::string("oea"));
    QVERIFY(run.host.isEmpty()); // a local server: the machine that stores the run

    // A server on an ssh host: the run was measured there.
    plan.configs[1].sshHost = QStringLiteral("gpu-b.lab");
    Run remote = loadRun(step);
    WaveStepRun::place(remote, plan, step, 17, session);
    QCOMPARE(remote.host, QStringLiteral("gpu-b.lab"));

    const RepeatSlot slot = repeatSlotOf(run);
    QCOMPARE(slot.wave, QStringLiteral("17"));
    QCOMPARE(slot.repeat, qint64(1));

    const QDateTime at = QDateTime::fromString(QStringLiteral("2026-07-02T23:16:35Z"), Qt::ISODate);
    QCOMPARE(WaveStepRun::label(plan, step, at),
             QStringLiteral("w-B-gpu1-r1-c1-in256-20260702T231635Z"));
    const LoadSpec spec = WaveStepRun::loadSpec(plan, step, ServerSession{}, at);
    QCOMPARE(spec.baseUrl, QStringLiteral("http://127.0.0.1:9002"));
    QCOMPARE(spec.concurrency, 1);
    QCOMPARE(spec.requestCount, 10);
    QCOMPARE(spec.inputTokens, 256);
    QCOMPARE(spec.outputTokens, 20);
    QCOMPARE(spec.seed, plan.workload.seed); // the same prompts for every arm and repeat

    QVERIFY(!run.config.contains("base_url")); // the plan's address is the one measured

    // A server that picked its port: the load goes to the address it reported, and the run
    // keeps the plan's address beside it.
    plan.configs[1].baseUrl = QStringLiteral("http://127.0.0.1:0");
    ServerSession picked = session;
    picked.baseUrl = QStringLiteral("http://127.0.0.1:41234");
    QCOMPARE(WaveStepRun::loadSpec(plan, step, picked, at).baseUrl, picked.baseUrl);
    Run pickedRun = loadRun(step);
    WaveStepRun::place(pickedRun, plan, step, 17, picked);
    QCOMPARE(pickedRun.config.value("base_url", std::string()), std::string("http://127.0.0.1:0"));
    plan.configs[1].baseUrl = QStringLiteral("http://127.0.0.1:9002");

    // Without a declared variable the run claims none; with one, it carries it for the gate.
    QVERIFY(!run.extra.contains("variable_under_test"));
    plan.variable = {
        QStringLiteral("speculation"),
        {QStringLiteral("--speculative-model"), QStringLiteral("--num-speculative-tokens")}};
    Run declared = loadRun(step);
    WaveStepRun::place(declared, plan, step, 17, session);
    const std::optional<DeclaredVariable> variable = DeclaredVariable::fromJson(declared.extra);
    QVERIFY(variable);
    QCOMPARE(variable->name, QStringLiteral("speculation"));
    QCOMPARE(variable->keys, plan.variable.keys);
}

void TestWaveSchedule::recordedArmsPairByRepeat()
{
    const WavePlan plan = twoArms();
    std::vector<Run> runs;
    for (const WaveStep &step : scheduleWave(plan)) {
        Run run = loadRun(step);
        WaveStepRun::place(run, plan, step, 3, ServerSession{});
        runs.push_back(run);
    }
    std::vector<const Run *> control;
    std::vector<const Run *> candidate;
    for (const Run &run : runs)
        (run.extra.value("arm", std::string()) == "A" ? control : candidate).push_back(&run);
    const auto points = ComparisonSteps::groupByPoint(control, candidate);
    QCOMPARE(points.size(), size_t(2));
    for (const auto &point : points) {
        const ComparisonSteps::Pairing pairing =
            ComparisonSteps::pairRuns(point.control, point.candidate);
        QCOMPARE(pairing.kind, PairingKind::RepeatSlot);
        QCOMPARE(pairing.control.size(), size_t(3));
        QVERIFY(pairing.leftOut.empty());
        for (size_t i = 0; i < pairing.control.size(); ++i) {
            QCOMPARE(repeatSlotOf(*pairing.control[i]), repeatSlotOf(*pairing.candidate[i]));
            QCOMPARE(pairing.control[i]->extra["slot"], pairing.candidate[i]->extra["slot"]);
        }
    }
}

QTEST_GUILESS_MAIN(TestWaveSchedule)
#include "tst_waveschedule.moc"
