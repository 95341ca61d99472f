#pragma once

#include "models/base/expected.h"
#include "models/loadgen/requestbody.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace lanebook {

// A conversation to send turn by turn: the user's messages in order and, from a file, the
// assistant's reply that followed each (empty where the file has none, and for synthetic
// conversations: the server's reply is carried then).
struct ConversationScript
{
    std::vector<std::string> userTurns;
    std::vector<std::string> fileReplies; // as many as userTurns; "" where none
};

// Every conversation of a ShareGPT-style file (JSON Lines, or one JSON array): each entry's
// "conversations" ([{"from": "human"|"gpt"|"system", "value": ...}]) or OpenAI "messages"
// ([{"role": "user"|"assistant"|"system", "content": ...}]), every turn in order. A tool's
// result ("observation", "tool") is a turn, as new input the model answers, and its call
// ("function_call") a reply. A system message opens the first user turn; consecutive user
// messages are one turn. Entries without a user turn are refused by their place, as is a file
// without any.
Expected<std::vector<ConversationScript>> parseConversations(std::string_view text);

// Synthetic conversations: `turns` user turns each, the first of firstTurnTokens words, the
// others of turnTokens, every one fresh (behind its own nonce, drawn from the seed and the
// conversation and turn), so conversations share nothing and a turn shares only its history.
ConversationScript syntheticConversation(int turns, int firstTurnTokens, int turnTokens,
                                         std::uint64_t seed, std::uint64_t conversation);

// Turn `turn` (0-based) of a conversation as messages: every earlier turn and its reply (the
// file's, or the one the server gave, replies[i]), then the turn's user message. The views
// point into script and replies.
std::vector<ChatMessage> turnMessages(const ConversationScript &script, int turn,
                                      const std::vector<std::string_view> &replies);

} // namespace lanebook
