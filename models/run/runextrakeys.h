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

} // namespace lanebook
