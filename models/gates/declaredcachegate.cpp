#include "models/gates/declaredcachegate.h"

#include "models/configdiff/configkeys.h"
#include "models/gates/gatestr.h"

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

// What a request may take beyond what was declared: BOS and a chat template's opening, block-
// rounded by vLLM (the fresh-response gate's head).
constexpr int kDeclaredHeadTokens = 64;

// ...and at most this share of its prompt (the fresh-response gate's kMaxHeadShare).
constexpr double kDeclaredHeadShare = 0.25;

struct CachedSums
{
    int reported = 0;
    double cachedTokens = 0.0;
    double promptTokens = 0.0;
    double headTokens = 0.0; // what the requests may take beyond a declaration: their heads
};

CachedSums cachedSums(const Run &run, int skipFirst)
{
    CachedSums sums;
    for (const RequestSample &sample : run.samples) {
        if (!sample.cachedTokens || sample.index < skipFirst)
            continue;
        ++sums.reported;
        sums.cachedTokens += *sample.cachedTokens;
        sums.promptTokens += sample.inputTokens.value_or(0);
        sums.headTokens +=
            sample.inputTokens
                ? std::min<double>(kDeclaredHeadTokens, kDeclaredHeadShare * *sample.inputTokens)
                : kDeclaredHeadTokens;
    }
    return sums;
}

// Where the server's own config turns prefix caching off, the flag or key that does: vLLM's
// --no-enable-prefix-caching (or --enable-prefix-caching=false), SGLang's --disable-radix-cache,
// the mock's --prefix-cache off, or a config key saying so (enable_prefix_caching: false,
// prefix_cache / prefix_caching: off, disable_radix_cache: true). Empty when none does.
QString cachingOffByConfig(const Run &run)
{
    const auto argv = run.config.find("argv");
    if (argv != run.config.end() && argv->is_array()) {
        for (std::size_t i = 0; i < argv->size(); ++i) {
            if (!(*argv)[i].is_string())
                continue;
            QString arg = QString::fromStdString((*argv)[i].get<std::string>());
            const QString next = i + 1 < argv->size() && (*argv)[i + 1].is_string()
                                     ? QString::fromStdString((*argv)[i + 1].get<std::string>())
                                     : QString();
            if (arg == QLatin1String("--no-enable-prefix-caching") ||
                arg == QLatin1String("--disable-radix-cache") ||
                arg.compare(QLatin1String("--enable-prefix-caching=false"), Qt::CaseInsensitive) ==
                    0 ||
                arg == QLatin1String("--prefix-cache=off"))
                return arg;
            if (arg == QLatin1String("--prefix-cache") && next == QLatin1String("off"))
                return arg + QLatin1Char(' ') + next;
        }
    }
    if (ConfigKeys::boolean(run.config, {"enable_prefix_caching"}) == false)
        return QStringLiteral("enable_prefix_caching: false");
    if (ConfigKeys::boolean(run.config, {"disable_radix_cache"}) == true)
        return QStringLiteral("disable_radix_cache: true");
    for (const char *key : {"prefix_cache", "prefix_caching"}) {
        const std::optional<QString> value = ConfigKeys::string(run.config, {key});
        if (value && (value->compare(QLatin1String("off"), Qt::CaseInsensitive) == 0 ||
                      value->compare(QLatin1String("false"), Qt::CaseInsensitive) == 0 ||
                      value->compare(QLatin1String("disabled"), Qt::CaseInsensitive) == 0))
            return QStringLiteral("%1: %2").arg(QLatin1String(key), *value);
    }
    return {};
}

