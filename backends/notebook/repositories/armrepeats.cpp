#include "backends/notebook/repositories/armrepeats.h"

#include "backends/notebook/notebookstore.h"

namespace lanebook {

std::vector<Run> armRunsOf(const NotebookStore &store, const Run &run)
{
    std::vector<Run> runs;
    const nlohmann::json &waveId =
        run.extra.contains("wave_id") ? run.extra["wave_id"] : nlohmann::json();
    const nlohmann::json &arm = run.extra.contains("arm") ? run.extra["arm"] : nlohmann::json();
    if (!waveId.is_number_integer() || !arm.is_string())
        return runs;
    const QString armName = QString::fromStdString(arm.get<std::string>());
    for (const WaveRunPlacement &placement : store.waves().placements(waveId.get<qint64>())) {
        if (placement.arm != armName)
            continue;
        if (std::optional<Run> other = store.runs().run(placement.runId))
            runs.push_back(std::move(*other));
    }
    return runs;
}

} // namespace lanebook
