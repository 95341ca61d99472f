#include "backends/secrets/secretstore.h"

#include "models/secrets/secretreference.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QThread>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <memory>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SecretStore)
};

struct KeychainAnswer
{
    bool finished = false;
    QKeychain::Error error = QKeychain::NoError;
    QString errorString;
    QString text;
};

// Empty when the keychain can be asked from here; else why not, said plainly.
QString keychainUnreachableHere()
{
    const QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return Tr::tr("no keychain available: the keychain is asked through Qt, and this "
                      "process has no Qt application");
    if (QThread::currentThread() != app->thread())
        return Tr::tr("the keychain is asked from the application's main thread only");
    // Without a session bus libsecret would try to autolaunch one through X11; a headless
    // box (CI, ssh) has neither, and the plain reason is more useful than its error.
    const QString runtimeBus = qEnvironmentVariable("XDG_RUNTIME_DIR") + QStringLiteral("/bus");
    if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") &&
        (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR") || !QFileInfo::exists(runtimeBus)))
        return Tr::tr("no keychain available: there is no D-Bus session bus "
                      "(DBUS_SESSION_BUS_ADDRESS is not set), so no Secret Service to ask");
    return {};
}

// Runs one QtKeychain job to its end or the timeout. The job deletes itself when it
// finishes, so one that answers after the timeout is cleaned up without us.
KeychainAnswer runJob(QKeychain::Job *job, std::chrono::milliseconds timeout)
{
    const auto answer = std::make_shared<KeychainAnswer>();
    job->setAutoDelete(true);
    QObject::connect(job, &QKeychain::Job::finished, job, [answer](QKeychain::Job *done) {
        answer->finished = true;
        answer->error = done->error();
        answer->errorString = done->errorString();
        if (const auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(done))
            answer->text = read->textData();
    });
    QEventLoop loop;
    QObject::connect(job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeout, &loop, &QEventLoop::quit);
    job->start();
    loop.exec();
    return *answer;
}

QString timeoutText(std::chrono::milliseconds timeout)
{
    return Tr::tr("the keychain did not answer within %1 s (a locked keyring waits for its "
                  "password: unlock it and try again)")
        .arg(double(timeout.count()) / 1000.0);
}

QString failureText(const KeychainAnswer &answer)
{
    if (answer.error == QKeychain::NoBackendAvailable)
        return Tr::tr("no keychain available: %1").arg(answer.errorString);
    if (answer.error == QKeychain::AccessDenied || answer.error == QKeychain::AccessDeniedByUser)
        return Tr::tr("the keychain refused access: %1").arg(answer.errorString);
    return Tr::tr("the keychain failed: %1").arg(answer.errorString);
}

} // namespace

SecretStore::SecretStore(std::chrono::milliseconds keychainTimeout)
    : m_keychainTimeout(keychainTimeout)
{}

SecretLookup SecretStore::resolve(const QString &name) const
{
    SecretLookup lookup;
    lookup.environmentName = secretEnvironmentVariable(name);
    if (const QString value =
            qEnvironmentVariable(lookup.environmentName.toLocal8Bit().constData());
        !value.isEmpty()) {
        lookup.source = SecretSource::Environment;
        lookup.value = value;
        return lookup;
    }
    if (lookup.keychainProblem = keychainUnreachableHere(); !lookup.keychainProblem.isEmpty())
        return lookup;
    auto *job = new QKeychain::ReadPasswordJob(keychainService());
    job->setKey(name);
    const KeychainAnswer answer = runJob(job, m_keychainTimeout);
    if (!answer.finished)
        lookup.keychainProblem = timeoutText(m_keychainTimeout);
    else if (answer.error == QKeychain::EntryNotFound)
        lookup.keychainProblem = Tr::tr("the keychain holds no secret \"%1\" (service \"%2\")")
                                     .arg(name, keychainService());
    else if (answer.error != QKeychain::NoError)
        lookup.keychainProblem = failureText(answer);
    else if (answer.text.isEmpty())
        lookup.keychainProblem = Tr::tr("the keychain holds an empty value for \"%1\"").arg(name);
    else {
        lookup.source = SecretSource::Keychain;
        lookup.value = answer.text;
    }
    return lookup;
}

Expected<void> SecretStore::storeInKeychain(const QString &name, const QString &value) const
{
    if (Expected<void> named = checkSecretName(name); !named)
        return named;
    if (value.isEmpty())
        return unexpected(
            Tr::tr("the value of secret \"%1\" is empty; nothing was stored").arg(name));
    if (const QString problem = keychainUnreachableHere(); !problem.isEmpty())
        return unexpected(problem);
    auto *job = new QKeychain::WritePasswordJob(keychainService());
    job->setKey(name);
    job->setTextData(value);
    const KeychainAnswer answer = runJob(job, m_keychainTimeout);
    if (!answer.finished)
        return unexpected(timeoutText(m_keychainTimeout));
    if (answer.error != QKeychain::NoError)
        return unexpected(failureText(answer));
    return {};
}

Expected<void> SecretStore::deleteFromKeychain(const QString &name) const
{
    if (Expected<void> named = checkSecretName(name); !named)
        return named;
    if (const QString problem = keychainUnreachableHere(); !problem.isEmpty())
        return unexpected(problem);
    // QtKeychain's delete over libsecret succeeds for a missing key: ask first, so that a
    // misspelt name is said to be one.
    auto *read = new QKeychain::ReadPasswordJob(keychainService());
    read->setKey(name);
    const KeychainAnswer found = runJob(read, m_keychainTimeout);
    if (!found.finished)
        return unexpected(timeoutText(m_keychainTimeout));
    if (found.error == QKeychain::EntryNotFound)
        return unexpected(
            Tr::tr("the keychain holds no secret \"%1\" (service \"%2\"); nothing was deleted")
                .arg(name, keychainService()));
    if (found.error != QKeychain::NoError)
        return unexpected(failureText(found));
    auto *job = new QKeychain::DeletePasswordJob(keychainService());
    job->setKey(name);
    const KeychainAnswer answer = runJob(job, m_keychainTimeout);
    if (!answer.finished)
        return unexpected(timeoutText(m_keychainTimeout));
    if (answer.error != QKeychain::NoError)
        return unexpected(failureText(answer));
    return {};
}

QString SecretStore::unresolvedMessage(const QString &environmentKey, const QString &name,
                                       const SecretLookup &lookup)
{
    const QString what =
        environmentKey.isEmpty()
            ? Tr::tr("the secret \"%1\"").arg(name)
            : Tr::tr("%1 names the secret \"%2\", which").arg(environmentKey, name);
    return Tr::tr("%1 resolves nowhere: set the environment variable %2, or store it in the "
                  "keychain with `lanebook-cli secret set %3` (the value is read from standard "
                  "input) or Tools > Secrets… in the window. Keychain: %4")
        .arg(what, secretEnvironmentVariable(name), name,
             lookup.keychainProblem.isEmpty() ? Tr::tr("not asked") : lookup.keychainProblem);
}

} // namespace lanebook
