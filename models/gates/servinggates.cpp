// context_reported and errors: what a serving run's tok/s means (fresh_response
// is in freshresponsegate.cpp).
#include "models/gates/rungates.h"

#include "models/configdiff/configkeys.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"
#include "models/run/runextrakeys.h"

#include <QSet>

#include <cmath>

namespace lanebook {

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

namespace {

// The tool an extra entry names ("AIPerf"), or words for it when it names none.
QString toolName(const nlohmann::json &entry)
{
    const auto tool = entry.find("tool");
    return tool != entry.end() && tool->is_string()
               ? QString::fromStdString(tool->get<std::string>())
               : GatesTr::tr("The benchmark tool");
}

} // namespace

GateResult checkErrors(const Run &run)
{
    constexpr GateId gate = GateId::Errors;
    if (!RunEvidence::sendsRequests(run))
        return gateDoesNotApply(gate, GatesTr::tr("This tool sends no requests, so there are no "
                                                  "failed requests to count."));
    // The tool that measured it called the run invalid (a context overflow rate past its
    // limit, an unsafe override, a cancelled run): its reasons, in its words, stand.
    if (const auto invalid = run.extra.find(kToolInvalidKey);
        invalid != run.extra.end() && invalid->is_object()) {
        QStringList reasons;
        for (const nlohmann::json &reason : invalid->value("reasons", nlohmann::json::array()))
            reasons << QString::fromStdString(reason.is_string() ? reason.get<std::string>()
                                                                 : reason.dump());
        if (!reasons.isEmpty())
            return gateFail(gate,
                            GatesTr::tr("%1 judged this run invalid itself: %2.")
                                .arg(toolName(*invalid), reasons.join(QStringLiteral("; "))),
                            {{QStringLiteral("tool_invalid_reasons"), double(reasons.size())}});
    }
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
