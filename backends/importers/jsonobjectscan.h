#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace lanebook {

// A one-pass splitter for JSON files whose top level is one object, JSON Lines, or objects
// concatenated with newlines (vLLM --append-result, SGLang, AIPerf records). It finds each
// top-level value and, for objects, the text of every member's value without building a
// DOM. Serving-benchmark results carry per-request arrays of a million numbers; building
// nlohmann nodes for them costs more than the whole import may take, so the importers
// parse those members with JsonNumberArrays and hand only the small members to nlohmann.
//
// Inside containers only strings and bracket balance are checked: a member that is used
// is parsed strictly afterwards, one that is not (generated_texts) is only skipped.
namespace JsonObjectScan {

struct Member
{
    std::string_view key;   // as written between the quotes (escapes are not decoded)
    std::string_view value; // the value's text, e.g. `[1, 2]`, `"x"`, `12.5`, `Infinity`
    int line = 1;           // 1-based line where the value starts
};

struct Value
{
    std::vector<Member> members; // empty unless isObject
    std::string_view text;
    bool isObject = false;
    int line = 1;  // 1-based line where the value starts
    int index = 0; // 0-based position in the file

    const Member *member(std::string_view key) const;
    bool has(std::string_view key) const { return member(key) != nullptr; }
};

// Every top-level value of the file. Throws ImportFailure naming the line of a value that
// is cut short or malformed. A UTF-8 byte-order mark is skipped.
std::vector<Value> scanValues(std::string_view text);

// The elements of a file whose one top-level value is an array (a `vllm bench sweep`
// summary.json), each as scanValues() gives a value; index is the position in the array.
// Throws ImportFailure as scanValues() does, and for a file that is not one array.
std::vector<Value> scanArrayElements(std::string_view text);

// The text from the '{' of the first element of a file whose top-level value is a list of
// objects (for detect(): sniffFirstObject() reads that element's members), or empty.
std::string_view firstArrayElement(std::string_view text);

// The members of the first top-level object that end within the first maxBytes bytes, for
// detect(): cheap on a 30 MB file and never throws. Empty when the text does not start
// with an object.
std::vector<Member> sniffFirstObject(std::string_view text, std::size_t maxBytes);

// Whether `"key":` occurs anywhere in the text (a memchr-speed search, no parsing). For
// detect() when the head of a file is not enough: a file re-saved with sorted keys puts
// the per-request arrays before most summary keys.
bool mentionsKey(std::string_view text, std::string_view key);

bool hasKey(const std::vector<Member> &members, std::string_view key);
const Member *findMember(const std::vector<Member> &members, std::string_view key);

// Parses the members whose keys are not in `skipped` into one JSON object (bare
// Infinity/NaN allowed, see LenientJson). A later duplicate key wins, as in Python.
nlohmann::json parseMembers(const Value &object, const std::vector<std::string_view> &skipped = {});

} // namespace JsonObjectScan

} // namespace lanebook
