#pragma once

#include "models/base/expected.h"

#include <QString>

#include <chrono>

namespace lanebook {

// Where a named secret ({"secret": "hf"} in a config) was found.
enum class SecretSource { Nowhere, Environment, Keychain };

struct SecretLookup
{
    SecretSource source = SecretSource::Nowhere;
    QString value;           // empty unless found; never stored, logged or shown
    QString environmentName; // the variable that was asked first (LANEBOOK_SECRET_HF)
    QString keychainProblem; // why the keychain could not be asked (none running, timed out)
};

// The secrets of launch configs, looked up by name at launch and never stored in the
// notebook. Resolution order, first match wins:
//   1. the environment variable secretEnvironmentVariable(name) (LANEBOOK_SECRET_HF), when set
//      and not empty: for CI and scripts, and to override the keychain for one run;
//   2. the desktop keychain (QtKeychain over the Secret Service, KWallet, ...), service
//      "lanebook", key = the secret's name.
// QtKeychain's jobs are asynchronous: each runs in a local event loop, given up after the
// timeout (a locked keyring waits for a person to type its password). QtKeychain queues all
// jobs through one object living in the thread of the first job, so the keychain is asked
// from the application's main thread only; elsewhere it answers keychainProblem.
class SecretStore
{
public:
    explicit SecretStore(std::chrono::milliseconds keychainTimeout = std::chrono::seconds(30));

    static QString keychainService() { return QStringLiteral("lanebook"); }

    SecretLookup resolve(const QString &name) const;
    // Done, or what went wrong, with what to do.
    Expected<void> storeInKeychain(const QString &name, const QString &value) const;
    // Done, or why not; a name the keychain does not hold is an error too (a typo).
    Expected<void> deleteFromKeychain(const QString &name) const;

    // Why a secret resolves nowhere: the environment key that needs it (may be empty), the
    // secret's name, and both ways to provide it.
    static QString unresolvedMessage(const QString &environmentKey, const QString &name,
                                     const SecretLookup &lookup);

private:
    std::chrono::milliseconds m_keychainTimeout;
};

} // namespace lanebook
