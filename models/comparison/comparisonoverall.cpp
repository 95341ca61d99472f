// The overall line of a comparison: one point as it is, several pooled (paired) or combined
// by inverse variance (unpaired). The rules are in comparisonreport.h.
#include "models/comparison/comparisonsteps.h"

#include "models/comparison/comparisontr.h"
#include "models/statistics/distributions.h"
#include "models/statistics/noisefloor.h"
#include "models/statistics/pairedcomparison.h"
#include "models/statistics/samplesizeplanner.h"
#include "models/statistics/summary.h"
#include "models/statistics/welch.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook::ComparisonSteps {

namespace {

std::vector<double> logsOf(const std::vector<double> &values)
{
    std::vector<double> logs;
    logs.reserve(values.size());
    for (double v : values)
        logs.push_back(std::log(v));
    return logs;
}

double meanOf(const std::vector<double> &values)
{
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return values.empty() ? 0.0 : sum / double(values.size());
}

// Values minus their point's mean, on the log scale: what is left is run-to-run spread, not
// the difference between points.
std::vector<double> centred(const std::vector<std::vector<double>> &groups)
{
    std::vector<double> out;
    for (const std::vector<double> &group : groups) {
        const double mean = meanOf(group);
        for (double v : group)
            out.push_back(v - mean);
    }
    return out;
}

std::optional<double> stddevPercent(const std::vector<double> &logs, double divisor = 1.0)
{
    const stats::Summary s = stats::summarize(logs);
    return s.stddev ? std::optional<double>(100.0 * *s.stddev / divisor) : std::nullopt;
}

// Spread and noise floor from the points used: paired log ratios (over sqrt 2, so that the
// planner's 2 (z CV / effect)^2 is the paired sample size) or the control arm's logs.
void spreadAndFloor(ComparisonReport &report, const std::vector<const PointValues *> &used,
                    bool paired, const ComparisonRequest &request)
{
    std::vector<std::vector<double>> controlLogs;
    std::vector<std::vector<double>> ratios;
    int smallerArm[2] = {0, 0};
    int fewestRepeats = std::numeric_limits<int>::max();
    for (const PointValues *v : used) {
        controlLogs.push_back(logsOf(v->control));
        fewestRepeats = std::min(fewestRepeats, int(v->control.size()));
        smallerArm[0] += int(v->control.size());
        smallerArm[1] += int(v->candidate.size());
        if (paired) {
            std::vector<double> d;
            for (size_t i = 0; i < v->control.size(); ++i)
                d.push_back(std::log(v->candidate[i] / v->control[i]));
            ratios.push_back(std::move(d));
        }
    }
    report.cvPercent = paired ? stddevPercent(centred(ratios), std::sqrt(2.0))
                              : stddevPercent(centred(controlLogs));
    const int n = paired ? report.pairs.value_or(0) : std::min(smallerArm[0], smallerArm[1]);
    if (report.cvPercent && n > 0)
        report.detectableEffectPercent = stats::detectableEffectPercent(*report.cvPercent, n);
    if (request.noiseFloorPercent) {
        report.noiseFloorPercent = request.noiseFloorPercent;
        report.noiseFloorSource = ComparisonTr::tr("override");
    } else if (used.size() > 1 && fewestRepeats >= stats::kMinimumRepeatsForNoiseFloor) {
        // Pooled spread of points with two repeats each would pass the 3-value minimum
        // while no point has measured a floor: every point needs its own three.
        std::vector<double> values;
        for (double x : centred(controlLogs))
            values.push_back(std::exp(x));
        report.noiseFloorPercent = stats::noiseFloorFromRepeats(values, request.confidence).percent;
    }
    if (!request.noiseFloorPercent && report.noiseFloorPercent)
        report.noiseFloorSource = ComparisonTr::tr("control repeats");
    report.thresholdPercent = stats::decisionThresholdPercent(report.noiseFloorPercent);
}

// The planner's number for the whole comparison: each point needs its own pairs, so the most
// any point asks for.
std::optional<int> largestPlannedPairs(const std::vector<PointComparison> &points)
{
    std::optional<int> largest;
    for (const PointComparison &row : points) {
        if (row.plannedPairs)
            largest = std::max(largest.value_or(0), *row.plannedPairs);
    }
    return largest;
}

void copyPoint(ComparisonReport &report, const PointComparison &row)
{
    report.overallMethod = OverallMethod::SinglePoint;
    report.verdict = row.verdict;
    report.paired = row.isPaired();
    report.pairs = row.isPaired() ? std::optional<int>(row.pairs) : std::nullopt;
    report.deltaPercent = row.deltaPercent;
    report.ciLowPercent = row.ciLowPercent;
    report.ciHighPercent = row.ciHighPercent;
    report.pValue = row.pValueRaw;
    report.noiseFloorPercent = row.noiseFloorPercent;
    if (!row.message.isEmpty())
        report.message = row.message;
}

void pool(ComparisonReport &report, const std::vector<const PointValues *> &used,
          const ComparisonRequest &request)
{
    std::vector<double> control;
    std::vector<double> candidate;
    for (const PointValues *v : used) {
        control.insert(control.end(), v->control.begin(), v->control.end());
        candidate.insert(candidate.end(), v->candidate.begin(), v->candidate.end());
    }
    report.overallMethod = OverallMethod::PooledPairs;
    report.paired = true;
    report.pairs = int(control.size());
    spreadAndFloor(report, used, true, request);
    stats::ComparisonOptions options;
    options.direction = report.direction;
    options.confidence = request.confidence;
    options.noiseFloorPercent = report.noiseFloorPercent;
    options.metricName = report.metricName;
    options.bootstrap.seed = request.seed;
    const stats::PairedComparison p = stats::comparePaired(control, candidate, options);
    report.verdict = p.verdict;
    report.deltaPercent = p.deltaPercent;
    report.ciLowPercent = p.ciLowPercent;
    report.ciHighPercent = p.ciHighPercent;
    report.pValue = p.pValue;
    report.message = p.message;
    // Each repeat of the wave adds one pair at every point: the point with the fewest pairs
    // says how many more repeats the planner's number takes.
    if (report.plannedPairs) {
        int fewest = report.pairs.value_or(0);
        for (const PointValues *v : used)
            fewest = std::min(fewest, int(v->control.size()));
        report.message =
            withPlannerNumber(p.message, p.pairs, fewest, *report.plannedPairs, request.confidence);
    }
}

void combine(ComparisonReport &report, const std::vector<const PointValues *> &used,
             const ComparisonRequest &request)
{
    double weights = 0.0;
    double weighted = 0.0;
    int combined = 0;
    for (const PointValues *v : used) {
        const auto welch =
            stats::welchTTest(logsOf(v->control), logsOf(v->candidate), request.confidence);
        if (!welch || !(welch->standardError > 0.0))
            continue;
        const double w = 1.0 / (welch->standardError * welch->standardError);
        weights += w;
        weighted += w * welch->meanDifference;
        ++combined;
    }
    report.overallMethod = OverallMethod::InverseVariance;
    report.paired = false;
    spreadAndFloor(report, used, false, request);
    if (combined == 0) {
        report.overallMethod = OverallMethod::None;
        report.message = ComparisonTr::tr("No workload point has two or more runs with some "
                                          "spread on each arm, so no interval can be combined. "
                                          "Run at least three repeats of each arm, "
                                          "interleaved.");
        return;
    }
    const double d = weighted / weights;
    const double se = 1.0 / std::sqrt(weights);
    const double z = stats::normalQuantile(1.0 - (1.0 - request.confidence) / 2.0);
    report.deltaPercent = stats::logRatioToPercent(d);
    report.ciLowPercent = stats::logRatioToPercent(d - z * se);
    report.ciHighPercent = stats::logRatioToPercent(d + z * se);
    report.pValue = 2.0 * stats::normalSf(std::fabs(d) / se);
    report.verdict =
        stats::decide(d - z * se, d + z * se, report.thresholdPercent, report.direction);
}

} // namespace

