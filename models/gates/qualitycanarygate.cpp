// quality_canary for one run (the 2-bit quality cliff: `\name\` where `"name"` belongs): canary
// prompts whose answers must be valid JSON or a parseable tool call, and a KL of exactly zero on a
// quantized model (the evaluation is running the reference). The "quality improves after
// quantizing" half needs two arms and lives in comparisongates.cpp.
#include "models/gates/rungates.h"

#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"
#include "models/ledger/byteledger.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace lanebook {

namespace {

// The JSON a model wrapped in a Markdown fence or in tool-call tags.
QString unwrapped(const QString &output)
{
    QString text = output.trimmed();
    if (text.startsWith(QLatin1String("```"))) {
        const qsizetype firstLine = text.indexOf(QLatin1Char('\n'));
        text = firstLine < 0 ? QString() : text.mid(firstLine + 1);
        if (text.trimmed().endsWith(QLatin1String("```")))
            text = text.trimmed().chopped(3);
        text = text.trimmed();
    }
    return text;
}

bool hasToolName(const nlohmann::json &call)
{
    if (call.is_array())
        return !call.empty() && hasToolName(call.front());
    if (!call.is_object())
        return false;
    if (const auto name = call.find("name"); name != call.end())
        return name->is_string() && !name->get<std::string>().empty();
    for (const char *wrapper : {"function", "tool_call"}) {
        if (const auto inner = call.find(wrapper); inner != call.end())
            return hasToolName(*inner);
    }
    if (const auto calls = call.find("tool_calls"); calls != call.end())
        return hasToolName(*calls);
    return false;
}

// Why a canary's output is broken; empty when it is fine.
QString canaryProblem(const CanaryOutput &canary)
{
    const QString text = unwrapped(canary.output);
    if (text.isEmpty())
        return GatesTr::tr("answered with nothing");
    switch (canary.kind) {
    case CanaryKind::Json:
        if (nlohmann::json::parse(text.toStdString(), nullptr, false).is_discarded())
            return GatesTr::tr("is not valid JSON");
        return {};
    case CanaryKind::ToolCall: {
        // The signature of a broken chat template or tokenizer: \name\ where "name" belongs.
        static const QRegularExpression backslashKey(QStringLiteral("\\\\[A-Za-z_]\\w*\\\\"));
        if (backslashKey.match(text).hasMatch())
            return GatesTr::tr("writes keys as \\name\\ instead of \"name\", so the tool call "
                               "does not parse");
        const qsizetype open = text.indexOf(QLatin1Char('{'));
        const qsizetype close = text.lastIndexOf(QLatin1Char('}'));
        if (open < 0 || close < open)
            return GatesTr::tr("holds no tool call");
        const nlohmann::json call =
            nlohmann::json::parse(text.mid(open, close - open + 1).toStdString(), nullptr, false);
        if (call.is_discarded())
            return GatesTr::tr("has a tool call that does not parse as JSON");
        if (!hasToolName(call))
            return GatesTr::tr("has a tool call without a function name");
        return {};
    }
    case CanaryKind::Text:
        if (!canary.expected.isEmpty() && !canary.output.contains(canary.expected))
            return GatesTr::tr("does not contain the expected \"%1\"").arg(canary.expected);
        return {};
    }
    return {};
}

} // namespace

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
        const QString problem = canaryProblem(canary);
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
                    GatesTr::tr("All %1 canary outputs parse as they should.").arg(canaries.size()),
                    std::move(evidence));
}

} // namespace lanebook
