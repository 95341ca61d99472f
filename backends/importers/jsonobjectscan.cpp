#include "backends/importers/jsonobjectscan.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"

#include <algorithm>

namespace lanebook::JsonObjectScan {

namespace {

// Internal: thrown by the cursor, turned into an ImportFailure (or ignored when sniffing).
struct ScanError
{
    enum Kind { Truncated, Invalid, LineEndsInString };
    Kind kind;
    int line;
};

class Cursor
{
public:
    Cursor(std::string_view text, std::size_t limit)
        : m_p(text.data())
        , m_end(text.data() + std::min(limit, text.size()))
    {
        if (m_end - m_p >= 3 && std::string_view(m_p, 3) == "\xEF\xBB\xBF")
            m_p += 3;
    }

    int line() const { return m_line; }
    const char *position() const { return m_p; }
    bool atEnd() const { return m_p >= m_end; }
    char peek() const { return *m_p; }
    void skip(std::ptrdiff_t bytes) { m_p += bytes; }

    void skipWhitespace()
    {
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                return;
            ++m_p;
        }
    }

    // At a '"': moves past the closing quote and returns the text between the quotes.
    std::string_view readString()
    {
        const char *start = ++m_p;
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == '"') {
                const std::string_view text(start, static_cast<std::size_t>(m_p - start));
                ++m_p;
                return text;
            }
            if (c == '\\') {
                m_p += 2;
                continue;
            }
            // json.dumps escapes newlines, so a raw one means the string was cut off.
            if (c == '\n')
                throw ScanError{ScanError::LineEndsInString, m_line};
            ++m_p;
        }
        throw ScanError{ScanError::Truncated, m_line};
    }

    // Moves past one value of any kind and returns its text.
    std::string_view skipValue()
    {
        const char *start = m_p;
        if (m_p >= m_end)
            throw ScanError{ScanError::Truncated, m_line};
        const char c = *m_p;
        if (c == '"') {
            readString();
        } else if (c == '{' || c == '[') {
            skipContainer();
        } else {
            while (m_p < m_end) {
                const char s = *m_p;
                if (s == ',' || s == '}' || s == ']' || s == ' ' || s == '\n' || s == '\r' ||
                    s == '\t')
                    break;
                if (s == '{' || s == '[' || s == '"' || s == ':')
                    throw ScanError{ScanError::Invalid, m_line};
                ++m_p;
            }
            if (m_p == start)
                throw ScanError{ScanError::Invalid, m_line};
        }
        return std::string_view(start, static_cast<std::size_t>(m_p - start));
    }

    // Reads the members of the object at '{'. Members are appended as they complete, so
    // a sniff that hits its byte limit keeps what it has seen.
    void readObject(std::vector<Member> &members)
    {
        ++m_p; // '{'
        skipWhitespace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return;
        }
        for (;;) {
            skipWhitespace();
            if (m_p >= m_end)
                throw ScanError{ScanError::Truncated, m_line};
            if (*m_p != '"')
                throw ScanError{ScanError::Invalid, m_line};
            const std::string_view key = readString();
            skipWhitespace();
            if (m_p >= m_end)
                throw ScanError{ScanError::Truncated, m_line};
            if (*m_p != ':')
                throw ScanError{ScanError::Invalid, m_line};
            ++m_p;
            skipWhitespace();
            const int valueLine = m_line;
            const std::string_view value = skipValue();
            members.push_back(Member{key, value, valueLine});
            skipWhitespace();
            if (m_p >= m_end)
                throw ScanError{ScanError::Truncated, m_line};
            if (*m_p == ',') {
                ++m_p;
                continue;
            }
            if (*m_p == '}') {
                ++m_p;
                return;
            }
            throw ScanError{ScanError::Invalid, m_line};
        }
    }

private:
    // The hot loop of a 30 MB file: only strings, brackets and newlines matter here.
    void skipContainer()
    {
        int depth = 0;
        while (m_p < m_end) {
            switch (*m_p) {
            case '"':
                readString();
                continue;
            case '{':
            case '[':
                ++depth;
                break;
            case '}':
            case ']':
                if (--depth == 0) {
                    ++m_p;
                    return;
                }
                break;
            case '\n':
                ++m_line;
                break;
            default:
                break;
            }
            ++m_p;
        }
        throw ScanError{ScanError::Truncated, m_line};
    }

    const char *m_p;
    const char *m_end;
    int m_line = 1;
};

} // namespace

const Member *Value::member(std::string_view key) const
{
    return findMember(members, key);
}

const Member *findMember(const std::vector<Member> &members, std::string_view key)
{
    for (const Member &m : members) {
        if (m.key == key)
            return &m;
    }
    return nullptr;
}

bool mentionsKey(std::string_view text, std::string_view key)
{
    std::string quoted;
    quoted.reserve(key.size() + 2);
    quoted.append(1, '"').append(key).append(1, '"');
    for (std::size_t at = text.find(quoted); at != std::string_view::npos;
         at = text.find(quoted, at + 1)) {
        std::size_t next = at + quoted.size();
        while (next < text.size() && (text[next] == ' ' || text[next] == '\t'))
            ++next;
        if (next < text.size() && text[next] == ':')
            return true;
    }
    return false;
}

