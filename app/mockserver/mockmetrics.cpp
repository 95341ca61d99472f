#include "mockmetrics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace {

constexpr auto kRelaxed = std::memory_order_relaxed;

// prometheus_client prints floats with Python's repr (204800.0, 0.25); close enough.
std::string number(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.17g", value);
    std::string out = text;
    if (out.find_first_of(".eEn") == std::string::npos)
        out += ".0";
    return out;
}

std::string number(std::uint64_t value)
{
    return number(double(value));
}

void family(std::string &out, const std::string &name, const char *type, const std::string &help)
{
    out += "# HELP " + name + " " + help + "\n";
    out += "# TYPE " + name + " " + type + "\n";
}

} // namespace

void MockMetrics::requestStarted()
{
    m_running.fetch_add(1, kRelaxed);
}

void MockMetrics::prefillDone(int promptTokens, int cachedTokens, std::int64_t ttftNs)
{
    m_promptTokens.fetch_add(std::uint64_t(promptTokens), kRelaxed);
    m_cachedPromptTokens.fetch_add(std::uint64_t(cachedTokens), kRelaxed);
    observe(m_ttft, kTtftBucketsS, ttftNs);
}

void MockMetrics::tokensGenerated(int count)
{
    m_generationTokens.fetch_add(std::uint64_t(count), kRelaxed);
}

void MockMetrics::interTokenGap(std::int64_t gapNs)
{
    observe(m_itl, kItlBucketsS, gapNs);
}

void MockMetrics::requestFinished(FinishReason reason, int generatedTokens, std::int64_t e2eNs)
{
    m_running.fetch_sub(1, kRelaxed);
    switch (reason) {
    case FinishReason::Stop:
        m_successStop.fetch_add(1, kRelaxed);
        break;
    case FinishReason::Length:
        m_successLength.fetch_add(1, kRelaxed);
        break;
    case FinishReason::Abort:
        m_successAbort.fetch_add(1, kRelaxed);
        break;
    }
    // A pretend speculative decoder that proposes 2 tokens per step and gets a share of them
    // accepted (--spec-acceptance, half by default): each step emits its accepted tokens and
    // one of its own, so steps = generated / (1 + 2 share) and the mean acceptance length is
    // generated / drafts (about 2 by default).
    if (generatedTokens > 0) {
        const auto drafts = std::uint64_t(
            std::max(1.0, std::ceil(double(generatedTokens) / (1.0 + 2.0 * m_specAcceptance))));
        m_specDrafts.fetch_add(drafts, kRelaxed);
        m_specDraftTokens.fetch_add(2 * drafts, kRelaxed);
        m_specAcceptedTokens.fetch_add(std::uint64_t(generatedTokens) -
                                           std::min<std::uint64_t>(drafts, generatedTokens),
                                       kRelaxed);
    }
    if (reason != FinishReason::Abort)
        observe(m_e2e, kE2eBucketsS, e2eNs);
}

template <std::size_t N>
void MockMetrics::observe(Histogram<N> &histogram, const std::array<double, N> &bounds,
                          std::int64_t valueNs)
{
    const std::int64_t clampedNs = valueNs < 0 ? 0 : valueNs;
    const double seconds = double(clampedNs) / 1e9;
    std::size_t bucket = 0;
    while (bucket < N && seconds > bounds[bucket])
        ++bucket;
    histogram.counts[bucket].fetch_add(1, kRelaxed);
    histogram.sumNs.fetch_add(std::uint64_t(clampedNs), kRelaxed);
    histogram.count.fetch_add(1, kRelaxed);
}

