#include "models/statistics/unpairedcomparison.h"

#include "models/statistics/logratios.h"
#include "models/statistics/mannwhitney.h"
#include "models/statistics/statisticstr.h"
#include "models/statistics/welch.h"

namespace lanebook::stats {

UnpairedComparison compareUnpaired(const std::vector<double> &control,
                                   const std::vector<double> &candidate,
                                   const ComparisonOptions &options)
{
    UnpairedComparison comparison;
    comparison.label = StatisticsTr::tr("not drift-controlled");
    comparison.thresholdPercent = decisionThresholdPercent(options.noiseFloorPercent);
    comparison.controlRuns = static_cast<int>(control.size());
    comparison.candidateRuns = static_cast<int>(candidate.size());

    const LogValues controlLogs =
        armLogs(control, StatisticsTr::tr("control arm"), options.metricName);
    if (!controlLogs.ok()) {
        comparison.message = controlLogs.error;
        return comparison;
    }
    const LogValues candidateLogs =
        armLogs(candidate, StatisticsTr::tr("candidate arm"), options.metricName);
    if (!candidateLogs.ok()) {
        comparison.message = candidateLogs.error;
        return comparison;
    }
    if (const std::optional<MannWhitneyTest> test =
            mannWhitneyU(controlLogs.values, candidateLogs.values)) {
        comparison.mannWhitneyPValue = test->pValue;
        comparison.mannWhitneyExact = test->exact;
    }
    if (control.size() < 2 || candidate.size() < 2) {
        comparison.message =
            StatisticsTr::tr("The control arm has %1 and the candidate %2: an unpaired "
                             "interval needs at least two runs on each side (three or more to "
                             "be useful). Add repeats of the arm with one run.")
                .arg(StatisticsTr::tr("%n run(s)", nullptr, static_cast<int>(control.size())),
                     StatisticsTr::tr("%n run(s)", nullptr, static_cast<int>(candidate.size())));
        return comparison;
    }
    const std::optional<WelchTest> welch =
        welchTTest(controlLogs.values, candidateLogs.values, options.confidence);
    if (!welch) {
        comparison.message = StatisticsTr::tr("Every run of both arms gave exactly the same "
                                              "value, so there is no spread to build an "
                                              "interval from. Check that %1 was really "
                                              "measured, not copied from a setting.")
                                 .arg(metricLabel(options.metricName));
        return comparison;
    }
    comparison.logDelta = welch->meanDifference;
    comparison.logCiLow = welch->ciLow;
    comparison.logCiHigh = welch->ciHigh;
    comparison.deltaPercent = logRatioToPercent(welch->meanDifference);
    comparison.ciLowPercent = logRatioToPercent(welch->ciLow);
    comparison.ciHighPercent = logRatioToPercent(welch->ciHigh);
    comparison.welchPValue = welch->pValue;
    comparison.welchDegreesOfFreedom = welch->degreesOfFreedom;
    comparison.verdict =
        decide(welch->ciLow, welch->ciHigh, comparison.thresholdPercent, options.direction);
    return comparison;
}

} // namespace lanebook::stats
