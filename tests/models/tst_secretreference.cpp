// A config's env value may name a secret ({"secret": "hf"}): the plan reader accepts it, the
// plan checks refuse malformed ones by key path, and plans, run configs and the store-time
// redaction keep the reference (a name) without ever holding a value.
#include "models/findings/secretredaction.h"
#include "models/secrets/secretkeys.h"
#include "models/secrets/secretreference.h"
#include "models/waves/waveplanjson.h"
#include "models/waves/wavesteprun.h"

#include <QtTest>

using namespace lanebook;
using nlohmann::json;

namespace {

json planWithEnv(const json &env)
{
    return {{"name", "p"},
            {"configs",
             {{{"name", "c"},
               {"argv", {"vllm", "serve", "m"}},
               {"env", env},
               {"base_url", "http://127.0.0.1:8000"},
               {"model", "m"}}}},
            {"arms", {{{"name", "A"}, {"config", "c"}, {"role", "control"}, {"gpus", {0}}}}},
            {"workload", {{"concurrency", {1}}, {"context_tokens", {32}}, {"requests", 2}}}};
}

} // namespace

class TestSecretReference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planAcceptsASecretReference()
    {
        const WavePlanParse parsed =
            wavePlanFromJson(planWithEnv({{"HF_TOKEN", {{"secret", "hf"}}}, {"MODE", "x"}}));
        QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
        const ServerConfig &config = parsed.plan->configs.front();
        QCOMPARE(config.secretEnvironment.value(QStringLiteral("HF_TOKEN")), QStringLiteral("hf"));
        QVERIFY(!config.environment.contains(QStringLiteral("HF_TOKEN")));
        QCOMPARE(config.environment.value(QStringLiteral("MODE")), QStringLiteral("x"));
    }

    void malformedReferencesAreRefusedByKeyPath_data()
    {
        QTest::addColumn<QString>("env");
        QTest::addColumn<QString>("error");
        QTest::newRow("number") << QStringLiteral(R"({"HF_TOKEN": {"secret": 3}})")
                                << QStringLiteral("configs[0].env.HF_TOKEN.secret: expected the "
                                                  "secret's name as a string, found number");
        QTest::newRow("empty") << QStringLiteral(R"({"HF_TOKEN": {"secret": ""}})")
                               << QStringLiteral("configs[0].env.HF_TOKEN.secret: the secret's "
                                                 "name is empty");
        QTest::newRow("spaces") << QStringLiteral(R"({"HF_TOKEN": {"secret": " hf"}})")
                                << QStringLiteral("configs[0].env.HF_TOKEN.secret: the secret's "
                                                  "name \" hf\" starts or ends with white space");
        QTest::newRow("extra key")
            << QStringLiteral(R"({"HF_TOKEN": {"secret": "hf", "value": "x"}})")
            << QStringLiteral("configs[0].env.HF_TOKEN: a secret reference holds only "
                              "\"secret\", found \"value\"");
        QTest::newRow("other object") << QStringLiteral(R"({"HF_TOKEN": {"name": "hf"}})")
                                      << QStringLiteral("configs[0].env.HF_TOKEN: expected a "
                                                        "string or {\"secret\": NAME}, found "
                                                        "object");
        QTest::newRow("array") << QStringLiteral(R"({"HF_TOKEN": ["hf"]})")
                               << QStringLiteral("configs[0].env.HF_TOKEN: expected a string or "
                                                 "{\"secret\": NAME}, found array");
    }

    void malformedReferencesAreRefusedByKeyPath()
    {
        QFETCH(QString, env);
        QFETCH(QString, error);
        const WavePlanParse parsed = wavePlanFromJson(planWithEnv(json::parse(env.toStdString())));
        QVERIFY(!parsed.plan);
        QVERIFY2(parsed.errors.contains(error), qPrintable(parsed.errors.join(u'\n')));
    }

    void planBuiltInCodeIsCheckedToo()
    {
        const WavePlanParse parsed = wavePlanFromJson(planWithEnv(json::object()));
        QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
        WavePlan plan = *parsed.plan;
        plan.configs[0].secretEnvironment.insert(QStringLiteral("HF_TOKEN"), QString());
        QVERIFY(validateWavePlan(plan).contains(
            QStringLiteral("configs[0].env.HF_TOKEN.secret: the secret's name is empty")));
    }

    void plansWrittenBackKeepTheReference()
    {
        const WavePlan plan =
            *wavePlanFromJson(planWithEnv({{"HF_TOKEN", {{"secret", "hf"}}}})).plan;
        const json expected = {{"secret", "hf"}};
        QVERIFY(wavePlanToJson(plan)["configs"][0]["env"]["HF_TOKEN"] == expected);
        QVERIFY(wavePlanToJsonRedacted(plan)["configs"][0]["env"]["HF_TOKEN"] == expected);
        // The store redacts again as it writes: the reference survives that as well.
        QVERIFY(redactSecrets(wavePlanToJsonRedacted(plan))["configs"][0]["env"]["HF_TOKEN"] ==
                expected);
        const WavePlanParse again = wavePlanFromJson(wavePlanToJson(plan));
        QVERIFY(again.plan);
        QCOMPARE(again.plan->configs[0].secretEnvironment, plan.configs[0].secretEnvironment);
    }

    void runConfigKeepsTheReferenceNotAValue()
    {
        const WavePlan plan =
            *wavePlanFromJson(planWithEnv({{"HF_TOKEN", {{"secret", "hf"}}}})).plan;
        const std::vector<WaveStep> steps = scheduleWave(plan);
        Run run;
        WaveStepRun::place(run, plan, steps.front(), 1, ServerSession{});
        QVERIFY(run.config["env"]["HF_TOKEN"] == json({{"secret", "hf"}}));
        QVERIFY(redactSecrets(run.config)["env"]["HF_TOKEN"] == json({{"secret", "hf"}}));
    }

    void aTokenPastedAsTheNameIsRedacted()
    {
        // A value where the name goes is still a secret: redaction does not trust the shape.
        const json config = {{"env", {{"HF_TOKEN", {{"secret", "hf_AbCdEfGhIjKlMnOpQrStUv"}}}}}};
        QVERIFY(redactSecrets(config)["env"]["HF_TOKEN"] == json(redactedValue().toStdString()));
    }

    void environmentVariableNames()
    {
        QCOMPARE(secretEnvironmentVariable(QStringLiteral("hf")),
                 QStringLiteral("LANEBOOK_SECRET_HF"));
        QCOMPARE(secretEnvironmentVariable(QStringLiteral("openai-key.prod")),
                 QStringLiteral("LANEBOOK_SECRET_OPENAI_KEY_PROD"));
        QCOMPARE(secretEnvironmentVariable(QStringLiteral("Team 2 token")),
                 QStringLiteral("LANEBOOK_SECRET_TEAM_2_TOKEN"));
    }

    void namesThatCannotNameASecret()
    {
        QVERIFY(checkSecretName(QStringLiteral("hf")));
        QVERIFY(!checkSecretName(QString()));
        QVERIFY(!checkSecretName(QStringLiteral("a\nb")));
        QVERIFY(!checkSecretName(QString(101, u'a')));
        QVERIFY(!secretReferenceName(json{{"secret", 3}}));
        QCOMPARE(secretReferenceName(json{{"secret", "hf"}}).value_or(QString()),
                 QStringLiteral("hf"));
    }
};

QTEST_GUILESS_MAIN(TestSecretReference)
#include "tst_secretreference.moc"
