#include "backends/notebook/repositories/qualitylinks.h"

#include "backends/notebook/notebookstore.h"

#include <QSet>

namespace lanebook {

std::vector<Run> linkedQualityRuns(const NotebookStore &store, const std::vector<Run> &runs)
{
    std::vector<Run> linked;
    QSet<qint64> seen;
    for (const Run &run : runs) {
        const auto ids = run.extra.find("quality_runs");
        if (ids == run.extra.end() || !ids->is_array())
            continue;
        for (const nlohmann::json &id : *ids) {
            if (!id.is_number_integer() || seen.contains(id.get<qint64>()))
                continue;
            seen.insert(id.get<qint64>());
            if (std::optional<Run> quality = store.runs().run(id.get<qint64>()))
                linked.push_back(std::move(*quality));
        }
    }
    return linked;
}

void addLinkedQualityRuns(const NotebookStore &store, const std::vector<Run> &control,
                          const std::vector<Run> &candidate, ComparisonRequest &request)
{
    request.controlQualityRuns = linkedQualityRuns(store, control);
    request.candidateQualityRuns = linkedQualityRuns(store, candidate);
}

} // namespace lanebook
