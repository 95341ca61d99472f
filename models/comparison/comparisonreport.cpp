#include "models/comparison/comparisonreport.h"

#include "models/base/expected.h"
#include "models/comparison/comparisonsteps.h"
#include "models/comparison/comparisontr.h"
#include "models/configdiff/configkeys.h"
#include "models/frontier/sloattainment.h"
#include "models/gates/comparisongates.h"
#include "models/gates/runevidence.h"
#include "models/gates/rungates.h"
#include "models/run/metricvocabulary.h"
#include "models/statistics/holm.h"
#include "models/statistics/noisefloor.h"
#include "models/statistics/pairedcomparison.h"
#include "models/statistics/pairedinterval.h"
#include "models/statistics/summary.h"
#include "models/statistics/unpairedcomparison.h"

#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace lanebook {

using namespace ComparisonSteps;

namespace {

std::optional<double> finiteValue(const Run &run, const QString &metric)
{
    const auto value = run.metricValue(metric);
    return value && std::isfinite(*value) ? value : std::nullopt;
}

std::vector<double> valuesOf(const std::vector<const Run *> &runs, const QString &metric)
{
    std::vector<double> values;
    values.reserve(runs.size());
    for (const Run *run : runs)
        values.push_back(*finiteValue(*run, metric));
    return values;
}

std::vector<Run> copies(const std::vector<const Run *> &runs)
{
    std::vector<Run> out;
    out.reserve(runs.size());
    for (const Run *run : runs)
        out.push_back(*run);
    return out;
}

std::vector<qint64> idsOf(const std::vector<const Run *> &runs)
{
    std::vector<qint64> ids;
    ids.reserve(runs.size());
    for (const Run *run : runs)
        ids.push_back(run->id);
    return ids;
}

// Metrics every given run records, for the "choose another metric" hint.
QStringList sharedMetrics(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    QStringList shared;
    if (control.empty())
        return shared;
    for (const MetricValue &m : control.front().metrics) {
        // Counts and settings (completed, concurrency) are not something to compare.
        const auto entry = MetricVocabulary::describe(m.name);
        if (entry && (entry->group == MetricVocabulary::Group::Workload ||
                      entry->group == MetricVocabulary::Group::Telemetry))
            continue;
        const auto has = [&m](const Run &run) { return run.metric(m.name) != nullptr; };
        if (std::all_of(control.begin(), control.end(), has) &&
            std::all_of(candidate.begin(), candidate.end(), has))
            shared << m.name;
    }
    return shared;
}

// Runs whose metric is zero or negative, which a log ratio cannot take.
std::vector<const Run *> nonPositive(const std::vector<const Run *> &runs, const QString &metric)
{
    std::vector<const Run *> bad;
    for (const Run *run : runs) {
        if (*finiteValue(*run, metric) <= 0.0)
            bad.push_back(run);
    }
    return bad;
}

// The sample-size gate reads a paired comparison; an unpaired one fills the same fields, with
// the smaller arm as the number of pairs, so the gate can still hold the delta against noise.
stats::PairedComparison asPairedShape(const stats::UnpairedComparison &u)
{
    stats::PairedComparison p;
    p.verdict = u.verdict;
    p.pairs = std::min(u.controlRuns, u.candidateRuns);
    p.deltaPercent = u.deltaPercent;
    p.ciLowPercent = u.ciLowPercent;
    p.ciHighPercent = u.ciHighPercent;
    p.logDelta = u.logDelta;
    p.logCiLow = u.logCiLow;
    p.logCiHigh = u.logCiHigh;
    p.pValue = u.welchPValue;
    p.thresholdPercent = u.thresholdPercent;
    p.message = u.message;
    return p;
}

QString prefixed(const QString &prefix, const QString &reason)
{
    return prefix + QStringLiteral(": ") + reason;
}

// One shared point: pairing, statistics, gates.
PointComparison comparePoint(const PointRuns &runs, const QString &metric,
                             const ComparisonRequest &request, stats::MetricDirection direction,
                             PointValues &values, QStringList &notes)
{
    PointComparison row;
    row.point = runs.point;
    const Pairing pairing = pairRuns(runs.control, runs.candidate);
    row.pairing = pairing.kind;
    row.controlRunIds = idsOf(pairing.control);
    row.candidateRunIds = idsOf(pairing.candidate);
    if (!pairing.leftOut.empty())
        notes << ComparisonTr::tr("At %1, no partner in the same repeat slot for %2; left out "
                                  "of the pairs.")
                     .arg(runs.point.label(), runNames(pairing.leftOut));

    values.firstControl = pairing.control.empty() ? nullptr : pairing.control.front();
    values.firstCandidate = pairing.candidate.empty() ? nullptr : pairing.candidate.front();
    values.control = valuesOf(pairing.control, metric);
    values.candidate = valuesOf(pairing.candidate, metric);
    values.paired = row.isPaired();
    row.controlMedian = stats::medianOf(values.control);
    row.candidateMedian = stats::medianOf(values.candidate);

    stats::ComparisonOptions options;
    options.direction = direction;
    options.confidence = request.confidence;
    options.metricName = metric;
    options.bootstrap.seed = request.seed;
    row.noiseFloorPercent =
        request.noiseFloorPercent
            ? request.noiseFloorPercent
            : stats::noiseFloorFromRepeats(values.control, request.confidence).percent;
    options.noiseFloorPercent = row.noiseFloorPercent;
    row.thresholdPercent = stats::decisionThresholdPercent(row.noiseFloorPercent);

    ComparisonGateContext gateContext;
    gateContext.metricName = metric;
    gateContext.variable = request.variable;
    gateContext.controlQualityRuns = &request.controlQualityRuns;
    gateContext.candidateQualityRuns = &request.candidateQualityRuns;
    std::vector<const Run *> bad = nonPositive(pairing.control, metric);
    for (const Run *run : nonPositive(pairing.candidate, metric))
        bad.push_back(run);
    const bool sloMetric = metric == QLatin1String("slo_attainment_pct") ||
                           metric == QLatin1String("goodput_req_per_s") ||
                           metric == QLatin1String("goodput_tok_per_s");
    std::vector<const Run *> judged = pairing.control;
    judged.insert(judged.end(), pairing.candidate.begin(), pairing.candidate.end());
    const QString differentSlos = sloMetric ? SloJudge::differentSlosText(judged) : QString();
    if (!differentSlos.isEmpty()) {
        // Goodput against 200 ms is not goodput against 300 ms: no ratio between them means
        // anything.
        row.message = ComparisonTr::tr("%1 of these runs was judged against different SLOs "
                                       "(%2). Judge every run against one SLO: compare --slo, "
                                       "or the lane's SLO.")
                          .arg(metric, differentSlos);
    } else if (!bad.empty() && sloMetric) {
        // Not a failed run: a measured zero, which a ratio cannot take either.
        row.message = ComparisonTr::tr("%1 record %2 as zero: no request met the SLO, so there "
                                       "is no ratio to take. Loosen the SLO or lower the load "
                                       "until some requests meet it, or compare a latency "
                                       "metric instead.")
                          .arg(runNames(bad), metric);
    } else if (!bad.empty()) {
        row.message = ComparisonTr::tr("%1 record %2 as zero or negative. Ratios are taken on "
                                       "logs, so these runs cannot be compared; a zero "
                                       "throughput usually means the run failed. Rerun them, "
                                       "or leave them out of the arms.")
                          .arg(runNames(bad), metric);
    } else if (row.isPaired()) {
        values.usable = true;
        const stats::PairedComparison paired =
            stats::comparePaired(values.control, values.candidate, options);
        row.pairs = paired.pairs;
        row.deltaPercent = paired.deltaPercent;
        row.ciLowPercent = paired.ciLowPercent;
        row.ciHighPercent = paired.ciHighPercent;
        row.pValueRaw = paired.pValue;
        row.verdict = paired.verdict;
        if (paired.intervalMethod != stats::IntervalMethod::None)
            row.method = stats::intervalMethodText(paired.intervalMethod);
        row.message = paired.message;
        gateContext.paired = paired;
    } else {
        values.usable = true;
        const stats::UnpairedComparison unpaired =
            stats::compareUnpaired(values.control, values.candidate, options);
        row.deltaPercent = unpaired.deltaPercent;
        row.ciLowPercent = unpaired.ciLowPercent;
        row.ciHighPercent = unpaired.ciHighPercent;
        row.pValueRaw = unpaired.welchPValue;
        row.verdict = unpaired.verdict;
        row.method = ComparisonTr::tr("Welch on logs");
        row.message = unpaired.message;
        gateContext.paired = asPairedShape(unpaired);
        gateContext.cvPercent = stats::summarize(values.control).cvPercent;
    }
    row.gates = comparisonGates(copies(pairing.control), copies(pairing.candidate), gateContext);
    row.plannedPairs = plannedPairs(row.gates);
    if (row.isPaired() && row.plannedPairs)
        row.message = withPlannerNumber(row.message, row.pairs, row.pairs, *row.plannedPairs,
                                        request.confidence);
    // Outliers among the repeats are named, never dropped: every number above includes them.
    for (const bool control : {true, false}) {
        for (const RepeatOutlier &outlier :
             repeatOutliers(copies(control ? pairing.control : pairing.candidate), metric)) {
            notes << ComparisonTr::tr("At %1, %2 run %3 stands out (%4 %5: %6); it is kept in "
                                      "the numbers.")
                         .arg(runs.point.label(),
                              control ? ComparisonTr::tr("control") : ComparisonTr::tr("candidate"),
                              outlier.label.isEmpty() ? QString::number(outlier.runId)
                                                      : outlier.label,
                              metric, QString::number(outlier.value, 'g', 6), outlier.reason);
            row.outliers.push_back(outlier);
            row.outliers.back().inControlArm = control;
        }
    }
    return row;
}

// Each gate's worst over the points (reasons prefixed with the point when several), then
// each run gate's worst over the compared runs, prefixed with the run.
Judgement judge(const ComparisonReport &report, const std::vector<const Run *> &runs,
                const ComparisonRequest &request)
{
    std::vector<GateResult> comparison;
    for (const PointComparison &row : report.points) {
        for (GateResult gate : row.gates) {
            if (report.points.size() > 1)
                gate.reason = prefixed(row.point.label(), gate.reason);
            comparison.push_back(std::move(gate));
        }
    }
    RunGateContext context;
    context.bandwidthTable = request.bandwidthTable;
    std::vector<GateResult> perRun;
    for (const Run *run : runs) {
        for (GateResult gate : runGates(*run, context)) {
            gate.reason = prefixed(runName(*run), gate.reason);
            perRun.push_back(std::move(gate));
        }
    }
    // One line each gate (the comparison's quality verdict and the runs' canaries share one),
    // naming every point and run that trips it.
    Judgement judgement;
    judgement.gates = withRunGates(worstPerGate(comparison), perRun);
    judgement.suggestion = suggestStatus(judgement.gates);
    return judgement;
}

// Checks that need no statistics: whether the arms can be compared at all.
Expected<void> checkArms(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    if (control.empty() || candidate.empty())
        return unexpected(
            ComparisonTr::tr("The %1 arm has no runs. Choose at least one run for each arm "
                             "(three or more interleaved repeats each to reach a verdict).")
                .arg(control.empty() ? ComparisonTr::tr("control")
                                     : ComparisonTr::tr("candidate")));
    QSet<qint64> controlIds;
    for (const Run &run : control) {
        if (run.id > 0)
            controlIds.insert(run.id);
    }
    std::vector<const Run *> both;
    for (const Run &run : candidate) {
        if (run.id > 0 && controlIds.contains(run.id))
            both.push_back(&run);
    }
    if (!both.empty())
        return unexpected(
            ComparisonTr::tr("%1 is in both arms; a run cannot be its own control. Put each "
                             "run in one arm only.")
                .arg(runNames(both)));
    return {};
}

// The request as the report states it: the arms, the metric (chosen when none is named),
// its direction and the key the comparison is stored under.
void describeRequest(ComparisonReport &report, const std::vector<Run> &control,
                     const std::vector<Run> &candidate, const ComparisonRequest &request)
{
    for (const Run &run : control)
        report.controlRuns.push_back({run.id, run.label});
    for (const Run &run : candidate)
        report.candidateRuns.push_back({run.id, run.label});
    report.metricName = request.metricName.trimmed();
    if (report.metricName.isEmpty()) {
        report.metricName = defaultComparisonMetric(control, candidate);
        report.metricChosenAutomatically = true;
    }
    report.direction = request.direction.value_or(metricDirection(report.metricName));
    report.confidence = request.confidence;
    std::vector<qint64> controlIds;
    std::vector<qint64> candidateIds;
    for (const RunRef &ref : report.controlRuns)
        controlIds.push_back(ref.id);
    for (const RunRef &ref : report.candidateRuns)
        candidateIds.push_back(ref.id);
    report.key = comparisonKey(controlIds, candidateIds, report.metricName);
}

// Each arm's runs that record the metric. Runs without it are left out by name; when an arm
// is left empty the report says why and nothing is returned.
std::optional<std::array<std::vector<const Run *>, 2>>
runsWithMetric(ComparisonReport &report, const std::vector<Run> &control,
               const std::vector<Run> &candidate)
{
    const QString &metric = report.metricName;
    std::array<std::vector<const Run *>, 2> usable;
    std::vector<const Run *> lacking[2];
    for (int arm = 0; arm < 2; ++arm) {
        for (const Run &run : arm == 0 ? control : candidate)
            (finiteValue(run, metric) ? usable[arm] : lacking[arm]).push_back(&run);
    }
    for (int arm = 0; arm < 2; ++arm) {
        if (lacking[arm].empty())
            continue;
        const QString armName =
            arm == 0 ? ComparisonTr::tr("control") : ComparisonTr::tr("candidate");
        if (usable[arm].empty()) {
            const QStringList shared = sharedMetrics(control, candidate);
            report.message =
                ComparisonTr::tr("No %1 run records %2 (%3 lack it), so there is nothing to "
                                 "compare it with. Compare a metric both arms record%4, or "
                                 "import runs of the %1 arm that measured %2.")
                    .arg(armName, metric, runNames(lacking[arm]),
                         shared.isEmpty() ? QString()
                                          : ComparisonTr::tr(" (--metric %1)")
                                                .arg(shared.mid(0, 6).join(QStringLiteral(" | "))));
            return std::nullopt;
        }
        report.notes << ComparisonTr::tr("%1 in the %2 arm record no %3 and are left out.")
                            .arg(runNames(lacking[arm]), armName, metric);
    }
    return usable;
}

struct ComparedPoints
{
    std::vector<PointValues> values; // one per point of report.points
    std::vector<const Run *> runs;   // every run of those points, for the run gates
};

// Compares the arms at every workload point both measured; the points only one arm measured
// are kept aside.
ComparedPoints comparePoints(ComparisonReport &report,
                             const std::array<std::vector<const Run *>, 2> &usable,
                             const ComparisonRequest &request)
{
    ComparedPoints compared;
    for (const PointRuns &point : groupByPoint(usable[0], usable[1])) {
        if (point.candidate.empty()) {
            report.controlOnlyPoints.push_back(point.point);
            continue;
        }
        if (point.control.empty()) {
            report.candidateOnlyPoints.push_back(point.point);
            continue;
        }
        PointValues pointValues;
        report.points.push_back(comparePoint(point, report.metricName, request, report.direction,
                                             pointValues, report.notes));
        compared.values.push_back(std::move(pointValues));
        compared.runs.insert(compared.runs.end(), point.control.begin(), point.control.end());
        compared.runs.insert(compared.runs.end(), point.candidate.begin(), point.candidate.end());
    }
    return compared;
}

// The points only one arm measured, in the notes; false (with the report's message) when the
// arms share none.
bool notePointsLeftOut(ComparisonReport &report,
                       const std::array<std::vector<const Run *>, 2> &usable)
{
    const auto labels = [](const std::vector<WorkloadPoint> &points) {
        QStringList list;
        for (const WorkloadPoint &p : points)
            list << p.label();
        return list.join(QStringLiteral("; "));
    };
    if (report.points.empty()) {
        report.message =
            ComparisonTr::tr("The arms share no workload point: the control runs (%1) were "
                             "measured at %2, the candidate runs (%3) at %4. Compare runs of "
                             "the same concurrency, request rate and lengths, or rerun one arm "
                             "at the other's workload.")
                .arg(runNames(usable[0]), labels(report.controlOnlyPoints), runNames(usable[1]),
                     labels(report.candidateOnlyPoints));
        return false;
    }
    if (!report.controlOnlyPoints.empty())
        report.notes << ComparisonTr::tr("Only the control arm measured %1; left out.")
                            .arg(labels(report.controlOnlyPoints));
    if (!report.candidateOnlyPoints.empty())
        report.notes << ComparisonTr::tr("Only the candidate arm measured %1; left out.")
                            .arg(labels(report.candidateOnlyPoints));
    return true;
}

// Holm across the points that have a p-value; a single one stays as it is.
void adjustPValues(ComparisonReport &report)
{
    std::vector<double> raw;
    for (const PointComparison &row : report.points)
        raw.push_back(row.pValueRaw.value_or(std::nan("")));
    const std::vector<double> adjusted = stats::holmAdjust(raw);
    for (size_t i = 0; i < report.points.size(); ++i) {
        if (!std::isnan(adjusted[i]))
            report.points[i].pValue = adjusted[i];
    }
}

// The request the points' gates read: an arm's runs that record no `metric` but do record
// quality (a perplexity or lm-eval run linked beside the speed runs, left out of the points)
// join the arm's quality runs, so that the quality gate reads what the quality rows show.
ComparisonRequest withArmQualityRuns(const ComparisonRequest &request,
                                     const std::vector<Run> &control,
                                     const std::vector<Run> &candidate, const QString &metric)
{
    ComparisonRequest gated = request;
    const auto add = [&metric](const std::vector<Run> &arm, std::vector<Run> &quality) {
        for (const Run &run : arm) {
            if (finiteValue(run, metric))
                continue;
            const bool measuredQuality =
                std::any_of(run.metrics.begin(), run.metrics.end(), [](const MetricValue &m) {
                    return MetricVocabulary::isQualityMetric(m.name);
                });
            const bool listed =
                run.id > 0 && std::any_of(quality.begin(), quality.end(),
                                          [&run](const Run &q) { return q.id == run.id; });
            if (measuredQuality && !listed)
                quality.push_back(run);
        }
    };
    add(control, gated.controlQualityRuns);
    add(candidate, gated.candidateQualityRuns);
    return gated;
}

} // namespace

