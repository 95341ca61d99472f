#include "models/gates/rungates.h"

namespace lanebook {

std::vector<GateResult> runGates(const Run &run, const RunGateContext &context)
{
    return {checkLedgerBound(run, context),
            checkOutputLength(run),
            checkFreshResponse(run, context),
            checkThermalClocks(run, context),
            checkQualityCanaries(run, context),
            checkContextReported(run),
            checkErrors(run),
            checkSteadyState(run)};
}

} // namespace lanebook
