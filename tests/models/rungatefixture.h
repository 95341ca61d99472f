#pragma once

// Runs for the run-gate tests: a clean serving run with every piece of evidence recorded, a
// llama-bench row, a perplexity run, and steady telemetry. Each test breaks one thing.
#include "models/gates/rungates.h"

#include <QtTest>

#include <algorithm>

namespace lanebook::test {

// A clean vLLM-style serving run of an 8B bf16 model on one H100 SXM at concurrency 1 with
// 1,024 prompt tokens and 256 output tokens, everything recorded.
inline Run servingRun()
{
    Run run;
    run.label = QStringLiteral("llama8b-bf16-gpu0");
    run.format = RunFormat::VllmBench;
    run.config = {{"runtime", "vllm"},    {"gpu", "NVIDIA H100 80GB HBM3"},
                  {"active_params", 8e9}, {"bits_per_weight", 16},
                  {"num_layers", 32},     {"num_kv_heads", 8},
                  {"head_dim", 128},      {"kv_cache_dtype", "bf16"}};
    run.workload = {{"concurrency", 1}, {"input_tokens", 1024}, {"output_tokens", 256}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 140.0);
    run.setMetric(QStringLiteral("median_tpot_ms"), 6.5); // 153.8 tok/s per sequence
    run.setMetric(QStringLiteral("completed"), 4);
    run.setMetric(QStringLiteral("failed"), 0);
    run.setMetric(QStringLiteral("input_tokens_mean"), 1024);
    run.setMetric(QStringLiteral("output_tokens_mean"), 256);
    for (int i = 0; i < 4; ++i) {
        RequestSample s;
        s.index = i;
        s.inputTokens = 1024;
        s.outputTokens = 256;
        s.cachedTokens = 0;
        s.finishReason = QStringLiteral("length");
        // One stream, each request sent as the last one ended (the steady_state gate's load).
        s.sendTimeS = 1.8 * i;
        s.ttftMs = 30.0;
        s.e2elMs = 1800.0;
        run.samples.push_back(s);
    }
    run.extra["canaries"] = nlohmann::json::array(
        {{{"name", "json"}, {"kind", "json"}, {"output", R"({"city": "Paris", "temp_c": 21})"}},
         {{"name", "tool"},
          {"kind", "tool_call"},
          {"output",
           R"(<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>)"}}});
    run.extra["prompt_hashes"] = {"a1", "b2", "c3", "d4"};
    return run;
}

// The serving run with one sample per request, each of promptTokens prompt tokens and cached[i]
// of them from the prefix cache (the fresh-response and cache gates' tests).
inline Run servingRunWithCached(const std::vector<int> &cached, int promptTokens)
{
    Run run = servingRun();
    run.samples.clear();
    run.samples.reserve(cached.size());
    run.extra.erase("prompt_hashes");
    for (std::size_t i = 0; i < cached.size(); ++i) {
        RequestSample s;
        s.index = int(i);
        s.inputTokens = promptTokens;
        s.outputTokens = 256;
        s.cachedTokens = cached[i];
        s.finishReason = QStringLiteral("length");
        run.samples.push_back(s);
    }
    run.workload["num_prompts"] = int(cached.size());
    run.workload["unique_prompts"] = int(cached.size());
    return run;
}

inline Run llamaBenchRun(int nPrompt, int nGen)
{
    Run run;
    run.format = RunFormat::LlamaBench;
    run.config = {{"runtime", "llama.cpp"},
                  {"gpu", "NVIDIA GeForce RTX 4090"},
                  {"model_type", "llama 8B Q4_K - Medium"},
                  {"model_size", 4.9e9}};
    run.workload = {{"n_prompt", nPrompt}, {"n_gen", nGen}, {"n_depth", 0}};
    run.setMetric(nGen > 0 ? QStringLiteral("gen_tok_per_s") : QStringLiteral("prompt_tok_per_s"),
                  nGen > 0 ? 150.0 : 9000.0);
    return run;
}

inline Run perplexityRun()
{
    Run run;
    run.format = RunFormat::LlamaPerplexity;
    run.config = {{"runtime", "llama.cpp"}, {"file_type", "Q4_K - Medium"}};
    run.workload = {{"n_ctx", 512}};
    run.setMetric(QStringLiteral("perplexity"), 6.2);
    return run;
}

inline TelemetrySummary steadyTelemetry()
{
    TelemetrySummary t;
    t.smClockMhzMin = 1980;
    t.smClockMhzMax = 1980;
    t.temperatureCStart = 62;
    t.temperatureCMax = 66;
    t.throttleReasonsMask = 0x1 | 0x2; // idle between requests, application clocks: benign
    t.clocksLocked = true;
    return t;
}

inline RunGateContext steadyContext()
{
    RunGateContext context;
    context.telemetry = steadyTelemetry();
    return context;
}

#define VERIFY_OUTCOME(result, expected)                                                           \
    QVERIFY2((result).outcome == (expected),                                                       \
             qPrintable(gateOutcomeId((result).outcome) + QStringLiteral(": ") + (result).reason))

inline void verifyMissing(const GateResult &result)
{
    QVERIFY2(result.missingEvidence(),
             qPrintable(gateOutcomeId(result.outcome) + QStringLiteral(": ") + result.reason));
    QVERIFY(!result.reason.isEmpty());
}

inline void verifyDoesNotApply(const GateResult &result)
{
    QVERIFY2(result.outcome == GateOutcome::NotApplicable && !result.missingEvidence(),
             qPrintable(gateOutcomeId(result.outcome) + QStringLiteral(": ") + result.reason));
    QVERIFY(!result.reason.isEmpty());
}

} // namespace lanebook::test
