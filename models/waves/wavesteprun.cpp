#include "models/waves/wavesteprun.h"

#include "models/frontier/frontieraxes.h"
#include "models/secrets/secretkeys.h"
#include "models/secrets/secretreference.h"

#include <QStringList>

namespace lanebook::WaveStepRun {

namespace {

QString gpuText(const QList<int> &gpus)
{
    QStringList parts;
    for (const int gpu : gpus)
        parts << QString::number(gpu);
    return parts.join(QLatin1Char('.'));
}

// Label parts must survive a shell and a file name.
QString labelPart(QString text)
{
    text = text.simplified();
    for (QChar &c : text) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_') &&
            c != QLatin1Char('.'))
            c = QLatin1Char('-');
    }
    return text;
}

nlohmann::json gpuList(const QList<int> &gpus)
{
    nlohmann::json list = nlohmann::json::array();
    for (const int gpu : gpus)
        list.push_back(gpu);
    return list;
}

// The recipe the arm ran: what config diff and the one_variable gate compare between arms.
void addServerConfig(Run &run, const WavePlan &plan, const WaveStep &step)
{
    const ServerConfig *config = plan.config(step.config);
    if (!config)
        return;
    if (config->recipe.is_object()) {
        for (auto it = config->recipe.begin(); it != config->recipe.end(); ++it) {
            if (!run.config.contains(it.key()))
                run.config[it.key()] = it.value();
        }
    }
    run.config["config_name"] = config->name.toStdString();
    nlohmann::json argv = nlohmann::json::array();
    for (const QString &arg : config->argv)
        argv.push_back(arg.toStdString());
    run.config["argv"] = argv;
    if (!config->environment.isEmpty() || !config->secretEnvironment.isEmpty()) {
        nlohmann::json env = nlohmann::json::object();
        for (auto it = config->environment.begin(); it != config->environment.end(); ++it)
            env[it.key().toStdString()] =
                (isSecretText(it.key(), it.value()) ? redactedValue() : it.value()).toStdString();
        // The run keeps which secret its server got, never the value (resolved at launch).
        for (auto it = config->secretEnvironment.begin(); it != config->secretEnvironment.end();
             ++it)
            env[it.key().toStdString()] = secretReferenceJson(it.value());
        run.config["env"] = env;
    }
    if (!config->sshHost.isEmpty()) {
        run.config["host"] = config->sshHost.toStdString();
        // Measured on the server's GPUs: the ssh host is where the run happened.
        run.host = config->sshHost;
    }
}

void addPlacement(Run &run, const WavePlan &plan, const WaveStep &step, qint64 waveId)
{
    if (!plan.lane.isEmpty())
        run.lane = plan.lane;
    // "wave" is text: the comparison's RepeatSlot reads (wave, repeat) to pair the arms.
    run.extra["wave"] = QString::number(waveId).toStdString();
    run.extra["wave_id"] = waveId;
    run.extra["wave_name"] = plan.name.toStdString();
    run.extra["arm"] = step.arm.toStdString();
    run.extra["role"] = armRoleId(step.role).toStdString();
    run.extra["repeat"] = step.repeat;
    run.extra["slot"] = step.slot;
    run.extra["step"] = step.index;
    run.extra["gpu_ids"] = gpuList(step.gpus);
    if (step.probe > 0 && plan.search) // whether it met the target is added once it ran
        run.extra["max_load_search"] = {
            {"search", QStringLiteral("wave %1").arg(waveId).toStdString()},
            {"probe", step.probe},
            {"load", step.point.concurrency},
            {"load_kind", "concurrency"},
            {"target_attainment_pct", plan.search->targetAttainmentPct}};
    // What the arms are meant to differ in, for the one_variable gate of any comparison of
    // these runs (DeclaredVariable::fromJson reads it back).
    if (!plan.variable.isEmpty()) {
        nlohmann::json keys = nlohmann::json::array();
        for (const QString &key : plan.variable.keys)
            keys.push_back(key.toStdString());
        run.extra["variable_under_test"] = {{"name", plan.variable.name.toStdString()},
                                            {"keys", keys}};
    }
}

} // namespace

QString label(const WavePlan &plan, const WaveStep &step, const QDateTime &startedAtUtc)
{
    QStringList parts{labelPart(plan.name), labelPart(step.arm)};
    if (!step.gpus.isEmpty())
        parts << QStringLiteral("gpu") + gpuText(step.gpus);
    parts << QStringLiteral("r%1").arg(step.repeat);
    if (step.probe > 0)
        parts << QStringLiteral("probe%1").arg(step.probe);
    parts << QStringLiteral("c%1").arg(step.point.concurrency)
          << QStringLiteral("in%1").arg(step.point.contextTokens)
          << startedAtUtc.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    return parts.join(QLatin1Char('-'));
}

