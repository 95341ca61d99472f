#pragma once

#include "models/run/run.h"

#include <optional>
#include <vector>

namespace lanebook {

// The part of a serving run where the load was what was asked for, found from its requests'
// send and end times (as AIPerf's ramp detection and SGLang's steady-state option do):
//   - ramp-up ends when the requests in flight first reach their typical level (the
//     time-weighted median of the in-flight count from the first send to the last send; a
//     closed loop of C streams reaches C at its C-th send);
//   - drain starts at the last send: from there the load only empties.
// Over that window: the requests that completed in it, their output tokens per second, and
// the same in the window's first and last thirds (the trend).
struct SteadyWindow
{
    double runStartS = 0.0; // first send
    double runEndS = 0.0;   // last end
    double startS = 0.0;
    double endS = 0.0;
    int completedInWindow = 0;
    double outputTokPerS = 0.0;
    double requestsPerS = 0.0;
    // Completions (and their tokens) in the first and last third of the window.
    int firstThirdCompleted = 0;
    int lastThirdCompleted = 0;
    double firstThirdTokPerS = 0.0;
    double lastThirdTokPerS = 0.0;
    int typicalInFlight = 0;

    double lengthS() const { return endS - startS; }
    double runLengthS() const { return runEndS - runStartS; }
    // The window's share of the run, 0..1.
    double share() const { return runLengthS() > 0.0 ? lengthS() / runLengthS() : 0.0; }
};

namespace SteadyState {

// The window, or nullopt when the samples do not say when each request was sent and how long
// a successful one took (an imported run without send times), or hold no request. A failed
// request without an end is left out. When every request was sent at once the window is
// empty (length 0, share 0): the run is all ramp-up and drain.
std::optional<SteadyWindow> find(const std::vector<RequestSample> &samples);

// The window is shorter than this share of the run: ramp-up and drain dominate.
inline constexpr double kMinimumShare = 0.5;
// Throughput changed by more than this fraction of its mean between the window's first and
// last thirds, and by more than Poisson noise on the counts allows (three standard deviations):
// the run was not at steady state.
inline constexpr double kMaximumTrend = 0.2;

// The trend between the thirds as a fraction of their mean (+ rising, - falling).
double trend(const SteadyWindow &window);
// Whether that trend is beyond both kMaximumTrend and the counts' noise.
bool trendIsReal(const SteadyWindow &window);

// Whether requests piled up through the window: they arrived faster than the server finished
// them (an open loop past its capacity), so the requests in flight kept growing, whatever the
// server does with them (queue them before prefill, or serve them all ever slower). A load that
// merely rises does not count: its server keeps up, and what it starts it finishes. Counted
// over the window, from one median latency after the first send at the earliest (before that
// even a server that keeps up has finished nothing): requests sent, requests that ended, and
// the requests in flight at the count's start and at the window's end (the growth is sent -
// ended). nullopt with fewer than kMinimumQueueRequests sent in that span.
struct QueueGrowth
{
    int sent = 0;
    int ended = 0;
    int inFlightAtStart = 0;
    int inFlightAtEnd = 0;

    int growth() const { return inFlightAtEnd - inFlightAtStart; }
};

inline constexpr int kMinimumQueueRequests = 12;
// Saturated: at least this share of the window's requests were still waiting at its end ...
inline constexpr double kSaturationShare = 0.2;
// ... and the growth is beyond what chance gives counts that match (three standard deviations
// of the two counts as Poisson counts).

std::optional<QueueGrowth> queueGrowth(const std::vector<RequestSample> &samples,
                                       const SteadyWindow &window);
bool saturated(const QueueGrowth &growth);

// output_tok_per_s_steady and requests_per_s_steady, and extra.steady_state with the window
// (and its "queue": QueueGrowth and whether the load saturated the server);
// false (the run unchanged) without a window or with an empty one.
bool addTo(Run &run);

} // namespace SteadyState

} // namespace lanebook
