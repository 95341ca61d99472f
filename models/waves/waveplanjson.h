#pragma once

#include "models/waves/waveplan.h"

#include <QByteArray>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>

namespace lanebook {

// A plan read from JSON (the format is described in waveplan.h). Errors name the key path
// and what is wrong: `arms[1].config: no config named "fp8"`. A plan with any error is
// refused: nothing starts.
struct WavePlanParse
{
    std::optional<WavePlan> plan; // set only when errors is empty
    QStringList errors;
};

// The SLO a lane sets (LaneRepository::slo), for a plan that names its lane and no "slo".
using LaneSloLookup = std::function<std::optional<Slo>(const QString &lane)>;

// Parses and validates. defaultName names a plan without "name" (the CLI passes the file's
// base name). With laneSlo, a plan that names a lane and no "slo" takes its lane's SLO
// (WavePlan::sloFromLane), before the checks that need one (a search).
WavePlanParse parseWavePlan(const QByteArray &json, const QString &defaultName = {},
                            const LaneSloLookup &laneSlo = {});
WavePlanParse wavePlanFromJson(const nlohmann::json &object, const QString &defaultName = {},
                               const LaneSloLookup &laneSlo = {});

// What is wrong with a plan built in code (the GUI's planner) or parsed: unknown configs and
// GPUs, duplicate names, GPUs shared by arms that run side by side, empty workload lists...
// Each message starts with its key path. Empty: the plan can run.
QStringList validateWavePlan(const WavePlan &plan);

// What may let a valid plan down without refusing it, each starting with its key path: too few
// repeats for a control and a candidate to reach a verdict. Said before the wave starts (the
// planner, the CLI, the wave monitor's first note).
QStringList wavePlanWarnings(const WavePlan &plan);

// The plan's GPUs (its "gpus" and every arm's) that this machine does not have, by host index,
// as refusals naming the key path: `arms[1].gpus[0]: GPU 9 is not on this machine (nvml reports
// GPUs 0-7)`. machineGpus are the indices a telemetry source reports; `source` says which. An
// empty machineGpus checks nothing: without a GPU source, plans for mock servers on a CPU
// machine use GPU numbers as labels.
QStringList checkPlanGpusPresent(const WavePlan &plan, const QList<int> &machineGpus,
                                 const QString &source);

// The plan as JSON, every key written (parseWavePlan(toJson(p)) gives p back). Secrets in
// environments are written as they are: this is the file the user runs; the notebook stores
// wavePlanToJsonRedacted().
nlohmann::json wavePlanToJson(const WavePlan &plan);
nlohmann::json wavePlanToJsonRedacted(const WavePlan &plan);

} // namespace lanebook
