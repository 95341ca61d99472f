#pragma once

#include "models/frontier/maxloadsearch.h"
#include "models/statistics/pairedcomparison.h"
#include "models/waves/waveschedule.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// One arm's search in one repeat at one workload point.
struct ArmLoadSearch
{
    int armIndex = 0;
    QString arm;
    ArmRole role = ArmRole::Candidate;
    int repeat = 0;
    int pointIndex = 0;
    WavePoint start; // the plan's point: the search's first load and its context
    MaxLoadSearch search{MaxLoadSearch::Options{}};
    std::vector<int> probeSteps = {}; // the wave's step index of each probe, in order
    QString failure = {};             // a probe that could not run ends the search with no maximum

    // "converged", "probe_budget", "below_minimum", "above_maximum", "probe_failed",
    // "not_finished" (the wave stopped first).
    QString endId() const;
    // An end id in words, translated (the CLI's text and the monitor's log).
    static QString endText(const QString &endId);
    // The highest concurrency met, when the search converged on it; nullopt otherwise (a search
    // out of probes or past the allowed range has a bound, not a maximum).
    std::optional<int> maximum() const;
};

// The probes of a searching wave, decided round by round as it runs: each round one probe per
// arm whose search still runs, in the order policy's turn (interleaved, or side by side in one
// group), until every arm's search of this repeat and point has ended; then the next point,
// then the next repeat. Pure: the caller runs each round and records what each probe met.
class WaveSearchSchedule
{
public:
    explicit WaveSearchSchedule(const WavePlan &plan);

    // The next round's steps, numbered from firstIndex; empty once every search has ended.
    // Every step of the last round must have been recorded first.
    std::vector<WaveStep> nextRound(int firstIndex);
    // What a probe measured: its run's attainment, or nullopt with why it could not run (its
    // arm's search in this repeat ends there). A probe is a closed loop: its requests in flight
    // are its streams by construction, so a pile-up (SteadyState::saturated) cannot show in
    // it; a load past the server's capacity shows as the SLO missed, which is what the search
    // finds.
    void record(const WaveStep &step, std::optional<double> attainmentPct,
                const QString &failure = {});

    const std::vector<ArmLoadSearch> &searches() const { return m_searches; }

private:
    ArmLoadSearch *searchOf(const WaveStep &step);
    void openSearches();

    const WavePlan &m_plan;
    WaveServerStarts m_servers;
    std::vector<WavePoint> m_points;
    int m_repeat = 0;
    size_t m_point = 0;
    int m_slot = 0;
    std::vector<size_t> m_open; // indices into m_searches of this repeat and point
    std::vector<ArmLoadSearch> m_searches;
};

// The paired comparison of a candidate's maxima with the control's at one workload point:
// log(candidate max / control max) paired by repeat, over the repeats where both searches
// converged. Its decision band is the search's resolution (at least 1 %): two maxima each
// known only to within it are not told apart by less.
struct SearchComparison
{
    int pointIndex = 0;
    int contextTokens = 0;
    QString control;
    QString candidate;
    std::vector<int> repeats;
    int droppedRepeats = 0; // repeats where either search ended without a maximum
    std::vector<double> controlMaxima;
    std::vector<double> candidateMaxima;
    stats::PairedComparison paired;
};

std::vector<SearchComparison> compareSearchMaxima(const WavePlan &plan,
                                                  const std::vector<ArmLoadSearch> &searches);

// "max_load_search" of the wave's summary: the settings, every arm's search (probes, maximum,
// end) and the comparisons.
nlohmann::json waveSearchSummaryJson(const WavePlan &plan,
                                     const std::vector<ArmLoadSearch> &searches,
                                     const std::vector<SearchComparison> &comparisons);

} // namespace lanebook
