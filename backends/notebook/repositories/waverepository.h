#pragma once

#include "backends/notebook/connection/notebookconnection.h"
#include "models/run/run.h"
#include "models/waves/waverecord.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

class RunRepository;

// Waves (notebook aggregate; waverepository.cpp). A wave row keeps the plan as run (secrets
// redacted), its status and, once it ends, its summary; each run a wave records carries its
// placement (wave, arm, role, repeat, slot, GPUs) and its server's log tail. `runner` says
// which process runs it (WaveRecord::runner).
class WaveRepository
{
public:
    WaveRepository(NotebookConnection &connection, RunRepository &runs)
        : m_connection(connection)
        , m_runs(runs)
    {}

    std::optional<qint64> create(const QString &name, const QString &lane,
                                 const nlohmann::json &plan,
                                 const nlohmann::json &runner = nlohmann::json::object());
    // finished_at is set with a terminal status (finished, failed, aborted, interrupted).
    bool setStatus(qint64 waveId, WaveStatus status,
                   const nlohmann::json &summary = nlohmann::json::object());
    // The same, only while the wave's status is still `from`; false (lastError() empty) when
    // another process changed it first.
    bool setStatusIf(qint64 waveId, WaveStatus from, WaveStatus to,
                     const nlohmann::json &summary = nlohmann::json::object());
    // One transaction: the run (as RunRepository::insertRun) and its placement
    // (placement.runId ignored). A measured step goes through NotebookStore::recordMeasuredRun.
    Expected<qint64> insertRun(const Run &run, const WaveRunPlacement &placement);
    // The placement row of a run, inside the caller's open write transaction.
    Expected<void> insertPlacementRow(qint64 runId, const QString &label,
                                      const WaveRunPlacement &placement);
    std::optional<WaveRecord> wave(qint64 waveId) const;
    // Newest first; with `only`, just the waves in that status (every open asks for the
    // running ones, so it does not read every plan).
    std::vector<WaveRecord> list(std::optional<WaveStatus> only = std::nullopt) const;
    std::vector<WaveRunPlacement> placements(qint64 waveId) const; // in the order recorded
    // A step whose arm could not run, kept on its wave (reason and log tail redacted).
    bool recordStepFailure(const WaveStepFailure &failure);
    std::vector<WaveStepFailure> stepFailures(qint64 waveId) const; // in step order

private:
    bool updateStatus(qint64 waveId, std::optional<WaveStatus> from, WaveStatus to,
                      const nlohmann::json &summary);

    NotebookConnection &m_connection;
    RunRepository &m_runs;
};

} // namespace lanebook
