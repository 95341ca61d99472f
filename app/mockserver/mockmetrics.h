#pragma once

// The counters behind GET /metrics, named as vLLM's V1 engine names them
// so that the code scraping a real vLLM can be tested against the mock. Shared by all event
// loops, hence atomics; relaxed ordering is enough because a scrape is a snapshot anyway.

#include <array>
#include <atomic>
#include <cstdint>
#include <string>

enum class FinishReason { Stop, Length, Abort };

class MockMetrics
{
public:
    void requestStarted();
    // Completions being generated now, on every loop.
    std::int64_t running() const { return m_running.load(std::memory_order_relaxed); }
    // The first token left: the prompt is "processed" (prefill done), TTFT is known.
    void prefillDone(int promptTokens, int cachedTokens, std::int64_t ttftNs);
    void tokensGenerated(int count);
    // The time between two streamed tokens of one request, as sent.
    void interTokenGap(std::int64_t gapNs);
    void requestFinished(FinishReason reason, int generatedTokens, std::int64_t e2eNs);
    // The share of draft tokens accepted (--spec-acceptance); set before serving.
    void setSpecAcceptance(double share) { m_specAcceptance = share; }
    void prefixCacheReset() { m_prefixCacheResets.fetch_add(1, std::memory_order_relaxed); }

    std::string render(const std::string &modelName) const;

    static constexpr std::array<double, 22> kTtftBucketsS = {
        0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1,  0.25,  0.5,   0.75,
        1.0,   2.5,   5.0,  7.5,  10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0};
    static constexpr std::array<double, 19> kItlBucketsS = {
        0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2,  0.3,  0.4, 0.5,
        0.75, 1.0,   2.5,  5.0,   7.5, 10.0, 20.0, 40.0, 80.0};
    static constexpr std::array<double, 14> kE2eBucketsS = {
        0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0};

private:
    template <std::size_t N> struct Histogram
    {
        std::array<std::atomic<std::uint64_t>, N + 1> counts{}; // per bucket; last is +Inf only
        std::atomic<std::uint64_t> sumNs{0};
        std::atomic<std::uint64_t> count{0};
    };
    template <std::size_t N>
    static void observe(Histogram<N> &histogram, const std::array<double, N> &bounds,
                        std::int64_t valueNs);
    template <std::size_t N>
    static void renderHistogram(std::string &out, const std::string &name, const std::string &help,
                                const std::string &labels, const Histogram<N> &histogram,
                                const std::array<double, N> &bounds);

    std::atomic<std::int64_t> m_running{0};
    std::atomic<std::uint64_t> m_promptTokens{0};
    std::atomic<std::uint64_t> m_cachedPromptTokens{0};
    std::atomic<std::uint64_t> m_generationTokens{0};
    std::atomic<std::uint64_t> m_successStop{0};
    std::atomic<std::uint64_t> m_successLength{0};
    std::atomic<std::uint64_t> m_successAbort{0};
    std::atomic<std::uint64_t> m_specDrafts{0};
    std::atomic<std::uint64_t> m_specDraftTokens{0};
    std::atomic<std::uint64_t> m_specAcceptedTokens{0};
    std::atomic<std::uint64_t> m_prefixCacheResets{0};
    Histogram<kTtftBucketsS.size()> m_ttft;
    Histogram<kE2eBucketsS.size()> m_e2e;
    Histogram<kItlBucketsS.size()> m_itl;
    double m_specAcceptance = 0.5;
};
