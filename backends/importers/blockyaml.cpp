#include "backends/importers/blockyaml.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace lanebook::BlockYaml {

namespace {

// Deeper than any report nests; a hostile file stops here, not at the stack's end.
constexpr int kMaxDepth = 64;

struct Line
{
    int number = 0;        // 1-based
    int indent = 0;        // leading spaces
    std::string_view text; // without the indent and the line end
};

[[noreturn]] void fail(int line, const QString &what)
{
    throw ImportFailure(ImportersTr::tr("line %1: %2").arg(line).arg(what));
}

std::vector<Line> linesOf(std::string_view text)
{
    std::vector<Line> lines;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        std::size_t indent = 0;
        while (indent < line.size() && line[indent] == ' ')
            ++indent;
        if (indent < line.size() && line[indent] == '\t')
            fail(number, ImportersTr::tr("a tab in the indentation; YAML indents with spaces"));
        const std::string_view rest = line.substr(indent);
        if (number == 1 && rest == "---")
            continue;
        if (rest == "---" || rest == "...")
            fail(number, ImportersTr::tr("a second YAML document; a report holds one"));
        lines.push_back(Line{number, static_cast<int>(indent), rest});
    }
    return lines;
}

bool isBlank(const Line &line)
{
    return line.text.empty() || line.text.front() == '#';
}

bool startsItem(std::string_view text)
{
    return text == "-" || text.starts_with("- ");
}

nlohmann::json typedPlain(std::string_view text, int line)
{
    if (text.empty() || text == "null" || text == "~" || text == "Null" || text == "NULL")
        return nullptr;
    if (text == "true" || text == "True" || text == "TRUE")
        return true;
    if (text == "false" || text == "False" || text == "FALSE")
        return false;
    if (text == ".inf" || text == "+.inf" || text == ".Inf" || text == ".INF")
        return std::numeric_limits<double>::infinity();
    if (text == "-.inf" || text == "-.Inf" || text == "-.INF")
        return -std::numeric_limits<double>::infinity();
    if (text == ".nan" || text == ".NaN" || text == ".NAN")
        return std::numeric_limits<double>::quiet_NaN();
    const char *first = text.data();
    const char *last = text.data() + text.size();
    if (*first == '+')
        ++first;
    long long integer = 0;
    if (auto [end, ec] = std::from_chars(first, last, integer); ec == std::errc() && end == last)
        return integer;
    double number = 0.0;
    if (auto [end, ec] = std::from_chars(first, last, number);
        ec == std::errc() && end == last && (text.find_first_of(".eE") != std::string_view::npos))
        return number;
    if (text.front() == '&' || text.front() == '*' || text.front() == '!')
        fail(line, ImportersTr::tr("anchors, aliases and tags are not read"));
    if ((text.front() == '{' || text.front() == '[') && text != "{}" && text != "[]")
        fail(line, ImportersTr::tr("a flow collection; only {} and [] are read"));
    return std::string(text);
}

class Parser
{
public:
    explicit Parser(std::vector<Line> lines)
        : m_lines(std::move(lines))
    {}

    nlohmann::json document()
    {
        skipBlank();
        if (atEnd())
            return nullptr;
        nlohmann::json value = node(m_lines[m_at].indent, 0);
        skipBlank();
        if (!atEnd())
            fail(m_lines[m_at].number, ImportersTr::tr("indented less than the document starts"));
        return value;
    }

private:
    bool atEnd() const { return m_at >= m_lines.size(); }

    void skipBlank()
    {
        while (!atEnd() && isBlank(m_lines[m_at]))
            ++m_at;
    }

    // The node whose first line is the current one, at exactly `indent`.
    nlohmann::json node(int indent, int depth)
    {
        if (depth > kMaxDepth)
            fail(m_lines[m_at].number,
                 ImportersTr::tr("nested deeper than %1 levels").arg(kMaxDepth));
        if (startsItem(m_lines[m_at].text))
            return sequence(indent, depth);
        return mapping(indent, depth);
    }

    nlohmann::json sequence(int indent, int depth)
    {
        nlohmann::json list = nlohmann::json::array();
        while (true) {
            skipBlank();
            if (atEnd() || m_lines[m_at].indent != indent || !startsItem(m_lines[m_at].text))
                break;
            Line &line = m_lines[m_at];
            std::string_view rest = line.text.substr(1);
            const std::size_t spaces = rest.find_first_not_of(' ');
            if (spaces == std::string_view::npos) { // "-" alone: the item is below
                ++m_at;
                list.push_back(childOf(indent, depth));
                continue;
            }
            // "- key: value" or "- - x": the item starts on this line, as if indented there.
            line.indent = indent + 1 + static_cast<int>(spaces);
            line.text = rest.substr(spaces);
            if (startsItem(line.text) || keyEnd(line.text) != std::string_view::npos)
                list.push_back(node(line.indent, depth + 1));
            else
                list.push_back(scalarAt(indent));
        }
        return list;
    }

    nlohmann::json mapping(int indent, int depth)
    {
        nlohmann::json object = nlohmann::json::object();
        while (true) {
            skipBlank();
            if (atEnd() || m_lines[m_at].indent != indent)
                break;
            const Line &line = m_lines[m_at];
            if (startsItem(line.text))
                break;
            const std::size_t colon = keyEnd(line.text);
            if (colon == std::string_view::npos)
                fail(line.number, ImportersTr::tr("expected \"key: value\""));
            const std::string key = keyText(line.text.substr(0, colon), line.number);
            std::string_view value = line.text.substr(colon + 1);
            value.remove_prefix(std::min(value.find_first_not_of(' '), value.size()));
            if (object.contains(key))
                fail(line.number,
                     ImportersTr::tr("the key \"%1\" twice").arg(QString::fromStdString(key)));
            if (value.empty() || value.front() == '#') {
                ++m_at;
                object[key] = childOf(indent, depth, true);
            } else {
                Line &current = m_lines[m_at];
                current.text = value;
                object[key] = scalarAt(indent);
            }
        }
        return object;
    }

