#pragma once

#include "backends/loadgen/loadgenerator.h"

#include <cmath>

namespace lanebook::test {

// One load to its end on this thread.
inline Run run(const LoadSpec &spec)
{
    LoadControl control;
    return runLoad(spec, control);
}

// A metric of the run; NaN when the run has none (so a comparison with it fails).
inline double metric(const Run &run, const char *name)
{
    return run.metricValue(QString::fromLatin1(name)).value_or(std::nan(""));
}

// Failed requests of one kind ("unreachable", "http_5xx", ...).
inline int errorsOfKind(const Run &run, const char *kind)
{
    return run.extra["errors_by_kind"].value(kind, 0);
}

} // namespace lanebook::test