std::vector<Run> withQualityRuns(const std::vector<Run> &runs, const std::vector<Run> &quality)
{
    std::vector<Run> all = runs;
    all.insert(all.end(), quality.begin(), quality.end());
    return all;
}

ComparisonReport buildComparison(const std::vector<Run> &control, const std::vector<Run> &candidate,
                                 const ComparisonRequest &request)
{
    ComparisonReport report;
    describeRequest(report, control, candidate, request);
    report.quality = qualityRows(withQualityRuns(control, request.controlQualityRuns),
                                 withQualityRuns(candidate, request.candidateQualityRuns));
    if (const Expected<void> comparable = checkArms(control, candidate); !comparable) {
        report.message = comparable.error();
        return report;
    }
    if (report.metricName.isEmpty()) {
        report.message = ComparisonTr::tr("None of the runs records a throughput metric "
                                          "(output_tok_per_s, gen_tok_per_s, ...). Name the "
                                          "metric to compare with --metric NAME.");
        return report;
    }
    const auto usable = runsWithMetric(report, control, candidate);
    if (!usable)
        return report;
    const ComparedPoints compared = comparePoints(
        report, *usable, withArmQualityRuns(request, control, candidate, report.metricName));
    if (!notePointsLeftOut(report, *usable))
        return report;
    adjustPValues(report);

    report.comparable = std::any_of(compared.values.begin(), compared.values.end(),
                                    [](const PointValues &v) { return v.usable; });
    computeOverall(report, compared.values, request);
    const PointValues &first = compared.values.front();
    if (first.firstControl && first.firstCandidate)
        report.configDiff = diffRuns(*first.firstControl, *first.firstCandidate);
    report.judgement = judge(report, compared.runs, request);
    // Requests that stand out inside a compared run are counted too, one line a run; they stay
    // in its numbers.
    for (const Run *run : compared.runs) {
        if (QString summary = requestOutlierSummary(*run); !summary.isEmpty())
            report.notes << summary;
        for (const QString &detail : requestOutlierDetails(*run))
            report.requestOutlierDetails << runName(*run) + QStringLiteral(": ") + detail;
    }
    return report;
}

} // namespace lanebook
