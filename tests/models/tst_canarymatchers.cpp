// The canary matchers (lenient exact answers, tool-call arguments, word agreement), the
// canaries held against the control's in the comparison's quality_canary gate, and the
// canary plan keys (tools, probes, min_agreement) with their recorded shape.
#include "models/findings/findingsmarkdown.h"
#include "models/gates/canarymatchers.h"
#include "models/gates/comparisongates.h"
#include "models/gates/runevidence.h"
#include "models/gates/rungates.h"
#include "models/waves/canaryexchange.h"
#include "models/waves/waveplanjson.h"

#include <QtTest>

using namespace lanebook;

namespace {

#define VERIFY_OUTCOME(result, expected)                                                           \
    QVERIFY2((result).outcome == (expected),                                                       \
             qPrintable(gateOutcomeId((result).outcome) + QStringLiteral(": ") + (result).reason))

// An OpenAI tool_calls array as the wave records it.
QString toolCalls(const QString &name, const std::string &arguments)
{
    const nlohmann::json calls = nlohmann::json::array(
        {{{"id", "call_1"},
          {"type", "function"},
          {"function", {{"name", name.toStdString()}, {"arguments", arguments}}}}});
    return QString::fromStdString(calls.dump());
}

CanaryOutput toolCanary(const std::string &arguments)
{
    CanaryOutput canary;
    canary.name = QStringLiteral("weather-call");
    canary.kind = CanaryKind::ToolCall;
    canary.toolName = QStringLiteral("get_weather");
    canary.requiredKeys = {QStringLiteral("city"), QStringLiteral("unit")};
    canary.output = toolCalls(QStringLiteral("get_weather"), arguments);
    return canary;
}

CanaryOutput agreementCanary(const QStringList &outputs, double minAgreement = 0.9)
{
    CanaryOutput canary;
    canary.name = QStringLiteral("same");
    canary.kind = CanaryKind::SameAsControl;
    canary.minAgreement = minAgreement;
    for (qsizetype i = 0; i < outputs.size(); ++i)
        canary.probes.push_back({QStringLiteral("prompt %1").arg(i), {}, outputs.at(i), {}});
    return canary;
}

// A wave run carrying its canaries as the wave records them.
Run runWith(const std::vector<CanaryOutput> &canaries)
{
    Run run;
    run.setMetric(QStringLiteral("output_tok_per_s"), 100.0);
    run.extra["canaries"] = CanaryExchange::toJson(canaries);
    return run;
}

const char *kCleanArguments = R"({"city": "Paris", "unit": "celsius"})";
const char *kCorruptArguments = R"({\city\: \Paris\, \unit\: \celsius\})";

} // namespace

class TestCanaryMatchers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactAnswersMatchLeniently_data();
    void exactAnswersMatchLeniently();
    void toolCallArgumentsMustParseWithTheNamedKeys();
    void wordAgreementIsPositional();
    void exactAnswerCanaryNamesTheWrongProbe();
    void canaryFailingOnlyOnTheCandidateFailsTheComparison();
    void canaryFailingOnBothArmsOnlyWarns();
    void sameAsControlFailsBelowTheThreshold();
    void sameAsControlWarnsWhenTheControlDisagreesWithItself();
    void comparisonGatesMergeTheCanaryVerdict();
    void recordedCanaryRoundTrips();
    void planReadsTheNewCanaryKinds();
    void planRefusesBadCanaries();
    void toolCanaryGoesToChatWithItsTools();
    void findingsExportShowsCanariesAndWhatFailed();
};

