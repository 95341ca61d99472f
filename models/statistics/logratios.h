#pragma once

#include <QString>

#include <vector>

namespace lanebook::stats {

// Checked log inputs: every relative comparison works on logs, so a zero, negative or
// missing value must stop the computation with a message that says what is missing and
// what would make the comparison possible, never turn into a number.
struct LogValues
{
    std::vector<double> values;
    QString error; // empty when values are usable

    bool ok() const { return error.isEmpty(); }
};

// log(candidate[i] / control[i]) for every pair; both sides must have the same number of
// runs and every value must be positive and finite.
LogValues pairedLogRatios(const std::vector<double> &control, const std::vector<double> &candidate,
                          const QString &metricName);

// log(value) for one arm; armName ("control", "candidate", "repeats") goes into the message.
LogValues armLogs(const std::vector<double> &values, const QString &armName,
                  const QString &metricName);

// The metric's name for messages: the given one, or "this metric".
QString metricLabel(const QString &metricName);

} // namespace lanebook::stats
