#pragma once

#include "models/run/run.h"
#include "models/tooloutput/prometheustext.h"

#include <map>
#include <string>

namespace lanebook {

// Counter totals from one scrape of a server's /metrics: each family's samples summed over
// their labels (engines, model names), keyed by the sample name ("vllm:prefix_cache_hits_total").
using ServerCounters = std::map<std::string, double>;

// What changed on the server during a run, from scrapes before and after:
//   prefix-cache hit rate = Δhits / Δqueries (vLLM prefix_cache_*, and the pre-0.10
//   gpu_prefix_cache_*); speculative decoding: spec_acceptance_rate = 100 · Δaccepted / Δdraft
//   tokens, spec_acceptance_length = 1 + Δaccepted / Δdrafts, spec_draft_tokens = Δdraft tokens
//   (vLLM spec_decode_num_*, llama-server's optional llamacpp:spec_decode_num_*);
//   cached prompt tokens (vllm:prompt_tokens_cached_total, llamacpp:prompt_tokens_cached_total).
// The acceptance metrics go into run.metrics under their vocabulary names; everything else,
// with every counter delta, into run.extra["server_metrics"].
namespace ServerMetricsDelta {

// Every finite sample of a scrape, summed by series name over its labels; the `_created`
// timestamps prometheus_client adds are not counters and are left out.
ServerCounters countersOf(const PrometheusScrape &scrape);

void addTo(Run &run, const ServerCounters &before, const ServerCounters &after);

// Speculative decoding from llama-server's per-request timings (draft_n, draft_n_accepted)
// when /metrics said nothing: acceptance rate only (drafts are not counted there).
void addDraftTotals(Run &run, double draftTokens, double acceptedTokens);

} // namespace ServerMetricsDelta

} // namespace lanebook
