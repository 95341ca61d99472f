#pragma once

#include "models/comparison/comparisonreport.h"

#include <QString>

#include <optional>

namespace lanebook::cli {

// A comparison for the terminal, in the shape of a findings table: a row per
// workload point (point | control | candidate | delta | CI | p | verdict), the overall line,
// then how runs were paired, the noise floor, the gates with their reasons, the config diff
// and the notes.
QString comparisonText(const ComparisonReport &report);

// A value in the metric's own precision (rates at three significant digits, ms with one
// decimal), so that `compare` and `check` read like `bench` and `show`; a dash when missing.
QString metricValueText(const std::optional<double> &value, const QString &metricName);

} // namespace lanebook::cli
