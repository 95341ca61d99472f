#include "ssechunkformatter.h"

#include <nlohmann/json.hpp>

SseChunkFormatter::SseChunkFormatter(const CompletionPlan &plan, const std::string &model,
                                     bool sendStamps, std::int64_t receivedNs)
    : m_plan(plan)
    , m_sendStamps(sendStamps)
    , m_receivedNs(receivedNs)
{
    const bool chat = plan.kind == CompletionKind::Chat;
    const char *object =
        chat ? (plan.stream ? "chat.completion.chunk" : "chat.completion") : "text_completion";
    m_prefix = "{\"id\":\"" + plan.id + "\",\"object\":\"" + object +
               "\",\"created\":" + std::to_string(plan.createdS) +
               ",\"model\":" + nlohmann::json(model).dump() + ",";
}

const char *SseChunkFormatter::finishReason() const
{
    return m_plan.stoppedEarly ? "stop" : "length";
}

std::string SseChunkFormatter::stamps(std::int64_t sentNs) const
{
    if (!m_sendStamps)
        return {};
    return ",\"lanebook_mock\":{\"received_ns\":" + std::to_string(m_receivedNs) +
           ",\"sent_ns\":" + std::to_string(sentNs) + "}";
}

std::string SseChunkFormatter::usageJson(int generatedTokens) const
{
    // vLLM's UsageInfo field order: prompt, total, completion, details.
    std::string usage =
        "{\"prompt_tokens\":" + std::to_string(m_plan.promptTokens) +
        ",\"total_tokens\":" + std::to_string(m_plan.promptTokens + generatedTokens) +
        ",\"completion_tokens\":" + std::to_string(generatedTokens) +
        ",\"prompt_tokens_details\":{\"cached_tokens\":" + std::to_string(m_plan.cachedTokens) +
        "}}";
    return usage;
}

void SseChunkFormatter::appendRole(std::string &out, std::int64_t sentNs) const
{
    out += "data: ";
    out += m_prefix;
    out += "\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},"
           "\"logprobs\":null,\"finish_reason\":null}]";
    out += stamps(sentNs);
    out += "}\n\n";
}

void SseChunkFormatter::appendToken(std::string &out, int index, std::int64_t sentNs) const
{
    out += "data: ";
    out += m_prefix;
    // The vocabulary has no characters that need JSON escaping.
    if (m_plan.kind == CompletionKind::Chat) {
        out += "\"choices\":[{\"index\":0,\"delta\":{\"content\":\"";
        out += tokenText(index);
        out += "\"},\"logprobs\":null,\"finish_reason\":null}]";
    } else {
        out += "\"choices\":[{\"index\":0,\"text\":\"";
        out += tokenText(index);
        out += "\",\"logprobs\":null,\"finish_reason\":null,\"stop_reason\":null}],\"usage\":null";
    }
    out += stamps(sentNs);
    out += "}\n\n";
}

void SseChunkFormatter::appendFinish(std::string &out, std::int64_t sentNs) const
{
    out += "data: ";
    out += m_prefix;
    if (m_plan.kind == CompletionKind::Chat) {
        out += "\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\"},\"logprobs\":null,"
               "\"finish_reason\":\"";
        out += finishReason();
        out += "\",\"stop_reason\":null}]";
    } else {
        out += "\"choices\":[{\"index\":0,\"text\":\"\",\"logprobs\":null,\"finish_reason\":\"";
        out += finishReason();
        out += "\",\"stop_reason\":null}],\"usage\":null";
    }
    out += stamps(sentNs);
    out += "}\n\n";
}

void SseChunkFormatter::appendUsage(std::string &out, int generatedTokens,
                                    std::int64_t sentNs) const
{
    out += "data: ";
    out += m_prefix;
    out += "\"choices\":[],\"usage\":";
    out += usageJson(generatedTokens);
    out += stamps(sentNs);
    out += "}\n\n";
}

void SseChunkFormatter::appendMalformed(std::string &out) const
{
    // A chunk cut off mid-object, as a crashing proxy or a buggy server would send it.
    out += "data: ";
    out += m_prefix;
    out += "\"choices\":[{\"index\":0,\n\n";
}

void SseChunkFormatter::appendDone(std::string &out)
{
    out += "data: [DONE]\n\n";
}

std::string SseChunkFormatter::fullResponse(bool malformed, std::int64_t sentNs) const
{
    const bool toolCall = m_plan.kind == CompletionKind::Chat && !m_plan.toolCallsJson.empty();
    std::string text = m_plan.cannedContent;
    if (text.empty() && !toolCall) {
        for (int i = 0; i < m_plan.outputTokens; ++i)
            text += tokenText(i);
    }
    const std::string quotedText = nlohmann::json(text).dump();

    std::string out = m_prefix;
    if (toolCall) {
        // vLLM's shape for a tool call: no content, the calls, finish_reason tool_calls.
        out += "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":null,"
               "\"tool_calls\":";
        out += m_plan.toolCallsJson;
        out += "},\"logprobs\":null,\"finish_reason\":\"";
    } else if (m_plan.kind == CompletionKind::Chat) {
        out += "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":";
        out += quotedText;
        out += "},\"logprobs\":null,\"finish_reason\":\"";
    } else {
        out += "\"choices\":[{\"index\":0,\"text\":";
        out += quotedText;
        out += ",\"logprobs\":null,\"finish_reason\":\"";
    }
    out += toolCall ? "tool_calls" : finishReason();
    out += "\",\"stop_reason\":null}],\"usage\":";
    out += usageJson(m_plan.outputTokens);
    out += stamps(sentNs);
    out += "}";
    if (malformed)
        out.resize(out.size() / 2);
    return out;
}
