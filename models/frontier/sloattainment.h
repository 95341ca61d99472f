#pragma once

#include "models/frontier/slo.h"
#include "models/run/run.h"

#include <optional>
#include <vector>

namespace lanebook {

// How a run's requests fared against an SLO, counted from its per-request samples:
//   - a failed request misses (it was sent, and nobody was served);
//   - a successful request meets the SLO when every bound it sets holds; a request that did not
//     record what a bound needs (no TTFT, say) is unjudged and counted as missing, never as met;
//   - TPOT and ITL bounds hold for a request of one output token (it has no gap), as vLLM's
//     goodput counts such a request's TPOT as 0;
//   - the ITL bound is the request's own p99 gap, interpolated as numpy does.
// Goodput divides what met the SLO by the measured window (the run's duration_s; without it,
// the span of the samples' send and end times; without those, no goodput).
struct SloAttainment
{
    int sent = 0;
    int met = 0;
    int failed = 0;   // requests with an error
    int unjudged = 0; // successful, missing a value a bound needs
    // Successful requests that broke each bound (one request may break several).
    int missedTtft = 0;
    int missedTpot = 0;
    int missedItl = 0;
    int missedE2e = 0;
    double goodOutputTokens = 0.0; // output tokens of the requests that met the SLO
    std::optional<double> windowS;

    double attainmentPercent() const { return sent > 0 ? 100.0 * met / sent : 0.0; }
    std::optional<double> goodputRequestsPerS() const;
    std::optional<double> goodputOutputTokPerS() const;
};

namespace SloJudge {

// The request's p99 inter-token gap meets boundMs, without sorting its gaps: exactly what
// numpy.percentile(gaps, 99) <= boundMs says. True for no gaps.
bool itlP99Meets(const std::vector<float> &gapsMs, double boundMs);

SloAttainment attainment(const std::vector<RequestSample> &samples, const Slo &slo,
                         std::optional<double> windowS);

// The measured window of a run: its duration_s metric, else the span of its samples.
std::optional<double> measuredWindowS(const Run &run);

// Sets slo_attainment_pct, goodput_req_per_s and goodput_tok_per_s (the last two with a
// window) from run.samples, and stores the SLO and the counts in extra["slo"]. A run without
// samples is left as it was and false returned. A tool's own goodput
// (goodput_requests_per_s) stays beside these, by the tool's definition.
bool addTo(Run &run, const Slo &slo);

// The SLO a run was judged against (extra["slo"]["bounds"]); nullopt when none.
std::optional<Slo> storedSlo(const Run &run);

// Empty when every run was judged against the same SLO (or none was judged); otherwise each
// distinct SLO with the runs judged against it: "ttft_ms=200: runs 3, 4; none: run 7".
QString differentSlosText(const std::vector<const Run *> &runs);

// Judges again, against `slo`, each run with per-request samples that was judged against
// another SLO or none (SloJudge::addTo); runs without samples stay as they were (their SLO
// metrics, if any, then differ, which differentSlosText says). Returns how many were judged.
int rejudge(std::vector<Run> &runs, const Slo &slo);

} // namespace SloJudge

} // namespace lanebook
