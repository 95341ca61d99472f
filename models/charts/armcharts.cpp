#include "models/charts/armcharts.h"

#include "models/charts/chartpoints.h"
#include "models/charts/chartstr.h"
#include "models/charts/runcharts.h"
#include "models/comparison/workloadpoint.h"
#include "models/run/metricvocabulary.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace lanebook::ArmCharts {

namespace {

struct PlacedRun
{
    const Run *run = nullptr;
    WorkloadPoint point;
    double y = 0.0;
};

// The one variable whose value differs between points, when it is a number everywhere.
QString numericAxisVariable(const std::vector<PlacedRun> &placed)
{
    for (const char *name :
         {"concurrency", "input_tokens", "request_rate", "n_depth", "n_prompt"}) {
        QString wanted = QString::fromLatin1(name); // not const: returned, moved
        bool everywhere = true;
        QSet<double> values;
        for (const PlacedRun &p : placed) {
            const auto it = std::find_if(p.point.variables.begin(), p.point.variables.end(),
                                         [&wanted](const PointVariable &v) {
                                             return v.name == wanted && v.value.is_number();
                                         });
            if (it == p.point.variables.end() || it->value.get<double>() <= 0.0) {
                everywhere = false;
                break;
            }
            values.insert(it->value.get<double>());
        }
        if (!everywhere || values.size() < 2)
            continue;
        // The others must be equal everywhere, or the number alone would not place a run.
        auto without = [&wanted](const WorkloadPoint &point) {
            WorkloadPoint rest = point;
            std::erase_if(rest.variables,
                          [&wanted](const PointVariable &v) { return v.name == wanted; });
            return rest;
        };
        const WorkloadPoint first = without(placed.front().point);
        const bool alone = std::all_of(placed.begin(), placed.end(), [&](const PlacedRun &p) {
            return without(p.point).matches(first);
        });
        if (alone)
            return wanted;
    }
    return {};
}

double numberOf(const WorkloadPoint &point, const QString &name)
{
    for (const PointVariable &v : point.variables) {
        if (v.name == name && v.value.is_number())
            return v.value.get<double>();
    }
    return std::nan("");
}

} // namespace

ChartData metricByPoint(const std::vector<Run> &controlRuns, const std::vector<Run> &candidateRuns,
                        const QString &metricName, const QString &controlName,
                        const QString &candidateName, const QString &title)
{
    ChartData data;
    data.kind = ChartKind::ThroughputVsConcurrency;
    data.title = title.isEmpty() ? RunCharts::metricAxisTitle(metricName) : title;
    data.errorBars = ErrorBars::Iqr;
    data.y.title = RunCharts::metricAxisTitle(metricName);
    data.y.unit = MetricVocabulary::describe(metricName).value_or(MetricVocabulary::Entry{}).unit;

    std::vector<PlacedRun> control;
    std::vector<PlacedRun> candidate;
    auto place = [&metricName](const std::vector<Run> &runs, std::vector<PlacedRun> &out) {
        for (const Run &run : runs) {
            const auto y = run.metricValue(metricName);
            if (y && std::isfinite(*y))
                out.push_back({&run, workloadPointOf(run), *y});
        }
    };
    place(controlRuns, control);
    place(candidateRuns, candidate);
    if (control.empty() && candidate.empty()) {
        data.emptyMessage =
            ChartsTr::tr("Neither arm has a run with %1, so there is nothing to draw.")
                .arg(metricName);
        return data;
    }
    std::vector<PlacedRun> all = control;
    all.insert(all.end(), candidate.begin(), candidate.end());
    const QString axisVariable = numericAxisVariable(all);
    // Categorical x: the distinct points in grid order.
    std::vector<WorkloadPoint> categories;
    if (axisVariable.isEmpty()) {
        for (const PlacedRun &p : all) {
            if (std::none_of(categories.begin(), categories.end(),
                             [&p](const WorkloadPoint &c) { return c.matches(p.point); }))
                categories.push_back(p.point);
        }
        std::sort(categories.begin(), categories.end(),
                  [](const WorkloadPoint &a, const WorkloadPoint &b) { return a.lessThan(b); });
        for (const WorkloadPoint &c : categories)
            data.xCategories << c.label();
        data.x.title = ChartsTr::tr("Workload point");
    } else {
        data.x.title = axisVariable == QLatin1String("concurrency")
                           ? ChartsTr::tr("Concurrency")
                           : axisVariable + QStringLiteral(" (") + ChartsTr::tr("tokens") + u')';
        data.x.scale = AxisScale::Log2;
    }
    auto xOf = [&](const WorkloadPoint &point) {
        if (!axisVariable.isEmpty())
            return numberOf(point, axisVariable);
        for (size_t i = 0; i < categories.size(); ++i) {
            if (categories[i].matches(point))
                return static_cast<double>(i);
        }
        return std::nan("");
    };
    auto seriesOf = [&](const std::vector<PlacedRun> &placed, const QString &name) {
        ChartSeries series;
        series.name = name;
        std::map<double, std::vector<ChartPoints::Repeat>> byX;
        for (const PlacedRun &p : placed) {
            const double x = xOf(p.point);
            if (std::isfinite(x))
                byX[x].push_back({p.y, p.run->id, &p.run->label});
        }
        for (const auto &[x, repeats] : byX)
            series.points.push_back(ChartPoints::aggregate(x, repeats, ErrorBars::Iqr));
        return series;
    };
    if (!control.empty())
        data.series.push_back(seriesOf(control, controlName));
    if (!candidate.empty())
        data.series.push_back(seriesOf(candidate, candidateName));
    return data;
}

} // namespace lanebook::ArmCharts
