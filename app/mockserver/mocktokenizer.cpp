#include "mocktokenizer.h"

#include <nlohmann/json.hpp>

namespace MockTokenizer {

namespace {

// FNV-1a: words to ids; 64 bits make a collision between two words of a test negligible.
std::uint64_t wordId(std::string_view word)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const unsigned char c : word) {
        hash ^= c;
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

bool isSpace(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

} // namespace

void appendBos(TokenIds &ids)
{
    ids.push_back(wordId("<|begin_of_text|>"));
}

void appendWords(TokenIds &ids, std::string_view text)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        while (pos < text.size() && isSpace(static_cast<unsigned char>(text[pos])))
            ++pos;
        std::size_t end = pos;
        while (end < text.size() && !isSpace(static_cast<unsigned char>(text[end])))
            ++end;
        if (end > pos)
            ids.push_back(wordId(text.substr(pos, end - pos)));
        pos = end;
    }
}

void appendTokenId(TokenIds &ids, long long tokenId)
{
    // Kept apart from word hashes: the top bit marks a token id given by the client.
    ids.push_back((std::uint64_t(tokenId) & 0x7fffffffffffffffULL) | 0x8000000000000000ULL);
}

void appendChatMessage(TokenIds &ids, const nlohmann::json &message)
{
    ids.push_back(wordId("<|start_header_id|>"));
    const auto role = message.find("role");
    ids.push_back(wordId(role != message.end() && role->is_string()
                             ? std::string_view(role->get_ref<const std::string &>())
                             : std::string_view("user")));
    ids.push_back(wordId("<|end_header_id|>"));
    if (const auto content = message.find("content"); content != message.end()) {
        if (content->is_string()) {
            appendWords(ids, content->get_ref<const std::string &>());
        } else if (content->is_array()) {
            for (const auto &part : *content) {
                if (part.is_object() && part.contains("text") && part["text"].is_string())
                    appendWords(ids, part["text"].get_ref<const std::string &>());
            }
        }
    }
    ids.push_back(wordId("<|eot_id|>"));
}

void appendAssistantHeader(TokenIds &ids)
{
    ids.push_back(wordId("<|start_header_id|>"));
    ids.push_back(wordId("assistant"));
    ids.push_back(wordId("<|end_header_id|>"));
}

} // namespace MockTokenizer
