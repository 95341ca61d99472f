#pragma once

#include <QString>

#include <optional>

namespace lanebook {

// The variables a comparison must hold fixed so that its difference is attributable to the
// one change under test (the `one_variable` gate). The classic list: draft
// depth K, the drafter, context length, batch size / concurrency, runtime + version, sampling
// parameters, the prompt set and clocks / thermal state; we add quantization (weights and
// KV cache), the GPU model and the requested output length: either changes tok/s on
// its own, so moving it together with anything else leaves the result attributable to nothing.
enum class HeldFixedVariable {
    Runtime,      // runtime, its version, build
    Hardware,     // GPU model
    Context,      // prompt / context length, depth
    Concurrency,  // concurrency, request rate, batch size
    OutputLength, // requested output tokens
    Sampling,     // temperature, top-p, top-k, penalties, seed
    PromptSet,    // dataset, prompt set and its hash
    Drafter,      // the draft model / speculation method
    DraftDepth,   // K, number of speculative tokens
    Quantization, // weight quantization, dtype, KV-cache dtype
    Clocks,       // locked clocks, power limit
};

// Which held-fixed variable a key path ("workload.random_input_len",
// "config.speculative_config.num_speculative_tokens") records, by the key names our importers
// write and their common synonyms. The leaf name decides first, then the enclosing objects
// (everything under "speculative_config" is the drafter unless the leaf says depth).
std::optional<HeldFixedVariable> heldFixedVariableOf(const QString &keyPath);

QString heldFixedVariableId(HeldFixedVariable variable);    // "runtime", "draft_depth", ...
QString heldFixedVariableTitle(HeldFixedVariable variable); // translated, lower case

// Keys whose values are measured means rather than settings ("input_tokens_mean"): two runs of
// one recipe never match exactly, so they count as different only beyond this relative gap.
constexpr double kMeasuredMeanTolerance = 0.02;
bool isMeasuredMeanKey(const QString &leafKey);

// Bookkeeping keys that differ between any two runs and say nothing about the recipe
// (label, tag, date, server URL, process id); the diff leaves them out.
bool isBookkeepingKey(const QString &leafKey);

} // namespace lanebook
