#include "models/loadgen/promptset.h"

#include "models/base/expected.h"
#include "models/loadgen/jsonentries.h"
#include "models/loadgen/loadgentr.h"
#include "models/run/jsonnesting.h"

#include <nlohmann/json.hpp>

namespace lanebook {

namespace {

std::string stringAt(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The first turn spoken by the user in a ShareGPT or OpenAI conversation.
std::string firstHumanTurn(const nlohmann::json &turns)
{
    for (const nlohmann::json &turn : turns) {
        if (!turn.is_object())
            continue;
        const std::string speaker =
            !stringAt(turn, "from").empty() ? stringAt(turn, "from") : stringAt(turn, "role");
        if (speaker == "human" || speaker == "user") {
            const std::string value = stringAt(turn, "value");
            return !value.empty() ? value : stringAt(turn, "content");
        }
    }
    return {};
}

// The prompt of one object, or why it has none.
Expected<std::string> promptOf(const nlohmann::json &object)
{
    if (!object.is_object())
        return unexpected(LoadGenModelTr::tr("expected a JSON object"));
    for (const char *key : {"prompt", "text"}) {
        if (std::string value = stringAt(object, key); !value.empty())
            return value;
    }
    for (const char *key : {"conversations", "conversation", "messages"}) {
        const auto it = object.find(key);
        if (it != object.end() && it->is_array()) {
            if (std::string value = firstHumanTurn(*it); !value.empty())
                return value;
        }
    }
    return unexpected(LoadGenModelTr::tr(
        "no \"prompt\", \"text\" or human turn in \"conversations\"/\"messages\""));
}

PromptSet failure(const QString &message)
{
    PromptSet set;
    set.error = message;
    return set;
}

} // namespace

QString forEachJsonEntry(
    std::string_view text,
    const std::function<QString(const nlohmann::json &entry, const QString &where)> &onEntry)
{
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos && text[start] == '[') {
        if (jsonNestingTooDeepAt(text) >= 0)
            return LoadGenModelTr::tr("nests deeper than a prompt file does");
        const nlohmann::json array = nlohmann::json::parse(text, nullptr, false);
        if (array.is_discarded() || !array.is_array())
            return LoadGenModelTr::tr("not valid JSON (expected an array of prompt objects)");
        for (std::size_t i = 0; i < array.size(); ++i) {
            const QString where = LoadGenModelTr::tr("entry %1").arg(i + 1);
            if (const QString why = onEntry(array[i], where); !why.isEmpty())
                return LoadGenModelTr::tr("%1: %2").arg(where, why);
        }
        return {};
    }
    int lineNumber = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        ++lineNumber;
        pos = end + 1;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const QString where = LoadGenModelTr::tr("line %1").arg(lineNumber);
        if (jsonNestingTooDeepAt(line) >= 0)
            return LoadGenModelTr::tr("%1: nests deeper than a prompt file does").arg(where);
        const nlohmann::json object = nlohmann::json::parse(line, nullptr, false);
        if (object.is_discarded())
            return LoadGenModelTr::tr("%1: not valid JSON").arg(where);
        if (const QString why = onEntry(object, where); !why.isEmpty())
            return LoadGenModelTr::tr("%1: %2").arg(where, why);
    }
    return {};
}

PromptSet PromptSet::parse(std::string_view text)
{
    PromptSet set;
    const QString error = forEachJsonEntry(text, [&](const nlohmann::json &entry, const QString &) {
        Expected<std::string> prompt = promptOf(entry);
        if (!prompt)
            return prompt.error();
        set.prompts.push_back(std::move(*prompt));
        return QString();
    });
    if (!error.isEmpty())
        return failure(error);
    if (set.prompts.empty())
        return failure(LoadGenModelTr::tr("no prompts"));
    return set;
}

} // namespace lanebook
