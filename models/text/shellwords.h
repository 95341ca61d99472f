#pragma once

#include "models/base/expected.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// A server's argv written as one command line, the way READMEs show it and users paste it:
// `vllm serve /models/Qwen3-8B --max-model-len "32 768"`. The words are split by the POSIX
// shell's quoting rules for one simple command, and nothing else a shell does: no variable,
// tilde or command substitution, no globbing, no operators. The argv is never run through a
// shell, so `$HOME`, `*`, `|` or `;` reach the program as the characters typed.

// The words of `line`:
// - spaces, tabs and newlines separate words;
// - '...' keeps every character literally;
// - "..." keeps every character except a backslash before " \ $ ` or a newline, which
//   escapes it (a backslash-newline is removed);
// - a backslash outside quotes escapes the next character; a backslash-newline is a line
//   continuation and is removed;
// - quoted and unquoted parts that touch make one word: a'b'"c" is abc, '' is an empty word.
// A quote that is never closed fails, saying which one by its position (1 for the first
// character).
Expected<QStringList> splitShellWords(const QString &line);

// `argv` as one line that splitShellWords() reads back as `argv`: words with nothing special
// are written as they are, the others single-quoted ('' for an empty word, and '\'' for a
// quote inside one).
QString joinShellWords(const QStringList &argv);

} // namespace lanebook
