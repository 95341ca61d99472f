#include "models/loadgen/requestbody.h"

#include <nlohmann/json.hpp>

#include <array>

namespace lanebook {

namespace {

// Bytes a JSON string cannot hold as they are: the quote, the backslash and control bytes.
constexpr std::array<bool, 256> kEscapedBytes = [] {
    std::array<bool, 256> table{};
    for (int c = 0; c < 0x20; ++c)
        table[std::size_t(c)] = true;
    table['"'] = true;
    table['\\'] = true;
    return table;
}();

// Appends text as a JSON string. A prompt is the body's bulk (tens of kilobytes for a trace's
// long contexts), so runs of plain bytes are copied whole; other bytes (UTF-8 included) pass
// as they are, as a server's JSON parser reads them.
void appendJsonString(std::string &out, std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    out.push_back('"');
    std::size_t plainFrom = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (!kEscapedBytes[byte])
            continue;
        out.append(text.substr(plainFrom, i - plainFrom));
        plainFrom = i + 1;
        switch (byte) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default:
            out.append("\\u00");
            out.push_back(kHex[byte >> 4]);
            out.push_back(kHex[byte & 0xf]);
        }
    }
    out.append(text.substr(plainFrom));
    out.push_back('"');
}

} // namespace

std::string requestBody(const LoadSpec &spec, std::string_view prompt, int maxTokens)
{
    return requestBody(spec, std::vector<ChatMessage>{{false, prompt}}, maxTokens);
}

std::string requestBody(const LoadSpec &spec, const std::vector<ChatMessage> &messages,
                        int maxTokens)
{
    const int outputTokens = maxTokens > 0 ? maxTokens : spec.outputTokens;
    const std::string tokens = std::to_string(outputTokens);
    std::size_t textBytes = 0;
    for (const ChatMessage &message : messages)
        textBytes += message.text.size() + 48;
    std::string body;
    body.reserve(textBytes + 256);
    body.append("{\"model\":");
    appendJsonString(body, spec.model.toStdString());
    if (spec.endpoint == LoadEndpoint::ChatCompletions) {
        body.append(",\"messages\":[");
        for (std::size_t i = 0; i < messages.size(); ++i) {
            body.append(i == 0 ? "" : ",");
            body.append(messages[i].fromAssistant ? "{\"role\":\"assistant\",\"content\":"
                                                  : "{\"role\":\"user\",\"content\":");
            appendJsonString(body, messages[i].text);
            body.push_back('}');
        }
        body.push_back(']');
    } else {
        std::string prompt;
        prompt.reserve(textBytes);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            if (i > 0)
                prompt.push_back('\n');
            prompt.append(messages[i].text);
        }
        body.append(",\"prompt\":");
        appendJsonString(body, prompt);
    }
    body.append(",\"max_tokens\":").append(tokens);
    body.append(",\"temperature\":0,\"stream\":true,\"stream_options\":{\"include_usage\":true}");
    if (spec.ignoreEos)
        body.append(",\"ignore_eos\":true,\"min_tokens\":").append(tokens);
    body.push_back('}');
    return body;
}

QString endpointPath(LoadEndpoint endpoint)
{
    return endpoint == LoadEndpoint::ChatCompletions ? QStringLiteral("/v1/chat/completions")
                                                     : QStringLiteral("/v1/completions");
}

QString endpointId(LoadEndpoint endpoint)
{
    return endpoint == LoadEndpoint::ChatCompletions ? QStringLiteral("chat")
                                                     : QStringLiteral("completions");
}

} // namespace lanebook
