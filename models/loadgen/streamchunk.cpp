#include "models/loadgen/streamchunk.h"

#include "models/loadgen/jsonscanner.h"

#include <cmath>

namespace lanebook {

namespace {

std::optional<int> count(JsonScanner &json)
{
    const auto value = json.numberValue();
    if (!value || !std::isfinite(*value) || *value < 0 || *value > 2e9)
        return std::nullopt;
    return static_cast<int>(std::lround(*value));
}

std::optional<std::int64_t> nanoseconds(JsonScanner &json)
{
    if (json.peek() != JsonScanner::Kind::Number) {
        json.skip();
        return std::nullopt;
    }
    // Read integers exactly: a double loses nanoseconds after 2^53.
    std::string_view raw;
    json.skip(&raw);
    std::int64_t value = 0;
    // At most 18 digits: every such value fits in 63 bits (fuzzing sent 19, and the product
    // overflowed).
    bool digits = !raw.empty() && raw.size() <= 18;
    for (char c : raw)
        digits = digits && c >= '0' && c <= '9';
    if (!digits)
        return std::nullopt;
    for (char c : raw)
        value = value * 10 + (c - '0');
    return value;
}

// A string member that is present and not empty (escapes need no decoding for that).
bool nonEmptyString(JsonScanner &json)
{
    if (json.peek() != JsonScanner::Kind::String) {
        json.skip();
        return false;
    }
    std::string_view raw;
    return json.rawString(raw) && !raw.empty();
}

// {"message": ...} or a bare string; anything else is quoted as it came.
std::string errorMessage(JsonScanner &json)
{
    if (json.peek() == JsonScanner::Kind::String)
        return json.stringValue().value_or(std::string());
    if (json.peek() == JsonScanner::Kind::Null) {
        json.skip();
        return {};
    }
    if (json.peek() != JsonScanner::Kind::Object) {
        std::string_view raw;
        json.skip(&raw);
        return std::string(raw);
    }
    std::string message;
    std::string_view whole;
    JsonScanner probe = json;
    probe.skip(&whole);
    json.object([&](std::string_view key) {
        if (key == "message")
            message = json.stringValue().value_or(std::string());
        else
            json.skip();
    });
    return message.empty() ? std::string(whole) : message;
}

// The content's text, decoded into contentText when the caller keeps it.
void readContent(JsonScanner &json, StreamChunk &chunk, bool keepText)
{
    if (!keepText) {
        chunk.hasContent = nonEmptyString(json) || chunk.hasContent;
        return;
    }
    const std::optional<std::string> text = json.stringValue();
    if (text && !text->empty()) {
        chunk.hasContent = true;
        chunk.contentText += *text;
    }
}

void readDelta(JsonScanner &json, StreamChunk &chunk, bool keepText)
{
    if (json.peek() != JsonScanner::Kind::Object) {
        json.skip();
        return;
    }
    json.object([&](std::string_view key) {
        if (key == "content") {
            readContent(json, chunk, keepText);
        } else if (key == "reasoning_content" || key == "reasoning") {
            chunk.hasContent = nonEmptyString(json) || chunk.hasContent;
        } else if (key == "tool_calls" && json.peek() == JsonScanner::Kind::Array) {
            json.array([&](int) {
                chunk.hasContent = true;
                json.skip();
            });
        } else {
            json.skip();
        }
    });
}

void readChoices(JsonScanner &json, StreamChunk &chunk, bool keepText)
{
    if (json.peek() != JsonScanner::Kind::Array) {
        json.skip();
        return;
    }
    json.array([&](int index) {
        chunk.hasChoices = true;
        if (index != 0 || json.peek() != JsonScanner::Kind::Object) {
            json.skip();
            return;
        }
        json.object([&](std::string_view key) {
            if (key == "finish_reason")
                chunk.finishReason = json.stringValue().value_or(std::string());
            else if (key == "text")
                readContent(json, chunk, keepText);
            else if (key == "delta")
                readDelta(json, chunk, keepText);
            else
                json.skip();
        });
    });
}

template <typename OnMember> void readObject(JsonScanner &json, OnMember &&onMember)
{
    if (json.peek() != JsonScanner::Kind::Object) {
        json.skip();
        return;
    }
    json.object(onMember);
}

void readUsage(JsonScanner &json, StreamChunk &chunk)
{
    readObject(json, [&](std::string_view key) {
        if (key == "prompt_tokens")
            chunk.promptTokens = count(json);
        else if (key == "completion_tokens")
            chunk.completionTokens = count(json);
        else if (key == "prompt_tokens_details")
            readObject(json, [&](std::string_view inner) {
                if (inner == "cached_tokens")
                    chunk.cachedTokens = count(json);
                else
                    json.skip();
            });
        else
            json.skip();
    });
}

std::string snippet(std::string_view data)
{
    constexpr std::size_t kMax = 80;
    std::string text(data.substr(0, kMax));
    if (data.size() > kMax)
        text += "...";
    return text;
}

} // namespace

StreamChunk parseStreamChunk(std::string_view data, bool keepText)
{
    StreamChunk chunk;
    std::string_view trimmed = data;
    while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t'))
        trimmed.remove_suffix(1);
    if (trimmed == "[DONE]") {
        chunk.kind = StreamChunk::Kind::Done;
        return chunk;
    }
    JsonScanner json(data);
    bool objectIsError = false;
    std::string topMessage;
    const bool isObject = json.peek() == JsonScanner::Kind::Object;
    if (isObject) {
        json.object([&](std::string_view key) {
            if (key == "choices") {
                readChoices(json, chunk, keepText);
            } else if (key == "usage") {
                readUsage(json, chunk);
            } else if (key == "timings") {
                readObject(json, [&](std::string_view inner) {
                    if (inner == "cache_n")
                        chunk.timingsCacheN = count(json);
                    else if (inner == "draft_n")
                        chunk.timingsDraftN = count(json);
                    else if (inner == "draft_n_accepted")
                        chunk.timingsDraftAccepted = count(json);
                    else
                        json.skip();
                });
            } else if (key == "error") {
                chunk.error = errorMessage(json);
            } else if (key == "object") {
                // Compared in place: decoding vLLM's "chat.completion.chunk" into a std::string
                // would cost an allocation per chunk; only an escaped spelling is decoded.
                std::string_view raw;
                if (json.peek() == JsonScanner::Kind::String) {
                    objectIsError =
                        json.rawString(raw) && (raw.find('\\') == std::string_view::npos
                                                    ? raw == "error"
                                                    : JsonScanner::decode(raw) == "error");
                } else {
                    json.skip();
                }
            } else if (key == "message") {
                topMessage = json.stringValue().value_or(std::string());
            } else if (key == "lanebook_mock") {
                readObject(json, [&](std::string_view inner) {
                    if (inner == "received_ns")
                        chunk.mockReceivedNs = nanoseconds(json);
                    else if (inner == "sent_ns")
                        chunk.mockSentNs = nanoseconds(json);
                    else
                        json.skip();
                });
            } else {
                json.skip();
            }
        });
    }
    if (!isObject || !json.atEnd()) {
        StreamChunk malformed;
        malformed.kind = StreamChunk::Kind::Malformed;
        malformed.error = "malformed stream chunk (not a JSON object): " + snippet(data);
        return malformed;
    }
    // vLLM's older error form: {"object": "error", "message": ..., "type": ..., "code": ...}.
    if (chunk.error.empty() && objectIsError)
        chunk.error = topMessage.empty() ? std::string("error") : topMessage;
    return chunk;
}

} // namespace lanebook
