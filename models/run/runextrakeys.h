#pragma once

namespace lanebook {

// Keys of Run::extra that more than one part of Lanebook reads.

// {"requests": N, "why": "..."}: N successful requests of a run Lanebook measured had their
// output tokens counted from content chunks because the server sent no usage (an estimate).
inline constexpr const char *kTokenCountsEstimatedKey = "token_counts_estimated";

// {"bounds": {"ttft_ms": 200, ...}, "sent": N, "met": N, "failed": N, "unjudged": N,
//  "missed": {"ttft_ms": N, ...}, "window_s": S}: the SLO the run's slo_attainment_pct and
// goodput_req_per_s / goodput_tok_per_s were counted against (models/frontier/sloattainment.h).
inline constexpr const char *kSloKey = "slo";

// {"tool": "AIPerf", "reasons": ["context_overflow_rate_exceeded", ...]}: the tool that wrote
// the imported run judged it invalid itself, for these reasons in its own words (AIPerf's
// runtime_submission_invalid_reasons); the errors gate fails such a run.
inline constexpr const char *kToolInvalidKey = "tool_invalid";

// {"tool": "AIPerf", "method": "...", "requests": N, "steady_requests": M,
//  "stationarity_warning": bool}: the steady window the tool found itself, for a run imported
// without per-request samples; the steady_state gate judges it.
inline constexpr const char *kToolSteadyWindowKey = "tool_steady_window";

} // namespace lanebook