    // What follows "key:" or "-" with nothing after it: a node indented deeper, a list at the
    // same indent (yaml.dump writes a mapping's list so), or nothing (null).
    nlohmann::json childOf(int indent, int depth, bool listMayShareIndent = false)
    {
        skipBlank();
        if (atEnd())
            return nullptr;
        const Line &next = m_lines[m_at];
        if (next.indent > indent)
            return node(next.indent, depth + 1);
        if (listMayShareIndent && next.indent == indent && startsItem(next.text))
            return sequence(indent, depth + 1);
        return nullptr;
    }

    // The scalar starting at the current line's text; lines indented deeper than `indent`
    // continue it (a long scalar folded by yaml.dump, or a | or > block).
    nlohmann::json scalarAt(int indent)
    {
        const Line &first = m_lines[m_at];
        const int number = first.number;
        std::string_view text = first.text;
        ++m_at;
        if (text.front() == '|' || text.front() == '>')
            return blockScalar(text, indent);
        std::string joined(text);
        while (!atEnd() && m_lines[m_at].indent > indent && !m_lines[m_at].text.empty()) {
            joined += ' ';
            joined += m_lines[m_at].text;
            ++m_at;
        }
        if (joined.front() == '\'')
            return singleQuoted(joined, number);
        if (joined.front() == '"')
            return doubleQuoted(joined, number);
        if (const std::size_t comment = joined.find(" #"); comment != std::string::npos)
            joined.erase(comment);
        while (!joined.empty() && joined.back() == ' ')
            joined.pop_back();
        if (joined == "{}")
            return nlohmann::json::object();
        if (joined == "[]")
            return nlohmann::json::array();
        return typedPlain(joined, number);
    }

    nlohmann::json blockScalar(std::string_view header, int indent)
    {
        const bool literal = header.front() == '|';
        const bool strip = header.find('-') != std::string_view::npos;
        std::string text;
        int blockIndent = -1;
        while (!atEnd() && (m_lines[m_at].text.empty() || m_lines[m_at].indent > indent)) {
            const Line &line = m_lines[m_at];
            if (blockIndent < 0 && !line.text.empty())
                blockIndent = line.indent;
            if (!text.empty() || line.text.empty())
                text += literal || line.text.empty() ? '\n' : ' ';
            if (!line.text.empty())
                text += std::string(std::max(0, line.indent - blockIndent), ' ') +
                        std::string(line.text);
            ++m_at;
        }
        if (!strip)
            text += '\n';
        return text;
    }

    static std::string singleQuoted(const std::string &text, int number)
    {
        if (text.size() < 2 || text.back() != '\'')
            fail(number, ImportersTr::tr("a quoted text that does not end"));
        std::string out;
        for (std::size_t i = 1; i + 1 < text.size(); ++i) {
            out += text[i];
            if (text[i] == '\'' && text[i + 1] == '\'')
                ++i;
        }
        return out;
    }

    static std::string doubleQuoted(const std::string &text, int number)
    {
        if (text.size() < 2 || text.back() != '"')
            fail(number, ImportersTr::tr("a quoted text that does not end"));
        std::string out;
        for (std::size_t i = 1; i + 1 < text.size(); ++i) {
            if (text[i] != '\\' || i + 2 >= text.size()) {
                out += text[i];
                continue;
            }
            const char escaped = text[++i];
            switch (escaped) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case '"':
            case '\\':
            case '/':
                out += escaped;
                break;
            default:
                out += '\\';
                out += escaped;
            }
        }
        return out;
    }

    // Where a "key:" ends: the first ':' followed by a space or the line's end, outside quotes.
    static std::size_t keyEnd(std::string_view text)
    {
        if (text.empty())
            return std::string_view::npos;
        if (text.front() == '\'' || text.front() == '"') {
            const std::size_t close = text.find(text.front(), 1);
            if (close == std::string_view::npos || close + 1 >= text.size() ||
                text[close + 1] != ':')
                return std::string_view::npos;
            return close + 1;
        }
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == ':' && (i + 1 == text.size() || text[i + 1] == ' '))
                return i;
            if (text[i] == ' ' && i + 1 < text.size() && text[i + 1] == '#')
                return std::string_view::npos;
        }
        return std::string_view::npos;
    }

    static std::string keyText(std::string_view key, int number)
    {
        if (key.empty())
            fail(number, ImportersTr::tr("an empty key"));
        if (key.front() == '\'')
            return singleQuoted(std::string(key), number);
        if (key.front() == '"')
            return doubleQuoted(std::string(key), number);
        if (key.front() == '?' || key.front() == '&' || key.front() == '*' || key.front() == '!')
            fail(number, ImportersTr::tr("complex keys, anchors, aliases and tags are not read"));
        return std::string(key);
    }

    std::vector<Line> m_lines;
    std::size_t m_at = 0;
};

} // namespace

nlohmann::json parse(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    return Parser(linesOf(text)).document();
}

} // namespace lanebook::BlockYaml
