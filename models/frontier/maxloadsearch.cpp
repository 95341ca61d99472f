#include "models/frontier/maxloadsearch.h"

#include <algorithm>
#include <cmath>

namespace lanebook {

MaxLoadSearch::MaxLoadSearch(const Options &options)
    : m_options(options)
{
    m_next = clamp(options.startLoad);
}

double MaxLoadSearch::clamp(double load) const
{
    load = std::clamp(load, m_options.minLoad, m_options.maxLoad);
    return m_options.wholeNumbers ? std::max(1.0, std::round(load)) : load;
}

std::optional<double> MaxLoadSearch::nextLoad() const
{
    return m_end == End::Running ? m_next : std::nullopt;
}

void MaxLoadSearch::record(double load, double attainmentPct)
{
    const bool met = attainmentPct >= m_options.targetAttainmentPct;
    m_probes.push_back({load, attainmentPct, met});
    if (met)
        m_met = std::max(m_met.value_or(load), load);
    else
        m_missed = std::min(m_missed.value_or(load), load);
    decideEnd();
}

void MaxLoadSearch::decideEnd()
{
    const bool whole = m_options.wholeNumbers;
    if (m_met && m_missed) {
        // A noisy server can meet at a load above one it missed: the bracket is the lowest
        // miss and the highest met load below it.
        double lo = 0.0;
        bool haveLo = false;
        for (const Probe &probe : m_probes) {
            if (probe.met && probe.load < *m_missed) {
                lo = haveLo ? std::max(lo, probe.load) : probe.load;
                haveLo = true;
            }
        }
        if (!haveLo) {
            // Every met load lies above the lowest miss: trust the miss, search below it.
            m_met.reset();
        } else {
            m_met = lo;
            const double hi = *m_missed;
            // The answer (lo) is within the resolution of any load the bracket still allows.
            const bool converged =
                (hi - lo) / hi <= m_options.resolution || (whole && hi - lo <= 1.0);
            if (converged) {
                m_end = End::Converged;
                return;
            }
            double mid = std::sqrt(lo * hi);
            if (whole) {
                mid = std::round(mid);
                if (mid <= lo)
                    mid = lo + 1.0;
                if (mid >= hi)
                    mid = hi - 1.0;
            }
            m_next = mid;
        }
    }
    if (!(m_met && m_missed)) {
        if (m_missed && !m_met) {
            const double down = clamp(*m_missed / 2.0);
            if (*m_missed <= m_options.minLoad || down >= *m_missed) {
                m_end = End::BelowMinimum;
                return;
            }
            m_next = down;
        } else if (m_met) {
            const double up = clamp(*m_met * 2.0);
            if (*m_met >= m_options.maxLoad || up <= *m_met) {
                m_end = End::AboveMaximum;
                return;
            }
            m_next = up;
        }
    }
    if (int(m_probes.size()) >= m_options.maxProbes)
        m_end = End::ProbeBudget;
}

QString MaxLoadSearch::endId(End end)
{
    switch (end) {
    case End::Running:
        return QStringLiteral("running");
    case End::Converged:
        return QStringLiteral("converged");
    case End::ProbeBudget:
        return QStringLiteral("probe_budget");
    case End::BelowMinimum:
        return QStringLiteral("below_minimum");
    case End::AboveMaximum:
        return QStringLiteral("above_maximum");
    }
    return {};
}

} // namespace lanebook
