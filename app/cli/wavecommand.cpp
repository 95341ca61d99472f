// lanebook-cli wave run PLAN.json | wave plan PLAN.json: a whole A/B wave from a plan file
// (models/waves/waveplan.h), run on this thread with progress lines, or only its schedule.
#include "app/cli/commandline.h"

#include "app/cli/clinotebook.h"
#include "app/cli/clitr.h"
#include "app/cli/commandoptions.h"
#include "app/cli/wavetext.h"

#include "backends/launcher/serverlauncher.h"
#include "backends/notebook/notebookstore.h"
#include "backends/secrets/wavesecrets.h"
#include "backends/telemetry/backgroundsampler.h"
#include "backends/telemetry/telemetryrecorder.h"
#include "backends/telemetry/telemetrysource.h"
#include "backends/threads/sidebyside.h"
#include "backends/waves/waveexecution.h"
#include "models/telemetry/telemetrysourcespec.h"
#include "models/waves/waveplanjson.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <atomic>
#include <chrono>
#include <climits>
#include <csignal>
#include <map>
#include <optional>
#include <thread>

namespace lanebook::cli {

namespace {

constexpr qint64 kProgressLineIntervalMs = 2000;

std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int)
{
    g_interrupted = true; // async-signal-safe; a watcher thread turns it into an abort
}

QString usage()
{
    return CliTr::tr(
        "usage: lanebook-cli wave run PLAN.json     run a wave and record its runs\n"
        "       lanebook-cli wave plan PLAN.json    print its schedule, run nothing\n"
        "       options: --pid-dir DIR (where started servers are recorded)\n"
        "                --telemetry SOURCE (auto, the default; nvml, nvidia-smi, "
        "xpu-smi, amd-smi,\n"
        "                  sysfs, prometheus=URL, fake, fake=CAPTURE; none: no GPU "
        "telemetry)\n"
        "                --telemetry-every N (keep one 10 Hz tick in N with the runs)\n"
        "                --quality-dir DIR (quality steps' files; default: beside the "
        "notebook)\n");
}

std::optional<WavePlan> readPlan(const QString &path, CommandContext &context)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        context.err << CliTr::tr("lanebook-cli wave: %1: cannot read the plan: %2\n")
                           .arg(path, file.errorString());
        return std::nullopt;
    }
    // A plan that names its lane and no SLO takes the lane's, when the notebook has the lane.
    const LaneSloLookup laneSlo = [&context](const QString &lane) -> std::optional<Slo> {
        if (!notebookExists(context.notebookPath))
            return std::nullopt;
        NotebookStore store;
        if (!store.open(context.notebookPath, NotebookStore::Access::ReadOnly))
            return std::nullopt;
        return store.lanes().slo(lane);
    };
    const WavePlanParse parsed =
        parseWavePlan(file.readAll(), QFileInfo(path).completeBaseName(), laneSlo);
    if (!parsed.plan) {
        for (const QString &error : parsed.errors)
            context.err << CliTr::tr("lanebook-cli wave: %1: %2\n").arg(path, error);
        context.err << CliTr::tr(
                           "lanebook-cli wave: %1: the plan was refused; nothing was started\n")
                           .arg(path);
        return std::nullopt;
    }
    if (parsed.plan->sloFromLane && !context.json)
        context.out << CliTr::tr("The plan names no SLO; lane %1's is used: %2\n")
                           .arg(parsed.plan->lane, parsed.plan->slo->toText());
    return parsed.plan;
}

int planCommand(const WavePlan &plan, CommandContext &context)
{
    const std::vector<WaveStep> steps = scheduleWave(plan);
    if (context.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const WaveStep &step : steps) {
            WaveStepResult planned;
            planned.step = step;
            nlohmann::json item = waveStepResultToJson(planned);
            for (const char *key : {"outcome", "run_id", "label", "output_tok_per_s",
                                    "median_ttft_ms", "completed", "failed", "message"})
                item.erase(key);
            item["group"] = step.group;
            item["output_tokens"] = step.point.outputTokens;
            item["requests"] = step.point.requests;
            item["starts_server"] = step.startsServer;
            item["estimated_duration_s"] = step.estimatedDurationS;
            list.push_back(item);
        }
        const nlohmann::json out = {{"name", plan.name.toStdString()},
                                    {"estimated_duration_s", estimatedWaveDurationS(steps)},
                                    {"steps", list}};
        context.out << QString::fromStdString(out.dump(2)) << QLatin1Char('\n');
        return Success;
    }
    context.out << WaveText::schedule(plan, steps);
    return Success;
}

