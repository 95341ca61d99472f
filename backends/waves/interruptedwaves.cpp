#include "backends/waves/interruptedwaves.h"

#include "backends/waves/waveruntr.h"

#include "backends/launcher/pidrecord.h"
#include "backends/notebook/notebookstore.h"

#include <QSysInfo>

#include <unistd.h>

namespace lanebook {

nlohmann::json thisProcessAsWaveRunner()
{
    const qint64 pid = ::getpid();
    return {{"host", QSysInfo::machineHostName().toStdString()},
            {"pid", pid},
            {"start_ticks", ProcessTable::startTicks(pid)}};
}

std::vector<InterruptedWave> findInterruptedWaves(const NotebookStore &store)
{
    std::vector<InterruptedWave> found;
    const std::string host = QSysInfo::machineHostName().toStdString();
    for (const WaveRecord &wave : store.waves().list(WaveStatus::Running)) {
        if (!wave.runner.is_object())
            continue;
        const nlohmann::json &runner = wave.runner;
        if (runner.value("host", std::string()) != host || !runner.contains("pid") ||
            !runner.contains("start_ticks"))
            continue;
        const qint64 pid = runner.value("pid", qint64(0));
        const quint64 startTicks = runner.value("start_ticks", quint64(0));
        if (pid <= 0 || ProcessTable::runs(pid, startTicks))
            continue;
        InterruptedWave interrupted;
        interrupted.waveId = wave.id;
        interrupted.name = wave.name;
        interrupted.why = WaveRunTr::tr("the process that ran it (PID %1 on %2) is gone")
                              .arg(pid)
                              .arg(QString::fromStdString(host));
        nlohmann::json summary = wave.summary.is_object() ? wave.summary : nlohmann::json::object();
        summary["interrupted"] = interrupted.why.toStdString();
        summary["recorded"] = store.waves().placements(wave.id).size();
        interrupted.summary = summary;
        found.push_back(interrupted);
    }
    return found;
}

std::vector<InterruptedWave> markInterruptedWaves(NotebookStore &store)
{
    std::vector<InterruptedWave> marked;
    for (const InterruptedWave &wave : findInterruptedWaves(store)) {
        // Only a wave still "running": another process may have marked it meanwhile.
        if (store.waves().setStatusIf(wave.waveId, WaveStatus::Running, WaveStatus::Interrupted,
                                      wave.summary))
            marked.push_back(wave);
    }
    return marked;
}

} // namespace lanebook
