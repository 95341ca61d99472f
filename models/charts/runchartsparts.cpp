// The run chart builders' shared parts (runchartsparts.h).
#include "models/charts/runchartsparts.h"

#include "models/charts/chartstr.h"

#include <QCollator>

#include <algorithm>
#include <cmath>

namespace lanebook::RunCharts::Parts {

bool isCounted(const ChartRun &run, const ChartOptions &options)
{
    if (run.status == RunStatus::Failed)
        return false;
    if (!options.modelFamily.isEmpty() && run.modelFamily != options.modelFamily)
        return false;
    return options.includeInvalid || run.status != RunStatus::Invalid;
}

bool isLeftOutAsInvalid(const ChartRun &run, const ChartOptions &options)
{
    return !options.includeInvalid && run.status == RunStatus::Invalid &&
           (options.modelFamily.isEmpty() || run.modelFamily == options.modelFamily);
}

bool isFinite(std::optional<double> value)
{
    return value && std::isfinite(*value);
}

QString leftOutNote(int leftOut, const QString &what)
{
    return leftOut > 0 ? ChartsTr::tr("%n run(s) without %1 left out.", nullptr, leftOut).arg(what)
                       : QString();
}

QString invalidNote(int invalid)
{
    return invalid > 0 ? ChartsTr::tr("%n run(s) judged invalid left out: tick Include invalid "
                                      "runs to see them.",
                                      nullptr, invalid)
                       : QString();
}

std::vector<ChartSeries> seriesFrom(const std::map<QString, RepeatsByX> &grouped,
                                    ErrorBars errorBars)
{
    std::vector<ChartSeries> series;
    for (const auto &[name, byX] : grouped) {
        ChartSeries s;
        s.name = name;
        for (const auto &[x, repeats] : byX)
            s.points.push_back(ChartPoints::aggregate(x, repeats, errorBars));
        if (!s.points.empty())
            series.push_back(std::move(s));
    }
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(series.begin(), series.end(),
                     [&collator](const ChartSeries &a, const ChartSeries &b) {
                         return collator.compare(a.name, b.name) < 0;
                     });
    return series;
}

void decimate(ChartData &data, int plotWidthPx)
{
    for (ChartSeries &s : data.series)
        s.points = ChartPoints::decimate(s.points, plotWidthPx, data.x.scale);
    std::erase_if(data.series, [](const ChartSeries &s) { return s.points.empty(); });
}

} // namespace lanebook::RunCharts::Parts
