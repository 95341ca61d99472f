#include "models/configdiff/booleanflags.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace lanebook {

namespace {

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// The switches (store_true / BooleanOptionalAction, or flags documented without a value) of
// each engine's server command line, as their --help lists them; the `--enable-`/`--disable-`
// and `--no-` families are matched by prefix in isSwitchFlag.
constexpr std::string_view kVllm[] = {
    "--enforce-eager",
    "--trust-remote-code",
    "--skip-tokenizer-init",
    "--async-scheduling",
    "--headless",
    "--return-tokens-as-token-ids",
    "--use-tqdm-on-load",
    "--calculate-kv-scales",
    "--fully-sharded-loras",
    "--allow-credentials",
    "--ray-workers-use-nsight",
};
constexpr std::string_view kSglang[] = {
    "--trust-remote-code",   "--skip-tokenizer-init",
    "--is-embedding",        "--log-requests",
    "--show-time-cost",      "--skip-server-warmup",
    "--allow-auto-truncate", "--delete-ckpt-after-loading",
};
constexpr std::string_view kLlamaServer[] = {
    "--metrics",
    "--slots",
    "--props",
    "--jinja",
    "--mlock",
    "--embedding",
    "--embeddings",
    "--reranking",
    "--rerank",
    "--cont-batching",
    "-cb",
    "-nocb",
    "--verbose",
    "-v",
    "--log-disable",
    "--check-tensors",
    "--context-shift",
    "--swa-full",
    "--kv-unified",
    "-kvu",
    "--offline",
    "--special",
    "-sp",
    "--log-timestamps",
    "--log-prefix",
    "-nkvo",
    "--escape",
    "--webui",
};
constexpr std::string_view kTrtllmServe[] = {
    "--trust_remote_code",
    "--trust-remote-code",
    "--enable_chunked_prefill",
};

template <size_t N> bool listed(const std::string_view (&list)[N], std::string_view flag)
{
    return std::find(std::begin(list), std::end(list), flag) != std::end(list);
}

bool isEnableDisableSwitch(std::string_view flag)
{
    return startsWith(flag, "--enable-") || startsWith(flag, "--disable-");
}

} // namespace

ServerEngine serverEngineOf(const std::vector<std::string> &argv)
{
    // The program, or the module after `python -m`, is among the first three arguments.
    for (size_t i = 0; i < std::min<size_t>(argv.size(), 3); ++i) {
        std::string arg = argv[i];
        std::transform(arg.begin(), arg.end(), arg.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        const std::string_view name = std::string_view(arg).substr(arg.rfind('/') + 1);
        if (contains(name, "sglang"))
            return ServerEngine::Sglang;
        if (contains(name, "vllm"))
            return ServerEngine::Vllm;
        if (contains(name, "llama-server") || contains(name, "llama_server"))
            return ServerEngine::LlamaServer;
        if (contains(name, "trtllm-serve") || contains(name, "trtllm_serve"))
            return ServerEngine::TrtllmServe;
    }
    return ServerEngine::Unknown;
}

bool isSwitchFlag(ServerEngine engine, const std::string &flag)
{
    const std::string_view f(flag);
    if (startsWith(f, "--no-") || startsWith(f, "--no_"))
        return true;
    switch (engine) {
    case ServerEngine::Vllm:
        return listed(kVllm, f) || isEnableDisableSwitch(f);
    case ServerEngine::Sglang:
        return listed(kSglang, f) || isEnableDisableSwitch(f);
    case ServerEngine::LlamaServer:
        return listed(kLlamaServer, f);
    case ServerEngine::TrtllmServe:
        return listed(kTrtllmServe, f);
    case ServerEngine::Unknown:
        break;
    }
    return listed(kVllm, f) || listed(kSglang, f) || listed(kLlamaServer, f) ||
           listed(kTrtllmServe, f) || isEnableDisableSwitch(f);
}

} // namespace lanebook
