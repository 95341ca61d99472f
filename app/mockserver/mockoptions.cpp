#include "mockoptions.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>

// The fuzz build (tests/fuzz) compiles this file without the revision.
#ifndef LANEBOOK_GIT_REVISION
#define LANEBOOK_GIT_REVISION "unknown"
#endif

namespace {

const char *const kUsage =
    "usage: lanebook-mock-server [options]\n"
    "An OpenAI-compatible mock inference server for tests and benchmarks.\n"
    "\n"
    "  --host ADDR            address to bind (default 127.0.0.1)\n"
    "  --port N               port (default 0: ephemeral; announced on stdout)\n"
    "  --threads N            event loops (default 1); two or more share the port via\n"
    "                         SO_REUSEPORT, one loop binds it alone\n"
    "  --model NAME           served model id (default mock-model)\n"
    "  --ttft-ms MS           delay before the first token\n"
    "  --itl-ms MS            delay between tokens\n"
    "  --prefill-us-per-token U\n"
    "                         the first token also waits U microseconds per prompt token\n"
    "                         not found in the prefix cache (prefill work a cache saves)\n"
    "  --tokens-per-s N       the same as --itl-ms 1000/N\n"
    "  --jitter-ms MS         uniform +-MS on every delay (seeded)\n"
    "  --knee-streams N       past N requests generating at once, every delay stretches by\n"
    "                         (in flight)/N: total tok/s stops growing at N (a full batch)\n"
    "  --spec-acceptance F    share of the pretend speculative decoder's draft tokens\n"
    "                         accepted, 0..1 (default 0.5; the vllm:spec_decode counters)\n"
    "  --seed N               seed for jitter and faults (default 1)\n"
    "  --output-tokens N      generate N tokens whatever max_tokens says (0: an answer\n"
    "                         with no content at all)\n"
    "  --no-usage             never send usage, whatever stream_options asks (servers that\n"
    "                         predate include_usage)\n"
    "  --early-eos-rate F     fraction of requests that stop early (finish_reason stop)\n"
    "  --corrupt-json-quotes  write JSON answers and tool-call arguments with every \" as \\\n"
    "                         ({\\name\\: \\mock\\}), as a model quantized past its\n"
    "                         quality cliff does\n"
    "  --wrong-answers        answer the arithmetic and recall probes wrongly (off by one)\n"
    "  --cached-tokens N      prompt tokens reported as prefix-cache hits\n"
    "  --prefix-cache MODE    emulate a prefix cache and report its hits as cached_tokens:\n"
    "                         radix (token-granular, llama.cpp and SGLang), blocks:N (whole\n"
    "                         blocks of N tokens, vLLM), or off (default). Tokens are words;\n"
    "                         every prompt gets a BOS token and chat messages a fixed\n"
    "                         template, so chat requests share a 4-token head, completions 1\n"
    "  --prefix-cache-capacity-tokens N\n"
    "                         the emulated cache holds at most N prompt tokens and evicts the\n"
    "                         least recently used prompt first (default 4194304)\n"
    "  --http-429-rate F      fraction answered 429\n"
    "  --http-500-rate F      fraction answered 500\n"
    "  --reset-rate F         fraction whose connection is reset mid-stream\n"
    "  --malformed-rate F     fraction with one SSE event that is not JSON\n"
    "  --stall-rate F         fraction that stop sending mid-stream for --stall-ms\n"
    "  --stall-ms MS          length of a stall (default 1000)\n"
    "  --send-stamps          add lanebook_mock {received_ns, sent_ns} to every chunk:\n"
    "                         CLOCK_MONOTONIC; received = the request reached the socket\n"
    "                         (kernel packet stamp), sent = just before the write\n"
    "  --exit-with-parent     stop when the process that started it dies\n"
    "  --metrics-file PATH    serve this file verbatim at GET /metrics\n"
    "  --help, --version\n";

bool parseDouble(const std::string &text, double &out)
{
    if (text.empty())
        return false;
    errno = 0;
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (errno != 0 || end != text.c_str() + text.size() || !std::isfinite(value))
        return false;
    out = value;
    return true;
}

bool parseInteger(const std::string &text, long long &out)
{
    if (text.empty())
        return false;
    errno = 0;
    char *end = nullptr;
    const long long value = std::strtoll(text.c_str(), &end, 10);
    if (errno != 0 || end != text.c_str() + text.size())
        return false;
    out = value;
    return true;
}

} // namespace

