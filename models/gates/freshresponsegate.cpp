// fresh_response: prefix-cache hits inflate tok/s. Real engines
// always share a little: the BOS token and, on chat endpoints, the chat template's opening
// tokens are cached for every request, in production too. So the gate tells that fixed head
// (the same few tokens on every request, a small share of its prompt) from prompt reuse, and
// fails only reuse.
#include "models/gates/rungates.h"

#include "models/configdiff/configkeys.h"
#include "models/gates/declaredcachegate.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

// A fixed head is at most this long: Llama 3's template with its date preamble is about 30
// tokens, Qwen's with its default system prompt about 20, and vLLM rounds a head down to
// whole blocks (16 or 32 tokens).
constexpr int kMaxHeadTokens = 64;
// ...and at most this share of a prompt: a 30-token head is 23% of a 128-token prompt.
constexpr double kMaxHeadShare = 0.25;
// A request may match a few more tokens than the head by chance: a nonce's leading digits
// are one token each in Qwen's or Llama 2's tokenizer, and a radix cache finds the earlier
// request whose digits agree longest (about log10 of the requests sent). More is reuse.
constexpr int kStrayTokens = 4;

struct CacheReport
{
    int reported = 0; // requests (or 1 for a run total) that said how much was cached
    int hits = 0;     // of them, with a cached token
    double cachedTokens = 0.0;
    int headTokens = 0;    // cached on every hit request: template and BOS
    int headRequests = 0;  // requests with no more than the head (and strays) cached
    int strayRequests = 0; // requests with 1..kStrayTokens tokens beyond the head
    int reusingRequests = 0;
    double reusedTokens = 0.0;          // beyond the head, over the reusing requests
    std::optional<double> promptTokens; // the median prompt, for shares
    bool totalOnly = false;
};

