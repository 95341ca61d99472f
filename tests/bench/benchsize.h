#pragma once

// The benchmarks' two sizes. By default each runs at its full size (what its figures and
// targets were measured at); with LANEBOOK_BENCH_SMOKE=1 at a small one that takes seconds,
// not minutes, so that CI can run every benchmark. Each benchmark states its target as a ratio
// to a reference measured in the same run, and says beside its smoke size why that ratio still
// means the same there.
#include <QtGlobal>

#include <algorithm>
#include <vector>

namespace lanebook::test {

inline bool benchSmoke()
{
    return qEnvironmentVariableIntValue("LANEBOOK_BENCH_SMOKE") == 1;
}

template <typename T> T benchSize(T full, T smoke)
{
    return benchSmoke() ? smoke : full;
}

// The median of repeated timings (the upper one of an even count): what every benchmark
// compares, so one slow repeat on a busy machine does not decide.
inline double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace lanebook::test