void TestCanaryMatchers::exactAnswersMatchLeniently_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("matches");
    QTest::newRow("same") << "42"
                          << "42" << true;
    QTest::newRow("spaces and full stop") << "  42.\n"
                                          << "42" << true;
    QTest::newRow("case") << "PARIS"
                          << "Paris" << true;
    QTest::newRow("bold and exclamation") << "**Paris**!"
                                          << "Paris" << true;
    QTest::newRow("quoted") << "\"Au\""
                            << "Au" << true;
    QTest::newRow("sentence ending in it") << "The answer is 42."
                                           << "42" << true;
    QTest::newRow("number written as float") << "42.0"
                                             << "42" << true;
    QTest::newRow("off by one") << "43"
                                << "42" << false;
    QTest::newRow("longer number") << "142"
                                   << "42" << false;
    QTest::newRow("prefix only") << "4"
                                 << "42" << false;
    QTest::newRow("inside a word") << "Parisian"
                                   << "Paris" << false;
    QTest::newRow("empty") << ""
                           << "42" << false;
}

void TestCanaryMatchers::exactAnswersMatchLeniently()
{
    QFETCH(QString, output);
    QFETCH(QString, expected);
    QFETCH(bool, matches);
    QCOMPARE(CanaryMatch::answerMatches(output, expected), matches);
}

void TestCanaryMatchers::toolCallArgumentsMustParseWithTheNamedKeys()
{
    const QStringList keys{QStringLiteral("city"), QStringLiteral("unit")};
    const QString name = QStringLiteral("get_weather");
    QCOMPARE(CanaryMatch::toolCallProblem(toolCalls(name, kCleanArguments), name, keys), QString());
    // Seed 000's 2-bit model: keys between backslashes, so the arguments do not parse.
    const QString corrupt =
        CanaryMatch::toolCallProblem(toolCalls(name, kCorruptArguments), name, keys);
    QVERIFY2(corrupt.contains(QStringLiteral("\\name\\")), qPrintable(corrupt));
    // A missing key is named.
    const QString missing =
        CanaryMatch::toolCallProblem(toolCalls(name, R"({"city": "Paris"})"), name, keys);
    QVERIFY2(missing.contains(QStringLiteral("\"unit\"")) && !missing.contains(u"city"),
             qPrintable(missing));
    // Another function than the one offered.
    QVERIFY(CanaryMatch::toolCallProblem(toolCalls(QStringLiteral("get_time"), kCleanArguments),
                                         name, keys)
                .contains(QStringLiteral("get_time")));
    // Arguments that are JSON but not an object.
    QVERIFY(!CanaryMatch::toolCallProblem(toolCalls(name, "[1, 2]"), name, keys).isEmpty());
    // A call written into the text, arguments as an object: fine.
    QCOMPARE(CanaryMatch::toolCallProblem(
                 QStringLiteral("<tool_call>{\"name\": \"get_weather\", \"arguments\": "
                                "{\"city\": \"Paris\", \"unit\": \"c\"}}</tool_call>"),
                 name, keys),
             QString());
    QVERIFY(!CanaryMatch::toolCallProblem(QStringLiteral("It is sunny."), name, keys).isEmpty());
    QVERIFY(!CanaryMatch::toolCallProblem(QString(), name, keys).isEmpty());
    // Without required keys, any call that names a function and parses passes.
    QCOMPARE(CanaryMatch::toolCallProblem(toolCalls(name, "{}"), {}, {}), QString());
}

void TestCanaryMatchers::wordAgreementIsPositional()
{
    QCOMPARE(CanaryMatch::wordAgreement(QStringLiteral("a b c d"), QStringLiteral("a b c d")), 1.0);
    QCOMPARE(CanaryMatch::wordAgreement(QStringLiteral("a b c d"), QStringLiteral("a x c d")),
             0.75);
    // Over the longer output: a candidate that stops early agrees on less.
    QCOMPARE(CanaryMatch::wordAgreement(QStringLiteral("a b c d"), QStringLiteral("a b")), 0.5);
    // One inserted word shifts everything after it: top-1 agreement, not edit distance.
    QCOMPARE(CanaryMatch::wordAgreement(QStringLiteral("a b c d"), QStringLiteral("x a b c d")),
             0.0);
    QCOMPARE(CanaryMatch::wordAgreement(QString(), QStringLiteral("  ")), 1.0);
}

