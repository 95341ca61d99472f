#pragma once

#include "models/loadgen/loadspec.h"
#include "models/run/run.h"
#include "models/waves/waveplan.h"
#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

namespace lanebook {

// What one server process of an arm adds to every run it serves: the process (repeats in
// separate processes are what the interleaving gate counts), its canary outputs, and what
// happened to the prefix cache before the run.
struct ServerSession
{
    qint64 pid = 0;
    // Where this server answers: the config's base_url, with the port the server reported
    // when the config lets it pick one (ServerConfig::serverPicksPort). Empty: the config's.
    QString baseUrl;
    int launchNumber = 0; // 1 for the arm's first server in this wave
    bool startedForThisStep = false;
    nlohmann::json canaries = nlohmann::json::array(); // CanaryExchange::toJson
    QString prefixCacheReset; // "done", "unsupported", "skipped" (policy never), or an error
    // The runs of the arm's quality steps that stand beside this server's speed runs: those of
    // this server start, and the arm's once-per-arm steps.
    std::vector<qint64> qualityRunIds;
};

// The wave's side of one run: the load to ask for, and where the result sits in the wave.
// Pure functions, so the pairing contract (models/comparison/workloadpoint.h RepeatSlot:
// extra "wave" + "repeat") is tested without a server.
namespace WaveStepRun {

// "<wave>-<arm>-gpu0.1-r0-c64-in1024-20260702T231635Z" (what, where, when).
QString label(const WavePlan &plan, const WaveStep &step, const QDateTime &startedAtUtc);

// Against the session's server (its base URL; the config's when the session has none).
LoadSpec loadSpec(const WavePlan &plan, const WaveStep &step, const ServerSession &session,
                  const QDateTime &nowUtc);

// Adds the wave's keys to a run the load generator returned: lane; the config's recipe, argv
// and environment (secrets redacted) under config, and its base_url as written when the server
// picked its port (config.url is the address the run measured); and under extra: wave (the
// wave id as text), wave_id, wave_name, arm, role, repeat, slot, step, gpu_ids, server_pid,
// server_launch, server_started_for_run, canaries, prefix_cache_reset, and the plan's
// variable_under_test ({"name", "keys"}) when it declares one; and output_tok_per_s_per_gpu
// over the arm's GPUs.
void place(Run &run, const WavePlan &plan, const WaveStep &step, qint64 waveId,
           const ServerSession &session);

WaveRunPlacement placement(const WaveStep &step, qint64 waveId, const QString &logTail);

// "<wave>-<arm>-<step name>-s<server launch>-20260702T231635Z".
QString qualityLabel(const WavePlan &plan, const WaveStep &step, const ServerSession &session,
                     const WaveQualityStep &quality, const QDateTime &startedAtUtc);

// Adds the wave's keys to a run a quality step's result file gave: the lane, the arm's config
// (recipe first, so the quality gate finds the quantization) and, under extra,
// quality_step = {name, kind, when, wave_id, wave_name, arm, role, config, repeat, gpu_ids,
// server_launch} plus `how` (argv, result file, exit code, wall time). Not "wave" or "arm":
// a quality run is no workload point's repeat and pairs with nothing.
void placeQualityRun(Run &run, const WavePlan &plan, const WaveStep &step, qint64 waveId,
                     const ServerSession &session, const WaveQualityStep &quality,
                     const nlohmann::json &how);

} // namespace WaveStepRun

} // namespace lanebook
