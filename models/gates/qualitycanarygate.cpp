// quality_canary for one run (the 2-bit quality cliff: `\name\` where `"name"` belongs): canary
// prompts whose answers must be valid JSON, a tool call with parseable arguments or the known
// answer (canarymatchers.h), and a KL of exactly zero on a
// quantized model (the evaluation is running the reference). The "quality improves after
// quantizing" half and the canaries judged against the control arm (same output as the
// control, failing where the control passes) need two arms and live in canarycomparisongate.cpp
// and quantizedqualitygate.cpp.
#include "models/gates/rungates.h"

#include "models/gates/canarymatchers.h"
#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"
#include "models/ledger/byteledger.h"

#include <nlohmann/json.hpp>

namespace lanebook {

GateResult checkQualityCanaries(const Run &run, const RunGateContext &context)
{
    constexpr GateId gate = GateId::QualityCanary;
    const std::vector<CanaryOutput> canaries = RunEvidence::canaries(run, context);
    std::vector<GateEvidence> evidence;

    // KL divergence from the reference is exactly zero only for the reference itself.
    const auto kl = run.metricValue(QStringLiteral("kl_mean"));
    const auto bits = bitsPerWeightFromConfig(run.config);
    if (kl && *kl <= 0.0 && bits && *bits < 16.0) {
        evidence.push_back({QStringLiteral("kl_mean"), *kl});
        evidence.push_back({QStringLiteral("bits_per_weight"), *bits});
        return gateFail(gate,
                        GatesTr::tr("A %1-bit model shows a KL divergence of exactly 0 from the "
                                    "reference: the evaluation is running the reference model, "
                                    "not this one.")
                            .arg(*bits, 0, 'g', 3),
                        std::move(evidence));
    }

    if (canaries.empty()) {
        if (RunEvidence::firstThroughputMetric(run).isEmpty())
            return gateDoesNotApply(gate, GatesTr::tr("No canaries and no throughput: a quality "
                                                      "run is checked against its baseline in a "
                                                      "comparison."));
        return gateMissingEvidence(gate, GatesTr::tr("No canary outputs were recorded, so a model "
                                                     "that emits garbage fast would pass every "
                                                     "other gate."));
    }
    int broken = 0;
    QString first;
    for (const CanaryOutput &canary : canaries) {
        const QString problem = CanaryMatch::problem(canary);
        if (problem.isEmpty())
            continue;
        if (++broken == 1)
            first =
                GatesTr::tr("Canary \"%1\" %2")
                    .arg(canary.name.isEmpty() ? GatesTr::tr("(unnamed)") : canary.name, problem);
    }
    evidence.push_back({QStringLiteral("canaries"), double(canaries.size())});
    evidence.push_back({QStringLiteral("broken_canaries"), double(broken)});
    if (broken > 0)
        return gateFail(gate,
                        broken == 1 ? GatesTr::tr("%1: the model's output is broken, however "
                                                  "fast it is.")
                                          .arg(first)
                                    : GatesTr::tr("%1, and %2 more failed: the model's output "
                                                  "is broken, however fast it is.")
                                          .arg(first)
                                          .arg(broken - 1),
                        std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("All %1 canaries answer as they should.").arg(canaries.size()),
                    std::move(evidence));
}

} // namespace lanebook
