#include "models/run/runformat.h"

#include <array>
#include <utility>

namespace lanebook {

namespace {

constexpr std::array kFormatIds{
    std::pair{RunFormat::VllmBench, "vllm-bench"},
    std::pair{RunFormat::SglangBench, "sglang-bench"},
    std::pair{RunFormat::LlamaBench, "llama-bench"},
    std::pair{RunFormat::AiPerf, "aiperf"},
    std::pair{RunFormat::GenaiPerf, "genai-perf"},
    std::pair{RunFormat::GuideLlm, "guidellm"},
    std::pair{RunFormat::LmEval, "lm-eval"},
    std::pair{RunFormat::LlamaPerplexity, "llama-perplexity"},
    std::pair{RunFormat::LlmPerf, "llmperf"},
    std::pair{RunFormat::InferencePerf, "inference-perf"},
    std::pair{RunFormat::GenaiBench, "genai-bench"},
    std::pair{RunFormat::TrtllmBench, "trtllm-bench"},
    std::pair{RunFormat::LlmdReport, "llm-d"},
    std::pair{RunFormat::Lanebook, "lanebook"},
};

constexpr std::array kStatusIds{
    std::pair{RunStatus::Unjudged, "unjudged"},
    std::pair{RunStatus::Promoted, "promoted"},
    std::pair{RunStatus::Valid, "valid"},
    std::pair{RunStatus::Diagnostic, "diagnostic"},
    std::pair{RunStatus::Invalid, "invalid"},
    std::pair{RunStatus::SupportOnly, "support-only"},
    std::pair{RunStatus::Inconclusive, "inconclusive"},
    std::pair{RunStatus::Failed, "failed"},
};

} // namespace

QString runFormatId(RunFormat format)
{
    for (const auto &[value, id] : kFormatIds) {
        if (value == format)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<RunFormat> runFormatFromId(const QString &id)
{
    for (const auto &[value, text] : kFormatIds) {
        if (id == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

QStringList allRunFormatIds()
{
    QStringList ids;
    for (const auto &entry : kFormatIds)
        ids << QString::fromLatin1(entry.second);
    return ids;
}

QString runStatusId(RunStatus status)
{
    for (const auto &[value, id] : kStatusIds) {
        if (value == status)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<RunStatus> runStatusFromId(const QString &id)
{
    for (const auto &[value, text] : kStatusIds) {
        if (id == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

QStringList allRunStatusIds()
{
    QStringList ids;
    for (const auto &entry : kStatusIds)
        ids << QString::fromLatin1(entry.second);
    return ids;
}

} // namespace lanebook