bool hasKey(const std::vector<Member> &members, std::string_view key)
{
    return findMember(members, key) != nullptr;
}

namespace {

// A scan error as the user reads it: the line, and whether the file was cut short.
ImportFailure failureOf(const ScanError &error, int valueLine)
{
    if (error.kind == ScanError::Truncated) {
        return ImportFailure(
            ImportersTr::tr("line %1: the JSON ends early (truncated file?)").arg(valueLine));
    }
    if (error.kind == ScanError::LineEndsInString) {
        return ImportFailure(
            ImportersTr::tr(
                "line %1: not valid JSON: the line ends inside a string (truncated line?)")
                .arg(error.line));
    }
    if (error.line != valueLine) {
        return ImportFailure(ImportersTr::tr("line %1: not valid JSON (the value that starts on "
                                             "line %2 is cut short?)")
                                 .arg(error.line)
                                 .arg(valueLine));
    }
    return ImportFailure(ImportersTr::tr("line %1: not valid JSON").arg(error.line));
}

// One value at the cursor, an object's members read.
Value readValue(Cursor &cursor, int index)
{
    Value value;
    value.line = cursor.line();
    value.index = index;
    const char *start = cursor.position();
    if (cursor.peek() == '{') {
        value.isObject = true;
        cursor.readObject(value.members);
    } else {
        cursor.skipValue();
    }
    value.text = std::string_view(start, static_cast<std::size_t>(cursor.position() - start));
    return value;
}

} // namespace

std::vector<Value> scanValues(std::string_view text)
{
    std::vector<Value> values;
    Cursor cursor(text, text.size());
    int valueLine = 1;
    try {
        for (;;) {
            cursor.skipWhitespace();
            if (cursor.atEnd())
                break;
            valueLine = cursor.line();
            values.push_back(readValue(cursor, static_cast<int>(values.size())));
        }
    } catch (const ScanError &error) {
        throw failureOf(error, valueLine);
    }
    return values;
}

std::vector<Value> scanArrayElements(std::string_view text)
{
    std::vector<Value> values;
    Cursor cursor(text, text.size());
    int valueLine = 1;
    try {
        cursor.skipWhitespace();
        if (cursor.atEnd() || cursor.peek() != '[')
            throw ScanError{ScanError::Invalid, cursor.line()};
        cursor.skip(1);
        for (;;) {
            cursor.skipWhitespace();
            if (cursor.atEnd())
                throw ScanError{ScanError::Truncated, cursor.line()};
            if (cursor.peek() == ']' && values.empty())
                break;
            valueLine = cursor.line();
            values.push_back(readValue(cursor, static_cast<int>(values.size())));
            cursor.skipWhitespace();
            if (cursor.atEnd())
                throw ScanError{ScanError::Truncated, cursor.line()};
            if (cursor.peek() == ']')
                break;
            if (cursor.peek() != ',')
                throw ScanError{ScanError::Invalid, cursor.line()};
            cursor.skip(1);
        }
        cursor.skip(1); // ']'
        cursor.skipWhitespace();
        if (!cursor.atEnd()) // one list, then nothing
            throw ScanError{ScanError::Invalid, cursor.line()};
    } catch (const ScanError &error) {
        throw failureOf(error, valueLine);
    }
    return values;
}

std::string_view firstArrayElement(std::string_view text)
{
    const std::size_t open = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (open == std::string_view::npos || text[open] != '[')
        return {};
    const std::size_t first = text.find_first_not_of(" \t\r\n", open + 1);
    if (first == std::string_view::npos || text[first] != '{')
        return {};
    return text.substr(first);
}

std::vector<Member> sniffFirstObject(std::string_view text, std::size_t maxBytes)
{
    std::vector<Member> members;
    Cursor cursor(text, maxBytes);
    cursor.skipWhitespace();
    if (cursor.atEnd() || cursor.peek() != '{')
        return members;
    try {
        cursor.readObject(members);
    } catch (const ScanError &) {
        // A cut at maxBytes or a broken file: detect() judges by the members seen so far.
    }
    return members;
}

nlohmann::json parseMembers(const Value &object, const std::vector<std::string_view> &skipped)
{
    nlohmann::json json = nlohmann::json::object();
    for (const Member &m : object.members) {
        if (std::find(skipped.begin(), skipped.end(), m.key) != skipped.end())
            continue;
        try {
            json[std::string(m.key)] = LenientJson::parse(m.value, m.line);
        } catch (const ImportFailure &) {
            // The value's own parse error counts columns from the value, not the line.
            throw ImportFailure(
                ImportersTr::tr("line %1: the value of key \"%2\" is not valid JSON")
                    .arg(m.line)
                    .arg(QString::fromUtf8(m.key.data(), static_cast<qsizetype>(m.key.size()))));
        }
    }
    return json;
}

} // namespace lanebook::JsonObjectScan
