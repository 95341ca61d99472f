// steady_state: whether a serving run's numbers come from a load that held (its steady window,
// models/frontier/steadystate.h), not from its ramp-up and drain, nor from a load that was
// still rising or falling.
#include "models/gates/rungates.h"

#include "models/frontier/steadystate.h"
#include "models/gates/gatestr.h"

#include <cmath>

namespace lanebook {

GateResult checkSteadyState(const Run &run)
{
    constexpr GateId gate = GateId::SteadyState;
    if (run.samples.empty())
        return gateDoesNotApply(gate, GatesTr::tr("The run keeps no per-request samples, so "
                                                  "its load's shape over time is unknown."));
    const std::optional<SteadyWindow> window = SteadyState::find(run.samples);
    if (!window)
        return gateDoesNotApply(gate, GatesTr::tr("The run's requests do not record when each "
                                                  "was sent, so the steady window cannot be "
                                                  "found."));
    const double sharePercent = 100.0 * window->share();
    const double trendPercent = 100.0 * SteadyState::trend(*window);
    std::vector<GateEvidence> evidence{
        {QStringLiteral("steady_window_s"), window->lengthS()},
        {QStringLiteral("steady_window_pct"), sharePercent},
        {QStringLiteral("first_third_tok_per_s"), window->firstThirdTokPerS},
        {QStringLiteral("last_third_tok_per_s"), window->lastThirdTokPerS},
        {QStringLiteral("trend_pct"), trendPercent}};
    // First: a load past the server's capacity also shortens the window, and is the cause.
    if (const auto growth = SteadyState::queueGrowth(run.samples, *window);
        growth && SteadyState::saturated(*growth)) {
        evidence.push_back({QStringLiteral("sent_in_window"), double(growth->sent)});
        evidence.push_back({QStringLiteral("ended_in_window"), double(growth->ended)});
        evidence.push_back(
            {QStringLiteral("in_flight_at_window_end"), double(growth->inFlightAtEnd)});
        return gateWarn(gate,
                        GatesTr::tr("Requests piled up: %1 were in flight when the steady window "
                                    "opened and %2 when it closed; %3 were sent in it and only "
                                    "%4 finished. They arrived faster than the server finished "
                                    "them, so the run's figures describe a growing queue, not a "
                                    "steady state.")
                            .arg(growth->inFlightAtStart)
                            .arg(growth->inFlightAtEnd)
                            .arg(growth->sent)
                            .arg(growth->ended),
                        std::move(evidence));
    }
    if (window->share() < SteadyState::kMinimumShare)
        return gateWarn(gate,
                        GatesTr::tr("The steady window (%1 in flight) is %2% of the run; "
                                    "ramp-up and drain make up the rest, so the run's averages "
                                    "describe them as much as the load. Send more requests "
                                    "than the concurrency, several times over.")
                            .arg(window->typicalInFlight)
                            .arg(sharePercent, 0, 'f', 0),
                        std::move(evidence));
    if (SteadyState::trendIsReal(*window)) {
        const QString reason =
            trendPercent > 0.0
                ? GatesTr::tr("Throughput kept rising through the steady window (%1 tok/s in its "
                              "first third, %2 in its last): the run was not at steady state.")
                : GatesTr::tr("Throughput kept falling through the steady window (%1 tok/s in "
                              "its first third, %2 in its last): the run was not at steady "
                              "state.");
        return gateWarn(gate,
                        reason.arg(window->firstThirdTokPerS, 0, 'f', 0)
                            .arg(window->lastThirdTokPerS, 0, 'f', 0),
                        std::move(evidence));
    }
    return gatePass(gate,
                    GatesTr::tr("The steady window (%1 in flight) is %2% of the run and its "
                                "throughput held (%3% between its first and last thirds).")
                        .arg(window->typicalInFlight)
                        .arg(sharePercent, 0, 'f', 0)
                        .arg(trendPercent, 0, 'f', 0),
                    std::move(evidence));
}

} // namespace lanebook
