#include "models/frontier/steadystate.h"

#include <algorithm>
#include <cmath>
#include <limits>
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

// The time-weighted median of the in-flight count over [from, to].
int typicalInFlight(const std::vector<Interval> &requests, double from, double to)
{
    std::vector<std::pair<double, int>> events; // time, +1 send / -1 end
    events.reserve(requests.size() * 2);
    for (const Interval &r : requests) {
        events.emplace_back(r.sendS, +1);
        events.emplace_back(r.endS, -1);
    }
    // Ends before sends at the same instant: a stream handed to the next request is not two.
    std::sort(events.begin(), events.end());
    std::vector<std::pair<int, double>> timeAtLevel; // level, seconds
    int level = 0;
    double last = from;
    for (const auto &[t, step] : events) {
        const double clipped = std::clamp(t, from, to);
        if (clipped > last)
            timeAtLevel.emplace_back(level, clipped - last);
        last = std::max(last, clipped);
        level += step;
    }
    if (to > last)
        timeAtLevel.emplace_back(level, to - last);
    double total = 0.0;
    for (const auto &[l, s] : timeAtLevel)
        total += s;
    if (total <= 0.0)
        return level;
    std::sort(timeAtLevel.begin(), timeAtLevel.end());
    double seen = 0.0;
    for (const auto &[l, s] : timeAtLevel) {
        seen += s;
        if (seen >= total / 2.0)
            return l;
    }
    return timeAtLevel.back().first;
}

// The first time the in-flight count reaches `target`.
double firstReach(const std::vector<Interval> &requests, int target)
{
    std::vector<std::pair<double, int>> events;
    events.reserve(requests.size() * 2);
    for (const Interval &r : requests) {
        events.emplace_back(r.sendS, +1);
        events.emplace_back(r.endS, -1);
    }
    std::sort(events.begin(), events.end());
    int level = 0;
    for (const auto &[t, step] : events) {
        level += step;
        if (level >= target)
            return t;
    }
    return events.empty() ? 0.0 : events.front().first;
}

} // namespace

std::optional<SteadyWindow> find(const std::vector<RequestSample> &samples)
{
    std::vector<Interval> requests;
    requests.reserve(samples.size());
    for (const RequestSample &s : samples) {
        if (!s.sendTimeS || !s.e2elMs)
            return std::nullopt; // one request without times: the load's shape is unknown
        requests.push_back({*s.sendTimeS, *s.sendTimeS + *s.e2elMs / 1000.0, s.error.isEmpty(),
                            s.outputTokens.value_or(0)});
    }
    if (requests.size() < 2)
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
    window.typicalInFlight = std::max(1, typicalInFlight(requests, window.runStartS, lastSendS));
    window.startS = std::min(firstReach(requests, window.typicalInFlight), lastSendS);
    window.endS = lastSendS;
    if (!(window.lengthS() > 0.0))
        return std::nullopt;
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

bool addTo(Run &run)
{
    const std::optional<SteadyWindow> window = find(run.samples);
    if (!window)
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
    return true;
}

} // namespace lanebook::SteadyState
