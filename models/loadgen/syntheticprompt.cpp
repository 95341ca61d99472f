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

std::string uniquePrefix(std::uint64_t seed, std::uint64_t requestKey)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string word = "q";
    std::uint64_t tag = mix(seed) & 0xffffffffULL;
    for (int shift = 28; shift >= 0; shift -= 4)
        word.push_back(kHex[(tag >> shift) & 0xf]);
    word.push_back('-');
    word += std::to_string(requestKey);
    return word;
}

std::string build(int words, std::uint64_t seed, std::uint64_t requestKey)
{
    if (words <= 0)
        return {};
    std::string text = uniquePrefix(seed, requestKey);
    text.reserve(static_cast<std::size_t>(words) * 6);
    std::mt19937_64 random(mix(seed ^ mix(requestKey + 1)));
    for (int i = 1; i < words; ++i) {
        text.push_back(' ');
        text.append(kWords[random() % kWords.size()]);
    }
    return text;
}

} // namespace lanebook::SyntheticPrompt
