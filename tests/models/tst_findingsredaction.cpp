// Secret redaction for exports (models/findings/secretredaction): configs, environment
// lists, argv, and free text a user typed; domain words with "token" stay readable.
#include "models/findings/secretredaction.h"
#include "models/secrets/secretkeys.h"

#include <QTest>

using namespace lanebook;

class TestFindingsRedaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void configMembersAndLists()
    {
        const nlohmann::json config = {
            {"runtime", "vllm"},
            {"HF_TOKEN", "hf_abcdefghijklmnopqrstuvwxyz"},
            {"env", {{"OPENAI_API_KEY", "sk-live-123"}, {"CUDA_VISIBLE_DEVICES", "0,1"}}},
            {"environment", {"WANDB_API_KEY=abc123", "NCCL_DEBUG=INFO"}},
            {"argv",
             {"vllm", "serve", "m", "--hf-token", "hf_zzzzzzzzzzzzzzzzzzzzzzzz",
              "--api-key=plain-secret", "--max-num-seqs", "256"}},
            {"b_token_bytes", 15810000000.0},
            {"kv_bytes_per_token", 131072},
            {"max_tokens", 128},
            {"db_password", nullptr}};
        const nlohmann::json out = redactSecrets(config);
        const std::string redacted = redactedValue().toStdString();
        QVERIFY(out["runtime"] == "vllm");
        QVERIFY(out["HF_TOKEN"] == redacted);
        QVERIFY(out["env"]["OPENAI_API_KEY"] == redacted);
        QVERIFY(out["env"]["CUDA_VISIBLE_DEVICES"] == "0,1");
        QVERIFY(out["environment"][0] == "WANDB_API_KEY=" + redacted);
        QVERIFY(out["environment"][1] == "NCCL_DEBUG=INFO");
        QVERIFY(out["argv"][3] == "--hf-token");
        QVERIFY(out["argv"][4] == redacted);
        QVERIFY(out["argv"][5] == "--api-key=" + redacted);
        QVERIFY(out["argv"][7] == "256");
        // The byte ledger's inputs are not secrets, and neither is an empty value.
        QVERIFY(out["b_token_bytes"] == 15810000000.0);
        QVERIFY(out["kv_bytes_per_token"] == 131072);
        QVERIFY(out["max_tokens"] == 128);
        QVERIFY(out["db_password"].is_null());
        QVERIFY(!QString::fromStdString(out.dump()).contains(QStringLiteral("sk-live-123")));
    }

    void text_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        const QString r = redactedValue();
        QTest::newRow("export") << QStringLiteral("ran with export HF_TOKEN=hf_abc123 first")
                                << QStringLiteral("ran with export HF_TOKEN=%1 first").arg(r);
        QTest::newRow("colon") << QStringLiteral("api_key: 12345, then")
                               << QStringLiteral("api_key: %1, then").arg(r);
        QTest::newRow("option") << QStringLiteral("vllm serve --api-key abc --port 8000")
                                << QStringLiteral("vllm serve --api-key %1 --port 8000").arg(r);
        QTest::newRow("bearer") << QStringLiteral("Authorization: Bearer eyJhbGciOi.x-y")
                                << QStringLiteral("Authorization: Bearer %1").arg(r);
        QTest::newRow("shape") << QStringLiteral("the key was sk-proj0123456789abcdefghij")
                               << QStringLiteral("the key was %1").arg(r);
        QTest::newRow("quoted") << QStringLiteral("password=\"hunter22\"")
                                << QStringLiteral("password=\"%1\"").arg(r);
        QTest::newRow("prose") << QStringLiteral("each token costs 12 ms; B_token: 15.8 GB")
                               << QStringLiteral("each token costs 12 ms; B_token: 15.8 GB");
        QTest::newRow("max_tokens") << QStringLiteral("max_tokens=128 tokens_per_step=2")
                                    << QStringLiteral("max_tokens=128 tokens_per_step=2");
    }

    void text()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(redactSecretsInText(input), expected);
        // Redacting twice changes nothing more.
        QCOMPARE(redactSecretsInText(redactSecretsInText(input)), expected);
    }

    void keyJudgement()
    {
        QVERIFY(isSecretKey(QStringLiteral("HF_TOKEN")));
        QVERIFY(isSecretKey(QStringLiteral("hf-token")));
        QVERIFY(!isSecretKey(QStringLiteral("B_token")));
        QVERIFY(!isSecretKey(QStringLiteral("b_token_bytes")));
        QVERIFY(!isSecretKey(QStringLiteral("kv_bytes_per_token")));
        // camelCase names, as JSON configs and JS tools write them.
        for (const char *key : {"hfToken", "openaiApiKey", "apiKey", "clientSecret", "authToken",
                                "dbPassword", "HfToken"})
            QVERIFY2(isSecretKey(QLatin1String(key)), key);
        for (const char *key : {"maxTokens", "keyCacheDtype", "kvBytesPerToken", "numTokens",
                                "tokenizer", "tokensPerSecond", "outputTokens"})
            QVERIFY2(!isSecretKey(QLatin1String(key)), key);
    }

    void camelCaseMembersAndUrlCredentials()
    {
        const nlohmann::json config = {
            {"hfToken", "plain-words-value"},
            {"input_config",
             {{"endpoint", {{"apiKey", "abc123"}, {"url", "http://u:pw-123@h:8000/v1"}}}}},
            {"maxTokens", 128}};
        const nlohmann::json out = redactSecrets(config);
        const std::string redacted = redactedValue().toStdString();
        QVERIFY(out["hfToken"] == redacted);
        QVERIFY(out["input_config"]["endpoint"]["apiKey"] == redacted);
        QCOMPARE(QString::fromStdString(out["input_config"]["endpoint"]["url"].get<std::string>()),
                 QStringLiteral("http://u:") + redactedValue() + QStringLiteral("@h:8000/v1"));
        QVERIFY(out["maxTokens"] == 128);
        QCOMPARE(redactSecretsInText(QStringLiteral("base http://127.0.0.1:8000/v1 ok")),
                 QStringLiteral("base http://127.0.0.1:8000/v1 ok"));
        const QString jwt =
            QStringLiteral("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlMTIz");
        QVERIFY(!redactSecretsInText(QStringLiteral("token was ") + jwt).contains(jwt));
        const QString ngc = QStringLiteral("nvapi-AbCdEfGhIjKlMnOpQrStUvWxYz0123");
        QVERIFY(!redactSecretsInText(QStringLiteral("NGC ") + ngc).contains(ngc));
    }
};

QTEST_GUILESS_MAIN(TestFindingsRedaction)
#include "tst_findingsredaction.moc"
