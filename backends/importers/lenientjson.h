#pragma once

#include "backends/importers/importer.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace lanebook {

// Python's json.dump writes bare Infinity, -Infinity and NaN (allow_nan=True), which strict
// parsers reject. These helpers turn such tokens (outside strings) into the strings
// "Infinity", "-Infinity" and "NaN", and the number accessors below read them back.
namespace LenientJson {

// Rewrites bare non-finite tokens outside strings into quoted strings.
std::string quoteNonFiniteTokens(std::string_view text);

// Parses one JSON value. On failure throws ImportFailure naming the line and column.
nlohmann::json parse(std::string_view text, int firstLine = 1);

// One value of a JSON sequence (JSON Lines, or objects concatenated with newlines).
struct Part
{
    nlohmann::json value;
    int line = 1;  // 1-based line where the value starts
    int index = 0; // 0-based position in the file
};

// A whole file: either one JSON value (returned as a single part, even if it is an array),
// or a sequence of values one per line. Throws ImportFailure on the first bad line.
std::vector<Part> parseDocumentOrLines(const QByteArray &content);

// True when the bytes look like JSON text (first non-space byte is '{' or '[').
bool looksLikeJson(const QByteArray &content);

// A number, or the strings "inf"/"Infinity"/"-Infinity"/"NaN" that stand for one.
std::optional<double> number(const nlohmann::json &value);

// The value at key as a number; nullopt when absent or null. Throws ImportFailure naming
// the key when present with a non-numeric type.
std::optional<double> numberAt(const nlohmann::json &object, const char *key,
                               const QString &where = {});
std::optional<QString> stringAt(const nlohmann::json &object, const char *key,
                                const QString &where = {});

QString toQString(const nlohmann::json &value); // a string, or the dumped value

// The value at key, or a null value when object is not an object or lacks key: nested
// lookups read on without a check at every level.
const nlohmann::json &member(const nlohmann::json &object, const char *key);

// A number read as a double, for storing: integral values stay integral in the stored JSON
// (2048, not 2048.0), others (and non-finite ones) stay doubles.
nlohmann::json jsonNumber(double value);

} // namespace LenientJson

} // namespace lanebook