int runWave(const WavePlan &plan, const QString &planPath, const QString &pidDirectory,
            const QString &qualityDirectory, const QString &telemetrySource, int telemetryEveryNth,
            CommandContext &context)
{
    // The secrets the configs name resolve first (environment, then keychain): one that
    // resolves nowhere refuses the wave before a server or a sampler starts.
    WaveSecrets secrets = resolveWaveSecrets(plan, SecretStore());
    if (!secrets.errors.isEmpty()) {
        for (const QString &error : secrets.errors)
            context.err << CliTr::tr("lanebook-cli wave: %1: %2\n").arg(planPath, error);
        context.err << CliTr::tr("lanebook-cli wave: %1: the plan was refused; nothing was "
                                 "started\n")
                           .arg(planPath);
        return Failure;
    }

    // Servers left by a Lanebook that crashed would hold the GPUs and ports this wave needs.
    if (const int stale = ServerLauncher(pidDirectory).cleanUpStaleServers(); stale > 0)
        context.err << CliTr::tr("lanebook-cli wave: stopped %n server(s) left by an earlier "
                                 "Lanebook that did not exit cleanly\n",
                                 nullptr, stale)
                    << Qt::flush;

    // Each run keeps its own GPUs' trace; without a source the wave says so once and goes on.
    WaveOptions options{pidDirectory};
    options.secretValues = std::move(secrets.values);
    options.qualityDirectory = qualityDirectory;
    TelemetryRecorder recorder;
    recorder.setRecordEveryNth(telemetryEveryNth);
    std::optional<BackgroundSampler> sampler;
    if (telemetrySource == QLatin1String("none")) {
        options.telemetryUnavailable = CliTr::tr("--telemetry none");
    } else {
        sampler.emplace(recorder);
        if (sampler->start(telemetrySource)) {
            options.telemetry = &recorder;
            if (!context.json)
                context.out << CliTr::tr("Telemetry: %1\n").arg(sampler->status()) << Qt::flush;
        } else {
            options.telemetryUnavailable = sampler->status();
            sampler.reset();
            // With --json the wave's notes are not printed; the missing evidence still is.
            if (context.json)
                context.err << CliTr::tr("lanebook-cli wave: no GPU telemetry is recorded with "
                                         "this wave's runs: %1\n")
                                   .arg(options.telemetryUnavailable)
                            << Qt::flush;
        }
    }
    // A plan for GPUs this machine does not have is refused before anything starts. Without
    // a GPU source there is nothing to check against (mock servers on a CPU machine).
    if (sampler) {
        const QStringList absent =
            checkPlanGpusPresent(plan, recorder.latestGpuIndices(), sampler->sourceId());
        if (!absent.isEmpty()) {
            for (const QString &error : absent)
                context.err << CliTr::tr("lanebook-cli wave: %1: %2\n").arg(planPath, error);
            context.err << CliTr::tr("lanebook-cli wave: %1: the plan was refused; nothing was "
                                     "started\n")
                               .arg(planPath);
            return Failure;
        }
    }

    WaveControl control;
    // Ctrl-C aborts the wave cleanly: the running load ends, servers are stopped, the wave
    // is recorded as aborted.
    g_interrupted = false;
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);

    int stepCount = 0;
    std::map<int, qint64> lastProgressMs;
    WaveObserver observer;
    if (!context.json) {
        observer.started = [&](qint64 waveId, const std::vector<WaveStep> &steps) {
            stepCount = int(steps.size());
            if (plan.search) { // its probes are decided as it runs
                context.out << CliTr::tr("Wave %1 (id %2): each arm searches for its highest "
                                         "concurrency under the SLO, up to %3 runs\n")
                                   .arg(plan.name)
                                   .arg(waveId)
                                   .arg(scheduleWave(plan).size())
                            << Qt::flush;
                return;
            }
            context.out << CliTr::tr("Wave %1 (id %2): %3 runs, order %4\n")
                               .arg(plan.name)
                               .arg(waveId)
                               .arg(steps.size())
                               .arg(scheduleOrderText(steps))
                        << Qt::flush;
        };
        observer.stepStarted = [&](const WaveStep &step) {
            // The first progress line comes after an interval of work, not at 0 requests.
            lastProgressMs[step.index] = QDateTime::currentMSecsSinceEpoch();
            context.out << WaveText::stepStarted(step, stepCount) << Qt::flush;
        };
        observer.progressed = [&](const WaveProgress &progress) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            qint64 &last = lastProgressMs[progress.stepIndex];
            if (now - last < kProgressLineIntervalMs)
                return;
            last = now;
            context.out << CliTr::tr("    %1: %2/%3 done, %4 failed, %5 tok/s\n")
                               .arg(progress.arm)
                               .arg(progress.load.completed)
                               .arg(progress.load.total)
                               .arg(progress.load.failed)
                               .arg(progress.load.outputTokensPerS, 0, 'f', 1)
                        << Qt::flush;
        };
        observer.stepFinished = [&](const WaveStepResult &result) {
            context.out << WaveText::stepFinished(result) << Qt::flush;
        };
        observer.noted = [&](const QString &message) {
            context.out << QStringLiteral("  ") << message << QLatin1Char('\n') << Qt::flush;
        };
    }
    observer.armFailed = [&](const QString &arm, const QString &why) {
        context.err << CliTr::tr("lanebook-cli wave: arm %1 failed: %2\n").arg(arm, why)
                    << Qt::flush;
    };

    // The wave on this thread; beside it, a watcher that turns Ctrl-C into an abort (a signal
    // handler may only set a flag: requestAbort takes a lock).
    WaveOutcome outcome;
    std::atomic<bool> done{false};
    runSideBySide(2, [&](size_t k) {
        if (k == 0) {
            outcome = executeWave(plan, context.notebookPath, control, observer, options);
            done = true;
            return;
        }
        while (!done) {
            if (g_interrupted.exchange(false))
                control.requestAbort();
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    });
    sampler.reset();
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);

    if (outcome.waveId == 0) {
        for (const QString &error : outcome.errors)
            context.err << CliTr::tr("lanebook-cli wave: %1\n").arg(error);
        return Failure;
    }
    if (context.json)
        context.out << QString::fromStdString(outcome.toJson().dump(2)) << QLatin1Char('\n');
    else
        context.out << WaveText::summary(plan, outcome);
    if (outcome.status == WaveStatus::Finished)
        return Success;
    context.err << CliTr::tr("lanebook-cli wave: wave %1 %2\n")
                       .arg(outcome.waveId)
                       .arg(outcome.status == WaveStatus::Aborted
                                ? CliTr::tr("was aborted")
                                : CliTr::tr("failed: %1").arg(outcome.errors.value(0)));
    return Failure;
}

} // namespace