// Almost nothing came from the cache: a failure unless the server's config says its cache is
// off, which is a baseline measured on purpose (a "cache on or off" A/B).
GateResult cachingLooksOff(const Run &run, const QString &figures,
                           std::vector<GateEvidence> evidence)
{
    constexpr GateId gate = GateId::FreshResponse;
    if (const QString off = cachingOffByConfig(run); !off.isEmpty())
        return gatePass(gate,
                        GatesTr::tr("%1: the server's prefix caching is off by its config (%2), so "
                                    "this run measures the declared traffic without a cache.")
                            .arg(figures, off),
                        std::move(evidence));
    return gateFail(gate,
                    GatesTr::tr("%1: prefix caching looks off, so this run does not measure the "
                                "traffic it declared. Turn it on, or send traffic that shares "
                                "nothing.")
                        .arg(figures),
                    std::move(evidence));
}

GateResult noCachedTokens(GateId gate, const QString &declared)
{
    return gateMissingEvidence(
        gate, GatesTr::tr("The load declared %1, but no request reported cached prompt tokens, "
                          "so whether the server's cache saw that reuse is unknown: servers "
                          "with prefix caching report usage.prompt_tokens_details.cached_tokens.")
                  .arg(declared));
}

// What a load's reuse is declared as: a replayed trace's shared blocks, or conversations'
// histories.
struct DeclaredReuse
{
    QString declared; // "a trace's reuse"
    QString source;   // "the trace"
};

GateResult checkImpliedReuse(const Run &run, const nlohmann::json &reuse, const DeclaredReuse &what)
{
    constexpr GateId gate = GateId::FreshResponse;
    const double implied = ConfigKeys::number(reuse, {"cached_tokens"}).value_or(0.0);
    CachedSums sums = cachedSums(run, 0);
    const QString &declared = what.declared;
    // No request said what it took from the cache: the server's own counter over the run
    // (vLLM's and llama-server's /metrics, read before and after it) stands in.
    QString counted;
    if (sums.reported == 0) {
        const auto server = run.extra.find("server_metrics");
        const std::optional<double> total =
            server != run.extra.end() && server->is_object()
                ? ConfigKeys::number(*server, {"prompt_tokens_cached", "prefix_cache_hit_tokens"})
                : std::nullopt;
        if (!total)
            return noCachedTokens(gate, declared);
        sums.cachedTokens = *total;
        sums.reported = int(run.samples.size());
        for (const RequestSample &sample : run.samples)
            sums.headTokens += sample.inputTokens
                                   ? std::min<double>(kDeclaredHeadTokens,
                                                      kDeclaredHeadShare * *sample.inputTokens)
                                   : kDeclaredHeadTokens;
        counted = GatesTr::tr(" (the server's /metrics counter: no request reported its cached "
                              "tokens)");
    }
    const double measured = sums.cachedTokens;
    const double share = measured / implied;
    std::vector<GateEvidence> evidence = {{QStringLiteral("cached_prompt_tokens"), measured},
                                          {QStringLiteral("trace_implied_cached_tokens"), implied},
                                          {QStringLiteral("cached_share_of_implied"), share}};
    const QString figures = GatesTr::tr("%1 prompt tokens came from the cache where %4 "
                                        "implies %2 (%3%)")
                                .arg(measured, 0, 'f', 0)
                                .arg(implied, 0, 'f', 0)
                                .arg(100.0 * share, 0, 'f', 1)
                                .arg(what.source) +
                            counted;
    if (measured > implied + sums.headTokens && measured > implied * 1.05)
        return gateFail(gate,
                        GatesTr::tr("%1: more than %2 shares, so this tok/s is inflated. The "
                                    "cache held prompts from before the run (reset it between "
                                    "runs: POST /reset_prefix_cache on vLLM and SGLang), or the "
                                    "server reuses more than was declared.")
                            .arg(figures, what.source),
                        std::move(evidence));
    if (share < kCacheOffShare)
        return cachingLooksOff(run, figures, std::move(evidence));
    if (share < kTraceReuseShortfall)
        return gateWarn(gate,
                        GatesTr::tr("%1: the cache served less than %2 shares (a smaller cache, "
                                    "eviction, or requests that arrived before what they share "
                                    "was prefilled). Compare such runs knowing their caches "
                                    "differed.")
                            .arg(figures, what.source),
                        std::move(evidence));
    return gatePass(gate, GatesTr::tr("%1, as declared.").arg(figures), std::move(evidence));
}

