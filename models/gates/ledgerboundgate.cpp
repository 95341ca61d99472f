// ledger_bound (physics has no fast path): measured decode tok/s above BW_peak x 0.92 / B_token
// is a bug, not an optimization. The derivation of the bound is in models/ledger/byteledger.h.
#include "models/gates/rungates.h"

#include "models/base/expected.h"
#include "models/configdiff/configkeys.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"
#include "models/ledger/byteledger.h"

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

struct DecodeRates
{
    std::optional<double> perSequenceTokPerS; // one sequence: 1000 / TPOT
    std::optional<double> aggregateTokPerS;   // all sequences together
    QString why;                              // when there is none
    bool applies = true;
};

DecodeRates measuredDecodeRates(const Run &run)
{
    DecodeRates rates;
    const bool llamaBench = run.format == RunFormat::LlamaBench || run.workload.contains("n_gen");
    if (llamaBench) {
        const double gen = ConfigKeys::number(run.workload, {"n_gen"}).value_or(0.0);
        const double prompt = ConfigKeys::number(run.workload, {"n_prompt"}).value_or(0.0);
        if (gen <= 0.0 || prompt > 0.0) {
            rates.applies = false;
            rates.why = gen <= 0.0 ? GatesTr::tr("A prompt-processing test decodes nothing, so "
                                                 "the decode ledger does not bound it.")
                                   : GatesTr::tr("A combined prompt+generation rate is not a "
                                                 "decode rate, so the ledger does not bound it.");
            return rates;
        }
        if (const auto gen = run.metricValue(QStringLiteral("gen_tok_per_s"))) {
            rates.perSequenceTokPerS = gen; // batch 1: one sequence is the aggregate
            rates.aggregateTokPerS = gen;
        }
    } else {
        for (const char *name : {"median_tpot_ms", "mean_tpot_ms"}) {
            const auto tpot = run.metricValue(QString::fromLatin1(name));
            if (tpot && *tpot > 0.0 && std::isfinite(*tpot)) {
                rates.perSequenceTokPerS = 1000.0 / *tpot;
                break;
            }
        }
        rates.aggregateTokPerS = run.metricValue(QStringLiteral("output_tok_per_s"));
    }
    if (!rates.perSequenceTokPerS && !rates.aggregateTokPerS) {
        rates.applies = !RunEvidence::firstThroughputMetric(run).isEmpty();
        rates.why = rates.applies ? GatesTr::tr("No decode rate was recorded (TPOT or output "
                                                "tok/s), so there is nothing to hold against "
                                                "the byte ledger.")
                                  : GatesTr::tr("The run reports no throughput, so the byte "
                                                "ledger has nothing to bound.");
    }
    return rates;
}

// Tokens per sequence per decode step. Without speculation 1. With it, no more than K + 1
// (K drafts plus the bonus token) and, when the acceptance length is measured, no more than
// that length + 1, whichever tool convention (with or without the bonus token) wrote it.
Expected<double> tokensPerStepBound(const Run &run)
{
    const auto depth = ConfigKeys::number(
        run.config, {"num_speculative_tokens", "speculative_config.num_speculative_tokens",
                     "speculative_num_draft_tokens", "draft_depth", "draft_k", "k", "draft_max",
                     "n_draft", "spec_k"});
    const auto acceptance = run.metricValue(QStringLiteral("spec_acceptance_length"));
    const bool speculative =
        depth || acceptance || run.metric(QStringLiteral("spec_acceptance_rate")) ||
        run.metric(QStringLiteral("spec_draft_tokens")) ||
        ConfigKeys::string(run.config,
                           {"speculative_algorithm", "speculative_method", "spec_method",
                            "speculative_model", "draft_model", "model_draft", "drafter"}) ||
        (ConfigKeys::find(run.config, "speculative_config") &&
         !ConfigKeys::find(run.config, "speculative_config")->is_null());
    if (!speculative)
        return 1.0;
    std::optional<double> bound;
    if (depth && *depth >= 0.0)
        bound = *depth + 1.0;
    if (acceptance && *acceptance > 0.0)
        bound = std::min(bound.value_or(INFINITY), *acceptance + 1.0);
    if (!bound)
        return unexpected(
            GatesTr::tr("The run decodes speculatively but neither the draft depth K nor the "
                        "acceptance length is recorded, so tokens per step are unbounded."));
    return *bound;
}

QString tokPerS(double value)
{
    return QString::number(value, 'f', value < 100.0 ? 1 : 0);
}

const GpuBandwidthTable &builtInTable()
{
    static const GpuBandwidthTable table = GpuBandwidthTable::builtIn();
    return table;
}

} // namespace

