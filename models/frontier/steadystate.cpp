#include "models/frontier/steadystate.h"

#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <utility>

namespace lanebook::SteadyState {

namespace {

struct Interval
{
    double sendS = 0.0;
    double endS = 0.0;
    bool succeeded = false;
    int outputTokens = 0;
};

// Sends (+1) and ends (-1) in time order; at one instant ends first, so that a stream handed to
// its next request is not counted twice.
using Events = std::vector<std::pair<double, int>>;

Events inFlightEvents(const std::vector<Interval> &requests)
{
    Events events;
    events.reserve(requests.size() * 2);
    for (const Interval &r : requests) {
        events.emplace_back(r.sendS, +1);
        events.emplace_back(r.endS, -1);
    }
    std::sort(events.begin(), events.end());
    return events;
}

// The time-weighted median of the in-flight count over [from, to].
int typicalInFlight(const Events &events, double from, double to)
{
    std::map<int, double> secondsAtLevel;
    int level = 0;
    double last = from;
    for (const auto &[t, step] : events) {
        const double clipped = std::clamp(t, from, to);
        if (clipped > last)
            secondsAtLevel[level] += clipped - last;
        last = std::max(last, clipped);
        level += step;
    }
    double total = 0.0;
    for (const auto &[l, seconds] : secondsAtLevel)
        total += seconds;
    double seen = 0.0;
    for (const auto &[l, seconds] : secondsAtLevel) {
        seen += seconds;
        if (seen >= total / 2.0)
            return l;
    }
    return level; // no time passed between the first and the last send
}

// The first time the in-flight count reaches `target` (it always does: the typical level is
// one the count held).
double firstReach(const Events &events, int target)
{
    int level = 0;
    for (const auto &[t, step] : events) {
        level += step;
        if (level >= target)
            return t;
    }
    return events.back().first;
}

} // namespace

std::optional<SteadyWindow> find(const std::vector<RequestSample> &samples)
{
    std::vector<Interval> requests;
    requests.reserve(samples.size());
    for (const RequestSample &s : samples) {
        // A failed request may end without a recorded latency: it left the load then, and
        // its send still counts. A request without a send time leaves the load's shape unknown.
        if (!s.sendTimeS)
            return std::nullopt;
        if (!s.e2elMs) {
            if (!s.error.isEmpty())
                continue;
            return std::nullopt;
        }
        requests.push_back({*s.sendTimeS, *s.sendTimeS + *s.e2elMs / 1000.0, s.error.isEmpty(),
                            s.outputTokens.value_or(0)});
    }
    if (requests.empty())
        return std::nullopt;
    SteadyWindow window;
    window.runStartS = std::numeric_limits<double>::infinity();
    window.runEndS = -std::numeric_limits<double>::infinity();
    double lastSendS = -std::numeric_limits<double>::infinity();
    for (const Interval &r : requests) {
        window.runStartS = std::min(window.runStartS, r.sendS);
        window.runEndS = std::max(window.runEndS, r.endS);
        lastSendS = std::max(lastSendS, r.sendS);
    }
    const Events events = inFlightEvents(requests);
    window.typicalInFlight = std::max(1, typicalInFlight(events, window.runStartS, lastSendS));
    window.startS = firstReach(events, window.typicalInFlight);
    window.endS = lastSendS;
    // Every request sent at once (a closed loop at least as wide as the requests): no window.
    if (!(window.lengthS() > 0.0)) {
        window.startS = window.endS;
        return window;
    }
    const double third = window.lengthS() / 3.0;
    double tokens = 0.0;
    double firstTokens = 0.0;
    double lastTokens = 0.0;
    for (const Interval &r : requests) {
        if (!r.succeeded || r.endS < window.startS || r.endS > window.endS)
            continue;
        ++window.completedInWindow;
        tokens += r.outputTokens;
        if (r.endS < window.startS + third) {
            ++window.firstThirdCompleted;
            firstTokens += r.outputTokens;
        } else if (r.endS >= window.endS - third) {
            ++window.lastThirdCompleted;
            lastTokens += r.outputTokens;
        }
    }
    window.outputTokPerS = tokens / window.lengthS();
    window.requestsPerS = window.completedInWindow / window.lengthS();
    window.firstThirdTokPerS = firstTokens / third;
    window.lastThirdTokPerS = lastTokens / third;
    return window;
}

double trend(const SteadyWindow &window)
{
    const double mean = (window.firstThirdTokPerS + window.lastThirdTokPerS) / 2.0;
    return mean > 0.0 ? (window.lastThirdTokPerS - window.firstThirdTokPerS) / mean : 0.0;
}

bool trendIsReal(const SteadyWindow &window)
{
    if (std::abs(trend(window)) <= kMaximumTrend)
        return false;
    // The completion counts of the two thirds as Poisson counts: a difference within three
    // standard deviations of their sum is what chance alone gives a flat load.
    const double difference =
        std::abs(double(window.lastThirdCompleted) - double(window.firstThirdCompleted));
    const double noise =
        3.0 * std::sqrt(double(window.lastThirdCompleted + window.firstThirdCompleted));
    return difference > noise;
}

std::optional<QueueGrowth> queueGrowth(const std::vector<RequestSample> &samples,
                                       const SteadyWindow &window)
{
    if (!(window.lengthS() > 0.0))
        return std::nullopt;
    std::vector<std::pair<double, double>> requests; // send, end
    std::vector<double> latenciesS;
    for (const RequestSample &s : samples) {
        if (!s.sendTimeS || !s.e2elMs) // a failure without an end left the load (find())
            continue;
        requests.emplace_back(*s.sendTimeS, *s.sendTimeS + *s.e2elMs / 1000.0);
        latenciesS.push_back(*s.e2elMs / 1000.0);
    }
    if (requests.empty())
        return std::nullopt;
    // Counted from one typical latency after the first send at the earliest: until then even a
    // server that keeps up has finished nothing it was sent, and the count would only be the
    // rest of the ramp (a slow server under a short open loop).
    const double fromS = std::max(window.startS, window.runStartS + stats::medianOf(latenciesS));
    if (!(window.endS > fromS))
        return std::nullopt;
    QueueGrowth growth;
    for (const auto &[sendS, endS] : requests) {
        growth.sent += sendS > fromS && sendS <= window.endS;
        growth.ended += endS > fromS && endS <= window.endS;
        growth.inFlightAtStart += sendS <= fromS && endS > fromS;
        growth.inFlightAtEnd += sendS <= window.endS && endS > window.endS;
    }
    if (growth.sent < kMinimumQueueRequests)
        return std::nullopt;
    return growth;
}

bool saturated(const QueueGrowth &growth)
{
    const double noise = 3.0 * std::sqrt(double(growth.sent + growth.ended));
    return growth.growth() >= kSaturationShare * growth.sent && growth.growth() > noise;
}

bool addTo(Run &run)
{
    const std::optional<SteadyWindow> window = find(run.samples);
    if (!window || !(window->lengthS() > 0.0))
        return false;
    run.setMetric(QStringLiteral("output_tok_per_s_steady"), window->outputTokPerS);
    run.setMetric(QStringLiteral("requests_per_s_steady"), window->requestsPerS);
    run.extra["steady_state"] = {{"start_s", window->startS},
                                 {"end_s", window->endS},
                                 {"run_start_s", window->runStartS},
                                 {"run_end_s", window->runEndS},
                                 {"share", window->share()},
                                 {"typical_in_flight", window->typicalInFlight},
                                 {"completed", window->completedInWindow},
                                 {"first_third_tok_per_s", window->firstThirdTokPerS},
                                 {"last_third_tok_per_s", window->lastThirdTokPerS}};
    if (const std::optional<QueueGrowth> growth = queueGrowth(run.samples, *window))
        run.extra["steady_state"]["queue"] = {{"sent", growth->sent},
                                              {"ended", growth->ended},
                                              {"in_flight_at_start", growth->inFlightAtStart},
                                              {"in_flight_at_end", growth->inFlightAtEnd},
                                              {"saturated", saturated(*growth)}};
    return true;
}

} // namespace lanebook::SteadyState
