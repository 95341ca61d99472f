// The example wave plans for real engines (resources/waves) pass the plan validator, can
// reach a verdict, and carry the flags each engine needs for a clean A/B.
#include "models/gates/comparisongates.h"
#include "models/waves/exampleplans.h"
#include "models/waves/waveplanjson.h"
#include "models/waves/wavesteprun.h"

#include <QFile>
#include <QtTest>

using namespace lanebook;

namespace {

// The one_variable gate on one run of each arm as the wave would record them: the plan's
// declared variable is the only counted difference.
GateResult oneVariableOf(const WavePlan &plan)
{
    const std::vector<WaveStep> steps = scheduleWave(plan);
    std::vector<Run> control;
    std::vector<Run> candidate;
    for (const WaveStep &step : steps) {
        if (step.repeat != 0 || step.pointIndex != 0)
            continue;
        Run run;
        WaveStepRun::place(run, plan, step, 1, ServerSession{});
        (step.role == ArmRole::Control ? control : candidate).push_back(run);
    }
    return checkOneVariable(control, candidate);
}

} // namespace

class TestExamplePlans : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realEnginePlansAreValid_data();
    void realEnginePlansAreValid();
    void mockExampleIsValid();
};

void TestExamplePlans::realEnginePlansAreValid_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("cleanFlags"); // prefix cache off, fixed seed, cache report
    QTest::addColumn<QString>("metricsPrefix");
    QTest::addColumn<QString>("variable"); // the setting under test, declared in the plan
    QTest::newRow("vLLM") << QStringLiteral("vllm-ab.json")
                          << QStringList{QStringLiteral("--no-enable-prefix-caching"),
                                         QStringLiteral("--seed"),
                                         QStringLiteral("--enable-prompt-tokens-details")}
                          << QStringLiteral("vllm:") << QStringLiteral("max_num_seqs");
    QTest::newRow("SGLang") << QStringLiteral("sglang-ab.json")
                            << QStringList{QStringLiteral("--disable-radix-cache"),
                                           QStringLiteral("--random-seed"),
                                           QStringLiteral("--enable-cache-report"),
                                           QStringLiteral("--enable-metrics")}
                            << QStringLiteral("sglang:") << QStringLiteral("chunked_prefill_size");
    QTest::newRow("llama-server") << QStringLiteral("llama-server-ab.json")
                                  << QStringList{QStringLiteral("--seed"),
                                                 QStringLiteral("--metrics")}
                                  << QStringLiteral("llamacpp:") << QStringLiteral("threads");
    QTest::newRow("trtllm-serve") << QStringLiteral("trtllm-serve-ab.json")
                                  << QStringList{QStringLiteral("--extra_llm_api_options")}
                                  << QStringLiteral("") << QStringLiteral("max_batch_size");
}

void TestExamplePlans::realEnginePlansAreValid()
{
    QFETCH(QString, file);
    QFETCH(QStringList, cleanFlags);
    QFETCH(QString, metricsPrefix);
    QFETCH(QString, variable);
    const QString path = QFINDTESTDATA(QStringLiteral("../../resources/waves/") + file);
    QVERIFY2(!path.isEmpty(), qPrintable(file));
    QFile in(path);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const WavePlanParse parsed = parseWavePlan(in.readAll());
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
    const WavePlan &plan = *parsed.plan;
    QCOMPARE(wavePlanWarnings(plan), QStringList()); // enough repeats for a verdict
    QVERIFY(plan.workload.ignoreEos);
    QCOMPARE(plan.order, ArmOrderPolicy::Interleaved);
    QCOMPARE(plan.configs.size(), size_t(2));
    for (const ServerConfig &config : plan.configs) {
        for (const QString &flag : cleanFlags)
            QVERIFY2(config.argv.contains(flag), qPrintable(config.name + u' ' + flag));
        // The server listens where the plan says it answers.
        const QString port = QString::number(QUrl(config.baseUrl).port());
        QVERIFY2(config.argv.at(config.argv.indexOf(QStringLiteral("--port")) + 1) == port,
                 qPrintable(config.argv.join(u' ')));
        QCOMPARE(config.effectiveHealthUrl(), config.baseUrl + QStringLiteral("/health"));
        QCOMPARE(QString::fromStdString(config.recipe.value("metrics_url", std::string())),
                 config.baseUrl + QStringLiteral("/metrics"));
        QCOMPARE(QString::fromStdString(config.recipe.value("metrics_prefix", std::string())),
                 metricsPrefix);
    }
    // The plan names its variable under test, and it is the only setting its arms differ in
    // beyond the mechanical ones (ports, URLs).
    QCOMPARE(plan.variable.name, variable);
    const GateResult oneVariable = oneVariableOf(plan);
    QVERIFY2(oneVariable.outcome == GateOutcome::Pass, qPrintable(oneVariable.reason));
    QVERIFY2(oneVariable.reason.contains(QLatin1String("declared variable ") + variable),
             qPrintable(oneVariable.reason));
    if (file.startsWith(QLatin1String("trtllm"))) {
        const QString options =
            QFINDTESTDATA(QStringLiteral("../../resources/waves/trtllm-no-block-reuse.yml"));
        QFile yaml(options);
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QVERIFY(yaml.readAll().contains("enable_block_reuse: false"));
    }
}

void TestExamplePlans::mockExampleIsValid()
{
    const WavePlan plan = mockExampleWavePlan(QStringLiteral("/opt/lanebook/lanebook-mock-server"));
    QCOMPARE(validateWavePlan(plan), QStringList());
    QCOMPARE(wavePlanWarnings(plan), QStringList());
    QCOMPARE(plan.repeats, defaultWaveRepeats());
    QCOMPARE(plan.arms.size(), size_t(2));
    // Two arms of different speed: the candidate generates faster.
    QVERIFY(plan.configs[1].expectedTokPerSPerStream > plan.configs[0].expectedTokPerSPerStream);
    // The JSON round trip keeps it (the planner saves it as a file).
    const WavePlanParse again = wavePlanFromJson(wavePlanToJson(plan));
    QVERIFY2(again.plan, qPrintable(again.errors.join(u'\n')));
    QCOMPARE(again.plan->configs[0].argv, plan.configs[0].argv);
    QCOMPARE(again.plan->variable, plan.variable);
    // Its arms differ in the declared variable and nothing else.
    const GateResult oneVariable = oneVariableOf(plan);
    QVERIFY2(oneVariable.outcome == GateOutcome::Pass, qPrintable(oneVariable.reason));
    QVERIFY2(oneVariable.reason.contains(QLatin1String("--itl-ms")),
             qPrintable(oneVariable.reason));

    // Base port 0: each arm's server picks its own port, and still only --itl-ms differs.
    const WavePlan picked =
        mockExampleWavePlan(QStringLiteral("/opt/lanebook/lanebook-mock-server"), 0);
    QCOMPARE(validateWavePlan(picked), QStringList());
    for (const ServerConfig &config : picked.configs) {
        QVERIFY2(config.serverPicksPort(), qPrintable(config.baseUrl));
        QCOMPARE(config.argv.at(config.argv.indexOf(QStringLiteral("--port")) + 1),
                 QStringLiteral("0"));
    }
    QCOMPARE(oneVariableOf(picked).outcome, GateOutcome::Pass);
}

QTEST_GUILESS_MAIN(TestExamplePlans)
#include "tst_exampleplans.moc"
