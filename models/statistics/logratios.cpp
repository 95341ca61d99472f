#include "models/statistics/logratios.h"

#include "models/statistics/statisticstr.h"

#include <cmath>

namespace lanebook::stats {

namespace {

bool usableForLog(double value)
{
    return std::isfinite(value) && value > 0.0;
}

QString valueText(double value)
{
    if (std::isnan(value))
        return StatisticsTr::tr("missing");
    return QString::number(value, 'g', 6);
}

} // namespace

QString metricLabel(const QString &metricName)
{
    return metricName.isEmpty() ? StatisticsTr::tr("this metric") : metricName;
}

LogValues pairedLogRatios(const std::vector<double> &control, const std::vector<double> &candidate,
                          const QString &metricName)
{
    LogValues result;
    const QString metric = metricLabel(metricName);
    if (control.empty() && candidate.empty()) {
        result.error = StatisticsTr::tr("Neither arm has a value for %1: the runs share no "
                                        "workload point with this metric. Run both arms at "
                                        "the same workload point, or pick a metric both report.")
                           .arg(metric);
        return result;
    }
    if (control.empty() || candidate.empty()) {
        result.error =
            StatisticsTr::tr("The %1 arm has no value for %2, so there is nothing to "
                             "compare against. Run it at this workload point, or pick "
                             "a metric both arms report.")
                .arg(control.empty() ? StatisticsTr::tr("control") : StatisticsTr::tr("candidate"),
                     metric);
        return result;
    }
    if (control.size() != candidate.size()) {
        result.error =
            StatisticsTr::tr("The control arm has %1 runs and the candidate %2: a paired "
                             "comparison needs one control run and one candidate run per repeat "
                             "slot. Pair the runs of the same interleaved wave, or compare "
                             "unpaired (not drift-controlled).")
                .arg(control.size())
                .arg(candidate.size());
        return result;
    }
    result.values.reserve(control.size());
    for (size_t i = 0; i < control.size(); ++i) {
        if (!usableForLog(control[i]) || !usableForLog(candidate[i])) {
            result.values.clear();
            result.error =
                StatisticsTr::tr("Pair %1 has a value that is missing, zero or negative "
                                 "(control %2, candidate %3). %4 is compared as a ratio on "
                                 "logs, so every value must be positive. Exclude the pair "
                                 "with a reason, or check how the metric was imported.")
                    .arg(i + 1)
                    .arg(valueText(control[i]), valueText(candidate[i]), metric);
            return result;
        }
        result.values.push_back(std::log(candidate[i] / control[i]));
    }
    return result;
}

LogValues armLogs(const std::vector<double> &values, const QString &armName,
                  const QString &metricName)
{
    LogValues result;
    const QString metric = metricLabel(metricName);
    if (values.empty()) {
        result.error = StatisticsTr::tr("The %1 has no value for %2. Run it at this workload "
                                        "point, or pick a metric it reports.")
                           .arg(armName, metric);
        return result;
    }
    result.values.reserve(values.size());
    for (size_t i = 0; i < values.size(); ++i) {
        if (!usableForLog(values[i])) {
            result.values.clear();
            result.error = StatisticsTr::tr("Run %1 of the %2 has %3 for %4; ratios are taken "
                                            "on logs, so every value must be positive. Exclude "
                                            "the run with a reason, or check the import.")
                               .arg(i + 1)
                               .arg(armName, valueText(values[i]), metric);
            return result;
        }
        result.values.push_back(std::log(values[i]));
    }
    return result;
}

} // namespace lanebook::stats
