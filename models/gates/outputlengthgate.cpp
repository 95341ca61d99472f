// output_length ("faster with nothing smaller"): a model that stops
// early, or answers with nothing, has spectacular tok/s. Check tokens generated, not the rate.
#include "models/gates/rungates.h"

#include "models/configdiff/configkeys.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"
#include "models/run/runextrakeys.h"

#include <cmath>

namespace lanebook {

namespace {

bool isNaturalStop(const QString &finishReason)
{
    return finishReason.compare(QLatin1String("stop"), Qt::CaseInsensitive) == 0 ||
           finishReason.compare(QLatin1String("eos"), Qt::CaseInsensitive) == 0 ||
           finishReason.compare(QLatin1String("end_turn"), Qt::CaseInsensitive) == 0;
}

QString tokens(double value)
{
    return QString::number(value, 'f', std::fabs(value - std::round(value)) < 0.05 ? 0 : 1);
}

} // namespace

namespace {

GateResult outputLengthOf(const Run &run);

// The tool's own count of requests whose output length missed the one asked for (AIPerf's
// osl_mismatch_count, by its tolerance: 5 % or 50 tokens). It only makes the verdict stricter:
// it judges a run whose requested lengths Lanebook cannot see (a trace's per-request
// lengths), and a mismatch it counted fails or warns a run the counts alone passed or warned.
GateResult withToolMismatches(GateResult result, const Run &run)
{
    const std::optional<double> mismatches =
        run.metricValue(QStringLiteral("output_length_mismatches"));
    if (!mismatches || *mismatches < 0.0)
        return result;
    if (result.outcome == GateOutcome::Fail ||
        (result.outcome == GateOutcome::NotApplicable && !result.missingEvidence()))
        return result;
    double requests = run.metricValue(QStringLiteral("completed")).value_or(0.0);
    if (requests <= 0.0)
        requests = double(run.samples.size());
    result.evidence.push_back({QStringLiteral("output_length_mismatches"), *mismatches});
    if (*mismatches <= 0.0) {
        if (!result.missingEvidence())
            return result;
        return gatePass(GateId::OutputLength,
                        GatesTr::tr("The benchmark tool found every request's output length "
                                    "within its tolerance of the length asked for (0 "
                                    "mismatches in %1 requests).")
                            .arg(requests, 0, 'f', 0),
                        std::move(result.evidence));
    }
    const QString reason =
        GatesTr::tr("The benchmark tool counted %1 of %2 requests whose output length missed "
                    "the length asked for (early EOS, or max_tokens not honoured): shorter "
                    "answers make tok/s look better than it is.")
            .arg(*mismatches, 0, 'f', 0)
            .arg(requests, 0, 'f', 0);
    const bool tooMany = requests <= 0.0 || *mismatches / requests > kEarlyStopFailShare;
    return tooMany ? gateFail(GateId::OutputLength, reason, std::move(result.evidence))
                   : gateWarn(GateId::OutputLength, reason, std::move(result.evidence));
}

} // namespace

// The verdict on the counts, then, when the counts came from chunks, says so in its reason: a
// count estimated from chunks is weaker evidence than the server's usage.
GateResult checkOutputLength(const Run &run)
{
    GateResult result = withToolMismatches(outputLengthOf(run), run);
    const auto estimated = run.extra.find(kTokenCountsEstimatedKey);
    if (estimated == run.extra.end() || !estimated->is_object())
        return result;
    const int requests = estimated->value("requests", 0);
    if (requests <= 0)
        return result;
    result.reason += QLatin1Char(' ') +
                     GatesTr::tr("The output token counts of %n request(s) were estimated from "
                                 "stream chunks: the server sent no usage.",
                                 nullptr, requests);
    result.evidence.push_back({QStringLiteral("estimated_token_requests"), double(requests)});
    return result;
}

namespace {

GateResult outputLengthOf(const Run &run)
{
    constexpr GateId gate = GateId::OutputLength;
    if (run.format == RunFormat::LlamaBench || run.workload.contains("n_gen")) {
        const double gen = ConfigKeys::number(run.workload, {"n_gen"}).value_or(0.0);
        if (gen <= 0.0)
            return gateDoesNotApply(gate, GatesTr::tr("A prompt-processing test generates no "
                                                      "tokens."));
        // llama-bench decodes a fixed number of steps without sampling; nothing can stop it.
        return gatePass(gate,
                        GatesTr::tr("llama-bench decodes exactly n_gen = %1 tokens by "
                                    "construction, so an early EOS cannot shorten it.")
                            .arg(tokens(gen)),
                        {{QStringLiteral("requested_output_tokens"), gen}});
    }

    int withCounts = 0;
    int empty = 0;
    int lengthStops = 0;
    double sum = 0.0;
    std::vector<const RequestSample *> successful;
    for (const RequestSample &sample : run.samples) {
        if (!sample.error.isEmpty())
            continue;
        successful.push_back(&sample);
        if (sample.finishReason.compare(QLatin1String("length"), Qt::CaseInsensitive) == 0)
            ++lengthStops;
        if (!sample.outputTokens)
            continue;
        ++withCounts;
        sum += *sample.outputTokens;
        if (*sample.outputTokens <= 0)
            ++empty;
    }
    std::optional<double> mean = run.metricValue(QStringLiteral("output_tokens_mean"));
    if (!mean)
        mean = ConfigKeys::number(run.workload, {"output_tokens_mean"});
    if (!mean && withCounts > 0)
        mean = sum / withCounts;
    const bool generates = mean || withCounts > 0 ||
                           run.metric(QStringLiteral("output_tok_per_s")) ||
                           run.metric(QStringLiteral("median_tpot_ms"));
    if (!generates)
        return gateDoesNotApply(gate, GatesTr::tr("The run reports no generated tokens or output "
                                                  "rate, so there is no output to measure."));
    const double completed =
        run.metricValue(QStringLiteral("completed")).value_or(double(successful.size()));

    std::vector<GateEvidence> evidence;
    if (mean)
        evidence.push_back({QStringLiteral("output_tokens_mean"), *mean});
    if (empty > 0) {
        evidence.push_back({QStringLiteral("empty_outputs"), double(empty)});
        return gateFail(gate,
                        GatesTr::tr("%1 of %2 successful requests returned no tokens at all; an "
                                    "empty answer has spectacular tok/s.")
                            .arg(empty)
                            .arg(successful.size()),
                        std::move(evidence));
    }
    if (mean && *mean <= 0.0 && completed > 0)
        return gateFail(gate,
                        GatesTr::tr("Requests completed with 0 output tokens on average: the "
                                    "server answered with nothing."),
                        std::move(evidence));

    const auto requested = RunEvidence::requestedOutputTokens(run);
    if (!requested || requested->maxTokens <= 0.0) {
        if (!successful.empty() && lengthStops == int(successful.size()))
            return gatePass(gate,
                            GatesTr::tr("All %1 requests ran to their max_tokens limit "
                                        "(finish reason \"length\"), so none stopped early.")
                                .arg(successful.size()),
                            std::move(evidence));
        return gateMissingEvidence(
            gate,
            GatesTr::tr("No requested output length is recorded (workload output_tokens or "
                        "max_tokens), so an early EOS cannot be told from a short answer."),
            std::move(evidence));
    }
    const QString asked =
        requested->isFixed() ? tokens(requested->maxTokens)
                             : GatesTr::tr("%1 to %2")
                                   .arg(tokens(requested->minTokens), tokens(requested->maxTokens));
    evidence.push_back({QStringLiteral("requested_output_tokens"), requested->expectedMean()});

    // A request is cut short below 90% of the least it was asked for, or when the model
    // ended it (EOS) before that.
    int cutShort = 0;
    for (const RequestSample *sample : successful) {
        if (!sample->outputTokens)
            continue;
        const double got = *sample->outputTokens;
        if (got < kOutputMeanFailRatio * requested->minTokens ||
            (got < requested->minTokens && isNaturalStop(sample->finishReason)))
            ++cutShort;
    }
    if (!mean && withCounts == 0)
        return gateMissingEvidence(gate,
                                   GatesTr::tr("Asked for %1 tokens per request, but no output "
                                               "token counts were recorded to compare.")
                                       .arg(asked),
                                   std::move(evidence));
    // The mean is held against the mean asked for. When lengths are drawn from a range, the
    // mean of n draws wanders by (max - min) / sqrt(12 n); 3 of those (2 for the warning)
    // are allowed on top of the ratios.
    const double expected = requested->expectedMean();
    const double n = withCounts > 0 ? withCounts : std::max(completed, 1.0);
    const double wander = (requested->maxTokens - requested->minTokens) / std::sqrt(12.0 * n);
    const double ratio = mean ? *mean / expected : 1.0;
    if (mean) {
        evidence.push_back({QStringLiteral("output_ratio"), ratio});
        if (*mean < kOutputMeanFailRatio * expected - 3.0 * wander)
            return gateFail(gate,
                            GatesTr::tr("Asked for %1 tokens per request but got %2 on average "
                                        "(%3% of the %4 expected): shorter answers make tok/s "
                                        "look better than it is; check for early EOS.")
                                .arg(asked, tokens(*mean))
                                .arg(ratio * 100.0, 0, 'f', 0)
                                .arg(tokens(expected)),
                            std::move(evidence));
    }
    if (cutShort > 0) {
        evidence.push_back({QStringLiteral("requests_cut_short"), double(cutShort)});
        const double share = double(cutShort) / double(withCounts);
        const QString reason = GatesTr::tr("%1 of %2 requests stopped before the %3 tokens asked "
                                           "for (early EOS).")
                                   .arg(cutShort)
                                   .arg(withCounts)
                                   .arg(tokens(requested->minTokens));
        return share > kEarlyStopFailShare ? gateFail(gate, reason, std::move(evidence))
                                           : gateWarn(gate, reason, std::move(evidence));
    }
    if (mean && *mean < kOutputMeanWarnRatio * expected - 2.0 * wander)
        return gateWarn(gate,
                        GatesTr::tr("Asked for %1 tokens per request and got %2 on average, a "
                                    "little short of the %3 expected: some requests may have "
                                    "stopped early.")
                            .arg(asked, tokens(*mean), tokens(expected)),
                        std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("Asked for %1 tokens per request and got %2 on average.")
                        .arg(asked, tokens(mean.value_or(sum / std::max(withCounts, 1)))),
                    std::move(evidence));
}

} // namespace

} // namespace lanebook
