#include "backends/importers/lenientjson.h"

#include "backends/importers/importerstr.h"

#include <cmath>
#include <limits>

namespace lanebook::LenientJson {

namespace {

bool startsWith(std::string_view text, size_t pos, std::string_view token)
{
    return text.substr(pos, token.size()) == token;
}

bool isIdentifierChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Line and column (1-based) of a byte offset, for error messages.
std::pair<int, int> lineColumn(std::string_view text, size_t offset)
{
    int line = 1;
    int column = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

std::string quoteNonFiniteTokens(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 16);
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out.push_back(c);
            if (c == '\\' && i + 1 < text.size()) {
                out.push_back(text[++i]);
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            out.push_back(c);
            continue;
        }
        const bool boundary = i == 0 || !isIdentifierChar(text[i - 1]);
        if (boundary) {
            for (std::string_view token : {std::string_view("-Infinity"),
                                           std::string_view("Infinity"), std::string_view("NaN")}) {
                const size_t end = i + token.size();
                if (startsWith(text, i, token) &&
                    (end >= text.size() || !isIdentifierChar(text[end]))) {
                    out.push_back('"');
                    out.append(token);
                    out.push_back('"');
                    i = end - 1;
                    goto next;
                }
            }
        }
        out.push_back(c);
    next:;
    }
    return out;
}

nlohmann::json parse(std::string_view text, int firstLine)
{
    const std::string cleaned = quoteNonFiniteTokens(text);
    try {
        return nlohmann::json::parse(cleaned);
    } catch (const nlohmann::json::parse_error &error) {
        // The byte offset is in the cleaned text; quoting only adds bytes inside a line,
        // so the line number is still right.
        const size_t offset = error.byte > 0 ? error.byte - 1 : 0;
        const auto [line, column] = lineColumn(cleaned, offset);
        const bool atEnd = offset + 1 >= cleaned.size();
        if (atEnd) {
            throw ImportFailure(ImportersTr::tr("line %1: the JSON ends early (truncated file?)")
                                    .arg(firstLine + line - 1));
        }
        throw ImportFailure(ImportersTr::tr("line %1, column %2: not valid JSON")
                                .arg(firstLine + line - 1)
                                .arg(column));
    } catch (const nlohmann::json::out_of_range &error) {
        // A number no double holds ("6e138332"): found by fuzzing; nlohmann says which.
        throw ImportFailure(ImportersTr::tr("line %1: a number too large to read (%2)")
                                .arg(firstLine)
                                .arg(QString::fromUtf8(error.what())));
    }
}

bool looksLikeJson(const QByteArray &content)
{
    for (char c : content) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        // A UTF-8 byte-order mark is allowed before the value.
        if (static_cast<unsigned char>(c) == 0xEF)
            continue;
        if (static_cast<unsigned char>(c) == 0xBB || static_cast<unsigned char>(c) == 0xBF)
            continue;
        return c == '{' || c == '[';
    }
    return false;
}

std::vector<Part> parseDocumentOrLines(const QByteArray &content)
{
    std::string_view text(content.constData(), static_cast<size_t>(content.size()));
    if (text.size() >= 3 && startsWith(text, 0, "\xEF\xBB\xBF"))
        text.remove_prefix(3);

    // Most files are one value; try that first and keep its error for files that are
    // neither one value nor clean lines (a truncated pretty-printed file).
    QString wholeError;
    try {
        return {Part{parse(text), 1, 0}};
    } catch (const ImportFailure &failure) {
        wholeError = failure.message();
    }

    std::vector<Part> parts;
    int lineNumber = 0;
    size_t start = 0;
    bool sawMultipleLines = false;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        else
            sawMultipleLines = true;
        ++lineNumber;
        std::string_view line = text.substr(start, end - start);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        size_t firstNonSpace = line.find_first_not_of(" \t");
        if (firstNonSpace != std::string_view::npos) {
            if (line[firstNonSpace] != '{' && line[firstNonSpace] != '[') {
                if (parts.empty())
                    throw ImportFailure(wholeError);
                throw ImportFailure(
                    ImportersTr::tr("line %1: expected a JSON object").arg(lineNumber));
            }
            try {
                parts.push_back(
                    Part{parse(line, lineNumber), lineNumber, static_cast<int>(parts.size())});
            } catch (const ImportFailure &) {
                if (parts.empty())
                    throw ImportFailure(wholeError);
                throw ImportFailure(
                    ImportersTr::tr("line %1: not valid JSON (truncated line?)").arg(lineNumber));
            }
        }
        if (end >= text.size())
            break;
        start = end + 1;
    }
    if (!sawMultipleLines || parts.empty())
        throw ImportFailure(wholeError);
    return parts;
}

std::optional<double> number(const nlohmann::json &value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_string()) {
        const std::string &s = value.get_ref<const std::string &>();
        if (s == "inf" || s == "Infinity" || s == "+inf" || s == "INF")
            return std::numeric_limits<double>::infinity();
        if (s == "-inf" || s == "-Infinity")
            return -std::numeric_limits<double>::infinity();
        if (s == "NaN" || s == "nan")
            return std::numeric_limits<double>::quiet_NaN();
    }
    return std::nullopt;
}

std::optional<double> numberAt(const nlohmann::json &object, const char *key, const QString &where)
{
    if (!object.is_object())
        return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::nullopt;
    if (auto value = number(*it))
        return value;
    const QString prefix = where.isEmpty() ? QString() : where + QStringLiteral(": ");
    throw ImportFailure(prefix +
                        ImportersTr::tr("key \"%1\" should be a number but is %2")
                            .arg(QString::fromUtf8(key), QString::fromUtf8(it->type_name())));
}

std::optional<QString> stringAt(const nlohmann::json &object, const char *key, const QString &where)
{
    if (!object.is_object())
        return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::nullopt;
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    if (it->is_number() || it->is_boolean())
        return QString::fromStdString(it->dump());
    const QString prefix = where.isEmpty() ? QString() : where + QStringLiteral(": ");
    throw ImportFailure(prefix +
                        ImportersTr::tr("key \"%1\" should be a string but is %2")
                            .arg(QString::fromUtf8(key), QString::fromUtf8(it->type_name())));
}

QString toQString(const nlohmann::json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

const nlohmann::json &member(const nlohmann::json &object, const char *key)
{
    static const nlohmann::json null;
    if (!object.is_object())
        return null;
    const auto it = object.find(key);
    return it == object.end() ? null : *it;
}

nlohmann::json jsonNumber(double value)
{
    // Below 2^53 (about 9.007e15) every integer is exact in a double.
    if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) < 9.0e15)
        return static_cast<long long>(value);
    return value;
}

} // namespace lanebook::LenientJson
