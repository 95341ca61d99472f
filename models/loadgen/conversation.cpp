#include "models/loadgen/conversation.h"

#include "models/loadgen/jsonentries.h"
#include "models/loadgen/loadgentr.h"
#include "models/loadgen/syntheticprompt.h"

namespace lanebook {

namespace {

// Conversation keys stay apart from single-turn request keys of the same seed.
constexpr std::uint64_t kConversationKeyBase = 1ULL << 48;

std::string textOf(const nlohmann::json &message, const char *key)
{
    const auto it = message.find(key);
    return it != message.end() && it->is_string() ? it->get<std::string>() : std::string();
}

enum class Speaker { User, Assistant, System, Other };

Speaker speakerOf(const nlohmann::json &message)
{
    const std::string who =
        !textOf(message, "from").empty() ? textOf(message, "from") : textOf(message, "role");
    // A tool's result is new input the model answers, as a user's turn is; the model's call of
    // the tool is its reply (an agent's loop, as LLaMA-Factory's ShareGPT tool files write it).
    if (who == "human" || who == "user" || who == "observation" || who == "tool" ||
        who == "function" || who == "ipython")
        return Speaker::User;
    if (who == "gpt" || who == "assistant" || who == "chatgpt" || who == "bard" ||
        who == "function_call")
        return Speaker::Assistant;
    if (who == "system")
        return Speaker::System;
    return Speaker::Other;
}

// A message's words: "value" (ShareGPT) or a string "content" (OpenAI).
std::string wordsOf(const nlohmann::json &message)
{
    std::string value = textOf(message, "value");
    return !value.empty() ? value : textOf(message, "content");
}

QString readConversation(const nlohmann::json &entry, ConversationScript &script)
{
    if (!entry.is_object())
        return LoadGenModelTr::tr("expected a JSON object");
    const nlohmann::json *turns = nullptr;
    for (const char *key : {"conversations", "conversation", "messages"}) {
        const auto it = entry.find(key);
        if (it != entry.end() && it->is_array()) {
            turns = &*it;
            break;
        }
    }
    if (!turns)
        return LoadGenModelTr::tr("no \"conversations\" or \"messages\" list");
    std::string system;
    bool lastWasUser = false;
    for (const nlohmann::json &message : *turns) {
        if (!message.is_object())
            continue;
        const std::string words = wordsOf(message);
        if (words.empty())
            continue;
        switch (speakerOf(message)) {
        case Speaker::System:
            if (!system.empty())
                system += '\n';
            system += words;
            break;
        case Speaker::User:
            if (lastWasUser) {
                script.userTurns.back().append(1, '\n').append(words);
            } else {
                script.userTurns.push_back(system.empty() ? words
                                                          : system.append(1, '\n').append(words));
                script.fileReplies.emplace_back();
                system.clear();
            }
            lastWasUser = true;
            break;
        case Speaker::Assistant:
            // A reply before the first user turn answers nothing; later ones follow theirs.
            if (!script.userTurns.empty() && script.fileReplies.back().empty())
                script.fileReplies.back() = words;
            lastWasUser = false;
            break;
        case Speaker::Other:
            break;
        }
    }
    if (script.userTurns.empty())
        return LoadGenModelTr::tr("no user turn in the conversation");
    return {};
}

} // namespace

Expected<std::vector<ConversationScript>> parseConversations(std::string_view text)
{
    std::vector<ConversationScript> conversations;
    const QString error = forEachJsonEntry(text, [&](const nlohmann::json &entry, const QString &) {
        ConversationScript script;
        QString why = readConversation(entry, script);
        if (why.isEmpty())
            conversations.push_back(std::move(script));
        return why;
    });
    if (!error.isEmpty())
        return unexpected(error);
    if (conversations.empty())
        return unexpected(LoadGenModelTr::tr("no conversations"));
    return conversations;
}

ConversationScript syntheticConversation(int turns, int firstTurnTokens, int turnTokens,
                                         std::uint64_t seed, std::uint64_t conversation)
{
    ConversationScript script;
    for (int turn = 0; turn < turns; ++turn) {
        const std::uint64_t key = kConversationKeyBase + conversation * 4096 + std::uint64_t(turn);
        script.userTurns.push_back(
            SyntheticPrompt::build(turn == 0 ? firstTurnTokens : turnTokens, seed, key));
        script.fileReplies.emplace_back();
    }
    return script;
}

std::vector<ChatMessage> turnMessages(const ConversationScript &script, int turn,
                                      const std::vector<std::string_view> &replies)
{
    std::vector<ChatMessage> messages;
    messages.reserve(std::size_t(turn) * 2 + 1);
    for (int i = 0; i <= turn && i < int(script.userTurns.size()); ++i) {
        messages.push_back({false, script.userTurns[std::size_t(i)]});
        if (i == turn)
            break;
        const std::string_view reply =
            std::size_t(i) < replies.size() ? replies[std::size_t(i)] : std::string_view();
        messages.push_back({true, reply});
    }
    return messages;
}

} // namespace lanebook