std::optional<double> median(std::vector<double> values)
{
    if (values.empty())
        return std::nullopt;
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

bool smallHead(double tokens, const std::optional<double> &promptTokens)
{
    return tokens <= kMaxHeadTokens &&
           (!promptTokens || *promptTokens <= 0.0 || tokens / *promptTokens <= kMaxHeadShare);
}

CacheReport perRequest(const Run &run)
{
    CacheReport report;
    std::vector<double> prompts;
    int head = 0;
    for (const RequestSample &sample : run.samples) {
        if (!sample.cachedTokens)
            continue;
        ++report.reported;
        if (sample.inputTokens && *sample.inputTokens > 0)
            prompts.push_back(*sample.inputTokens);
        if (*sample.cachedTokens > 0) {
            ++report.hits;
            report.cachedTokens += *sample.cachedTokens;
            head = head == 0 ? *sample.cachedTokens : std::min(head, *sample.cachedTokens);
        }
    }
    report.promptTokens = median(std::move(prompts));
    if (!report.promptTokens) {
        if (const auto context = RunEvidence::contextTokens(run))
            report.promptTokens = context->value;
    }
    if (!smallHead(head, report.promptTokens))
        head = 0; // what every request shares is too long for a template: it is reuse too
    report.headTokens = head;
    for (const RequestSample &sample : run.samples) {
        if (!sample.cachedTokens || *sample.cachedTokens <= 0)
            continue;
        const int beyond = *sample.cachedTokens - head;
        if (head > 0 && beyond <= kStrayTokens) {
            ++report.headRequests;
            report.strayRequests += beyond > 0 ? 1 : 0;
        } else {
            ++report.reusingRequests;
            report.reusedTokens += beyond;
        }
    }
    return report;
}

// Only a run total: the load generator's sum, an importer's total, or the server's own
// prefix-cache hit counter over the run (vLLM's /metrics).
CacheReport runTotal(const Run &run)
{
    CacheReport report;
    std::optional<double> total;
    for (const char *name : {"cached_tokens", "cached_tokens_total", "prompt_cached_tokens"}) {
        if (!total)
            total = run.metricValue(QString::fromLatin1(name));
    }
    if (!total)
        total = ConfigKeys::number(run.extra,
                                   {"cached_tokens", "total_cached_tokens", "num_cached_tokens"});
    if (!total && run.extra.contains("server_metrics"))
        total = ConfigKeys::number(run.extra["server_metrics"], {"prefix_cache_hit_tokens"});
    if (!total)
        return report;
    report.totalOnly = true;
    report.reported = 1;
    report.cachedTokens = *total;
    report.hits = *total > 0 ? 1 : 0;
    if (const auto context = RunEvidence::contextTokens(run))
        report.promptTokens = context->value;
    return report;
}

std::optional<double> requestCount(const Run &run)
{
    if (!run.samples.empty())
        return double(run.samples.size());
    for (const char *name : {"completed", "num_prompts"}) {
        if (const auto value = run.metricValue(QString::fromLatin1(name)); value && *value > 0)
            return value;
    }
    return ConfigKeys::number(run.workload, {"num_prompts"});
}

QString percent(double part, const std::optional<double> &whole)
{
    if (!whole || *whole <= 0.0)
        return GatesTr::tr("share of the prompt unknown");
    return GatesTr::tr("%1% of its prompt").arg(100.0 * part / *whole, 0, 'f', 1);
}

// Repeated prompts: hashes recorded per request, or a unique count below the request count.
std::optional<int> repeatedPrompts(const Run &run, const RunGateContext &context)
{
    const QStringList hashes = RunEvidence::promptHashes(run, context);
    if (!hashes.isEmpty())
        return int(hashes.size()) - int(QSet<QString>(hashes.begin(), hashes.end()).size());
    const auto unique = ConfigKeys::number(run.workload, {"unique_prompts"});
    if (!unique)
        return std::nullopt;
    const auto prompts = run.metricValue(QStringLiteral("num_prompts"))
                             ? run.metricValue(QStringLiteral("num_prompts"))
                             : ConfigKeys::number(run.workload, {"num_prompts"});
    if (!prompts)
        return std::nullopt;
    return std::max(0, int(std::lround(*prompts - *unique)));
}

// "every request had the same 4-token head cached (template/BOS), 1.2% of its prompt: not
// reuse", or empty when nothing beyond zero was cached.
QString headSentence(const CacheReport &report)
{
    if (report.headTokens == 0 || report.headRequests == 0)
        return {};
    QString sentence =
        report.headRequests == report.reported
            ? GatesTr::tr("Every request had the same %1-token head cached (template/BOS), %2: "
                          "not reuse.")
                  .arg(report.headTokens)
                  .arg(percent(report.headTokens, report.promptTokens))
            : GatesTr::tr("%1 of %2 requests had the same %3-token head cached (template/BOS), "
                          "%4: not reuse.")
                  .arg(report.headRequests)
                  .arg(report.reported)
                  .arg(report.headTokens)
                  .arg(percent(report.headTokens, report.promptTokens));
    if (report.strayRequests > 0)
        sentence +=
            QLatin1Char(' ') + GatesTr::tr("%1 of them matched at most %2 more tokens by chance.")
                                   .arg(report.strayRequests)
                                   .arg(kStrayTokens);
    return sentence;
}

} // namespace

