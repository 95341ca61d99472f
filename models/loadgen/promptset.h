#pragma once

#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace lanebook {

// Prompts read from a prompt file (the text; the backend reads the file): JSONL, one object a
// line, or one JSON array of objects (the ShareGPT dump). Each object gives its prompt as
// "prompt" or "text", or ShareGPT style as the first human turn of "conversations"
// ([{"from": "human", "value": ...}, {"from": "gpt", ...}]) or of OpenAI "messages"
// ([{"role": "user", "content": ...}]). Blank lines are skipped.
struct PromptSet
{
    std::vector<std::string> prompts;
    QString error; // "line 7: ..." naming what is wrong; prompts is empty then

    bool ok() const { return error.isEmpty(); }

    static PromptSet parse(std::string_view text);
};

} // namespace lanebook
