#include "models/frontier/frontieraxes.h"

#include <cmath>
#include <map>

namespace lanebook::FrontierAxes {

void addTo(Run &run, int gpuCount)
{
    const QString perUser = QStringLiteral("output_tok_per_s_per_user");
    const QString perGpu = QStringLiteral("output_tok_per_s_per_gpu");
    if (!run.metricValue(perUser)) {
        if (const std::optional<double> tpot = run.metricValue(QStringLiteral("mean_tpot_ms"));
            tpot && std::isfinite(*tpot) && *tpot > 0.0)
            run.setMetric(perUser, 1000.0 / *tpot, QStringLiteral("1000 / mean_tpot_ms"));
    }
    if (!run.metricValue(perGpu) && gpuCount > 0) {
        if (const std::optional<double> tokPerS =
                run.metricValue(QStringLiteral("output_tok_per_s"));
            tokPerS && std::isfinite(*tokPerS))
            run.setMetric(perGpu, *tokPerS / gpuCount,
                          QStringLiteral("output_tok_per_s / %1 GPUs").arg(gpuCount));
    }
}

Frontiers of(const std::vector<Run> &runs, const QString &x, const QString &y,
             const std::function<QString(const Run &)> &groupOf)
{
    Frontiers result;
    std::map<QString, std::vector<const Run *>> byGroup;
    for (const Run &run : runs) {
        const std::optional<double> vx = run.metricValue(x);
        const std::optional<double> vy = run.metricValue(y);
        if (!vx || !vy || !std::isfinite(*vx) || !std::isfinite(*vy)) {
            ++result.leftOut;
            continue;
        }
        byGroup[groupOf(run)].push_back(&run);
    }
    for (auto &[name, members] : byGroup) {
        std::vector<FrontierPoint> points;
        points.reserve(members.size());
        for (const Run *run : members)
            points.push_back({*run->metricValue(x), *run->metricValue(y)});
        const FrontierSplit split = splitFrontier(points);
        Group group;
        group.name = name;
        for (const std::size_t i : split.frontier)
            group.frontier.push_back(members[i]);
        for (const std::size_t i : split.dominated)
            group.dominated.push_back(members[i]);
        result.groups.push_back(std::move(group));
    }
    return result;
}

} // namespace lanebook::FrontierAxes
