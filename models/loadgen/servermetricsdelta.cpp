#include "models/loadgen/servermetricsdelta.h"

#include <cmath>
#include <initializer_list>
#include <optional>

namespace lanebook::ServerMetricsDelta {

namespace {

// The first named counter present in both scrapes, as after - before. A counter that went
// down was reset (a server restarted mid-run): its delta is unknown.
std::optional<double> delta(const ServerCounters &before, const ServerCounters &after,
                            std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        const auto a = after.find(name);
        const auto b = before.find(name);
        if (a == after.end() || b == before.end())
            continue;
        if (a->second < b->second)
            return std::nullopt;
        return a->second - b->second;
    }
    return std::nullopt;
}

} // namespace

ServerCounters countersOf(const PrometheusScrape &scrape)
{
    ServerCounters totals;
    for (const PrometheusSample &sample : scrape.samples) {
        if (!std::isfinite(sample.value) || sample.name.endsWith(QLatin1String("_created")))
            continue;
        totals[sample.name.toStdString()] += sample.value;
    }
    return totals;
}

void addTo(Run &run, const ServerCounters &before, const ServerCounters &after)
{
    nlohmann::json server = run.extra.value("server_metrics", nlohmann::json::object());
    nlohmann::json deltas = nlohmann::json::object();
    for (const auto &[name, value] : after) {
        const auto b = before.find(name);
        if (b != before.end() && value >= b->second && value != b->second)
            deltas[name] = value - b->second;
    }
    server["counter_deltas"] = deltas;

    const auto hits =
        delta(before, after, {"vllm:prefix_cache_hits_total", "vllm:gpu_prefix_cache_hits_total"});
    const auto queries = delta(
        before, after, {"vllm:prefix_cache_queries_total", "vllm:gpu_prefix_cache_queries_total"});
    if (hits && queries) {
        server["prefix_cache_hit_tokens"] = *hits;
        server["prefix_cache_query_tokens"] = *queries;
        if (*queries > 0)
            server["prefix_cache_hit_rate"] = *hits / *queries;
    }
    if (const auto cached =
            delta(before, after,
                  {"vllm:prompt_tokens_cached_total", "llamacpp:prompt_tokens_cached_total"}))
        server["prompt_tokens_cached"] = *cached;

    const auto drafts =
        delta(before, after,
              {"vllm:spec_decode_num_drafts_total", "llamacpp:spec_decode_num_drafts_total"});
    const auto draftTokens = delta(
        before, after,
        {"vllm:spec_decode_num_draft_tokens_total", "llamacpp:spec_decode_num_draft_tokens_total"});
    const auto accepted = delta(before, after,
                                {"vllm:spec_decode_num_accepted_tokens_total",
                                 "llamacpp:spec_decode_num_accepted_tokens_total"});
    if (draftTokens && accepted && *draftTokens > 0) {
        run.setMetric(QStringLiteral("spec_draft_tokens"), *draftTokens,
                      QStringLiteral("spec_decode_num_draft_tokens_total"));
        run.setMetric(QStringLiteral("spec_acceptance_rate"), 100.0 * *accepted / *draftTokens,
                      QStringLiteral("spec_decode_num_accepted_tokens_total"));
        if (drafts && *drafts > 0)
            run.setMetric(QStringLiteral("spec_acceptance_length"), 1.0 + *accepted / *drafts,
                          QStringLiteral("spec_decode_num_drafts_total"));
    }
    run.extra["server_metrics"] = server;
}

void addDraftTotals(Run &run, double draftTokens, double acceptedTokens)
{
    if (!(draftTokens > 0) || run.metric(QStringLiteral("spec_acceptance_rate")))
        return;
    run.setMetric(QStringLiteral("spec_draft_tokens"), draftTokens,
                  QStringLiteral("timings.draft_n"));
    run.setMetric(QStringLiteral("spec_acceptance_rate"), 100.0 * acceptedTokens / draftTokens,
                  QStringLiteral("timings.draft_n_accepted"));
}

} // namespace lanebook::ServerMetricsDelta
