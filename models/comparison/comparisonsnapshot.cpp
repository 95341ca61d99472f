#include "models/comparison/comparisonsnapshot.h"

#include "models/run/metricvocabulary.h"

#include <QSet>

#include <algorithm>

namespace lanebook {

namespace {

QSet<QString> metricNames(const std::vector<Run> &runs)
{
    QSet<QString> names;
    for (const Run &run : runs) {
        for (const MetricValue &metric : run.metrics)
            names.insert(metric.name);
    }
    return names;
}

} // namespace

QStringList metricsOnBothArms(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    QSet<QString> shared = metricNames(control);
    shared.intersect(metricNames(candidate));
    QStringList ordered;
    for (const MetricVocabulary::Entry &entry : MetricVocabulary::entries()) {
        if (shared.remove(entry.name) && entry.group != MetricVocabulary::Group::Workload)
            ordered << entry.name;
    }
    QStringList rest;
    for (const QString &name : std::as_const(shared)) {
        const auto entry = MetricVocabulary::describe(name);
        if (!entry || entry->group != MetricVocabulary::Group::Workload)
            rest << name;
    }
    std::sort(rest.begin(), rest.end());
    return ordered + rest;
}

} // namespace lanebook