GateResult checkLedgerBound(const Run &run, const RunGateContext &context)
{
    constexpr GateId gate = GateId::LedgerBound;
    const DecodeRates rates = measuredDecodeRates(run);
    if (!rates.perSequenceTokPerS && !rates.aggregateTokPerS)
        return rates.applies ? gateMissingEvidence(gate, rates.why)
                             : gateDoesNotApply(gate, rates.why);

    const DecodeBytes bytes = decodeBytesFromConfig(run.config);
    if (!bytes.weightBytes)
        return gateMissingEvidence(
            gate, GatesTr::tr("No byte ledger for this run: %1.").arg(bytes.weightNote));
    const GpuBandwidthTable &table =
        context.bandwidthTable ? *context.bandwidthTable : builtInTable();
    const LedgerBandwidth bandwidth = bandwidthFromConfig(run.config, table);
    if (!bandwidth.perGpuBytesPerS)
        return gateMissingEvidence(
            gate, GatesTr::tr("No peak bandwidth for this run: %1.").arg(bandwidth.missing));
    const Expected<double> tau = tokensPerStepBound(run);
    if (!tau)
        return gateMissingEvidence(gate, tau.error());

    // Unknown context or KV bytes count as none: that only raises the prediction.
    const auto decodeContext = RunEvidence::decodeContextTokens(run);
    const auto concurrency = RunEvidence::concurrency(run);
    DecodePoint point;
    point.contextTokens = decodeContext ? decodeContext->value : 0.0;
    point.tokensPerStep = *tau;
    point.replicas = bandwidth.replicas;
    const double kv = bytes.kvBytesPerToken.value_or(0.0);
    const double totalBandwidth = bandwidth.replicaBytesPerS() * bandwidth.replicas;

    struct Check
    {
        double measured;
        LedgerPrediction prediction;
        double predicted;
        double concurrency;
        bool perSequence;
    };
    std::vector<Check> checks;
    if (rates.perSequenceTokPerS) {
        // A sequence decodes fastest with the fewest companions, so the per-sequence bound
        // uses the run's concurrency only when the load kept it full (closed loop, capped by
        // the number of requests); under a finite request rate fewer were in flight, and 1
        // is the bound that always holds.
        point.concurrency = 1.0;
        if (concurrency && std::isfinite(concurrency->value) &&
            RunEvidence::keepsConcurrencyFull(run)) {
            double inFlight = std::max(concurrency->value, 1.0);
            const auto requests = run.metricValue(QStringLiteral("num_prompts"))
                                      ? run.metricValue(QStringLiteral("num_prompts"))
                                      : ConfigKeys::number(run.workload, {"num_prompts"});
            if (requests && *requests >= 1.0)
                inFlight = std::min(inFlight, *requests);
            point.concurrency = inFlight;
        }
        const LedgerPrediction p =
            predictDecode(*bytes.weightBytes, kv, bandwidth.replicaBytesPerS(), point);
        checks.push_back(
            {*rates.perSequenceTokPerS, p, p.perSequenceTokPerS, point.concurrency, true});
    }
    // The aggregate bound grows with concurrency, so it needs the real one (or 1 for a
    // single-sequence tool, which concurrency() reports).
    if (rates.aggregateTokPerS && concurrency && std::isfinite(concurrency->value)) {
        point.concurrency = std::max(concurrency->value, 1.0);
        const LedgerPrediction p =
            predictDecode(*bytes.weightBytes, kv, bandwidth.replicaBytesPerS(), point);
        checks.push_back(
            {*rates.aggregateTokPerS, p, p.aggregateTokPerS, point.concurrency, false});
    }
    if (checks.empty())
        return gateMissingEvidence(gate, GatesTr::tr("Only an aggregate tok/s was recorded and "
                                                     "the run's concurrency is unknown, so the "
                                                     "ledger cannot bound it."));
    const Check &worst = *std::max_element(checks.begin(), checks.end(), [](auto &a, auto &b) {
        return a.measured / a.predicted < b.measured / b.predicted;
    });
    // Achieved bandwidth = B_token x aggregate tok/s / BW; a per-sequence rate is c times
    // smaller than the aggregate it implies.
    const double impliedAggregate = worst.measured * (worst.perSequence ? worst.concurrency : 1.0);
    const double achieved =
        achievedBandwidthPercent(worst.prediction.bTokenBytes, impliedAggregate, totalBandwidth);
    std::vector<GateEvidence> evidence{
        {QStringLiteral("measured_tok_per_s"), worst.measured},
        {QStringLiteral("predicted_tok_per_s"), worst.predicted},
        {QStringLiteral("b_token_bytes"), worst.prediction.bTokenBytes},
        {QStringLiteral("weight_bytes"), *bytes.weightBytes},
        {QStringLiteral("kv_bytes_per_token"), kv},
        {QStringLiteral("bandwidth_bytes_per_s"), totalBandwidth},
        {QStringLiteral("achieved_bandwidth_pct"), achieved},
        {QStringLiteral("concurrency"), worst.concurrency},
        {QStringLiteral("context_tokens"), point.contextTokens},
        {QStringLiteral("tokens_per_step"), point.tokensPerStep},
        {QStringLiteral("per_sequence"), worst.perSequence ? 1.0 : 0.0},
    };
    const QString what = worst.perSequence ? GatesTr::tr("per-sequence decode rate")
                                           : GatesTr::tr("aggregate decode rate");
    if (worst.measured > worst.predicted) {
        if (bytes.weightSource == WeightBytesSource::FileSize)
            return gateWarn(gate,
                            GatesTr::tr("The %1 of %2 tok/s beats the %3 tok/s the model's file "
                                        "size allows, but the file also counts embeddings that "
                                        "decode never reads: add active_params and "
                                        "bits_per_weight to make this a firm check.")
                                .arg(what, tokPerS(worst.measured), tokPerS(worst.predicted)),
                            std::move(evidence));
        return gateFail(gate,
                        GatesTr::tr("The %1 of %2 tok/s beats the byte ledger's %3 tok/s "
                                    "(%4% of peak bandwidth): physics has no fast path, so "
                                    "something skipped work (layers, a no-op fallback).")
                            .arg(what, tokPerS(worst.measured), tokPerS(worst.predicted))
                            .arg(achieved, 0, 'f', 0),
                        std::move(evidence));
    }
    return gatePass(gate,
                    GatesTr::tr("The %1 of %2 tok/s uses %3% of peak bandwidth, under the byte "
                                "ledger's %4 tok/s.")
                        .arg(what, tokPerS(worst.measured))
                        .arg(achieved, 0, 'f', 0)
                        .arg(tokPerS(worst.predicted)),
                    std::move(evidence));
}

} // namespace lanebook