void TestCanaryMatchers::exactAnswerCanaryNamesTheWrongProbe()
{
    CanaryOutput canary;
    canary.name = QStringLiteral("probes");
    canary.kind = CanaryKind::ExactAnswer;
    canary.probes = {
        {QStringLiteral("What is 17 + 25?"), QStringLiteral("42"), QStringLiteral("42"), {}},
        {QStringLiteral("Capital of France?"),
         QStringLiteral("Paris"),
         QStringLiteral("Paris."),
         {}}};
    QCOMPARE(CanaryMatch::problem(canary), QString());
    canary.probes[0].output = QStringLiteral("43");
    const QString problem = CanaryMatch::problem(canary);
    QVERIFY2(problem.contains(u"43") && problem.contains(u"17 + 25") && problem.contains(u"42"),
             qPrintable(problem));
    canary.probes[1].error = QStringLiteral("HTTP 500");
    QVERIFY2(CanaryMatch::problem(canary).contains(QStringLiteral("1 more")),
             qPrintable(CanaryMatch::problem(canary)));
    // The run's own gate fails on it.
    VERIFY_OUTCOME(checkQualityCanaries(runWith({canary}), {}), GateOutcome::Fail);
}

void TestCanaryMatchers::canaryFailingOnlyOnTheCandidateFailsTheComparison()
{
    const std::vector<Run> control{runWith({toolCanary(kCleanArguments)}),
                                   runWith({toolCanary(kCleanArguments)})};
    const std::vector<Run> candidate{runWith({toolCanary(kCorruptArguments)}),
                                     runWith({toolCanary(kCorruptArguments)})};
    const GateResult result = checkCanariesAgainstControl(control, candidate);
    QCOMPARE(result.gate, GateId::QualityCanary);
    VERIFY_OUTCOME(result, GateOutcome::Fail);
    QVERIFY2(result.reason.contains(u"weather-call") && result.reason.contains(u"control"),
             qPrintable(result.reason));
    QCOMPARE(result.evidenceValue(QStringLiteral("failing_canaries")), 1.0);
    // The same canary the other way round is the control's problem, not the candidate's.
    VERIFY_OUTCOME(checkCanariesAgainstControl(candidate, control), GateOutcome::Pass);
    VERIFY_OUTCOME(checkCanariesAgainstControl(control, control), GateOutcome::Pass);
    // No canaries on either side: nothing to judge.
    VERIFY_OUTCOME(checkCanariesAgainstControl({Run()}, {Run()}), GateOutcome::NotApplicable);
}

