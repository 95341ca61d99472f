#pragma once

#include <QString>

#include <string_view>

namespace lanebook {

// JSON from outside (a result file, a plan, a request body) is looked at before any tree is
// built: text that nests deeper than any tool writes is refused with the offset where it does.
inline constexpr int kMaxJsonNesting = 256;

// The byte offset at which the text first opens more than maxDepth arrays or objects (strings
// and escapes skipped; the text need not be valid JSON), or -1 when it never does.
qsizetype jsonNestingTooDeepAt(std::string_view text, int maxDepth = kMaxJsonNesting);

} // namespace lanebook
