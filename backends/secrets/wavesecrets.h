#pragma once

#include "backends/secrets/secretstore.h"
#include "models/waves/waveplan.h"

#include <QMap>
#include <QStringList>

namespace lanebook {

// The values of the secrets a wave's configs name, looked up before anything starts.
// Held in memory for the wave's launches only: never written to the notebook, a plan or a log.
struct WaveSecrets
{
    QMap<QString, QString> values; // secret name -> value
    QStringList errors;            // one per secret that resolves nowhere, with its key path
};

// Resolves every secret named by a config that an arm uses (a config no arm uses needs none),
// skipping the names `given` already holds (resolved earlier, on the main thread).
WaveSecrets resolveWaveSecrets(const WavePlan &plan, const SecretStore &store,
                               const QMap<QString, QString> &given = {});

// The environment a config's server is launched with: its plain variables, then each
// secret's value under its key.
QMap<QString, QString> launchEnvironment(const ServerConfig &config,
                                         const QMap<QString, QString> &secretValues);

} // namespace lanebook