void TestCanaryMatchers::canaryFailingOnBothArmsOnlyWarns()
{
    const std::vector<Run> control{runWith({toolCanary(kCorruptArguments)})};
    const std::vector<Run> candidate{runWith({toolCanary(kCorruptArguments)})};
    const GateResult result = checkCanariesAgainstControl(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY2(result.reason.contains(QStringLiteral("both arms")), qPrintable(result.reason));
}

void TestCanaryMatchers::sameAsControlFailsBelowTheThreshold()
{
    const QStringList reference{QStringLiteral("one two three four"),
                                QStringLiteral("five six seven eight")};
    const std::vector<Run> control{runWith({agreementCanary(reference)}),
                                   runWith({agreementCanary(reference)})};
    // 7 of 8 words agree: 0.875, below 0.9.
    const std::vector<Run> drifting{runWith({agreementCanary(
        {QStringLiteral("one two three four"), QStringLiteral("five six seven nine")})})};
    const GateResult failed = checkCanariesAgainstControl(control, drifting);
    VERIFY_OUTCOME(failed, GateOutcome::Fail);
    QVERIFY2(failed.reason.contains(QStringLiteral("87.5%")) &&
                 failed.reason.contains(QStringLiteral("90%")),
             qPrintable(failed.reason));
    QCOMPARE(failed.evidenceValue(QStringLiteral("same.agreement")), 0.875);
    // The plan's threshold decides: at 0.8 the same outputs pass.
    const std::vector<Run> lenient{runWith({agreementCanary(
        {QStringLiteral("one two three four"), QStringLiteral("five six seven nine")}, 0.8)})};
    VERIFY_OUTCOME(checkCanariesAgainstControl(control, lenient), GateOutcome::Pass);
    VERIFY_OUTCOME(checkCanariesAgainstControl(control, control), GateOutcome::Pass);
    // Judged on its own, a same-as-control canary passes: only the comparison can judge it.
    VERIFY_OUTCOME(checkQualityCanaries(drifting.front(), {}), GateOutcome::Pass);
}

void TestCanaryMatchers::sameAsControlWarnsWhenTheControlDisagreesWithItself()
{
    const std::vector<Run> control{
        runWith({agreementCanary({QStringLiteral("one two three four")})}),
        runWith({agreementCanary({QStringLiteral("one two other words")})})};
    const std::vector<Run> candidate{
        runWith({agreementCanary({QStringLiteral("something else entirely here")})})};
    const GateResult result = checkCanariesAgainstControl(control, candidate);
    VERIFY_OUTCOME(result, GateOutcome::Warn);
    QVERIFY2(result.reason.contains(QStringLiteral("own repeats")), qPrintable(result.reason));
}

void TestCanaryMatchers::comparisonGatesMergeTheCanaryVerdict()
{
    const std::vector<Run> control{runWith({toolCanary(kCleanArguments)})};
    const std::vector<Run> candidate{runWith({toolCanary(kCorruptArguments)})};
    const std::vector<GateResult> gates = comparisonGates(control, candidate, {});
    const auto quality = std::find_if(gates.begin(), gates.end(), [](const GateResult &g) {
        return g.gate == GateId::QualityCanary;
    });
    QVERIFY(quality != gates.end());
    VERIFY_OUTCOME(*quality, GateOutcome::Fail);
    QCOMPARE(
        int(std::count_if(gates.begin(), gates.end(),
                          [](const GateResult &g) { return g.gate == GateId::QualityCanary; })),
        1);
    // Neither arm has canaries or quality metrics: the quantizing half's reason stays.
    const std::vector<GateResult> plain = comparisonGates({Run()}, {Run()}, {});
    QVERIFY(plain.back().reason.contains(QStringLiteral("quality metric")));
}

void TestCanaryMatchers::recordedCanaryRoundTrips()
{
    CanaryOutput exact;
    exact.name = QStringLiteral("probes");
    exact.kind = CanaryKind::ExactAnswer;
    exact.probes = {
        {QStringLiteral("What is 9 * 8?"), QStringLiteral("72"), QStringLiteral("73"), {}}};
    const CanaryOutput tool = toolCanary(kCleanArguments);
    const Run run = runWith({exact, tool});
    const nlohmann::json &stored = run.extra["canaries"];
    QCOMPARE(stored[0].value("passed", true), false);
    QVERIFY(QString::fromStdString(stored[0].value("problem", std::string())).contains(u"73"));
    QCOMPARE(stored[1].value("passed", false), true);
    QVERIFY(!stored[1].contains("problem"));

    const std::vector<CanaryOutput> read = RunEvidence::canaries(run, {});
    QCOMPARE(read.size(), size_t(2));
    QCOMPARE(read[0].kind, CanaryKind::ExactAnswer);
    QCOMPARE(read[0].probes.size(), size_t(1));
    QCOMPARE(read[0].probes[0].output, QStringLiteral("73"));
    QCOMPARE(read[0].probes[0].expected, QStringLiteral("72"));
    QCOMPARE(read[1].kind, CanaryKind::ToolCall);
    QCOMPARE(read[1].toolName, QStringLiteral("get_weather"));
    QCOMPARE(read[1].requiredKeys, tool.requiredKeys);
    QCOMPARE(read[1].output, tool.output);
}

void TestCanaryMatchers::planReadsTheNewCanaryKinds()
{
    nlohmann::json json = {
        {"name", "p"},
        {"configs",
         {{{"name", "a"}, {"argv", {"srv"}}, {"base_url", "http://127.0.0.1:9"}, {"model", "m"}}}},
        {"arms", {{{"name", "A"}, {"config", "a"}, {"role", "control"}, {"gpus", {0}}}}},
        {"workload", {{"concurrency", 1}, {"context_tokens", 8}, {"requests", 1}}},
        {"canaries",
         {{{"name", "call"},
           {"kind", "tool_call"},
           {"prompt", "Weather in Paris?"},
           {"tools",
            {{{"type", "function"},
              {"function",
               {{"name", "get_weather"},
                {"parameters",
                 {{"type", "object"},
                  {"properties", {{"city", {{"type", "string"}}}}},
                  {"required", {"city"}}}}}}}}}},
          {{"name", "sums"}, {"kind", "exact_answer"}},
          {{"name", "mine"},
           {"kind", "exact_answer"},
           {"probes", {{{"prompt", "2 + 2?"}, {"expected", "4"}}}}},
          {{"name", "same"}, {"kind", "same_as_control"}, {"min_agreement", 0.75}}}}};
    const WavePlanParse parsed = wavePlanFromJson(json);
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
    const std::vector<WaveCanary> &canaries = parsed.plan->canaries;
    QCOMPARE(canaries.size(), size_t(4));
    QCOMPARE(canaries[0].toolName(), QStringLiteral("get_weather"));
    QCOMPARE(canaries[0].effectiveRequiredKeys(), QStringList{QStringLiteral("city")});
    QCOMPARE(canaries[1].kind, CanaryKind::ExactAnswer);
    QCOMPARE(canaries[1].effectiveProbes(), builtinExactAnswerProbes());
    QCOMPARE(canaries[2].effectiveProbes().size(), size_t(1));
    QCOMPARE(canaries[2].effectiveProbes()[0].expected, QStringLiteral("4"));
    QCOMPARE(canaries[3].minAgreement, 0.75);
    QCOMPARE(canaries[3].effectiveProbes(), builtinAgreementProbes());
    // Written back and read again, the canaries are the same.
    const WavePlanParse again = wavePlanFromJson(wavePlanToJson(*parsed.plan));
    QVERIFY2(again.plan, qPrintable(again.errors.join(u'\n')));
    QVERIFY(again.plan->canaries[0].tools == canaries[0].tools);
    QCOMPARE(again.plan->canaries[2].probes, canaries[2].probes);
    QCOMPARE(again.plan->canaries[3].minAgreement, 0.75);
    // The empty outputs a wave fills in carry what each kind is judged by.
    const CanaryOutput call = CanaryExchange::emptyOutput(canaries[0]);
    QCOMPARE(call.requiredKeys, QStringList{QStringLiteral("city")});
    QCOMPARE(CanaryExchange::emptyOutput(canaries[1]).probes.size(),
             builtinExactAnswerProbes().size());
}

void TestCanaryMatchers::planRefusesBadCanaries()
{
    const auto errorsFor = [](const nlohmann::json &canary) {
        const nlohmann::json json = {
            {"name", "p"},
            {"configs",
             {{{"name", "a"},
               {"argv", {"srv"}},
               {"base_url", "http://127.0.0.1:9"},
               {"model", "m"}}}},
            {"arms", {{{"name", "A"}, {"config", "a"}, {"role", "control"}, {"gpus", {0}}}}},
            {"workload", {{"concurrency", 1}, {"context_tokens", 8}, {"requests", 1}}},
            {"canaries", {canary}}};
        const WavePlanParse parsed = wavePlanFromJson(json);
        return parsed.plan ? QString() : parsed.errors.join(u'\n');
    };
    QVERIFY(
        errorsFor({{"name", "x"}, {"kind", "exact_answer"}, {"probes", {{{"prompt", "2 + 2?"}}}}})
            .contains(QStringLiteral("canaries[0].probes[0].expected")));
    QVERIFY(errorsFor({{"name", "x"}, {"kind", "same_as_control"}, {"min_agreement", 1.5}})
                .contains(QStringLiteral("min_agreement")));
    QVERIFY(errorsFor({{"name", "x"}, {"kind", "json"}, {"prompt", "p"}, {"tools", {1}}})
                .contains(QStringLiteral("canaries[0].tools")));
    QVERIFY(errorsFor({{"name", "x"}, {"kind", "json"}})
                .contains(QStringLiteral("canaries[0].prompt")));
    QVERIFY(errorsFor({{"name", "x"},
                       {"kind", "exact_answer"},
                       {"prompt", "2 + 2?"},
                       {"expected", "4"},
                       {"probes", {{{"prompt", "3 + 3?"}, {"expected", "6"}}}}})
                .contains(QStringLiteral("either a prompt or probes")));
}

void TestCanaryMatchers::toolCanaryGoesToChatWithItsTools()
{
    WaveCanary canary;
    canary.kind = CanaryKind::ToolCall;
    canary.tools =
        nlohmann::json::array({{{"type", "function"}, {"function", {{"name", "get_weather"}}}}});
    QCOMPARE(CanaryExchange::endpointFor(canary, LoadEndpoint::Completions),
             LoadEndpoint::ChatCompletions);
    const nlohmann::json body = nlohmann::json::parse(CanaryExchange::requestBody(
        canary, QStringLiteral("Weather?"), QStringLiteral("m"), LoadEndpoint::ChatCompletions));
    QVERIFY(body["tools"] == canary.tools);
    QCOMPARE(body.value("temperature", -1), 0);
    QCOMPARE(body.value("stream", true), false);
    // The answer's tool_calls are the output, even beside an empty content.
    const std::string answer =
        R"({"choices":[{"message":{"content":"","tool_calls":[{"function":{"name":"f"}}]}}]})";
    const auto output = CanaryExchange::outputFromResponse(answer);
    QVERIFY2(output, qPrintable(output.error()));
    QVERIFY(output->contains(QStringLiteral("\"name\":\"f\"")));
    // An answer without choices says so.
    const auto refused = CanaryExchange::outputFromResponse(R"({"id":"x"})");
    QVERIFY(!refused);
    QVERIFY2(refused.error().contains(QStringLiteral("choices")), qPrintable(refused.error()));
    WaveCanary plain;
    QCOMPARE(CanaryExchange::endpointFor(plain, LoadEndpoint::Completions),
             LoadEndpoint::Completions);
}

void TestCanaryMatchers::findingsExportShowsCanariesAndWhatFailed()
{
    const std::vector<Run> control{runWith({toolCanary(kCleanArguments)}),
                                   runWith({toolCanary(kCleanArguments)})};
    const std::vector<Run> candidate{runWith({toolCanary(kCorruptArguments)}),
                                     runWith({toolCanary(kCleanArguments)})};
    const QString markdown = renderFindingCanaries(control, candidate);
    QVERIFY2(markdown.contains(QStringLiteral("### Canaries")), qPrintable(markdown));
    // (Plural forms come from the translator, which a model test does not load.)
    QVERIFY2(markdown.contains(QStringLiteral("| `weather-call` | passes (2 run")) &&
                 markdown.contains(QStringLiteral(" | fails on 1 of 2: writes the arguments")),
             qPrintable(markdown));
    // What the candidate said, in a code span, so the broken quotes are there to see.
    QVERIFY2(markdown.contains(QStringLiteral("candidate said: `")) &&
                 markdown.contains(QStringLiteral("\\\\city\\\\")),
             qPrintable(markdown));
    QVERIFY(!markdown.contains(QStringLiteral("control said")));
    QVERIFY(renderFindingCanaries({Run()}, {Run()}).isEmpty());
}

QTEST_GUILESS_MAIN(TestCanaryMatchers)
#include "tst_canarymatchers.moc"
