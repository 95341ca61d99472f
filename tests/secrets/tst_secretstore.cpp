// The secret store without a keychain: the environment variable comes first, a secret that
// resolves nowhere is refused with a message that says how to provide it, and a machine with
// no D-Bus session (CI, ssh) answers at once instead of hanging. The keychain round trip is
// tests/keychain/tst_keychainroundtrip.cpp.
#include "backends/secrets/secretstore.h"
#include "backends/secrets/wavesecrets.h"
#include "models/waves/waveplanjson.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>

using namespace lanebook;

namespace {

WavePlan planNamingSecrets()
{
    const auto config = [](const char *name, const nlohmann::json &env) {
        return nlohmann::json{
            {"name", name},
            {"argv", {"server"}},
            {"env", env},
            {"base_url", std::string("http://127.0.0.1:") + (name[0] == 'u' ? "8001" : "8002")},
            {"model", "m"}};
    };
    const nlohmann::json json = {
        {"name", "p"},
        {"configs",
         {config("used", {{"HF_TOKEN", {{"secret", "hf"}}}, {"MODE", "fast"}}),
          config("idle", {{"OPENAI_API_KEY", {{"secret", "never-resolved"}}}})}},
        {"arms", {{{"name", "A"}, {"config", "used"}, {"role", "control"}, {"gpus", {0}}}}},
        {"workload", {{"concurrency", {1}}, {"context_tokens", {32}}, {"requests", 2}}}};
    const WavePlanParse parsed = wavePlanFromJson(json);
    if (!parsed.plan)
        qFatal("test plan refused: %s", qPrintable(parsed.errors.join(u'\n')));
    return *parsed.plan;
}

} // namespace

class TestSecretStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_runtime;

private Q_SLOTS:
    void init()
    {
        // No session bus, whatever the shell running the tests has: the keychain is absent.
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qputenv("XDG_RUNTIME_DIR", m_runtime.path().toLocal8Bit());
        qunsetenv("LANEBOOK_SECRET_HF");
    }

    void environmentVariableComesFirst()
    {
        qputenv("LANEBOOK_SECRET_HF", "hf_from_env");
        const SecretLookup lookup = SecretStore().resolve(QStringLiteral("hf"));
        QCOMPARE(lookup.source, SecretSource::Environment);
        QCOMPARE(lookup.value, QStringLiteral("hf_from_env"));
        QCOMPARE(lookup.environmentName, QStringLiteral("LANEBOOK_SECRET_HF"));
        QVERIFY2(lookup.keychainProblem.isEmpty(), qPrintable(lookup.keychainProblem));
    }

    void emptyVariableIsNoValue()
    {
        qputenv("LANEBOOK_SECRET_HF", "");
        const SecretLookup lookup = SecretStore().resolve(QStringLiteral("hf"));
        QCOMPARE(lookup.source, SecretSource::Nowhere);
        QVERIFY(lookup.value.isEmpty());
    }

    void noKeychainIsSaidAtOnce()
    {
        // At once: the message below names the missing session bus, not the keychain's
        // timeout. The clock only tells that from waiting the timeout out.
        const std::chrono::milliseconds timeout = std::chrono::seconds(30);
        QElapsedTimer timer;
        timer.start();
        const SecretLookup lookup = SecretStore(timeout).resolve(QStringLiteral("hf"));
        QVERIFY2(timer.elapsed() < timeout.count(), qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(lookup.source, SecretSource::Nowhere);
        QVERIFY2(lookup.keychainProblem.contains(QStringLiteral("no keychain available")),
                 qPrintable(lookup.keychainProblem));
        QVERIFY(lookup.keychainProblem.contains(QStringLiteral("DBUS_SESSION_BUS_ADDRESS")));
        const Expected<void> store =
            SecretStore().storeInKeychain(QStringLiteral("hf"), QStringLiteral("hf_x"));
        QVERIFY2(store.error().contains(QStringLiteral("no keychain available")),
                 qPrintable(store.error()));
    }

    void resolvesNowhereSaysBothWaysToProvideIt()
    {
        const SecretLookup lookup = SecretStore().resolve(QStringLiteral("hf"));
        const QString message = SecretStore::unresolvedMessage(QStringLiteral("HF_TOKEN"),
                                                               QStringLiteral("hf"), lookup);
        QVERIFY2(message.startsWith(
                     QStringLiteral("HF_TOKEN names the secret \"hf\", which resolves nowhere")),
                 qPrintable(message));
        QVERIFY(
            message.contains(QStringLiteral("set the environment variable LANEBOOK_SECRET_HF")));
        QVERIFY(message.contains(QStringLiteral("`lanebook-cli secret set hf`")));
        QVERIFY(message.contains(lookup.keychainProblem));
    }

    void emptyValueIsNotStored()
    {
        const Expected<void> stored =
            SecretStore().storeInKeychain(QStringLiteral("hf"), QString());
        QVERIFY2(!stored && stored.error().contains(QStringLiteral("empty")),
                 qPrintable(stored.error()));
    }

    void keychainIsAskedFromTheMainThreadOnly()
    {
        // QtKeychain queues every job through an object in the thread of the first job.
        SecretLookup lookup;
        std::thread other([&lookup] { lookup = SecretStore().resolve(QStringLiteral("hf")); });
        other.join();
        QCOMPARE(lookup.source, SecretSource::Nowhere);
        QVERIFY2(lookup.keychainProblem.contains(QStringLiteral("main thread")),
                 qPrintable(lookup.keychainProblem));
    }

    void waveSecretsResolveOnlyWhatArmsUse()
    {
        const WavePlan plan = planNamingSecrets();
        WaveSecrets secrets = resolveWaveSecrets(plan, SecretStore());
        // "idle" names a secret too, but no arm runs it: only "hf" is refused.
        QCOMPARE(secrets.errors.size(), 1);
        QVERIFY2(secrets.errors.first().startsWith(QStringLiteral(
                     "configs[0].env.HF_TOKEN: HF_TOKEN names the secret \"hf\", which resolves "
                     "nowhere")),
                 qPrintable(secrets.errors.first()));

        qputenv("LANEBOOK_SECRET_HF", "hf_from_env");
        secrets = resolveWaveSecrets(plan, SecretStore());
        QVERIFY2(secrets.errors.isEmpty(), qPrintable(secrets.errors.join(u'\n')));
        const QMap<QString, QString> environment =
            launchEnvironment(plan.configs[0], secrets.values);
        QCOMPARE(environment.value(QStringLiteral("HF_TOKEN")), QStringLiteral("hf_from_env"));
        QCOMPARE(environment.value(QStringLiteral("MODE")), QStringLiteral("fast"));
    }

    void valuesGivenEarlierAreNotLookedUpAgain()
    {
        // WaveRunner resolves on the GUI thread and hands the values to the wave's thread.
        const WaveSecrets secrets = resolveWaveSecrets(
            planNamingSecrets(), SecretStore(), {{QStringLiteral("hf"), QStringLiteral("v")}});
        QVERIFY(secrets.errors.isEmpty());
        QCOMPARE(secrets.values.value(QStringLiteral("hf")), QStringLiteral("v"));
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