int waveCommand(CommandContext &context)
{
    const CommandOptions options = commandOptions(QStringLiteral("wave"), context.arguments);
    if (options.action().isEmpty() || options.positional().size() != 1) {
        context.err << usage();
        return UsageError;
    }
    const QString pidDirectory = options.string(QStringLiteral("pid-dir"));
    const QString qualityDirectory = options.string(QStringLiteral("quality-dir"));
    const QString telemetrySource =
        options.string(QStringLiteral("telemetry"), TelemetrySourceOptions::defaultSourceSpec());
    if (telemetrySource != QLatin1String("none")) {
        if (const auto spec = TelemetrySourceSpec::parse(telemetrySource); !spec)
            options.addError(CliTr::tr("--telemetry: %1").arg(spec.error()));
    }
    const int telemetryEveryNth =
        int(options.integer(QStringLiteral("telemetry-every"), 1, INT_MAX).value_or(1));
    if (!options.ok()) {
        context.err << CliTr::tr("lanebook-cli wave: %1\n").arg(options.error()) << usage();
        return UsageError;
    }
    const QString planPath = options.positional().first();
    const std::optional<WavePlan> plan = readPlan(planPath, context);
    if (!plan)
        return Failure;
    if (options.action() == QLatin1String("plan"))
        return planCommand(*plan, context);
    return runWave(*plan, planPath, pidDirectory, qualityDirectory, telemetrySource,
                   telemetryEveryNth, context);
}

} // namespace lanebook::cli
