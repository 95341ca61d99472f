// steady_state: whether a serving run's numbers come from a load that held (its steady window,
// models/frontier/steadystate.h), not from its ramp-up and drain, nor from a load that was
// still rising or falling.
#include "models/gates/rungates.h"

#include "models/frontier/steadystate.h"
#include "models/gates/gatestr.h"
#include "models/run/runextrakeys.h"

#include <cmath>

namespace lanebook {

namespace {

// A run imported without its requests, whose tool found the steady window itself (AIPerf's
// steady-state export): judged by the share of requests inside it and the tool's own
// stationarity test.
std::optional<GateResult> checkToolSteadyWindow(const Run &run)
{
    constexpr GateId gate = GateId::SteadyState;
    const auto window = run.extra.find(kToolSteadyWindowKey);
    if (window == run.extra.end() || !window->is_object())
        return std::nullopt;
    const double requests = window->value("requests", 0.0);
    const double steady = window->value("steady_requests", 0.0);
    if (!(requests > 0.0) || steady < 0.0 || steady > requests)
        return std::nullopt;
    const auto named = window->find("tool");
    const QString tool = named != window->end() && named->is_string()
                             ? QString::fromStdString(named->get<std::string>())
                             : GatesTr::tr("The benchmark tool");
    const double sharePercent = 100.0 * steady / requests;
    std::vector<GateEvidence> evidence{{QStringLiteral("steady_requests"), steady},
                                       {QStringLiteral("requests"), requests},
                                       {QStringLiteral("steady_window_pct"), sharePercent}};
    if (steady / requests < SteadyState::kMinimumShare)
        return gateWarn(gate,
                        GatesTr::tr("%1's steady window holds %2 of the %3 requests (%4%); "
                                    "ramp-up and drain make up the rest, so the run's averages "
                                    "describe them as much as the load.")
                            .arg(tool)
                            .arg(steady, 0, 'f', 0)
                            .arg(requests, 0, 'f', 0)
                            .arg(sharePercent, 0, 'f', 0),
                        std::move(evidence));
    if (window->value("stationarity_warning", false))
        return gateWarn(gate,
                        GatesTr::tr("%1's own test found a trend inside its steady window: the "
                                    "run was not at steady state.")
                            .arg(tool),
                        std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("%1's steady window holds %2 of the %3 requests (%4%) and its "
                                "stationarity test found no trend.")
                        .arg(tool)
                        .arg(steady, 0, 'f', 0)
                        .arg(requests, 0, 'f', 0)
                        .arg(sharePercent, 0, 'f', 0),
                    std::move(evidence));
}

} // namespace

GateResult checkSteadyState(const Run &run)
{
    constexpr GateId gate = GateId::SteadyState;
    if (run.samples.empty()) {
        if (std::optional<GateResult> judged = checkToolSteadyWindow(run))
            return std::move(*judged);
    }
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
