#pragma once

#include "models/comparison/comparisonreport.h"

#include <QString>

namespace lanebook::cli {

// A comparison for the terminal, in the shape of a findings table: a row per
// workload point (point | control | candidate | delta | CI | p | verdict), the overall line,
// then how runs were paired, the noise floor, the gates with their reasons, the config diff
// and the notes.
QString comparisonText(const ComparisonReport &report);

} // namespace lanebook::cli
