#include "backends/waves/armservers.h"

#include "backends/waves/waveruntr.h"

#include "backends/launcher/healthprobe.h"
#include "backends/secrets/wavesecrets.h"
#include "backends/waves/httppost.h"
#include "models/loadgen/requestbody.h"
#include "models/waves/canaryexchange.h"
#include "models/waves/serverport.h"

#include <chrono>
#include <thread>

namespace lanebook {

namespace {

constexpr double kCanaryTimeoutS = 120.0;
constexpr double kHealthProbeTimeoutS = 2.0;
constexpr auto kHealthPollInterval = std::chrono::milliseconds(100);
constexpr qsizetype kLogTailInMessageChars = 2000;

} // namespace

ArmServers::ArmServers(const WavePlan &plan, const QString &pidDirectory,
                       const QMap<QString, QString> &secretValues)
    : m_plan(plan)
    , m_launcher(pidDirectory)
    , m_secretValues(secretValues)
    , m_arms(plan.arms.size())
{}

ArmServers::~ArmServers()
{
    stopAll();
}

bool ArmServers::conflicts(int armIndex, int otherIndex, const QList<int> &gpus) const
{
    const Arm &other = m_arms[size_t(otherIndex)];
    if (otherIndex == armIndex || !other.server)
        return false;
    for (const int gpu : gpus) {
        if (other.gpus.contains(gpu))
            return true;
    }
    // A server that picks its port has an address of its own.
    const ServerConfig *mine = m_plan.configOfArm(m_plan.arms[size_t(armIndex)]);
    const ServerConfig *theirs = m_plan.configOfArm(m_plan.arms[size_t(otherIndex)]);
    return mine && theirs && mine->baseUrl == theirs->baseUrl && !mine->serverPicksPort();
}

ArmServers::Readiness ArmServers::ensureFor(const WaveStep &step,
                                            const std::function<bool()> &cancelled)
{
    Readiness readiness;
    Arm &arm = m_arms[size_t(step.armIndex)];
    const ServerConfig *config = m_plan.config(step.config);
    if (!config) {
        readiness.error = WaveRunTr::tr("arm %1: no config named %2").arg(step.arm, step.config);
        return readiness;
    }
    const bool alive = arm.server && arm.server->isAlive();
    if (alive && !step.startsServer && arm.gpus == step.gpus) {
        readiness.ready = true;
        arm.session.startedForThisStep = false;
        return readiness;
    }
    stop(step.armIndex);
    for (size_t other = 0; other < m_arms.size(); ++other) {
        if (conflicts(step.armIndex, int(other), step.gpus))
            stop(int(other));
    }

    LaunchSpec spec;
    spec.name = WaveRunTr::tr("arm %1 (%2)").arg(step.arm, config->name);
    spec.argv = config->argv;
    spec.environment = launchEnvironment(*config, m_secretValues);
    spec.workingDirectory = config->workingDirectory;
    spec.gpuIndices = step.gpus;
    spec.sshHost = config->sshHost;
    spec.healthUrl = config->effectiveHealthUrl();
    spec.portFromLog = config->serverPicksPort();
    spec.readyTimeoutS = config->readyTimeoutS;
    arm.server = m_launcher.launch(spec);
    arm.gpus = step.gpus;
    arm.repeat = step.repeat;
    arm.session = ServerSession{};
    arm.session.launchNumber = ++arm.launches;
    arm.session.startedForThisStep = true;
    readiness.started = true;
    if (const Expected<void> ready = waitUntilReady(arm, *config, cancelled); !ready) {
        readiness.error = ready.error();
        if (readiness.error.isEmpty())
            readiness.error = WaveRunTr::tr("arm %1: the server of config %2 did not become ready")
                                  .arg(step.arm, config->name);
        arm.lastLogTail = arm.server->logTail();
        stop(step.armIndex);
        return readiness;
    }
    arm.session.pid = arm.server->pid();
    arm.session.baseUrl = ServerPort::withPort(config->baseUrl, arm.server->reportedPort());
    runCanaries(step, arm);
    readiness.ready = true;
    return readiness;
}

// LaunchedServer::waitUntilReady blocks until ready or timed out; this polls the same health
// URL itself so that `cancelled` is heard, then lets the launcher mark the server ready. A
// server that picks its port is probed once its log has said which.
Expected<void> ArmServers::waitUntilReady(Arm &arm, const ServerConfig &config,
                                          const std::function<bool()> &cancelled)
{
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(config.readyTimeoutS);
    QString healthUrl = config.effectiveHealthUrl();
    for (;;) {
        if (cancelled && cancelled()) {
            return unexpected(
                WaveRunTr::tr("the server of config %1 was stopped while it started: the wave was "
                              "aborted")
                    .arg(config.name));
        }
        if (!arm.server->isAlive())
            return unexpected(arm.server->error());
        const bool portKnown = !config.serverPicksPort() || arm.server->reportedPort() != 0;
        if (portKnown) {
            healthUrl =
                ServerPort::withPort(config.effectiveHealthUrl(), arm.server->reportedPort());
            if (probeHealth(healthUrl, kHealthProbeTimeoutS).isReady())
                break;
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            QString tail = arm.server->logTail().trimmed();
            tail =
                tail.isEmpty() ? WaveRunTr::tr("(no output)") : tail.right(kLogTailInMessageChars);
            return unexpected(
                portKnown ? WaveRunTr::tr("the server of config %1 was not ready after %2 s (%3 "
                                          "never answered 200); its log ends:\n%4")
                                .arg(config.name)
                                .arg(config.readyTimeoutS)
                                .arg(healthUrl, tail)
                          : WaveRunTr::tr("the server of config %1 was not ready after %2 s: it "
                                          "never reported its port (%3 names port 0, and its log "
                                          "has no line such as \"listening on "
                                          "http://HOST:PORT\"); its log ends:\n%4")
                                .arg(config.name)
                                .arg(config.readyTimeoutS)
                                .arg(ServerPort::isPickedByServer(config.baseUrl)
                                         ? config.baseUrl
                                         : config.effectiveHealthUrl(),
                                     tail));
        }
        std::this_thread::sleep_for(kHealthPollInterval);
    }
    if (arm.server->waitUntilReady())
        return {};
    return unexpected(arm.server->error());
}

void ArmServers::runCanaries(const WaveStep &step, Arm &arm)
{
    const ServerConfig *config = m_plan.config(step.config);
    QString base = arm.session.baseUrl;
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    // One prompt's output, or why there is none.
    const auto ask = [&](const WaveCanary &canary, const QString &prompt, QString &output,
                         QString &error) {
        const LoadEndpoint endpoint = CanaryExchange::endpointFor(canary, m_plan.workload.endpoint);
        const QString url = base + endpointPath(endpoint);
        const HttpPostResult answer =
            httpPost(url, CanaryExchange::requestBody(canary, prompt, config->model, endpoint),
                     QStringLiteral("application/json"), kCanaryTimeoutS);
        if (!answer.error.isEmpty())
            error = answer.error;
        else if (!answer.ok())
            error = WaveRunTr::tr("%1 answered HTTP %2").arg(url).arg(answer.status);
        else if (const Expected<QString> text = CanaryExchange::outputFromResponse(answer.body))
            output = *text;
        else
            error = text.error();
    };
    std::vector<CanaryOutput> outputs;
    for (const WaveCanary &canary : m_plan.canaries) {
        CanaryOutput output = CanaryExchange::emptyOutput(canary);
        if (output.probes.empty()) {
            ask(canary, canary.prompt, output.output, output.error);
        } else {
            for (CanaryProbeOutput &probe : output.probes)
                ask(canary, probe.prompt, probe.output, probe.error);
        }
        outputs.push_back(std::move(output));
    }
    arm.session.canaries = CanaryExchange::toJson(outputs);
}

bool ArmServers::isAlive(int armIndex)
{
    Arm &arm = m_arms[size_t(armIndex)];
    return arm.server && arm.server->isAlive();
}

ServerSession &ArmServers::session(int armIndex)
{
    return m_arms[size_t(armIndex)].session;
}

QString ArmServers::logTail(int armIndex) const
{
    const Arm &arm = m_arms[size_t(armIndex)];
    return arm.server ? arm.server->logTail() : arm.lastLogTail;
}

void ArmServers::stop(int armIndex)
{
    Arm &arm = m_arms[size_t(armIndex)];
    if (!arm.server)
        return;
    arm.server->stop();
    arm.lastLogTail = arm.server->logTail();
    arm.server.reset();
}

void ArmServers::stopAll()
{
    for (size_t i = 0; i < m_arms.size(); ++i)
        stop(int(i));
}

} // namespace lanebook
