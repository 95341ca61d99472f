#pragma once

#include "models/gates/rungatecontext.h"
#include "models/run/run.h"

#include <QString>

#include <optional>

namespace lanebook::RunEvidence {

// What the gates read from a run, by the names our importers and the load generator write.

// A value and the key it came from, for the reason sentence.
struct Sourced
{
    double value = 0.0;
    QString key;
};

// Context length the throughput was measured at: metric context_tokens; workload
// context_tokens | context_length | context; workload input_tokens (requested); metric or
// workload input_tokens_mean; random_input_len | input_len | isl | prompt_tokens; GuideLLM's
// data "prompt_tokens=N"; llama-bench n_prompt + n_depth; llama-perplexity n_ctx.
std::optional<Sourced> contextTokens(const Run &run);

// Tokens of context in the KV cache while decoding: the context above, except that a
// llama-bench generation test decodes after n_depth tokens (n_prompt is its prefill test).
std::optional<Sourced> decodeContextTokens(const Run &run);

// Output tokens asked for per request, as a range: a fixed target has min == max.
struct RequestedOutput
{
    double minTokens = 0.0;
    double maxTokens = 0.0;
    QString key;

    bool isFixed() const { return minTokens == maxTokens; }
    double expectedMean() const { return (minTokens + maxTokens) / 2.0; }
};

// Workload output_tokens | output_len | osl | max_tokens | max_output_tokens |
// max_new_tokens (a cap, 1..N, when ignore_eos is false); GuideLLM's data "output_tokens=N";
// SGLang's sharegpt_output_len for the sharegpt dataset, and random_output_len for the random
// datasets, whose lengths are drawn uniformly from [max(1, N x random_range_ratio), N] (the
// range ratio defaults to 0). SGLang writes random_output_len whatever the dataset, so it
// means nothing for sharegpt.
std::optional<RequestedOutput> requestedOutputTokens(const Run &run);

// Sequences in flight: workload concurrency | max_concurrency | streams, metric concurrency;
// 1 for llama-bench and GuideLLM's synchronous strategy.
std::optional<Sourced> concurrency(const Run &run);

// Whether the run kept its concurrency full (closed loop: an infinite request rate, a
// concurrent or synchronous strategy, a concurrency without a rate). A finite request rate,
// a trace, or a rate sweep leaves fewer requests in flight than the concurrency limit.
bool keepsConcurrencyFull(const Run &run);

// The throughput metrics a run reports (output_tok_per_s, total_tok_per_s, requests_per_s,
// gen_tok_per_s, prompt_tok_per_s); the first is named, empty when there is none.
QString firstThroughputMetric(const Run &run);

// Formats whose runs send no requests (llama-bench, llama-perplexity, lm-eval): request
// errors and prompt caching do not apply to them.
bool sendsRequests(const Run &run);

// Telemetry from the context, else from metrics sm_clock_mhz_min | _max, temperature_c_max |
// _min | _start, and extra/config throttle_reasons (names or an NVML mask), clocks_locked,
// locked_sm_clock_mhz.
TelemetrySummary telemetry(const Run &run, const RunGateContext &context);

std::vector<CanaryOutput> canaries(const Run &run, const RunGateContext &context);
// One item of extra["canaries"] (the shape CanaryExchange::toJson writes).
CanaryOutput canaryFromJson(const nlohmann::json &item);
QStringList promptHashes(const Run &run, const RunGateContext &context);

} // namespace lanebook::RunEvidence
