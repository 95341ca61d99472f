// The names around a comparison: its metric and direction, its key, verdict and method words.
#include "models/comparison/comparisonreport.h"

#include "models/comparison/comparisontr.h"
#include "models/configdiff/configkeys.h"
#include "models/gates/runevidence.h"
#include "models/run/metricvocabulary.h"
#include "models/statistics/noisefloor.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace lanebook {

namespace {

// Throughput metrics in the order a tie is broken.
const char *const kThroughputMetrics[] = {"output_tok_per_s", "total_tok_per_s",
                                          "gen_tok_per_s",    "prompt_tok_per_s",
                                          "requests_per_s",   "goodput_requests_per_s"};

QString naturalMetric(const Run &run)
{
    const bool llama = run.format == RunFormat::LlamaBench ||
                       (run.workload.contains("n_gen") && run.workload.contains("n_prompt"));
    if (llama) {
        const auto gen = ConfigKeys::number(run.workload, {"n_gen"});
        QString byTest =
            gen && *gen > 0 ? QStringLiteral("gen_tok_per_s") : QStringLiteral("prompt_tok_per_s");
        if (run.metric(byTest))
            return byTest;
    }
    return RunEvidence::firstThroughputMetric(run);
}

} // namespace

QString defaultComparisonMetric(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    std::map<QString, int> counts;
    for (const std::vector<Run> *arm : {&control, &candidate}) {
        for (const Run &run : *arm) {
            const QString metric = naturalMetric(run);
            if (!metric.isEmpty())
                ++counts[metric];
        }
    }
    QString best;
    int bestCount = 0;
    for (const char *name : kThroughputMetrics) {
        const auto it = counts.find(QString::fromLatin1(name));
        if (it != counts.end() && it->second > bestCount) {
            best = it->first;
            bestCount = it->second;
        }
    }
    return best;
}

stats::MetricDirection metricDirection(const QString &metricName)
{
    const auto entry = MetricVocabulary::describe(metricName);
    return entry && !entry->higherIsBetter ? stats::MetricDirection::LowerIsBetter
                                           : stats::MetricDirection::HigherIsBetter;
}

QString comparisonKey(std::vector<qint64> controlRunIds, std::vector<qint64> candidateRunIds,
                      const QString &metricName)
{
    const auto join = [](std::vector<qint64> ids) {
        std::sort(ids.begin(), ids.end());
        QStringList parts;
        for (qint64 id : ids)
            parts << QString::number(id);
        return parts.join(u',');
    };
    return QStringLiteral("control:") + join(std::move(controlRunIds)) +
           QStringLiteral(";candidate:") + join(std::move(candidateRunIds)) +
           QStringLiteral(";metric:") + metricName;
}

const PointComparison *ComparisonReport::point(const WorkloadPoint &where) const
{
    for (const PointComparison &row : points) {
        if (row.point.matches(where))
            return &row;
    }
    return nullptr;
}

QString ComparisonReport::runLabel(qint64 id) const
{
    for (const std::vector<RunRef> *arm : {&controlRuns, &candidateRuns}) {
        for (const RunRef &ref : *arm) {
            if (ref.id == id && !ref.label.isEmpty())
                return ref.label;
        }
    }
    return ComparisonTr::tr("run %1").arg(id);
}

QString verdictId(stats::Verdict verdict)
{
    switch (verdict) {
    case stats::Verdict::Faster:
        return QStringLiteral("faster");
    case stats::Verdict::Slower:
        return QStringLiteral("slower");
    case stats::Verdict::WithinNoise:
        return QStringLiteral("within-noise");
    case stats::Verdict::NotEnoughData:
        break;
    }
    return QStringLiteral("not-enough-data");
}

QString noiseFloorUnknownText()
{
    return ComparisonTr::tr("unknown: repeat each arm at least %1 times")
        .arg(stats::kMinimumRepeatsForNoiseFloor);
}

QString pairingText(PairingKind pairing)
{
    switch (pairing) {
    case PairingKind::RepeatSlot:
        return ComparisonTr::tr("paired by repeat slot");
    case PairingKind::StartTimeOrder:
        return ComparisonTr::tr("paired by start time (back to back)");
    case PairingKind::Unpaired:
        break;
    }
    return ComparisonTr::tr("unpaired, not drift-controlled");
}

QString overallMethodText(OverallMethod method)
{
    switch (method) {
    case OverallMethod::SinglePoint:
        return ComparisonTr::tr("the one workload point");
    case OverallMethod::PooledPairs:
        return ComparisonTr::tr("paired log ratios of all points pooled");
    case OverallMethod::InverseVariance:
        return ComparisonTr::tr("inverse-variance combination of the points' Welch deltas");
    case OverallMethod::None:
        break;
    }
    return ComparisonTr::tr("not computed");
}

} // namespace lanebook
