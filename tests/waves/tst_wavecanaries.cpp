// Canaries against real servers: a wave of the real lanebook-mock-server, the control as it
// is and candidates that write JSON as a model past its quantization cliff does
// (--corrupt-json-quotes: `\name\` where `"name"` belongs) or miss the sums
// (--wrong-answers). Every run records each canary's outputs and verdict; the candidate's
// quality_canary gate fails where the control's passes, on its own runs and in the
// comparison, and `lanebook-cli compare` says so.
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "backends/waves/waveexecution.h"
#include "models/gates/comparisongates.h"
#include "models/waves/waveplanjson.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace lanebook;
using namespace lanebook::test;

namespace {

// The canary of each kind, by name.
nlohmann::json canaryPlan()
{
    const nlohmann::json weatherTool = {
        {"type", "function"},
        {"function",
         {{"name", "get_weather"},
          {"description", "The weather in a city"},
          {"parameters",
           {{"type", "object"},
            {"properties",
             {{"city", {{"type", "string"}}},
              {"unit", {{"type", "string"}, {"enum", {"celsius", "fahrenheit"}}}}}},
            {"required", {"city", "unit"}}}}}}};
    return {{{"name", "weather-call"},
             {"kind", "tool_call"},
             {"prompt", "What is the weather in Paris?"},
             {"tools", {weatherTool}},
             {"max_tokens", 32}},
            {{"name", "json-object"},
             {"kind", "json"},
             {"prompt", "Reply in JSON with a name and a value"},
             {"max_tokens", 16}},
            {{"name", "known-answers"}, {"kind", "exact_answer"}, {"max_tokens", 8}},
            {{"name", "same-words"},
             {"kind", "same_as_control"},
             {"probes", {{{"prompt", "Describe a lighthouse."}}, {{"prompt", "Name a colour."}}}},
             {"max_tokens", 12},
             {"min_agreement", 0.9}}};
}

const nlohmann::json *canaryNamed(const Run &run, const std::string &name)
{
    for (const nlohmann::json &canary : run.extra["canaries"]) {
        if (canary.value("name", std::string()) == name)
            return &canary;
    }
    return nullptr;
}

std::optional<GateResult> qualityGate(const std::vector<GateResult> &gates)
{
    for (const GateResult &gate : gates) {
        if (gate.gate == GateId::QualityCanary)
            return gate;
    }
    return std::nullopt;
}

} // namespace

class TestWaveCanaries : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void corruptCandidateFailsWhereTheControlPasses();
};

