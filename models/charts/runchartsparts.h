#pragma once

#include "models/charts/chartdata.h"
#include "models/charts/chartoptions.h"
#include "models/charts/chartpoints.h"
#include "models/charts/chartrun.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

// What the run chart builders share (runcharts.cpp, runcharts_bits.cpp); not an interface for
// anyone else.
namespace lanebook::RunCharts::Parts {

using RepeatsByX = std::map<double, std::vector<ChartPoints::Repeat>>;

// A run the chart counts: not failed, of the model chosen, valid unless invalid runs are asked
// for.
bool isCounted(const ChartRun &run, const ChartOptions &options);
// Left out only for being judged invalid: the chart says how many.
bool isLeftOutAsInvalid(const ChartRun &run, const ChartOptions &options);
bool isFinite(std::optional<double> value);

// "2 runs without a concurrency or output_tok_per_s left out." Empty for none.
QString leftOutNote(int leftOut, const QString &what);
// "3 runs judged invalid left out: tick Include invalid runs to see them." Empty for none.
QString invalidNote(int invalid);

// One series per name, its repeats folded into one point per x (ChartPoints::aggregate), in
// numeric collation order ("Q2_K" before "Q10"). Not yet decimated.
std::vector<ChartSeries> seriesFrom(const std::map<QString, RepeatsByX> &grouped,
                                    ErrorBars errorBars);
void decimate(ChartData &data, int plotWidthPx);

ChartData buildBits(const std::vector<ChartRun> &runs, const ChartOptions &options);

} // namespace lanebook::RunCharts::Parts
