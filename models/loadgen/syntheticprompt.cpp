#include "models/loadgen/syntheticprompt.h"

#include <array>
#include <random>
#include <string_view>

namespace lanebook::SyntheticPrompt {

namespace {

// Short, frequent words: one token each in the GPT, Llama, Qwen and Gemma vocabularies.
constexpr std::array<std::string_view, 64> kWords = {
    "the",   "of",   "and",  "to",    "in",    "is",    "was",  "for",   "on",    "are",    "with",
    "as",    "at",   "be",   "this",  "from",  "by",    "or",   "have",  "an",    "they",   "which",
    "one",   "you",  "were", "all",   "we",    "her",   "she",  "there", "been",  "his",    "if",
    "has",   "more", "when", "will",  "would", "who",   "so",   "no",    "time",  "people", "year",
    "way",   "day",  "man",  "thing", "world", "life",  "hand", "part",  "child", "eye",    "woman",
    "place", "work", "week", "case",  "point", "water", "room", "house", "story"};

// splitmix64: a cheap, well-mixed hash of the seed and request key.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

std::string nonce(std::uint64_t seed, std::uint64_t requestKey)
{
    const std::uint64_t seedMix = mix(seed);
    // 100..999: consecutive requests step by 101, so the leading digit changes every request.
    const std::uint64_t lead = 100 + (seedMix % 900 + 101 * (requestKey % 900)) % 900;
    std::string hashed = std::to_string(mix(seedMix + requestKey) % 1'000'000'000ULL);
    hashed.insert(0, 9 - hashed.size(), '0');
    return std::to_string(lead) + hashed + '-' + std::to_string(requestKey);
}

std::string build(int words, std::uint64_t seed, std::uint64_t requestKey)
{
    if (words <= 0)
        return {};
    std::string text = nonce(seed, requestKey);
    text.reserve(static_cast<std::size_t>(words) * 6);
    std::mt19937_64 random(mix(seed ^ mix(requestKey + 1)));
    for (int i = 1; i < words; ++i) {
        text.push_back(' ');
        text.append(kWords[random() % kWords.size()]);
    }
    return text;
}

int wordCount(std::string_view text)
{
    int words = 0;
    bool inWord = false;
    for (const char c : text) {
        const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
        words += (!space && !inWord) ? 1 : 0;
        inWord = !space;
    }
    return words;
}

std::string withNonce(const std::string &prompt, std::uint64_t seed, std::uint64_t requestKey)
{
    return nonce(seed, requestKey) + ' ' + prompt;
}

} // namespace lanebook::SyntheticPrompt
