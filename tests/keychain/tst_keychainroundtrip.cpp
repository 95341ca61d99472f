// A round trip through a real Secret Service: gnome-keyring-daemon in a private D-Bus
// session with its own HOME, started by with-secret-service.sh (tests/CMakeLists.txt). A
// daemon that cannot start fails this test: CI installs it, so a skip would hide a break.
#include "backends/secrets/secretstore.h"
#include "models/secrets/secretreference.h"

#include <QCoreApplication>
#include <QProcess>
#include <QtTest>

using namespace lanebook;

namespace {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        process.kill();
    process.waitForFinished();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestKeychainRoundTrip : public QObject
{
    Q_OBJECT

private:
    // One name per process: a second run on the same keyring never reads the first's value.
    const QString m_name =
        QStringLiteral("lanebook-test-%1").arg(QCoreApplication::applicationPid());

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(qgetenv("LANEBOOK_TEST_PRIVATE_SECRET_SERVICE") == "1",
                 "run this test through tests/keychain/with-secret-service.sh (ctest does): it "
                 "writes to the keychain, and must never touch a real one");
        qunsetenv(secretEnvironmentVariable(m_name).toLocal8Bit().constData());
    }

    void storeResolveReplaceDelete()
    {
        const SecretStore store(std::chrono::seconds(20));
        const Expected<void> stored =
            store.storeInKeychain(m_name, QStringLiteral("hf_first_value"));
        QVERIFY2(stored, qPrintable(QStringLiteral("the private Secret Service did not "
                                                   "take the secret: ") +
                                    stored.error()));
        SecretLookup lookup = store.resolve(m_name);
        QCOMPARE(lookup.source, SecretSource::Keychain);
        QCOMPARE(lookup.value, QStringLiteral("hf_first_value"));

        QVERIFY(store.storeInKeychain(m_name, QStringLiteral("hf_second_value")));
        QCOMPARE(store.resolve(m_name).value, QStringLiteral("hf_second_value"));

        QVERIFY(store.deleteFromKeychain(m_name));
        lookup = store.resolve(m_name);
        QCOMPARE(lookup.source, SecretSource::Nowhere);
        QVERIFY2(lookup.keychainProblem.contains(QStringLiteral("holds no secret")),
                 qPrintable(lookup.keychainProblem));
        const Expected<void> again = store.deleteFromKeychain(m_name);
        QVERIFY2(again.error().contains(QStringLiteral("nothing was deleted")),
                 qPrintable(again.error()));
    }

    void environmentOverridesTheKeychain()
    {
        const SecretStore store(std::chrono::seconds(20));
        QVERIFY(store.storeInKeychain(m_name, QStringLiteral("from_keychain")));
        const QByteArray variable = secretEnvironmentVariable(m_name).toLocal8Bit();
        qputenv(variable.constData(), "from_environment");
        const SecretLookup lookup = store.resolve(m_name);
        qunsetenv(variable.constData());
        QCOMPARE(lookup.source, SecretSource::Environment);
        QCOMPARE(lookup.value, QStringLiteral("from_environment"));
        QVERIFY(store.deleteFromKeychain(m_name));
    }

    void cliSetCheckDelete()
    {
        // The value goes in on standard input and never comes back out.
        const QString value = QStringLiteral("hf_cli_value_7Qx");
        CliResult set = runCli({QStringLiteral("secret"), QStringLiteral("set"), m_name},
                               value.toUtf8() + '\n');
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        QCOMPARE(SecretStore().resolve(m_name).value, value); // the line end is not kept

        const CliResult check = runCli({QStringLiteral("secret"), QStringLiteral("check"), m_name});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        QVERIFY2(check.out.contains(QStringLiteral("from the keychain")), qPrintable(check.out));
        QVERIFY(!check.out.contains(value) && !check.err.contains(value));

        const CliResult removed =
            runCli({QStringLiteral("secret"), QStringLiteral("delete"), m_name});
        QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        const CliResult gone = runCli({QStringLiteral("secret"), QStringLiteral("check"), m_name});
        QCOMPARE(gone.exitCode, 1);
        QVERIFY2(gone.err.contains(QStringLiteral("resolves nowhere")), qPrintable(gone.err));
    }
};

QTEST_GUILESS_MAIN(TestKeychainRoundTrip)
#include "tst_keychainroundtrip.moc"
