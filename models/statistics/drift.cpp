#include "models/statistics/drift.h"

#include "models/statistics/decision.h"
#include "models/statistics/statisticstr.h"
#include "models/statistics/trend.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace lanebook::stats {

namespace {

constexpr double kMsPerHour = 3600.0 * 1000.0;

} // namespace

ControlDrift controlArmDrift(const std::vector<long long> &timestampsMs,
                             const std::vector<double> &values, double thresholdPercent,
                             double confidence)
{
    ControlDrift drift;
    drift.runs = static_cast<int>(values.size());
    if (timestampsMs.size() != values.size()) {
        drift.message = StatisticsTr::tr("%1 timestamps for %2 control runs: every run needs "
                                         "its start time to check for drift.")
                            .arg(timestampsMs.size())
                            .arg(values.size());
        return drift;
    }
    if (drift.runs < kMinimumRunsForDrift) {
        drift.message = StatisticsTr::tr("%n control run(s): a drift check needs at least %1.",
                                         nullptr, drift.runs)
                            .arg(kMinimumRunsForDrift);
        return drift;
    }
    std::vector<double> hours;
    std::vector<double> logs;
    const long long first = *std::min_element(timestampsMs.begin(), timestampsMs.end());
    const long long last = *std::max_element(timestampsMs.begin(), timestampsMs.end());
    for (size_t i = 0; i < values.size(); ++i) {
        if (!(std::isfinite(values[i]) && values[i] > 0.0)) {
            drift.message = StatisticsTr::tr("Control run %1 has no positive value; drift is "
                                             "measured on logs. Exclude it with a reason.")
                                .arg(i + 1);
            return drift;
        }
        hours.push_back(static_cast<double>(timestampsMs[i] - first) / kMsPerHour);
        logs.push_back(std::log(values[i]));
    }
    drift.spanHours = static_cast<double>(last - first) / kMsPerHour;
    const std::optional<TheilSenFit> fit = theilSen(hours, logs, confidence);
    if (!fit) {
        drift.message = StatisticsTr::tr("All control runs share one start time, so there is "
                                         "no time axis to see drift on.");
        return drift;
    }
    if (const std::optional<SpearmanCorrelation> rank = spearman(hours, logs)) {
        drift.spearmanRho = rank->rho;
        drift.spearmanPValue = rank->pValue;
    }
    drift.slopePercentPerHour = logRatioToPercent(fit->slope);
    drift.slopeLowPercentPerHour = logRatioToPercent(fit->slopeLow);
    drift.slopeHighPercentPerHour = logRatioToPercent(fit->slopeHigh);
    drift.driftOverSpanPercent = logRatioToPercent(fit->slope * drift.spanHours);
    const bool significant = fit->slopeLow > 0.0 || fit->slopeHigh < 0.0;
    const double band = percentToLogRatio(std::max(0.0, thresholdPercent));
    drift.flagged = significant && std::fabs(fit->slope * drift.spanHours) > band;
    if (drift.flagged)
        drift.message = StatisticsTr::tr("The control arm drifted %1% over %2 h, more than the "
                                         "%3% threshold: thermal state or background load "
                                         "changed during the wave. Lock clocks, warm up, and "
                                         "interleave the arms.")
                            .arg(*drift.driftOverSpanPercent, 0, 'f', 1)
                            .arg(drift.spanHours, 0, 'g', 3)
                            .arg(thresholdPercent, 0, 'g', 3);
    return drift;
}

ArmOrder checkArmOrder(std::vector<ArmRun> runs)
{
    ArmOrder order;
    order.runs = static_cast<int>(runs.size());
    std::stable_sort(runs.begin(), runs.end(),
                     [](const ArmRun &a, const ArmRun &b) { return a.startedMs < b.startedMs; });
    std::set<QString> arms;
    for (const ArmRun &run : runs)
        arms.insert(run.arm);
    order.arms = static_cast<int>(arms.size());
    if (order.arms < 2) {
        order.message = StatisticsTr::tr("Only one arm ran; interleaving needs two or more.");
        return order;
    }
    int length = 0;
    for (size_t i = 0; i < runs.size(); ++i) {
        if (i == 0 || runs[i].arm != runs[i - 1].arm) {
            ++order.blocks;
            length = 0;
        }
        ++length;
        if (length > order.longestBlock) {
            order.longestBlock = length;
            order.longestBlockArm = runs[i].arm;
        }
    }
    // One run per arm (AB) is not a block; AAB already is.
    order.fullyBlocked = order.blocks == order.arms && order.longestBlock > 1;
    order.interleaved = !order.fullyBlocked && order.longestBlock <= kMaximumRunsInARow;
    if (order.fullyBlocked)
        order.message = StatisticsTr::tr("The arms ran one after the other (AAAA then BBBB), so "
                                         "anything that drifted over time is inside the "
                                         "difference. Interleave them: A, B, A, B.");
    else if (!order.interleaved)
        order.message = StatisticsTr::tr("Arm %1 ran %2 times in a row; stretches of one arm let "
                                         "drift masquerade as a difference. Interleave the arms "
                                         "(A, B, A, B or A, B, B, A).")
                            .arg(order.longestBlockArm)
                            .arg(order.longestBlock);
    return order;
}

} // namespace lanebook::stats
