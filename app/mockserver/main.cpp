// lanebook-mock-server: an OpenAI-compatible inference server that generates nothing but
// timing. Tests, benchmarks and the demo measure against it.
//
// Contract that clients rely on (keep it stable):
// - `--port 0` binds an ephemeral port; once ready, exactly one line
//   "listening on http://HOST:PORT" goes to stdout. Nothing is logged per request; errors go
//   to stderr. SIGTERM/SIGINT exit 0.
// - Tokens: prompt tokens = whitespace-separated words of the prompt (chat: of all message
//   contents); each streamed content chunk carries one token, a word plus a space. Output
//   length = max_tokens (max_completion_tokens; default 16) or --output-tokens.
//   With --prefix-cache, prompt tokens also count a BOS token and, on chat, the template's
//   tokens (mocktokenizer.h), and cached_tokens is what the emulated cache reused.
// - Streams follow vLLM's chunk shapes: chat starts with a role chunk (empty
//   content) sent together with the first token; after the last token comes a chunk with
//   empty content and finish_reason, then the usage chunk (choices []) when
//   stream_options.include_usage is set, then "data: [DONE]".
// - /metrics uses vLLM's names unless --metrics-file replaces it.
// - Non-streaming requests that look like a wave's canaries (tools, a sum, a known fact, a
//   prompt asking for JSON) get a plausible answer instead of the filler (cannedanswer.h).

#include "mockmetrics.h"
#include "mockoptions.h"
#include "mockserverloop.h"

#include "backends/threads/sidebyside.h"

#include <csignal>
#include <cstdio>
#include <memory>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace {

// Thousands of concurrent streams need thousands of descriptors; take what we are allowed.
void raiseDescriptorLimit()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

} // namespace

int main(int argc, char **argv)
{
    const MockOptionsResult parsed = parseMockOptions(argc, argv);
    if (parsed.exitNow) {
        std::fputs(parsed.exitText.c_str(), stdout);
        return 0;
    }
    if (!parsed.options) {
        std::fprintf(stderr, "lanebook-mock-server: %s\n", parsed.error.c_str());
        return 2;
    }
    const MockOptions &options = *parsed.options;

    raiseDescriptorLimit();
    std::signal(SIGPIPE, SIG_IGN);
    // Block the stop signals in every thread; the main thread waits for them with sigwait.
    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGTERM);
    sigaddset(&stopSignals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);
    if (options.exitWithParent) {
        // A crashed test must not leave servers behind. Checked again after arming, in case
        // the parent died before prctl.
        const pid_t parent = getppid();
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != parent)
            return 0;
    }

    MockMetrics metrics;
    metrics.setSpecAcceptance(options.specAcceptance);
    std::atomic<std::uint64_t> requestSequence{0};
    std::unique_ptr<PrefixCache> prefixCache;
    if (options.prefixCacheBlockTokens > 0)
        prefixCache = std::make_unique<PrefixCache>(
            options.prefixCacheBlockTokens, options.prefixCacheCapacityTokens > 0
                                                ? std::size_t(options.prefixCacheCapacityTokens)
                                                : PrefixCache::kDefaultCapacityTokens);
    std::vector<std::unique_ptr<MockServerLoop>> loops;
    int port = options.port;
    for (int i = 0; i < options.threads; ++i) {
        auto loop =
            std::make_unique<MockServerLoop>(options, metrics, requestSequence, prefixCache.get());
        std::string error;
        if (!loop->listen(port, error)) {
            std::fprintf(stderr, "lanebook-mock-server: %s\n", error.c_str());
            return 1;
        }
        port = loop->boundPort(); // the other loops share the first one's port
        loops.push_back(std::move(loop));
    }

    // Each loop on a thread of its own; this thread waits for the stop signal and stops them.
    lanebook::runSideBySide(loops.size() + 1, [&](size_t k) {
        if (k > 0) {
            loops[k - 1]->run();
            return;
        }
        const bool ipv6 = options.host.find(':') != std::string::npos;
        std::printf("listening on http://%s%s%s:%d\n", ipv6 ? "[" : "", options.host.c_str(),
                    ipv6 ? "]" : "", port);
        std::fflush(stdout);
        int signal = 0;
        sigwait(&stopSignals, &signal);
        for (auto &loop : loops)
            loop->stop();
    });
    return 0;
}