GateResult checkFreshResponse(const Run &run, const RunGateContext &context)
{
    constexpr GateId gate = GateId::FreshResponse;
    if (!RunEvidence::sendsRequests(run) || RunEvidence::firstThroughputMetric(run).isEmpty())
        return gateDoesNotApply(gate, GatesTr::tr("The run serves no requests with a throughput "
                                                  "number, so there is no prompt cache to hit."));
    // A load that reuses on purpose is judged against what it declared.
    if (std::optional<GateResult> declared = checkDeclaredCacheState(run))
        return std::move(*declared);
    CacheReport report = perRequest(run);
    if (report.reported == 0)
        report = runTotal(run);
    const std::optional<int> repeats = repeatedPrompts(run, context);
    const auto reuseKey = run.workload.find("reuse_prompts");
    const bool reuseLabelled =
        reuseKey != run.workload.end() && reuseKey->is_boolean() && reuseKey->get<bool>();

    std::vector<GateEvidence> evidence;
    if (report.reported > 0)
        evidence.push_back({QStringLiteral("cached_prompt_tokens"), report.cachedTokens});
    if (report.headTokens > 0)
        evidence.push_back({QStringLiteral("cached_head_tokens"), double(report.headTokens)});
    if (report.reported > 0 && !report.totalOnly) {
        evidence.push_back({QStringLiteral("reusing_requests"), double(report.reusingRequests)});
        evidence.push_back({QStringLiteral("reused_tokens_beyond_head"), report.reusedTokens});
    }
    if (repeats)
        evidence.push_back({QStringLiteral("repeated_prompts"), double(*repeats)});

    // Only a total: an average no larger than a head may still hide a few reusing requests.
    const std::optional<double> requests = requestCount(run);
    const bool totalLooksLikeHead = report.totalOnly && report.hits > 0 && requests &&
                                    smallHead(report.cachedTokens / *requests, report.promptTokens);
    if (!totalLooksLikeHead && report.totalOnly && report.hits > 0)
        report.reusingRequests = 1;

    QStringList what;
    if (report.reusingRequests > 0 && !report.totalOnly) {
        const double meanTokens = report.reusedTokens / report.reusingRequests;
        what << (report.headTokens > 0
                     ? GatesTr::tr("%1 of %2 requests reused %3 prompt tokens beyond a %4-token "
                                   "head (%5 a request on average, %6)")
                           .arg(report.reusingRequests)
                           .arg(report.reported)
                           .arg(report.reusedTokens, 0, 'f', 0)
                           .arg(report.headTokens)
                           .arg(meanTokens, 0, 'f', 0)
                           .arg(percent(meanTokens, report.promptTokens))
                     : GatesTr::tr("%1 of %2 requests took %3 prompt tokens from the prefix cache "
                                   "(%4 a request on average, %5), more than a template/BOS head "
                                   "of at most %6 tokens and %7% of a prompt")
                           .arg(report.reusingRequests)
                           .arg(report.reported)
                           .arg(report.reusedTokens, 0, 'f', 0)
                           .arg(meanTokens, 0, 'f', 0)
                           .arg(percent(meanTokens, report.promptTokens))
                           .arg(kMaxHeadTokens)
                           .arg(kMaxHeadShare * 100.0, 0, 'f', 0));
    } else if (report.reusingRequests > 0) {
        what << GatesTr::tr("%1 prompt tokens came from the prefix cache%2")
                    .arg(report.cachedTokens, 0, 'f', 0)
                    .arg(requests ? GatesTr::tr(" (%1 a request on average, more than a "
                                                "template/BOS head)")
                                        .arg(report.cachedTokens / *requests, 0, 'f', 0)
                                  : QString());
    }
    if (repeats && *repeats > 0)
        what << GatesTr::tr("%1 of the prompts were repeats").arg(*repeats);

    const bool headline = context.claim == ThroughputClaim::Headline;
    if (!what.isEmpty()) {
        QString reason = what.join(QStringLiteral("; "));
        reason = headline ? GatesTr::tr("%1, so this tok/s is inflated and cannot be a headline "
                                        "number: rerun with fresh prompts.")
                                .arg(reason)
                          : GatesTr::tr("%1: acceptable for a diagnostic, never as a headline "
                                        "number.")
                                .arg(reason);
        if (reuseLabelled)
            reason += QLatin1Char(' ') + GatesTr::tr("The run was made with reused prompts: a "
                                                     "prefix-cache experiment.");
        return headline ? gateFail(gate, reason, std::move(evidence))
                        : gateWarn(gate, reason, std::move(evidence));
    }
    if (totalLooksLikeHead)
        return gateWarn(gate,
                        GatesTr::tr("%1 prompt tokens came from the prefix cache, %2 a request on "
                                    "average (%3): no more than a template/BOS head, but without "
                                    "per-request numbers a few requests reusing prompts cannot "
                                    "be ruled out: record cached_tokens per request.")
                            .arg(report.cachedTokens, 0, 'f', 0)
                            .arg(report.cachedTokens / *requests, 0, 'f', 1)
                            .arg(percent(report.cachedTokens / *requests, report.promptTokens)),
                        std::move(evidence));
    if (report.reported > 0) {
        const QString distinct = repeats ? GatesTr::tr("every prompt was distinct")
                                         : GatesTr::tr("prompt uniqueness was not recorded");
        const QString head = headSentence(report);
        return gatePass(gate,
                        head.isEmpty()
                            ? GatesTr::tr("No prompt token came from the cache (%1).").arg(distinct)
                            : GatesTr::tr("%1 No prompt was reused (%2).").arg(head, distinct),
                        std::move(evidence));
    }
    return gateMissingEvidence(
        gate,
        repeats ? GatesTr::tr("Prompts were distinct, but nothing recorded cached prompt tokens, "
                              "and prompts reused from an earlier run still hit the cache.")
                : GatesTr::tr("Nothing recorded cached prompt tokens or prompt identity, so "
                              "prefix cache hits cannot be ruled out: record cached_tokens per "
                              "request."),
        std::move(evidence));
}

} // namespace lanebook
