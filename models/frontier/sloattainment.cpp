#include "models/frontier/sloattainment.h"

#include "models/frontier/frontiertr.h"
#include "models/run/runextrakeys.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

std::optional<double> SloAttainment::goodputRequestsPerS() const
{
    if (!windowS || *windowS <= 0.0)
        return std::nullopt;
    return met / *windowS;
}

std::optional<double> SloAttainment::goodputOutputTokPerS() const
{
    if (!windowS || *windowS <= 0.0)
        return std::nullopt;
    return goodOutputTokens / *windowS;
}

namespace SloJudge {

bool itlP99Meets(const std::vector<float> &gapsMs, double boundMs)
{
    const size_t n = gapsMs.size();
    if (n == 0)
        return true;
    // numpy's linear percentile of the sorted gaps x: x[lo] + f * (x[lo + 1] - x[lo]) with
    // lo + f = 0.99 (n - 1). Only the count above the bound, the largest gap at or below it and
    // the smallest above it decide that, so one pass does instead of a sort.
    size_t above = 0;
    double largestWithin = -std::numeric_limits<double>::infinity();
    double smallestAbove = std::numeric_limits<double>::infinity();
    for (const float gap : gapsMs) {
        const double value = gap;
        if (std::isnan(value) || value > boundMs) {
            ++above;
            if (!std::isnan(value))
                smallestAbove = std::min(smallestAbove, value);
        } else {
            largestWithin = std::max(largestWithin, value);
        }
    }
    if (above == 0)
        return true;
    const double position = 0.99 * double(n - 1);
    const auto lo = size_t(std::floor(position));
    const double fraction = position - double(lo);
    const size_t within = n - above; // x[0 .. within-1] are within the bound
    if (lo >= within)
        return false; // x[lo] itself is above
    if (lo + 1 < within || fraction == 0.0)
        return true; // x[lo] and x[lo + 1] are both within (or x[lo + 1] does not count)
    // x[lo] is the largest gap within, x[lo + 1] the smallest above.
    const double value = largestWithin + fraction * (smallestAbove - largestWithin);
    return value <= boundMs;
}

SloAttainment attainment(const std::vector<RequestSample> &samples, const Slo &slo,
                         std::optional<double> windowS)
{
    SloAttainment result;
    result.windowS = windowS;
    result.sent = int(samples.size());
    for (const RequestSample &sample : samples) {
        if (!sample.error.isEmpty()) {
            ++result.failed;
            continue;
        }
        bool judged = true;
        bool meets = true;
        if (slo.ttftMs) {
            if (!sample.ttftMs)
                judged = false;
            else if (!(*sample.ttftMs <= *slo.ttftMs)) {
                meets = false;
                ++result.missedTtft;
            }
        }
        if (slo.e2eMs) {
            if (!sample.e2elMs)
                judged = false;
            else if (!(*sample.e2elMs <= *slo.e2eMs)) {
                meets = false;
                ++result.missedE2e;
            }
        }
        if (slo.tpotMs) {
            if (!sample.outputTokens ||
                (*sample.outputTokens > 1 && (!sample.ttftMs || !sample.e2elMs))) {
                judged = false;
            } else if (*sample.outputTokens > 1) {
                const double tpotMs =
                    (*sample.e2elMs - *sample.ttftMs) / double(*sample.outputTokens - 1);
                if (!(tpotMs <= *slo.tpotMs)) {
                    meets = false;
                    ++result.missedTpot;
                }
            }
        }
        if (slo.itlMs) {
            // Gaps missing where the request had more than one token: the tool kept none.
            if (sample.itlMs.empty() && sample.outputTokens.value_or(2) > 1) {
                judged = false;
            } else if (!itlP99Meets(sample.itlMs, *slo.itlMs)) {
                meets = false;
                ++result.missedItl;
            }
        }
        if (!judged && meets) {
            ++result.unjudged;
            continue;
        }
        if (!meets)
            continue;
        ++result.met;
        result.goodOutputTokens += sample.outputTokens.value_or(0);
    }
    return result;
}

std::optional<double> measuredWindowS(const Run &run)
{
    if (const std::optional<double> duration = run.metricValue(QStringLiteral("duration_s"));
        duration && std::isfinite(*duration) && *duration > 0.0)
        return duration;
    double first = std::numeric_limits<double>::infinity();
    double last = -std::numeric_limits<double>::infinity();
    for (const RequestSample &sample : run.samples) {
        if (!sample.sendTimeS)
            return std::nullopt;
        first = std::min(first, *sample.sendTimeS);
        last = std::max(last, *sample.sendTimeS + sample.e2elMs.value_or(0.0) / 1000.0);
    }
    if (!(last > first))
        return std::nullopt;
    return last - first;
}

bool addTo(Run &run, const Slo &slo)
{
    if (run.samples.empty() || slo.isEmpty())
        return false;
    const SloAttainment counted = attainment(run.samples, slo, measuredWindowS(run));
    run.setMetric(QStringLiteral("slo_attainment_pct"), counted.attainmentPercent());
    // A recomputation under another SLO must not leave the old goodput behind.
    std::erase_if(run.metrics, [](const MetricValue &metric) {
        return metric.name == QLatin1String("goodput_req_per_s") ||
               metric.name == QLatin1String("goodput_tok_per_s");
    });
    if (const std::optional<double> perS = counted.goodputRequestsPerS())
        run.setMetric(QStringLiteral("goodput_req_per_s"), *perS);
    if (const std::optional<double> perS = counted.goodputOutputTokPerS())
        run.setMetric(QStringLiteral("goodput_tok_per_s"), *perS);
    nlohmann::json stored = {{"bounds", slo.toJson()},
                             {"sent", counted.sent},
                             {"met", counted.met},
                             {"failed", counted.failed},
                             {"unjudged", counted.unjudged},
                             {"missed",
                              {{"ttft_ms", counted.missedTtft},
                               {"tpot_ms", counted.missedTpot},
                               {"itl_ms", counted.missedItl},
                               {"e2e_ms", counted.missedE2e}}}};
    if (counted.windowS)
        stored["window_s"] = *counted.windowS;
    run.extra[kSloKey] = stored;
    return true;
}

std::optional<Slo> storedSlo(const Run &run)
{
    const auto found = run.extra.find(kSloKey);
    if (found == run.extra.end() || !found->is_object())
        return std::nullopt;
    const auto bounds = found->find("bounds");
    if (bounds == found->end())
        return std::nullopt;
    Expected<Slo> slo = Slo::fromJson(*bounds);
    if (!slo)
        return std::nullopt;
    return *slo;
}

QString differentSlosText(const std::vector<const Run *> &runs)
{
    // Each distinct SLO (nullopt: none) in the order first met, with its runs.
    std::vector<std::pair<std::optional<Slo>, QStringList>> groups;
    for (const Run *run : runs) {
        const std::optional<Slo> slo = storedSlo(*run);
        auto group = std::find_if(groups.begin(), groups.end(),
                                  [&](const auto &g) { return g.first == slo; });
        if (group == groups.end()) {
            groups.push_back({slo, {}});
            group = std::prev(groups.end());
        }
        group->second << QString::number(run->id);
    }
    if (groups.size() < 2)
        return {};
    QStringList parts;
    for (const auto &[slo, ids] : groups)
        parts << (slo ? FrontierTr::tr("%n run(s) (%1) against %2", nullptr, int(ids.size()))
                            .arg(ids.join(QStringLiteral(", ")), slo->toText())
                      : FrontierTr::tr("%n run(s) (%1) against none", nullptr, int(ids.size()))
                            .arg(ids.join(QStringLiteral(", "))));
    return parts.join(QStringLiteral("; "));
}

int rejudge(std::vector<Run> &runs, const Slo &slo)
{
    int judged = 0;
    for (Run &run : runs) {
        if (storedSlo(run) == slo || run.samples.empty())
            continue;
        if (addTo(run, slo))
            ++judged;
    }
    return judged;
}

} // namespace SloJudge

} // namespace lanebook
