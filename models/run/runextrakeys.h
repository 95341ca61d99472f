#pragma once

namespace lanebook {

// Keys of Run::extra that more than one part of Lanebook reads.

// {"requests": N, "why": "..."}: N successful requests of a run Lanebook measured had their
// output tokens counted from content chunks because the server sent no usage (an estimate).
inline constexpr const char *kTokenCountsEstimatedKey = "token_counts_estimated";

} // namespace lanebook
