#include "backends/secrets/wavesecrets.h"

#include <QSet>

#include <algorithm>

namespace lanebook {

WaveSecrets resolveWaveSecrets(const WavePlan &plan, const SecretStore &store,
                               const QMap<QString, QString> &given)
{
    WaveSecrets secrets;
    secrets.values = given;
    QSet<QString> refused; // one message per secret, however many configs name it
    for (size_t i = 0; i < plan.configs.size(); ++i) {
        const ServerConfig &config = plan.configs[i];
        const bool used =
            std::any_of(plan.arms.begin(), plan.arms.end(),
                        [&config](const WaveArm &arm) { return arm.config == config.name; });
        if (!used)
            continue;
        for (auto it = config.secretEnvironment.begin(); it != config.secretEnvironment.end();
             ++it) {
            const QString &name = it.value();
            if (secrets.values.contains(name) || refused.contains(name))
                continue;
            const SecretLookup lookup = store.resolve(name);
            if (lookup.source != SecretSource::Nowhere) {
                secrets.values.insert(name, lookup.value);
                continue;
            }
            refused.insert(name);
            secrets.errors << QStringLiteral("configs[%1].env.%2: %3")
                                  .arg(i)
                                  .arg(it.key(),
                                       SecretStore::unresolvedMessage(it.key(), name, lookup));
        }
    }
    return secrets;
}

QMap<QString, QString> launchEnvironment(const ServerConfig &config,
                                         const QMap<QString, QString> &secretValues)
{
    QMap<QString, QString> environment = config.environment;
    for (auto it = config.secretEnvironment.begin(); it != config.secretEnvironment.end(); ++it)
        environment.insert(it.key(), secretValues.value(it.value()));
    return environment;
}

} // namespace lanebook
