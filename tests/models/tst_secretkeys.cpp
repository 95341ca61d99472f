// The one redaction decision (models/secrets/secretkeys.h): a key is a secret when it names a
// credential as a whole, never because a longer name holds "token", "key", "secret", "auth" or
// "pass"; and a number or a boolean is never masked, whatever its key.
#include "models/findings/secretredaction.h"
#include "models/secrets/secretkeys.h"
#include "secretkeylists.h"

#include <QTest>

using namespace lanebook;
using lanebook::test::credentialKeys;
using lanebook::test::dataKeys;

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
