#pragma once

#include "models/gates/gateresult.h"
#include "models/run/run.h"

#include <optional>

namespace lanebook {

// The fresh_response gate as a cache gate: a load that declares it reuses prompts on purpose
// (workload.cache_state, models/loadgen/loadrun.h) is judged against what it declared, not
// against fresh prompts:
// - "shared-system-prompt": every request opens with the same N tokens
//   (shared_system_prompt_tokens). Requests after the first ones in flight should find them
//   cached; fails when almost none did (caching off) or when requests took clearly more than
//   N (reuse nobody declared); warns when only some did.
// - "trace": the replayed trace implies how many prompt tokens an unbounded cache serves
//   (trace_reuse.cached_tokens). Clearly more fails (a cache warm from before the run, or reuse
//   beyond the trace's blocks); almost none fails (caching off); less than
//   kTraceReuseShortfall of it warns (a smaller cache, eviction, requests arriving before
//   what they share was prefilled): such a run measures a different cache.
// - "conversation": each turn's history (its earlier turns and replies,
//   conversation_reuse.cached_tokens) should come from the cache, judged as a trace.
// Returns nullopt for everything else: fresh, reused prompts and undeclared runs keep the
// fresh-response rules, and so does a trace that implies no reuse.
std::optional<GateResult> checkDeclaredCacheState(const Run &run);

// Served below this share of the declared reuse, the cache behaved otherwise.
constexpr double kTraceReuseShortfall = 0.8;
// Below this share the cache looks off.
constexpr double kCacheOffShare = 0.1;

} // namespace lanebook
