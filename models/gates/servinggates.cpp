// fresh_response, context_reported and errors (DESIGN §6): what a serving run's tok/s means.
#include "models/gates/rungates.h"

#include "models/configdiff/configkeys.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"

#include <QSet>

#include <cmath>

namespace lanebook {

GateResult checkFreshResponse(const Run &run, const RunGateContext &context)
{
    constexpr GateId gate = GateId::FreshResponse;
    if (!RunEvidence::sendsRequests(run) || RunEvidence::firstThroughputMetric(run).isEmpty())
        return gateDoesNotApply(gate, GatesTr::tr("The run serves no requests with a throughput "
                                                  "number, so there is no prompt cache to hit."));
    // Cached prompt tokens: per request, else a run total.
    int reported = 0;
    int hits = 0;
    double cachedTokens = 0.0;
    for (const RequestSample &sample : run.samples) {
        if (!sample.cachedTokens)
            continue;
        ++reported;
        if (*sample.cachedTokens > 0) {
            ++hits;
            cachedTokens += *sample.cachedTokens;
        }
    }
    if (reported == 0) {
        std::optional<double> total;
        for (const char *name : {"cached_tokens", "cached_tokens_total", "prompt_cached_tokens"}) {
            if (!total)
                total = run.metricValue(QString::fromLatin1(name));
        }
        if (!total)
            total = ConfigKeys::number(
                run.extra, {"cached_tokens", "total_cached_tokens", "num_cached_tokens"});
        if (total) {
            reported = 1;
            cachedTokens = *total;
            hits = *total > 0 ? 1 : 0;
        }
    }
    // Repeated prompts: hashes recorded per request, or a unique count below the request count.
    const QStringList hashes = RunEvidence::promptHashes(run, context);
    int repeats = 0;
    bool uniquenessKnown = false;
    if (!hashes.isEmpty()) {
        uniquenessKnown = true;
        repeats = int(hashes.size()) - int(QSet<QString>(hashes.begin(), hashes.end()).size());
    } else if (const auto unique = ConfigKeys::number(run.workload, {"unique_prompts"})) {
        const auto prompts = run.metricValue(QStringLiteral("num_prompts"))
                                 ? run.metricValue(QStringLiteral("num_prompts"))
                                 : ConfigKeys::number(run.workload, {"num_prompts"});
        if (prompts) {
            uniquenessKnown = true;
            repeats = std::max(0, int(std::lround(*prompts - *unique)));
        }
    }
    std::vector<GateEvidence> evidence;
    if (reported > 0)
        evidence.push_back({QStringLiteral("cached_prompt_tokens"), cachedTokens});
    if (uniquenessKnown)
        evidence.push_back({QStringLiteral("repeated_prompts"), double(repeats)});

    const bool headline = context.claim == ThroughputClaim::Headline;
    if (hits > 0 || repeats > 0) {
        QString what;
        if (hits > 0 && reported > 1)
            what = GatesTr::tr("Prefix-cache hits on %1 of %2 requests (%3 cached prompt tokens)")
                       .arg(hits)
                       .arg(reported)
                       .arg(cachedTokens, 0, 'f', 0);
        else if (hits > 0)
            what = GatesTr::tr("%1 prompt tokens came from the prefix cache")
                       .arg(cachedTokens, 0, 'f', 0);
        else
            what = GatesTr::tr("%1 of the prompts were repeats").arg(repeats);
        if (headline)
            return gateFail(gate,
                            GatesTr::tr("%1, so this tok/s is inflated and cannot be a headline "
                                        "number: rerun with fresh prompts.")
                                .arg(what),
                            std::move(evidence));
        return gateWarn(gate,
                        GatesTr::tr("%1: acceptable for a diagnostic, never as a headline "
                                    "number.")
                            .arg(what),
                        std::move(evidence));
    }
    if (reported > 0)
        return gatePass(gate,
                        uniquenessKnown
                            ? GatesTr::tr("No prompt token came from the cache and every prompt "
                                          "was distinct.")
                            : GatesTr::tr("No prompt token came from the cache (prompt uniqueness "
                                          "was not recorded)."),
                        std::move(evidence));
    return gateMissingEvidence(
        gate,
        uniquenessKnown
            ? GatesTr::tr("Prompts were distinct, but nothing recorded cached prompt tokens, and "
                          "prompts reused from an earlier run still hit the cache.")
            : GatesTr::tr("Nothing recorded cached prompt tokens or prompt identity, so prefix "
                          "cache hits cannot be ruled out: record cached_tokens per request."),
        std::move(evidence));
}

GateResult checkContextReported(const Run &run)
{
    constexpr GateId gate = GateId::ContextReported;
    const QString throughput = RunEvidence::firstThroughputMetric(run);
    if (throughput.isEmpty())
        return gateDoesNotApply(gate, GatesTr::tr("The run reports no throughput number that "
                                                  "would need a context length."));
    const auto context = RunEvidence::contextTokens(run);
    if (!context)
        return gateFail(gate,
                        GatesTr::tr("%1 has no context length beside it, and a tok/s without its "
                                    "context is not a measurement: record the prompt length "
                                    "(input_tokens or context_tokens).")
                            .arg(throughput));
    return gatePass(gate,
                    GatesTr::tr("%1 is reported at %2 tokens of context (%3).")
                        .arg(throughput)
                        .arg(context->value, 0, 'f', 0)
                        .arg(context->key),
                    {{QStringLiteral("context_tokens"), context->value}});
}

GateResult checkErrors(const Run &run)
{
    constexpr GateId gate = GateId::Errors;
    if (!RunEvidence::sendsRequests(run))
        return gateDoesNotApply(gate, GatesTr::tr("This tool sends no requests, so there are no "
                                                  "failed requests to count."));
    std::optional<double> failed = run.metricValue(QStringLiteral("failed"));
    std::optional<double> completed = run.metricValue(QStringLiteral("completed"));
    if (!failed && !run.samples.empty()) {
        int errors = 0;
        for (const RequestSample &sample : run.samples)
            errors += sample.error.isEmpty() ? 0 : 1;
        failed = errors;
        if (!completed)
            completed = double(run.samples.size()) - errors;
    }
    if (!failed)
        return gateMissingEvidence(gate, GatesTr::tr("No failed-request count was recorded, so "
                                                     "errors cannot be ruled out."));
    std::optional<double> total;
    if (completed)
        total = *completed + *failed;
    else if (const auto prompts = run.metricValue(QStringLiteral("num_prompts")))
        total = std::max(*prompts, *failed);
    std::vector<GateEvidence> evidence{{QStringLiteral("failed"), *failed}};
    if (!total || *total <= 0.0)
        return gateMissingEvidence(gate,
                                   GatesTr::tr("%1 requests failed, but the number sent is not "
                                               "recorded.")
                                       .arg(*failed, 0, 'f', 0),
                                   std::move(evidence));
    const double share = *failed / *total;
    evidence.push_back({QStringLiteral("requests"), *total});
    evidence.push_back({QStringLiteral("failed_pct"), 100.0 * share});
    if (*failed <= 0.0)
        return gatePass(gate, GatesTr::tr("All %1 requests succeeded.").arg(*total, 0, 'f', 0),
                        std::move(evidence));
    if (completed && *completed <= 0.0)
        return gateFail(gate,
                        GatesTr::tr("Every request failed; there is no throughput to "
                                    "speak of."),
                        std::move(evidence));
    const QString reason = GatesTr::tr("%1 of %2 requests failed (%3%); the survivors may be the "
                                       "easy ones, so the tok/s is not the whole workload's.")
                               .arg(*failed, 0, 'f', 0)
                               .arg(*total, 0, 'f', 0)
                               .arg(100.0 * share, 0, 'g', 2);
    return share > kErrorsFailShare ? gateFail(gate, reason, std::move(evidence))
                                    : gateWarn(gate, reason, std::move(evidence));
}

} // namespace lanebook
