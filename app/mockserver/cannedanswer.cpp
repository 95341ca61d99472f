#include "cannedanswer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <utility>

namespace {

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

// The text the model is asked about: the prompt, or the last user message.
std::string promptText(CompletionKind kind, const nlohmann::json &request)
{
    if (kind == CompletionKind::Text) {
        const auto prompt = request.find("prompt");
        return prompt != request.end() && prompt->is_string() ? prompt->get<std::string>()
                                                              : std::string();
    }
    const auto messages = request.find("messages");
    if (messages == request.end() || !messages->is_array())
        return {};
    for (auto it = messages->rbegin(); it != messages->rend(); ++it) {
        if (it->is_object() && it->value("role", std::string()) == "user" &&
            it->contains("content") && (*it)["content"].is_string())
            return (*it)["content"].get<std::string>();
    }
    return {};
}

// "17 + 25", "9 * 8", "100 - 37", "12 x 3", "84 / 4": the first such question in the text.
bool arithmetic(const std::string &text, long long &result)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])) ||
            (i > 0 && std::isdigit(static_cast<unsigned char>(text[i - 1]))))
            continue;
        char *end = nullptr;
        const long long left = std::strtoll(text.c_str() + i, &end, 10);
        const char *p = end;
        while (*p == ' ')
            ++p;
        const char op = *p;
        if (op != '+' && op != '-' && op != '*' && op != 'x' && op != '/')
            continue;
        ++p;
        while (*p == ' ')
            ++p;
        if (!std::isdigit(static_cast<unsigned char>(*p)))
            continue;
        const long long right = std::strtoll(p, &end, 10);
        switch (op) {
        case '+':
            result = left + right;
            return true;
        case '-':
            result = left - right;
            return true;
        case '*':
        case 'x':
            result = left * right;
            return true;
        default:
            if (right == 0)
                continue;
            result = left / right;
            return true;
        }
    }
    return false;
}

// Facts a small model knows, with the wrong answer a broken one gives.
struct Fact
{
    const char *question; // lower case, found anywhere in the prompt
    const char *answer;
    const char *wrong;
};
constexpr Fact kFacts[] = {{"capital of france", "Paris", "London"},
                           {"days are in a week", "7", "8"},
                           {"chemical symbol for gold", "Au", "Ag"},
                           {"capital of japan", "Tokyo", "Kyoto"}};

// A plausible value for a JSON-schema property type.
nlohmann::json exampleValue(const nlohmann::json &schema)
{
    const std::string type =
        schema.is_object() ? schema.value("type", std::string("string")) : std::string("string");
    if (type == "integer" || type == "number")
        return 1;
    if (type == "boolean")
        return true;
    if (type == "array")
        return nlohmann::json::array();
    if (type == "object")
        return nlohmann::json::object();
    if (schema.is_object() && schema.contains("enum") && schema["enum"].is_array() &&
        !schema["enum"].empty())
        return schema["enum"].front();
    return "example";
}

std::string toolCalls(const nlohmann::json &tools, const MockOptions &options,
                      std::uint64_t sequence)
{
    const nlohmann::json &tool = tools.front();
    const nlohmann::json function =
        tool.is_object() && tool.contains("function") && tool["function"].is_object()
            ? tool["function"]
            : nlohmann::json::object();
    const std::string name = function.value("name", std::string("tool"));
    nlohmann::json arguments = nlohmann::json::object();
    if (function.contains("parameters") && function["parameters"].is_object()) {
        const nlohmann::json &parameters = function["parameters"];
        if (parameters.contains("properties") && parameters["properties"].is_object()) {
            for (auto it = parameters["properties"].begin(); it != parameters["properties"].end();
                 ++it)
                arguments[it.key()] = exampleValue(it.value());
        }
        if (parameters.contains("required") && parameters["required"].is_array()) {
            for (const auto &key : parameters["required"]) {
                if (key.is_string() && !arguments.contains(key.get<std::string>()))
                    arguments[key.get<std::string>()] = "example";
            }
        }
    }
    std::string argumentText = arguments.dump();
    if (options.corruptJsonQuotes)
        argumentText = corruptQuotes(argumentText);
    const nlohmann::json calls =
        nlohmann::json::array({{{"id", "call_" + std::to_string(sequence)},
                                {"type", "function"},
                                {"function", {{"name", name}, {"arguments", argumentText}}}}});
    return calls.dump();
}

} // namespace

std::string corruptQuotes(const std::string &json)
{
    std::string out = json;
    std::replace(out.begin(), out.end(), '"', '\\');
    return out;
}

CannedAnswer cannedAnswer(CompletionKind kind, const nlohmann::json &request,
                          const MockOptions &options, std::uint64_t sequence)
{
    CannedAnswer answer;
    if (request.value("stream", false))
        return answer;
    if (kind == CompletionKind::Chat && request.contains("tools") && request["tools"].is_array() &&
        !request["tools"].empty()) {
        answer.toolCallsJson = toolCalls(request["tools"], options, sequence);
        return answer;
    }
    const std::string prompt = promptText(kind, request);
    const std::string lower = lowered(prompt);
    for (const Fact &fact : kFacts) {
        if (lower.find(fact.question) != std::string::npos) {
            answer.content = options.wrongAnswers ? fact.wrong : fact.answer;
            return answer;
        }
    }
    if (long long result = 0; arithmetic(prompt, result)) {
        answer.content = std::to_string(options.wrongAnswers ? result + 1 : result);
        return answer;
    }
    if (lower.find("json") != std::string::npos) {
        const std::string object = nlohmann::json{{"name", "mock"}, {"value", 1}}.dump();
        answer.content = options.corruptJsonQuotes ? corruptQuotes(object) : object;
    }
    return answer;
}
