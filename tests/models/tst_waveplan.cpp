// Wave plans (models/waves/waveplan.h): the JSON the CLI reads and the GUI writes, its
// defaults, and the refusals that must name the key path before anything starts.
#include "models/waves/waveplanjson.h"
#include "models/waves/waveschedule.h"
#include "models/waves/wavesteprun.h"

#include "testutils.h"

#include <QFile>
#include <QtTest>

using namespace lanebook;

namespace {

QByteArray readData(const QString &name)
{
    QFile file(test::dataPath(QStringLiteral("synthetic/waves/") + name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

// A small valid plan to break one key at a time.
nlohmann::json basePlan()
{
    return nlohmann::json::parse(
        R"({)"
        R"("name": "base",)"
        R"("gpus": [0, 1],)"
        R"("configs": [)"
        R"({"name": "slow", "argv": ["mock", "--port", "9001"], "base_url": "http://127.0.0.1:9001",)"
        R"("model": "m"},)"
        R"({"name": "fast", "argv": ["mock", "--port", "9002"], "base_url": "http://127.0.0.1:9002",)"
        R"("model": "m"})"
        R"(],)"
        R"("arms": [)"
        R"({"name": "A", "config": "slow", "role": "control", "gpus": [0]},)"
        R"({"name": "B", "config": "fast", "role": "candidate", "gpus": [1]})"
        R"(],)"
        R"("workload": {"concurrency": [1, 4], "requests": 10})"
        R"(})");
}

QStringList errorsOf(const nlohmann::json &plan)
{
    return wavePlanFromJson(plan).errors;
}

} // namespace

class TestWavePlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKeyIsRead();
    void defaultsApply();
    void roundTripThroughJson();
    void storedPlanRedactsSecrets();
    void unknownConfigAndGpuAreRefusedByPath();
    void badShapeReportsEveryProblem();
    void notJsonIsRefused();
    void refusals_data();
    void refusals();
    void validPlanHasNoErrors();
    void gpusAbsentFromTheMachine();
    void workloadPointsAreTheGrid();
    void variableUnderTestIsRead();
    void sloIsReadAndReachesEveryLoad();
    void trafficKindsAreReadAndReachEveryLoad();
};

void TestWavePlan::everyKeyIsRead()
{
    const WavePlanParse parsed = parseWavePlan(readData(QStringLiteral("vllm-oea-two-gpus.json")));
    QVERIFY2(parsed.errors.isEmpty(), qPrintable(parsed.errors.join(u'\n')));
    QVERIFY(parsed.plan);
    const WavePlan &plan = *parsed.plan;
    QCOMPARE(plan.name, QStringLiteral("glm5-oea-vs-baseline"));
    QCOMPARE(plan.lane, QStringLiteral("glm5-nvfp4-rtx6000bw"));
    QCOMPARE(plan.gpus, (QList<int>{0, 1, 2, 3}));
    QCOMPARE(plan.configs.size(), size_t(2));
    const ServerConfig &oea = plan.configs[1];
    QCOMPARE(oea.argv.first(), QStringLiteral("vllm"));
    QCOMPARE(oea.argv.size(), 9);
    QCOMPARE(oea.environment.value(QStringLiteral("LANEBOOK_OEA_K0")), QStringLiteral("4"));
    QCOMPARE(oea.baseUrl, QStringLiteral("http://127.0.0.1:8001"));
    QCOMPARE(oea.effectiveHealthUrl(), QStringLiteral("http://127.0.0.1:8001/health"));
    QCOMPARE(plan.configs[0].effectiveHealthUrl(), QStringLiteral("http://127.0.0.1:8000/health"));
    QCOMPARE(oea.readyTimeoutS, 1200.0);
    QCOMPARE(oea.expectedStartupS, 240.0);
    QCOMPARE(oea.recipe.value("quantization", std::string()), std::string("nvfp4"));
    QCOMPARE(plan.arms.size(), size_t(2));
    QCOMPARE(plan.arms[0].role, ArmRole::Control);
    QCOMPARE(plan.arms[1].role, ArmRole::Candidate);
    QCOMPARE(plan.arms[1].gpus, (QList<int>{2, 3}));
    QCOMPARE(plan.workload.concurrency, (std::vector<int>{10, 64, 256, 1024}));
    QCOMPARE(plan.workload.requests, (std::vector<int>{100, 200, 500, 2000}));
    QCOMPARE(plan.workload.outputTokens, 256);
    QCOMPARE(plan.workload.warmupRequests, 10);
    QCOMPARE(plan.workload.seed, quint64(7));
    QCOMPARE(plan.order, ArmOrderPolicy::Counterbalanced);
    QVERIFY(plan.swapGpus);
    QCOMPARE(plan.execution, WaveExecutionMode::Alternate);
    QCOMPARE(plan.canaries.size(), size_t(3));
    QCOMPARE(plan.canaries[1].kind, CanaryKind::ToolCall);
    QCOMPARE(plan.canaries[2].expected, QStringLiteral("Paris"));
    QCOMPARE(plan.restart, ServerRestartPolicy::PerRepeat);
    QCOMPARE(plan.onArmFailure, ArmFailurePolicy::Continue);
    QCOMPARE(plan.prefixCacheReset, PrefixCacheResetPolicy::IfSupported);
}

void TestWavePlan::defaultsApply()
{
    const WavePlanParse parsed = parseWavePlan(readData(QStringLiteral("minimal-defaults.json")),
                                               QStringLiteral("from-file"));
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
    const WavePlan &plan = *parsed.plan;
    QCOMPARE(plan.name, QStringLiteral("from-file")); // the file's name when "name" is absent
    QCOMPARE(plan.repeats, 6); // defaultWaveRepeats(): the planner's estimate, at least 6 pairs
    QCOMPARE(plan.order, ArmOrderPolicy::Interleaved);
    QCOMPARE(plan.execution, WaveExecutionMode::Alternate);
    QCOMPARE(plan.restart, ServerRestartPolicy::PerRepeat);
    QCOMPARE(plan.onArmFailure, ArmFailurePolicy::Continue);
    QCOMPARE(plan.prefixCacheReset, PrefixCacheResetPolicy::IfSupported);
    QVERIFY(!plan.swapGpus);
    QCOMPARE(plan.workload.concurrency, std::vector<int>{1}); // a number is a list of one
    QCOMPARE(plan.workload.endpoint, LoadEndpoint::Completions);
    QCOMPARE(plan.availableGpus(), QList<int>{0}); // no "gpus": those the arms name
}

void TestWavePlan::roundTripThroughJson()
{
    const WavePlanParse first = parseWavePlan(readData(QStringLiteral("vllm-oea-two-gpus.json")));
    QVERIFY(first.plan);
    const nlohmann::json written = wavePlanToJson(*first.plan);
    const WavePlanParse second = wavePlanFromJson(written);
    QVERIFY2(second.plan, qPrintable(second.errors.join(u'\n')));
    QCOMPARE(wavePlanToJson(*second.plan), written);
    QCOMPARE(second.plan->configs[0].environment.value(QStringLiteral("HF_TOKEN")),
             QStringLiteral("hf_not_a_real_token"));
}

void TestWavePlan::storedPlanRedactsSecrets()
{
    const WavePlanParse parsed = parseWavePlan(readData(QStringLiteral("vllm-oea-two-gpus.json")));
    QVERIFY(parsed.plan);
    const std::string stored = wavePlanToJsonRedacted(*parsed.plan).dump();
    QVERIFY(stored.find("hf_not_a_real_token") == std::string::npos);
    QVERIFY(stored.find("HF_TOKEN") != std::string::npos);
    QVERIFY(stored.find("LANEBOOK_OEA_K0") != std::string::npos); // not a secret: kept
}

void TestWavePlan::unknownConfigAndGpuAreRefusedByPath()
{
    const WavePlanParse parsed =
        parseWavePlan(readData(QStringLiteral("bad-unknown-config-and-gpu.json")));
    QVERIFY(!parsed.plan);
    QVERIFY2(parsed.errors.contains(QStringLiteral("arms[1].config: no config named \"fp8\"")),
             qPrintable(parsed.errors.join(u'\n')));
    QVERIFY2(parsed.errors.contains(
                 QStringLiteral("arms[1].gpus[0]: GPU 7 is not one of this wave's GPUs (0, 1)")),
             qPrintable(parsed.errors.join(u'\n')));
    QCOMPARE(parsed.errors.size(), 2);
}

void TestWavePlan::badShapeReportsEveryProblem()
{
    const WavePlanParse parsed = parseWavePlan(readData(QStringLiteral("bad-shape.json")));
    QVERIFY(!parsed.plan);
    const QString all = parsed.errors.join(u'\n');
    for (const char *expected :
         {"configs[0].argv: expected a list, found string",
          "arms[0].role: \"baseline\" is not one of control, candidate",
          "workload.concurrency[1]: 0 is out of range (at least 1)",
          "workload.output_tokens: expected a number, found string", "repeat: unknown key",
          "order: \"random\" is not one of interleaved, abba"}) {
        QVERIFY2(
            parsed.errors.contains(QString::fromUtf8(expected)),
            qPrintable(
                QStringLiteral("missing \"%1\" in:\n%2").arg(QString::fromUtf8(expected), all)));
    }
    QCOMPARE(parsed.errors.size(), 6);
}

void TestWavePlan::notJsonIsRefused()
{
    const WavePlanParse parsed =
        parseWavePlan(QByteArrayLiteral("{\"name\": \"x\",\n \"arms\": ["));
    QVERIFY(!parsed.plan);
    QCOMPARE(parsed.errors.size(), 1);
    QVERIFY2(parsed.errors.first().startsWith(QStringLiteral("the plan is not valid JSON (byte ")),
             qPrintable(parsed.errors.first()));
    const WavePlanParse array = parseWavePlan(QByteArrayLiteral("[1, 2]"));
    QCOMPARE(array.errors,
             QStringList{QStringLiteral("the plan must be a JSON object, found array")});
}

void TestWavePlan::refusals_data()
{
    QTest::addColumn<QString>("patch"); // a JSON merge patch over basePlan()
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing configs") << R"({"configs": null})"
                                     << "configs: missing";
    QTest::newRow("duplicate config")
        << R"({"configs": [{"name": "slow", "argv": ["a"], "base_url": "http://h:1", "model": "m"},)"
           R"({"name": "slow", "argv": ["b"], "base_url": "http://h:2", "model": "m"}],)"
           R"("arms": [{"name": "A", "config": "slow", "role": "control", "gpus": [0]}]})"
        << "configs[1].name: a second config named \"slow\"";
    QTest::newRow("bad base url")
        << R"({"configs": [{"name": "slow", "argv": ["a"], "base_url": "127.0.0.1:9001", "model": "m"},)"
           R"({"name": "fast", "argv": ["b"], "base_url": "http://h:2", "model": "m"}]})"
        << "configs[0].base_url: \"127.0.0.1:9001\" is not an http:// or https:// URL";
    QTest::newRow("health on the picked port, base fixed")
        << R"({"configs": [{"name": "slow", "argv": ["a"], "base_url": "http://127.0.0.1:9001",)"
           R"("health_url": "http://127.0.0.1:0/health", "model": "m"},)"
           R"({"name": "fast", "argv": ["b"], "base_url": "http://h:2", "model": "m"}]})"
        << "configs[0].health_url: \"http://127.0.0.1:0/health\" and base_url "
           "\"http://127.0.0.1:9001\" must both name port 0 (the server picks its port) or neither";
    QTest::newRow("empty argv")
        << R"({"configs": [{"name": "slow", "argv": [], "base_url": "http://h:1", "model": "m"},)"
           R"({"name": "fast", "argv": ["b"], "base_url": "http://h:2", "model": "m"}]})"
        << "configs[0].argv: the command that starts the server is empty";
    QTest::newRow("missing role") << R"({"arms": [{"name": "A", "config": "slow", "gpus": [0]}]})"
                                  << "arms[0].role: missing (control or candidate)";
    QTest::newRow("duplicate arm")
        << R"({"arms": [{"name": "A", "config": "slow", "role": "control", "gpus": [0]},)"
           R"({"name": "A", "config": "fast", "role": "candidate", "gpus": [1]}]})"
        << "arms[1].name: a second arm named \"A\"";
    QTest::newRow("requests per concurrency")
        << R"({"workload": {"concurrency": [1, 4, 16], "requests": [10, 20]}})"
        << "workload.requests: 2 counts for 3 concurrency values; give one count, or one per "
           "concurrency value";
    QTest::newRow("zero repeats") << R"({"repeats": 0})"
                                  << "repeats: 0 is out of range (at least 1)";
    QTest::newRow("side by side on one GPU")
        << R"({"execution": "side_by_side",)"
           R"("arms": [{"name": "A", "config": "slow", "role": "control", "gpus": [0]},)"
           R"({"name": "B", "config": "fast", "role": "candidate", "gpus": [0]}]})"
        << "arms[1].gpus: GPU 0 is also arm \"A\"'s, and side by side the arms run at the same "
           "time";
    QTest::newRow("side by side on one address")
        << R"({"execution": "side_by_side", "configs": [)"
           R"({"name": "slow", "argv": ["a"], "base_url": "http://127.0.0.1:9001", "model": "m"},)"
           R"({"name": "fast", "argv": ["b"], "base_url": "http://127.0.0.1:9001", "model": "m"}]})"
        << "arms[1].config: its server answers at http://127.0.0.1:9001 like arm \"A\"'s, and "
           "side by side both run at once";
    QTest::newRow("text canary without expected")
        << R"({"canaries": [{"name": "c", "kind": "text", "prompt": "p"}]})"
        << "canaries[0].expected: a text canary needs the text its output must contain";
    QTest::newRow("swap with one arm")
        << R"({"swap_gpus": true, "arms": [{"name": "A", "config": "slow", "role": "control"}]})"
        << "swap_gpus: there is no second arm to trade GPUs with";
    QTest::newRow("variable of another type") << R"({"variable": 3})"
                                              << "variable: expected a setting name, a list of "
                                                 "them or {\"name\", \"keys\"}, found number";
    QTest::newRow("variable without keys") << R"({"variable": {"name": "speculation"}})"
                                           << "variable.keys: missing";
    QTest::newRow("variable with an empty key")
        << R"({"variable": ["--speculative-model", ""]})"
        << "variable[1]: empty: name the setting under test";
    QTest::newRow("unknown workload key") << R"({"workload": {"concurrency": 1, "context": 1024}})"
                                          << "workload.context: unknown key";
}

void TestWavePlan::refusals()
{
    QFETCH(QString, patch);
    QFETCH(QString, expected);
    nlohmann::json plan = basePlan();
    plan.merge_patch(nlohmann::json::parse(patch.toStdString()));
    const QStringList errors = errorsOf(plan);
    QVERIFY2(errors.contains(expected), qPrintable(errors.join(u'\n')));
    QVERIFY(!wavePlanFromJson(plan).plan);
}

void TestWavePlan::validPlanHasNoErrors()
{
    QCOMPARE(errorsOf(basePlan()), QStringList());
    nlohmann::json plan = basePlan();
    plan["notes"] = "comments are allowed";
    plan["_draft"] = true;
    QCOMPARE(errorsOf(plan), QStringList());

    // Servers that pick their ports (port 0) have addresses of their own, side by side too.
    nlohmann::json picked = basePlan();
    picked["execution"] = "side_by_side";
    for (nlohmann::json &config : picked["configs"]) {
        config["argv"] = {"mock", "--port", "0"};
        config["base_url"] = "http://127.0.0.1:0";
    }
    QCOMPARE(errorsOf(picked), QStringList());
}

void TestWavePlan::gpusAbsentFromTheMachine()
{
    const std::optional<WavePlan> plan = wavePlanFromJson(basePlan()).plan;
    QVERIFY(plan);
    QVERIFY(!plan->arms.empty() && !plan->arms[0].gpus.isEmpty());
    const QList<int> used = plan->availableGpus();
    // The machine has every GPU the plan names: nothing to say. No GPU source: nothing checked.
    QCOMPARE(checkPlanGpusPresent(*plan, used + QList<int>{7}, QStringLiteral("nvml")),
             QStringList());
    QCOMPARE(checkPlanGpusPresent(*plan, {}, QStringLiteral("nvml")), QStringList());
    // A machine without the first arm's first GPU: each place the plan names it is refused.
    const int missing = plan->arms[0].gpus.first();
    QList<int> machine = used;
    machine.removeAll(missing);
    machine << 40;
    const QStringList errors = checkPlanGpusPresent(*plan, machine, QStringLiteral("nvidia-smi"));
    QVERIFY2(errors.contains(QStringLiteral("arms[0].gpus[0]: GPU %1 is not on this machine "
                                            "(nvidia-smi reports GPUs %2)")
                                 .arg(missing)
                                 .arg([&] {
                                     QStringList parts;
                                     for (int g : machine)
                                         parts << QString::number(g);
                                     return parts.join(QStringLiteral(", "));
                                 }())),
             qPrintable(errors.join(u'\n')));
    for (const QString &error : errors)
        QVERIFY2(error.contains(QStringLiteral("GPU %1 ").arg(missing)), qPrintable(error));
}

void TestWavePlan::workloadPointsAreTheGrid()
{
    WaveWorkload workload;
    workload.concurrency = {1, 8};
    workload.contextTokens = {1024, 8192};
    workload.requests = {10, 80};
    workload.outputTokens = 64;
    const std::vector<WavePoint> points = workload.points();
    QCOMPARE(points.size(), size_t(4));
    QCOMPARE(points[0], (WavePoint{1, 1024, 64, 10}));
    QCOMPARE(points[1], (WavePoint{8, 1024, 64, 80}));
    QCOMPARE(points[2], (WavePoint{1, 8192, 64, 10}));
    QCOMPARE(points[3], (WavePoint{8, 8192, 64, 80}));
}

void TestWavePlan::variableUnderTestIsRead()
{
    // A plan without one declares none.
    QVERIFY(wavePlanFromJson(basePlan()).plan->variable.isEmpty());
    struct Form
    {
        const char *json;
        QString name;
        QStringList keys;
    };
    const Form forms[] = {
        {R"("quantization")", QStringLiteral("quantization"), {QStringLiteral("quantization")}},
        {R"(["--speculative-model", "--num-speculative-tokens"])",
         QStringLiteral("--speculative-model + --num-speculative-tokens"),
         {QStringLiteral("--speculative-model"), QStringLiteral("--num-speculative-tokens")}},
        {R"({"name": "speculation", "keys": ["--speculative-model", "--num-speculative-tokens"]})",
         QStringLiteral("speculation"),
         {QStringLiteral("--speculative-model"), QStringLiteral("--num-speculative-tokens")}},
    };
    for (const Form &form : forms) {
        nlohmann::json json = basePlan();
        json["variable"] = nlohmann::json::parse(form.json);
        const WavePlanParse parsed = wavePlanFromJson(json);
        QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
        QCOMPARE(parsed.plan->variable.name, form.name);
        QCOMPARE(parsed.plan->variable.keys, form.keys);
        // Written back and read again, it is the same declaration.
        const WavePlanParse again = wavePlanFromJson(wavePlanToJson(*parsed.plan));
        QVERIFY2(again.plan, qPrintable(again.errors.join(u'\n')));
        QCOMPARE(again.plan->variable, parsed.plan->variable);
    }
}

void TestWavePlan::sloIsReadAndReachesEveryLoad()
{
    QVERIFY(!wavePlanFromJson(basePlan()).plan->slo);
    nlohmann::json json = basePlan();
    json["slo"] = {{"ttft_ms", 200}, {"tpot_ms", 50}};
    const WavePlanParse parsed = wavePlanFromJson(json);
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
    QVERIFY(parsed.plan->slo);
    QCOMPARE(parsed.plan->slo->toText(), QStringLiteral("ttft_ms=200,tpot_ms=50"));
    const WavePlanParse again = wavePlanFromJson(wavePlanToJson(*parsed.plan));
    QVERIFY2(again.plan, qPrintable(again.errors.join(u'\n')));
    QCOMPARE(again.plan->slo, parsed.plan->slo);
    // Every measured load of the wave carries it.
    const WavePlan &plan = *parsed.plan;
    const std::vector<WaveStep> steps = scheduleWave(plan);
    QVERIFY(!steps.empty());
    for (const WaveStep &step : steps)
        QCOMPARE(
            WaveStepRun::loadSpec(plan, step, ServerSession{}, QDateTime::currentDateTimeUtc()).slo,
            plan.slo);

    // A bad SLO is refused at its key, before anything starts.
    json["slo"] = {{"ttft", 200}};
    const QStringList errors = errorsOf(json);
    QVERIFY2(errors.size() == 1 && errors.first().startsWith(QStringLiteral("slo")) &&
                 errors.first().contains(QStringLiteral("\"ttft\"")),
             qPrintable(errors.join(u'\n')));
    json["slo"] = nlohmann::json::object();
    QVERIFY(!errorsOf(json).isEmpty());
}

// Conversations, a trace or a shared system prompt: read, written back only when set, carried
// into every load, and refused together or beside what they replace.
void TestWavePlan::trafficKindsAreReadAndReachEveryLoad()
{
    QVERIFY(!wavePlanToJson(*wavePlanFromJson(basePlan()).plan)["workload"].contains("turns"));
    const auto loadsOf = [](const nlohmann::json &json) {
        const WavePlanParse parsed = wavePlanFromJson(json);
        std::vector<LoadSpec> specs;
        if (!parsed.plan)
            return specs;
        const WavePlanParse again = wavePlanFromJson(wavePlanToJson(*parsed.plan));
        if (!again.plan || wavePlanToJson(*again.plan) != wavePlanToJson(*parsed.plan))
            return specs;
        for (const WaveStep &step : scheduleWave(*parsed.plan))
            specs.push_back(WaveStepRun::loadSpec(*parsed.plan, step, ServerSession{},
                                                  QDateTime::currentDateTimeUtc()));
        return specs;
    };
    nlohmann::json conversations = basePlan();
    conversations["workload"].update(
        {{"turns", 4}, {"turn_input_tokens", 32}, {"think_time_ms", 250}, {"conversations", 8}});
    const std::vector<LoadSpec> talk = loadsOf(conversations);
    QVERIFY(!talk.empty());
    for (const LoadSpec &spec : talk) {
        QVERIFY(spec.isConversational());
        QCOMPARE(spec.conversationTurns, 4);
        QCOMPARE(spec.turnInputTokens, 32);
        QCOMPARE(spec.thinkTimeMs, 250.0);
        QCOMPARE(spec.conversationCount, 8);
    }
    nlohmann::json trace = basePlan();
    trace["workload"].update(
        {{"trace", "traces/conv.jsonl"}, {"trace_speedup", 10}, {"trace_block_tokens", 16}});
    const std::vector<LoadSpec> replay = loadsOf(trace);
    QVERIFY(!replay.empty());
    for (const LoadSpec &spec : replay) {
        QCOMPARE(spec.traceFile, QStringLiteral("traces/conv.jsonl"));
        QCOMPARE(spec.traceSpeedup, 10.0);
        QCOMPARE(spec.traceBlockTokens, 16);
        QVERIFY(spec.isOpenLoop());
    }
    nlohmann::json system = basePlan();
    system["workload"].update({{"shared_system_prompt_tokens", 64}});
    for (const LoadSpec &spec : loadsOf(system))
        QCOMPARE(spec.sharedSystemPromptTokens, 64);
    QVERIFY(!loadsOf(system).empty());

    nlohmann::json both = conversations;
    both["workload"]["trace"] = "t.jsonl";
    QVERIFY2(errorsOf(both).contains(QStringLiteral(
                 "workload: turns, trace and shared_system_prompt_tokens are kinds of traffic; "
                 "choose one")),
             qPrintable(errorsOf(both).join(u'\n')));
    system["workload"]["shared_system_prompt_tokens"] = 128;
    QVERIFY2(errorsOf(system).contains(
                 QStringLiteral("workload.shared_system_prompt_tokens: 128 is not shorter than "
                                "context_tokens[0] (128)")),
             qPrintable(errorsOf(system).join(u'\n')));
    trace["workload"]["prompt_file"] = "p.jsonl";
    QVERIFY(errorsOf(trace).contains(
        QStringLiteral("workload.trace: a trace brings its own prompts; leave out prompt_file")));
    conversations["workload"]["turns"] = 0;
    QVERIFY(!errorsOf(conversations).isEmpty());
}

QTEST_GUILESS_MAIN(TestWavePlan)
#include "tst_waveplan.moc"
