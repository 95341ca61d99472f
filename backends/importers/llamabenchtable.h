#pragma once

#include "backends/importers/llamabenchrow.h"

#include <QByteArray>

#include <vector>

namespace lanebook::LlamaBench {

// The text outputs of llama-bench: `-o csv`, `-o md` and `-o sql`, each
// read into rows keyed on field names. Throw ImportFailure naming the line, row or column.

bool looksLikeCsv(const QByteArray &head);
bool looksLikeMarkdown(const QByteArray &head);
bool looksLikeSql(const QByteArray &head);

// Header of field names, then one quoted value per field per row; locators "row N".
std::vector<Row> parseCsv(const QByteArray &content);

// The pipe table: display columns (ngl, fa, t/s, ...), test names such as `pp512 @ d512`,
// `pp 512` (old builds) and `pp512+tg128`, then `build: <commit> (<number>)`. Sizes and
// parameter counts are rounded there and are kept as text. Locators "row N".
std::vector<Row> parseMarkdown(const QByteArray &content);

// `INSERT INTO llama_bench (...) VALUES (...);` (`test` in older builds); locators "row N".
std::vector<Row> parseSql(const QByteArray &content);

} // namespace lanebook::LlamaBench