GateResult checkSharedSystemPrompt(const Run &run, int systemTokens)
{
    constexpr GateId gate = GateId::FreshResponse;
    // The first requests in flight may all arrive before the prompt they share was prefilled.
    const int inFlight =
        int(std::clamp(ConfigKeys::number(run.workload, {"concurrency"}).value_or(1.0), 1.0, 1e6));
    const QString declared = GatesTr::tr("a shared %1-token system prompt").arg(systemTokens);
    int judged = 0;
    int found = 0;
    int beyond = 0;
    int most = 0;
    for (const RequestSample &sample : run.samples) {
        if (!sample.cachedTokens || sample.index < inFlight)
            continue;
        ++judged;
        found += *sample.cachedTokens * 2 >= systemTokens ? 1 : 0;
        if (*sample.cachedTokens > systemTokens + kDeclaredHeadTokens) {
            ++beyond;
            most = std::max(most, *sample.cachedTokens);
        }
    }
    if (judged == 0)
        return noCachedTokens(gate, declared);
    const double share = double(found) / judged;
    std::vector<GateEvidence> evidence = {
        {QStringLiteral("requests_judged"), double(judged)},
        {QStringLiteral("requests_finding_system_prompt"), double(found)},
        {QStringLiteral("requests_reusing_more"), double(beyond)}};
    if (beyond > 0)
        return gateFail(gate,
                        GatesTr::tr("%1 of %2 requests took more than %3 and its head from the "
                                    "cache (up to %4 tokens): reuse the load did not declare, so "
                                    "this tok/s is inflated.")
                            .arg(beyond)
                            .arg(judged)
                            .arg(declared)
                            .arg(most),
                        std::move(evidence));
    const QString figures =
        GatesTr::tr("%1 of %2 requests found %3 in the cache").arg(found).arg(judged).arg(declared);
    if (share < kCacheOffShare)
        return cachingLooksOff(run, GatesTr::tr("Only %1").arg(figures), std::move(evidence));
    if (share < kTraceReuseShortfall)
        return gateWarn(gate,
                        GatesTr::tr("Only %1 (a small cache or eviction): compare such runs "
                                    "knowing their caches differed.")
                            .arg(figures),
                        std::move(evidence));
    return gatePass(gate, GatesTr::tr("%1, and none more, as declared.").arg(figures),
                    std::move(evidence));
}

} // namespace

std::optional<GateResult> checkDeclaredCacheState(const Run &run)
{
    const auto state = run.workload.find("cache_state");
    if (state == run.workload.end() || !state->is_string())
        return std::nullopt;
    // A trace's blocks or conversations' histories: what they imply a cache serves.
    const bool trace = *state == "trace";
    if (trace || *state == "conversation") {
        const auto reuse = run.workload.find(trace ? "trace_reuse" : "conversation_reuse");
        if (reuse == run.workload.end() || !reuse->is_object() ||
            !(ConfigKeys::number(*reuse, {"cached_tokens"}).value_or(0.0) > 0.0))
            return std::nullopt;
        return checkImpliedReuse(
            run, *reuse,
            trace ? DeclaredReuse{GatesTr::tr("a trace's reuse"), GatesTr::tr("the trace")}
                  : DeclaredReuse{GatesTr::tr("conversations' histories"),
                                  GatesTr::tr("the conversations' history")});
    }
    if (*state == "shared-system-prompt") {
        const double tokens =
            ConfigKeys::number(run.workload, {"shared_system_prompt_tokens"}).value_or(0.0);
        if (tokens >= 1.0 && tokens < 1e9)
            return checkSharedSystemPrompt(run, int(tokens));
    }
    return std::nullopt;
}

} // namespace lanebook
