#pragma once

// The command line of lanebook-mock-server: where it listens, how fast it "generates", and
// which faults it injects. Plain C++ (no Qt): the mock server links only nlohmann_json.

#include <cstdint>
#include <optional>
#include <string>

struct MockOptions
{
    std::string host = "127.0.0.1";
    int port = 0; // 0: an ephemeral port, announced on stdout
    int threads = 1;
    std::string model = "mock-model";

    double ttftMs = 0.0;
    double itlMs = 0.0;
    double jitterMs = 0.0; // uniform in [-jitterMs, +jitterMs] on every delay
    // The prefill a cache saves: the first token waits this long per prompt token not cached.
    double prefillUsPerToken = 0.0;
    // Past this many completions being generated at once, every delay stretches by
    // (in flight) / kneeStreams: the server's total tokens per second stop growing there, as a
    // GPU's decode step does once its batch is full. 0: no knee.
    int kneeStreams = 0;
    // The pretend speculative decoder behind the spec_decode counters: the share of its two
    // draft tokens per step that are accepted (each step emits the accepted ones plus one).
    double specAcceptance = 0.5;
    std::uint64_t seed = 1;
    std::optional<int> outputTokens; // overrides max_tokens when set

    // Fault rates: fractions 0..1 of completion requests, chosen deterministically from the
    // seed and the request's sequence number.
    double earlyEosRate = 0.0;
    int cachedTokens = 0;
    // --prefix-cache (prefixcache.h): 0 off; 1 radix, token-granular like llama.cpp and
    // SGLang; N > 1 whole blocks of N tokens like vLLM's automatic prefix caching.
    int prefixCacheBlockTokens = 0;
    // --prefix-cache-capacity-tokens: 0 the default (PrefixCache::kDefaultCapacityTokens); a
    // smaller cache evicts, for a "bigger cache" A/B and the cache gate.
    int prefixCacheCapacityTokens = 0;
    double http429Rate = 0.0;
    double http500Rate = 0.0;
    double resetRate = 0.0;
    double malformedRate = 0.0;
    double stallRate = 0.0;
    double stallMs = 1000.0;

    bool sendStamps = false;
    bool noUsage = false; // never send usage, whatever stream_options asks (an old server)
    // Canary answers (cannedanswer.h): JSON and tool-call arguments with every `"` written as
    // `\` (the 2-bit quality cliff), and sums and facts missed by one.
    bool corruptJsonQuotes = false;
    bool wrongAnswers = false;
    bool exitWithParent = false; // SIGTERM ourselves when the parent dies (test harnesses)
    std::string metricsFile;     // empty: serve the built-in vLLM-style counters
};

struct MockOptionsResult
{
    std::optional<MockOptions> options;
    std::string error;    // set when parsing failed
    bool exitNow = false; // --help / --version were handled
    std::string exitText; // what to print for --help / --version
};

MockOptionsResult parseMockOptions(int argc, char **argv);
