#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// The search for the highest load (concurrency, or a request rate) at which a server keeps its
// SLO: attainment at or above a target. It only says which load to try next; each probe is a
// real run its caller makes and judges. Bracketing first (doubling up from the start while
// probes meet the target, halving down while they miss), then bisecting the bracket in log
// space (each probe halves the ratio's logarithm) until the highest load met and the lowest
// missed are within the resolution of each other ((missed - met) / missed). For concurrency,
// loads are whole numbers and a bracket of neighbours (N met, N + 1 missed) is converged
// whatever the resolution.
class MaxLoadSearch
{
public:
    struct Options
    {
        double startLoad = 8.0;
        double targetAttainmentPct = 99.0;
        double resolution = 0.05; // the bracket's (hi - lo) / hi at the end
        int maxProbes = 8;
        bool wholeNumbers = true; // concurrency
        double minLoad = 1.0;
        double maxLoad = 65536.0;
    };

    struct Probe
    {
        double load = 0.0;
        double attainmentPct = 0.0;
        bool met = false;
    };

    enum class End { Running, Converged, ProbeBudget, BelowMinimum, AboveMaximum };

    explicit MaxLoadSearch(const Options &options);

    // The load to probe next; nullopt once the search has ended.
    std::optional<double> nextLoad() const;
    // The attainment the probe at `load` (the last nextLoad()) measured.
    void record(double load, double attainmentPct);

    End end() const { return m_end; }
    // The highest load that met the target; nullopt when none did.
    std::optional<double> highestMet() const { return m_met; }
    // The lowest load that missed it; nullopt when none did.
    std::optional<double> lowestMissed() const { return m_missed; }
    const std::vector<Probe> &probes() const { return m_probes; }
    const Options &options() const { return m_options; }
    // "converged", "probe_budget", "below_minimum", "above_maximum" (stored; not translated).
    static QString endId(End end);

private:
    double clamp(double load) const;
    void decideEnd();

    Options m_options;
    std::vector<Probe> m_probes;
    std::optional<double> m_met;
    std::optional<double> m_missed;
    std::optional<double> m_next;
    End m_end = End::Running;
};

} // namespace lanebook