void TestWaveCanaries::corruptCandidateFailsWhereTheControlPasses()
{
    // Control A as it is; candidate B corrupts quotes; candidate C gets the sums wrong.
    const nlohmann::json control = mockConfig("plain", 1.0);
    const nlohmann::json corrupt =
        mockConfig("corrupt", 1.0, {QStringLiteral("--corrupt-json-quotes")});
    const nlohmann::json wrong = mockConfig("wrong", 1.0, {QStringLiteral("--wrong-answers")});
    nlohmann::json json = twoArmPlan(control, corrupt);
    json["gpus"] = {0, 1, 2};
    json["configs"].push_back(wrong);
    json["arms"].push_back(
        {{"name", "C"}, {"config", "wrong"}, {"role", "candidate"}, {"gpus", {2}}});
    json["workload"] = {
        {"concurrency", {1}}, {"context_tokens", {16}}, {"output_tokens", 8}, {"requests", 4}};
    json["repeats"] = 3;
    json["canaries"] = canaryPlan();
    const WavePlanParse parsed = wavePlanFromJson(json);
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));

    const QString notebook = m_dir.filePath(QStringLiteral("canaries.lanebook"));
    WaveControl waveControl;
    const WaveOutcome outcome = executeWave(*parsed.plan, notebook, waveControl, WaveObserver{},
                                            WaveOptions{m_dir.filePath(QStringLiteral("servers"))});
    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 9);

    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    std::map<QString, std::vector<Run>> byArm;
    std::map<QString, std::vector<qint64>> idsByArm;
    for (const WaveRunPlacement &placement : store.waves().placements(outcome.waveId)) {
        const auto run = store.runs().run(placement.runId);
        QVERIFY(run);
        byArm[placement.arm].push_back(*run);
        idsByArm[placement.arm].push_back(placement.runId);
    }
    QCOMPARE(byArm[QStringLiteral("A")].size(), size_t(3));

    // Every run records each canary's outputs and its verdict.
    for (const Run &run : byArm[QStringLiteral("A")]) {
        for (const char *name : {"weather-call", "json-object", "known-answers", "same-words"}) {
            const nlohmann::json *canary = canaryNamed(run, name);
            QVERIFY2(canary, name);
            QVERIFY2(canary->value("passed", false), canary->dump().c_str());
        }
        // The tool call as the server sent it: a call to get_weather with both keys.
        const std::string call = canaryNamed(run, "weather-call")->value("output", std::string());
        QVERIFY2(call.find("get_weather") != std::string::npos, call.c_str());
        QVERIFY2(call.find("\\\"city\\\"") != std::string::npos, call.c_str());
        const nlohmann::json &probes = (*canaryNamed(run, "known-answers"))["probes"];
        QCOMPARE(probes.size(), size_t(6)); // the built-in arithmetic and recall probes
        QCOMPARE(probes[0].value("output", std::string()), std::string("42"));
    }
    for (const Run &run : byArm[QStringLiteral("B")]) {
        const nlohmann::json *call = canaryNamed(run, "weather-call");
        QVERIFY(call);
        QCOMPARE(call->value("passed", true), false);
        const std::string problem = call->value("problem", std::string());
        QVERIFY2(problem.find("\\name\\") != std::string::npos, problem.c_str());
        QCOMPARE(canaryNamed(run, "json-object")->value("passed", true), false);
        QCOMPARE(canaryNamed(run, "known-answers")->value("passed", false), true);
    }
    for (const Run &run : byArm[QStringLiteral("C")]) {
        QCOMPARE(canaryNamed(run, "weather-call")->value("passed", false), true);
        const nlohmann::json *known = canaryNamed(run, "known-answers");
        QCOMPARE(known->value("passed", true), false);
        QVERIFY2(known->value("problem", std::string()).find("43") != std::string::npos,
                 known->dump().c_str());
    }

    // The runs' own gates, judged as they landed.
    for (const auto &[arm, ids] : idsByArm) {
        for (const qint64 id : ids) {
            const auto gate = qualityGate(store.judgements().runGates(id));
            QVERIFY(gate);
            const GateOutcome expected =
                arm == QStringLiteral("A") ? GateOutcome::Pass : GateOutcome::Fail;
            QVERIFY2(gate->outcome == expected, qPrintable(arm + u": " + gate->reason));
        }
    }

    // The comparison: each candidate fails where the control passes.
    const auto corruptGate =
        qualityGate(comparisonGates(byArm[QStringLiteral("A")], byArm[QStringLiteral("B")], {}));
    QVERIFY(corruptGate && corruptGate->outcome == GateOutcome::Fail);
    QVERIFY2(corruptGate->reason.contains(QStringLiteral("weather-call")) &&
                 corruptGate->reason.contains(QStringLiteral("passes on the control")),
             qPrintable(corruptGate->reason));
    QVERIFY2(!corruptGate->reason.contains(QStringLiteral("same-words")),
             qPrintable(corruptGate->reason)); // the filler agrees word for word
    const auto wrongGate =
        qualityGate(comparisonGates(byArm[QStringLiteral("A")], byArm[QStringLiteral("C")], {}));
    QVERIFY(wrongGate && wrongGate->outcome == GateOutcome::Fail);
    QVERIFY2(wrongGate->reason.contains(QStringLiteral("known-answers")),
             qPrintable(wrongGate->reason));

    // The CLI's compare shows the same verdict.
    QStringList args{QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                     QStringLiteral("compare"), QStringLiteral("--control")};
    for (const qint64 id : idsByArm[QStringLiteral("A")])
        args << QString::number(id);
    args << QStringLiteral("--candidate");
    for (const qint64 id : idsByArm[QStringLiteral("B")])
        args << QString::number(id);
    const CliResult compared = runCli(args);
    QVERIFY2(compared.exitCode == 0, compared.err.constData());
    const nlohmann::json report = nlohmann::json::parse(compared.out.toStdString());
    bool sawFail = false;
    for (const nlohmann::json &gate : report["gates"]) {
        if (gate.value("gate", std::string()) == "quality_canary")
            sawFail = gate.value("outcome", std::string()) == "fail";
    }
    QVERIFY2(sawFail, report["gates"].dump().c_str());
}

QTEST_GUILESS_MAIN(TestWaveCanaries)
#include "tst_wavecanaries.moc"
