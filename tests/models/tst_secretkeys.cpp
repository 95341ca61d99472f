// The one redaction decision (models/secrets/secretkeys.h): a key is a secret when it names a
// credential as a whole, never because a longer name holds "token", "key", "secret", "auth" or
// "pass"; and a number or a boolean is never masked, whatever its key.
#include "models/findings/secretredaction.h"
#include "models/secrets/secretkeys.h"

#include <QTest>

using namespace lanebook;

namespace {

// Inference settings and measurements whose names contain a credential's word.
const QStringList &dataKeys()
{
    static const QStringList keys = {
        // snake_case, as vLLM, SGLang and the tools' JSON write them
        QStringLiteral("first_token"), QStringLiteral("time_to_first_token_seconds"),
        QStringLiteral("vllm:time_to_first_token_seconds_sum"),
        QStringLiteral("vllm:inter_token_latency_seconds_count"),
        QStringLiteral("max_num_batched_tokens"), QStringLiteral("num_speculative_tokens"),
        QStringLiteral("token_budget"), QStringLiteral("tokenizer_mode"),
        QStringLiteral("key_cache_dtype"), QStringLiteral("secret_sauce_enabled"),
        QStringLiteral("first_token_timeout_s"), QStringLiteral("eos_token"),
        QStringLiteral("bos_token"), QStringLiteral("pad_token"), QStringLiteral("eos_token_id"),
        QStringLiteral("skip_special_tokens"), QStringLiteral("kv_bytes_per_token"),
        QStringLiteral("B_token"), QStringLiteral("b_token_bytes"),
        QStringLiteral("prompt_token_ids"), QStringLiteral("auth_mode"),
        QStringLiteral("auth_enabled"), QStringLiteral("pass_rate"), QStringLiteral("num_passes"),
        QStringLiteral("bypass_prefix_cache"), QStringLiteral("password_file"),
        QStringLiteral("api_key_env"), QStringLiteral("cache_key_prefix"),
        QStringLiteral("sort_key"), QStringLiteral("secrets_dir"), QStringLiteral("author"),
        QStringLiteral("oauth_scope"), QStringLiteral("keyframe_interval"),
        QStringLiteral("max_tokens"), QStringLiteral("tokens_per_s"),
        QStringLiteral("VLLM_TOKEN_BUDGET"), QStringLiteral("TOKENIZERS_PARALLELISM"),
        // kebab-case, as command-line options write them
        QStringLiteral("max-num-batched-tokens"), QStringLiteral("num-speculative-tokens"),
        QStringLiteral("first-token-timeout-s"), QStringLiteral("tokenizer-mode"),
        QStringLiteral("key-cache-dtype"), QStringLiteral("skip-special-tokens"),
        // camelCase, as JavaScript tools and some configs write them
        QStringLiteral("maxNumBatchedTokens"), QStringLiteral("firstTokenTimeoutS"),
        QStringLiteral("tokenBudget"), QStringLiteral("keyCacheDtype"),
        QStringLiteral("secretSauceEnabled"), QStringLiteral("tokenizerMode"),
        QStringLiteral("passRate"), QStringLiteral("timeToFirstTokenMs"),
        QStringLiteral("maxTokens"), QStringLiteral("numTokens")};
    return keys;
}

// Names of credentials, in the same three cases.
const QStringList &credentialKeys()
{
    static const QStringList keys = {
        QStringLiteral("HF_TOKEN"),       QStringLiteral("hf_token"),
        QStringLiteral("token"),          QStringLiteral("api_key"),
        QStringLiteral("OPENAI_API_KEY"), QStringLiteral("AWS_SECRET_ACCESS_KEY"),
        QStringLiteral("password"),       QStringLiteral("db_password"),
        QStringLiteral("PGPASSWORD"),     QStringLiteral("Authorization"),
        QStringLiteral("client_secret"),  QStringLiteral("HUGGING_FACE_HUB_TOKEN"),
        QStringLiteral("github_token"),   QStringLiteral("access_token"),
        QStringLiteral("bearer_token"),   QStringLiteral("private_key"),
        QStringLiteral("credentials"),    QStringLiteral("hf-token"),
        QStringLiteral("api-key"),        QStringLiteral("x-api-key"),
        QStringLiteral("db-password"),    QStringLiteral("hfToken"),
        QStringLiteral("apiKey"),         QStringLiteral("clientSecret"),
        QStringLiteral("authToken"),      QStringLiteral("openaiApiKey"),
        QStringLiteral("APIKey"),         QStringLiteral("HfToken"),
        QStringLiteral("dbPassword")};
    return keys;
}

} // namespace

class TestSecretKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dataKeysAreNotSecrets()
    {
        QVERIFY(dataKeys().size() >= 30);
        for (const QString &key : dataKeys())
            QVERIFY2(!isSecretKey(key), qPrintable(key));
    }

    void credentialKeysAreSecrets()
    {
        for (const QString &key : credentialKeys())
            QVERIFY2(isSecretKey(key), qPrintable(key));
    }

    void numbersAndBooleansAreNeverMasked()
    {
        for (const QString &key : credentialKeys()) {
            QVERIFY2(!isSecretValue(key, 12345), qPrintable(key));
            QVERIFY2(!isSecretValue(key, 0.5), qPrintable(key));
            QVERIFY2(!isSecretValue(key, true), qPrintable(key));
            QVERIFY2(!isSecretValue(key, nullptr), qPrintable(key));
            QVERIFY2(!isSecretValue(key, ""), qPrintable(key));
            QVERIFY2(isSecretValue(key, "s3cr3t-value"), qPrintable(key));
            QVERIFY2(isSecretText(key, QStringLiteral("s3cr3t-value")), qPrintable(key));
        }
        for (const QString &key : dataKeys())
            QVERIFY2(!isSecretValue(key, "fp8_e4m3"), qPrintable(key));
    }

    // Every key at once, as members, KEY=VALUE words and options: what is data stays exactly.
    void documentKeepsDataAndLosesSecrets()
    {
        nlohmann::json doc = nlohmann::json::object();
        nlohmann::json argv = nlohmann::json::array({"vllm", "serve", "m"});
        nlohmann::json env = nlohmann::json::array();
        int i = 0;
        for (const QString &key : dataKeys()) {
            const std::string k = key.toStdString();
            // Numbers, booleans and text in turn: text is where a word rule used to strike.
            if (i % 3 == 0)
                doc[k] = 1000 + i;
            else if (i % 3 == 1)
                doc[k] = "value-" + std::to_string(i);
            else
                doc[k] = (i % 2 == 0);
            argv.push_back("--" + k);
            argv.push_back(std::to_string(i));
            env.push_back(k + "=" + std::to_string(i));
            ++i;
        }
        int j = 0;
        for (const QString &key : credentialKeys()) {
            const std::string secret = "planted-secret-" + std::to_string(j++);
            doc[key.toStdString() + "_x"] = 7; // a near name: kept (its last word is x)
            doc[key.toStdString()] = secret;
            argv.push_back("--" + key.toStdString());
            argv.push_back(secret);
            env.push_back(key.toStdString() + "=" + secret);
        }
        doc["argv"] = argv;
        doc["environment"] = env;
        const nlohmann::json out = redactSecrets(doc);
        const std::string dump = out.dump();
        for (int n = 0; n < j; ++n)
            QVERIFY2(dump.find("planted-secret-" + std::to_string(n) + "\"") == std::string::npos,
                     qPrintable(QString::number(n)));
        for (const QString &key : dataKeys())
            QVERIFY2(out[key.toStdString()] == doc[key.toStdString()], qPrintable(key));
        for (size_t n = 0; n < size_t(dataKeys().size()) * 2 + 3; ++n)
            QVERIFY2(out["argv"][n] == doc["argv"][n], qPrintable(QString::number(n)));
        for (qsizetype n = 0; n < dataKeys().size(); ++n)
            QVERIFY2(out["environment"][size_t(n)] == doc["environment"][size_t(n)],
                     qPrintable(dataKeys()[n]));
        for (const QString &key : credentialKeys())
            QVERIFY2(out[key.toStdString() + "_x"] == 7, qPrintable(key));
    }

    void textKeepsDataAndLosesSecrets()
    {
        const QString r = redactedValue();
        const QString kept = QStringLiteral(
            "vllm serve m --max-num-batched-tokens 8192 --metadata first_token_timeout_s=30 "
            "token_budget: 2048 tokenizer_mode=auto key_cache_dtype=fp8 secret_sauce_enabled=1");
        QCOMPARE(redactSecretsInText(kept), kept);
        QCOMPARE(redactSecretsInText(QStringLiteral("token=abc123 hfToken: xyz --api-key k1")),
                 QStringLiteral("token=%1 hfToken: %1 --api-key %1").arg(r));
    }
};

QTEST_GUILESS_MAIN(TestSecretKeys)
#include "tst_secretkeys.moc"