LoadSpec loadSpec(const WavePlan &plan, const WaveStep &step, const ServerSession &session,
                  const QDateTime &nowUtc)
{
    LoadSpec spec;
    const ServerConfig *config = plan.config(step.config);
    spec.label = label(plan, step, nowUtc);
    spec.baseUrl = session.baseUrl;
    if (spec.baseUrl.isEmpty() && config)
        spec.baseUrl = config->baseUrl;
    spec.model = config ? config->model : QString();
    spec.endpoint = plan.workload.endpoint;
    spec.arrival = ArrivalMode::ClosedLoop;
    spec.concurrency = step.point.concurrency;
    spec.requestCount = step.point.requests;
    spec.warmupRequests = plan.workload.warmupRequests;
    spec.inputTokens = step.point.contextTokens;
    spec.outputTokens = step.point.outputTokens;
    spec.ignoreEos = plan.workload.ignoreEos;
    spec.promptFile = plan.workload.promptFile;
    // Every arm and repeat gets the same prompts: pairing removes prompt difficulty.
    spec.seed = plan.workload.seed;
    spec.slo = plan.slo;
    const WaveWorkload &w = plan.workload;
    if (w.turns > 0) {
        spec.conversationTurns = w.turns;
        spec.turnInputTokens = w.turnInputTokens;
        spec.thinkTimeMs = w.thinkTimeMs;
        spec.conversationCount = w.conversations;
    } else if (!w.traceFile.isEmpty()) {
        spec.arrival = ArrivalMode::Trace;
        spec.traceFile = w.traceFile;
        spec.traceSpeedup = w.traceSpeedup;
        spec.traceBlockTokens = w.traceBlockTokens;
        spec.requestCount = 0; // the whole trace; the grid's concurrency caps its streams
    } else if (w.sharedSystemPromptTokens > 0) {
        spec.sharedSystemPromptTokens = w.sharedSystemPromptTokens;
    }
    return spec;
}

void place(Run &run, const WavePlan &plan, const WaveStep &step, qint64 waveId,
           const ServerSession &session)
{
    addServerConfig(run, plan, step);
    // The address as the plan wrote it, beside the one measured (config.url), where the two
    // differ: the server picked its port.
    if (const ServerConfig *config = plan.config(step.config);
        config && config->serverPicksPort() && !config->baseUrl.isEmpty())
        run.config["base_url"] = config->baseUrl.toStdString();
    addPlacement(run, plan, step, waveId);
    FrontierAxes::addTo(run, int(step.gpus.size())); // the arm's GPUs serve its throughput
    if (session.pid > 0)
        run.extra["server_pid"] = QString::number(session.pid).toStdString();
    run.extra["server_launch"] = session.launchNumber;
    run.extra["server_started_for_run"] = session.startedForThisStep;
    if (session.canaries.is_array() && !session.canaries.empty())
        run.extra["canaries"] = session.canaries;
    if (!session.prefixCacheReset.isEmpty())
        run.extra["prefix_cache_reset"] = session.prefixCacheReset.toStdString();
    // Quality beside speed: the comparison loads these and the quality gate reads them.
    if (!session.qualityRunIds.empty())
        run.extra["quality_runs"] = session.qualityRunIds;
}

QString qualityLabel(const WavePlan &plan, const WaveStep &step, const ServerSession &session,
                     const WaveQualityStep &quality, const QDateTime &startedAtUtc)
{
    return QStringList{labelPart(plan.name), labelPart(step.arm), labelPart(quality.name),
                       QStringLiteral("s%1").arg(session.launchNumber),
                       startedAtUtc.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"))}
        .join(QLatin1Char('-'));
}

void placeQualityRun(Run &run, const WavePlan &plan, const WaveStep &step, qint64 waveId,
                     const ServerSession &session, const WaveQualityStep &quality,
                     const nlohmann::json &how)
{
    // The arm's recipe wins over what the tool's file guessed (a GGUF file type), as on the
    // speed runs: both sides of the quality gate then read the same quantization.
    const ServerConfig *config = plan.config(step.config);
    if (config && config->recipe.is_object()) {
        for (auto it = config->recipe.begin(); it != config->recipe.end(); ++it)
            run.config[it.key()] = it.value();
    }
    if (config)
        run.config["config_name"] = config->name.toStdString();
    if (!plan.lane.isEmpty())
        run.lane = plan.lane;
    nlohmann::json link = how.is_object() ? how : nlohmann::json::object();
    link["name"] = quality.name.toStdString();
    link["kind"] = qualityStepKindId(quality.kind).toStdString();
    link["when"] = qualityStepScheduleId(quality.when).toStdString();
    link["wave_id"] = waveId;
    link["wave_name"] = plan.name.toStdString();
    link["arm"] = step.arm.toStdString();
    link["role"] = armRoleId(step.role).toStdString();
    link["config"] = step.config.toStdString();
    link["repeat"] = step.repeat;
    link["gpu_ids"] = gpuList(step.gpus);
    link["server_launch"] = session.launchNumber;
    run.extra["quality_step"] = link;
}

WaveRunPlacement placement(const WaveStep &step, qint64 waveId, const QString &logTail)
{
    WaveRunPlacement p;
    p.waveId = waveId;
    p.arm = step.arm;
    p.role = step.role;
    p.repeat = step.repeat;
    p.slot = step.slot;
    p.gpus = step.gpus;
    p.logTail = logTail;
    return p;
}

} // namespace lanebook::WaveStepRun