MockOptionsResult parseMockOptions(int argc, char **argv)
{
    MockOptionsResult result;
    MockOptions options;
    std::string error;

    auto number = [&error](const std::string &name, const std::string &text, double min, double max,
                           double &out) {
        double value = 0.0;
        if (!parseDouble(text, value) || value < min || value > max) {
            error = "invalid value for --" + name + ": '" + text + "'";
            return false;
        }
        out = value;
        return true;
    };
    auto integer = [&error](const std::string &name, const std::string &text, long long min,
                            long long max, long long &out) {
        long long value = 0;
        if (!parseInteger(text, value) || value < min || value > max) {
            error = "invalid value for --" + name + ": '" + text + "'";
            return false;
        }
        out = value;
        return true;
    };
    auto count = [&](const std::string &name, const std::string &text, long long min, long long max,
                     int &out) {
        long long value = 0;
        if (!integer(name, text, min, max, value))
            return false;
        out = int(value);
        return true;
    };
    auto rate = [&](const std::string &name, const std::string &text, double &out) {
        return number(name, text, 0.0, 1.0, out);
    };
    auto delayMs = [&](const std::string &name, const std::string &text, double &out) {
        return number(name, text, 0.0, 3600.0 * 1000.0, out);
    };

    using Handler = std::function<bool(const std::string &)>;
    const std::map<std::string, Handler> withValue = {
        {"host",
         [&](const std::string &v) {
             options.host = v;
             return !v.empty();
         }},
        {"port", [&](const std::string &v) { return count("port", v, 0, 65535, options.port); }},
        {"threads",
         [&](const std::string &v) { return count("threads", v, 1, 64, options.threads); }},
        {"model",
         [&](const std::string &v) {
             options.model = v;
             return !v.empty();
         }},
        {"ttft-ms", [&](const std::string &v) { return delayMs("ttft-ms", v, options.ttftMs); }},
        {"itl-ms", [&](const std::string &v) { return delayMs("itl-ms", v, options.itlMs); }},
        {"prefill-us-per-token",
         [&](const std::string &v) {
             return number("prefill-us-per-token", v, 0.0, 1e6, options.prefillUsPerToken);
         }},
        {"tokens-per-s",
         [&](const std::string &v) {
             double tps = 0.0;
             if (!number("tokens-per-s", v, 1e-3, 1e9, tps))
                 return false;
             options.itlMs = 1000.0 / tps;
             return true;
         }},
        {"jitter-ms",
         [&](const std::string &v) { return delayMs("jitter-ms", v, options.jitterMs); }},
        {"knee-streams",
         [&](const std::string &v) {
             return count("knee-streams", v, 1, 1'000'000, options.kneeStreams);
         }},
        {"seed",
         [&](const std::string &v) {
             long long seed = 0;
             if (!integer("seed", v, 0, INT64_MAX, seed))
                 return false;
             options.seed = std::uint64_t(seed);
             return true;
         }},
        {"output-tokens",
         [&](const std::string &v) {
             int tokens = 0;
             if (!count("output-tokens", v, 0, 10'000'000, tokens))
                 return false;
             options.outputTokens = tokens;
             return true;
         }},
        {"spec-acceptance",
         [&](const std::string &v) { return rate("spec-acceptance", v, options.specAcceptance); }},
        {"early-eos-rate",
         [&](const std::string &v) { return rate("early-eos-rate", v, options.earlyEosRate); }},
        {"cached-tokens",
         [&](const std::string &v) {
             return count("cached-tokens", v, 0, 100'000'000, options.cachedTokens);
         }},
        {"prefix-cache",
         [&](const std::string &v) {
             if (v == "off" || v == "radix") {
                 options.prefixCacheBlockTokens = v == "radix" ? 1 : 0;
                 return true;
             }
             long long block = 0;
             if (v.rfind("blocks:", 0) != 0 || !parseInteger(v.substr(7), block) || block < 1 ||
                 block > 4096) {
                 error = "invalid value for --prefix-cache: '" + v +
                         "' (radix, blocks:N with N from 1 to 4096, or off)";
                 return false;
             }
             options.prefixCacheBlockTokens = int(block);
             return true;
         }},
        {"prefix-cache-capacity-tokens",
         [&](const std::string &v) {
             return count("prefix-cache-capacity-tokens", v, 1, 1'000'000'000,
                          options.prefixCacheCapacityTokens);
         }},
        {"http-429-rate",
         [&](const std::string &v) { return rate("http-429-rate", v, options.http429Rate); }},
        {"http-500-rate",
         [&](const std::string &v) { return rate("http-500-rate", v, options.http500Rate); }},
        {"reset-rate",
         [&](const std::string &v) { return rate("reset-rate", v, options.resetRate); }},
        {"malformed-rate",
         [&](const std::string &v) { return rate("malformed-rate", v, options.malformedRate); }},
        {"stall-rate",
         [&](const std::string &v) { return rate("stall-rate", v, options.stallRate); }},
        {"stall-ms", [&](const std::string &v) { return delayMs("stall-ms", v, options.stallMs); }},
        {"metrics-file",
         [&](const std::string &v) {
             options.metricsFile = v;
             return !v.empty();
         }},
    };

    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            result.exitNow = true;
            result.exitText = kUsage;
            return result;
        }
        if (arg == "--version") {
            result.exitNow = true;
            result.exitText = std::string("lanebook-mock-server ") + LANEBOOK_VERSION +
                              " (revision " LANEBOOK_GIT_REVISION ")\n";
            return result;
        }
        if (arg == "--send-stamps") {
            options.sendStamps = true;
            continue;
        }
        if (arg == "--no-usage") {
            options.noUsage = true;
            continue;
        }
        if (arg == "--corrupt-json-quotes") {
            options.corruptJsonQuotes = true;
            continue;
        }
        if (arg == "--wrong-answers") {
            options.wrongAnswers = true;
            continue;
        }
        if (arg == "--exit-with-parent") {
            options.exitWithParent = true;
            continue;
        }
        if (arg.rfind("--", 0) != 0) {
            result.error = "unexpected argument '" + arg + "'";
            return result;
        }
        std::string name = arg.substr(2);
        std::string value;
        bool haveValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            haveValue = true;
        }
        const auto handler = withValue.find(name);
        if (handler == withValue.end()) {
            result.error = "unknown option '--" + name + "' (see --help)";
            return result;
        }
        if (!haveValue) {
            if (i + 1 >= argc) {
                result.error = "option '--" + name + "' needs a value";
                return result;
            }
            value = argv[++i];
        }
        if (!handler->second(value)) {
            if (error.empty()) {
                result.error = "invalid value for --";
                result.error.append(name).append(": '").append(value).append("'");
            } else {
                result.error = error;
            }
            return result;
        }
    }
    if (options.prefixCacheCapacityTokens > 0 && options.prefixCacheBlockTokens == 0) {
        result.error = "--prefix-cache-capacity-tokens sizes the emulated prefix cache: give "
                       "--prefix-cache radix or blocks:N too";
        return result;
    }
    if (options.prefixCacheBlockTokens > 0 && options.cachedTokens > 0) {
        result.error = "--cached-tokens and --prefix-cache both decide cached_tokens: choose one";
        return result;
    }
    result.options = options;
    return result;
}