void computeOverall(ComparisonReport &report, const std::vector<PointValues> &values,
                    const ComparisonRequest &request)
{
    report.plannedPairs = largestPlannedPairs(report.points);
    std::vector<const PointValues *> used;
    const PointComparison *onlyRow = nullptr;
    bool allPaired = true;
    for (size_t i = 0; i < values.size(); ++i) {
        if (!values[i].usable)
            continue;
        used.push_back(&values[i]);
        onlyRow = &report.points[i];
        allPaired = allPaired && values[i].paired;
    }
    if (!used.empty()) {
        for (size_t i = 0; i < values.size(); ++i) {
            if (!values[i].usable)
                report.notes << ComparisonTr::tr("Left out of the overall: %1 — %2")
                                    .arg(report.points[i].point.label(), report.points[i].message);
        }
    }
    if (report.points.size() == 1 || used.size() == 1) {
        const PointComparison &row = used.size() == 1 ? *onlyRow : report.points.front();
        copyPoint(report, row);
        if (used.empty())
            report.overallMethod = OverallMethod::None;
        else
            spreadAndFloor(report, used, row.isPaired(), request); // spread and planner
        // The point's own floor and threshold decided its verdict; the overall keeps them.
        report.noiseFloorPercent = row.noiseFloorPercent;
        report.thresholdPercent = row.thresholdPercent;
        report.noiseFloorSource = request.noiseFloorPercent ? ComparisonTr::tr("override")
                                  : row.noiseFloorPercent   ? ComparisonTr::tr("control repeats")
                                                            : QString();
        if (report.points.size() > 1)
            report.notes << ComparisonTr::tr("Only %1 could be compared; the overall line is "
                                             "that point alone.")
                                .arg(row.point.label());
        return;
    }
    if (used.empty()) {
        QStringList messages;
        for (const PointComparison &row : report.points) {
            if (!row.message.isEmpty() && !messages.contains(row.message))
                messages << row.message;
        }
        report.message = messages.join(u' ');
        return;
    }
    if (allPaired)
        pool(report, used, request);
    else
        combine(report, used, request);
}

} // namespace lanebook::ComparisonSteps
