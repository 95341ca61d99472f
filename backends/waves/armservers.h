#pragma once

#include "backends/launcher/serverlauncher.h"
#include "models/base/expected.h"
#include "models/waves/waveplan.h"
#include "models/waves/waveschedule.h"
#include "models/waves/wavesteprun.h"

#include <functional>
#include <memory>
#include <vector>

namespace lanebook {

// The servers of a wave's arms: at most one per arm, never two on one GPU or one address.
// Starts a server when the schedule says so, when none runs, or when the last one died;
// sends the canaries to every fresh server. Not thread-safe: lives on the wave's thread.
class ArmServers
{
public:
    // secretValues: the values of the secrets the plan's configs name (resolveWaveSecrets),
    // put into each server's environment at launch and nowhere else.
    ArmServers(const WavePlan &plan, const QString &pidDirectory,
               const QMap<QString, QString> &secretValues = {});
    ~ArmServers(); // stops every server
    ArmServers(const ArmServers &) = delete;
    ArmServers &operator=(const ArmServers &) = delete;

    struct Readiness
    {
        bool ready = false;
        bool started = false; // a fresh process was started for this step
        QString error;        // names the arm, its config and why (exit code, log tail)
    };

    // A live server for the step's arm on the step's GPUs, ready and canaried. `cancelled`
    // is polled while a server starts: an abort must not wait out a ten-minute model load.
    Readiness ensureFor(const WaveStep &step, const std::function<bool()> &cancelled = {});
    bool isAlive(int armIndex);
    ServerSession &session(int armIndex);
    QString logTail(int armIndex) const;
    void stop(int armIndex);
    void stopAll();

private:
    struct Arm
    {
        std::unique_ptr<LaunchedServer> server;
        QList<int> gpus;
        int repeat = -1;
        int launches = 0;
        ServerSession session;
        QString lastLogTail; // kept after the server is stopped
    };

    Expected<void> waitUntilReady(Arm &arm, const ServerConfig &config,
                                  const std::function<bool()> &cancelled);
    void runCanaries(const WaveStep &step, Arm &arm);
    bool conflicts(int armIndex, int otherIndex, const QList<int> &gpus) const;

    const WavePlan &m_plan;
    ServerLauncher m_launcher;
    QMap<QString, QString> m_secretValues;
    std::vector<Arm> m_arms;
};

} // namespace lanebook