template <std::size_t N>
void MockMetrics::renderHistogram(std::string &out, const std::string &name,
                                  const std::string &help, const std::string &labels,
                                  const Histogram<N> &histogram,
                                  const std::array<double, N> &bounds)
{
    family(out, name, "histogram", help);
    std::uint64_t cumulative = 0;
    for (std::size_t i = 0; i <= N; ++i) {
        cumulative += histogram.counts[i].load(kRelaxed);
        const std::string le = i < N ? number(bounds[i]) : std::string("+Inf");
        out += name;
        out += "_bucket{";
        out += labels;
        out += ",le=\"";
        out += le;
        out += "\"} ";
        out += number(cumulative);
        out += '\n';
    }
    // _count is the +Inf bucket by definition; reuse it so a scrape is self-consistent.
    out += name + "_count{" + labels + "} " + number(cumulative) + "\n";
    out += name + "_sum{" + labels + "} " + number(double(histogram.sumNs.load(kRelaxed)) / 1e9) +
           "\n";
}

std::string MockMetrics::render(const std::string &modelName) const
{
    // The served name goes through JSON escaping, which covers Prometheus' \\ \" \n rules.
    const std::string quotedModel = nlohmann::json(modelName).dump();
    const std::string labels = "model_name=" + quotedModel + ",engine=\"0\"";
    std::string out;
    out.reserve(8192);

    auto gauge = [&](const std::string &name, const std::string &help, double value) {
        family(out, name, "gauge", help);
        out += name + "{" + labels + "} " + number(value) + "\n";
    };
    auto counter = [&](const std::string &name, const std::string &help,
                       const std::atomic<std::uint64_t> &value) {
        family(out, name, "counter", help);
        out += name + "{" + labels + "} " + number(value.load(kRelaxed)) + "\n";
    };

    const std::int64_t running = m_running.load(kRelaxed);
    gauge("vllm:num_requests_running", "Number of requests in model execution batches.",
          double(running < 0 ? 0 : running));
    gauge("vllm:num_requests_waiting", "Number of requests waiting to be processed.", 0.0);
    gauge("vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.",
          running <= 0 ? 0.0 : (running >= 4096 ? 1.0 : double(running) / 4096.0));
    counter("vllm:prompt_tokens_total", "Number of prefill tokens processed.", m_promptTokens);
    counter("vllm:prompt_tokens_cached_total", "Number of cached prompt tokens.",
            m_cachedPromptTokens);
    counter("vllm:generation_tokens_total", "Number of generation tokens processed.",
            m_generationTokens);
    counter("vllm:prefix_cache_queries_total",
            "Prefix cache queries, in terms of number of queried tokens.", m_promptTokens);
    counter("vllm:prefix_cache_hits_total",
            "Prefix cache hits, in terms of number of cached tokens.", m_cachedPromptTokens);

    family(out, "vllm:request_success_total", "counter",
           "Count of successfully processed requests.");
    const std::pair<const char *, const std::atomic<std::uint64_t> *> reasons[] = {
        {"stop", &m_successStop}, {"length", &m_successLength}, {"abort", &m_successAbort}};
    for (const auto &[reason, value] : reasons)
        out += "vllm:request_success_total{" + labels + ",finished_reason=\"" + reason + "\"} " +
               number(value->load(kRelaxed)) + "\n";

    counter("vllm:spec_decode_num_drafts_total", "Number of spec decoding drafts.", m_specDrafts);
    counter("vllm:spec_decode_num_draft_tokens_total", "Number of draft tokens.",
            m_specDraftTokens);
    counter("vllm:spec_decode_num_accepted_tokens_total", "Number of accepted tokens.",
            m_specAcceptedTokens);
    counter("lanebook_mock:prefix_cache_resets_total",
            "POST /reset_prefix_cache calls (mock only).", m_prefixCacheResets);

    renderHistogram(out, "vllm:time_to_first_token_seconds",
                    "Histogram of time to first token in seconds.", labels, m_ttft, kTtftBucketsS);
    renderHistogram(out, "vllm:inter_token_latency_seconds",
                    "Histogram of inter-token latency in seconds.", labels, m_itl, kItlBucketsS);
    renderHistogram(out, "vllm:e2e_request_latency_seconds",
                    "Histogram of e2e request latency in seconds.", labels, m_e2e, kE2eBucketsS);
    return out;
}
