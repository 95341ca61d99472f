// comparisonToJson: the `lanebook-cli compare --json` shape.
#include "models/comparison/comparisonreport.h"

#include "models/comparison/comparisonclaim.h"

#include "models/configdiff/heldfixedvariable.h"
#include "models/statistics/decision.h"

#include <cmath>

namespace lanebook {

namespace {

using nlohmann::json;

// A number that could not be computed is null, never 0.
json number(const std::optional<double> &value)
{
    return value && std::isfinite(*value) ? json(*value) : json();
}

json interval(const std::optional<double> &low, const std::optional<double> &high)
{
    if (!low || !high)
        return json();
    return json::array({number(low), number(high)});
}

json integer(const std::optional<int> &value)
{
    return value ? json(*value) : json();
}

json text(const QString &value)
{
    return value.isEmpty() ? json() : json(value.toStdString());
}

json ids(const std::vector<qint64> &list)
{
    json array = json::array();
    for (qint64 id : list)
        array.push_back(id);
    return array;
}

json runRefs(const std::vector<RunRef> &refs)
{
    json array = json::array();
    for (const RunRef &ref : refs)
        array.push_back({{"id", ref.id}, {"label", ref.label.toStdString()}});
    return array;
}

json gates(const std::vector<GateResult> &results)
{
    json array = json::array();
    for (const GateResult &result : results)
        array.push_back(gateResultToJson(result));
    return array;
}

json points(const std::vector<WorkloadPoint> &list)
{
    json array = json::array();
    for (const WorkloadPoint &point : list)
        array.push_back(point.toJson());
    return array;
}

// Runs that stand out from their arm's repeats: flagged with the rule, never dropped.
json outliers(const std::vector<RepeatOutlier> &list)
{
    json array = json::array();
    for (const RepeatOutlier &o : list)
        array.push_back({{"run_id", o.runId},
                         {"label", o.label.toStdString()},
                         {"arm", o.inControlArm ? "control" : "candidate"},
                         {"value", number(o.value)},
                         {"reason", o.reason.toStdString()}});
    return array;
}

json pointToJson(const PointComparison &row)
{
    return {{"point", row.point.toJson()},
            {"label", row.point.label().toStdString()},
            {"control_runs", ids(row.controlRunIds)},
            {"candidate_runs", ids(row.candidateRunIds)},
            {"paired", row.isPaired()},
            {"pairing", row.pairing == PairingKind::RepeatSlot       ? "repeat-slot"
                        : row.pairing == PairingKind::StartTimeOrder ? "start-time"
                                                                     : "unpaired"},
            {"n_pairs", row.isPaired() ? json(row.pairs) : json()},
            {"control_median", number(row.controlMedian)},
            {"candidate_median", number(row.candidateMedian)},
            {"delta_pct", number(row.deltaPercent)},
            {"ci95_pct", interval(row.ciLowPercent, row.ciHighPercent)},
            {"p", number(row.pValue)},
            {"p_raw", number(row.pValueRaw)},
            {"verdict", verdictId(row.verdict).toStdString()},
            {"threshold_pct", row.thresholdPercent},
            {"noise_floor_pct", number(row.noiseFloorPercent)},
            {"planned_pairs", integer(row.plannedPairs)},
            {"method", text(row.method)},
            {"message", text(row.message)},
            {"outliers", outliers(row.outliers)},
            {"gates", gates(row.gates)}};
}

json configDiffToJson(const ConfigDiff &diff)
{
    json array = json::array();
    for (const ConfigDifference &d : diff.differences) {
        array.push_back(
            {{"key", d.keyPath.toStdString()},
             {"control", d.a},
             {"candidate", d.b},
             {"held_fixed",
              d.heldFixed ? json(heldFixedVariableId(*d.heldFixed).toStdString()) : json()}});
    }
    return array;
}

} // namespace

nlohmann::json comparisonToJson(const ComparisonReport &report)
{
    json rows = json::array();
    for (const PointComparison &row : report.points)
        rows.push_back(pointToJson(row));
    json notes = json::array();
    for (const QString &note : report.notes)
        notes.push_back(note.toStdString());
    // Quality beside speed, per arm; acceptance rows say they are speculative decoding.
    json quality = json::array();
    for (const QualityRow &row : report.quality)
        quality.push_back({{"metric", row.metricName.toStdString()},
                           {"group", qualityRowKindId(row.kind).toStdString()},
                           {"control_median", number(row.controlMedian)},
                           {"candidate_median", number(row.candidateMedian)},
                           {"control_runs", row.controlRuns},
                           {"candidate_runs", row.candidateRuns},
                           {"change_pct", number(row.changePercent())}});
    return {
        {"verdict", verdictId(report.verdict).toStdString()},
        {"delta_pct", number(report.deltaPercent)},
        {"ci95_pct", interval(report.ciLowPercent, report.ciHighPercent)},
        {"p", number(report.pValue)},
        {"n_pairs", report.pairs ? json(*report.pairs) : json()},
        {"paired", report.paired},
        {"points", rows},
        {"quality", quality},
        {"gates", gates(report.judgement.gates)},
        {"metric", text(report.metricName)},
        {"metric_chosen_automatically", report.metricChosenAutomatically},
        {"direction", report.direction == stats::MetricDirection::HigherIsBetter
                          ? "higher-is-better"
                          : "lower-is-better"},
        {"confidence", report.confidence},
        {"comparable", report.comparable},
        {"message", text(report.message)},
        {"notes", notes},
        {"key", report.key.toStdString()},
        {"overall_method",
         report.overallMethod == OverallMethod::SinglePoint       ? json("single-point")
         : report.overallMethod == OverallMethod::PooledPairs     ? json("pooled-pairs")
         : report.overallMethod == OverallMethod::InverseVariance ? json("inverse-variance")
                                                                  : json()},
        {"config_diff", configDiffToJson(report.configDiff)},
        {"noise_floor_pct", number(report.noiseFloorPercent)},
        {"noise_floor_source", text(report.noiseFloorSource)},
        {"threshold_pct", report.thresholdPercent},
        {"cv_pct", number(report.cvPercent)},
        {"detectable_effect_pct", number(report.detectableEffectPercent)},
        {"planned_pairs", integer(report.plannedPairs)},
        {"suggested_status", runStatusId(report.judgement.suggestion.status).toStdString()},
        // "verdict" stays the measured one (scripts read it); these say whether it counts.
        {"verdict_counts", verdictCounts(report)},
        {"verdict_note", text(doesNotCountSentence(report))},
        {"control_runs", runRefs(report.controlRuns)},
        {"candidate_runs", runRefs(report.candidateRuns)},
        {"control_only_points", points(report.controlOnlyPoints)},
        {"candidate_only_points", points(report.candidateOnlyPoints)},
    };
}

} // namespace lanebook
