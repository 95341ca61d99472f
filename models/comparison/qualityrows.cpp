#include "models/comparison/qualityrows.h"

#include "models/run/metricvocabulary.h"
#include "models/statistics/summary.h"

#include <QStringList>

#include <algorithm>

namespace lanebook {

namespace {

QualityRowKind kindOf(const QString &name)
{
    if (MetricVocabulary::isPrefixCacheMetric(name))
        return QualityRowKind::PrefixCache;
    const auto entry = MetricVocabulary::describe(name);
    return entry && entry->group == MetricVocabulary::Group::Speculative
               ? QualityRowKind::SpeculativeDecoding
               : QualityRowKind::Quality;
}

// A turn metric's turn (median_ttft_ms_turn12: 12); 0 for the rest.
int turnOf(const QString &name)
{
    const qsizetype at = name.lastIndexOf(QLatin1String("_turn"));
    return at < 0 ? 0 : QStringView(name).mid(at + 5).toInt();
}

std::optional<double> medianOfMetric(const std::vector<Run> &runs, const QString &name, int &n)
{
    std::vector<double> values;
    for (const Run &run : runs) {
        if (const auto value = run.metricValue(name))
            values.push_back(*value);
    }
    n = int(values.size());
    if (values.empty())
        return std::nullopt;
    return stats::summarize(values).median;
}

} // namespace

std::optional<double> QualityRow::changePercent() const
{
    if (!controlMedian || !candidateMedian || *controlMedian == 0.0)
        return std::nullopt;
    return 100.0 * (*candidateMedian / *controlMedian - 1.0);
}

std::vector<QualityRow> qualityRows(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate)
{
    QStringList names;
    for (const std::vector<Run> *arm : {&control, &candidate}) {
        for (const Run &run : *arm) {
            for (const MetricValue &m : run.metrics) {
                const bool beside = MetricVocabulary::isQualityMetric(m.name) ||
                                    MetricVocabulary::isPrefixCacheMetric(m.name);
                if (beside && !names.contains(m.name))
                    names << m.name;
            }
        }
    }
    // Quality first, acceptance after, the prefix cache last: sorted by kind, then by name.
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        const QualityRowKind kindA = kindOf(a);
        const QualityRowKind kindB = kindOf(b);
        if (kindA != kindB)
            return kindA < kindB;
        // The hit rate, then the turns in their order (turn2 before turn10).
        if (kindA == QualityRowKind::PrefixCache)
            return std::pair(turnOf(a), a) < std::pair(turnOf(b), b);
        return a < b;
    });
    std::vector<QualityRow> rows;
    for (const QString &name : names) {
        QualityRow row;
        row.metricName = name;
        row.kind = kindOf(name);
        row.controlMedian = medianOfMetric(control, name, row.controlRuns);
        row.candidateMedian = medianOfMetric(candidate, name, row.candidateRuns);
        rows.push_back(row);
    }
    return rows;
}

QString qualityRowKindId(QualityRowKind kind)
{
    switch (kind) {
    case QualityRowKind::SpeculativeDecoding:
        return QStringLiteral("speculative-decoding");
    case QualityRowKind::PrefixCache:
        return QStringLiteral("prefix-cache");
    case QualityRowKind::Quality:
        break;
    }
    return QStringLiteral("quality");
}

} // namespace lanebook
